import type { HistoryEntry } from '@cairn/types';
import { EMPTY } from '../../core/memo';
import type { WebState } from '../../core/types';

/** An item's history (activity and comments interleaved by created_at). */
export const selectWorkItemActivity = (state: WebState, itemId: string): readonly HistoryEntry[] => state.activityByItem[itemId] ?? EMPTY;
/** The history's loader. */
export const selectWorkItemActivityLoader = (state: WebState, itemId: string) => state.activityLoaderByItem[itemId];
