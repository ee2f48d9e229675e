// The API processes of `npm run test:scale`: real servers (apps/api/src/main.ts under tsx), each its own process group
// so a stop reaches tsx's node child too; and a psql helper to look at the shared database.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { baseEnv, bin, root, runSync } from './lib.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts one API process; `env` is added to the environment. Returns { name, port, base, child, logFile }. */
export function startApi(name, port, env, workDir) {
  const logFile = path.join(workDir, `api-${name}.log`);
  const out = openSync(logFile, 'a');
  // The caller's own server settings (SMTP_*, S3_*, JOBS_*, …) must not leak into the test's deployment.
  const inherited = Object.fromEntries(Object.entries(baseEnv).filter(([k]) => !/^(SMTP_|S3_|JOBS_|SESSION_|DB_QUEUE_|SCRYPT_N$|ASSET_URL_)/.test(k)));
  const child = spawn(bin('tsx'), ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', CAIRN_DATA_DIR: path.join(workDir, `data-${name}`) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  closeSync(out);
  return { name, port, base: `http://127.0.0.1:${port}`, child, logFile };
}

/** The end of a process's log (for failure messages). */
export function logTail(api, chars = 2000) {
  try {
    return readFileSync(api.logFile, 'utf8').slice(-chars);
  } catch {
    return '(no log)';
  }
}

/** Resolves with the ms it took until GET /api/health/ answers 200; throws if the process exits or time runs out. */
export async function waitHealthy(api, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (api.child.exitCode !== null) throw new Error(`API ${api.name} exited (${api.child.exitCode}) while starting; log:\n${logTail(api)}`);
    try {
      const res = await fetch(`${api.base}/api/health/`);
      if (res.status === 200) return Date.now() - start;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`API ${api.name} not healthy within ${timeoutMs} ms; log:\n${logTail(api)}`);
}

/** Live (not zombie) pids of process group `pgid` (from /proc: tsx's node child included). */
function groupPids(pgid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Stops an API process group: SIGTERM (clean shutdown), SIGKILL after `graceMs`; resolves when the group is gone. */
export async function stopApi(api, graceMs = 8000) {
  const pgid = api.child.pid;
  if (!pgid) return;
  const signal = (sig) => {
    try {
      process.kill(-pgid, sig);
    } catch {
      // already gone
    }
  };
  if (groupPids(pgid).length === 0) return;
  signal('SIGTERM');
  const until = Date.now() + graceMs;
  while (Date.now() < until && groupPids(pgid).length > 0) await sleep(50);
  if (groupPids(pgid).length > 0) {
    signal('SIGKILL');
    for (let i = 0; i < 100 && groupPids(pgid).length > 0; i += 1) await sleep(50);
  }
}

/** Stops every process group synchronously (last resort on exit: no await possible there). */
export function killNow(apis) {
  for (const api of apis) {
    try {
      if (api.child.pid) process.kill(-api.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Runs one SQL statement with psql on `url`; returns rows as arrays of text fields. */
export function sql(url, statement) {
  const r = runSync(path.join(PG_BIN, 'psql'), [url, '-X', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', statement]);
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.split('\t'));
}
