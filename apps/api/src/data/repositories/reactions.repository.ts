import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { commentReactions, workItemReactions, type CommentReactionRow, type WorkItemReactionRow } from '../schema/work-items.schema';

/** Columns a new work-item reaction takes. */
export type NewWorkItemReaction = typeof workItemReactions.$inferInsert;
/** Columns a new comment reaction takes. */
export type NewCommentReaction = typeof commentReactions.$inferInsert;

/** Reactions on one work item, oldest first. */
export async function listWorkItemReactions(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<WorkItemReactionRow[]> {
  return h
    .select()
    .from(workItemReactions)
    .where(and(eq(workItemReactions.workspace_id, workspaceId), eq(workItemReactions.project_id, projectId), eq(workItemReactions.work_item_id, workItemId)))
    .orderBy(asc(workItemReactions.created_at), asc(workItemReactions.id));
}

/**
 * Adds a reaction unless the actor already gave the same one; returns the row and whether it is new (the unique index
 * on (item, actor, reaction) decides, so concurrent duplicates make one row).
 */
export async function addWorkItemReaction(h: DbOrTx, values: NewWorkItemReaction): Promise<{ row: WorkItemReactionRow; created: boolean }> {
  const [inserted] = await h.insert(workItemReactions).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await h
    .select()
    .from(workItemReactions)
    .where(and(eq(workItemReactions.work_item_id, values.work_item_id), eq(workItemReactions.actor_id, values.actor_id), eq(workItemReactions.reaction, values.reaction)))
    .limit(1);
  return { row: existing, created: false };
}

/** Removes the actor's reaction from a work item; returns the removed rows' ids (none or one). */
export async function removeWorkItemReaction(h: DbOrTx, projectId: string, workItemId: string, actorId: string, reaction: string): Promise<string[]> {
  const rows = await h
    .delete(workItemReactions)
    .where(
      and(
        eq(workItemReactions.project_id, projectId),
        eq(workItemReactions.work_item_id, workItemId),
        eq(workItemReactions.actor_id, actorId),
        eq(workItemReactions.reaction, reaction),
      ),
    )
    .returning({ id: workItemReactions.id });
  return rows.map((r) => r.id);
}

/** Reactions on the given comments of a project, oldest first. */
export async function listCommentReactions(h: DbOrTx, workspaceId: string, projectId: string, commentIds: string[]): Promise<CommentReactionRow[]> {
  if (commentIds.length === 0) return [];
  return h
    .select()
    .from(commentReactions)
    .where(and(eq(commentReactions.workspace_id, workspaceId), eq(commentReactions.project_id, projectId), inArray(commentReactions.comment_id, commentIds)))
    .orderBy(asc(commentReactions.created_at), asc(commentReactions.id));
}

/** Adds a comment reaction unless the actor already gave the same one (see addWorkItemReaction). */
export async function addCommentReaction(h: DbOrTx, values: NewCommentReaction): Promise<{ row: CommentReactionRow; created: boolean }> {
  const [inserted] = await h.insert(commentReactions).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await h
    .select()
    .from(commentReactions)
    .where(and(eq(commentReactions.comment_id, values.comment_id), eq(commentReactions.actor_id, values.actor_id), eq(commentReactions.reaction, values.reaction)))
    .limit(1);
  return { row: existing, created: false };
}

/** Removes the actor's reaction from a comment; returns the removed rows' ids (none or one). */
export async function removeCommentReaction(h: DbOrTx, projectId: string, commentId: string, actorId: string, reaction: string): Promise<string[]> {
  const rows = await h
    .delete(commentReactions)
    .where(
      and(
        eq(commentReactions.project_id, projectId),
        eq(commentReactions.comment_id, commentId),
        eq(commentReactions.actor_id, actorId),
        eq(commentReactions.reaction, reaction),
      ),
    )
    .returning({ id: commentReactions.id });
  return rows.map((r) => r.id);
}
