import type { WorkspaceDraft } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** A workspace's drafts, newest created first after the server's order (a stable array between renders). */
export const selectWorkspaceDrafts = (state: WebState, slug: string): readonly WorkspaceDraft[] =>
  listOf(state.workspaceDraftIdsBySlug[slug], state.workspaceDraftsById);
/** A draft by id. */
export const selectWorkspaceDraft = (state: WebState, draftId: string): WorkspaceDraft | undefined => state.workspaceDraftsById[draftId];
/** How many drafts the workspace has (0 until loaded). */
export const selectWorkspaceDraftCount = (state: WebState, slug: string): number => state.workspaceDraftCountBySlug[slug] ?? 0;
/** Whether another page can be loaded. */
export const selectHasMoreWorkspaceDrafts = (state: WebState, slug: string): boolean => state.workspaceDraftPagingBySlug[slug]?.next_page_results ?? false;
/** The list's loader. */
export const selectWorkspaceDraftsLoader = (state: WebState, slug: string) => state.workspaceDraftLoaderBySlug[slug];
