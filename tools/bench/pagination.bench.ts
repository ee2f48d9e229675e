// B6 (BENCHMARKS.md): pagination depth. Pages 1, 10 and 100 (50 items each) of a 10,000-item project (dataset P10k),
// one request at a time over a kept-alive connection, on PGlite and on PostgreSQL. Comparator: page 1 itself — the
// goal is page 100 ≤ 1.5 × page 1.
//   npm run bench:pagination [-- --runs 30 --warmup 5 --backends pglite,postgres]
import { parseArgs } from 'node:util';
import { writeTempDataset } from './dataset/dataset-file';
import { startApiServer } from './lib/api-server';
import { parseBackends, prepareBackend } from './lib/backends';
import { liveItemsNewestFirst } from './lib/expected';
import { formatTable, writeResults } from './lib/results';
import { signIn } from './lib/session';
import { median, quantile, round } from './lib/stats';

const PER_PAGE = 50;
const PAGES = [1, 10, 100] as const;
const GOAL_RATIO = 1.5;

/** The list URL of page n (1-based): cursor perPage:pageIndex:offset, pageIndex = n − 1 (spec §9). */
function pageUrl(base: string, n: number): string {
  const index = n - 1;
  return `${base}?per_page=${PER_PAGE}&cursor=${PER_PAGE}:${index}:${index * PER_PAGE}`;
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; body: string; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  return { ms: performance.now() - started, body, status: res.status };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '30' }, warmup: { type: 'string', default: '5' }, backends: { type: 'string' } },
    strict: true,
  });
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const kinds = parseBackends(values.backends);
  const startedAt = performance.now();
  const temp = writeTempDataset('P10k');
  const { dataset } = temp;
  const project = dataset.projects[0];
  const listPath = `/api/workspaces/${dataset.workspace.slug}/projects/${project.id}/issues/`;
  const expected = liveItemsNewestFirst(dataset, project.id);
  console.log(`B6 pagination: P10k, project ${project.identifier} (${expected.length} live items), pages ${PAGES.join(', ')} of ${PER_PAGE}, default order`);
  console.log(`  ${warmup} warm-up rounds, then ${runs} rounds; each round asks every page once, in a rotating order\n`);

  const backends: Record<string, unknown> = {};
  const table: Array<Array<string | number>> = [];
  try {
    for (const kind of kinds) {
      const backend = await prepareBackend(kind, temp.file);
      console.log(`[${kind}] loaded in ${backend.loadSeconds.toFixed(1)} s`);
      const server = await startApiServer(backend.target).catch(async (e: unknown) => {
        await backend.dispose();
        throw e;
      });
      try {
        const cookie = await signIn(server.baseUrl, dataset.owner.email, dataset.password);
        const base = `${server.baseUrl}${listPath}`;
        const checks: Record<number, { results: number; total_count: number; matches_dataset: boolean }> = {};
        for (const n of PAGES) {
          const { body, status } = await timedGet(pageUrl(base, n), cookie);
          if (status !== 200) throw new Error(`page ${n} answered ${status}: ${body.slice(0, 300)}`);
          const page = JSON.parse(body) as { results: Array<{ id: string }>; total_count: number };
          const want = expected.slice((n - 1) * PER_PAGE, n * PER_PAGE).map((w) => w.id);
          checks[n] = { results: page.results.length, total_count: page.total_count, matches_dataset: page.results.map((w) => w.id).join() === want.join() };
        }
        console.log(`[${kind}] answers: ${PAGES.map((n) => `page ${n} ${checks[n].results} items${checks[n].matches_dataset ? '' : ' (NOT the expected items)'}`).join(', ')}`);
        const samples: Record<number, number[]> = Object.fromEntries(PAGES.map((n) => [n, []]));
        for (let round_ = 0; round_ < warmup + runs; round_ += 1) {
          // Rotate the order so no page always follows another (caches, connection reuse).
          const order = PAGES.map((_, i) => PAGES[(i + round_) % PAGES.length]);
          for (const n of order) {
            const { ms, status } = await timedGet(pageUrl(base, n), cookie);
            if (status !== 200) throw new Error(`page ${n} answered ${status}`);
            if (round_ >= warmup) samples[n].push(ms);
          }
        }
        const stats = Object.fromEntries(
          PAGES.map((n) => [n, { runs: samples[n].length, median_ms: round(median(samples[n])), p95_ms: round(quantile(samples[n], 0.95)), min_ms: round(Math.min(...samples[n])) }]),
        ) as Record<number, { runs: number; median_ms: number; p95_ms: number; min_ms: number }>;
        const ratio = round(stats[100].median_ms / stats[1].median_ms, 3);
        const ratioP95 = round(stats[100].p95_ms / stats[1].p95_ms, 3);
        backends[kind] = {
          load_seconds: round(backend.loadSeconds, 1),
          checks,
          pages: stats,
          ratio_page100_page1: ratio,
          ratio_page100_page1_p95: ratioP95,
          goal: { goal: `<= ${GOAL_RATIO}`, met: ratio <= GOAL_RATIO },
          samples_ms: Object.fromEntries(PAGES.map((n) => [n, samples[n].map((s) => round(s))])),
        };
        for (const n of PAGES) table.push([kind, n, stats[n].runs, stats[n].median_ms, stats[n].p95_ms, stats[n].min_ms, round(stats[n].median_ms / stats[1].median_ms, 2)]);
      } finally {
        await server.stop();
        await backend.dispose();
      }
    }
  } finally {
    temp.cleanup();
  }

  console.log(`\n${formatTable(['database', 'page', 'runs', 'median ms', 'p95 ms', 'min ms', '÷ page 1'], table)}`);
  for (const kind of kinds) {
    const b = backends[kind] as { ratio_page100_page1: number; ratio_page100_page1_p95: number; goal: { met: boolean } };
    console.log(`${kind}: page 100 / page 1 = ${b.ratio_page100_page1} (median), ${b.ratio_page100_page1_p95} (p95) — goal ≤ ${GOAL_RATIO}: ${b.goal.met ? 'met' : 'MISSED'}`);
  }
  const file = writeResults('pagination', {
    config: { dataset: 'P10k', dataset_sha256: temp.sha256, project: project.identifier, live_items: expected.length, per_page: PER_PAGE, pages: PAGES, runs, warmup_rounds: warmup, order_by: 'default (-created_at)' },
    goal_ratio: GOAL_RATIO,
    backends,
    wall_seconds: round((performance.now() - startedAt) / 1000, 1),
  });
  console.log(`results: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
