// B2, the app's side: an EMPTY browser profile with the cache on opens the list route of the project under test
// (page load, cold HTTP cache). Measured in the page: navigation start → the first list row painted (+2 rAF; the cache
// has nothing yet, so the server answers it while the sync starts), then until every joined project is in the app's
// synced array (localStorage, polled every 100 ms) and its finishSync call (the deferred list indexes) answered, and
// the main thread's long tasks during all of it. The profile is kept: it is B1's and B3's warm cache-on profile.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { round } from '../../lib/stats';
import type { BenchApp } from '../bench-app';
import { openProfile, SYNCED_MARK } from '../cache-profile';
import { LAYOUT_PROBES, workItemsRoute } from '../layouts';
import { installFirstRowsProbe, type FirstRowsMark } from '../page-probes';
import { installCacheTap, installSyncWatch, tappedCalls, type LongTaskEntry, type SyncWatch } from './cache-probes';

/** The list request of a project list (not sync-issues: that has '-issues/?'). */
export const LIST_MARKER = '/issues/?';
const SYNC_MARKER = '/sync-issues/';

/** What one cold bootstrap measured (ms since navigation start unless said otherwise). */
export interface ColdBootstrapResult {
  first_row_painted_ms: number;
  /** The first list request: sent / answered (null: not finished when the row was painted). */
  list_sent_ms: number | null;
  list_answered_ms: number | null;
  first_page_served_by: 'server' | 'cache';
  fcp_ms: number | null;
  /** Every joined project in the synced array, then the list indexes built (the app's finishSync answered). */
  fully_synced_ms: number;
  /** The last project appeared in the synced array (polled every 100 ms). */
  projects_marked_ms: number;
  /** The app's finishSync call to its worker (builds the deferred list indexes): posted / answered. */
  finish_sync: { posted_ms: number; answered_ms: number } | null;
  /** The first sync request was sent / the last sync answer arrived. */
  first_sync_request_ms: number | null;
  last_sync_response_ms: number | null;
  /** fully_synced_ms minus first_sync_request_ms: the sync itself, without the app's boot. */
  sync_only_ms: number | null;
  sync_requests: number;
  /** When each project was seen synced, in the order they finished. */
  projects_synced_ms: Array<{ project_id: string; ms: number }>;
  long_tasks: { count: number; max_ms: number; total_ms: number; during_sync: { count: number; max_ms: number }; tasks: LongTaskEntry[] };
}

/** The kept profile (cache on, database synced). */
export interface WarmProfile {
  context: BrowserContext;
  page: Page;
}

function longTaskSummary(tasks: LongTaskEntry[], syncFrom: number | null, syncTo: number) {
  const durations = tasks.map((t) => t.duration);
  const during = tasks.filter((t) => syncFrom !== null && t.start + t.duration >= syncFrom && t.start <= syncTo).map((t) => t.duration);
  return {
    count: durations.length,
    max_ms: round(Math.max(0, ...durations), 1),
    total_ms: round(durations.reduce((a, b) => a + b, 0), 1),
    during_sync: { count: during.length, max_ms: round(Math.max(0, ...during), 1) },
    tasks: tasks.map((t) => ({ start: round(t.start, 1), duration: round(t.duration, 1) })),
  };
}

/**
 * Runs one cold bootstrap in a fresh cache-on profile and waits (up to `timeoutMs`) until every project of
 * `projectIds` is synced, printing progress every 15 s. The caller stored the list layout beforehand.
 */
export async function measureColdBootstrap(
  browser: Browser,
  app: BenchApp,
  project: { id: string },
  projectIds: readonly string[],
  timeoutMs: number,
  errors: string[],
): Promise<{ result: ColdBootstrapResult; profile: WarmProfile }> {
  const profile = await openProfile(browser, app, 'cache-on', errors);
  try {
    const { page } = profile;
    await page.addInitScript(installSyncWatch, { mark: SYNCED_MARK, pollMs: 100 });
    // For B1 and B3 later in this profile: the list queries the app sends its cache worker.
    await page.addInitScript(installCacheTap);
    // The sync's requests come from the worker (not in the page's resource timings): playwright reports them.
    const syncRequests: Array<{ start: number; end: number | null }> = [];
    const started = new Map<Request, { start: number; end: number | null }>();
    page.on('request', (r) => {
      if (!r.url().includes(SYNC_MARKER)) return;
      const entry = { start: Date.now(), end: null };
      started.set(r, entry);
      syncRequests.push(entry);
    });
    page.on('requestfinished', (r) => {
      const entry = started.get(r);
      if (entry) entry.end = Date.now();
    });
    await page.addInitScript(installFirstRowsProbe, { selector: LAYOUT_PROBES.list.row, listMarker: LIST_MARKER });
    await page.goto(workItemsRoute(app.temp.dataset.workspace.slug, project.id), { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__b4First?.painted != null, null, { timeout: 60_000, polling: 50 });
    const first = (await page.evaluate(() => window.__b4First)) as FirstRowsMark;
    console.log(`  first rows painted at ${round(first.painted ?? -1, 0)} ms (list request sent ${round(first.list_sent ?? -1, 0)}, answered ${round(first.list_answered ?? -1, 0)})`);
    const waitStart = Date.now();
    let lastLog = waitStart;
    let watch: SyncWatch | undefined;
    for (;;) {
      watch = await page.evaluate(() => window.__lcSync);
      const done = projectIds.filter((id) => watch?.synced_at[id] !== undefined).length;
      if (done === projectIds.length) break;
      if (Date.now() - waitStart > timeoutMs) throw new Error(`the cache synced ${done} of ${projectIds.length} projects in ${timeoutMs / 1000} s`);
      if (Date.now() - lastLog >= 15_000) {
        lastLog = Date.now();
        console.log(`  … ${round((Date.now() - waitStart) / 1000, 0)} s: ${done}/${projectIds.length} projects synced`);
      }
      await page.waitForTimeout(250);
    }
    const syncedAt = projectIds.map((id) => ({ project_id: id, ms: round(watch!.synced_at[id], 1) })).sort((a, b) => a.ms - b.ms);
    const marked = Math.max(...syncedAt.map((s) => s.ms));
    // After the last project the app builds the list indexes (finishSync): the sync is done when that answers.
    let finish: { posted_ms: number; answered_ms: number } | null = null;
    while (!finish && Date.now() - waitStart <= timeoutMs) {
      const calls = await page.evaluate(tappedCalls, 'finishSync');
      const call = calls.find((c) => c.at >= marked - 200 && c.answered_at !== null);
      if (call) finish = { posted_ms: round(call.at, 1), answered_ms: round(call.answered_at!, 1) };
      else await page.waitForTimeout(100);
    }
    if (!finish) throw new Error('the app never finished its sync (no finishSync answer)');
    const fully = Math.max(marked, finish.answered_ms);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const firstSync = syncRequests.length ? Math.min(...syncRequests.map((r) => r.start)) - origin : null;
    const ends = syncRequests.map((r) => r.end).filter((e): e is number => e !== null);
    const lastSync = ends.length ? Math.max(...ends) - origin : null;
    const servedByServer = first.list_answered !== null && first.dom !== null && first.list_answered <= first.dom;
    const result: ColdBootstrapResult = {
      first_row_painted_ms: round(first.painted ?? Number.NaN, 1),
      list_sent_ms: first.list_sent === null ? null : round(first.list_sent, 1),
      list_answered_ms: first.list_answered === null ? null : round(first.list_answered, 1),
      first_page_served_by: servedByServer ? 'server' : 'cache',
      fcp_ms: first.fcp === null ? null : round(first.fcp, 1),
      fully_synced_ms: round(fully, 1),
      projects_marked_ms: round(marked, 1),
      finish_sync: finish,
      first_sync_request_ms: firstSync === null ? null : round(firstSync, 1),
      last_sync_response_ms: lastSync === null ? null : round(lastSync, 1),
      sync_only_ms: firstSync === null ? null : round(fully - firstSync, 1),
      sync_requests: syncRequests.length,
      projects_synced_ms: syncedAt,
      long_tasks: longTaskSummary(watch!.long_tasks, firstSync, fully),
    };
    return { result, profile };
  } catch (error) {
    await profile.context.close();
    throw error;
  }
}
