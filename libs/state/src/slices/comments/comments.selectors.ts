import type { Comment } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** An item's comments, oldest first (a stable array between renders). */
export const selectComments = (state: WebState, itemId: string): readonly Comment[] => listOf(state.commentIdsByItem[itemId], state.commentsById);
/** A comment by id. */
export const selectComment = (state: WebState, commentId: string): Comment | undefined => state.commentsById[commentId];
