// B9 (BENCHMARKS.md): mixed load — a simulated team of active users on W10k opening lists and items, commenting and
// changing state and assignees, with think time, against the real API on PGlite and on PostgreSQL. Reports p50 / p99
// per action, errors, and the server's memory at the start and end.
//   npm run bench:mixed-load [-- --users 200 --duration 60 --think-min 1 --think-max 5 --seed cairn-mixed --backends pglite,postgres]
// Everything goes to the API process this script starts on 127.0.0.1; every user's loop ends at the deadline (and
// after at most duration / think-min + 1 actions), every request has a 15 s timeout.
import { parseArgs } from 'node:util';
import { writeTempDataset } from './dataset/dataset-file';
import type { BenchDataset } from './dataset/generate-dataset';
import { createRng, type Rng } from './dataset/prng';
import { startApiServer } from './lib/api-server';
import { parseBackends, prepareBackend } from './lib/backends';
import { processStats, type ProcessStats } from './lib/process-stats';
import { formatTable, writeResults } from './lib/results';
import { signInSession, type BenchSession } from './lib/session';
import { quantile, round } from './lib/stats';

// Memory: "no memory growth" (BENCHMARKS.md), read as RSS growing at most 5 % after the first third of the run.
const GOAL = { p99_ms: 100, errors: 0, rss_growth_pct: 5 };
const REQUEST_TIMEOUT_MS = 15_000;
const ACTIONS = ['open_list', 'open_item', 'comment', 'change_state', 'change_assignees'] as const;
type Action = (typeof ACTIONS)[number];
// A working day's mix: mostly reading, one action in four a write.
const WEIGHTS: Record<Action, number> = { open_list: 35, open_item: 40, comment: 9, change_state: 9, change_assignees: 7 };
// The list requests the app sends: the default list, a filter, grouped by state (the kanban), by priority, and an assignee's items.
const LIST_QUERIES = [
  'per_page=50&order_by=-created_at',
  'per_page=50&priority=high,urgent&order_by=-created_at',
  'per_page=50&group_by=state&order_by=sort_order',
  'per_page=50&order_by=priority',
  'per_page=50&assignees={member}&order_by=-updated_at',
];

interface ProjectFixture {
  id: string;
  stateIds: string[];
  memberIds: string[];
  itemIds: string[];
}

/** What the users act on, from the dataset: each project's states, writer members and live items. */
function fixtures(dataset: BenchDataset): { projects: ProjectFixture[]; writers: Array<{ id: string; email: string }> } {
  const rows = (table: string) => dataset.tables.find((t) => t.table === table)?.rows ?? [];
  const roles = new Map(rows('workspace_members').map((m) => [String(m.member), Number(m.role)]));
  // Admins (20) and members (15) may change items; the guest (5) may not.
  const writers = rows('users')
    .filter((u) => (roles.get(String(u.id)) ?? 0) >= 15)
    .map((u) => ({ id: String(u.id), email: String(u.email) }));
  const projects = dataset.projects.map((p) => ({
    id: p.id,
    stateIds: rows('states').filter((s) => s.project_id === p.id).map((s) => String(s.id)),
    memberIds: rows('project_members').filter((m) => m.project_id === p.id && Number(m.role) >= 15).map((m) => String(m.member)),
    itemIds: rows('work_items').filter((w) => w.project_id === p.id && w.archived_at === null && !w.is_draft).map((w) => String(w.id)),
  }));
  return { projects, writers };
}

interface Outcome {
  action: Action;
  ms: number;
  ok: boolean;
  /** Status of the first failed request (0 = no answer / network error), when not ok. */
  status?: number;
  detail?: string;
}

/** One HTTP request of a simulated user; never throws. */
async function call(baseUrl: string, session: BenchSession, method: string, path: string, body?: unknown): Promise<{ status: number; detail?: string }> {
  const headers: Record<string, string> = { cookie: session.cookie };
  if (method !== 'GET') {
    headers['x-csrftoken'] = session.csrftoken;
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    return res.ok ? { status: res.status } : { status: res.status, detail: `${method} ${path.replace(/[0-9a-f-]{36}/g, '{id}')}: ${text.slice(0, 160)}` };
  } catch (error) {
    return { status: 0, detail: `${method} ${path.replace(/[0-9a-f-]{36}/g, '{id}')}: ${(error as Error).name} ${(error as Error).message}` };
  }
}

function pickAction(rng: Rng): Action {
  return rng.weighted(ACTIONS, ACTIONS.map((a) => WEIGHTS[a]));
}

/** Runs one action as the app would (an item opens with its comments and history in parallel) and times it. */
async function runAction(action: Action, rng: Rng, baseUrl: string, slug: string, session: BenchSession, project: ProjectFixture): Promise<Outcome> {
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const item = rng.pick(project.itemIds);
  const requests: Array<Promise<{ status: number; detail?: string }>> = [];
  const started = performance.now();
  switch (action) {
    case 'open_list':
      requests.push(call(baseUrl, session, 'GET', `${base}/issues/?${rng.pick(LIST_QUERIES).replace('{member}', rng.pick(project.memberIds))}`));
      break;
    case 'open_item':
      requests.push(call(baseUrl, session, 'GET', `${base}/issues/${item}/`));
      requests.push(call(baseUrl, session, 'GET', `${base}/issues/${item}/comments/`));
      requests.push(call(baseUrl, session, 'GET', `${base}/issues/${item}/history/`));
      break;
    case 'comment':
      requests.push(call(baseUrl, session, 'POST', `${base}/issues/${item}/comments/`, { comment_html: `<p>Looked at this — note ${rng.int(1, 1e6)}.</p>` }));
      break;
    case 'change_state':
      requests.push(call(baseUrl, session, 'PATCH', `${base}/issues/${item}/`, { state_id: rng.pick(project.stateIds) }));
      break;
    case 'change_assignees':
      requests.push(call(baseUrl, session, 'PATCH', `${base}/issues/${item}/`, { assignee_ids: rng.weightedDistinct(project.memberIds, project.memberIds.map(() => 1), rng.int(0, 2)) }));
      break;
  }
  const answers = await Promise.all(requests);
  const ms = performance.now() - started;
  const failed = answers.find((a) => a.status < 200 || a.status >= 300);
  return failed ? { action, ms, ok: false, status: failed.status, detail: failed.detail } : { action, ms, ok: true };
}

interface LoadOptions {
  users: number;
  durationS: number;
  thinkMinS: number;
  thinkMaxS: number;
  seed: string;
}

/** The simulated team: each user starts within the first think interval, then acts and thinks until the deadline. */
async function simulate(baseUrl: string, dataset: BenchDataset, sessions: BenchSession[], options: LoadOptions): Promise<Outcome[]> {
  const { projects } = fixtures(dataset);
  const outcomes: Outcome[] = [];
  const deadline = performance.now() + options.durationS * 1000;
  const maxActions = Math.ceil(options.durationS / options.thinkMinS) + 1;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const user = async (index: number) => {
    const rng = createRng(`${options.seed}:user:${index}`);
    const session = sessions[index % sessions.length];
    // Each user works mostly in one project, as people do.
    const home = projects[index % projects.length];
    await sleep(rng.next() * options.thinkMaxS * 1000);
    for (let n = 0; n < maxActions && performance.now() < deadline; n += 1) {
      const project = rng.chance(0.85) ? home : rng.pick(projects);
      outcomes.push(await runAction(pickAction(rng), rng, baseUrl, dataset.workspace.slug, session, project));
      const think = (options.thinkMinS + rng.next() * (options.thinkMaxS - options.thinkMinS)) * 1000;
      if (performance.now() + think >= deadline) break;
      await sleep(think);
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  return outcomes;
}

function summarise(outcomes: Outcome[]) {
  const per = Object.fromEntries(
    ACTIONS.map((action) => {
      const mine = outcomes.filter((o) => o.action === action);
      const ms = mine.filter((o) => o.ok).map((o) => o.ms);
      const failed = mine.filter((o) => !o.ok);
      const statuses: Record<string, number> = {};
      for (const f of failed) statuses[String(f.status)] = (statuses[String(f.status)] ?? 0) + 1;
      return [
        action,
        {
          count: mine.length,
          p50_ms: round(quantile(ms, 0.5), 1),
          p95_ms: round(quantile(ms, 0.95), 1),
          p99_ms: round(quantile(ms, 0.99), 1),
          max_ms: ms.length ? round(Math.max(...ms), 1) : Number.NaN,
          errors: failed.length,
          error_statuses: statuses,
          first_errors: [...new Set(failed.map((f) => f.detail ?? ''))].slice(0, 3),
        },
      ];
    }),
  );
  return per as Record<Action, { count: number; p50_ms: number; p95_ms: number; p99_ms: number; max_ms: number; errors: number; error_statuses: Record<string, number>; first_errors: string[] }>;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '200' },
      duration: { type: 'string', default: '180' },
      'think-min': { type: 'string', default: '1' },
      'think-max': { type: 'string', default: '5' },
      seed: { type: 'string', default: 'cairn-mixed' },
      backends: { type: 'string' },
      // A folder for the API process's CPU profile (node --cpu-prof), one .cpuprofile per backend.
      'cpu-prof': { type: 'string' },
    },
    strict: true,
  });
  const options: LoadOptions = {
    users: Number(values.users),
    durationS: Number(values.duration),
    thinkMinS: Number(values['think-min']),
    thinkMaxS: Number(values['think-max']),
    seed: values.seed,
  };
  if (!(options.users >= 1 && options.users <= 2000 && options.durationS > 0 && options.durationS <= 900 && options.thinkMinS > 0 && options.thinkMaxS >= options.thinkMinS)) {
    throw new Error('--users 1…2000, --duration 1…900 s, 0 < --think-min <= --think-max');
  }
  const kinds = parseBackends(values.backends);
  const startedAt = performance.now();
  const temp = writeTempDataset('W10k');
  const { dataset } = temp;
  const { writers } = fixtures(dataset);
  console.log(`B9 mixed load: W10k, ${options.users} simulated users over the ${writers.length} writer accounts' sessions, ${options.durationS} s, think ${options.thinkMinS}–${options.thinkMaxS} s`);
  console.log(`  mix: ${ACTIONS.map((a) => `${a} ${WEIGHTS[a]}%`).join(', ')}\n`);

  const backends: Record<string, unknown> = {};
  const table: Array<Array<string | number>> = [];
  try {
    for (const kind of kinds) {
      const backend = await prepareBackend(kind, temp.file);
      console.log(`[${kind}] loaded in ${backend.loadSeconds.toFixed(1)} s`);
      const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof'], '--cpu-prof-name', `mixed-load-${kind}.cpuprofile`] : [];
      const server = await startApiServer(backend.target, {}, profile).catch(async (e: unknown) => {
        await backend.dispose();
        throw e;
      });
      try {
        // One sign-in per account (the per-IP sign-in limit is 30 a minute): simulated users share their account's session.
        const sessions: BenchSession[] = [];
        for (const w of writers) sessions.push(await signInSession(server.baseUrl, w.email, dataset.password));
        // Every action once, unmeasured: the run is refused if any fails (wrong paths, permissions) and the server is warm.
        const rng = createRng(`${options.seed}:warmup`);
        const { projects } = fixtures(dataset);
        for (const action of ACTIONS) {
          for (let i = 0; i < 3; i += 1) {
            const o = await runAction(action, rng, server.baseUrl, dataset.workspace.slug, sessions[i], projects[i % projects.length]);
            if (!o.ok) throw new Error(`warm-up ${action} failed: ${o.status} ${o.detail}`);
          }
        }
        const start: ProcessStats = processStats(server.pid);
        const samples: ProcessStats[] = [start];
        const sampler = setInterval(() => samples.push(processStats(server.pid)), 5000);
        const outcomes = await simulate(server.baseUrl, dataset, sessions, options).finally(() => clearInterval(sampler));
        const end = processStats(server.pid);
        samples.push(end);
        const actions = summarise(outcomes);
        const errors = outcomes.filter((o) => !o.ok).length;
        const worstP99 = Math.max(...ACTIONS.map((a) => actions[a].p99_ms));
        // Memory: the first third of the run warms the process up (V8's heap grows to its working size); growth after
        // it, up to the end, is what a leak would show.
        const warm = samples[Math.min(samples.length - 1, Math.floor(samples.length / 3))];
        const growthAfterWarmup = end.rss_mb - warm.rss_mb;
        const goals = {
          p99: { goal: `<= ${GOAL.p99_ms} ms per action`, met: ACTIONS.every((a) => actions[a].p99_ms <= GOAL.p99_ms) },
          errors: { goal: '0', met: errors === GOAL.errors },
          memory: { goal: `RSS after the first third grows <= ${GOAL.rss_growth_pct} %`, met: growthAfterWarmup <= (warm.rss_mb * GOAL.rss_growth_pct) / 100 },
        };
        backends[kind] = {
          load_seconds: round(backend.loadSeconds, 1),
          sessions: sessions.length,
          actions_total: outcomes.length,
          actions_per_s: round(outcomes.length / options.durationS, 1),
          errors,
          worst_p99_ms: worstP99,
          actions,
          server: {
            rss_start_mb: start.rss_mb,
            rss_end_mb: end.rss_mb,
            rss_growth_mb: round(end.rss_mb - start.rss_mb, 1),
            rss_after_warmup_mb: warm.rss_mb,
            rss_growth_after_warmup_mb: round(growthAfterWarmup, 1),
            cpu_seconds: round(end.cpu_s - start.cpu_s, 1),
            cpu_share_of_one_core: round((end.cpu_s - start.cpu_s) / ((end.at_ms - start.at_ms) / 1000), 2),
            rss_samples_mb: samples.map((s) => s.rss_mb),
          },
          goals,
        };
        for (const a of ACTIONS) table.push([kind, a, actions[a].count, actions[a].p50_ms, actions[a].p95_ms, actions[a].p99_ms, actions[a].max_ms, actions[a].errors]);
        console.log(`[${kind}] ${outcomes.length} actions, ${errors} errors; server RSS ${start.rss_mb} → ${warm.rss_mb} (a third in) → ${end.rss_mb} MB, CPU ${round(end.cpu_s - start.cpu_s, 1)} s`);
      } finally {
        await server.stop();
        await backend.dispose();
      }
    }
  } finally {
    temp.cleanup();
  }

  console.log(`\n${formatTable(['database', 'action', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'], table)}`);
  for (const kind of kinds) {
    const b = backends[kind] as { goals: Record<string, { goal: string; met: boolean }> };
    const missed = Object.entries(b.goals).filter(([, g]) => !g.met).map(([k, g]) => `${k} ${g.goal}`);
    console.log(`${kind}: ${missed.length ? `MISSED ${missed.join('; ')}` : 'all goals met'}`);
  }
  const file = writeResults('mixed-load', {
    config: {
      dataset: 'W10k',
      dataset_sha256: temp.sha256,
      users: options.users,
      duration_s: options.durationS,
      think_s: [options.thinkMinS, options.thinkMaxS],
      seed: options.seed,
      weights: WEIGHTS,
      list_queries: LIST_QUERIES,
      accounts: `${writers.length} writer accounts (admins and members), one session each, shared by the simulated users round-robin`,
    },
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
