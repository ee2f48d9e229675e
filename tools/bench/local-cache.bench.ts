// B1–B3 (BENCHMARKS.md, issue 6 item 5): the browser's local work-item cache in headless Chromium on the production
// build, each benchmark beside its comparator, in ONE run (tools/bench/README.md "B1–B3"):
//   B2 cold bootstrap: an empty cache-on profile opens the list → first page (server) and the whole sync, long tasks;
//      floor: the same sync bytes fetched, parsed and written with @cairn/local-db in a worker (local-db-harness).
//   B1 warm list open (in-app, no reload; list, kanban, spreadsheet): cache on (B2's synced profile) vs cache off vs the
//      floor (reopen the database + the app's query + a bare React render of 50 rows); and the page-load variant.
//   B3 interactions on the list (filter, group_by, order_by, search): input → changed list painted, vs the raw query.
//   npm run bench:local-cache [-- --size W50k --reps 7 --build --layouts list,kanban,spreadsheet
//                                --page-load-layouts list,kanban,spreadsheet --cold-runs 5 --floor-fills 5 --sync-timeout 900
//                                --skip-mid (no B1 on the mid-size project) --rtt 100 (B1 again over an emulated round trip; 0 = skip)]
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { apiPaths, WORK_ITEM_LAYOUTS, type WorkItemLayout } from '@cairn/types';
import { DATASET_SIZES, type DatasetSize } from './dataset/dataset-sizes';
import { startBenchApp, type BenchApp } from './browser/bench-app';
import { openProfile, type CacheMode } from './browser/cache-profile';
import { launchChromium } from './browser/chromium';
import type { FillTiming, FloorQueryContext } from './browser/local-db-harness/floor-protocol';
import { measureColdBootstrap, type ColdBootstrapResult, type WarmProfile } from './browser/local-cache/cold-bootstrap';
import { openFloorPage, startFloorServer, type FloorPage, type FloorServer } from './browser/local-cache/floor-page';
import { defaultInteractions, measureInteractions } from './browser/local-cache/interactions';
import { waitForCacheIdle } from './browser/local-cache/page-activity';
import { b1Check, b2Check, b3Check, GOALS, printB1, printB2, printB3, printPageLoad } from './browser/local-cache/report';
import { pickSearchWord } from './browser/local-cache/search-word';
import { captureSyncPages } from './browser/local-cache/sync-pages';
import { installPageLoadProbe, measurePageLoad, measureWarmOpen } from './browser/local-cache/warm-open';
import { workItemsRoute } from './browser/layouts';
import { writeResults } from './lib/results';
import { round } from './lib/stats';

const B1_LAYOUTS: readonly WorkItemLayout[] = ['list', 'kanban', 'spreadsheet'];

/** Adds `rtt` ms to every request of the page (CDP network emulation); resolves to the function that removes it. */
async function emulateLatency(page: Page, rtt: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: -1, uploadThroughput: -1 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

function parseLayouts(value: string | undefined, flag: string): WorkItemLayout[] {
  if (!value) return [...B1_LAYOUTS];
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const v of list) if (!WORK_ITEM_LAYOUTS.includes(v as WorkItemLayout)) throw new Error(`--${flag} takes ${WORK_ITEM_LAYOUTS.join(', ')} (got ${v})`);
  return list as WorkItemLayout[];
}

const elapsed = (since: number) => `${round((performance.now() - since) / 1000, 0)} s`;

async function joinedProjectIds(app: BenchApp): Promise<string[]> {
  const projects = await app.api<Array<{ id: string; is_member: boolean }>>('GET', apiPaths.projects(app.temp.dataset.workspace.slug));
  return projects.filter((p) => p.is_member).map((p) => p.id);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'W50k' },
      reps: { type: 'string', default: '7' },
      build: { type: 'boolean', default: false },
      layouts: { type: 'string' },
      'page-load-layouts': { type: 'string' },
      'cold-runs': { type: 'string', default: '5' },
      'floor-fills': { type: 'string', default: '5' },
      'sync-timeout': { type: 'string', default: '900' },
      'skip-mid': { type: 'boolean', default: false },
      rtt: { type: 'string', default: '100' },
    },
    strict: true,
  });
  const size = values.size as DatasetSize;
  if (!DATASET_SIZES.includes(size)) throw new Error(`--size takes ${DATASET_SIZES.join(', ')}`);
  const reps = Math.max(1, Number(values.reps));
  const layouts = parseLayouts(values.layouts, 'layouts');
  const pageLoadLayouts = parseLayouts(values['page-load-layouts'], 'page-load-layouts');
  const coldRuns = Math.max(1, Number(values['cold-runs']));
  const floorFills = Math.max(1, Number(values['floor-fills']));
  const syncTimeoutMs = Number(values['sync-timeout']) * 1000;
  const startedAt = performance.now();
  const errors: string[] = [];
  const phases: Record<string, number> = {};
  const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await run();
    } finally {
      phases[name] = round((performance.now() - t) / 1000, 1);
    }
  };

  let app: BenchApp | null = null;
  let floorServer: FloorServer | null = null;
  let browser: Awaited<ReturnType<typeof launchChromium>> | null = null;
  const open: Array<{ close(): Promise<void> }> = [];
  try {
    app = await phase('seed_and_start_seconds', () => startBenchApp(size, { build: values.build }));
    const { dataset } = app.temp;
    const project = dataset.projects[0];
    const slug = dataset.workspace.slug;
    console.log(`B1–B3 local cache: ${size} (${dataset.projects.length} projects), project under test ${project.identifier} (${project.live_items} live of ${project.items} items), API ${app.baseUrl}, PGlite loaded in ${app.loadSeconds.toFixed(1)} s`);
    const w = app.web;
    console.log(`  web build ${w.built_at}${w.built ? ' (built now)' : ''}, HEAD ${w.git_head ?? '?'} + ${w.uncommitted_files ?? '?'} uncommitted files under apps/web, libs${w.older_than_sources ? ' — the build is OLDER than those sources: --build measures the current code' : ''}`);
    const joined = await joinedProjectIds(app);
    const missing = dataset.projects.filter((p) => !joined.includes(p.id)).map((p) => p.identifier);
    console.log(`  the owner joined ${joined.length} of ${dataset.projects.length} projects${missing.length ? ` (not: ${missing.join(', ')})` : ''}`);
    const ctx: FloorQueryContext = { workspaceId: dataset.workspace.id, projectIds: [project.id], context: 'project', userId: dataset.owner.id };

    const captured = await phase('capture_sync_pages_seconds', () => captureSyncPages(app!, joined));
    console.log(`  sync pages captured through the API: ${captured.pages.length} pages, ${captured.rows} rows, ${round(captured.bytes / 2 ** 20, 1)} MB in ${round(captured.seconds, 1)} s`);
    floorServer = await startFloorServer(captured.pages);
    browser = await launchChromium();
    console.log(`  Chromium ${browser.version()}, floor page ${floorServer.server.baseUrl} (${Math.round(floorServer.server.jsBytes / 1024)} KB JS)`);

    // B2 — the app's cold bootstrap(s); the last profile stays as the warm cache-on profile.
    await app.setDisplayFilters(project.id, { layout: 'list', group_by: null, order_by: '-created_at' });
    const cold: ColdBootstrapResult[] = [];
    let warmOn: WarmProfile | null = null;
    for (let run = 0; run < coldRuns; run += 1) {
      console.log(`\nB2 cold bootstrap ${run + 1}/${coldRuns}: empty profile, cache on, ${workItemsRoute(slug, project.id)} — syncing ${joined.length} projects (${captured.rows} rows)`);
      const { result, profile } = await phase(`b2_cold_run_${run + 1}_seconds`, () => measureColdBootstrap(browser!, app!, project, joined, syncTimeoutMs, errors));
      cold.push(result);
      console.log(`  fully synced at ${round(result.fully_synced_ms / 1000, 1)} s (sync itself ${round((result.sync_only_ms ?? 0) / 1000, 1)} s, ${result.sync_requests} sync requests), ${result.long_tasks.count} long tasks${result.long_tasks.tasks.length ? ` (ms at → duration: ${result.long_tasks.tasks.map((t) => `${Math.round(t.start)} → ${Math.round(t.duration)}`).join(', ')})` : ''}`);
      // Only the last profile stays (B1 and B3 run in it): nothing else syncs or resyncs meanwhile.
      if (run < coldRuns - 1) await profile.context.close();
      else warmOn = profile;
    }
    open.push(warmOn!.context);

    console.log(`\nB2 floor: ${floorFills} fill(s) of a fresh database, each in a fresh harness profile`);
    const floorStarted = performance.now();
    const fills: FillTiming[] = [];
    let floor: FloorPage | null = null;
    for (let i = 0; i < floorFills; i += 1) {
      const page = await openFloorPage(browser, floorServer, errors);
      const fill = await page.fill({ userId: dataset.owner.id, workspaceId: dataset.workspace.id }, joined).catch(async (error: unknown) => {
        await page.close();
        throw error;
      });
      fills.push(fill);
      console.log(`  fill ${i + 1}/${floorFills}: ${round(fill.total_ms / 1000, 2)} s (open ${round(fill.open_ms, 0)} ms, fetch ${round(fill.fetch_ms, 0)}, parse ${round(fill.parse_ms, 0)}, write ${round(fill.write_ms, 0)}, indexes ${round(fill.index_ms, 0)}; storage ${page.init.storage}, wasm start ${round(page.init.ms, 0)} ms)`);
      if (i < floorFills - 1) await page.close();
      else floor = page;
    }
    open.push(floor!);
    phases.b2_floor_seconds = round((performance.now() - floorStarted) / 1000, 1);
    printB2(cold, fills);

    // B1 — warm in-app opens, cache off vs on vs floor; then the page-load variant.
    const off = await openProfile(browser, app, 'cache-off', errors);
    open.push(off.context);
    const pages: Record<CacheMode, WarmProfile> = { 'cache-off': off, 'cache-on': warmOn! };
    await off.page.goto(`/${slug}/projects`, { waitUntil: 'load' });
    await waitForCacheIdle(warmOn!.page, () => warmOn!.page.goto(`/${slug}/projects`, { waitUntil: 'load' }), { syncRequests: joined.length });
    console.log(`\nB1 warm in-app list open: ${layouts.join(', ')} × ${reps} reps (+1 unmeasured), cache off → cache on → floor`);
    const b1 = await phase('b1_in_app_seconds', () => measureWarmOpen(app!, pages, floor!, project, ctx, layouts, reps));
    // A mid-size project too (list layout only): how the open scales with the project's size.
    const mid = dataset.projects[Math.floor(dataset.projects.length / 2)];
    let b1Mid: Awaited<ReturnType<typeof measureWarmOpen>> = {};
    if (!values['skip-mid'] && mid && mid.id !== project.id) {
      console.log(`\nB1 on a mid-size project: ${mid.identifier} (${mid.live_items} live items), list × ${reps} reps (+1 unmeasured)`);
      b1Mid = await phase('b1_mid_seconds', () => measureWarmOpen(app!, pages, floor!, mid, { ...ctx, projectIds: [mid.id] }, ['list'], reps));
    }
    printB1(b1, b1Mid, mid?.identifier);
    // The same warm opens over an emulated round trip (no goal; loopback is BENCHMARKS.md's comparator): what the
    // cache saves where the server is not 0.1 ms away.
    const rtt = Math.max(0, Number(values.rtt));
    let b1Rtt: Awaited<ReturnType<typeof measureWarmOpen>> = {};
    if (rtt > 0) {
      console.log(`\nB1 over an emulated ${rtt} ms round trip (Chromium network emulation on both profiles): ${layouts.join(', ')} × ${reps} reps`);
      const restore = await Promise.all(Object.values(pages).map((p) => emulateLatency(p.page, rtt)));
      try {
        b1Rtt = await phase('b1_rtt_seconds', () => measureWarmOpen(app!, pages, floor!, project, ctx, layouts, reps));
      } finally {
        for (const undo of restore) await undo();
      }
      printB1(b1Rtt);
    }
    console.log(`\nB1 page-load variant: ${pageLoadLayouts.join(', ')} × ${reps} reps (+1 unmeasured)`);
    await installPageLoadProbe(pages);
    const pageLoad = await phase('b1_page_load_seconds', () => measurePageLoad(app!, pages, project.id, pageLoadLayouts, reps));
    printPageLoad(pageLoad);

    // B3 — interactions on the list layout in the warm cache-on profile.
    await app.setDisplayFilters(project.id, { layout: 'list', group_by: null, order_by: '-created_at' });
    await waitForCacheIdle(warmOn!.page, () => warmOn!.page.goto(workItemsRoute(slug, project.id), { waitUntil: 'load' }), { syncRequests: joined.length });
    const search = pickSearchWord(dataset, project.id);
    const interactions = defaultInteractions({ groupLabel: 'None', orderLabel: 'Last created' }, { groupLabel: 'State', orderLabel: 'Priority' }, search.word);
    console.log(`\nB3 interactions: ${interactions.map((i) => i.name).join(', ')} × ${reps} reps (+1 learning round); search word "${search.word}" (in ${search.titles} of ${search.of} titles)`);
    const b3 = await phase('b3_seconds', () => measureInteractions(warmOn!.page, floor!, project, ctx, interactions, reps));

    printB2(cold, fills);
    printB1(b1, b1Mid, mid?.identifier);
    printPageLoad(pageLoad);
    printB3(b3);
    if (errors.length) console.log(`\npage errors: ${[...new Set(errors)].join(' | ')}`);

    const file = writeResults('local-cache', {
      config: {
        dataset: size,
        dataset_sha256: app.temp.sha256,
        project: project.identifier,
        project_items: project.items,
        live_items: project.live_items,
        joined_projects: joined.length,
        sync_rows: captured.rows,
        sync_pages: captured.pages.length,
        sync_bytes: captured.bytes,
        database: 'pglite',
        reps,
        layouts,
        page_load_layouts: pageLoadLayouts,
        cold_runs: coldRuns,
        floor_fills: floorFills,
        floor_storage: floor!.init.storage,
        search_word: search,
        chromium: browser.version(),
        viewport: '1280x800',
        web_build: app.web,
        floor_js_bytes: floorServer.server.jsBytes,
      },
      goals: GOALS,
      b1_warm_open: b1,
      b1_warm_open_mid_project: mid && Object.keys(b1Mid).length ? { project: mid.identifier, live_items: mid.live_items, ...b1Mid } : null,
      b1_warm_open_rtt: rtt > 0 ? { rtt_ms: rtt, ...b1Rtt } : null,
      b1_page_load: pageLoad,
      b2_cold_bootstrap: { app: cold, floor: fills },
      b3_interactions: b3,
      goal_check: {
        b1: Object.fromEntries(Object.entries(b1).map(([layout, r]) => [layout, b1Check(r)])),
        b1_mid_project: Object.fromEntries(Object.entries(b1Mid).map(([layout, r]) => [layout, b1Check(r)])),
        b2: b2Check(cold, fills),
        b3: b3Check(b3),
      },
      phases_seconds: phases,
      page_errors: [...new Set(errors)],
      wall_seconds: round((performance.now() - startedAt) / 1000, 1),
    });
    console.log(`\nresults: ${file} (${elapsed(startedAt)}; phases ${Object.entries(phases).map(([k, v]) => `${k.replace(/_seconds$/, '')} ${v} s`).join(', ')})`);
  } finally {
    for (const o of open.reverse()) await o.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await floorServer?.stop().catch(() => undefined);
    await app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
