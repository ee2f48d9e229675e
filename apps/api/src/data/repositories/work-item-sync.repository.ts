import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';
import { itemExtrasFields, type ItemExtras } from './work-items-details.repository';

// Reads of the browser's local work-item cache (issue 6): pages of a project's cacheable items in (updated_at, id)
// order, and the ids the cache must drop. Timestamps are compared at MILLISECOND precision — the precision of the
// wire — so a cursor or an updated_at the client got back from us names exactly the rows it saw.

/** Whose items a sync reads: one project, all its items or — for a guest without guest_view_all_features — their own. */
export interface WorkItemSyncScope {
  workspaceId: string;
  projectId: string;
  /** Only items created by this user (guests limited to their own items); undefined: every item. */
  creatorId?: string;
}

/** A keyset position: the sync key (updated_at at ms precision, as an ISO string) and the id of the last row seen. */
export interface SyncKeyset {
  at: string;
  id: string;
}

/** One page request: rows changed strictly after `changedAfter` (ISO, ms precision), strictly after `after`, `perPage` of them. */
export interface SyncPageRequest {
  changedAfter?: string;
  after?: SyncKeyset;
  perPage: number;
}

/** A page: its rows with their list extras, the number of rows matching changedAfter (ignoring `after`), the next keyset. */
export interface SyncPage {
  rows: WorkItemRow[];
  extras: Map<string, ItemExtras>;
  total: number;
  next: SyncKeyset | null;
}

const w = workItems;

/**
 * The sync order key: updated_at as UTC wall time, truncated to milliseconds. Both steps are IMMUTABLE on every
 * PostgreSQL we run (timezone(text, timestamptz), date_trunc(text, timestamp)), so an expression index can carry it —
 * see work_items_project_sync_idx; the three-argument date_trunc(…, 'UTC') is STABLE on PostgreSQL 15, so unfit. Literals, never
 * parameters: the planner matches the index expression only when the text is the same.
 */
export const syncKeySql = sql`date_trunc('milliseconds', ${w.updated_at} at time zone 'UTC')`;

// The index work_items_project_sync_idx (migration 0006, declared in work-items.schema.ts) carries this key, so a sync
// page is an ordered index range scan that stops after the page (no sort of the project's items on every page).

/** An ISO parameter as the key's type (UTC wall time). */
const asKey = (iso: string) => sql`(${iso}::timestamptz at time zone 'UTC')`;

/** The key rendered as the wire renders timestamps (toISOString: ms, Z), from SQL so a cursor never depends on a driver's parsing. */
const syncKeyTextSql = sql<string>`to_char(${syncKeySql}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const LAST_ISO_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** One millisecond after an ISO instant of ms precision, as PostgreSQL reads it ('infinity' past year 9999). */
function plusOneMs(iso: string): string {
  const next = Date.parse(iso) + 1;
  return next > LAST_ISO_INSTANT ? 'infinity' : new Date(next).toISOString();
}

/** Live and archived issues of the project the caller may cache: not drafts, not epics, not soft-deleted. */
function scopeConditions(s: WorkItemSyncScope): SQL[] {
  const c = [sql`${w.workspace_id} = ${s.workspaceId}`, sql`${w.project_id} = ${s.projectId}`, sql`${w.deleted_at} is null`, sql`${w.is_draft} = false`, sql`${w.is_epic} = false`, sql`${w.is_intake} = false`];
  if (s.creatorId !== undefined) c.push(sql`${w.created_by} = ${s.creatorId}`);
  return c;
}

/**
 * changedAfter at ms precision: key > T. The plain `updated_at >= T + 1 ms` says the same for a T of ms precision and
 * lets the (project_id, updated_at) index bound the scan while the expression index is missing.
 */
function changedConditions(r: SyncPageRequest): SQL[] {
  if (r.changedAfter === undefined) return [];
  return [sql`${syncKeySql} > ${asKey(r.changedAfter)}`, sql`${w.updated_at} >= ${plusOneMs(r.changedAfter)}::timestamptz`];
}

/** Strictly after the keyset (row comparison, an index condition on the expression index), bounded by updated_at >= A as well. */
function keysetConditions(r: SyncPageRequest): SQL[] {
  if (r.after === undefined) return [];
  return [sql`(${syncKeySql}, ${w.id}) > (${asKey(r.after.at)}, ${r.after.id}::uuid)`, sql`${w.updated_at} >= ${r.after.at}::timestamptz`];
}

/** The ids of a page (plus one row to tell whether another page follows) with the total, in sync order (exported for EXPLAIN in tests). */
export function syncPageIdsQuery(h: DbOrTx, scope: WorkItemSyncScope, r: SyncPageRequest) {
  const matching = and(...scopeConditions(scope), ...changedConditions(r));
  const total = sql<number>`(select count(*)::int from ${w} where ${matching})`.as('total');
  return h
    .select({ id: w.id, total })
    .from(w)
    .where(and(matching, ...keysetConditions(r)))
    .orderBy(syncKeySql, w.id)
    .limit(r.perPage + 1);
}

/**
 * A sync page in ONE statement: the page's ids (an ordered index scan with the expression index) with the count of
 * the rows matching changedAfter (an uncorrelated scalar subquery, computed once), joined back to work_items for the
 * rows, their keys and their list extras (itemExtrasFields, evaluated for the page's rows only). A second statement
 * counts only when the page is empty.
 */
export async function listSyncPage(h: DbOrTx, scope: WorkItemSyncScope, r: SyncPageRequest, userId: string): Promise<SyncPage> {
  const page = syncPageIdsQuery(h, scope, r).as('page');
  const rows = await h
    .select({ item: w, total: sql<number>`"page"."total"`, key: syncKeyTextSql, ...itemExtrasFields(sql`${w.id}`, sql`${w.state_id}`, scope.workspaceId, userId) })
    .from(w)
    .innerJoin(page, sql`"page"."id" = ${w.id}`)
    .orderBy(syncKeySql, w.id);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && r.after !== undefined) {
    const [row] = await h.select({ n: sql<number>`count(*)::int` }).from(w).where(and(...scopeConditions(scope), ...changedConditions(r)));
    total = Number(row.n);
  }
  const pageRows = rows.slice(0, r.perPage);
  const last = pageRows[pageRows.length - 1];
  return {
    rows: pageRows.map((x) => x.item),
    extras: new Map(pageRows.map(({ item, total: _total, key: _key, ...extras }) => [item.id, extras])),
    total,
    next: rows.length > r.perPage ? { at: last.key, id: last.item.id } : null,
  };
}

/** An id the cache must drop and when it stopped being cacheable. */
export interface RemovedSyncRow {
  id: string;
  removed_at: Date;
}

/**
 * Items of the project that left the cacheable set after `since` (ISO): soft-deleted after it (removed_at =
 * deleted_at), or drafts / epics changed after it (removed_at = updated_at). Raw timestamps, not truncated: for
 * removals, reporting an id twice is harmless and missing one is not. Oldest first.
 */
export async function listRemovedSyncRows(h: DbOrTx, scope: WorkItemSyncScope, since: string): Promise<RemovedSyncRow[]> {
  const s = sql`${since}::timestamptz`;
  const c: SQL[] = [sql`${w.workspace_id} = ${scope.workspaceId}`, sql`${w.project_id} = ${scope.projectId}`];
  if (scope.creatorId !== undefined) c.push(sql`${w.created_by} = ${scope.creatorId}`);
  c.push(sql`(${w.deleted_at} > ${s} or ((${w.is_draft} or ${w.is_epic} or ${w.is_intake}) and ${w.updated_at} > ${s}))`);
  const removedAt = sql`case when ${w.deleted_at} > ${s} then ${w.deleted_at} else ${w.updated_at} end`;
  return h
    .select({ id: w.id, removed_at: sql<Date>`${removedAt}`.mapWith(w.updated_at) })
    .from(w)
    .where(and(...c))
    .orderBy(removedAt, w.id);
}
