import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemLinks, type WorkItemLinkRow } from '../schema/work-items.schema';

/** Columns a new link takes. */
export type NewLink = typeof workItemLinks.$inferInsert;
/** Fields an edit may change. */
export type LinkPatch = Partial<Pick<WorkItemLinkRow, 'url' | 'title' | 'updated_at'>>;

/** Links of one work item, oldest first. */
export async function listLinks(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<WorkItemLinkRow[]> {
  return h
    .select()
    .from(workItemLinks)
    .where(and(eq(workItemLinks.workspace_id, workspaceId), eq(workItemLinks.project_id, projectId), eq(workItemLinks.work_item_id, workItemId)))
    .orderBy(asc(workItemLinks.created_at), asc(workItemLinks.id));
}

/** One link by (workspace, project, item, id): a link of another item finds nothing. */
export async function findLink(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string, linkId: string): Promise<WorkItemLinkRow | undefined> {
  const [row] = await h
    .select()
    .from(workItemLinks)
    .where(
      and(
        eq(workItemLinks.workspace_id, workspaceId),
        eq(workItemLinks.project_id, projectId),
        eq(workItemLinks.work_item_id, workItemId),
        eq(workItemLinks.id, linkId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts a link. */
export async function insertLink(h: DbOrTx, values: NewLink): Promise<WorkItemLinkRow> {
  const [row] = await h.insert(workItemLinks).values(values).returning();
  return row;
}

/** Updates a link of this item. */
export async function updateLink(h: DbOrTx, workItemId: string, linkId: string, patch: LinkPatch): Promise<WorkItemLinkRow> {
  const [row] = await h
    .update(workItemLinks)
    .set(patch)
    .where(and(eq(workItemLinks.work_item_id, workItemId), eq(workItemLinks.id, linkId)))
    .returning();
  return row;
}

/** Deletes a link of this item. */
export async function deleteLink(h: DbOrTx, workItemId: string, linkId: string): Promise<void> {
  await h.delete(workItemLinks).where(and(eq(workItemLinks.work_item_id, workItemId), eq(workItemLinks.id, linkId)));
}
