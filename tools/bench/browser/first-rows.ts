// B4 part 1: time to first rows per layout. For each repetition and layout (interleaved, so machine noise spreads
// over all layouts): store the layout in the owner's display_filters (PATCH user-properties/), open a fresh browser
// profile, navigate to the project's work-items route (cold: empty HTTP cache), then open a second page in the same
// profile and navigate again (warm: the hashed assets come from the HTTP cache). Measured in the page: navigation
// start (performance.now() = 0) → the first row of the layout in the DOM → two requestAnimationFrame callbacks later.
import type { Browser, BrowserContext } from 'playwright-core';
import type { WorkItemLayout } from '@cairn/types';
import { median, quantile, round } from '../lib/stats';
import type { BenchSession } from '../lib/session';
import type { BenchApp } from './bench-app';
import { newBenchContext } from './chromium';
import type { HarnessServer } from './harness-server';
import { LAYOUT_PROBES, workItemsRoute } from './layouts';
import { installFirstRowsProbe, type FirstRowsMark } from './page-probes';

/** Marks the project list request among the page's resources (its first page). */
const LIST_MARKER = '/issues/?';

/** One navigation's marks (ms since navigation start). */
export interface FirstRowsSample extends FirstRowsMark {
  visit: 'cold' | 'warm';
}

/** Summary of one visit kind of one layout. */
export interface FirstRowsStats {
  runs: number;
  median_ms: number;
  p95_ms: number;
  min_ms: number;
  max_ms: number;
  /** Median of "first row in the DOM" (painted minus this = the paint wait). */
  dom_median_ms: number;
  /** Median first contentful paint (the app shell). */
  fcp_median_ms: number | null;
  /** Median rows in the DOM at the paint. */
  rows_median: number;
  /** Medians of when the first list request was sent and answered (null on the comparator). */
  list_sent_median_ms: number | null;
  list_answered_median_ms: number | null;
  /** Median API requests before the paint. */
  api_requests_median: number;
}

async function visit(context: BrowserContext, url: string, kind: 'cold' | 'warm', errors: string[]): Promise<FirstRowsSample> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__b4First?.painted != null, null, { timeout: 30_000, polling: 50 });
    const mark = (await page.evaluate(() => window.__b4First)) as FirstRowsMark;
    return { visit: kind, ...mark };
  } finally {
    await page.close();
  }
}

/** Where one measured open goes: a URL of a server, with the owner's session or none, and the row selector. */
export interface FirstRowsTarget {
  baseUrl: string;
  url: string;
  selector: string;
  session?: BenchSession;
  /** Marks the screen's first data request among the page's resources (default: the project list's). */
  listMarker?: string;
}
type Target = FirstRowsTarget;

/** Opens the target once cold then once warm, in a fresh profile. */
export async function openTwice(browser: Browser, target: Target, errors: string[]): Promise<FirstRowsSample[]> {
  const context = await newBenchContext(browser, target.baseUrl, target.session);
  try {
    await context.addInitScript(installFirstRowsProbe, { selector: target.selector, listMarker: target.listMarker ?? LIST_MARKER });
    const cold = await visit(context, target.url, 'cold', errors);
    const warm = await visit(context, target.url, 'warm', errors);
    return [cold, warm];
  } finally {
    await context.close();
  }
}

function medianOrNull(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round(median(known), 1) : null;
}

function summarise(samples: FirstRowsSample[]): FirstRowsStats {
  const painted = samples.map((s) => s.painted ?? Number.NaN);
  const fcps = samples.map((s) => s.fcp).filter((v): v is number => v !== null);
  return {
    runs: samples.length,
    median_ms: round(median(painted), 1),
    p95_ms: round(quantile(painted, 0.95), 1),
    min_ms: round(Math.min(...painted), 1),
    max_ms: round(Math.max(...painted), 1),
    dom_median_ms: round(median(samples.map((s) => s.dom ?? Number.NaN)), 1),
    fcp_median_ms: fcps.length ? round(median(fcps), 1) : null,
    rows_median: median(samples.map((s) => s.rows)),
    list_sent_median_ms: medianOrNull(samples.map((s) => s.list_sent)),
    list_answered_median_ms: medianOrNull(samples.map((s) => s.list_answered)),
    api_requests_median: median(samples.map((s) => s.api_requests)),
  };
}

/** First-rows stats of one target: warm and cold visits and every sample. */
export interface FirstRowsEntry {
  warm: FirstRowsStats;
  cold: FirstRowsStats;
  samples: FirstRowsSample[];
}

/** The first-rows results of every layout and of the floor. */
export interface FirstRowsResult {
  layouts: Record<string, FirstRowsEntry>;
  /** The comparator page showing the first 50 rows (inlined, no API): static HTML + React + react-virtual. */
  floor: FirstRowsEntry;
  page_errors: string[];
}

/** Cold and warm stats of a target's samples. */
export function firstRowsEntry(all: FirstRowsSample[]): FirstRowsEntry {
  const r1 = (v: number | null) => (v === null ? null : round(v, 1));
  return {
    warm: summarise(all.filter((s) => s.visit === 'warm')),
    cold: summarise(all.filter((s) => s.visit === 'cold')),
    samples: all.map((s) => ({ ...s, dom: r1(s.dom), painted: r1(s.painted), fcp: r1(s.fcp), html: r1(s.html), list_sent: r1(s.list_sent), list_answered: r1(s.list_answered) })),
  };
}

/**
 * Measures every layout `reps` times (after one unmeasured open of each, which warms the server and the database),
 * layouts interleaved within each repetition, and the floor (the comparator page with the list's first 50 rows) in
 * the same rounds.
 */
export async function measureFirstRows(
  browser: Browser,
  app: BenchApp,
  harness: HarnessServer,
  projectId: string,
  layouts: readonly WorkItemLayout[],
  reps: number,
): Promise<FirstRowsResult> {
  const errors: string[] = [];
  const route = workItemsRoute(app.temp.dataset.workspace.slug, projectId);
  const layoutTarget = (layout: WorkItemLayout): Target => ({ baseUrl: app.baseUrl, url: route, selector: LAYOUT_PROBES[layout].row, session: app.session });
  const floorTarget: Target = { baseUrl: harness.baseUrl, url: `/?config=${FLOOR_CONFIG}`, selector: '.b4-row' };
  const samples = new Map<WorkItemLayout, FirstRowsSample[]>(layouts.map((l) => [l, []]));
  const floor: FirstRowsSample[] = [];
  for (const layout of layouts) {
    await app.setDisplayFilters(projectId, { layout });
    await openTwice(browser, layoutTarget(layout), errors);
  }
  await openTwice(browser, floorTarget, errors);
  for (let rep = 0; rep < reps; rep += 1) {
    const line: string[] = [];
    for (const layout of layouts) {
      await app.setDisplayFilters(projectId, { layout });
      const [cold, warm] = await openTwice(browser, layoutTarget(layout), errors);
      samples.get(layout)?.push(cold, warm);
      line.push(`${layout} ${Math.round(warm.painted ?? -1)}/${Math.round(cold.painted ?? -1)}`);
    }
    const [cold, warm] = await openTwice(browser, floorTarget, errors);
    floor.push(cold, warm);
    line.push(`floor ${Math.round(warm.painted ?? -1)}/${Math.round(cold.painted ?? -1)}`);
    console.log(`  rep ${rep + 1}/${reps} (warm/cold ms): ${line.join(', ')}`);
  }
  const result: FirstRowsResult = { layouts: {}, floor: firstRowsEntry(floor), page_errors: [...new Set(errors)] };
  for (const layout of layouts) result.layouts[layout] = firstRowsEntry(samples.get(layout) ?? []);
  return result;
}

/** The harness config name of the floor. */
export const FLOOR_CONFIG = 'floor';
