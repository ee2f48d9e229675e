import type { Reaction } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { WebState } from '../../core/types';
import type { WorkItemListMeta, WorkItemLoader } from './work-items.slice';
import type { WorkItemRecord } from './work-item-records';

/** A work item by id. */
export const selectWorkItem = (state: WebState, itemId: string): WorkItemRecord | undefined => state.workItemsById[itemId];
/** A project's listed items (not archived, not drafts) in the server's order, pages appended (a stable array between renders). */
export const selectProjectWorkItems = (state: WebState, projectId: string): readonly WorkItemRecord[] =>
  listOf(state.workItemIdsByProject[projectId], state.workItemsById);
/** A project's archived items. */
export const selectArchivedWorkItems = (state: WebState, projectId: string): readonly WorkItemRecord[] =>
  listOf(state.archivedWorkItemIdsByProject[projectId], state.workItemsById);
/** The project list's loader ('init-loader' | 'fetch' | 'pagination' | undefined). */
export const selectWorkItemLoader = (state: WebState, projectId: string): WorkItemLoader => state.workItemLoaderByProject[projectId];
/** The project list's paging (total_count, next_cursor, next_page_results, params); undefined until loaded. */
export const selectWorkItemListMeta = (state: WebState, projectId: string): WorkItemListMeta | undefined => state.workItemListMetaByProject[projectId];
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
