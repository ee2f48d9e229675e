// The test runs of `npm test`: unit+API on PGlite, the API suite on PostgreSQL, the browser tests, and the
// multi-process scripts (two API processes behind a proxy; kill -9 during jobs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { bin, run, root, baseEnv, jestCounts, buildApps, ensureChromium, freePort } from './lib.mjs';
import { startPostgres } from './pg.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'cairn-test-'));
const jsonOut = (name) => path.join(tmp, `${name}.json`);
const maxWorkers = process.env.JEST_WORKERS ?? '2';
// On PostgreSQL a worker spends part of each test waiting on the database's own processes, so one more worker than
// cores keeps both busy: 3 workers ran the API suite in 296 s against 338 s with 2 on the 2-core machine.
const pgWorkers = String(Number(maxWorkers) + 1);

/** Every jest project (libs, components, API on PGlite). */
export async function unitSuite(extraArgs = []) {
  await run(bin('jest'), ['--ci', `--maxWorkers=${maxWorkers}`, '--json', `--outputFile=${jsonOut('unit')}`, ...extraArgs]);
  return jestCounts(jsonOut('unit'));
}

/** The API suite against a real PostgreSQL (DATABASE_URL, or one started from the machine's binaries). */
export async function pgSuite(extraArgs = []) {
  let pg = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    pg = startPostgres();
    url = pg.url;
  }
  try {
    await run(bin('jest'), ['--ci', '--selectProjects', 'api', `--maxWorkers=${pgWorkers}`, '--json', `--outputFile=${jsonOut('pg')}`, ...extraArgs], {
      env: { ...baseEnv, DATABASE_URL: url },
    });
  } finally {
    pg?.stop();
  }
  return jestCounts(jsonOut('pg'));
}

async function waitForHealth(url, child, timeoutMs = 60000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Builds the apps, starts the real server on an empty data dir, and runs the browser tests against it. */
export async function e2eSuite(extraArgs = []) {
  const chromium = ensureChromium();
  await buildApps();
  // The server, on a port the OS says is free; a start that fails anyway (the port taken meanwhile) is retried once,
  // after printing the server's own last words (its log goes with its data folder).
  const { createWriteStream, readFileSync } = await import('node:fs');
  let dataDir, port, logFile, log, server;
  for (let attempt = 1; ; attempt += 1) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-data-'));
    port = String(await freePort());
    logFile = path.join(dataDir, 'server.log');
    log = createWriteStream(logFile);
    // Webhooks may reach a receiver on loopback (integrations.e2e.ts); production refuses it unless the admin allows it.
    const env = { ...baseEnv, PORT: port, HOST: '127.0.0.1', CAIRN_DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'production', CAIRN_OUTBOUND_ALLOWLIST: '127.0.0.1' };
    delete env.DATABASE_URL;
    for (const k of Object.keys(env)) if (k.startsWith('SMTP_')) delete env[k];
    server = spawn(bin('tsx'), [path.join(root, 'apps/api/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout.pipe(log);
    server.stderr.pipe(log);
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health/`, server);
      break;
    } catch (error) {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
      await new Promise((r) => log.end(r));
      console.error(`[cairn] e2e server on port ${port} did not come up (attempt ${attempt}); its log ends:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
      rmSync(dataDir, { recursive: true, force: true });
      if (attempt >= 2) throw error;
    }
  }
  try {
    await run(bin('jest'), ['--ci', '-c', 'apps/web-e2e/jest.config.cjs', '--runInBand', '--json', `--outputFile=${jsonOut('e2e')}`, ...extraArgs], {
      env: { ...baseEnv, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_SERVER_LOG: logFile, CHROMIUM_PATH: chromium },
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
    log.end();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  }
  return jestCounts(jsonOut('e2e'));
}

/** Prints the closing line CI reads and returns the exit code. */
/**
 * A node script that prints its own closing line `N passed, N failed` (test-scale, test-crash): streams its output and
 * counts from that line; a script that exits non-zero without one counts as one failure.
 */
export function scriptSuite(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script)], { cwd: root, env: baseEnv, stdio: ['ignore', 'pipe', 'inherit'] });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('exit', (code, signal) => {
      const lines = tail.split('\n').filter((l) => /^\d+ passed, \d+ failed/.test(l));
      const m = lines.length ? /^(\d+) passed, (\d+) failed/.exec(lines[lines.length - 1]) : null;
      const counts = m ? { passed: Number(m[1]), failed: Number(m[2]) } : { passed: 0, failed: 0 };
      if ((code !== 0 || signal) && counts.failed === 0) counts.failed = 1;
      resolve(counts);
    });
  });
}

export function report(parts) {
  let passed = 0;
  let failed = 0;
  for (const [name, c] of Object.entries(parts)) {
    console.log(`[cairn] ${name}: ${c.passed} passed, ${c.failed} failed${c.seconds === undefined ? '' : ` (${c.seconds} s)`}`);
    passed += c.passed;
    failed += c.failed;
  }
  rmSync(tmp, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}
