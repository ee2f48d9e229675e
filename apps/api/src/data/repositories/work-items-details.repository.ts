import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { uuidArray, uuidList } from './sql-arrays';
import { states } from '../schema/projects.schema';
import {
  fileAssets,
  workItemLinks,
  workItemReactions,
  workItemRelations,
  workItemAssignees,
  workItemLabels,
  workItemModules,
  workItemSubscribers,
  workItems,
  type FileAssetRow,
  type WorkItemLinkRow,
  type WorkItemReactionRow,
  type WorkItemRelationRow,
} from '../schema/work-items.schema';

// Read-side loaders for work-item lists and detail. Each takes every item of a page at once, so a page costs a fixed
// number of queries whatever its size.

/** Count per item id (items with none are absent). */
export type CountMap = Map<string, number>;

function toCountMap(rows: Array<{ id: string | null; n: number }>): CountMap {
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as string, Number(r.n)]));
}

/** Live (not deleted) children per parent. */
export async function childCountsOf(h: DbOrTx, itemIds: string[]): Promise<CountMap> {
  if (itemIds.length === 0) return new Map();
  const rows = await h
    .select({ id: workItems.parent_id, n: count() })
    .from(workItems)
    .where(and(inArray(workItems.parent_id, itemIds), isNull(workItems.deleted_at), eq(workItems.is_intake, false)))
    .groupBy(workItems.parent_id);
  return toCountMap(rows);
}

/** Uploaded, not deleted ISSUE_ATTACHMENT assets per item. */
export async function attachmentCountsOf(h: DbOrTx, workspaceId: string, itemIds: string[]): Promise<CountMap> {
  if (itemIds.length === 0) return new Map();
  const rows = await h
    .select({ id: fileAssets.entity_identifier, n: count() })
    .from(fileAssets)
    .where(and(eq(fileAssets.workspace_id, workspaceId), eq(fileAssets.entity_type, 'ISSUE_ATTACHMENT'), inArray(fileAssets.entity_identifier, itemIds), eq(fileAssets.is_uploaded, true), isNull(fileAssets.deleted_at)))
    .groupBy(fileAssets.entity_identifier);
  return toCountMap(rows);
}

/** Links per item. */
export async function linkCountsOf(h: DbOrTx, itemIds: string[]): Promise<CountMap> {
  if (itemIds.length === 0) return new Map();
  const rows = await h.select({ id: workItemLinks.work_item_id, n: count() }).from(workItemLinks).where(inArray(workItemLinks.work_item_id, itemIds)).groupBy(workItemLinks.work_item_id);
  return toCountMap(rows);
}

/** State group per state id. */
export async function stateGroupsOf(h: DbOrTx, stateIds: string[]): Promise<Map<string, string>> {
  if (stateIds.length === 0) return new Map();
  const rows = await h.select({ id: states.id, group: states.group }).from(states).where(inArray(states.id, stateIds));
  return new Map(rows.map((r) => [r.id, r.group]));
}

/** What a list shows of an item beyond its row (see pageExtrasOf). */
export interface ItemExtras {
  label_ids: string[];
  assignee_ids: string[];
  module_ids: string[];
  sub_issues_count: number;
  attachment_count: number;
  link_count: number;
  state_group: string | null;
  is_subscribed: boolean;
}

/**
 * The extras of ONE item as SQL expressions over `id` and `stateId` (column references or values of the enclosing
 * query): label, assignee and module ids (oldest first, then id), live children, uploaded and not deleted ISSUE_ATTACHMENT
 * assets of the workspace, links, the state's group and whether `userId` subscribes — each a correlated subquery, an
 * index lookup. Usable as select fields (each decodes to its ItemExtras type) of any query that has the item's id.
 */
export function itemExtrasFields(id: SQL, stateId: SQL, workspaceId: string, userId: string) {
  const l = workItemLabels;
  const a = workItemAssignees;
  const f = fileAssets;
  const k = workItemLinks;
  const s = workItemSubscribers;
  const m = workItemModules;
  return {
    label_ids: sql<string[]>`coalesce((select array_agg(${l.label_id} order by ${l.created_at}, ${l.label_id}) from ${l} where ${l.work_item_id} = ${id}), '{}')`.mapWith(uuidList),
    assignee_ids: sql<string[]>`coalesce((select array_agg(${a.assignee_id} order by ${a.created_at}, ${a.assignee_id}) from ${a} where ${a.work_item_id} = ${id}), '{}')`.mapWith(uuidList),
    module_ids: sql<string[]>`coalesce((select array_agg(${m.module_id} order by ${m.created_at}, ${m.module_id}) from ${m} where ${m.work_item_id} = ${id}), '{}')`.mapWith(uuidList),
    // The item's own table again: aliased, so the outer work_items columns in `id` keep their meaning.
    sub_issues_count: sql<number>`(select count(*)::int from ${workItems} as "wi_child" where "wi_child"."parent_id" = ${id} and "wi_child"."deleted_at" is null and not "wi_child"."is_intake")`.mapWith(Number),
    attachment_count: sql<number>`(select count(*)::int from ${f} where ${f.entity_identifier} = ${id} and ${f.entity_type} = 'ISSUE_ATTACHMENT' and ${f.workspace_id} = ${workspaceId} and ${f.is_uploaded} = true and ${f.deleted_at} is null)`.mapWith(Number),
    link_count: sql<number>`(select count(*)::int from ${k} where ${k.work_item_id} = ${id})`.mapWith(Number),
    state_group: sql<string | null>`(select ${states.group} from ${states} where ${states.id} = ${stateId})`,
    // A scalar subquery, not EXISTS: PostgreSQL may run an EXISTS in the select list as a hashed subplan over ALL of
    // the user's subscriptions; this stays one primary-key lookup per item.
    is_subscribed: sql<boolean>`coalesce((select true from ${s} where ${s.work_item_id} = ${id} and ${s.subscriber_id} = ${userId}), false)`.mapWith((v: unknown) => v === true || v === 't'),
  };
}

/**
 * The extras of a page of items in ONE statement: itemExtrasFields over `unnest(ids, stateIds)`, the ids as one
 * array parameter. Keyed by item id.
 */
export async function pageExtrasOf(h: DbOrTx, workspaceId: string, items: ReadonlyArray<{ id: string; state_id: string | null }>, userId: string): Promise<Map<string, ItemExtras>> {
  if (items.length === 0) return new Map();
  const list = sql`unnest(${uuidArray(items.map((r) => r.id))}, ${uuidArray(items.map((r) => r.state_id))}) as "i"("id", "state_id")`;
  const rows = await h
    .select({ id: sql<string>`"i"."id"::text`, ...itemExtrasFields(sql`"i"."id"`, sql`"i"."state_id"`, workspaceId, userId) })
    .from(list);
  return new Map(rows.map(({ id, ...extras }) => [id, extras]));
}

/** Reactions on an item, oldest first. */
export async function listItemReactions(h: DbOrTx, workspaceId: string, itemId: string): Promise<WorkItemReactionRow[]> {
  return h
    .select()
    .from(workItemReactions)
    .where(and(eq(workItemReactions.workspace_id, workspaceId), eq(workItemReactions.work_item_id, itemId)))
    .orderBy(asc(workItemReactions.created_at), asc(workItemReactions.id));
}

/** Uploaded, not deleted attachments of an item, newest first. */
export async function listItemAttachments(h: DbOrTx, workspaceId: string, itemId: string): Promise<FileAssetRow[]> {
  return h
    .select()
    .from(fileAssets)
    .where(and(eq(fileAssets.workspace_id, workspaceId), eq(fileAssets.entity_type, 'ISSUE_ATTACHMENT'), eq(fileAssets.entity_identifier, itemId), eq(fileAssets.is_uploaded, true), isNull(fileAssets.deleted_at)))
    .orderBy(desc(fileAssets.created_at), desc(fileAssets.id));
}

/** Links of an item, newest first. */
export async function listItemLinks(h: DbOrTx, workspaceId: string, itemId: string): Promise<WorkItemLinkRow[]> {
  return h
    .select()
    .from(workItemLinks)
    .where(and(eq(workItemLinks.workspace_id, workspaceId), eq(workItemLinks.work_item_id, itemId)))
    .orderBy(desc(workItemLinks.created_at), desc(workItemLinks.id));
}

/** Relation rows touching an item, in either column (relations are stored once). */
export async function listItemRelationRows(h: DbOrTx, workspaceId: string, itemId: string): Promise<WorkItemRelationRow[]> {
  return h
    .select()
    .from(workItemRelations)
    .where(and(eq(workItemRelations.workspace_id, workspaceId), or(eq(workItemRelations.work_item_id, itemId), eq(workItemRelations.related_work_item_id, itemId))))
    .orderBy(asc(workItemRelations.created_at), asc(workItemRelations.id));
}

/** Short rows (lite shape) of items by id within a workspace, not deleted, with their state group. */
export async function listLiteItems(h: DbOrTx, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return h
    .select({
      id: workItems.id,
      project_id: workItems.project_id,
      sequence_id: workItems.sequence_id,
      name: workItems.name,
      state_id: workItems.state_id,
      state__group: states.group,
      priority: workItems.priority,
      is_epic: workItems.is_epic,
    })
    .from(workItems)
    .leftJoin(states, eq(states.id, workItems.state_id))
    .where(and(eq(workItems.workspace_id, workspaceId), inArray(workItems.id, ids), isNull(workItems.deleted_at)));
}
