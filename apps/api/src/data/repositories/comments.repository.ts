import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemComments, type WorkItemCommentRow } from '../schema/work-items.schema';

/** Columns a new comment takes. */
export type NewComment = typeof workItemComments.$inferInsert;
/** Fields an edit may change. */
export type CommentPatch = Partial<Pick<WorkItemCommentRow, 'comment_html' | 'comment_stripped' | 'access' | 'edited_at' | 'updated_at'>>;

/** Comments of one work item, oldest first; `after` keeps only those created strictly later. */
export async function listComments(
  h: DbOrTx,
  workspaceId: string,
  projectId: string,
  workItemId: string,
  options: { after?: Date } = {},
): Promise<WorkItemCommentRow[]> {
  return h
    .select()
    .from(workItemComments)
    .where(
      and(
        eq(workItemComments.workspace_id, workspaceId),
        eq(workItemComments.project_id, projectId),
        eq(workItemComments.work_item_id, workItemId),
        options.after ? gt(workItemComments.created_at, options.after) : undefined,
      ),
    )
    .orderBy(asc(workItemComments.created_at), asc(workItemComments.id));
}

/** One comment by (workspace, project, id); with `workItemId` it must also belong to that item. */
export async function findComment(
  h: DbOrTx,
  workspaceId: string,
  projectId: string,
  commentId: string,
  workItemId?: string,
): Promise<WorkItemCommentRow | undefined> {
  const [row] = await h
    .select()
    .from(workItemComments)
    .where(
      and(
        eq(workItemComments.workspace_id, workspaceId),
        eq(workItemComments.project_id, projectId),
        eq(workItemComments.id, commentId),
        workItemId ? eq(workItemComments.work_item_id, workItemId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Inserts a comment. */
export async function insertComment(h: DbOrTx, values: NewComment): Promise<WorkItemCommentRow> {
  const [row] = await h.insert(workItemComments).values(values).returning();
  return row;
}

/** Updates a comment of this project. */
export async function updateComment(h: DbOrTx, projectId: string, commentId: string, patch: CommentPatch): Promise<WorkItemCommentRow> {
  const [row] = await h
    .update(workItemComments)
    .set(patch)
    .where(and(eq(workItemComments.project_id, projectId), eq(workItemComments.id, commentId)))
    .returning();
  return row;
}

/** Deletes a comment of this project (its reactions cascade). */
export async function deleteComment(h: DbOrTx, projectId: string, commentId: string): Promise<void> {
  await h.delete(workItemComments).where(and(eq(workItemComments.project_id, projectId), eq(workItemComments.id, commentId)));
}

/** One comment by (workspace, id), whatever its project (server-internal lookups: webhook payloads, issue 18). */
export async function findWorkspaceComment(h: DbOrTx, workspaceId: string, commentId: string): Promise<WorkItemCommentRow | undefined> {
  const [row] = await h
    .select()
    .from(workItemComments)
    .where(and(eq(workItemComments.workspace_id, workspaceId), eq(workItemComments.id, commentId)))
    .limit(1);
  return row;
}
