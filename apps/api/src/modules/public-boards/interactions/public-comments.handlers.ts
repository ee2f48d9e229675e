import { PUBLISH_TEXT, type PublicComment, type PublicCommentCreate } from '@cairn/types';
import type { Db, Tx } from '../../../data/db';
import type { AnchorTarget } from '../../../data/repositories/deploy-boards.repository';
import type { WorkItemCommentRow, WorkItemRow } from '../../../data/schema/work-items.schema';
import { forbidden } from '../../../http/errors';
import { deleteCommentIn, editCommentIn, insertCommentIn, type CommentWriteContext } from '../../comments/comments.handlers';
import { findCommentWithAuthor } from '../../../data/repositories/public-interactions.repository';
import { commentReactionCountsOf, presentPublicComment, publicComments } from './public-interactions.query';
import { openItemWrite, requireBoardComment, requireBoardItem } from './public-write.guard';

// Comments from the public board (issue 20), through the app's comment write path (sanitising, activity, events, so
// notifications, webhooks and the live stream follow) without the project-role check: the board's checks replace it.
// A comment written here is stored with access 'EXTERNAL'. Only its author may edit or delete it here.

/** The app's comment context for an item of the board. */
const contextOf = (target: AnchorTarget, item: WorkItemRow): CommentWriteContext => ({ workspace: target.workspace, project: target.project, item });

/** One comment (of the board's item) as the public sees it, read back in the write's transaction. */
async function presentOne(tx: Tx, target: AnchorTarget, row: WorkItemCommentRow, userId: string): Promise<PublicComment> {
  const withAuthor = (await findCommentWithAuthor(tx, target.workspace.id, target.project.id, row.id)) ?? { comment: row, actor: null };
  const reactions = await commentReactionCountsOf(tx, [row.id], userId, target);
  return presentPublicComment(withAuthor, userId, reactions.get(row.id) ?? []);
}

/** GET issues/{id}/comments/ (anyone): the comments the board shows, oldest first (see public-interactions.query). */
export async function listBoardComments(db: Db, target: AnchorTarget, issueId: string, userId: string | null, now: Date): Promise<PublicComment[]> {
  const item = await requireBoardItem(db, target, issueId, now);
  return publicComments(db, target, item.id, userId);
}

/** POST issues/{id}/comments/ (signed in; comments on): the comment, stored EXTERNAL. */
export async function addBoardComment(db: Db, anchor: string, issueId: string, userId: string, body: PublicCommentCreate, now: Date): Promise<PublicComment> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'comments', userId, now);
    const row = await insertCommentIn(tx, contextOf(target, item), userId, { comment_html: body.comment_html, access: 'EXTERNAL' }, now);
    return presentOne(tx, target, row, userId);
  });
}

/** The caller's own comment of the board's item for an edit or delete; someone else's → 403, unknown → 404. */
async function openOwnComment(tx: Tx, anchor: string, issueId: string, commentId: string, userId: string, now: Date) {
  const { target, item } = await openItemWrite(tx, anchor, issueId, 'comments', userId, now);
  const comment = await requireBoardComment(tx, target, item, commentId);
  if (comment.actor_id !== userId) throw forbidden(PUBLISH_TEXT.notYourComment);
  return { target, item, comment };
}

/** PATCH issues/{id}/comments/{commentId}/ (its author; comments on): new text, edited_at set when it changed. */
export async function editBoardComment(db: Db, anchor: string, issueId: string, commentId: string, userId: string, body: PublicCommentCreate, now: Date): Promise<PublicComment> {
  return db.transaction(async (tx) => {
    const { target, item, comment } = await openOwnComment(tx, anchor, issueId, commentId, userId, now);
    const row = await editCommentIn(tx, contextOf(target, item), userId, comment, { comment_html: body.comment_html }, now);
    return presentOne(tx, target, row, userId);
  });
}

/** DELETE issues/{id}/comments/{commentId}/ (its author; comments on). */
export async function removeBoardComment(db: Db, anchor: string, issueId: string, commentId: string, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, item, comment } = await openOwnComment(tx, anchor, issueId, commentId, userId, now);
    await deleteCommentIn(tx, contextOf(target, item), userId, comment, now);
  });
}
