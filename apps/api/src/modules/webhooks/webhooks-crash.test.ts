import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../data/test-database';
import { expectedSignatures, startReceiver, type Receiver } from './webhooks.test-support';
import { JOB_WORKER_LANES } from '../../jobs/job-worker';

// kill -9 during webhook deliveries loses none and sends none twice (issue 18): the real server (apps/api/src/main.ts
// under tsx, its own process group) on a temp PGlite folder — or a fresh database on DATABASE_URL's server when set —
// a slow-ish receiver on loopback, a burst of work-item creates through the HTTP API, a kill -9 while deliveries are
// under way, a restart on the same data, then the queue drains. Every acknowledged create's delivery must arrive; a
// delivery id may arrive twice only when it was in flight at the kill (at-least-once with a stable webhook-id).

const root = path.resolve(__dirname, '../../../../..');
/** Work-item creates of the burst (each one delivery). */
const BURST = 30;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(env: Record<string, string>, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  closeSync(out);
  return child;
}

async function waitHealthy(base: string, child: ChildProcess, logFile: string, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${base}/api/health/`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server not healthy in ${timeoutMs} ms:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

/** Pids of a process group still present (zombies too). */
function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  for (let i = 0; i < 300 && groupPids(child.pid).length > 0; i++) await sleep(50);
  if (signal !== 'SIGKILL' && groupPids(child.pid).length > 0) await killGroup(child, 'SIGKILL');
}

/** A cookie + CSRF client like a browser. */
function client(base: string) {
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (name === 'csrftoken' || name === 'session_id') jar.set(name, pair.slice(eq + 1).trim());
    }
  };
  return {
    async init() {
      absorb(await fetch(`${base}/auth/get-csrf-token/`));
    },
    async send(method: string, url: string, body?: unknown): Promise<Response> {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': jar.get('csrftoken') ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      absorb(res);
      return res;
    },
  };
}

async function ok(res: Response, what: string): Promise<Record<string, unknown>> {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

let work: string;
let rx: Receiver;
let pgDb: TestDatabase | undefined;
let server: ChildProcess | undefined;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'cairn-webhook-crash-'));
  rx = await startReceiver();
  // Slow-ish: a kill lands while a delivery is on the wire.
  rx.fallback = { status: 200, body: 'ok', delayMs: 60 };
  if (process.env.DATABASE_URL) pgDb = await openTestDatabase();
});
afterAll(async () => {
  if (server) await killGroup(server, 'SIGKILL');
  await rx.close();
  await pgDb?.dispose();
  if (!process.env.KEEP_CRASH_DIR) rmSync(work, { recursive: true, force: true });
});

it('kill -9 during deliveries loses none and sends none twice (beyond the ones in flight)', async () => {
  const began = Date.now();
  const port = 40000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, 'server.log');
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    CAIRN_DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: pgDb?.url ?? '',
    CAIRN_OUTBOUND_ALLOWLIST: '127.0.0.1',
    // On PostgreSQL the dead process's leases must run out before its jobs run again.
    JOBS_LEASE_MS: '4000',
    CAIRN_SERVE_APPS: 'false',
    LOG_LEVEL: 'warn',
  };
  const phases: string[] = [];
  const phase = (name: string) => phases.push(`${name} ${Math.round((Date.now() - began) / 100) / 10}s`);
  server = startServer(env, logFile);
  await waitHealthy(base, server, logFile);
  phase('up');

  const owner = client(base);
  await owner.init();
  await ok(await owner.send('POST', '/auth/sign-up/', { email: 'owner@crash.test', password: 'Str0ng-Passw0rd!' }), 'sign-up');
  await ok(await owner.send('POST', '/api/workspaces/', { name: 'Crash', slug: 'crash-hooks' }), 'workspace');
  const project = await ok(await owner.send('POST', '/api/workspaces/crash-hooks/projects/', { name: 'Crash', identifier: 'CRASH' }), 'project');
  const hook = await ok(await owner.send('POST', '/api/workspaces/crash-hooks/webhooks/', { url: rx.url, issue: true }), 'webhook');
  const secret = hook.secret_key as string;

  // The burst: 3 clients creating work items until the kill; acknowledged creates are remembered.
  phase('set up');
  const acked = new Set<string>();
  let stopped = false;
  const loop = async (n: number) => {
    for (let i = 0; !stopped && acked.size < BURST; i++) {
      try {
        const res = await owner.send('POST', `/api/workspaces/crash-hooks/projects/${project.id as string}/issues/`, { name: `Item ${n}-${i}` });
        if (res.status === 201) acked.add(((await res.json()) as { id: string }).id);
      } catch {
        // the server died under the request: not acknowledged
      }
    }
  };
  const loops = [0, 1, 2].map(loop);
  const start = Date.now();
  while (!(rx.received.length >= 5 && acked.size >= 10) && Date.now() - start < 20_000) await sleep(10);
  // Kill while the receiver is holding a delivery, when possible.
  for (let i = 0; i < 200 && rx.inFlight() === 0; i++) await sleep(2);
  const inFlightAtKill = new Set(rx.inFlightIds());
  const receivedBeforeKill = new Set(rx.received.map((r) => String(r.headers['webhook-id'])));
  await killGroup(server, 'SIGKILL');
  // Everything the killed process sent has arrived by now (its sockets died with it).
  const receivedFromKilled = new Set(rx.received.map((r) => String(r.headers['webhook-id'])));
  phase('killed');
  stopped = true;
  await Promise.all(loops);
  const ackedAtKill = acked.size;
  expect(ackedAtKill).toBeGreaterThan(0);

  server = startServer(env, logFile);
  await waitHealthy(base, server, logFile);
  phase('up again');
  // Drain: every acknowledged create's delivery arrives.
  const createdIds = () => new Set(rx.received.map((r) => JSON.parse(r.body) as { action: string; data: { id: string } }).filter((b) => b.action === 'created').map((b) => b.data.id));
  const drainStart = Date.now();
  while ([...acked].some((id) => !createdIds().has(id)) && Date.now() - drainStart < 30_000) await sleep(100);
  phase('drained');
  // A moment more: anything resent late would show up now.
  await sleep(500);
  await killGroup(server, 'SIGKILL');
  server = undefined;

  const missing = [...acked].filter((id) => !createdIds().has(id));
  const counts = new Map<string, number>();
  for (const r of rx.received) counts.set(String(r.headers['webhook-id']), (counts.get(String(r.headers['webhook-id'])) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const deliveredItems = new Map<string, Set<string>>();
  for (const r of rx.received) {
    const body = JSON.parse(r.body) as { data: { id: string } };
    const ids = deliveredItems.get(body.data.id) ?? new Set<string>();
    ids.add(String(r.headers['webhook-id']));
    deliveredItems.set(body.data.id, ids);
  }
  // One delivery id per change: no change was fanned out twice under two ids.
  const fannedTwice = [...deliveredItems].filter(([, ids]) => ids.size > 1);
  const badSignatures = rx.received.filter((r) => r.headers['x-plane-signature'] !== expectedSignatures(secret, r).plane);
  console.info(
    `webhook crash test (${pgDb ? 'PostgreSQL' : 'PGlite'}, ${Math.round((Date.now() - began) / 1000)} s): ${ackedAtKill} creates acknowledged, ${rx.received.length} deliveries received, ${inFlightAtKill.size} in flight at the kill, ${receivedFromKilled.size} sent by the killed process, ` +
      `${twice.length} delivery id(s) received twice, ${receivedBeforeKill.size} received before the kill; ${phases.join(', ')}`,
  );
  expect(missing).toEqual([]);
  expect(fannedTwice).toEqual([]);
  expect(badSignatures).toEqual([]);
  // A resend is only a delivery the killed process was sending when it died: one per worker lane at most, and its first
  // copy came from the killed process (the restarted one sends each delivery once).
  for (const id of twice) expect(receivedFromKilled.has(id)).toBe(true);
  expect(twice.length).toBeLessThanOrEqual(JOB_WORKER_LANES);
}, 180_000);
