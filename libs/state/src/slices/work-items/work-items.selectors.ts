import type { Reaction } from '@cairn/types';
import { EMPTY } from '../../core/memo';
import type { WebState } from '../../core/types';
import type { WorkItemRecord } from './work-item-records';

/** A work item by id. */
export const selectWorkItem = (state: WebState, itemId: string): WorkItemRecord | undefined => state.workItemsById[itemId];
/** The human identifier: the project identifier, a dash, the sequence id (undefined while the project is unknown). */
export const selectWorkItemIdentifier = (state: WebState, itemId: string): string | undefined => {
  const item = state.workItemsById[itemId];
  if (!item) return undefined;
  const identifier = item.project_identifier ?? state.projectsById[item.project_id]?.identifier;
  return identifier ? `${identifier}-${item.sequence_id}` : undefined;
};
/** The item with this project identifier and sequence id, when loaded (e.g. from a WEB-12 route). */
export const selectWorkItemByIdentifier = (state: WebState, projectIdentifier: string, sequence: number): WorkItemRecord | undefined => {
  const wanted = projectIdentifier.toUpperCase();
  for (const item of Object.values(state.workItemsById)) {
    if (item.sequence_id !== sequence) continue;
    const identifier = item.project_identifier ?? state.projectsById[item.project_id]?.identifier;
    if (identifier?.toUpperCase() === wanted) return item;
  }
  return undefined;
};
/** Reactions on an item (loaded with loadWorkItemReactions or an expanded detail). */
export const selectWorkItemReactions = (state: WebState, itemId: string): readonly Reaction[] => state.workItemReactionsByItem[itemId] ?? EMPTY;
