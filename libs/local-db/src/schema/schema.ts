import { LOCAL_DB_VERSION } from '../version';
import type { LocalDatabase } from '../sqlite/local-database';

/** The reference tables the cache keeps beside the work items (replaceReferenceData). */
export const REFERENCE_KINDS = ['labels', 'states', 'modules', 'cycles', 'estimate_points', 'members'] as const;
/** One reference table. */
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** issue_meta keys: the multi-valued fields of an item, one row per value (for filters and grouping). */
export const ISSUE_META_KEYS = { label: 'label', assignee: 'assignee', module: 'module' } as const;

/**
 * The spec's tables (workspace-pages-account-spec §3 "Local database tables"). issues holds every column of the wire
 * WorkItem (label_ids / assignee_ids / module_ids as JSON text, booleans as 0/1, timestamps as the wire's ISO text,
 * which sorts chronologically) plus priority_proxy (the rank none 0 … urgent 4) and is_local_update. issue_meta
 * holds one row per (item, label | assignee | module) for the ANY-of filters and the multi-valued groupings.
 * Reference tables keep the whole row as JSON in `data`; states also expose group and sequence (order by state).
 */
const TABLES = `
CREATE TABLE options (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE issues (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  sequence_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  description_html TEXT NOT NULL DEFAULT '',
  sort_order REAL NOT NULL,
  state_id TEXT,
  state__group TEXT,
  priority TEXT NOT NULL,
  priority_proxy INTEGER NOT NULL,
  label_ids TEXT NOT NULL DEFAULT '[]',
  assignee_ids TEXT NOT NULL DEFAULT '[]',
  module_ids TEXT NOT NULL DEFAULT '[]',
  estimate_point TEXT,
  sub_issues_count INTEGER NOT NULL DEFAULT 0,
  attachment_count INTEGER NOT NULL DEFAULT 0,
  link_count INTEGER NOT NULL DEFAULT 0,
  parent_id TEXT,
  cycle_id TEXT,
  type_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  start_date TEXT,
  target_date TEXT,
  completed_at TEXT,
  archived_at TEXT,
  deleted_at TEXT,
  created_by TEXT,
  updated_by TEXT,
  is_draft INTEGER NOT NULL DEFAULT 0,
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  is_epic INTEGER NOT NULL DEFAULT 0,
  is_local_update INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE issue_meta (issue_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, position INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (issue_id, key, value)) WITHOUT ROWID;
CREATE TABLE states (id TEXT PRIMARY KEY, project_id TEXT, "group" TEXT, sequence REAL, data TEXT NOT NULL);
${['labels', 'modules', 'cycles', 'estimate_points', 'members'].map((t) => `CREATE TABLE ${t} (id TEXT PRIMARY KEY, project_id TEXT, data TEXT NOT NULL);`).join('\n')}
`;

/**
 * Indexes the lists need: scope + each order key (descending where lists usually sort descending, id ascending after),
 * the filter columns, and issue_meta by value for ANY-of filters. A fresh database defers them until its first syncs
 * are written (see ensureSchema): maintaining twelve B-trees row by row costs most of a first sync, building each
 * once from sorted rows costs little.
 */
const LIST_INDEXES = `
CREATE INDEX IF NOT EXISTS issues_project_created ON issues (project_id, created_at DESC, id);
CREATE INDEX IF NOT EXISTS issues_project_updated ON issues (project_id, updated_at DESC, id);
CREATE INDEX IF NOT EXISTS issues_project_sort_order ON issues (project_id, sort_order, id);
CREATE INDEX IF NOT EXISTS issues_project_sequence ON issues (project_id, sequence_id);
CREATE INDEX IF NOT EXISTS issues_project_priority ON issues (project_id, priority_proxy, id);
CREATE INDEX IF NOT EXISTS issues_state ON issues (state_id);
CREATE INDEX IF NOT EXISTS issues_state_group ON issues (state__group);
CREATE INDEX IF NOT EXISTS issues_target_date ON issues (target_date);
CREATE INDEX IF NOT EXISTS issues_start_date ON issues (start_date);
CREATE INDEX IF NOT EXISTS issues_parent ON issues (parent_id);
CREATE INDEX IF NOT EXISTS issues_created_by ON issues (created_by);
CREATE INDEX IF NOT EXISTS issue_meta_value ON issue_meta (key, value, issue_id);
`;

/** Indexes of the reference tables (small; always present). */
const REFERENCE_INDEXES = `
CREATE INDEX states_project ON states (project_id);
${['labels', 'modules', 'cycles', 'estimate_points', 'members'].map((t) => `CREATE INDEX ${t}_project ON ${t} (project_id);`).join('\n')}
`;

/**
 * The page size of a (re)created file: 64 KB, SQLite's largest. Every OPFS access-handle call costs a fixed amount
 * (≈0.7 ms per read or write in headless Chromium on the 2-core machine, whatever its size), so fewer, larger pages
 * make a commit or a cold read several times faster; the database is a rebuildable cache of at most a few hundred MB.
 */
export const LOCAL_DB_PAGE_SIZE = 65536;

/** The option present while a fresh database's list indexes are deferred. */
const DEFERRED_INDEXES_KEY = 'list_indexes_deferred';

/** The stored schema version, or null when the options table or the key is missing. */
export async function readSchemaVersion(db: LocalDatabase): Promise<string | null> {
  const table = await db.all(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'options'`);
  if (table.length === 0) return null;
  const rows = await db.all<{ value: string }>(`SELECT value FROM options WHERE key = 'version'`);
  return rows[0]?.value ?? null;
}

/** Drops every table (and with them their indexes) of the file. */
async function dropEverything(db: LocalDatabase): Promise<void> {
  const tables = await db.all<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  await db.transaction(async (tx) => {
    for (const { name } of tables) await tx.exec(`DROP TABLE IF EXISTS "${name.replace(/"/g, '""')}"`);
  });
}

/**
 * Makes the file hold the current schema: when the stored version is LOCAL_DB_VERSION nothing changes; when it is
 * missing or different, every table is dropped and the schema created again (64 KB pages), version stored (spec §9:
 * a mismatch clears the storage). With `deferListIndexes` a (re)created file gets its list indexes only when
 * buildListIndexes runs (after the first syncs; queries are right without them, only slower). Resolves to whether
 * the file was (re)created.
 */
export async function ensureSchema(db: LocalDatabase, options: { deferListIndexes?: boolean } = {}): Promise<{ recreated: boolean }> {
  if ((await readSchemaVersion(db)) === LOCAL_DB_VERSION) return { recreated: false };
  await dropEverything(db);
  await db.exec(`PRAGMA page_size = ${LOCAL_DB_PAGE_SIZE}`);
  const [{ page_size }] = await db.all<{ page_size: number }>('PRAGMA page_size');
  // A file that had pages keeps their size until it is rebuilt; it is empty now, so that is cheap.
  if (page_size !== LOCAL_DB_PAGE_SIZE) await db.exec('VACUUM');
  await db.transaction(async (tx) => {
    await tx.exec(TABLES);
    await tx.exec(REFERENCE_INDEXES);
    if (options.deferListIndexes) await tx.run(`INSERT INTO options (key, value) VALUES (?, 'true')`, [DEFERRED_INDEXES_KEY]);
    else await tx.exec(LIST_INDEXES);
    await tx.run(`INSERT INTO options (key, value) VALUES ('version', ?)`, [LOCAL_DB_VERSION]);
  });
  return { recreated: true };
}

/** Whether the list indexes are still deferred (a fresh database before buildListIndexes). */
export async function listIndexesDeferred(db: Pick<LocalDatabase, 'all'>): Promise<boolean> {
  return (await db.all(`SELECT 1 FROM options WHERE key = ?`, [DEFERRED_INDEXES_KEY])).length > 0;
}

/** Creates the list indexes when they were deferred (one transaction); resolves to whether it built them. */
export async function buildListIndexes(db: LocalDatabase): Promise<boolean> {
  if (!(await listIndexesDeferred(db))) return false;
  await db.transaction(async (tx) => {
    await tx.exec(LIST_INDEXES);
    await tx.run(`DELETE FROM options WHERE key = ?`, [DEFERRED_INDEXES_KEY]);
  });
  return true;
}

/** Reads an option (JSON-decoded), or null. */
export async function readOption<T>(db: Pick<LocalDatabase, 'all'>, key: string): Promise<T | null> {
  const rows = await db.all<{ value: string }>(`SELECT value FROM options WHERE key = ?`, [key]);
  return rows.length ? (JSON.parse(rows[0].value) as T) : null;
}

/** Stores an option (JSON-encoded). */
export async function writeOption(db: Pick<LocalDatabase, 'run'>, key: string, value: unknown): Promise<void> {
  await db.run(`INSERT INTO options (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [key, JSON.stringify(value)]);
}
