import {
  normalizeWorkItemFilters, normalizeWorkItemListQuery, PUBLIC_ORDER_BY, type NormalizedWorkItemQuery, type PublicWorkItemQuery, type WorkItemFilters,
  type WorkItemOrderBy,
} from '@cairn/types';
import type { AnchorTarget } from '../../data/repositories/deploy-boards.repository';
import type { WorkItemListScope } from '../../data/repositories/work-item-list.repository';
import { mergeViewFilters } from '../views/view-filters';

// What a published board contains, as the app's list engine reads it: a scope (the board's project, live items only)
// and a normalised query (the visitor's filters, AND the view's saved filters on a view board).

/** Stands in for the caller where the list engine wants a user and nobody is signed in (matches no row). */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The board's list scope: its project's items that are live (not archived, not drafts, never deleted — scope state
 * 'live'), not epics (isEpic false) and not intake requests (every scope leaves is_intake out). Nobody is limited to
 * their own items: the public sees every such item.
 */
export function boardScope(target: AnchorTarget, projectIds: string[] = [target.project.id]): WorkItemListScope {
  return { workspaceId: target.workspace.id, projectIds, ownOnlyProjectIds: [], userId: NO_USER_ID, state: 'live', isEpic: false };
}

/** A normalised list query of the board: the visitor's query, narrowed by a view board's saved filters and display. */
export interface BoardQuery {
  q: NormalizedWorkItemQuery;
  /** A view filter and a visitor filter share no value: nothing can match (answer the page shapes, empty). */
  empty: boolean;
}

const isPublicOrder = (v: unknown): v is WorkItemOrderBy => typeof v === 'string' && (PUBLIC_ORDER_BY as readonly string[]).includes(v);

/**
 * The board's query for a visitor's request (validated by publicWorkItemQuerySchema: only state, priority and labels
 * filters, group_by, order_by, search and paging reach here). A view board ANDs the view's stored filters (every key
 * the app's views know) and keeps the view's own sub-item and type display rules; its order is the default order.
 */
export function boardQuery(target: AnchorTarget, query: PublicWorkItemQuery, now: Date): BoardQuery {
  const view = target.board.view_id !== null ? target.view : null;
  const display = (view?.display_filters ?? {}) as { order_by?: unknown; sub_issue?: unknown; type?: unknown };
  const defaults = isPublicOrder(display.order_by) ? { orderBy: display.order_by } : {};
  const q = normalizeWorkItemListQuery(
    {
      state: query.state,
      priority: query.priority,
      labels: query.labels,
      group_by: query.group_by,
      order_by: query.order_by,
      search: query.search,
      cursor: query.cursor,
      per_page: query.per_page,
    },
    now,
    defaults,
  );
  if (!view) return { q, empty: false };
  if (display.sub_issue === false) q.subIssue = false;
  if (display.type === 'active' || display.type === 'backlog') q.type = display.type;
  const merged = mergeViewFilters(normalizeWorkItemFilters(view.filters as WorkItemFilters, now), q.filters);
  q.filters = merged.filters;
  return { q, empty: merged.empty };
}
