// Browser profiles with the local work-item cache off or on, and the in-page timing of an in-app list open (click on
// the project's link → its first rows), shared by B4's in-app open (in-app-open.ts) and B1 (local-cache/warm-open.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCAL_CACHE_HINT_COOKIE } from '@cairn/types';
import type { BenchApp } from './bench-app';
import { newBenchContext } from './chromium';

/** The two ways a list is served: server pages only (LOCAL_DB_ENABLED=false), or the local cache raced with them. */
export type CacheMode = 'cache-off' | 'cache-on';

/** localStorage key prefix of the projects whose first sync completed (`…:<userId>:<workspaceId>`, a JSON array). */
export const SYNCED_MARK = 'cairn:local-cache:synced:';

/** A fresh profile (the owner signed in) with the cache off or on, and one page; page errors go to `errors`. */
export async function openProfile(browser: Browser, app: BenchApp, mode: CacheMode, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBenchContext(browser, app.baseUrl, app.session);
  await context.addInitScript((enabled: boolean) => window.localStorage.setItem('LOCAL_DB_ENABLED', String(enabled)), mode === 'cache-on');
  await context.addCookies([{ name: LOCAL_CACHE_HINT_COOKIE, value: mode === 'cache-on' ? '1' : '0', url: app.baseUrl }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page };
}

/** What one click → rows measured, in ms since the click (performance.now() in the page). */
export interface ClickToRows {
  /** The first row of the project in the DOM, + 2 rAF (on a revisit: the copy the store kept, before any answer). */
  first_row_ms: number;
  /** Rows in the DOM and nothing busy in the list body (the answer to this open landed), + 2 rAF. */
  answered_ms: number;
  /** When the rows of `answered_ms` entered the DOM (before the 2 rAF). */
  answered_dom_ms: number;
  /** performance.now() of the click (to read the page's resource timings relative to it afterwards). */
  t0: number;
}

/** The selectors the in-page timing watches. */
export interface ClickToRowsArgs {
  /** The element clicked (an <a> of the app: client-side navigation). */
  link: string;
  /** The layout's row selector. */
  row: string;
  /** Text a row of the project contains (`<IDENTIFIER>-`). */
  prefix: string;
  /** Something in the list body still loading (the skeleton, or a layout's aria-busy while its list loads). */
  busy: string;
  timeoutMs: number;
}

/**
 * In the page (passed to page.evaluate as source: only its argument and browser globals): clicks `link` and resolves
 * when the project's first row has been painted and when the list's answer has been painted (rows, nothing busy),
 * each two requestAnimationFrame callbacks after the DOM showed it. A MutationObserver checks after every DOM change.
 */
export function clickToRowsInPage(args: ClickToRowsArgs): Promise<ClickToRows> {
  return new Promise<ClickToRows>((resolve, reject) => {
    const anchor = document.querySelector<HTMLElement>(args.link);
    if (!anchor) {
      reject(new Error(`no ${args.link}`));
      return;
    }
    let firstRow = -1;
    let answered = -1;
    let answeredDom = -1;
    let firstSeen = false;
    let answeredSeen = false;
    const t0 = performance.now();
    const done = () => {
      if (firstRow < 0 || answered < 0) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ first_row_ms: firstRow - t0, answered_ms: answered - t0, answered_dom_ms: answeredDom - t0, t0 });
    };
    const afterPaint = (set: (at: number) => void) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          set(performance.now());
          done();
        }),
      );
    const check = () => {
      const row = document.querySelector(args.row);
      const ours = !!row && !!row.textContent?.includes(args.prefix);
      if (!firstSeen && ours) {
        firstSeen = true;
        afterPaint((at) => (firstRow = at));
      }
      if (!answeredSeen && ours && !document.querySelector(args.busy)) {
        answeredSeen = true;
        answeredDom = performance.now();
        afterPaint((at) => (answered = at));
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no answered ${args.row} rows within ${args.timeoutMs} ms`));
    }, args.timeoutMs);
    anchor.click();
    check();
  });
}

/** Clicks `args.link` in the page and times the rows (see clickToRowsInPage). */
export function clickToRows(page: Page, args: ClickToRowsArgs): Promise<ClickToRows> {
  return page.evaluate(clickToRowsInPage, args);
}

/** The list body's "still loading" marks: the first-load skeleton and the layouts' aria-busy. */
export const LIST_BUSY = '.cw-wil__body [aria-busy="true"]';
