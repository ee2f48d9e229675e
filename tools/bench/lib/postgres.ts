// A throw-away PostgreSQL 15 for a benchmark run, started by the repo's own helper (tools/scripts/pg.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './repo';

/** A running temporary PostgreSQL. */
export interface TempPostgres {
  url: string;
  stop(): void;
}

/** Starts PostgreSQL from /usr/lib/postgresql/15/bin (or PG_BIN) as tools/scripts/pg.mjs does for test:pg. */
export async function startTempPostgres(): Promise<TempPostgres> {
  const helper = pathToFileURL(path.join(repoRoot(), 'tools', 'scripts', 'pg.mjs')).href;
  const mod = (await import(helper)) as { startPostgres(port?: number): TempPostgres };
  return mod.startPostgres();
}
