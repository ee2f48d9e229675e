// npm run test:scale — issue 12 point 6, "scale-out, tested": PostgreSQL 15, TWO real API processes (apps/api/src/
// main.ts under tsx, TRUST_PROXY=true) started together on it, and a round-robin proxy in front (test-scale-proxy.mjs:
// why not nginx is said there). Plain HTTP clients, through the proxy and straight to a process where the check needs
// it, then prove: a session made on one process works on the other; the per-IP sign-in limit holds across both; a
// change made through one process reaches a live-stream client of the other (delay p50/p95 over 20 changes); a stream
// resumes after its process restarts without missing a change; two editors of one page on A and B converge (issue 15); mail
// jobs enqueued on both run exactly once although both processes' workers drain the same table. Prints a table, then
// `N passed, N failed`; exits 1 on any failure. Bounded (~3 min), traffic only to 127.0.0.1, every process stopped.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './lib.mjs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSmtpSink } from './crash-smtp-sink.mjs';
import { startPostgres } from './pg.mjs';
import { expectOk, newClient, openStream, request } from './test-scale-client.mjs';
import { startProxy } from './test-scale-proxy.mjs';
import { killNow, logTail, sql, startApi, stopApi, waitHealthy } from './test-scale-servers.mjs';
import { checkJobsOnce, checkLive, checkRateLimit, checkResume } from './test-scale-checks.mjs';
import { checkPagesCollab } from './test-scale-pages.mjs';

const BUDGET_MS = Number(process.env.SCALE_BUDGET_MS ?? 175_000);
const started = Date.now();
const checks = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'cairn-scale-'));
const apis = [];
const sinks = [];
let pg;
let proxy;

let finishing = false;

/** Records one row of the result table (none once the run is being stopped: what fails then is the stopping). */
function record(check, ok, detail) {
  if (finishing) return;
  checks.push({ check, result: ok ? 'pass' : 'FAIL', detail });
  console.log(`${ok ? 'pass' : 'FAIL'}  ${check} — ${detail}`);
}


async function finish(code) {
  if (finishing) return;
  finishing = true;
  for (const api of apis) await stopApi(api);
  await proxy?.close();
  for (const sink of sinks) await sink.close();
  pg?.stop();
  if (process.env.KEEP_SCALE_DIR) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
  console.log('');
  console.table(checks);
  const failed = checks.filter((c) => c.result !== 'pass').length;
  const passed = checks.length - failed;
  console.log(`scale test: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code !== 0 || failed > 0 || passed === 0 ? 1 : 0);
}

// Last resorts: whatever happens, no API process outlives this one.
process.on('exit', () => killNow(apis));
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    record('run completed', false, `interrupted by ${sig}`);
    void finish(1);
  });
}
const budget = setTimeout(() => {
  record('run completed within the time bound', false, `still running after ${BUDGET_MS / 1000} s`);
  void finish(1);
}, BUDGET_MS);
budget.unref();

/** Starts A and B at the same moment on the empty database, as a deployment of two replicas does. */
async function startBoth(env) {
  const names = ['A', 'B'];
  const ports = [await freePort(), await freePort()];
  proxy = await startProxy(names.map((name, i) => ({ name, port: ports[i] })));
  for (const [i, name] of names.entries()) apis.push(startApi(name, ports[i], { ...env, PUBLIC_URL: proxy.base, SMTP_PORT: String(sinks[i].port) }, work));
  const outcomes = await Promise.allSettled(apis.map((api) => waitHealthy(api, 120_000)));
  const failedToStart = outcomes.map((o, i) => (o.status === 'rejected' ? apis[i] : null)).filter(Boolean);
  if (failedToStart.length === 0) {
    record('both processes start together on one empty database', true, `A ready in ${outcomes[0].value} ms, B in ${outcomes[1].value} ms (each ran the migrations)`);
    return;
  }
  const why = failedToStart.map((api) => `${api.name}: ${firstError(logTail(api, 4000))}`).join('; ');
  record('both processes start together on one empty database', false, why);
  // Start the ones that failed again (the database is migrated now) so the other checks still run.
  for (const api of failedToStart) {
    await stopApi(api);
    const again = startApi(api.name, api.port, { ...env, PUBLIC_URL: proxy.base, SMTP_PORT: String(sinks[apis.indexOf(api)].port) }, work);
    apis[apis.indexOf(api)] = again;
    await waitHealthy(again, 90_000);
  }
}

function firstError(log) {
  const line = log.split('\n').find((l) => /error|duplicate|already exists|violat/i.test(l));
  return (line ?? log.split('\n').filter(Boolean).at(-1) ?? '(empty log)').trim().slice(0, 300);
}

/** Sessions: made on A, used on B; ended on B, gone on A; the proxy passes the client's address. */
async function checkSessions(A, B) {
  const email = `owner-${randomUUID().slice(0, 8)}@scale.test`;
  const password = 'Str0ng-Scale-Passw0rd!';
  const jar = await newClient(A.base);
  expectOk(await request(A.base, 'POST', '/auth/sign-up/', { jar, body: { email, password } }), 'sign-up on A');
  const meAfterSignUp = await request(B.base, 'GET', '/api/users/me/', { jar });
  const signIn = await newClient(A.base);
  expectOk(await request(A.base, 'POST', '/auth/sign-in/', { jar: signIn, body: { email, password } }), 'sign-in on A');
  const meAfterSignIn = await request(B.base, 'GET', '/api/users/me/', { jar: signIn });
  const ok = meAfterSignUp.status === 200 && meAfterSignUp.json().email === email && meAfterSignIn.status === 200 && meAfterSignIn.json().email === email;
  record('a session made on A works on B', ok, `sign-up on A → GET /api/users/me/ on B: ${meAfterSignUp.status}; sign-in on A → B: ${meAfterSignIn.status}`);

  const stale = new Map(signIn); // the cookies as they were before the sign-out
  expectOk(await request(B.base, 'POST', '/auth/sign-out/', { jar: signIn }), 'sign-out on B');
  const meOnA = await request(A.base, 'GET', '/api/users/me/', { jar: stale });
  record('a session ended on B is gone on A', meOnA.status === 401, `sign-out on B, the old cookie on A: ${meOnA.status} (want 401)`);

  // Through the proxy from 127.0.0.12: the API must record that address (X-Forwarded-For, TRUST_PROXY=true), not the proxy's.
  const from = '127.0.0.12';
  const viaProxy = await newClient(proxy.base, from);
  expectOk(await request(proxy.base, 'POST', '/auth/sign-in/', { jar: viaProxy, body: { email, password }, from }), 'sign-in through the proxy');
  const sessionId = createHash('sha256').update(viaProxy.get('session_id') ?? '').digest('hex');
  const [row] = sql(pg.url, `SELECT ip FROM sessions WHERE id = '${sessionId}'`);
  const seen = row?.[0] ?? '(no session row)';
  record('the proxy passes the client address (X-Forwarded-For)', seen === from, `client ${from} → session ip ${seen}`);
  return { jar, email };
}

/** The owner's workspace and project (through the proxy), for the live and job checks. */
async function setUpWorkspace(jar) {
  const slug = `scale-${randomUUID().slice(0, 8)}`;
  expectOk(await request(proxy.base, 'POST', '/api/workspaces/', { jar, body: { name: 'Scale test', slug } }), 'create workspace');
  const project = expectOk(await request(proxy.base, 'POST', `/api/workspaces/${slug}/projects/`, { jar, body: { name: 'Scale', identifier: 'SCALE' } }), 'create project');
  return { slug, projectId: project.json().id };
}

async function main() {
  sinks.push(await startSmtpSink(), await startSmtpSink());
  // Beside `npm run test:pg` (55432–55631): its own port range.
  pg = startPostgres(56100 + Math.floor(Math.random() * 400));
  const env = {
    DATABASE_URL: pg.url,
    CAIRN_SERVE_APPS: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_FROM: 'Cairn <no-reply@scale.test>',
  };
  await startBoth(env);
  const [A, B] = apis;
  const ctx = { proxy, pg, sinks, record, request, openStream, newClient, expectOk, sql, performance };
  const { jar } = await checkSessions(A, B);
  await checkRateLimit(ctx, A, B);
  const ws = await setUpWorkspace(jar);
  await checkLive(ctx, A, B, jar, ws);
  await checkPagesCollab(ctx, A, B, jar, ws);
  // A stops (SIGTERM), B takes writes meanwhile, A starts again on the same port and settings.
  const restartA = async (whileDown) => {
    await stopApi(A);
    await whileDown();
    const again = startApi('A', A.port, { ...env, PUBLIC_URL: proxy.base, SMTP_PORT: String(sinks[0].port) }, work);
    apis[0] = again;
    await waitHealthy(again, 90_000);
    return again;
  };
  const A2 = await checkResume(ctx, A, B, jar, ws, restartA);
  await checkJobsOnce(ctx, A2, B);
  const spread = [...proxy.served].map(([name, n]) => `${name} ${n}`).join(', ');
  console.log(`proxy answers by process: ${spread}`);
}

try {
  await main();
  await finish(0);
} catch (err) {
  record('run completed', false, String(err?.stack ?? err).slice(0, 1500));
  await finish(1);
}
