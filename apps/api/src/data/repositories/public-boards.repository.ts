import type { NormalizedWorkItemQuery } from '@cairn/types';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemActivities, workItems, type WorkItemActivityRow, type WorkItemRow } from '../schema/work-items.schema';
import { listConditions, type WorkItemListScope } from './work-item-list-sql';

// Reads of the public board API (issue 20) that the list engine and the module repositories do not already answer.

/**
 * One item of a published board: the same conditions as the board's list (its scope — live, non-epic, not intake,
 * of the board's project — and, for a view board, the view's filters) plus the id. undefined when it is not on the board.
 */
export async function findBoardItem(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery, itemId: string): Promise<WorkItemRow | undefined> {
  const [row] = await h
    .select()
    .from(workItems)
    .where(and(...listConditions(scope, q), eq(workItems.id, itemId)))
    .limit(1);
  return row;
}

/** The latest `limit` activity rows of an item of the project, newest first. */
export async function listLatestActivities(h: DbOrTx, workspaceId: string, projectId: string, itemId: string, limit: number): Promise<WorkItemActivityRow[]> {
  return h
    .select()
    .from(workItemActivities)
    .where(and(eq(workItemActivities.workspace_id, workspaceId), eq(workItemActivities.project_id, projectId), eq(workItemActivities.work_item_id, itemId)))
    .orderBy(desc(workItemActivities.created_at), desc(workItemActivities.id))
    .limit(limit);
}
