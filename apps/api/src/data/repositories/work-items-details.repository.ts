import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { states } from '../schema/projects.schema';
import {
  fileAssets,
  workItemLinks,
  workItemReactions,
  workItemRelations,
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
    .where(and(inArray(workItems.parent_id, itemIds), isNull(workItems.deleted_at)))
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
