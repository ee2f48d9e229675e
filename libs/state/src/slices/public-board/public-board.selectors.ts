import type { PublicWorkItem } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { SpacesState } from '../../core/create-spaces-store';
import type { PublicBoardGroup } from './public-board-records';

/** The board's status ('loading' | 'ready' | 'not-found' | 'error'). */
export const selectBoardStatus = (s: SpacesState) => s.boardStatus;
export const selectBoardSettings = (s: SpacesState) => s.boardSettings;
export const selectBoardMeta = (s: SpacesState) => s.boardMeta;
export const selectBoardStates = (s: SpacesState) => s.boardStates;
export const selectBoardLabels = (s: SpacesState) => s.boardLabels;
export const selectBoardMembers = (s: SpacesState) => s.boardMembers;
export const selectBoardPage = (s: SpacesState) => s.boardPage;
export const selectBoardPageStatus = (s: SpacesState) => s.boardPageStatus;
export const selectBoardItem = (s: SpacesState, id: string): PublicWorkItem | undefined => s.boardItemsById[id];

/** Whether a group's (or, with '', the flat list's) next page is loading. */
export const selectBoardLoadingMore = (s: SpacesState, groupKey = '') => s.boardLoadingMore.includes(groupKey);

/** The rows of a flat page, in order (empty for a grouped page). */
export const selectBoardFlatItems = (s: SpacesState): readonly PublicWorkItem[] =>
  (s.boardPage?.grouped_by === null ? listOf(s.boardPage.ids, s.boardItemsById) : EMPTY);

/** The rows of one group, in order. */
export const selectBoardGroupItems = (s: SpacesState, key: string): readonly PublicWorkItem[] =>
  listOf(s.boardPage?.groups[key]?.ids, s.boardItemsById);

/** One group of a grouped page. */
export const selectBoardGroup = (s: SpacesState, key: string): PublicBoardGroup | undefined => s.boardPage?.groups[key];
