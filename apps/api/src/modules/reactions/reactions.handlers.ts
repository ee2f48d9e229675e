import type { Db, DbOrTx } from '../../data/db';
import { API_TEXT } from '@cairn/types';
import { findComment } from '../../data/repositories/comments.repository';
import {
  addCommentReaction,
  addWorkItemReaction,
  listCommentReactions,
  listWorkItemReactions,
  removeCommentReaction,
  removeWorkItemReaction,
} from '../../data/repositories/reactions.repository';
import { findWorkItem } from '../../data/repositories/work-item-lookup.repository';
import type { WorkItemCommentRow } from '../../data/schema/work-items.schema';
import { diffFields } from '../../events/record-event';
import { recordItemChildChanges, type ItemChildChange } from '../../events/work-item-events';
import { notFound } from '../../http/errors';
import { commentNotFound } from '../comments/comments.handlers';
import { requireProjectRole } from '../projects/projects.policy';
import { canSeeWorkItem, requireWorkItem, WORK_ITEM_READERS, workItemNotFound } from '../work-items/work-items.policy';
import { presentCommentReaction, presentWorkItemReaction } from './reactions.presenter';

/** Where a reaction call points: workspace slug and project from the URL, plus the work item or comment id. */
export interface ReactionScope {
  slug: string;
  projectId: string;
}

const reactionNotFound = () => notFound(API_TEXT.reactionNotFound);

/** The event of a reaction added or removed (on the item, or on one of its comments when `commentId`). */
function reactionChange(workspaceId: string, projectId: string, workItemId: string, actorId: string, at: Date, id: string, action: 'created' | 'deleted', reaction: string, commentId: string | null): ItemChildChange {
  const value = { reaction, comment_id: commentId };
  return { workspaceId, projectId, workItemId, actorId, at, entityType: 'reaction', entityId: id, action, changes: diffFields(action === 'created' ? null : value, action === 'created' ? value : null, ['reaction', 'comment_id']) };
}

/** GET issues/{id}/reactions/ (readers). */
export async function listItemReactions(db: Db, scope: ReactionScope, workItemId: string, userId: string) {
  const access = await requireWorkItem(db, scope.slug, scope.projectId, workItemId, userId, WORK_ITEM_READERS);
  return (await listWorkItemReactions(db, access.workspace.id, scope.projectId, access.item.id)).map(presentWorkItemReaction);
}

/** The already-authorised context of a reaction write (the app's access, or the public board's item and project). */
export interface ReactionWriteContext {
  workspace: { id: string };
  project: { id: string };
}

/**
 * The reaction write of POST issues/{id}/reactions/ for an already-authorised item: the same reaction twice by one
 * actor keeps one row; the event is recorded only for a new one. Call inside the write's transaction.
 */
export async function addItemReactionIn(tx: DbOrTx, ctx: ReactionWriteContext, workItemId: string, userId: string, reaction: string, now: Date) {
  const { row, created } = await addWorkItemReaction(tx, {
    workspace_id: ctx.workspace.id,
    project_id: ctx.project.id,
    work_item_id: workItemId,
    actor_id: userId,
    reaction,
    created_at: now,
  });
  if (created) await recordItemChildChanges(tx, [reactionChange(ctx.workspace.id, ctx.project.id, workItemId, userId, now, row.id, 'created', reaction, null)]);
  return { row, created };
}

/** Removes the caller's own reaction from an already-authorised item with its event; false when they had not given it. */
export async function removeItemReactionIn(tx: DbOrTx, ctx: ReactionWriteContext, workItemId: string, userId: string, reaction: string, now: Date): Promise<boolean> {
  const [id] = await removeWorkItemReaction(tx, ctx.project.id, workItemId, userId, reaction);
  if (!id) return false;
  await recordItemChildChanges(tx, [reactionChange(ctx.workspace.id, ctx.project.id, workItemId, userId, now, id, 'deleted', reaction, null)]);
  return true;
}

/** The reaction write of POST comments/{id}/reactions/ for an already-authorised comment (idempotent like items). */
export async function addCommentReactionIn(tx: DbOrTx, ctx: ReactionWriteContext, comment: WorkItemCommentRow, userId: string, reaction: string, now: Date) {
  const { row, created } = await addCommentReaction(tx, {
    workspace_id: ctx.workspace.id,
    project_id: ctx.project.id,
    comment_id: comment.id,
    actor_id: userId,
    reaction,
    created_at: now,
  });
  if (created) await recordItemChildChanges(tx, [reactionChange(ctx.workspace.id, ctx.project.id, comment.work_item_id, userId, now, row.id, 'created', reaction, comment.id)]);
  return { row, created };
}

/** Removes the caller's own reaction from an already-authorised comment with its event; false when they had not given it. */
export async function removeCommentReactionIn(tx: DbOrTx, ctx: ReactionWriteContext, comment: WorkItemCommentRow, userId: string, reaction: string, now: Date): Promise<boolean> {
  const [id] = await removeCommentReaction(tx, ctx.project.id, comment.id, userId, reaction);
  if (!id) return false;
  await recordItemChildChanges(tx, [reactionChange(ctx.workspace.id, ctx.project.id, comment.work_item_id, userId, now, id, 'deleted', reaction, comment.id)]);
  return true;
}

/** POST issues/{id}/reactions/ (readers): the same reaction twice by one actor keeps one row. */
export async function addItemReaction(db: Db, scope: ReactionScope, workItemId: string, userId: string, reaction: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, scope.slug, scope.projectId, workItemId, userId, WORK_ITEM_READERS);
    const { row, created } = await addItemReactionIn(tx, access, access.item.id, userId, reaction, now);
    return { reaction: presentWorkItemReaction(row), created };
  });
}

/** DELETE issues/{id}/reactions/{reaction}/ (readers): the caller's own reaction only; none → 404. */
export async function removeItemReaction(db: Db, scope: ReactionScope, workItemId: string, userId: string, reaction: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, scope.slug, scope.projectId, workItemId, userId, WORK_ITEM_READERS);
    if (!(await removeItemReactionIn(tx, access, access.item.id, userId, reaction, now))) throw reactionNotFound();
  });
}

/** The comment by (workspace, project, id) whose work item the caller may see; otherwise 404. */
async function requireComment(h: DbOrTx, scope: ReactionScope, commentId: string, userId: string) {
  const access = await requireProjectRole(h, scope.slug, scope.projectId, userId, WORK_ITEM_READERS);
  const comment = await findComment(h, access.workspace.id, scope.projectId, commentId);
  if (!comment) throw commentNotFound();
  const item = await findWorkItem(h, access.workspace.id, scope.projectId, comment.work_item_id);
  if (!item || !canSeeWorkItem(access, item, userId)) throw workItemNotFound();
  return { access, comment };
}

/** GET comments/{commentId}/reactions/ (readers). */
export async function listCommentReactionsOf(db: Db, scope: ReactionScope, commentId: string, userId: string) {
  const { access, comment } = await requireComment(db, scope, commentId, userId);
  return (await listCommentReactions(db, access.workspace.id, scope.projectId, [comment.id])).map(presentCommentReaction);
}

/** POST comments/{commentId}/reactions/ (readers): idempotent like work-item reactions. */
export async function addCommentReactionOf(db: Db, scope: ReactionScope, commentId: string, userId: string, reaction: string, now: Date) {
  return db.transaction(async (tx) => {
    const { access, comment } = await requireComment(tx, scope, commentId, userId);
    const { row, created } = await addCommentReactionIn(tx, access, comment, userId, reaction, now);
    return { reaction: presentCommentReaction(row), created };
  });
}

/** DELETE comments/{commentId}/reactions/{reaction}/ (readers): the caller's own reaction only; none → 404. */
export async function removeCommentReactionOf(db: Db, scope: ReactionScope, commentId: string, userId: string, reaction: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { access, comment } = await requireComment(tx, scope, commentId, userId);
    if (!(await removeCommentReactionIn(tx, access, comment, userId, reaction, now))) throw reactionNotFound();
  });
}
