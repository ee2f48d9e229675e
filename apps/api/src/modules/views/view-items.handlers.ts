import { normalizeWorkItemFilters, normalizeWorkItemListQuery, WORK_ITEM_DEFAULT_ORDER_BY, type WorkItemFilters, type WorkItemListFilterQuery } from '@cairn/types';
import type { Db } from '../../data/db';
import { addViewFavorite, findVisibleView, removeViewFavorites } from '../../data/repositories/views.repository';
import { listWorkItemPageRows } from '../../data/repositories/work-item-list.repository';
import { presentListPage } from '../work-item-lists/work-item-lists.presenter';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { mergeViewFilters } from './view-filters';
import { requireView, viewNotFound, type ResolveViewsAccess } from './views.policy';

// A view's work items (views/{id}/issues/ of the three kinds) and the caller's favorites of project views.

/**
 * GET views/{id}/issues/: the items of the view's context the caller may see (as the project list, the workspace list
 * or the team list answers them), narrowed by the view's stored filters AND the request's filters (within a key the
 * values both give). Grouping, order, paging, sub_issue, type and search come from the request. Across projects
 * (global and team views) manual order means nothing: order_by sort_order is answered as -created_at.
 */
export async function listViewWorkItems(db: Db, resolve: ResolveViewsAccess, viewId: string, query: WorkItemListFilterQuery, now: Date) {
  const access = await resolve(db);
  const view = await requireView(db, access, viewId);
  const q = normalizeWorkItemListQuery(query, now);
  if (access.kind !== 'project' && (q.orderBy === 'sort_order' || q.orderBy === '-sort_order')) q.orderBy = WORK_ITEM_DEFAULT_ORDER_BY;
  const merged = mergeViewFilters(normalizeWorkItemFilters(view.filters as WorkItemFilters, now), q.filters);
  q.filters = merged.filters;
  const scope = await access.listScope(db);
  // No value in common on some key: the same page shapes, with nothing in them.
  const page = await listWorkItemPageRows(db, merged.empty ? { ...scope, projectIds: [], ownOnlyProjectIds: [] } : scope, q, access.userId);
  return presentListPage(db, access.context.workspaceId, q, page, access.userId);
}

/** POST user-favorite-views/ {view} (every project role; a view the caller can see): idempotent. */
export async function favoriteView(db: Db, resolve: ResolveViewsAccess, viewId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await resolve(tx);
    const view = await requireView(tx, access, viewId);
    const row = await addViewFavorite(
      tx,
      { workspace_id: access.context.workspaceId, user_id: access.userId, project_id: view.project_id!, view_id: view.id, name: view.name },
      now,
    );
    return { id: row.id, view: view.id, created_at: row.created_at.toISOString() };
  });
}

/**
 * DELETE user-favorite-views/{viewId}/: removes the caller's favorite of a view of this project (idempotent). Workspace
 * membership is enough: someone who lost the project may still drop the favorite they kept.
 */
export async function unfavoriteView(db: Db, slug: string, projectId: string, userId: string, viewId: string): Promise<void> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const view = await findVisibleView(db, { workspaceId: access.workspace.id, projectId, teamspaceId: null }, viewId, userId);
  if (!view) throw viewNotFound();
  await removeViewFavorites(db, access.workspace.id, viewId, { userId });
}
