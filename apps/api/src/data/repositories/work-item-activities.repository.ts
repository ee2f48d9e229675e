import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemActivities, type WorkItemActivityRow } from '../schema/work-items.schema';

/** A new activity row: who (actor_id) changed what (field) on which item, old → new, at `created_at`. */
export type NewActivity = typeof workItemActivities.$inferInsert;

/**
 * Writes activity rows. Call it with the same `tx` as the change it records, so the change and its activity commit
 * or roll back together. Does nothing for an empty list.
 */
export async function recordActivities(tx: DbOrTx, rows: NewActivity[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(workItemActivities).values(rows);
}

/** Activity of one item, oldest first; `epicOnly` picks by is_epic when the caller filters by epic-property. */
export async function listActivities(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<WorkItemActivityRow[]> {
  return h
    .select()
    .from(workItemActivities)
    .where(and(eq(workItemActivities.workspace_id, workspaceId), eq(workItemActivities.project_id, projectId), eq(workItemActivities.work_item_id, workItemId)))
    .orderBy(asc(workItemActivities.created_at), asc(workItemActivities.id));
}

/** Activity of several items (for bulk presenters and tests). */
export async function listActivitiesOf(h: DbOrTx, workspaceId: string, workItemIds: string[]): Promise<WorkItemActivityRow[]> {
  if (workItemIds.length === 0) return [];
  return h
    .select()
    .from(workItemActivities)
    .where(and(eq(workItemActivities.workspace_id, workspaceId), inArray(workItemActivities.work_item_id, workItemIds)))
    .orderBy(asc(workItemActivities.created_at), asc(workItemActivities.id));
}
