// Headless Chromium for the browser benchmarks: the system browser (CHROMIUM_PATH, else /usr/bin/chromium) driven by
// playwright-core, launched with the same flags as the e2e tests, and contexts carrying the owner's session.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { LOCAL_CACHE_HINT_COOKIE, TIME_ZONE_HINT_COOKIE } from '@cairn/types';
import type { BenchSession } from '../lib/session';

/** The viewport every measurement uses (the e2e default). */
export const VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * In-page code is sent as the source text of functions that tsx (esbuild) compiled; esbuild may wrap named inner
 * functions in `__name(fn, "name")`, a helper that exists only in Node. The shim makes those calls harmless.
 */
const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** Launches the system Chromium headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A fresh browser profile (empty HTTP cache and storage); with a session, its cookies are set for baseUrl. The
 * browser's local work-item cache is OFF in it (LOCAL_DB_ENABLED=false): the layouts are measured against the server,
 * and no background sync competes with them; cache-profile.ts (openProfile) turns it on where the cache is measured.
 */
export async function newBenchContext(browser: Browser, baseUrl: string, session?: BenchSession): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale: 'en-US', colorScheme: 'light' });
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
  await context.addInitScript(NAME_SHIM);
  await context.addInitScript(() => window.localStorage.setItem('LOCAL_DB_ENABLED', 'false'));
  // What the app tells the server once the cache is off (LOCAL_CACHE_HINT_COOKIE): the page's boot then embeds the
  // first list page in the order this browser asks for (a profile that turned the cache off has the cookie too).
  await context.addCookies([{ name: LOCAL_CACHE_HINT_COOKIE, value: '0', url: baseUrl }]);
  // The browser's time zone (the app writes it on every visit; Chromium runs in this process's zone): a calendar's
  // boot then embeds the days it shows, as it does for a browser that has been here before.
  await context.addCookies([{ name: TIME_ZONE_HINT_COOKIE, value: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone), url: baseUrl }]);
  if (session) {
    await context.addCookies([
      { name: 'session_id', value: session.session_id, url: baseUrl },
      { name: 'csrftoken', value: session.csrftoken, url: baseUrl },
    ]);
  }
  return context;
}
