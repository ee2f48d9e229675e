// Issue 17: workspace analytics on W50k (50,000 items, 20 projects) through the real HTTP server, against the floor of
// the same numbers: the raw `SELECT count(*) … GROUP BY` statements run by psql on the same PostgreSQL (no HTTP, no
// session, no scope resolution, no names). Goal: each answer ≤ 300 ms on PostgreSQL (p95).
//   npm run bench:analytics [-- --runs 30 --warmup 5 --backends postgres]
// The floor needs psql (PG_BIN or /usr/lib/postgresql/15/bin), so it runs on PostgreSQL only; on PGlite the calls are
// measured without a floor.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeTempDataset } from './dataset/dataset-file';
import { startApiServer } from './lib/api-server';
import { parseBackends, prepareBackend } from './lib/backends';
import { formatTable, writeResults } from './lib/results';
import { signIn } from './lib/session';
import { median, quantile, round } from './lib/stats';

const GOAL_MS = 300;
const PSQL = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'psql');

/** The measured calls: path under the workspace, and the floor statement counting the same numbers. */
interface Call {
  name: string;
  path: string;
  floor: (ws: string, since: string) => string;
}

const LIVE = (ws: string) => `w.workspace_id = '${ws}' and w.deleted_at is null and w.archived_at is null and not w.is_draft and not w.is_epic and not w.is_intake`;

const CALLS: Call[] = [
  {
    name: 'overview last_30_days',
    path: 'analytics/overview/?duration=last_30_days',
    // Totals by state group and the created / completed counts per day: two GROUP BYs.
    floor: (ws, since) =>
      `select s."group", count(*) from work_items w left join states s on s.id = w.state_id where ${LIVE(ws)} group by 1;` +
      ` select (w.created_at at time zone 'UTC')::date, count(*) from work_items w where ${LIVE(ws)} and w.created_at >= '${since}' group by 1;`,
  },
  {
    name: 'chart state_group × priority (all_time)',
    path: 'analytics/?x_axis=state_group&segment=priority&duration=all_time',
    floor: (ws) => `select s."group", w.priority, count(*) from work_items w left join states s on s.id = w.state_id where ${LIVE(ws)} group by 1, 2;`,
  },
  {
    name: 'chart label, estimate points (all_time)',
    path: 'analytics/?x_axis=label&y_axis=estimate_points&duration=all_time',
    floor: (ws) =>
      `select wl.label_id, sum(case when ep.value ~ '^[0-9]+$' then ep.value::float8 else 0 end) from work_items w` +
      ` left join work_item_labels wl on wl.work_item_id = w.id left join estimate_points ep on ep.id = w.estimate_point where ${LIVE(ws)} group by 1;`,
  },
  {
    name: 'projects last_30_days',
    path: 'analytics/projects/?duration=last_30_days',
    floor: (ws) => `select w.project_id, s."group", count(*) from work_items w left join states s on s.id = w.state_id where ${LIVE(ws)} group by 1, 2;`,
  },
];

async function timedGet(url: string, cookie: string): Promise<{ ms: number; body: string; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  return { ms: performance.now() - started, body, status: res.status };
}

/** Runs each floor statement warmup + runs times in ONE psql session (\timing: client-observed round trips). */
function floorTimes(url: string, sqls: string[], warmup: number, runs: number): number[][] {
  const script = ['\\timing on'];
  for (let r = 0; r < warmup + runs; r += 1) for (const s of sqls) script.push(`\\echo @${sqls.indexOf(s)}`, s);
  const out = spawnSync(PSQL, [url, '-X', '-q', '-A', '-t', '-o', '/dev/null'], { input: script.join('\n'), encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (out.status !== 0) throw new Error(`psql failed: ${out.stderr}`);
  // -o sends rows away; \echo and Time: lines stay on stdout. One statement's time = the sum of its Time: lines.
  const samples: number[][] = sqls.map(() => []);
  let current = -1;
  let acc = 0;
  const flush = () => {
    if (current >= 0) samples[current].push(acc);
  };
  for (const line of out.stdout.split('\n')) {
    const marker = /^@(\d+)$/.exec(line.trim());
    const time = /^Time: ([\d.]+) ms/.exec(line.trim());
    if (marker) {
      flush();
      current = Number(marker[1]);
      acc = 0;
    } else if (time) acc += Number(time[1]);
  }
  flush();
  return samples.map((s) => s.slice(warmup * 1));
}

const stat = (s: number[]) => ({ runs: s.length, p50_ms: round(median(s)), p95_ms: round(quantile(s, 0.95)), min_ms: round(Math.min(...s)) });

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' }, warmup: { type: 'string', default: '5' }, backends: { type: 'string', default: 'postgres' } }, strict: true });
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const kinds = parseBackends(values.backends);
  const startedAt = performance.now();
  const temp = writeTempDataset('W50k');
  const { dataset } = temp;
  const ws = dataset.workspace.id;
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  console.log(`analytics: W50k (${dataset.workspace.slug}), ${CALLS.length} calls as the owner (workspace admin: every project), ${warmup} warm-up + ${runs} rounds, rotating order\n`);
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
        const base = `${server.baseUrl}/api/workspaces/${dataset.workspace.slug}/`;
        const checks: Record<string, unknown> = {};
        for (const c of CALLS) {
          const { status, body } = await timedGet(base + c.path, cookie);
          if (status !== 200) throw new Error(`${c.name} answered ${status}: ${body.slice(0, 300)}`);
          const json = JSON.parse(body) as { totals?: { work_items: number }; rows?: unknown[]; total?: number } | unknown[];
          checks[c.name] = Array.isArray(json) ? { rows: json.length } : { work_items: json.totals?.work_items, rows: json.rows?.length, total: json.total, bytes: body.length };
        }
        console.log(`[${kind}] answers: ${JSON.stringify(checks)}`);
        const samples: number[][] = CALLS.map(() => []);
        for (let r = 0; r < warmup + runs; r += 1) {
          for (let i = 0; i < CALLS.length; i += 1) {
            const k = (i + r) % CALLS.length;
            const { ms, status } = await timedGet(base + CALLS[k].path, cookie);
            if (status !== 200) throw new Error(`${CALLS[k].name} answered ${status}`);
            if (r >= warmup) samples[k].push(ms);
          }
        }
        const floors = 'databaseUrl' in backend.target ? floorTimes(backend.target.databaseUrl, CALLS.map((c) => c.floor(ws, since)), warmup, runs) : null;
        const result = CALLS.map((c, i) => {
          const api = stat(samples[i]);
          const floor = floors ? stat(floors[i]) : null;
          table.push([kind, c.name, api.p50_ms, api.p95_ms, floor ? floor.p50_ms : '-', floor ? floor.p95_ms : '-', floor ? round(api.p50_ms / floor.p50_ms, 2) : '-', api.p95_ms <= GOAL_MS ? 'met' : 'MISSED']);
          return { call: c.name, path: c.path, api, floor, ratio_p50: floor ? round(api.p50_ms / floor.p50_ms, 2) : null, goal_met: api.p95_ms <= GOAL_MS, api_samples_ms: samples[i].map((s) => round(s)) };
        });
        backends[kind] = { load_seconds: round(backend.loadSeconds, 1), checks, calls: result };
      } finally {
        await server.stop();
        await backend.dispose();
      }
    }
  } finally {
    temp.cleanup();
  }
  console.log(`\n${formatTable(['database', 'call', 'API p50 ms', 'API p95 ms', 'floor p50 ms', 'floor p95 ms', 'API ÷ floor (p50)', `p95 ≤ ${GOAL_MS} ms`], table)}`);
  const file = writeResults('analytics', {
    config: { dataset: 'W50k', dataset_sha256: temp.sha256, caller: 'owner (workspace admin)', runs, warmup_rounds: warmup, floor: 'psql \\timing of the raw GROUP BY statements (PostgreSQL only)' },
    goal_ms: GOAL_MS,
    backends,
    wall_seconds: round((performance.now() - startedAt) / 1000, 1),
  });
  console.log(`results: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
