import { randomBytes } from 'node:crypto';
import { migrationsFolder, openDatabase, runMigrations, type Database } from './db';

/** A migrated database for one test file, with a way to empty it between tests. */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the per-file database's URL (to open a second handle on it, e.g. a second job worker). */
  url?: string;
  /** Empties every application table (keeps the migration history). */
  truncateAll(): Promise<void>;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

/**
 * PGlite in memory, or — when DATABASE_URL is set — a fresh database `cairn_test_<random>` on that server, so test
 * files can run in parallel against one PostgreSQL.
 */
export async function openTestDatabase(appsDir?: string): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let fileUrl: string | undefined;
  if (url) {
    const name = `cairn_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    fileUrl = target.toString();
    database = await openDatabase({ databaseUrl: fileUrl });
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    database = await openDatabase({ inMemory: true });
  }
  await runMigrations(database, migrationsFolder(appsDir));
  const tables = (await database.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).map((r) => r.tablename);
  return {
    database,
    url: fileUrl,
    async truncateAll() {
      if (tables.length) await database.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    },
    async dispose() {
      await database.close();
      if (drop) await drop();
    },
  };
}
