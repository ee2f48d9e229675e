// B8 (BENCHMARKS.md, issue 11): start-up of the list route `/:slug/projects/:projectId/issues`.
//   1. The web app is built (vite, with a manifest) and P10k served by the real API; the list route is loaded in
//      Chromium, cold (fresh profile) and warm (HTTP cache), `--reps` times. The JS and CSS requested before the first
//      rows were painted is the route's initial set; each file is sized raw / gzip -9 / brotli q11, and what it holds
//      is read from its source map (by package and top modules). The manifest's static closure of index.html (what any
//      route loads before its first lazy chunk) is reported beside it.
//   2. LCP warm and cold (PerformanceObserver 'largest-contentful-paint') and first rows against the comparator: B4's
//      floor page (static HTML + React + react-virtual with the same 50 rows inlined), built by the same vite in this
//      run, whose initial JS+CSS is sized the same way.
//   3. Where the local-db worker fetches wa-sqlite's wasm, relative to the first rows (the local cache on, the default).
// Goals: ≤ 200 KB brotli initial JS+CSS; LCP ≤ 1 s warm; the wasm off the critical path.
//   npm run bench:startup [-- --reps 5 --settle 2000 --no-build --cache on|off]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths, type WorkItem } from '@cairn/types';
import { startBenchApp, type BenchApp } from './browser/bench-app';
import { launchChromium } from './browser/chromium';
import { FLOOR_CONFIG } from './browser/first-rows';
import { harnessRows, stateNamesOf } from './browser/harness-rows';
import { startHarnessServer, type HarnessServer } from './browser/harness-server';
import { LAYOUT_PROBES, VIEWPORT_BODY, workItemsRoute } from './browser/layouts';
import { repoRoot } from './lib/repo';
import { formatTable, writeResults } from './lib/results';
import { median, round, summarize } from './lib/stats';
import { bundleContents, compressedSizes, readManifest, staticClosure, totalOf, type FileSize } from './startup/bundle-files';
import { assetsBeforeRows, loadColdAndWarm, wasmRequests, type RouteLoad } from './startup/route-load';
import { buildWebWithManifest, type JsonModules } from './startup/web-build';

const GOAL = { initial_brotli_kb: 200, lcp_warm_ms: 1000 } as const;
const kb = (bytes: number) => round(bytes / 1024, 1);

/** Sizes of served files: read from the build folder (the app) or fetched from the server (the comparator). */
async function sizeFiles(paths: readonly string[], read: (p: string) => Promise<Buffer>): Promise<FileSize[]> {
  const out: FileSize[] = [];
  for (const p of paths) out.push(compressedSizes(p.replace(/^\//, ''), await read(p)));
  return out;
}

function summariseLoads(loads: RouteLoad[]) {
  const pick = (kind: 'cold' | 'warm') => loads.filter((l) => l.visit === kind);
  const stats = (kind: 'cold' | 'warm') => {
    const ls = pick(kind);
    const lcps = ls.map((l) => l.lcp_ms).filter((v): v is number => v !== null);
    const elements = new Map<string, number>();
    for (const l of ls) if (l.lcp_element) elements.set(l.lcp_element, (elements.get(l.lcp_element) ?? 0) + 1);
    return {
      first_rows: summarize(ls.map((l) => l.painted_ms)),
      lcp: summarize(lcps),
      // FCP is missing when the browser reported none before the probe read it (null, left out).
      fcp_median_ms: ls.some((l) => l.fcp_ms !== null) ? round(median(ls.flatMap((l) => (l.fcp_ms === null ? [] : [l.fcp_ms]))), 1) : null,
      lcp_elements: Object.fromEntries(elements),
      assets_before_rows_median: median(ls.map((l) => assetsBeforeRows(l).length)),
      // B2: main-thread tasks over 50 ms before the first rows (count per load, and the longest of all loads).
      long_tasks_per_load_median: median(ls.map((l) => l.long_tasks_before_rows_ms.length)),
      long_task_max_ms: Math.max(0, ...ls.flatMap((l) => l.long_tasks_before_rows_ms)),
    };
  };
  return { cold: stats('cold'), warm: stats('warm') };
}

const roundLoad = (l: RouteLoad) => ({ ...l, requests: l.requests.map((r) => ({ ...r, sent_ms: round(r.sent_ms, 1), done_ms: r.done_ms === null ? null : round(r.done_ms, 1) })) });

function printSizes(title: string, sizes: FileSize[]): void {
  const total = totalOf(sizes);
  const rows = sizes.map((s) => [s.file, kb(s.raw), kb(s.gzip), kb(s.brotli)] as Array<string | number>);
  rows.push([`total (${total.files} files)`, kb(total.raw), kb(total.gzip), kb(total.brotli)]);
  console.log(`\n${title}\n${formatTable(['file', 'raw KB', 'gzip KB', 'brotli KB'], rows)}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '5' },
      settle: { type: 'string', default: '2000' },
      'no-build': { type: 'boolean', default: false },
      cache: { type: 'string', default: 'on' },
    },
    strict: true,
  });
  const reps = Math.max(1, Number(values.reps));
  const settleMs = Math.max(0, Number(values.settle));
  if (values.cache !== 'on' && values.cache !== 'off') throw new Error('--cache takes on or off');
  const localCache = values.cache === 'on';
  const startedAt = performance.now();

  let jsonModules: JsonModules = new Map();
  let buildSeconds: number | null = null;
  if (!values['no-build']) {
    console.log('building apps/web with vite (manifest on)…');
    const built = await buildWebWithManifest();
    jsonModules = built.jsonModules;
    buildSeconds = round(built.seconds, 1);
    console.log(`  built in ${buildSeconds} s`);
  }

  let app: BenchApp | null = null;
  let harness: HarnessServer | null = null;
  let browser: Awaited<ReturnType<typeof launchChromium>> | null = null;
  try {
    app = await startBenchApp('P10k', { build: false });
    const webDist = path.join(repoRoot(), 'apps', 'web', 'dist');
    const manifest = readManifest(webDist);
    if (!manifest) throw new Error('apps/web/dist has no .vite/manifest.json: run without --no-build');
    const project = app.temp.dataset.projects[0];
    const slug = app.temp.dataset.workspace.slug;
    await app.setDisplayFilters(project.id, { layout: 'list' });
    harness = await startHarnessServer();
    const firstPage = await app.api<{ results: WorkItem[] }>('GET', `${apiPaths.workItems(slug, project.id)}?per_page=50`);
    harness.setConfig(FLOOR_CONFIG, { rows: harnessRows(firstPage.results, project.identifier, stateNamesOf(app.temp.dataset)), rowHeight: 44, ...VIEWPORT_BODY, overscan: 8 });
    browser = await launchChromium();
    const w = app.web;
    console.log(`B8 start-up: P10k, project ${project.identifier} (${project.live_items} live items), list layout, local cache ${values.cache}, API ${app.baseUrl} (PGlite)`);
    console.log(`  web build ${w.built_at}, HEAD ${w.git_head ?? '?'} + ${w.uncommitted_files ?? '?'} uncommitted files under apps/web, libs; Chromium ${browser.version()}; floor ${harness.baseUrl}`);

    const errors: string[] = [];
    const appTarget = { baseUrl: app.baseUrl, url: workItemsRoute(slug, project.id), selector: LAYOUT_PROBES.list.row, session: app.session, localCache };
    const floorTarget = { baseUrl: harness.baseUrl, url: `/?config=${FLOOR_CONFIG}`, selector: '.b4-row' };
    // One unmeasured round warms the server, its database and the disk cache.
    await loadColdAndWarm(browser, appTarget, 0, errors);
    await loadColdAndWarm(browser, floorTarget, 0, errors);
    const appLoads: RouteLoad[] = [];
    const floorLoads: RouteLoad[] = [];
    const failed: string[] = [];
    for (let rep = 0; rep < reps; rep += 1) {
      let a: [RouteLoad, RouteLoad];
      let f: [RouteLoad, RouteLoad];
      try {
        a = await loadColdAndWarm(browser, appTarget, settleMs, errors);
        f = await loadColdAndWarm(browser, floorTarget, settleMs, errors);
      } catch (error) {
        // A load that never shows rows (30 s) is reported, and the repetition is left out.
        failed.push(`rep ${rep + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        console.log(`  rep ${rep + 1}/${reps} FAILED: ${failed[failed.length - 1]}`);
        continue;
      }
      appLoads.push(...a);
      floorLoads.push(...f);
      const ms = (l: RouteLoad) => `${Math.round(l.painted_ms)}/${l.lcp_ms === null ? '—' : Math.round(l.lcp_ms)}`;
      console.log(`  rep ${rep + 1}/${reps} (rows/LCP ms): app cold ${ms(a[0])} warm ${ms(a[1])}; floor cold ${ms(f[0])} warm ${ms(f[1])}`);
    }
    if (errors.length) console.log(`  page errors: ${[...new Set(errors)].join(' | ')}`);
    if (appLoads.length === 0) throw new Error(`every repetition failed: ${failed.join('; ')}`);

    // The initial set: the JS/CSS of the first cold load before its rows; every cold load must agree (else say so).
    const coldSets = appLoads.filter((l) => l.visit === 'cold').map((l) => assetsBeforeRows(l).sort());
    const initialPaths = coldSets[0];
    const setsDiffer = coldSets.some((s) => s.join() !== initialPaths.join());
    const readDist = async (p: string) => readFileSync(path.join(webDist, p));
    const initial = await sizeFiles(initialPaths, readDist);
    const closure = await sizeFiles(staticClosure(manifest).map((f) => `/${f}`), readDist);
    const firstCold = appLoads.find((l) => l.visit === 'cold') as RouteLoad;
    const workerSizes = await sizeFiles(assetsBeforeRows(firstCold, 'worker'), readDist);
    const floorPaths = assetsBeforeRows(floorLoads.find((l) => l.visit === 'cold') as RouteLoad);
    const floorSizes = await sizeFiles(floorPaths, async (p) => Buffer.from(await (await fetch(`${harness?.baseUrl}${p}`)).arrayBuffer()));
    const contents = bundleContents(webDist, initial, repoRoot(), jsonModules);
    const lazyPaths = initialPaths.filter((p) => !closure.some((c) => `/${c.file}` === p));

    printSizes('initial JS+CSS of the list route (requested before the first rows, cold load):', initial);
    if (setsDiffer) console.log(`  note: the cold loads requested different sets (${[...new Set(coldSets.map((s) => s.length))].join(', ')} files)`);
    console.log(`  of which lazy chunks loaded by the route: ${lazyPaths.length} files, ${kb(totalOf(initial.filter((s) => lazyPaths.includes(`/${s.file}`))).brotli)} KB brotli`);
    const wt = totalOf(workerSizes);
    if (wt.files) console.log(`  the page's workers also fetched ${wt.files} JS files before the rows (off the main thread, not counted): ${workerSizes.map((x) => x.file).join(', ')} — ${kb(wt.raw)} KB raw, ${kb(wt.brotli)} KB brotli`);
    const ct = totalOf(closure);
    console.log(`manifest static closure of index.html (entry + static imports + CSS): ${ct.files} files, ${kb(ct.raw)} KB raw, ${kb(ct.gzip)} KB gzip, ${kb(ct.brotli)} KB brotli`);
    const ft = totalOf(floorSizes);
    console.log(`comparator (floor page) initial JS+CSS: ${ft.files} files, ${kb(ft.raw)} KB raw, ${kb(ft.gzip)} KB gzip, ${kb(ft.brotli)} KB brotli`);

    const pkgRows = contents.packages.slice(0, 30).map((p) => [p.package, kb(p.raw), kb(p.brotli_est)] as Array<string | number>);
    console.log(`\nwhat is in it, by package (minified bytes from the source maps; brotli = share of each file's brotli):\n${formatTable(['package', 'raw KB', 'brotli KB (est)'], pkgRows)}`);
    const modRows = contents.top_modules.slice(0, 20).map((m) => [m.module, m.package, kb(m.raw)] as Array<string | number>);
    console.log(`\ntop modules:\n${formatTable(['module', 'package', 'raw KB'], modRows)}`);

    const appStats = summariseLoads(appLoads);
    const floorStats = summariseLoads(floorLoads);
    const timeRows = (['warm', 'cold'] as const).flatMap((kind) => [
      [`app ${kind}`, appStats[kind].first_rows.median_ms, appStats[kind].first_rows.p95_ms, appStats[kind].lcp.median_ms, appStats[kind].lcp.p95_ms, appStats[kind].fcp_median_ms ?? '—', appStats[kind].long_tasks_per_load_median, appStats[kind].long_task_max_ms],
      [`floor ${kind}`, floorStats[kind].first_rows.median_ms, floorStats[kind].first_rows.p95_ms, floorStats[kind].lcp.median_ms, floorStats[kind].lcp.p95_ms, floorStats[kind].fcp_median_ms ?? '—', floorStats[kind].long_tasks_per_load_median, floorStats[kind].long_task_max_ms],
    ] as Array<Array<string | number>>);
    console.log(`\n${formatTable(['load', 'rows med', 'rows p95', 'LCP med', 'LCP p95', 'FCP med', 'long tasks med', 'longest ms'], timeRows)}`);
    console.log(`LCP elements: app warm ${JSON.stringify(appStats.warm.lcp_elements)}, floor warm ${JSON.stringify(floorStats.warm.lcp_elements)}`);

    // wa-sqlite's wasm: when it was requested and finished against the first rows, per load.
    const wasm = appLoads.map((l) => {
      const reqs = wasmRequests(l);
      return {
        visit: l.visit,
        painted_ms: round(l.painted_ms, 1),
        wasm: reqs.map((r) => ({ file: path.basename(new URL(r.url).pathname), sent_ms: round(r.sent_ms, 1), done_ms: r.done_ms === null ? null : round(r.done_ms, 1), after_rows_ms: round(r.sent_ms - l.painted_ms, 1) })),
      };
    });
    const wasmSeen = wasm.filter((w2) => w2.wasm.length > 0);
    const wasmBeforeRows = wasmSeen.filter((w2) => w2.wasm.some((r) => r.after_rows_ms < 0)).length;
    console.log(
      `\nwa-sqlite wasm: requested in ${wasmSeen.length} of ${wasm.length} loads (within ${settleMs} ms after the rows), before the first rows in ${wasmBeforeRows}; sent − rows painted, median ${wasmSeen.length ? round(median(wasmSeen.map((w2) => w2.wasm[0].after_rows_ms)), 0) : '—'} ms`,
    );

    const initialTotal = totalOf(initial);
    const goals = {
      initial_brotli: { goal: `<= ${GOAL.initial_brotli_kb} KB`, value_kb: kb(initialTotal.brotli), met: initialTotal.brotli <= GOAL.initial_brotli_kb * 1024 },
      lcp_warm: { goal: `<= ${GOAL.lcp_warm_ms} ms`, median_ms: appStats.warm.lcp.median_ms, met: appStats.warm.lcp.median_ms <= GOAL.lcp_warm_ms },
      wasm_off_critical_path: { goal: 'requested after the first rows', loads_with_wasm: wasmSeen.length, before_rows: wasmBeforeRows, met: wasmBeforeRows === 0 },
    };
    const yes = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(`\ngoals: initial ${goals.initial_brotli.value_kb} KB brotli (≤ ${GOAL.initial_brotli_kb}) ${yes(goals.initial_brotli.met)}; LCP warm ${goals.lcp_warm.median_ms} ms (≤ ${GOAL.lcp_warm_ms}) ${yes(goals.lcp_warm.met)}; wasm after the rows ${yes(goals.wasm_off_critical_path.met)}`);

    const file = writeResults('startup', {
      config: { dataset: 'P10k', project: project.identifier, route: '/:slug/projects/:projectId/issues', layout: 'list', local_cache: values.cache, reps, settle_ms: settleMs, chromium: browser.version(), viewport: '1280x800', web_build: { ...app.web, built: buildSeconds !== null }, build_seconds: buildSeconds },
      goals: GOAL,
      initial: { files: initial, total: initialTotal, lazy_files: lazyPaths, cold_sets_differ: setsDiffer },
      worker_before_rows: { files: workerSizes, total: wt },
      manifest_static_closure: { files: closure, total: ct },
      contents,
      comparator: { files: floorSizes, total: ft },
      timings: { app: appStats, floor: floorStats },
      wasm,
      goal_check: goals,
      page_errors: [...new Set(errors)],
      failed_reps: failed,
      loads: { app: appLoads.map(roundLoad), floor: floorLoads.map(roundLoad) },
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
