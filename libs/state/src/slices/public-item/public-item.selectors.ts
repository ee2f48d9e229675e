import type { PublicComment } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { LoadStatus } from '../../core/types';
import type { PublicItemDetail, PublicItemSlice } from './public-item.slice';

type State = Pick<PublicItemSlice, 'publicItemsById' | 'publicItemStatusById' | 'publicCommentsById' | 'publicCommentIdsByItem'>;

/** The loaded public item (without comments), or undefined. */
export function selectPublicItem(state: State, itemId: string): PublicItemDetail | undefined {
  return state.publicItemsById[itemId];
}

/** Where the item's load stands. */
export function selectPublicItemStatus(state: State, itemId: string): LoadStatus {
  return state.publicItemStatusById[itemId] ?? 'idle';
}

/** The item's comments, oldest first (a stable array while nothing changed). */
export function selectPublicComments(state: State, itemId: string): readonly PublicComment[] {
  return listOf(state.publicCommentIdsByItem[itemId], state.publicCommentsById);
}
