import type { IssueView } from '@cairn/types';
import { derived, EMPTY, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';

/** One view. */
export const selectView = (state: WebState, viewId: string): IssueView | undefined => state.viewsById[viewId];

/** The views of a scope (viewScopeKey) in the server's order (a stable array between renders). */
export const selectViewsOf = (state: WebState, scopeKey: string): readonly IssueView[] => listOf(state.viewIdsByScope[scopeKey], state.viewsById);

/** The workspace's global views, once loaded for this slug (another workspace's list is not shown). */
export const selectWorkspaceViews = (state: WebState, slug: string): readonly IssueView[] =>
  state.viewSlugByScope.workspace === slug ? selectViewsOf(state, 'workspace') : EMPTY;

/** Where a scope's view list stands. */
export const selectViewsStatus = (state: WebState, scopeKey: string): LoadStatus => state.viewsStatusByScope[scopeKey] ?? 'idle';

const byQuery = derived((views: readonly IssueView[], query: string): readonly IssueView[] => {
  const q = query.trim().toLowerCase();
  if (!q) return views;
  return views.filter((view) => view.name.toLowerCase().includes(q));
});

/** The views of a scope whose name contains `query` (case-insensitive); the whole list for an empty query. Memoised. */
export const searchViews = (state: WebState, scopeKey: string, query: string): readonly IssueView[] => byQuery(selectViewsOf(state, scopeKey), query);

const favorites = derived((byId: Record<string, IssueView>, projectKey: string): readonly IssueView[] => {
  const rank = new Map(projectKey.split('|').map((id, i) => [id, i]));
  return Object.values(byId)
    .filter((v) => v.is_favorite && v.project !== null && rank.has(v.project))
    .sort((a, b) => (rank.get(a.project ?? '') ?? 0) - (rank.get(b.project ?? '') ?? 0) || a.name.localeCompare(b.name));
});

/** The favorite project views the store knows among the workspace's projects, by project then name. */
export const selectFavoriteViews = (state: WebState, slug: string): readonly IssueView[] =>
  favorites(state.viewsById, (state.projectIdsBySlug[slug] ?? []).join('|'));
