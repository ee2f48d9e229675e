// Issue 13 item 7: the cycle screens in B4's style (BENCHMARKS.md B4 part 1), in ONE run on the production build over
// P10k (its 10,000-item project has two-week cycles, the one around the dataset's anchor current):
//   - a cycle's work-item list opened by URL: navigation start → first row in the DOM + 2 rAF (cold and warm visits);
//   - the cycles screen's active-cycle overview: navigation start → the burndown chart drawn (its SVG in the DOM);
//   - the floor: B4's comparator page (a bare react-virtual list with the cycle list's first 50 rows inlined).
// Goal, as B4's first rows: ≤ 300 ms; the ratio to the floor is printed (B4 reads "4× the floor" the same way).
//   npm run bench:planning [-- --reps 5 --build]
import { parseArgs } from 'node:util';
import { apiPaths, type Cycle, type WorkItem } from '@cairn/types';
import { startBenchApp, type BenchApp } from './browser/bench-app';
import { launchChromium } from './browser/chromium';
import { FLOOR_CONFIG, firstRowsEntry, openTwice, type FirstRowsEntry, type FirstRowsSample, type FirstRowsTarget } from './browser/first-rows';
import { harnessRows, stateNamesOf } from './browser/harness-rows';
import { startHarnessServer, type HarnessServer } from './browser/harness-server';
import { LAYOUT_PROBES, VIEWPORT_BODY } from './browser/layouts';
import { formatTable, writeResults } from './lib/results';
import { round } from './lib/stats';

const GOAL_MS = 300;
/** What "drawn" means on the overview: the burndown's SVG (the lazy plot chunk rendered), see libs/ui-kit charts. */
const OVERVIEW_SELECTOR = '.ck-burndown svg[role="img"]';

/**
 * The project's current cycle. The dataset's dates are fixed around its anchor, so on a later day no cycle of it is
 * current: then one is made from today (after the dataset's last cycle) holding the items of its latest cycle with items.
 */
async function currentCycle(app: BenchApp, slug: string, projectId: string): Promise<Cycle> {
  const cycles = await app.api<Cycle[]>('GET', apiPaths.cycles(slug, projectId));
  const found = cycles.find((c) => c.status === 'current');
  if (found) return found;
  // The latest cycle that holds items (the dataset's last one is upcoming on its anchor day, and empty).
  const dated = cycles.filter((c) => c.end_date).sort((a, b) => String(a.end_date).localeCompare(String(b.end_date)));
  const last = [...dated].reverse().find((c) => c.total_issues > 0);
  const lastDated = dated.at(-1);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const today = Date.parse(`${day(Date.now())}T00:00:00Z`);
  const lastEnd = lastDated?.end_date ? Date.parse(`${lastDated.end_date}T00:00:00Z`) : 0;
  const start = Math.max(today - 6 * 86_400_000, lastEnd + 86_400_000);
  const made = await app.api<Cycle>('POST', apiPaths.cycles(slug, projectId), { name: 'Bench sprint', start_date: day(start), end_date: day(start + 13 * 86_400_000) });
  if (last) {
    const page = await app.api<{ results: WorkItem[] }>('GET', `${apiPaths.cycleIssues(slug, projectId, last.id)}?per_page=1000`);
    if (page.results.length) await app.api('POST', apiPaths.cycleIssues(slug, projectId, made.id), { issues: page.results.map((i) => i.id) });
  }
  console.log(`  no cycle of the dataset is current today: made "${made.name}" (${made.start_date} → ${made.end_date}) with the items of "${last?.name ?? '—'}"`);
  return made;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { reps: { type: 'string', default: '5' }, build: { type: 'boolean', default: false } }, strict: true });
  const reps = Math.max(1, Number(values.reps));
  const startedAt = performance.now();
  let app: BenchApp | null = null;
  let harness: HarnessServer | null = null;
  let browser: Awaited<ReturnType<typeof launchChromium>> | null = null;
  try {
    app = await startBenchApp('P10k', { build: values.build });
    const slug = app.temp.dataset.workspace.slug;
    const project = app.temp.dataset.projects[0];
    const current = await currentCycle(app, slug, project.id);
    const firstPage = await app.api<{ results: WorkItem[]; total_count: number }>('GET', `${apiPaths.cycleIssues(slug, project.id, current.id)}?per_page=50`);
    console.log(`Planning screens: P10k, project ${project.identifier}, current cycle "${current.name}" with ${firstPage.total_count} items; API ${app.baseUrl} (PGlite)`);
    harness = await startHarnessServer();
    harness.setConfig(FLOOR_CONFIG, { rows: harnessRows(firstPage.results, project.identifier, stateNamesOf(app.temp.dataset)), rowHeight: 44, ...VIEWPORT_BODY, overscan: 8 });
    browser = await launchChromium();

    const targets: Record<string, FirstRowsTarget> = {
      cycle_list: { baseUrl: app.baseUrl, url: `/${slug}/projects/${project.id}/cycles/${current.id}`, selector: LAYOUT_PROBES.list.row, session: app.session, listMarker: '/cycle-issues/?' },
      active_overview: { baseUrl: app.baseUrl, url: `/${slug}/projects/${project.id}/cycles`, selector: OVERVIEW_SELECTOR, session: app.session, listMarker: '/cycles/' },
      floor: { baseUrl: harness.baseUrl, url: `/?config=${FLOOR_CONFIG}`, selector: '.b4-row' },
    };
    const errors: string[] = [];
    const samples = new Map<string, FirstRowsSample[]>(Object.keys(targets).map((k) => [k, []]));
    // One unmeasured open of each warms the server, the database and the OS file cache.
    for (const target of Object.values(targets)) await openTwice(browser, target, errors);
    for (let rep = 0; rep < reps; rep += 1) {
      const line: string[] = [];
      for (const [name, target] of Object.entries(targets)) {
        const [cold, warm] = await openTwice(browser, target, errors);
        samples.get(name)?.push(cold, warm);
        line.push(`${name} ${Math.round(warm.painted ?? -1)}/${Math.round(cold.painted ?? -1)}`);
      }
      console.log(`  rep ${rep + 1}/${reps} (warm/cold ms): ${line.join(', ')}`);
    }
    const entries: Record<string, FirstRowsEntry> = Object.fromEntries([...samples].map(([name, s]) => [name, firstRowsEntry(s)]));
    const floor = entries.floor;
    const rows = Object.entries(entries).map(([name, e]) => [
      name, e.warm.median_ms, e.warm.p95_ms, e.cold.median_ms, e.cold.p95_ms, round(e.warm.median_ms / floor.warm.median_ms, 2), e.warm.api_requests_median,
    ]);
    console.log(`\n${formatTable(['screen', 'warm med', 'warm p95', 'cold med', 'cold p95', '× floor (warm)', 'API requests'], rows)}`);
    const goals = Object.fromEntries(
      Object.entries(entries).filter(([name]) => name !== 'floor').map(([name, e]) => [name, { goal: `≤ ${GOAL_MS} ms`, warm_median: e.warm.median_ms, met: e.warm.median_ms <= GOAL_MS, floor_ratio: round(e.warm.median_ms / floor.warm.median_ms, 2) }]),
    );
    for (const [name, g] of Object.entries(goals)) console.log(`${name}: warm median ${g.warm_median} ms (${g.goal}) ${g.met ? 'met' : 'MISSED'}, ${g.floor_ratio}× the floor`);
    if (errors.length) console.log(`page errors: ${[...new Set(errors)].join(' | ')}`);
    const file = writeResults('planning-browser', {
      config: { dataset: 'P10k', dataset_sha256: app.temp.sha256, project: project.identifier, cycle: current.name, cycle_items: firstPage.total_count, reps, web_build: app.web, chromium: browser.version() },
      goal_ms: GOAL_MS,
      screens: entries,
      goal_check: goals,
      page_errors: [...new Set(errors)],
      wall_seconds: round((performance.now() - startedAt) / 1000, 1),
    });
    console.log(`results: ${file}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await harness?.stop().catch(() => undefined);
    await app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
