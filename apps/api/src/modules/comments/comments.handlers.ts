import { ROLE, WORK_ITEM_TEXT, type CommentCreate, type CommentUpdate, API_TEXT } from '@cairn/types';
import { isUniqueViolation, type Db, type Tx } from '../../data/db';
import { deleteComment, findComment, insertComment, listComments, updateComment } from '../../data/repositories/comments.repository';
import { listCommentReactions } from '../../data/repositories/reactions.repository';
import type { WorkItemCommentRow } from '../../data/schema/work-items.schema';
import { diffFields } from '../../events/record-event';
import { recordItemChildChanges } from '../../events/work-item-events';
import { conflict, forbidden, notFound } from '../../http/errors';
import { sanitizeRichText, stripRichText } from '../work-items/rich-text';
import { requireWorkItem, WORK_ITEM_READERS, type WorkItemAccess } from '../work-items/work-items.policy';
import { presentCommentsWithPeople } from './comments.presenter';

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

/**
 * The already-authorised context of a comment write: the item's workspace, project and row. The app's handlers pass
 * their WorkItemAccess; the public board (issue 20) passes the board's item after its own checks.
 */
export type CommentWriteContext = Pick<WorkItemAccess, 'item'> & { workspace: { id: string }; project: { id: string } };

/** One activity row for a comment change (field 'comment') and its event, written with the change's `tx`. */
async function recordCommentActivity(tx: Tx, access: CommentWriteContext, userId: string, verb: 'created' | 'updated' | 'deleted', before: WorkItemCommentRow | null, after: WorkItemCommentRow | null, now: Date) {
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
  return presentCommentsWithPeople(db, rows, reactions);
}

/** GET issues/{id}/comments/{commentId}/ (readers). */
export async function getWorkItemComment(db: Db, target: CommentTarget, userId: string, commentId: string) {
  const access = await requireWorkItem(db, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
  const row = await findComment(db, access.workspace.id, target.projectId, commentId, access.item.id);
  if (!row) throw commentNotFound();
  const [comment] = await presentCommentsWithPeople(db, [row], await listCommentReactions(db, access.workspace.id, target.projectId, [row.id]));
  return comment;
}

/**
 * The comment write of POST comments/, for an already-authorised context: html sanitised, plain text kept, activity
 * 'comment' created with its event (notifications and webhooks follow from it). Call inside the write's transaction.
 */
export async function insertCommentIn(
  tx: Tx,
  ctx: CommentWriteContext,
  userId: string,
  body: { id?: string; comment_html: string; access?: 'INTERNAL' | 'EXTERNAL' },
  now: Date,
): Promise<WorkItemCommentRow> {
  const html = sanitizeRichText(body.comment_html);
  const row = await insertComment(tx, {
    ...(body.id ? { id: body.id } : {}),
    workspace_id: ctx.workspace.id,
    project_id: ctx.project.id,
    work_item_id: ctx.item.id,
    actor_id: userId,
    comment_html: html,
    comment_stripped: stripRichText(html),
    access: body.access ?? 'INTERNAL',
    created_at: now,
    updated_at: now,
  });
  await recordCommentActivity(tx, ctx, userId, 'created', null, row, now);
  return row;
}

/** POST issues/{id}/comments/ (readers, guests too): html sanitised, plain text kept, activity 'comment' created. */
export async function createWorkItemComment(db: Db, target: CommentTarget, userId: string, body: CommentCreate, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
      const row = await insertCommentIn(tx, access, userId, body, now);
      const [comment] = await presentCommentsWithPeople(tx, [row], []);
      return comment;
    });
  } catch (error) {
    // A client-generated id that already exists.
    if (isUniqueViolation(error)) throw conflict(API_TEXT.aCommentWithThisIdAlready);
    throw error;
  }
}

/**
 * The comment edit of PATCH comments/{commentId}/ for an already-authorised context and a comment the caller may edit
 * (`before`): edited_at is set when the text changes; activity 'comment' updated with its event.
 */
export async function editCommentIn(
  tx: Tx,
  ctx: CommentWriteContext,
  userId: string,
  before: WorkItemCommentRow,
  body: { comment_html?: string; access?: 'INTERNAL' | 'EXTERNAL' },
  now: Date,
): Promise<WorkItemCommentRow> {
  const html = body.comment_html === undefined ? before.comment_html : sanitizeRichText(body.comment_html);
  const textChanged = html !== before.comment_html;
  const after = await updateComment(tx, ctx.project.id, before.id, {
    comment_html: html,
    comment_stripped: textChanged ? stripRichText(html) : before.comment_stripped,
    access: body.access ?? before.access,
    edited_at: textChanged ? now : before.edited_at,
    updated_at: now,
  });
  await recordCommentActivity(tx, ctx, userId, 'updated', before, after, now);
  return after;
}

/** The comment delete of DELETE comments/{commentId}/ for an already-authorised context and a comment the caller may delete. */
export async function deleteCommentIn(tx: Tx, ctx: CommentWriteContext, userId: string, before: WorkItemCommentRow, now: Date): Promise<void> {
  await deleteComment(tx, ctx.project.id, before.id);
  await recordCommentActivity(tx, ctx, userId, 'deleted', before, null, now);
}

/** PATCH issues/{id}/comments/{commentId}/ (the author only): edited_at is set when the text changes. */
export async function patchWorkItemComment(db: Db, target: CommentTarget, userId: string, commentId: string, body: CommentUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
    const before = await findComment(tx, access.workspace.id, target.projectId, commentId, access.item.id);
    if (!before) throw commentNotFound();
    if (before.actor_id !== userId) throw forbidden(API_TEXT.onlyTheAuthorCanEditA);
    const after = await editCommentIn(tx, access, userId, before, body, now);
    const [comment] = await presentCommentsWithPeople(tx, [after], await listCommentReactions(tx, access.workspace.id, target.projectId, [after.id]));
    return comment;
  });
}

/** DELETE issues/{id}/comments/{commentId}/ (the author or a project admin). */
export async function removeWorkItemComment(db: Db, target: CommentTarget, userId: string, commentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
    const before = await findComment(tx, access.workspace.id, target.projectId, commentId, access.item.id);
    if (!before) throw commentNotFound();
    if (before.actor_id !== userId && access.projectRole !== ROLE.ADMIN) throw forbidden(API_TEXT.onlyTheAuthorOrAProject);
    await deleteCommentIn(tx, access, userId, before, now);
  });
}
