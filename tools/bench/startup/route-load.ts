// B8 in the browser: one page load of a route in a fresh profile (cold) and again in a second page of the same
// profile (warm): when the first rows were painted (B4's probe), the largest contentful paint, and every request
// the page and its workers made, each stamped on the page's clock (ms since navigation start) — so the JS and CSS
// requested before the first rows, and when wa-sqlite's wasm was fetched, come from the real app on a real dataset.
import type { Browser, BrowserContext, Request } from 'playwright-core';
import type { BenchSession } from '../lib/session';
import { newBenchContext } from '../browser/chromium';
import { installFirstRowsProbe, type FirstRowsMark } from '../browser/page-probes';

/** One request of a load, on the page's clock. */
export interface LoadRequest {
  url: string;
  /** playwright's resource type ('script', 'stylesheet', 'fetch', …); workers' requests included. */
  type: string;
  /** ms since navigation start when it was sent and when it finished (null: not finished when the visit ended). */
  sent_ms: number;
  done_ms: number | null;
  /** False for the requests of the page's workers (not in the page's resource timing): not main-thread JS. */
  in_page: boolean;
}

/** What one visit measured. */
export interface RouteLoad {
  visit: 'cold' | 'warm';
  /** First rows in the DOM + 2 rAF (ms since navigation start). */
  painted_ms: number;
  fcp_ms: number | null;
  /** The last largest-contentful-paint entry reported up to `settle_ms` after the rows were painted. */
  lcp_ms: number | null;
  /** The LCP element (tag.class), to see what the browser picked. */
  lcp_element: string | null;
  /** Main-thread tasks over 50 ms that started before the first rows were painted (B2), their durations in ms. */
  long_tasks_before_rows_ms: number[];
  requests: LoadRequest[];
}

/** Where to go and how to tell first rows. */
export interface RouteTarget {
  baseUrl: string;
  url: string;
  /** The row selector (B4's layout probe). */
  selector: string;
  session?: BenchSession;
  /** Extra init script arg: LOCAL_DB_ENABLED to set (undefined: the bench default, off). */
  localCache?: boolean;
}

interface LcpMark {
  lcp: number | null;
  element: string | null;
  /** Long tasks (PerformanceObserver 'longtask', buffered): start and duration, ms since navigation start. */
  longTasks: Array<{ start: number; duration: number }>;
}

declare global {
  interface Window {
    __b8Lcp?: LcpMark;
  }
}

/** Init script (in the page): records the latest largest-contentful-paint entry and its element. */
function installLcpProbe(): void {
  const mark: LcpMark = { lcp: null, element: null, longTasks: [] };
  window.__b8Lcp = mark;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) mark.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      mark.lcp = entry.startTime;
      const el = entry.element;
      mark.element = el ? `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}` : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function visit(context: BrowserContext, target: RouteTarget, kind: 'cold' | 'warm', settleMs: number, errors: string[]): Promise<RouteLoad> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  // Wall-clock stamps in Node; the page's navigation start (performance.timeOrigin) is on the same clock.
  const sent = new Map<Request, number>();
  const done = new Map<Request, number>();
  const onRequest = (r: Request) => sent.set(r, Date.now());
  const onDone = (r: Request) => done.set(r, Date.now());
  // Context events include the dedicated workers' requests (the local-db worker fetches the wasm).
  context.on('request', onRequest);
  context.on('requestfinished', onDone);
  context.on('requestfailed', onDone);
  try {
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__b4First?.painted != null, null, { timeout: 30_000, polling: 50 }).catch(async (error: unknown) => {
      // Say what the page showed and which requests never finished, so a failed load can be told apart.
      const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 160)).catch(() => '?');
      const pending = [...sent.keys()].filter((r) => !done.has(r)).map((r) => new URL(r.url()).pathname);
      throw new Error(`no rows in 30 s (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); page shows "${shown}"; unfinished requests: ${pending.join(', ') || 'none'}`);
    });
    await page.waitForTimeout(settleMs);
    const marks = (await page.evaluate(() => ({
      first: window.__b4First,
      lcp: window.__b8Lcp,
      origin: performance.timeOrigin,
      resources: performance.getEntriesByType('resource').map((r) => r.name),
      // Read after the settle time: at the rows' paint the entry may not be reported yet.
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }))) as { first: FirstRowsMark; lcp: LcpMark; origin: number; resources: string[]; fcp: number | null };
    const pageUrls = new Set([...marks.resources, page.url()]);
    const requests: LoadRequest[] = [];
    for (const [request, at] of sent) {
      const end = done.get(request);
      // The browser's own timing (epoch start + ms offsets) when it has one: Node receives the events late (100–300 ms
      // under load), which would misplace requests around the first rows. Node's stamps only as a fallback.
      const timing = request.timing();
      const start = timing.startTime > 0 ? timing.startTime : at;
      const finished = end === undefined ? null : timing.startTime > 0 && timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : end;
      requests.push({ url: request.url(), type: request.resourceType(), sent_ms: start - marks.origin, done_ms: finished === null ? null : finished - marks.origin, in_page: pageUrls.has(request.url()) });
    }
    const painted = marks.first.painted ?? Number.NaN;
    const longTasks = (marks.lcp?.longTasks ?? []).filter((task) => task.start < painted).map((task) => Math.round(task.duration));
    return { visit: kind, painted_ms: painted, fcp_ms: marks.fcp ?? marks.first.fcp, lcp_ms: marks.lcp?.lcp ?? null, lcp_element: marks.lcp?.element ?? null, long_tasks_before_rows_ms: longTasks, requests: requests.sort((a, b) => a.sent_ms - b.sent_ms) };
  } finally {
    context.off('request', onRequest);
    context.off('requestfinished', onDone);
    context.off('requestfailed', onDone);
    await page.close();
  }
}

/**
 * Opens the target cold (fresh profile) then warm (a second page of the same profile, hashed assets from the HTTP
 * cache), waiting `settleMs` after the rows each time so late requests (the wasm) and the final LCP are seen.
 */
export async function loadColdAndWarm(browser: Browser, target: RouteTarget, settleMs: number, errors: string[]): Promise<[RouteLoad, RouteLoad]> {
  const context = await newBenchContext(browser, target.baseUrl, target.session);
  try {
    if (target.localCache !== undefined) await context.addInitScript((on: boolean) => window.localStorage.setItem('LOCAL_DB_ENABLED', String(on)), target.localCache);
    await context.addInitScript(installFirstRowsProbe, { selector: target.selector, listMarker: '/issues/?' });
    await context.addInitScript(installLcpProbe);
    const cold = await visit(context, target, 'cold', settleMs, errors);
    const warm = await visit(context, target, 'warm', settleMs, errors);
    return [cold, warm];
  } finally {
    await context.close();
  }
}

/**
 * A worker's request: made by the worker (not in the page's resource timing), or a worker's own script, which the page
 * requests (`new Worker(url)`) but which runs off the main thread — vite names those bundles `<name>.worker-<hash>.js`.
 */
function isWorkerRequest(r: LoadRequest): boolean {
  return !r.in_page || /\.worker-[\w-]+\.js$/.test(new URL(r.url).pathname);
}

/**
 * The JS and CSS a load requested before its first rows were painted (URL paths): the page's own (`page`, the
 * default), or its workers' (`worker`).
 */
export function assetsBeforeRows(load: RouteLoad, who: 'page' | 'worker' = 'page'): string[] {
  const paths = load.requests
    .filter((r) => isWorkerRequest(r) === (who === 'worker') && r.sent_ms <= load.painted_ms && /\.(js|css)$/.test(new URL(r.url).pathname))
    .map((r) => new URL(r.url).pathname);
  return [...new Set(paths)];
}

/** The wasm requests of a load (the local-db worker's wa-sqlite), on the page's clock. */
export function wasmRequests(load: RouteLoad): LoadRequest[] {
  return load.requests.filter((r) => new URL(r.url).pathname.endsWith('.wasm'));
}
