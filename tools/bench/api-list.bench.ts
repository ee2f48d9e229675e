// B5 (BENCHMARKS.md): the project list endpoint, a filtered 50-item page, under autocannon -c 50 -d 10 on loopback,
// on PGlite and on PostgreSQL, against the serialisation ceiling measured in the SAME API process (the stored bytes of
// one real answer served with no database work: apps/api/src/http/bench-ceiling.ts).
//   npm run bench:api-list [-- --reps 5 --ceiling-reps 3 --duration 10 --connections 50 --backends pglite,postgres]
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { writeTempDataset } from './dataset/dataset-file';
import { startApiServer } from './lib/api-server';
import { parseBackends, prepareBackend, type BackendKind } from './lib/backends';
import { liveItemsNewestFirst } from './lib/expected';
import { processStats } from './lib/process-stats';
import { formatTable, writeResults } from './lib/results';
import { signIn } from './lib/session';
import { median, round } from './lib/stats';

const CEILING_URL = '/api/bench-ceiling/';
const QUERY = 'per_page=50&priority=high,urgent&order_by=-created_at';
const FILTER = new Set(['high', 'urgent']);
const GOAL = { pglite_ratio: 0.25, postgres_ratio: 0.5, p99_ms: 50 };

interface Run {
  target: 'list' | 'ceiling';
  rps: number;
  p50_ms: number;
  p97_5_ms: number;
  p99_ms: number;
  /** Failed requests: socket errors and timeouts (no answer within 10 s; autocannon counts them as errors too) + non-2xx answers. */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  /** CPU time of the API process per answered request (user + system, from /proc): machine noise moves it far less than req/s. */
  server_cpu_ms_per_request: number;
}

async function cannon(url: string, connections: number, duration: number, headers: Record<string, string>, serverPid: number): Promise<Omit<Run, 'target'>> {
  const before = processStats(serverPid);
  const r = await autocannon({ url, connections, duration, headers });
  const after = processStats(serverPid);
  return {
    server_cpu_ms_per_request: round(((after.cpu_s - before.cpu_s) * 1000) / Math.max(1, r.requests.total), 2),
    rps: r.requests.average,
    p50_ms: r.latency.p50,
    p97_5_ms: r.latency.p97_5,
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

/** Which runs are followed by a ceiling run: ceilingReps of them, spread evenly over the reps. */
function ceilingAfter(reps: number, ceilingReps: number): boolean[] {
  return Array.from({ length: reps }, (_, i) => Math.floor(((i + 1) * ceilingReps) / reps) > Math.floor((i * ceilingReps) / reps));
}

function summarise(runs: Run[]) {
  const of = (target: Run['target']) => runs.filter((r) => r.target === target);
  const stat = (rs: Run[]) => ({
    reps: rs.length,
    rps: round(median(rs.map((r) => r.rps))),
    p50_ms: round(median(rs.map((r) => r.p50_ms))),
    p97_5_ms: round(median(rs.map((r) => r.p97_5_ms))),
    p99_ms: round(median(rs.map((r) => r.p99_ms))),
    worst_p99_ms: Math.max(...rs.map((r) => r.p99_ms)),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    timeouts: rs.reduce((a, r) => a + r.timeouts, 0),
    requests: rs.reduce((a, r) => a + r.requests, 0),
    server_cpu_ms_per_request: round(median(rs.map((r) => r.server_cpu_ms_per_request))),
  });
  const list = stat(of('list'));
  const ceiling = stat(of('ceiling'));
  return { list, ceiling, ratio_to_ceiling: round(list.rps / ceiling.rps, 3) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '5' },
      'ceiling-reps': { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      backends: { type: 'string' },
    },
    strict: true,
  });
  const reps = Number(values.reps);
  const ceilingReps = Math.min(reps, Number(values['ceiling-reps']));
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const kinds = parseBackends(values.backends);
  const startedAt = performance.now();

  const temp = writeTempDataset('W10k');
  const { dataset } = temp;
  const project = dataset.projects[0];
  const path = `/api/workspaces/${dataset.workspace.slug}/projects/${project.id}/issues/?${QUERY}`;
  const expected = liveItemsNewestFirst(dataset, project.id).filter((w) => FILTER.has(String(w.priority)));
  console.log(`B5 list API: W10k (${dataset.projects.length} projects), project ${project.identifier}, GET ${path.replace(project.id, '{id}')}`);
  console.log(`  autocannon -c ${connections} -d ${duration}: ${reps} list runs and ${ceilingReps} ceiling runs per database, interleaved, after a 3 s warm-up of each\n`);

  const backends: Record<string, unknown> = {};
  const table: Array<Array<string | number>> = [];
  try {
    for (const kind of kinds) {
      const backend = await prepareBackend(kind, temp.file);
      console.log(`[${kind}] loaded in ${backend.loadSeconds.toFixed(1)} s`);
      const server = await startApiServer(backend.target, { CAIRN_BENCH_CEILING: '1' }).catch(async (e: unknown) => {
        await backend.dispose();
        throw e;
      });
      try {
        const cookie = await signIn(server.baseUrl, dataset.owner.email, dataset.password);
        const real = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
        const body = await real.text();
        if (real.status !== 200) throw new Error(`GET ${path} answered ${real.status}: ${body.slice(0, 300)}`);
        const page = JSON.parse(body) as { results: Array<{ id: string; priority: string }>; total_count: number };
        const filterApplied = page.total_count === expected.length && page.results.every((w) => FILTER.has(w.priority));
        const check = {
          status: real.status,
          bytes: Buffer.byteLength(body),
          results: page.results.length,
          total_count: page.total_count,
          expected_total_count: expected.length,
          filter_applied: filterApplied,
          first_page_matches_dataset: filterApplied && page.results.map((w) => w.id).join() === expected.slice(0, 50).map((w) => w.id).join(),
        };
        const primed = await fetch(`${server.baseUrl}${CEILING_URL}?from=${encodeURIComponent(path)}`, { headers: { cookie } });
        const primedBody = await primed.text();
        if (primed.status !== 200 || primedBody !== body) throw new Error(`the ceiling did not store the same bytes (${primed.status}, ${primedBody.length} vs ${body.length} bytes)`);
        console.log(`[${kind}] answer: ${check.results} items, ${check.bytes} bytes, total_count ${check.total_count} (filter ${filterApplied ? 'applied' : `NOT applied: expected ${expected.length}`})`);

        const listUrl = `${server.baseUrl}${path}`;
        const ceilingUrl = `${server.baseUrl}${CEILING_URL}`;
        await cannon(listUrl, connections, 3, { cookie }, server.pid);
        await cannon(ceilingUrl, connections, 3, {}, server.pid);
        const runs: Run[] = [];
        const plan = ceilingAfter(reps, ceilingReps);
        for (let i = 0; i < reps; i += 1) {
          runs.push({ target: 'list', ...(await cannon(listUrl, connections, duration, { cookie }, server.pid)) });
          const last = runs[runs.length - 1];
          console.log(`[${kind}] list    run ${i + 1}: ${last.rps.toFixed(0)} req/s, p99 ${last.p99_ms} ms, errors ${last.errors} (timeouts ${last.timeouts}, non-2xx ${last.non2xx}), server CPU ${last.server_cpu_ms_per_request} ms/request`);
          if (plan[i]) {
            runs.push({ target: 'ceiling', ...(await cannon(ceilingUrl, connections, duration, {}, server.pid)) });
            const c = runs[runs.length - 1];
            console.log(`[${kind}] ceiling run: ${c.rps.toFixed(0)} req/s, p99 ${c.p99_ms} ms, errors ${c.errors}`);
          }
        }
        const summary = summarise(runs);
        const goalRatio = kind === 'postgres' ? GOAL.postgres_ratio : GOAL.pglite_ratio;
        const goals = {
          ratio: { goal: `>= ${goalRatio}`, met: summary.ratio_to_ceiling >= goalRatio },
          p99: { goal: `<= ${GOAL.p99_ms} ms`, met: summary.list.p99_ms <= GOAL.p99_ms },
          errors: { goal: '0', met: summary.list.errors === 0 && summary.ceiling.errors === 0 },
        };
        backends[kind] = { load_seconds: round(backend.loadSeconds, 1), check, summary, goals, runs };
        for (const [label, s] of [['list', summary.list], ['ceiling', summary.ceiling]] as const) {
          table.push([kind, label, s.reps, Math.round(s.rps), s.p50_ms, s.p97_5_ms, s.p99_ms, s.worst_p99_ms, s.errors, s.server_cpu_ms_per_request, label === 'list' ? summary.ratio_to_ceiling : 1]);
        }
      } finally {
        await server.stop();
        await backend.dispose();
      }
    }
  } finally {
    temp.cleanup();
  }

  const header = ['database', 'target', 'runs', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'worst p99', 'errors', 'cpu ms/req', 'ratio'];
  console.log(`\n${formatTable(header, table)}`);
  console.log('(medians over the runs; errors = all runs together, timeouts included; ratio = list req/s ÷ ceiling req/s in the same process)');
  for (const kind of kinds as BackendKind[]) {
    const b = backends[kind] as { goals: Record<string, { goal: string; met: boolean }>; check: { filter_applied: boolean } };
    const missed = Object.entries(b.goals).filter(([, g]) => !g.met).map(([k, g]) => `${k} ${g.goal}`);
    console.log(`${kind}: ${missed.length ? `MISSED ${missed.join('; ')}` : 'all goals met'}${b.check.filter_applied ? '' : ' (the endpoint ignored the filter: old query)'}`);
  }
  const file = writeResults('api-list', {
    config: { dataset: 'W10k', dataset_sha256: temp.sha256, project: project.identifier, path: path.replace(project.id, '{project_id}'), connections, duration_s: duration, reps, ceiling_reps: ceilingReps, warmup_s: 3 },
    goals: GOAL,
    backends,
    wall_seconds: round((performance.now() - startedAt) / 1000, 1),
  });
  console.log(`results: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
