// Starts a throw-away PostgreSQL 15 from the machine's binaries (TOOLCHAIN.md) for the API suite.
import { existsSync, mkdirSync, rmSync, chmodSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { runSync } from './lib.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Starts PostgreSQL on a free-ish port; returns { url, stop }. */
export function startPostgres(port = 55432 + Math.floor(Math.random() * 200)) {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN or DATABASE_URL)`);
  const dir = path.join(os.tmpdir(), `cairn-pg-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  mkdirSync(path.join(dir, 'run'), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const as = (args) => (asRoot ? ['runuser', ['-u', 'cairnpg', '--', ...args]] : [args[0], args.slice(1)]);
  if (asRoot) {
    runSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'cairnpg']);
    runSync('chown', ['-R', 'cairnpg', dir]);
  }
  chmodSync(path.join(dir, 'data'), 0o700);
  const step = (args) => {
    const [cmd, rest] = as(args);
    const r = runSync(cmd, rest);
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  };
  step([path.join(PG_BIN, 'initdb'), '-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  step([path.join(PG_BIN, 'pg_ctl'), '-D', path.join(dir, 'data'), '-l', path.join(dir, 'run', 'pg.log'), '-o',
    `-p ${port} -k ${path.join(dir, 'run')} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [cmd, rest] = as([path.join(PG_BIN, 'pg_ctl'), '-D', path.join(dir, 'data'), 'stop', '-m', 'fast']);
      runSync(cmd, rest);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
