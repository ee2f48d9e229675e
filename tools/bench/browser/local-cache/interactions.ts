// B3: interactions on the list layout of the project under test, in the warm cache-on profile: toggle a filter
// (Filters menu: priority Urgent), change group_by and order_by (Display menu selects), search a title word (the
// list's search box). Each is timed in the page from the input event to the changed list painted (the toolbar count and
// the first rows equal what the change shows once settled, nothing busy, + 2 rAF), then undone (not timed) and the
// list back to its starting picture. One unmeasured round per interaction learns the changed picture. The raw
// comparator runs the query the app sent its cache for the change (tapped on the worker's postMessage) straight on
// the floor's database in its worker (queryWorkItems, timed in the worker).
import type { Locator, Page } from 'playwright-core';
import type { WorkItemListFilterQuery } from '@cairn/types';
import { summarize, type SampleSummary } from '../../lib/stats';
import { LIST_BUSY } from '../cache-profile';
import { LAYOUT_PROBES } from '../layouts';
import type { FloorQueryContext } from '../local-db-harness/floor-protocol';
import { actAndWait, directWorkerQuery, listPicture, nearbyCalls, requestTimings, tappedQueries, type ActArgs, type NearbyCall, type TappedCall } from './cache-probes';
import type { FloorPage } from './floor-page';
import { tappedListQuery, trackListRequests } from './page-activity';
import type { ServedBy } from './warm-open';

/** The search box waits this long after the last keystroke before it asks (SearchBox.tsx). */
export const SEARCH_DEBOUNCE_MS = 300;

const TARGET = 'data-lc-target';
const ROW = LAYOUT_PROBES.list.row;
const PICTURE_ROWS = 12;

/** One interaction: how to reach its control, and its input forth and back. */
export interface Interaction {
  name: 'filter' | 'group_by' | 'order_by' | 'search';
  /** What it does, for the tables. */
  label: string;
  /** Opens what must be open and returns the element the input goes to (forth or back). */
  locate(page: Page, back: boolean): Promise<Locator>;
  action: 'click' | 'type';
  /** For 'type': the text forth and back. */
  text?: { forth: string; back: string };
}

async function ensureOpen(page: Page, button: string, panel: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: panel });
  if (!(await dialog.isVisible().catch(() => false))) await page.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

async function closePanels(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

/** A Select of the Display menu: opens it and returns the option to click. */
async function displayOption(page: Page, select: string, option: string): Promise<Locator> {
  const dialog = await ensureOpen(page, 'Display', 'Display options');
  await dialog.getByLabel(select, { exact: true }).click();
  const choice = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  await choice.waitFor({ state: 'visible' });
  return choice;
}

/** The four interactions; `groupLabel` / `orderLabel` are the starting choices' labels (the undo picks them again). */
export function defaultInteractions(start: { groupLabel: string; orderLabel: string }, change: { groupLabel: string; orderLabel: string }, searchWord: string): Interaction[] {
  return [
    {
      name: 'filter',
      label: 'Filters → Priority: Urgent',
      action: 'click',
      locate: async (page) => (await ensureOpen(page, 'Filters', 'Filters')).getByRole('checkbox', { name: 'Urgent', exact: true }),
    },
    { name: 'group_by', label: `Display → Group by: ${change.groupLabel}`, action: 'click', locate: (page, back) => displayOption(page, 'Group by', back ? start.groupLabel : change.groupLabel) },
    { name: 'order_by', label: `Display → Order by: ${change.orderLabel}`, action: 'click', locate: (page, back) => displayOption(page, 'Order by', back ? start.orderLabel : change.orderLabel) },
    {
      name: 'search',
      label: `search "${searchWord}" (includes the box's ${SEARCH_DEBOUNCE_MS} ms debounce)`,
      action: 'type',
      text: { forth: searchWord, back: '' },
      locate: async (page) => page.getByRole('searchbox', { name: 'Search work items' }),
    },
  ];
}

/** One measured input. */
export interface InteractionSample {
  rep: number;
  ms: number;
  served_by: ServedBy;
  /** The server list request sent for the change, relative to the input (only when the cache was slow or null). */
  list_request: { start: number; end: number } | null;
  /** The list query posted to the cache worker and its answer's arrival on the page, relative to the input. */
  cache_query: { sent: number; answered: number | null } | null;
  /** Every call the app posted to its worker from 2 s before the input to the paint (relative to the input). */
  worker_calls: NearbyCall[];
}

/** B3 of one interaction. */
export interface InteractionResult {
  name: Interaction['name'];
  label: string;
  query: WorkItemListFilterQuery;
  ours: SampleSummary;
  raw: SampleSummary & { total_count: number | null };
  /** Diagnostic: the same query posted straight to the app's own worker from the page (post → answer), no store or React. */
  app_worker_direct: SampleSummary;
  /** The same, each query after 1 s of idle worker. */
  app_worker_direct_idle: SampleSummary;
  /** ours − raw (medians; p95s). */
  overhead_median_ms: number;
  overhead_p95_ms: number;
  served_by_cache: number;
  /** Medians of cache_query (sent, answered), ms after the input. */
  cache_query_median: { sent_ms: number | null; answered_ms: number | null };
  samples: InteractionSample[];
}

async function act(page: Page, it: Interaction, back: boolean, expected: string | null, baseline: string) {
  const el = await it.locate(page, back);
  await page.evaluate((attr) => document.querySelectorAll(`[${attr}]`).forEach((e) => e.removeAttribute(attr)), TARGET);
  await el.evaluate((node, attr) => node.setAttribute(attr, ''), TARGET);
  await page.waitForTimeout(200);
  const args: ActArgs = {
    target: `[${TARGET}]`,
    action: it.action,
    text: it.text ? (back ? it.text.back : it.text.forth) : undefined,
    expected,
    baseline,
    row: ROW,
    rows: PICTURE_ROWS,
    busy: LIST_BUSY,
    settleMs: 1500,
    timeoutMs: 30_000,
  };
  return page.evaluate(actAndWait, args);
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const known = (xs: Array<number | null>) => {
  const values = xs.filter((x): x is number => x !== null);
  return values.length ? summarize(values).median_ms : null;
};

/**
 * Runs each interaction: one learning round, then `reps` measured inputs each followed by its undo; then the raw query
 * `reps` times in the floor's worker. The page shows the project's list layout, idle.
 */
export async function measureInteractions(page: Page, floor: FloorPage, project: { id: string }, ctx: FloorQueryContext, interactions: readonly Interaction[], reps: number): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  const listMarker = `/projects/${project.id}/issues/?`;
  await page.waitForSelector(ROW, { timeout: 60_000 });
  for (const it of interactions) {
    const baseline = await page.evaluate(listPicture, { row: ROW, rows: PICTURE_ROWS });
    const tracker = trackListRequests(page, project.id);
    const samples: InteractionSample[] = [];
    let expected: string | null = null;
    let query: WorkItemListFilterQuery | null = null;
    let scope: FloorQueryContext = ctx;
    let call: TappedCall | null = null;
    try {
      for (let rep = -1; rep < reps; rep += 1) {
        const forth = await act(page, it, false, expected, baseline);
        if (expected === null) {
          expected = forth.signature;
          const sent = await page.evaluate(tappedQueries, { projectId: project.id, since: forth.t0 });
          if (sent.length === 0) throw new Error(`${it.name}: the page sent its cache no list query after the input`);
          call = sent[sent.length - 1];
          ({ query, ctx: scope } = tappedListQuery(call));
        } else {
          // The app asks the server only when its cache has not answered within 200 ms: wait for that answer too.
          await page.waitForTimeout(250);
          await tracker.settle();
          const reqs = await page.evaluate(requestTimings, { marker: listMarker, since: forth.t0 });
          const first = reqs[0] ? { start: r1(reqs[0].start - forth.t0), end: r1(reqs[0].end - forth.t0) } : null;
          const served: ServedBy = first !== null && first.end <= forth.dom_ms ? 'server' : 'cache';
          const [q] = await page.evaluate(tappedQueries, { projectId: project.id, since: forth.t0 });
          const cacheQuery = q ? { sent: r1(q.at - forth.t0), answered: q.answered_at === null ? null : r1(q.answered_at - forth.t0) } : null;
          const calls = await page.evaluate(nearbyCalls, { t0: forth.t0, from: -2000, to: forth.ms });
          samples.push({ rep, ms: r1(forth.ms), served_by: served, list_request: first, cache_query: cacheQuery, worker_calls: calls });
        }
        await act(page, it, true, baseline, expected);
        await page.waitForTimeout(300);
      }
    } finally {
      tracker.stop();
      await closePanels(page);
    }
    if (!query) throw new Error(`${it.name}: no query`);
    const raw = await floor.timeQuery({ ctx: scope, query, now: new Date().toISOString() }, Math.max(reps, 5));
    const direct = call?.params ? await page.evaluate(directWorkerQuery, { params: call.params, reps: Math.max(reps, 5), gapMs: 0 }) : [];
    const directIdle = call?.params ? await page.evaluate(directWorkerQuery, { params: call.params, reps: 3, gapMs: 1000 }) : [];
    const ours = summarize(samples.map((s) => s.ms));
    const rawSummary = summarize(raw.ms);
    const result: InteractionResult = {
      name: it.name,
      label: it.label,
      query,
      ours,
      raw: { ...rawSummary, total_count: raw.total_count },
      app_worker_direct: summarize(direct),
      app_worker_direct_idle: summarize(directIdle),
      overhead_median_ms: r1(ours.median_ms - rawSummary.median_ms),
      overhead_p95_ms: r1(ours.p95_ms - rawSummary.p95_ms),
      served_by_cache: samples.filter((s) => s.served_by === 'cache').length,
      cache_query_median: { sent_ms: known(samples.map((s) => s.cache_query?.sent ?? null)), answered_ms: known(samples.map((s) => s.cache_query?.answered ?? null)) },
      samples,
    };
    console.log(`  ${it.name}: ours median ${ours.median_ms} / p95 ${ours.p95_ms} ms, raw query ${rawSummary.median_ms} ms, app worker direct ${result.app_worker_direct.median_ms} ms (after 1 s idle ${result.app_worker_direct_idle.median_ms} ms), cache painted ${result.served_by_cache}/${samples.length}`);
    results.push(result);
  }
  return results;
}
