import { LOCAL_PRIORITY_RANK, LOCAL_SYNC_BATCH_SIZE, type WorkItem } from '@cairn/types';
import { ISSUE_META_KEYS } from '../schema/schema';
import type { LocalDatabase, SqlBind, SqlHandle } from '../sqlite/local-database';
import { ISSUE_COLUMNS } from '../query/present';

// A batch is written with three fixed statements that read their rows from ONE JSON bind (json_each): one prepared
// statement each whatever the batch size, and a few wa-sqlite calls per batch instead of three per item.
const UPSERT_SQL = `INSERT INTO issues (${ISSUE_COLUMNS.join(', ')})
SELECT ${ISSUE_COLUMNS.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(?) WHERE true
ON CONFLICT (id) DO UPDATE SET ${ISSUE_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`).join(', ')}`;
const DELETE_META_SQL = `DELETE FROM issue_meta WHERE issue_id IN (SELECT value FROM json_each(?))`;
const INSERT_META_SQL = `INSERT INTO issue_meta (issue_id, key, value, position) SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?) WHERE true`;

/** A wire WorkItem's values for ISSUE_COLUMNS (rank in priority_proxy; server-confirmed rows: is_local_update 0). */
function issueValues(item: WorkItem): SqlBind[] {
  const values: Record<(typeof ISSUE_COLUMNS)[number], SqlBind> = {
    ...item,
    priority_proxy: LOCAL_PRIORITY_RANK[item.priority] ?? 0,
    label_ids: JSON.stringify(item.label_ids ?? []),
    assignee_ids: JSON.stringify(item.assignee_ids ?? []),
    module_ids: JSON.stringify(item.module_ids ?? []),
    is_local_update: 0,
  };
  // JSON carries no booleans into SQLite columns: 0/1, as bound values would be.
  return ISSUE_COLUMNS.map((c) => (typeof values[c] === 'boolean' ? Number(values[c]) : (values[c] ?? null)));
}

/** issue_meta rows of an item: one per label, assignee and module, with its position in the wire array. */
function metaRows(item: WorkItem): SqlBind[][] {
  const rows: SqlBind[][] = [];
  const add = (key: string, values: readonly string[] | undefined) => [...new Set(values ?? [])].forEach((v, i) => rows.push([item.id, key, v, i]));
  add(ISSUE_META_KEYS.label, item.label_ids);
  add(ISSUE_META_KEYS.assignee, item.assignee_ids);
  add(ISSUE_META_KEYS.module, item.module_ids);
  return rows;
}

/**
 * Upserts items by id inside an open transaction (their issue_meta rows are replaced), LOCAL_SYNC_BATCH_SIZE items
 * per statement: a sync page of 500 is 30 statements, not 1,500. Of two items with one id in a batch the later wins.
 */
export async function writeWorkItems(tx: SqlHandle, items: readonly WorkItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += LOCAL_SYNC_BATCH_SIZE) {
    const batch = [...new Map(items.slice(i, i + LOCAL_SYNC_BATCH_SIZE).map((item) => [item.id, item])).values()];
    await tx.run(UPSERT_SQL, [JSON.stringify(batch.map(issueValues))]);
    await tx.run(DELETE_META_SQL, [JSON.stringify(batch.map((item) => item.id))]);
    const meta = batch.flatMap(metaRows);
    if (meta.length) await tx.run(INSERT_META_SQL, [JSON.stringify(meta)]);
  }
}

/** Deletes items by id (and their issue_meta rows) inside an open transaction; resolves to how many items went. */
export async function removeWorkItems(tx: SqlHandle, ids: readonly string[]): Promise<number> {
  const json = JSON.stringify(ids);
  await tx.run(DELETE_META_SQL, [json]);
  return tx.run(`DELETE FROM issues WHERE id IN (SELECT value FROM json_each(?))`, [json]);
}

/**
 * Writes server-confirmed items (a create or update the server answered) in one transaction, upserting by id.
 * Optimistic state stays in the store: never pass an item the server has not confirmed.
 */
export async function upsertWorkItems(db: LocalDatabase, items: readonly WorkItem[]): Promise<void> {
  if (items.length === 0) return;
  await db.transaction((tx) => writeWorkItems(tx, items));
}

/**
 * Sets the caller's subscription flag of a cached item after the server confirmed a subscribe / unsubscribe (the item
 * itself does not change, so no sync would bring it). Resolves to the rows changed (0: the item is not cached).
 */
export async function setSubscribed(db: LocalDatabase, id: string, subscribed: boolean): Promise<number> {
  return db.run(`UPDATE issues SET is_subscribed = ? WHERE id = ?`, [subscribed ? 1 : 0, id]);
}

/** Deletes items the server confirmed deleted (or that left the cache: drafts, epics), in one transaction. */
export async function deleteWorkItems(db: LocalDatabase, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction((tx) => removeWorkItems(tx, ids));
}
