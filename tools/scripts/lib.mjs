// Small helpers shared by the repo scripts (start, test, test-pg, e2e).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const baseEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };

/** Runs a command, streaming output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, env: baseEnv, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command synchronously and returns its result. */
export function runSync(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { cwd: root, env: baseEnv, encoding: 'utf8', ...opts });
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** True when an app's dist is missing or older than its sources or the libs it uses. */
export function appNeedsBuild(app) {
  const index = path.join(root, 'apps', app, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(newestMtime(path.join(root, 'apps', app)), newestMtime(path.join(root, 'libs')));
  return sources > built;
}

/** Builds the three browser apps when their sources changed since the last build. */
export async function buildApps({ force = false } = {}) {
  for (const app of ['web', 'admin', 'spaces']) {
    if (!force && !appNeedsBuild(app)) continue;
    console.log(`[cairn] building ${app}…`);
    const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps', app) });
    if (code !== 0) throw new Error(`vite build of ${app} failed (exit ${code})`);
  }
}

/** The system Chromium, installing it with apt-get when missing and allowed (root). */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  let found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('[cairn] Chromium not found: installing Debian chromium (apt-get)…');
    runSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    runSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' } });
    found = candidates.find((p) => existsSync(p));
  }
  if (!found) throw new Error('Chromium is required for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}

/** Reads jest's --json output file and returns {passed, failed}. */
export function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that failed to run counts as a failure even when it has no test results.
  const brokenSuites = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenSuites };
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it), for a server a test starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
