import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemAssignees, workItemLabels, workItemMentions, workItemSubscribers } from '../schema/work-items.schema';

// The per-item sets of a work item: assignees, labels, mentions and subscribers.

/** The scope every set row carries. */
export interface ItemScope {
  workspaceId: string;
  projectId: string;
  workItemId: string;
}

/** Assignee ids per item for these items (items without assignees are absent). */
export async function assigneeIdsOf(h: DbOrTx, itemIds: string[]): Promise<Map<string, string[]>> {
  if (itemIds.length === 0) return new Map();
  const rows = await h
    .select({ item: workItemAssignees.work_item_id, id: workItemAssignees.assignee_id })
    .from(workItemAssignees)
    .where(inArray(workItemAssignees.work_item_id, itemIds))
    .orderBy(workItemAssignees.created_at, workItemAssignees.assignee_id);
  return groupIds(rows);
}

/** Label ids per item for these items. */
export async function labelIdsOf(h: DbOrTx, itemIds: string[]): Promise<Map<string, string[]>> {
  if (itemIds.length === 0) return new Map();
  const rows = await h
    .select({ item: workItemLabels.work_item_id, id: workItemLabels.label_id })
    .from(workItemLabels)
    .where(inArray(workItemLabels.work_item_id, itemIds))
    .orderBy(workItemLabels.created_at, workItemLabels.label_id);
  return groupIds(rows);
}

function groupIds(rows: Array<{ item: string; id: string }>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.item, [...(map.get(r.item) ?? []), r.id]);
  return map;
}

/** Adds assignees (ignores ones already there). */
export async function addAssignees(h: DbOrTx, s: ItemScope, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await h
    .insert(workItemAssignees)
    .values(ids.map((id) => ({ workspace_id: s.workspaceId, project_id: s.projectId, work_item_id: s.workItemId, assignee_id: id, created_at: now })))
    .onConflictDoNothing();
}

/** Removes assignees. */
export async function removeAssignees(h: DbOrTx, workItemId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await h.delete(workItemAssignees).where(and(eq(workItemAssignees.work_item_id, workItemId), inArray(workItemAssignees.assignee_id, ids)));
}

/** Adds labels (ignores ones already there). */
export async function addLabels(h: DbOrTx, s: ItemScope, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await h
    .insert(workItemLabels)
    .values(ids.map((id) => ({ workspace_id: s.workspaceId, project_id: s.projectId, work_item_id: s.workItemId, label_id: id, created_at: now })))
    .onConflictDoNothing();
}

/** Removes labels. */
export async function removeLabels(h: DbOrTx, workItemId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await h.delete(workItemLabels).where(and(eq(workItemLabels.work_item_id, workItemId), inArray(workItemLabels.label_id, ids)));
}

/** Replaces the mentions of an item with these user ids. */
export async function replaceMentions(h: DbOrTx, s: ItemScope, ids: string[]): Promise<void> {
  await h.delete(workItemMentions).where(eq(workItemMentions.work_item_id, s.workItemId));
  if (ids.length === 0) return;
  await h
    .insert(workItemMentions)
    .values(ids.map((id) => ({ workspace_id: s.workspaceId, project_id: s.projectId, work_item_id: s.workItemId, mention_id: id })))
    .onConflictDoNothing();
}

/** Subscribes users to an item (ignores ones already subscribed). */
export async function addSubscribers(h: DbOrTx, s: ItemScope, userIds: string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await h
    .insert(workItemSubscribers)
    .values(userIds.map((id) => ({ workspace_id: s.workspaceId, project_id: s.projectId, work_item_id: s.workItemId, subscriber_id: id, created_at: now })))
    .onConflictDoNothing();
}

/** Subscribes one user to many items of a project. */
export async function subscribeToItems(h: DbOrTx, workspaceId: string, projectId: string, itemIds: string[], userId: string, now: Date): Promise<void> {
  if (itemIds.length === 0) return;
  await h
    .insert(workItemSubscribers)
    .values(itemIds.map((id) => ({ workspace_id: workspaceId, project_id: projectId, work_item_id: id, subscriber_id: userId, created_at: now })))
    .onConflictDoNothing();
}

/** Unsubscribes a user from an item. */
export async function removeSubscriber(h: DbOrTx, workItemId: string, userId: string): Promise<void> {
  await h.delete(workItemSubscribers).where(and(eq(workItemSubscribers.work_item_id, workItemId), eq(workItemSubscribers.subscriber_id, userId)));
}

/** The items among `itemIds` the user is subscribed to. */
export async function subscribedItemIds(h: DbOrTx, itemIds: string[], userId: string): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await h
    .select({ id: workItemSubscribers.work_item_id })
    .from(workItemSubscribers)
    .where(and(inArray(workItemSubscribers.work_item_id, itemIds), eq(workItemSubscribers.subscriber_id, userId)));
  return new Set(rows.map((r) => r.id));
}
