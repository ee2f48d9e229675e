// Writes a benchmark dataset (made by tools/bench/dataset/generate-dataset.ts) straight into the database: one
// transaction, multi-row INSERT … SELECT FROM json_populate_recordset per batch, then ANALYZE. Much faster than the
// repositories' one-row inserts (W50k: ~300k rows), and the database's own constraints check every row.
import { z } from 'zod';
import type { Db, Tx } from '../data/db';
import { hashPassword } from '../modules/auth/password.service';

/** The only format this loader reads. */
export const BENCH_DATASET_FORMAT = 'cairn-bench-dataset/1';

/** Tables a dataset may fill, in the order they are inserted (referenced rows first). */
export const BENCH_TABLES = [
  'users',
  'profiles',
  'workspaces',
  'workspace_members',
  'projects',
  'project_members',
  'states',
  'labels',
  'cycles',
  'modules',
  'module_members',
  'module_links',
  'work_items',
  'work_item_assignees',
  'work_item_labels',
  'work_item_subscribers',
  'work_item_activities',
  'work_item_modules',
] as const;

/** Rows per INSERT statement. */
const BATCH_ROWS = 2000;

const uuid = z.string().uuid();
const row = z.record(z.string(), z.unknown());

/** The parts of a dataset file the loader reads (the generator's BenchDataset). */
export const benchDatasetSchema = z.object({
  format: z.literal(BENCH_DATASET_FORMAT),
  size: z.string(),
  password: z.string().min(8),
  owner: z.object({ id: uuid, email: z.string().email() }),
  workspace: z.object({ id: uuid, slug: z.string().min(1), name: z.string().min(1) }),
  projects: z.array(z.object({ id: uuid, identifier: z.string(), name: z.string(), items: z.number().int(), live_items: z.number().int() })),
  tables: z.array(z.object({ table: z.enum(BENCH_TABLES), rows: z.array(row) })),
});

/** A parsed dataset. */
export type BenchDatasetInput = z.infer<typeof benchDatasetSchema>;

/** What the load did. */
export interface BenchLoadResult {
  /** The dataset's description (everything but the rows). */
  dataset: Omit<BenchDatasetInput, 'tables'>;
  /** Rows inserted per table. */
  counts: Record<string, number>;
  /** Milliseconds spent inserting (hashing and ANALYZE excluded). */
  insertMs: number;
}

/** Options of a load. */
export interface BenchLoadOptions {
  /** scrypt cost of the accounts' password hash. */
  scryptN: number;
  /** Delete the dataset's workspace and accounts first when they exist (otherwise a second load is refused). */
  replace?: boolean;
}

async function rowsOf<T>(h: Db | Tx, text: string): Promise<T[]> {
  return ((await h.execute(text)) as unknown as { rows: T[] }).rows;
}

/** A string literal: with standard_conforming_strings on (checked below) doubling quotes is the whole escaping. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function insertTable(tx: Tx, table: (typeof BENCH_TABLES)[number], rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const known = new Set(
    (await rowsOf<{ column_name: string }>(tx, `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${literal(table)}`)).map(
      (r) => r.column_name,
    ),
  );
  const columns = Object.keys(rows[0]);
  const unknown = columns.filter((c) => !known.has(c));
  if (unknown.length) throw new Error(`${table}: no column ${unknown.join(', ')} in the database (dataset and schema disagree)`);
  const list = columns.map(ident).join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    for (const r of batch) {
      if (Object.keys(r).length !== columns.length || !columns.every((c) => c in r)) throw new Error(`${table}: every row must have the columns ${columns.join(', ')}`);
    }
    await tx.execute(`INSERT INTO ${ident(table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, ${literal(JSON.stringify(batch))}::json)`);
  }
}

async function removeExisting(tx: Tx, dataset: BenchDatasetInput, emails: string[], replace: boolean): Promise<void> {
  const slug = literal(dataset.workspace.slug);
  const emailList = emails.map(literal).join(', ');
  if (!replace) {
    const [found] = await rowsOf<{ n: number }>(
      tx,
      `SELECT (SELECT count(*) FROM workspaces WHERE slug = ${slug}) + (SELECT count(*) FROM users WHERE email IN (${emailList})) AS n`,
    );
    if (Number(found?.n ?? 0) > 0) throw new Error(`workspace "${dataset.workspace.slug}" or its accounts already exist: load into a fresh database or pass --replace`);
    return;
  }
  // Items first: a project's cascade would hit states still referenced by items (ON DELETE RESTRICT).
  await tx.execute(`DELETE FROM work_items WHERE workspace_id IN (SELECT id FROM workspaces WHERE slug = ${slug})`);
  await tx.execute(`DELETE FROM workspaces WHERE slug = ${slug}`);
  await tx.execute(`DELETE FROM users WHERE email IN (${emailList})`);
}

/**
 * Loads a dataset in one transaction: every account gets one scrypt hash of the dataset's password; tables are
 * inserted in BENCH_TABLES order, each column checked against the live schema. Runs ANALYZE afterwards so the
 * planner sees the new sizes at once.
 */
export async function loadBenchDataset(db: Db, input: unknown, options: BenchLoadOptions): Promise<BenchLoadResult> {
  const dataset = benchDatasetSchema.parse(input);
  const order = new Map(BENCH_TABLES.map((t, i) => [t, i]));
  const tables = [...dataset.tables].sort((a, b) => order.get(a.table)! - order.get(b.table)!);
  const users = tables.find((t) => t.table === 'users')?.rows ?? [];
  const emails = users.map((u) => String(u.email));
  if (!emails.includes(dataset.owner.email)) throw new Error(`the owner ${dataset.owner.email} is not among the dataset's users`);
  const passwordHash = await hashPassword(dataset.password, options.scryptN);

  const counts: Record<string, number> = {};
  const started = performance.now();
  await db.transaction(async (tx) => {
    const [setting] = await rowsOf<{ standard_conforming_strings: string }>(tx, 'SHOW standard_conforming_strings');
    if (setting?.standard_conforming_strings !== 'on') throw new Error('standard_conforming_strings must be on');
    await removeExisting(tx, dataset, emails, options.replace ?? false);
    for (const { table, rows } of tables) {
      const prepared = table === 'users' ? rows.map((u) => ({ ...u, password_hash: passwordHash })) : rows;
      await insertTable(tx, table, prepared);
      counts[table] = (counts[table] ?? 0) + rows.length;
    }
  });
  const insertMs = performance.now() - started;
  await db.execute(`ANALYZE ${[...new Set(tables.map((t) => t.table))].map(ident).join(', ')}`);
  const { tables: _rows, ...description } = dataset;
  return { dataset: description, counts, insertMs };
}
