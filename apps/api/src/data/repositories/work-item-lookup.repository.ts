import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';

/** Options of findWorkItem. */
export interface FindWorkItemOptions {
  /** Also return soft-deleted items (deleted-issues/). Default false. */
  includeDeleted?: boolean;
  /** Lock the row (FOR UPDATE) inside a transaction so concurrent writes to it queue. */
  lock?: boolean;
}

/** One work item by (workspace, project, id); soft-deleted items only with includeDeleted. */
export async function findWorkItem(
  h: DbOrTx,
  workspaceId: string,
  projectId: string,
  workItemId: string,
  options: FindWorkItemOptions = {},
): Promise<WorkItemRow | undefined> {
  const conditions = [eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), eq(workItems.id, workItemId)];
  if (!options.includeDeleted) conditions.push(isNull(workItems.deleted_at));
  const query = h.select().from(workItems).where(and(...conditions)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Items of a project among `ids` (not deleted): used to check that every id of a request belongs to the project. */
export async function findWorkItemsIn(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<WorkItemRow[]> {
  if (ids.length === 0) return [];
  return h
    .select()
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), isNull(workItems.deleted_at), inArray(workItems.id, ids)));
}
