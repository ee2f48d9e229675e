import { randomBytes } from 'node:crypto';
import { migrationsFolder, openDatabase, runMigrations, type Database } from './db';

// Two API processes started at once on one empty PostgreSQL both migrate it (npm run test:scale found the second
// failing on CREATE TABLE). In the PG pass (DATABASE_URL) two handles with their own pools migrate a fresh database
// together; on PGlite (one process per database) a restart migrates an already-migrated database. Either way every
// migration is applied once and the schema is complete.

jest.setTimeout(60_000);

const folder = migrationsFolder();
const opened: Database[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const database of opened) await database.close();
  await dropDatabase?.();
});

async function history(database: Database): Promise<string[]> {
  return (await database.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id')).map((r) => r.hash);
}

it('applies each migration once when two processes migrate one database together', async () => {
  const url = process.env.DATABASE_URL;
  let first: Database;
  let second: Database;
  if (url) {
    const name = `cairn_migrate_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    await admin.query(`CREATE DATABASE ${name}`);
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
    const target = new URL(url);
    target.pathname = `/${name}`;
    first = await openDatabase({ databaseUrl: target.toString() });
    second = await openDatabase({ databaseUrl: target.toString() });
    opened.push(first, second);
    await Promise.all([runMigrations(first, folder), runMigrations(second, folder)]);
  } else {
    first = await openDatabase({ inMemory: true });
    second = first;
    opened.push(first);
    await runMigrations(first, folder);
    await runMigrations(second, folder);
  }
  const hashes = await history(second);
  expect(hashes.length).toBeGreaterThan(0);
  expect(new Set(hashes).size).toBe(hashes.length);
  const tables = (await second.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).map((r) => r.tablename);
  expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'jobs', 'events', 'magic_codes']));
});
