import type { ListUserProperties, WorkItemDisplayFilters, WorkItemFilters } from './schemas/work-item-list.schema';
import { isMultiProjectKind, type ListContext } from './work-item-list-context';
import {
  defaultOrderBy, WORK_ITEM_DEFAULT_ORDER_BY, WORK_ITEM_LIST_MAX_PER_PAGE, WORK_ITEM_LIST_PAGE_SIZE, type WorkItemGroupBy, type WorkItemLayout, type WorkItemOrderBy,
} from './work-item-list-constants';
import { workItemListParams } from './work-item-query';

/** A date window of the calendar: the days shown, YYYY-MM-DD both ends included. */
export interface ListWindow {
  from: string;
  to: string;
}

/** What a list request adds to the stored settings. */
export interface ListParamsExtra {
  search?: string;
  /** Calendar: only items whose target_date is inside the window (ignored by the other layouts). */
  window?: ListWindow;
  /** The signed-in user (the assigned / created / subscribed global views filter on them). */
  userId?: string;
  cursor?: string;
  /** The local cache is on: a list without a chosen order sorts by sort_order outside the spreadsheet (defaultOrderBy). */
  localCache?: boolean;
}

/** The order of a list's settings: the chosen one, else defaultOrderBy (sort_order with the local cache on, outside the spreadsheet). */
export function chosenOrDefaultOrderBy(display: Pick<WorkItemDisplayFilters, 'order_by' | 'layout'>, localCacheOn: boolean): WorkItemOrderBy {
  return (display.order_by as WorkItemOrderBy | undefined) ?? defaultOrderBy(display.layout, localCacheOn);
}

/** Layouts that load one flat list (calendar: one big page in a date window; gantt: pages of 100; spreadsheet: pages of 50). */
export function isFlatLayout(layout: WorkItemLayout | undefined): boolean {
  return layout === 'calendar' || layout === 'gantt' || layout === 'spreadsheet';
}

/** Gantt rows per page. */
export const GANTT_PAGE_SIZE = 100;

/**
 * Kanban cards per column (or per cell of a swimlane) per page: about two and a half screens of 96 px cards. A column
 * asks for its next page by itself as its end comes near, and a board's first page holds a page for every column, so
 * each card costs the server and the first paint alike.
 */
export const KANBAN_PAGE_SIZE = 25;

/**
 * Page size of a layout: 1000 for the calendar (a month or week window), 100 for the gantt (every item, dated or not,
 * paged as its sidebar scrolls: a bar may start before and end after any window), 25 per column for the kanban, 50
 * (per group when grouped) otherwise.
 */
export function listPageSize(layout: WorkItemLayout | undefined): number {
  if (layout === 'calendar') return WORK_ITEM_LIST_MAX_PER_PAGE;
  if (layout === 'kanban') return KANBAN_PAGE_SIZE;
  return layout === 'gantt' ? GANTT_PAGE_SIZE : WORK_ITEM_LIST_PAGE_SIZE;
}

/** The field kanban groups by when nothing is chosen: state, or priority where projects mix (states differ per project there). */
export function defaultKanbanGroup(ctx: ListContext): WorkItemGroupBy {
  // Profile lists, saved global views, teams and team views mix projects; built-in global views keep their state grouping.
  return isMultiProjectKind(ctx.kind) && ctx.kind !== 'workspace' ? 'priority' : 'state';
}

function viewFilters(ctx: ListContext, filters: WorkItemFilters, userId: string | undefined): WorkItemFilters {
  if (ctx.kind !== 'workspace' || !userId || ctx.view === 'all-issues') return filters;
  // The built-in views are the stored filters plus one condition on the signed-in user (it wins over a stored value).
  const key = ({ assigned: 'assignees', created: 'created_by', subscribed: 'subscriber' } as const)[ctx.view];
  return { ...filters, [key]: [userId] };
}

/**
 * The spec §4 display rules on a context's display filters: no sub-group without a group or equal to it; in a global
 * view or a team (orders differ per project) sort_order becomes -created_at; `forRequest`: kanban without a group
 * groups by defaultKanbanGroup (asked, never stored).
 */
export function ruledDisplayFilters(ctx: ListContext, display: WorkItemDisplayFilters, forRequest = false): WorkItemDisplayFilters {
  const next = { ...display };
  // A removed group takes its sub-group with it before kanban falls back to its default group.
  if (!next.group_by || next.sub_group_by === next.group_by) next.sub_group_by = null;
  if (forRequest && next.layout === 'kanban' && !next.group_by) next.group_by = defaultKanbanGroup(ctx);
  if (next.sub_group_by === next.group_by) next.sub_group_by = null;
  if (isMultiProjectKind(ctx.kind) && ctx.kind !== 'profile' && next.order_by === 'sort_order') next.order_by = WORK_ITEM_DEFAULT_ORDER_BY;
  return next;
}

/**
 * The query a list request sends for these settings (workItemListParams): list asks grouped pages of 50 per group,
 * kanban of 25 per column (and per cell of its sub-groups), spreadsheet flat pages of 50, gantt flat pages of 100, the
 * calendar one flat page of up to 1000 inside its window (target_date clauses). The display rules are enforced here too, so a stored value
 * from elsewhere cannot make a request the rules forbid. The client's list loads and the server's boot (which embeds a
 * list route's first page) both build it here, so their keys match.
 */
export function effectiveListParams(ctx: ListContext, props: ListUserProperties, extra: ListParamsExtra = {}): Record<string, string> {
  const display = ruledDisplayFilters(ctx, { ...props.display_filters, order_by: chosenOrDefaultOrderBy(props.display_filters, extra.localCache ?? false) }, true);
  const layout = display.layout ?? 'list';
  if (isFlatLayout(layout)) {
    display.group_by = null;
    display.sub_group_by = null;
  } else if (layout === 'list') {
    display.sub_group_by = null;
  }
  let filters = viewFilters(ctx, props.filters, extra.userId);
  if (extra.window && layout === 'calendar') {
    filters = { ...filters, target_date: [...(filters.target_date ?? []), `${extra.window.from};after`, `${extra.window.to};before`] };
  }
  return workItemListParams(filters, display, { per_page: listPageSize(layout), search: extra.search, cursor: extra.cursor });
}
