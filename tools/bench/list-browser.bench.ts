// B4 (BENCHMARKS.md, issue 5 item 4): the work-item layouts in headless Chromium on the production build, in ONE run:
//   1. time to first rows of each layout (list, kanban, spreadsheet, calendar, gantt) on the 10,000-item project of
//      P10k, warm (second visit, HTTP cache) and cold (fresh profile) — goal ≤ 300 ms;
//   1b. opening the list inside the running app (click on the project's link → first rows), with the local cache off
//      (server pages) and on (after its first sync) — goal ≤ 300 ms; the cache-on / cache-off ratio is B1's question;
//   2. scroll frame times of the spreadsheet (every row loaded by scrolling), the kanban (2,000 cards) and the gantt
//      (5,000 bars) against a bare @tanstack/react-virtual list of the same rows (browser/harness) — goals: p95
//      frame ≤ 1.25 × the bare list, no long task > 50 ms, ≤ 3,000 DOM nodes.
//   npm run bench:browser-lists [-- --reps 5 --rows 10000 --cards 2000 --bars 5000 --passes 3 --frames 300 --step 80
//                                  --build --layouts list,kanban,… --scroll spreadsheet,kanban,gantt]
import { parseArgs } from 'node:util';
import { apiPaths, WORK_ITEM_LAYOUTS, type WorkItem, type WorkItemLayout } from '@cairn/types';
import { startBenchApp, type BenchApp } from './browser/bench-app';
import { launchChromium } from './browser/chromium';
import { FLOOR_CONFIG, measureFirstRows, type FirstRowsResult } from './browser/first-rows';
import { measureInAppOpen, type InAppResult } from './browser/in-app-open';
import { harnessRows, stateNamesOf } from './browser/harness-rows';
import { startHarnessServer, type HarnessServer } from './browser/harness-server';
import { LAYOUT_ORDER, VIEWPORT_BODY } from './browser/layouts';
import { runScrollScenario, type ScrollLayout, type ScrollScenarioResult } from './browser/scroll-bench';
import { formatTable, writeResults } from './lib/results';
import { round } from './lib/stats';

const GOAL = { first_rows_ms: 300, frame_ratio: 1.25, long_task_ms: 50, dom_nodes: 3000 } as const;
const SCROLL_LAYOUTS: readonly ScrollLayout[] = ['spreadsheet', 'kanban', 'gantt'];

function parseList<T extends string>(value: string | undefined, allowed: readonly T[], fallback: readonly T[], flag: string): T[] {
  if (!value) return [...fallback];
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const v of list) if (!allowed.includes(v as T)) throw new Error(`--${flag} takes ${allowed.join(', ')} (got ${v})`);
  return list as T[];
}

const yes = (met: boolean) => (met ? 'met' : 'MISSED');

function printTables(layouts: readonly WorkItemLayout[], first: FirstRowsResult, scroll: Map<string, ScrollScenarioResult>): void {
  const shown = LAYOUT_ORDER.filter((l) => layouts.includes(l) || scroll.has(l));
  const dash = (n: number) => Array.from({ length: n }, () => '—');
  const header = ['layout', 'warm med', 'warm p95', 'cold med', 'cold p95', 'rows', 'scroll rows', 'frame p50', 'frame p95', 'bare p95', 'ratio', 'long tasks', 'max DOM'];
  const rows = shown.map((layout) => {
    const f = first.layouts[layout];
    const s = scroll.get(layout);
    const firstCells = f ? [f.warm.median_ms, f.warm.p95_ms, f.cold.median_ms, f.cold.p95_ms, f.warm.rows_median] : dash(5);
    const scrollCells = s ? [s.rows_loaded, s.layout_stats.p50_ms, s.layout_stats.p95_ms, s.bare_stats.p95_ms, s.ratio_p95, s.layout_stats.long_tasks, s.layout_stats.max_dom_nodes] : dash(7);
    return [layout, ...firstCells, ...scrollCells] as Array<string | number>;
  });
  const fl = first.floor;
  rows.push(['floor / bare', fl.warm.median_ms, fl.warm.p95_ms, fl.cold.median_ms, fl.cold.p95_ms, fl.warm.rows_median, ...dash(7)]);
  console.log(`\n${formatTable(header, rows)}`);
  console.log('first rows: ms from navigation start to the first row in the DOM + 2 rAF (rows = rows in the DOM then); floor = the bare list page');
  console.log('with the first 50 rows inlined (no API). frame = rAF deltas in ms while scrolling; ratio = frame p95 ÷ bare p95; long tasks > 50 ms.');
  if (scroll.size) {
    const detail = [...scroll.values()].map((s) => [
      s.layout,
      s.rows_loaded,
      s.scroll_range_px,
      s.row_pitch_px,
      `${s.layout_stats.dropped_pct} / ${s.bare_stats.dropped_pct}`,
      `${s.layout_stats.handler_p50_ms} / ${s.bare_stats.handler_p50_ms}`,
      `${s.layout_stats.handler_p95_ms} / ${s.bare_stats.handler_p95_ms}`,
      s.handler_ratio_p95,
      `${s.layout_stats.long_tasks} / ${s.bare_stats.long_tasks}`,
      `${s.layout_stats.max_dom_nodes} / ${s.bare_stats.max_dom_nodes}`,
    ]);
    const detailHeader = ['scroll', 'rows', 'range px', 'pitch px', 'dropped % L / bare', 'scroll js p50 L / bare', 'scroll js p95 L / bare', 'js ratio', 'long tasks L / bare', 'DOM L / bare'];
    console.log(`\n${formatTable(detailHeader, detail)}`);
    console.log('dropped = frames > 25 ms; scroll js = ms of script per scroll event (the virtualiser re-renders in it), p50 and p95; L = layout.');
  }
  const chain = layouts.filter((l) => first.layouts[l]).map((l) => {
    const w = first.layouts[l].warm;
    return `${l} ${w.api_requests_median} API requests, list page sent ${w.list_sent_median_ms ?? '—'} → answered ${w.list_answered_median_ms ?? '—'} → painted ${w.median_ms}`;
  });
  if (chain.length) console.log(`\nwarm, medians in ms: ${chain.join('; ')}`);
}

function printInApp(r: InAppResult): void {
  const rows = Object.entries(r.layouts).map(([layout, m]) => [
    layout, m['cache-off'].median_ms, m['cache-off'].p95_ms, m['cache-on'].median_ms, m['cache-on'].p95_ms,
    round(m['cache-off'].median_ms / Math.max(1, m['cache-on'].median_ms), 2),
    m['cache-off'].median_ms <= GOAL.first_rows_ms ? 'met' : 'MISSED', m['cache-on'].median_ms <= GOAL.first_rows_ms ? 'met' : 'MISSED',
  ] as Array<string | number>);
  console.log(`\n${formatTable(['in-app open', 'off med', 'off p95', 'on med', 'on p95', 'off ÷ on', `off ≤ ${GOAL.first_rows_ms}`, `on ≤ ${GOAL.first_rows_ms}`], rows)}`);
  console.log(`ms from the click on the project's link to its first rows + 2 rAF; off = server pages, on = the local cache (first sync ${r.first_sync_seconds ?? '—'} s).`);
}

function goalsOf(first: FirstRowsResult, scroll: ScrollScenarioResult[]) {
  const firstRows = Object.fromEntries(
    Object.entries(first.layouts).map(([layout, r]) => [
      layout,
      { goal: `<= ${GOAL.first_rows_ms} ms (warm)`, median_met: r.warm.median_ms <= GOAL.first_rows_ms, p95_met: r.warm.p95_ms <= GOAL.first_rows_ms },
    ]),
  );
  const scrolling = Object.fromEntries(
    scroll.map((s) => [
      s.layout,
      {
        ratio: { goal: `<= ${GOAL.frame_ratio}`, value: s.ratio_p95, met: s.ratio_p95 <= GOAL.frame_ratio },
        long_tasks: { goal: `no task > ${GOAL.long_task_ms} ms`, value: s.layout_stats.long_tasks, met: s.layout_stats.long_tasks === 0 },
        dom_nodes: { goal: `<= ${GOAL.dom_nodes}`, value: s.layout_stats.max_dom_nodes, met: s.layout_stats.max_dom_nodes <= GOAL.dom_nodes },
      },
    ]),
  );
  return { first_rows: firstRows, scrolling };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '5' },
      rows: { type: 'string', default: '10000' },
      cards: { type: 'string', default: '2000' },
      bars: { type: 'string', default: '5000' },
      passes: { type: 'string', default: '3' },
      frames: { type: 'string', default: '300' },
      step: { type: 'string', default: '80' },
      build: { type: 'boolean', default: false },
      layouts: { type: 'string' },
      scroll: { type: 'string' },
    },
    strict: true,
  });
  const reps = Math.max(1, Number(values.reps));
  const settings = { rows: { spreadsheet: Number(values.rows), kanban: Number(values.cards), gantt: Number(values.bars) }, passes: Number(values.passes), frames: Number(values.frames), step: Number(values.step) };
  const layouts = parseList(values.layouts, WORK_ITEM_LAYOUTS, LAYOUT_ORDER, 'layouts');
  const scrollLayouts = parseList(values.scroll, SCROLL_LAYOUTS, SCROLL_LAYOUTS, 'scroll');
  const startedAt = performance.now();

  let app: BenchApp | null = null;
  let harness: HarnessServer | null = null;
  let browser: Awaited<ReturnType<typeof launchChromium>> | null = null;
  try {
    app = await startBenchApp('P10k', { build: values.build });
    const project = app.temp.dataset.projects[0];
    console.log(`B4 browser lists: P10k, project ${project.identifier} (${project.live_items} live items), API ${app.baseUrl} (pid ${app.apiPid}, PGlite, loaded in ${app.loadSeconds.toFixed(1)} s)`);
    const w = app.web;
    console.log(
      `  web build ${w.built_at}${w.built ? ' (built now)' : ''}, HEAD ${w.git_head ?? '?'} + ${w.uncommitted_files ?? '?'} uncommitted files under apps/web, libs${w.older_than_sources ? ' — the build is OLDER than those sources: --build measures the current code' : ''}`,
    );
    harness = await startHarnessServer();
    browser = await launchChromium();
    console.log(`  Chromium ${browser.version()}, comparator ${harness.baseUrl} (${Math.round(harness.jsBytes / 1024)} KB JS)\n`);

    // The floor of part 1: the comparator page with the list's first page (50 rows, fetched once, inlined).
    const firstPage = await app.api<{ results: WorkItem[] }>('GET', `${apiPaths.workItems(app.temp.dataset.workspace.slug, project.id)}?per_page=50`);
    harness.setConfig(FLOOR_CONFIG, { rows: harnessRows(firstPage.results, project.identifier, stateNamesOf(app.temp.dataset)), rowHeight: 44, ...VIEWPORT_BODY, overscan: 8 });
    console.log(`1. time to first rows: ${layouts.join(', ')} and the floor — ${reps} reps, each a cold and a warm visit, interleaved`);
    const first = await measureFirstRows(browser, app, harness, project.id, layouts, reps);
    if (first.page_errors.length) console.log(`  page errors: ${first.page_errors.join(' | ')}`);

    console.log(`\n1b. in-app list open (click → first rows): ${layouts.join(', ')}, cache off and on, ${reps} reps`);
    const inApp = await measureInAppOpen(browser, app, project, layouts, reps);
    if (inApp.page_errors.length) console.log(`  page errors: ${inApp.page_errors.join(' | ')}`);
    printInApp(inApp);

    console.log(`\n2. scrolling: ${scrollLayouts.map((l) => `${l} (load ${settings.rows[l]})`).join(', ')}, then ${settings.passes} × ${settings.frames} frames at ${settings.step} px/frame, alternating with the bare list`);
    const scroll: ScrollScenarioResult[] = [];
    for (const layout of scrollLayouts) {
      const r = await runScrollScenario(browser, app, harness, project.id, layout, settings);
      scroll.push(r);
      console.log(
        `  ${layout}: ${r.rows_loaded} rows (${r.list_pages_loaded} pages, ${r.load_seconds} s), p95 ${r.layout_stats.p95_ms} ms vs bare ${r.bare_stats.p95_ms} ms, ${r.layout_stats.long_tasks} long tasks, ${r.layout_stats.max_dom_nodes} DOM nodes`,
      );
    }

    printTables(layouts, first, new Map(scroll.map((s) => [s.layout, s])));
    const goals = goalsOf(first, scroll);
    for (const [layout, g] of Object.entries(goals.first_rows)) {
      console.log(`first rows ${layout}: ${g.goal} — median ${yes(g.median_met)}, p95 ${yes(g.p95_met)}`);
    }
    for (const [layout, g] of Object.entries(goals.scrolling)) {
      console.log(`scroll ${layout}: ratio ${g.ratio.value} (${g.ratio.goal}) ${yes(g.ratio.met)}; long tasks ${g.long_tasks.value} ${yes(g.long_tasks.met)}; DOM nodes ${g.dom_nodes.value} (${g.dom_nodes.goal}) ${yes(g.dom_nodes.met)}`);
    }
    const file = writeResults('list-browser', {
      config: {
        dataset: 'P10k',
        dataset_sha256: app.temp.sha256,
        project: project.identifier,
        live_items: project.live_items,
        database: 'pglite',
        reps,
        scroll: settings,
        chromium: browser.version(),
        viewport: '1280x800',
        web_build: app.web,
        comparator_js_bytes: harness.jsBytes,
      },
      goals: GOAL,
      first_rows: first,
      in_app_open: inApp,
      scrolling: scroll,
      goal_check: goals,
      wall_seconds: round((performance.now() - startedAt) / 1000, 1),
    });
    console.log(`results: ${file} (${round((performance.now() - startedAt) / 1000, 0)} s)`);
  } finally {
    await browser?.close().catch(() => undefined);
    await harness?.stop().catch(() => undefined);
    await app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
