import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { DbGate } from './db-gate';
import { listenPostgres, type NotifyHandler, type StopListening } from './notify-listener';
import { acquirePgliteLock } from './pglite-lock';
import { PgliteStatements, PREPARABLE_SQL } from './pglite-statements';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The schema object every Drizzle handle is typed with. */
export type Schema = typeof schema;
/** The Drizzle database handle; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either a database or a transaction handle: what repository functions take. */
export type DbOrTx = Db | Tx;

/** An open database: the Drizzle handle, its driver kind and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Runs a raw SQL statement (migrations, tests, health checks); returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** LISTENs on a NOTIFY channel (PostgreSQL: one dedicated connection; PGlite: its own in-process notifications, delivered at commit). */
  listen(channel: string, onPayload: NotifyHandler): Promise<StopListening>;
  /** PGlite only: a checkpointed tarball of the data dir, to open copies from (`loadDataDir`; test databases). */
  dumpDataDir?(): Promise<Blob>;
}

/** What openDatabase needs from the config. */
export interface DatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite data (`<dataDir>/pglite`); ignored for PostgreSQL. */
  dataDir?: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /** PGlite in memory only: start from this data-dir tarball (`Database.dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob;
  /** PGlite only: a request that has not had the database after this long is refused (503); default 5,000 ms. */
  queueTimeoutMs?: number;
}

const MAX_NAMED_PER_CONNECTION = 500;
const statementNames = new Map<string, string>();

/**
 * Makes every DML statement on a node-postgres connection a named prepared statement (name = hash of its text): pg
 * parses a name once per connection and PostgreSQL's plan cache may then skip planning. A connection keeps at most
 * MAX_NAMED_PER_CONNECTION names; texts past that run unnamed, as before.
 */
function nameStatements(client: pg.PoolClient): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const c = config as { name?: string; text?: unknown } | null;
    if (c && typeof c === 'object' && !c.name && typeof c.text === 'string' && PREPARABLE_SQL.test(c.text)) {
      let name = statementNames.get(c.text);
      if (!name) {
        name = `c_${createHash('sha1').update(c.text).digest('base64url')}`;
        if (statementNames.size < 5000) statementNames.set(c.text, name);
      }
      if (named.has(name) || named.size < MAX_NAMED_PER_CONNECTION) {
        named.add(name);
        return query({ ...c, name }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

/** Default bound on a request's wait for PGlite's single connection. */
export const DEFAULT_QUEUE_TIMEOUT_MS = 5000;

/**
 * What Drizzle's PGlite driver calls (query, transaction), routed through the request-fair gate and named prepared
 * statements. A transaction holds the gate from BEGIN to COMMIT; its statements run on the transaction.
 */
function gatedPglite(client: PGlite, gate: DbGate, statements: PgliteStatements) {
  const exclusive = <T>(fn: () => Promise<T>) => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => gate.run(() => exclusive(() => statements.run<T>(text, params, options))),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      gate.run(() =>
        client.transaction((tx) =>
          callback({
            ...tx,
            query: <R>(text: string, params?: unknown[], options?: QueryOptions) => client._runExclusiveQuery(() => statements.run<R>(text, params, options, true)),
            get closed() {
              return tx.closed;
            },
          }),
        ),
      ),
  };
}

/** Folder with the generated SQL migrations, found from the working directory (root or apps/api). */
export function migrationsFolder(appsDir?: string): string {
  if (appsDir) return path.join(appsDir, 'api', 'src', 'data', 'migrations');
  return path.resolve(process.cwd(), process.cwd().endsWith(path.join('apps', 'api')) ? '' : 'apps/api', 'src/data/migrations');
}

/** Opens PGlite (embedded, persisted under dataDir, or in memory) or PostgreSQL (DATABASE_URL). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    pool.on('connect', nameStatements);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
      listen: (channel, onPayload) => listenPostgres(options.databaseUrl as string, channel, onPayload),
    };
  }
  let client: PGlite;
  let release = () => undefined as void;
  if (options.inMemory) {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    const dir = path.join(options.dataDir ?? path.resolve('data'), 'pglite');
    mkdirSync(dir, { recursive: true });
    release = acquirePgliteLock(dir);
    client = new PGlite(dir);
  }
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const gate = new DbGate(options.queueTimeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS);
  const gated = gatedPglite(client, gate, new PgliteStatements(client));
  const db = drizzlePglite({ client: gated as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    query: async <T>(text: string, params?: unknown[]) => (await gated.query<T>(text, params)).rows,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: () =>
      gate.run(async () => {
        // Every page on disk, so the copy needs no WAL replay.
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      }),
  };
}

/** Key of the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_340_012_517;

/** Applies every pending migration from the migrations folder. */
export async function runMigrations(database: Database, folder: string = migrationsFolder()): Promise<void> {
  if (database.kind === 'postgres') {
    // Several API processes may start at once on one database: Drizzle's migrator takes no lock, so both would apply
    // the same migrations and one would fail on CREATE TABLE. A transaction-scoped advisory lock, held on one pooled
    // connection while the migrator runs on another, lets one process migrate; the next then finds nothing to do.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await migratePg(database.db as never, { migrationsFolder: folder });
    });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  }
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505), from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
