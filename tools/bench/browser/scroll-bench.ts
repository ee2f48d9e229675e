// B4 part 2: scrolling a loaded layout against the bare virtual list (harness/) of the same rows, same scroller size,
// same row pitch and the same px per frame. The layout's rows are loaded first (spreadsheet and gantt scroll to their
// end until enough pages came; the kanban clicks its columns' "Load more" in turn), then passes alternate: layout,
// comparator, layout, … Each pass sets scrollTop by a fixed step every requestAnimationFrame (runScrollProbe).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { WorkItemLayout } from '@cairn/types';
import { apiPaths } from '@cairn/types';
import { median, quantile, round } from '../lib/stats';
import type { BenchApp } from './bench-app';
import { newBenchContext } from './chromium';
import type { HarnessConfig } from './harness/harness-config';
import { harnessRows, stateNamesOf } from './harness-rows';
import type { HarnessServer } from './harness-server';
import { LAYOUT_PROBES, workItemsRoute } from './layouts';
import { trackLoadedItems, type LoadedItems } from './loaded-items';
import { clickLoadMore, kanbanLoaded, markScroller, runScrollProbe, SCROLLER_MARK, scrollerGeometry, scrollToEnd, type ScrollProbeResult } from './page-probes';

/** The layouts with a scroll test and how their rows are loaded. */
export type ScrollLayout = Extract<WorkItemLayout, 'spreadsheet' | 'kanban' | 'gantt'>;

/** Scroll test settings. */
export interface ScrollSettings {
  /** Rows (cards, bars) to load before measuring, per layout (fewer when the list ends first). */
  rows: Record<ScrollLayout, number>;
  passes: number;
  frames: number;
  /** px per frame. */
  step: number;
}

/** One side (layout or comparator) of a scenario, over all its passes. */
export interface FrameStats {
  frames: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  long_tasks: number;
  longest_task_ms: number;
  max_dom_nodes: number;
  /** p95 of each pass (shows the noise between passes). */
  pass_p95_ms: number[];
  /** Frames that took longer than 1.5 vsync intervals (a dropped frame or more), in % of all frames. */
  dropped_pct: number;
  /** Script time per scroll event (page-probes handlerMs: the virtualiser's synchronous re-render): median and p95. */
  handler_p50_ms: number;
  handler_p95_ms: number;
}

/** A scenario's result. */
export interface ScrollScenarioResult {
  layout: ScrollLayout;
  rows_loaded: number;
  list_pages_loaded: number;
  load_seconds: number;
  row_pitch_px: number;
  scroller: { width: number; height: number };
  scroll_range_px: number;
  layout_stats: FrameStats;
  bare_stats: FrameStats;
  /** layout p95 ÷ bare p95 of the frame deltas (goal ≤ 1.25). */
  ratio_p95: number;
  /** layout p95 ÷ bare p95 of the script time per scroll event (finer: deltas move in steps of 16.7 ms). */
  handler_ratio_p95: number;
}

// Rows kept between the scroll range and the end of the loaded rows (infinite lists load when within ~18 rows or
// 600 px).
const END_MARGIN_ROWS = 30;
const SPREADSHEET_ROW_PX = 36;
const GANTT_ROW_PX = 48;
// The layouts' own overscan (SpreadsheetLayout, GanttLayout, KanbanCell), so the comparator draws as many extra rows.
const OVERSCAN = { spreadsheet: 8, gantt: 6, kanban: 2 } as const;

function frameStats(passes: ScrollProbeResult[]): FrameStats {
  const frames = passes.flatMap((p) => p.frameMs);
  const tasks = passes.flatMap((p) => p.longTasksMs);
  const handler = passes.flatMap((p) => p.handlerMs);
  return {
    frames: frames.length,
    p50_ms: round(median(frames), 2),
    p95_ms: round(quantile(frames, 0.95), 2),
    p99_ms: round(quantile(frames, 0.99), 2),
    max_ms: round(Math.max(...frames), 1),
    long_tasks: tasks.length,
    longest_task_ms: tasks.length ? round(Math.max(...tasks), 1) : 0,
    max_dom_nodes: Math.max(...passes.map((p) => p.maxDomNodes)),
    pass_p95_ms: passes.map((p) => round(quantile(p.frameMs, 0.95), 2)),
    dropped_pct: round((100 * frames.filter((f) => f > 25).length) / frames.length, 1),
    handler_p50_ms: round(median(handler), 2),
    handler_p95_ms: round(quantile(handler, 0.95), 2),
  };
}

/**
 * Loads rows until `target` are loaded or nothing came for `idleMs` (the end of the list or of the window). The
 * spreadsheet and the gantt load when scrolled to their end; the kanban's columns get their "Load more" clicked in
 * turn (one at a time: each click asks for the next page of every group and keeps that column's). Returns the count.
 */
async function loadRows(page: Page, layout: ScrollLayout, loaded: LoadedItems, target: number): Promise<number> {
  const { scroller } = LAYOUT_PROBES[layout];
  const idleMs = 4000;
  const count = () => (layout === 'kanban' ? page.evaluate(kanbanLoaded) : Promise.resolve(loaded.items.size));
  let lastProgress = Date.now();
  let now = await count();
  for (let round = 0; now < target && Date.now() - lastProgress < idleMs; round += 1) {
    const before = now;
    const acted =
      layout === 'kanban' ? await page.evaluate(clickLoadMore, { container: '.cw-wil-kanban', text: 'Load more', nth: round }) : (await page.evaluate(scrollToEnd, scroller)) >= 0;
    const deadline = Date.now() + idleMs;
    while (acted && now <= before && Date.now() < deadline) {
      await page.waitForTimeout(25);
      now = await count();
    }
    if (now > before) lastProgress = Date.now();
    // Let the page draw what came before asking again.
    await page.waitForTimeout(acted ? 30 : 200);
  }
  return now;
}

async function passes(page: Page, scroller: string, settings: ScrollSettings, maxTop: number): Promise<ScrollProbeResult> {
  await page.bringToFront();
  await page.waitForTimeout(300);
  return page.evaluate(runScrollProbe, { scroller, step: settings.step, frames: settings.frames, maxTop, sampleEvery: 10 });
}

/** Runs one scenario: load the layout's rows, build the comparator from them, alternate measured passes. */
export async function runScrollScenario(
  browser: Browser,
  app: BenchApp,
  harness: HarnessServer,
  projectId: string,
  layout: ScrollLayout,
  settings: ScrollSettings,
): Promise<ScrollScenarioResult> {
  const { dataset } = app.temp;
  const project = dataset.projects.find((p) => p.id === projectId);
  const stateNames = stateNamesOf(dataset);
  // Kanban with no group_by groups by state (spec display rules); set it anyway so the scenario does not depend on it.
  await app.setDisplayFilters(projectId, layout === 'kanban' ? { layout, group_by: 'state', sub_group_by: null } : { layout });
  const contexts: BrowserContext[] = [];
  try {
    const appContext = await newBenchContext(browser, app.baseUrl, app.session);
    contexts.push(appContext);
    const page = await appContext.newPage();
    const loaded = trackLoadedItems(page, apiPaths.workItems(dataset.workspace.slug, projectId));
    const probe = LAYOUT_PROBES[layout];
    await page.goto(workItemsRoute(dataset.workspace.slug, projectId));
    await page.waitForSelector(probe.row, { timeout: 30_000 });
    const started = performance.now();
    const rowsLoaded = await loadRows(page, layout, loaded, settings.rows[layout]);
    const loadSeconds = (performance.now() - started) / 1000;
    const range = await page.evaluate(markScroller, { selectors: probe.scroller, mark: SCROLLER_MARK });
    if (range < 0) throw new Error(`${layout}: nothing scrolls among ${probe.scroller}`);
    const scroller = `[${SCROLLER_MARK}]`;
    await page.evaluate((sel) => document.querySelector(sel)?.scrollTo(0, 0), scroller);
    await page.waitForTimeout(1000);
    const geometry = await page.evaluate(scrollerGeometry, { scroller, item: probe.row });
    if (!geometry) throw new Error(`${layout}: the scroller vanished`);
    // The comparator gets as many of the loaded items as the layout holds (the kanban's pages bring every group's
    // next page; it keeps only the clicked column's).
    const items = [...loaded.items.values()].slice(0, rowsLoaded);
    // Kanban cards differ in height: the comparator uses the median card plus the column gap (8 px).
    const pitch = layout === 'spreadsheet' ? SPREADSHEET_ROW_PX : layout === 'gantt' ? GANTT_ROW_PX : Math.round(median(geometry.itemHeights) + 8);
    // Stay clear of the end: lists that page on scroll would load while measured.
    const maxTop = Math.max(0, range - END_MARGIN_ROWS * pitch);

    const config: HarnessConfig = {
      rows: harnessRows(items, project?.identifier ?? 'ITEM', stateNames),
      rowHeight: pitch,
      width: geometry.width,
      height: geometry.height,
      overscan: OVERSCAN[layout],
    };
    harness.setConfig(layout, config);
    const bareContext = await newBenchContext(browser, harness.baseUrl);
    contexts.push(bareContext);
    const bare = await bareContext.newPage();
    await bare.goto(`/?config=${layout}`);
    await bare.waitForSelector('.b4-row');

    const layoutPasses: ScrollProbeResult[] = [];
    const barePasses: ScrollProbeResult[] = [];
    for (let pass = 0; pass < settings.passes; pass += 1) {
      layoutPasses.push(await passes(page, scroller, settings, maxTop));
      barePasses.push(await passes(bare, '.b4-scroller', settings, maxTop));
    }
    const layoutStats = frameStats(layoutPasses);
    const bareStats = frameStats(barePasses);
    return {
      layout,
      rows_loaded: items.length,
      list_pages_loaded: loaded.pages(),
      load_seconds: round(loadSeconds, 1),
      row_pitch_px: pitch,
      scroller: { width: geometry.width, height: geometry.height },
      scroll_range_px: Math.round(Math.min(maxTop, layoutPasses[0]?.maxTop ?? maxTop)),
      layout_stats: layoutStats,
      bare_stats: bareStats,
      ratio_p95: round(layoutStats.p95_ms / bareStats.p95_ms, 2),
      handler_ratio_p95: round(layoutStats.handler_p95_ms / bareStats.handler_p95_ms, 2),
    };
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
  }
}
