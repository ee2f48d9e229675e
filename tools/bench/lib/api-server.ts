// Runs the real API (apps/api/src/main.ts) as a child process on a free loopback port, as `npm start` would.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { DatabaseTarget } from '../dataset/dataset-file';
import { repoRoot } from './repo';

/** A running API process. */
export interface ApiServer {
  baseUrl: string;
  pid: number;
  /** What the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** A port the OS reports free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the API over PGlite in a folder or over PostgreSQL, apps not served, log level warn (per-request logging
 * would measure the log pipe), and waits until /api/health/ answers 200. nodeArgs go to node (e.g. --cpu-prof).
 */
export async function startApiServer(target: DatabaseTarget, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ApiServer> {
  const root = repoRoot();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', CAIRN_SERVE_APPS: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.CAIRN_DATA_DIR;
  if ('dataDir' in target) env.CAIRN_DATA_DIR = target.dataDir;
  else env.DATABASE_URL = target.databaseUrl;
  // One node process (no tsx wrapper process): the benchmark's CPU picture stays simple.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps', 'api', 'src', 'main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  // Never outlive the benchmark (an error or Ctrl-C in the middle of a run).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exit.then(() => process.off('exit', killOnExit));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the API exited before it answered:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health/`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /api/health/ within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
