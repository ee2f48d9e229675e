import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquirePgliteLock } from './pglite-lock';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
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
}

/** What openDatabase needs from the config. */
export interface DatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite data (`<dataDir>/pglite`); ignored for PostgreSQL. */
  dataDir?: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    };
  }
  let client: PGlite;
  let release = () => undefined as void;
  if (options.inMemory) {
    client = new PGlite();
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
}

/** Applies every pending migration from the migrations folder. */
export async function runMigrations(database: Database, folder: string = migrationsFolder()): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: folder });
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
