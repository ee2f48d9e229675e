import type { PublicReactionCount } from '@cairn/types';
import type { Db } from '../../../data/db';
import { addCommentReactionIn, addItemReactionIn, removeCommentReactionIn, removeItemReactionIn } from '../../reactions/reactions.handlers';
import { commentReactionCountsOf, reactionCounts } from './public-interactions.query';
import { openItemWrite, requireBoardComment } from './public-write.guard';

// Reactions from the public board (issue 20), through the app's reaction writes (one row per actor and emoji, events
// recorded), after the board's checks. Each answers the new counts of the item or comment, so the viewer can replace
// its own; removing a reaction the caller had not given changes nothing and answers the counts too.

/** POST issues/{id}/reactions/ (signed in; reactions on): the item's reaction counts. */
export async function reactToBoardItem(db: Db, anchor: string, issueId: string, userId: string, reaction: string, now: Date): Promise<PublicReactionCount[]> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'reactions', userId, now);
    await addItemReactionIn(tx, target, item.id, userId, reaction, now);
    return (await reactionCounts(tx, [item.id], userId, target)).get(item.id) ?? [];
  });
}

/** DELETE issues/{id}/reactions/{reaction}/ (signed in; reactions on): the item's reaction counts. */
export async function unreactToBoardItem(db: Db, anchor: string, issueId: string, userId: string, reaction: string, now: Date): Promise<PublicReactionCount[]> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'reactions', userId, now);
    await removeItemReactionIn(tx, target, item.id, userId, reaction, now);
    return (await reactionCounts(tx, [item.id], userId, target)).get(item.id) ?? [];
  });
}

/** POST issues/{id}/comments/{commentId}/reactions/ (signed in; reactions on, a comment the board shows): its counts. */
export async function reactToBoardComment(db: Db, anchor: string, issueId: string, commentId: string, userId: string, reaction: string, now: Date): Promise<PublicReactionCount[]> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'reactions', userId, now);
    const comment = await requireBoardComment(tx, target, item, commentId);
    await addCommentReactionIn(tx, target, comment, userId, reaction, now);
    return (await commentReactionCountsOf(tx, [comment.id], userId, target)).get(comment.id) ?? [];
  });
}

/** DELETE issues/{id}/comments/{commentId}/reactions/{reaction}/ (signed in; reactions on): the comment's counts. */
export async function unreactToBoardComment(db: Db, anchor: string, issueId: string, commentId: string, userId: string, reaction: string, now: Date): Promise<PublicReactionCount[]> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'reactions', userId, now);
    const comment = await requireBoardComment(tx, target, item, commentId);
    await removeCommentReactionIn(tx, target, comment, userId, reaction, now);
    return (await commentReactionCountsOf(tx, [comment.id], userId, target)).get(comment.id) ?? [];
  });
}
