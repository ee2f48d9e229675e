import { ROLE, WORK_ITEM_TEXT, type CommentCreate, type CommentUpdate } from '@cairn/types';
import { isUniqueViolation, type Db, type Tx } from '../../data/db';
import { deleteComment, findComment, insertComment, listComments, updateComment } from '../../data/repositories/comments.repository';
import { listCommentReactions } from '../../data/repositories/reactions.repository';
import type { WorkItemCommentRow } from '../../data/schema/work-items.schema';
import { diffFields } from '../../events/record-event';
import { recordItemChildChanges } from '../../events/work-item-events';
import { conflict, forbidden, notFound } from '../../http/errors';
import { sanitizeRichText, stripRichText } from '../work-items/rich-text';
import { requireWorkItem, WORK_ITEM_READERS, type WorkItemAccess } from '../work-items/work-items.policy';
import { presentComment, presentComments } from './comments.presenter';

/** Where a comment call points: workspace slug, project and work item from the URL. */
export interface CommentTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

/** 404 "Comment not found": unknown ids and comments of other items or projects. */
export function commentNotFound() {
  return notFound(WORK_ITEM_TEXT.commentNotFound);
}

/** Activity text of a comment: its plain text, cut to a readable length. */
function excerpt(stripped: string): string {
  return stripped.length > 200 ? `${stripped.slice(0, 199)}…` : stripped;
}

/** One activity row for a comment change (field 'comment') and its event, written with the change's `tx`. */
async function recordCommentActivity(tx: Tx, access: WorkItemAccess, userId: string, verb: 'created' | 'updated' | 'deleted', before: WorkItemCommentRow | null, after: WorkItemCommentRow | null, now: Date) {
  const sentence = { created: 'added a comment', updated: 'updated a comment', deleted: 'deleted a comment' }[verb];
  const activity = {
    workspace_id: access.workspace.id,
    project_id: access.project.id,
    work_item_id: access.item.id,
    actor_id: userId,
    verb,
    field: 'comment',
    old_value: before ? excerpt(before.comment_stripped) : null,
    new_value: after ? excerpt(after.comment_stripped) : null,
    old_identifier: before?.id ?? null,
    new_identifier: after?.id ?? null,
    comment: sentence,
    is_epic: access.item.is_epic,
    created_at: now,
  };
  await recordItemChildChanges(tx, [
    {
      workspaceId: access.workspace.id,
      projectId: access.project.id,
      workItemId: access.item.id,
      actorId: userId,
      at: now,
      entityType: 'comment',
      entityId: (after ?? before)!.id,
      action: verb,
      changes: diffFields(before, after, ['comment_html', 'access', 'edited_at']),
      activities: [activity],
    },
  ]);
}

/** GET issues/{id}/comments/ (readers): oldest first; `after` keeps only newer ones (created_at__gt). */
export async function listWorkItemComments(db: Db, target: CommentTarget, userId: string, after?: Date) {
  const access = await requireWorkItem(db, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
  const rows = await listComments(db, access.workspace.id, target.projectId, access.item.id, { after });
  const reactions = await listCommentReactions(db, access.workspace.id, target.projectId, rows.map((r) => r.id));
  return presentComments(rows, reactions);
}

/** GET issues/{id}/comments/{commentId}/ (readers). */
export async function getWorkItemComment(db: Db, target: CommentTarget, userId: string, commentId: string) {
  const access = await requireWorkItem(db, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
  const row = await findComment(db, access.workspace.id, target.projectId, commentId, access.item.id);
  if (!row) throw commentNotFound();
  return presentComment(row, await listCommentReactions(db, access.workspace.id, target.projectId, [row.id]));
}

/** POST issues/{id}/comments/ (readers, guests too): html sanitised, plain text kept, activity 'comment' created. */
export async function createWorkItemComment(db: Db, target: CommentTarget, userId: string, body: CommentCreate, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
      const html = sanitizeRichText(body.comment_html);
      const row = await insertComment(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: access.workspace.id,
        project_id: access.project.id,
        work_item_id: access.item.id,
        actor_id: userId,
        comment_html: html,
        comment_stripped: stripRichText(html),
        access: body.access ?? 'INTERNAL',
        created_at: now,
        updated_at: now,
      });
      await recordCommentActivity(tx, access, userId, 'created', null, row, now);
      return presentComment(row, []);
    });
  } catch (error) {
    // A client-generated id that already exists.
    if (isUniqueViolation(error)) throw conflict('A comment with this id already exists');
    throw error;
  }
}

/** PATCH issues/{id}/comments/{commentId}/ (the author only): edited_at is set when the text changes. */
export async function patchWorkItemComment(db: Db, target: CommentTarget, userId: string, commentId: string, body: CommentUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
    const before = await findComment(tx, access.workspace.id, target.projectId, commentId, access.item.id);
    if (!before) throw commentNotFound();
    if (before.actor_id !== userId) throw forbidden('Only the author can edit a comment');
    const html = body.comment_html === undefined ? before.comment_html : sanitizeRichText(body.comment_html);
    const textChanged = html !== before.comment_html;
    const after = await updateComment(tx, target.projectId, commentId, {
      comment_html: html,
      comment_stripped: textChanged ? stripRichText(html) : before.comment_stripped,
      access: body.access ?? before.access,
      edited_at: textChanged ? now : before.edited_at,
      updated_at: now,
    });
    await recordCommentActivity(tx, access, userId, 'updated', before, after, now);
    return presentComment(after, await listCommentReactions(tx, access.workspace.id, target.projectId, [after.id]));
  });
}

/** DELETE issues/{id}/comments/{commentId}/ (the author or a project admin). */
export async function removeWorkItemComment(db: Db, target: CommentTarget, userId: string, commentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
    const before = await findComment(tx, access.workspace.id, target.projectId, commentId, access.item.id);
    if (!before) throw commentNotFound();
    if (before.actor_id !== userId && access.projectRole !== ROLE.ADMIN) throw forbidden('Only the author or a project admin can delete a comment');
    await deleteComment(tx, target.projectId, commentId);
    await recordCommentActivity(tx, access, userId, 'deleted', before, null, now);
  });
}
