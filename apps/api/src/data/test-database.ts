import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, runMigrations, type Database } from './db';

/** A migrated database for one test file, with a way to empty it between tests. */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the per-file database's URL (to open a second handle on it, e.g. a second job worker). */
  url?: string;
  /** Empties every application table and restarts their sequences (keeps the migration history). */
  truncateAll(): Promise<void>;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

/** Bumped when the way a migrated template is made changes, so older cached ones are not used. */
const TEMPLATE_FORMAT = '1';

/** Hash of every file in the migrations folder (and of the PGlite version), naming the migrated template. */
function migrationsHash(folder: string): string {
  const hash = createHash('sha256').update(TEMPLATE_FORMAT);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(folder, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(folder);
  try {
    hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  } catch {
    /* no version to add: the migrations alone name the template */
  }
  return hash.digest('hex').slice(0, 16);
}

const snapshotDir = () => path.join(os.tmpdir(), 'cairn-test-db');

/**
 * The migrated PGlite data dir for this migrations folder, from the cache in the OS temp dir, or made now (one
 * PGlite, every migration, a dump). Written to a temporary file and renamed, so two jest workers starting at once
 * each read a whole file; a new snapshot removes those of other migration sets older than a day.
 */
async function pgliteSnapshot(folder: string): Promise<Blob> {
  const dir = snapshotDir();
  const file = path.join(dir, `pglite-${migrationsHash(folder)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    /* not made yet */
  }
  const database = await openDatabase({ inMemory: true });
  let tarball: Blob;
  try {
    await runMigrations(database, folder);
    tarball = await (database.dumpDataDir as () => Promise<Blob>)();
  } finally {
    await database.close();
  }
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(dir)) {
    const other = path.join(dir, name);
    if (other === file) continue;
    try {
      if (statSync(other).mtimeMs < dayAgo) rmSync(other, { force: true });
    } catch {
      /* removed by another worker */
    }
  }
  return tarball;
}

/** A migrated PGlite in memory, opened from the cached snapshot (made once per migration set). */
async function openPgliteTestDatabase(folder: string): Promise<Database> {
  const snapshot = await pgliteSnapshot(folder);
  try {
    return await openDatabase({ inMemory: true, loadDataDir: snapshot });
  } catch {
    // An unreadable snapshot (e.g. written by another PGlite build): migrate from scratch and drop it for the next file.
    rmSync(path.join(snapshotDir(), `pglite-${migrationsHash(folder)}.tar`), { force: true });
    const database = await openDatabase({ inMemory: true });
    await runMigrations(database, folder);
    return database;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a statement that fails because a just-closed connection's backend has not gone yet (SQLSTATE 55006). */
async function whenUnused(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '55006' || attempt >= 50) throw error;
      await delay(100);
    }
  }
}

/**
 * The name of a migrated template database for this migrations folder on the server, made now when missing: a
 * database under a random name is migrated, closed and renamed, so a clone never sees half a schema and two workers
 * making it at once both end up with one (the loser drops its copy).
 */
async function postgresTemplate(admin: Database, url: string, folder: string): Promise<string> {
  const template = `cairn_tpl_${migrationsHash(folder)}`;
  const exists = async () => (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template])).length > 0;
  if (await exists()) return template;
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const target = new URL(url);
  target.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    await runMigrations(database, folder);
  } finally {
    await database.close();
  }
  try {
    await whenUnused(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`));
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    if (!(await exists())) throw error;
  }
  return template;
}

/**
 * Empties the tables between tests. One query finds the tables that have rows and the owned sequences that were used;
 * only those are emptied (DELETE with triggers and foreign-key checks off, in one transaction) and restarted, which
 * costs a few milliseconds where a TRUNCATE of every table cost ~150 ms on PGlite. Without the right to turn
 * triggers off (a non-superuser DATABASE_URL) every table is truncated as before.
 */
async function tableCleaner(database: Database): Promise<() => Promise<void>> {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const literal = (name: string) => `'${name.replace(/'/g, "''")}'`;
  const tables = (await database.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) => r.tablename);
  if (!tables.length) return async () => undefined;
  const truncate = `TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`;
  const [role] = await database.query<{ rolsuper: boolean }>(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
  if (!role?.rolsuper) return async () => void (await database.query(truncate));
  const sequences = (
    await database.query<{ name: string }>(
      `SELECT s.relname AS name FROM pg_class s
         JOIN pg_namespace n ON n.oid = s.relnamespace
         JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
         JOIN pg_class t ON t.oid = d.refobjid
        WHERE s.relkind = 'S' AND n.nspname = 'public' AND t.relkind IN ('r', 'p')
        ORDER BY s.relname`,
    )
  ).map((r) => r.name);
  const dirty = [
    ...tables.map((t) => `SELECT 't' AS kind, ${literal(t)} AS name WHERE EXISTS (SELECT 1 FROM ${quote(t)})`),
    ...sequences.map((s) => `SELECT 's' AS kind, ${literal(s)} AS name WHERE (SELECT is_called FROM ${quote(s)})`),
  ].join(' UNION ALL ');
  return () =>
    database.db.transaction(async (tx) => {
      const found = (await tx.execute(sql.raw(dirty))) as unknown as { rows: Array<{ kind: string; name: string }> };
      if (!found.rows.length) return;
      await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
      for (const { kind, name } of found.rows) {
        await tx.execute(sql.raw(kind === 't' ? `DELETE FROM ${quote(name)}` : `ALTER SEQUENCE ${quote(name)} RESTART`));
      }
    });
}

/**
 * PGlite in memory, opened from a migrated snapshot made once per migration set, or — when DATABASE_URL is set — a
 * fresh database `cairn_test_<random>` on that server cloned from a migrated template database (made once per
 * migration set), so test files can run in parallel against one PostgreSQL.
 */
export async function openTestDatabase(appsDir?: string): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const folder = migrationsFolder(appsDir);
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let fileUrl: string | undefined;
  if (url) {
    const name = `cairn_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    const template = await postgresTemplate(admin, url, folder);
    // Concurrent clones of one template are fine; a clone waits only while a connection to the template closes.
    await whenUnused(() => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    fileUrl = target.toString();
    database = await openDatabase({ databaseUrl: fileUrl });
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    database = await openPgliteTestDatabase(folder);
  }
  const clean = await tableCleaner(database);
  return {
    database,
    url: fileUrl,
    truncateAll: clean,
    async dispose() {
      await database.close();
      if (drop) await drop();
    },
  };
}
