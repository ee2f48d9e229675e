// B1: a warm list open, in the running app, cache on against cache off and the floor, interleaved per repetition.
// "Warm": the app is loaded and idle on the projects page, its cache open and every project synced. One open = click
// on the project's link (client-side navigation) → the layout's rows painted; then history.back() to the projects
// page (no reload between repetitions, so the worker and its open database stay). Two times per open, in the page:
//   - first row: the project's first row + 2 rAF. From the second visit on, the store still holds the list of the
//     previous visit and draws it (stale) as soon as the list's settings (GET user-properties/) are back;
//   - answered: rows and nothing busy in the list body (this visit's answer landed: cache or server, whichever
//     first), + 2 rAF. This is the list load the cache can speed up.
// The list requests the page sent after the click are kept: in the cache-on profile an answer painted before any
// server response had arrived came from the cache. The floor (local-db-harness): reopen the database in its worker,
// queryWorkItems with the query the app sent, post the page, render 50 rows with bare React, + 2 rAF.
// Also the page-load variant: page.goto the list route → first row (+2 rAF), cache on vs off, no goal.
import type { Page } from 'playwright-core';
import type { WorkItemLayout, WorkItemListFilterQuery } from '@cairn/types';
import { summarize, type SampleSummary } from '../../lib/stats';
import type { BenchApp } from '../bench-app';
import { clickToRows, LIST_BUSY, type CacheMode } from '../cache-profile';
import { LAYOUT_PROBES, workItemsRoute } from '../layouts';
import { installFirstRowsProbe, type FirstRowsMark } from '../page-probes';
import type { FloorQueryContext } from '../local-db-harness/floor-protocol';
import { directWorkerQuery, nearbyCalls, requestTimings, tappedQueries, type NearbyCall, type RequestTiming, type TappedCall } from './cache-probes';
import type { WarmProfile } from './cold-bootstrap';
import type { FloorPage } from './floor-page';
import { tappedListQuery, trackListRequests } from './page-activity';

/** Who painted an answer: the server (a list response had arrived before the rows) or the cache (none had). */
export type ServedBy = 'server' | 'cache';

/** One in-app open. */
export interface WarmOpenSample {
  rep: number;
  first_row_ms: number;
  answered_ms: number;
  /** user-properties/ of the project (the list waits for it), relative to the click. */
  properties_request: RequestTiming | null;
  /** The server list requests sent after the click, relative to it (cache on: only when the cache did not answer in time). */
  list_requests: RequestTiming[];
  /** Cache on: the list query posted to the cache worker and its answer's arrival, ms after the click (null answer: ask the server). */
  cache_query: { sent: number; answered: number | null; null_answer: boolean | null } | null;
  /** Every call the app posted to its worker from 2 s before the click to the paint (relative to the click). */
  worker_calls: NearbyCall[];
  served_by: ServedBy;
}

/** One floor open (ms; see FloorOpenTiming). */
export interface FloorOpenSample {
  rep: number;
  total_ms: number;
  open_ms: number;
  query_ms: number;
  render_ms: number;
  rows: number;
}

/** B1 of one layout. */
export interface WarmOpenLayoutResult {
  query: WorkItemListFilterQuery | null;
  answered: Record<CacheMode, SampleSummary> & { floor: SampleSummary };
  first_row: Record<CacheMode, SampleSummary>;
  floor_parts: { open: SampleSummary; query: SampleSummary; render: SampleSummary };
  /** Diagnostic: the same query posted straight to the app's own worker from the page (post → answer), no store or React. */
  app_worker_direct: SampleSummary;
  /** The same, each query after 1 s of idle worker. */
  app_worker_direct_idle: SampleSummary;
  /** How many cache-on answers the cache painted (the rest: a server response had arrived first). */
  cache_on_served_by_cache: number;
  /** Medians of the server list request in each mode: sent and answered, ms after the click. */
  list_request_median: Record<CacheMode, { sent_ms: number; answered_ms: number } | null>;
  /** Medians of GET user-properties/ answered and of the cache's answer reaching the page (cache on), ms after the click. */
  properties_answered_median: Record<CacheMode, number | null>;
  cache_query_median: { sent_ms: number | null; answered_ms: number | null };
  samples: { 'cache-off': WarmOpenSample[]; 'cache-on': WarmOpenSample[]; floor: FloorOpenSample[] };
}

/** The page-load variant of one layout. */
export interface PageLoadLayoutResult {
  first_row: Record<CacheMode, SampleSummary>;
  cache_on_served_by_cache: number;
  samples: Record<CacheMode, Array<FirstRowsMark & { served_by: ServedBy }>>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const rel = (t: RequestTiming, t0: number): RequestTiming => ({ name: t.name, start: round1(t.start - t0), end: round1(t.end - t0) });

const medianOf = (xs: number[]) => summarize(xs).median_ms;
const known = (xs: Array<number | null>) => {
  const values = xs.filter((x): x is number => x !== null);
  return values.length ? medianOf(values) : null;
};

/** The server's answer is awaited after the paint: the app asks it when its cache has not answered within 200 ms. */
const SERVER_HEDGE_WAIT_MS = 250;

/** Opens the project from the projects page, times it, collects its requests and goes back. */
async function openInApp(page: Page, project: { id: string; identifier: string }, layout: WorkItemLayout, rep: number, mode: CacheMode): Promise<WarmOpenSample> {
  const link = `a[href$="/projects/${project.id}/issues"]`;
  await page.waitForSelector(link, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const tracker = trackListRequests(page, project.id);
  try {
    const timing = await clickToRows(page, { link, row: LAYOUT_PROBES[layout].row, prefix: `${project.identifier}-`, busy: LIST_BUSY, timeoutMs: 60_000 });
    await page.waitForTimeout(SERVER_HEDGE_WAIT_MS);
    await tracker.settle();
    const since = { since: timing.t0 };
    const list = (await page.evaluate(requestTimings, { marker: `/projects/${project.id}/issues/?`, ...since })).map((t) => rel(t, timing.t0));
    const props = (await page.evaluate(requestTimings, { marker: `/projects/${project.id}/user-properties/`, ...since })).map((t) => rel(t, timing.t0));
    const [query] = await page.evaluate(tappedQueries, { projectId: project.id, ...since });
    const serverFirst = list.some((t) => t.end <= timing.answered_dom_ms);
    const calls = await page.evaluate(nearbyCalls, { t0: timing.t0, from: -2000, to: timing.answered_ms });
    await page.evaluate(() => history.back());
    await page.waitForSelector(link, { timeout: 60_000 });
    return {
      rep,
      first_row_ms: round1(timing.first_row_ms),
      answered_ms: round1(timing.answered_ms),
      properties_request: props[0] ?? null,
      list_requests: list,
      cache_query: query ? { sent: round1(query.at - timing.t0), answered: query.answered_at === null ? null : round1(query.answered_at - timing.t0), null_answer: query.null_answer } : null,
      worker_calls: calls,
      served_by: mode === 'cache-off' || serverFirst ? 'server' : 'cache',
    };
  } finally {
    tracker.stop();
  }
}

/** The scope the app asked its cache for is the one the floor's database is filled for (the owner, the project). */
function sameScope(a: FloorQueryContext, b: FloorQueryContext): boolean {
  return a.workspaceId === b.workspaceId && a.userId === b.userId && a.context === b.context && a.projectIds.join() === b.projectIds.join();
}

/** The list query the cache-on page sent its cache for the last open (the floor runs exactly it). */
async function lastTappedQuery(page: Page, projectId: string): Promise<(ReturnType<typeof tappedListQuery> & { call: TappedCall }) | null> {
  const queries = await page.evaluate(tappedQueries, { projectId, since: 0 });
  const last = queries[queries.length - 1];
  return last ? { ...tappedListQuery(last), call: last } : null;
}

/**
 * B1 on every layout: per layout (stored in the owner's display_filters), one unmeasured round, then `reps` rounds of
 * cache off → cache on → floor. Both app pages must be on the projects page, idle.
 */
export async function measureWarmOpen(
  app: BenchApp,
  pages: Record<CacheMode, WarmProfile>,
  floor: FloorPage,
  project: { id: string; identifier: string },
  ctx: FloorQueryContext,
  layouts: readonly WorkItemLayout[],
  reps: number,
): Promise<Record<string, WarmOpenLayoutResult>> {
  const out: Record<string, WarmOpenLayoutResult> = {};
  for (const layout of layouts) {
    await app.setDisplayFilters(project.id, { layout });
    const samples: WarmOpenLayoutResult['samples'] = { 'cache-off': [], 'cache-on': [], floor: [] };
    let query: WorkItemListFilterQuery | null = null;
    let call: TappedCall | null = null;
    for (let rep = -1; rep < reps; rep += 1) {
      const line: string[] = [];
      for (const mode of ['cache-off', 'cache-on'] as const) {
        const s = await openInApp(pages[mode].page, project, layout, rep, mode);
        if (rep >= 0) samples[mode].push(s);
        line.push(`${mode === 'cache-on' ? 'on' : 'off'} ${Math.round(s.answered_ms)}${s.served_by === 'cache' ? '(cache)' : ''}/${Math.round(s.first_row_ms)}`);
      }
      // The floor runs the query the app sent its cache (the same params as its server request), in the app's scope.
      const sent = await lastTappedQuery(pages['cache-on'].page, project.id);
      if (!sent) throw new Error(`the cache-on page sent its cache no list query for ${layout}`);
      if (!sameScope(sent.ctx, ctx)) throw new Error(`the app's cache scope ${JSON.stringify(sent.ctx)} is not the floor's ${JSON.stringify(ctx)}`);
      query = sent.query;
      call = sent.call;
      const f = await floor.openAndRender({ ctx: sent.ctx, query, now: new Date().toISOString() });
      if (rep >= 0) samples.floor.push({ rep, total_ms: round1(f.total_ms), open_ms: round1(f.open_ms), query_ms: round1(f.query_ms), render_ms: round1(f.render_ms), rows: f.rows });
      line.push(`floor ${Math.round(f.total_ms)}`);
      if (rep >= 0) console.log(`  ${layout} rep ${rep + 1}/${reps} (answered/first-row ms): ${line.join(', ')}`);
    }
    const listMedian = (mode: CacheMode) => {
      const reqs = samples[mode].map((s) => s.list_requests[0]).filter((r): r is RequestTiming => !!r);
      return reqs.length ? { sent_ms: medianOf(reqs.map((r) => r.start)), answered_ms: medianOf(reqs.map((r) => r.end)) } : null;
    };
    const onPage = pages['cache-on'].page;
    const direct = call?.params ? await onPage.evaluate(directWorkerQuery, { params: call.params, reps, gapMs: 0 }) : [];
    const directIdle = call?.params ? await onPage.evaluate(directWorkerQuery, { params: call.params, reps: 3, gapMs: 1000 }) : [];
    const propsMedian = (mode: CacheMode) => known(samples[mode].map((s) => s.properties_request?.end ?? null));
    out[layout] = {
      query,
      answered: {
        'cache-off': summarize(samples['cache-off'].map((s) => s.answered_ms)),
        'cache-on': summarize(samples['cache-on'].map((s) => s.answered_ms)),
        floor: summarize(samples.floor.map((s) => s.total_ms)),
      },
      first_row: { 'cache-off': summarize(samples['cache-off'].map((s) => s.first_row_ms)), 'cache-on': summarize(samples['cache-on'].map((s) => s.first_row_ms)) },
      floor_parts: {
        open: summarize(samples.floor.map((s) => s.open_ms)),
        query: summarize(samples.floor.map((s) => s.query_ms)),
        render: summarize(samples.floor.map((s) => s.render_ms)),
      },
      app_worker_direct: summarize(direct),
      app_worker_direct_idle: summarize(directIdle),
      cache_on_served_by_cache: samples['cache-on'].filter((s) => s.served_by === 'cache').length,
      list_request_median: { 'cache-off': listMedian('cache-off'), 'cache-on': listMedian('cache-on') },
      properties_answered_median: { 'cache-off': propsMedian('cache-off'), 'cache-on': propsMedian('cache-on') },
      cache_query_median: { sent_ms: known(samples['cache-on'].map((s) => s.cache_query?.sent ?? null)), answered_ms: known(samples['cache-on'].map((s) => s.cache_query?.answered ?? null)) },
      samples,
    };
  }
  return out;
}

/** Rows of any of the measured layouts (the page-load probe is one init script for every layout). */
const ANY_ROW = ['list', 'kanban', 'spreadsheet'].map((l) => LAYOUT_PROBES[l as WorkItemLayout].row).join(', ');

/** Adds the first-rows probe to both pages (from their next navigation on). */
export async function installPageLoadProbe(pages: Record<CacheMode, WarmProfile>): Promise<void> {
  for (const p of Object.values(pages)) await p.page.addInitScript(installFirstRowsProbe, { selector: ANY_ROW, listMarker: '/issues/?' });
}

/**
 * The page-load variant: per layout, `reps` rounds (after one unmeasured) of page.goto(list route) in the cache-off
 * page then the cache-on page → first row painted (ms since navigation start). installPageLoadProbe first.
 */
export async function measurePageLoad(
  app: BenchApp,
  pages: Record<CacheMode, WarmProfile>,
  projectId: string,
  layouts: readonly WorkItemLayout[],
  reps: number,
): Promise<Record<string, PageLoadLayoutResult>> {
  const route = workItemsRoute(app.temp.dataset.workspace.slug, projectId);
  const out: Record<string, PageLoadLayoutResult> = {};
  for (const layout of layouts) {
    await app.setDisplayFilters(projectId, { layout });
    const samples: PageLoadLayoutResult['samples'] = { 'cache-off': [], 'cache-on': [] };
    for (let rep = -1; rep < reps; rep += 1) {
      const line: string[] = [];
      for (const mode of ['cache-off', 'cache-on'] as const) {
        const { page } = pages[mode];
        await page.goto(route, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__b4First?.painted != null, null, { timeout: 60_000, polling: 50 });
        const mark = (await page.evaluate(() => window.__b4First)) as FirstRowsMark;
        const served: ServedBy = mark.list_answered !== null && mark.dom !== null && mark.list_answered <= mark.dom ? 'server' : 'cache';
        if (rep >= 0) samples[mode].push({ ...mark, served_by: mode === 'cache-off' ? 'server' : served });
        line.push(`${mode === 'cache-on' ? 'on' : 'off'} ${Math.round(mark.painted ?? -1)}${mode === 'cache-on' && served === 'cache' ? '(cache)' : ''}`);
        await page.waitForTimeout(500);
      }
      if (rep >= 0) console.log(`  page load ${layout} rep ${rep + 1}/${reps} (ms): ${line.join(', ')}`);
    }
    out[layout] = {
      first_row: {
        'cache-off': summarize(samples['cache-off'].map((s) => s.painted ?? Number.NaN)),
        'cache-on': summarize(samples['cache-on'].map((s) => s.painted ?? Number.NaN)),
      },
      cache_on_served_by_cache: samples['cache-on'].filter((s) => s.served_by === 'cache').length,
      samples,
    };
  }
  return out;
}
