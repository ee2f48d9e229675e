import type { Db, DbOrTx } from '../../data/db';
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

const reactionNotFound = () => notFound('Reaction not found');

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

/** POST issues/{id}/reactions/ (readers): the same reaction twice by one actor keeps one row. */
export async function addItemReaction(db: Db, scope: ReactionScope, workItemId: string, userId: string, reaction: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, scope.slug, scope.projectId, workItemId, userId, WORK_ITEM_READERS);
    const { row, created } = await addWorkItemReaction(tx, {
      workspace_id: access.workspace.id,
      project_id: access.project.id,
      work_item_id: access.item.id,
      actor_id: userId,
      reaction,
      created_at: now,
    });
    if (created) await recordItemChildChanges(tx, [reactionChange(access.workspace.id, access.project.id, access.item.id, userId, now, row.id, 'created', reaction, null)]);
    return { reaction: presentWorkItemReaction(row), created };
  });
}

/** DELETE issues/{id}/reactions/{reaction}/ (readers): the caller's own reaction only; none → 404. */
export async function removeItemReaction(db: Db, scope: ReactionScope, workItemId: string, userId: string, reaction: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, scope.slug, scope.projectId, workItemId, userId, WORK_ITEM_READERS);
    const [id] = await removeWorkItemReaction(tx, scope.projectId, access.item.id, userId, reaction);
    if (!id) throw reactionNotFound();
    await recordItemChildChanges(tx, [reactionChange(access.workspace.id, access.project.id, access.item.id, userId, now, id, 'deleted', reaction, null)]);
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
    const { row, created } = await addCommentReaction(tx, {
      workspace_id: access.workspace.id,
      project_id: access.project.id,
      comment_id: comment.id,
      actor_id: userId,
      reaction,
      created_at: now,
    });
    if (created) await recordItemChildChanges(tx, [reactionChange(access.workspace.id, access.project.id, comment.work_item_id, userId, now, row.id, 'created', reaction, comment.id)]);
    return { reaction: presentCommentReaction(row), created };
  });
}

/** DELETE comments/{commentId}/reactions/{reaction}/ (readers): the caller's own reaction only; none → 404. */
export async function removeCommentReactionOf(db: Db, scope: ReactionScope, commentId: string, userId: string, reaction: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { access, comment } = await requireComment(tx, scope, commentId, userId);
    const [id] = await removeCommentReaction(tx, scope.projectId, comment.id, userId, reaction);
    if (!id) throw reactionNotFound();
    await recordItemChildChanges(tx, [reactionChange(access.workspace.id, access.project.id, comment.work_item_id, userId, now, id, 'deleted', reaction, comment.id)]);
  });
}

