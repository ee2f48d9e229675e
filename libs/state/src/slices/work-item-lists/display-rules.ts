import { defaultOrderBy, WORK_ITEM_DEFAULT_ORDER_BY, WORK_ITEM_LIST_MAX_PER_PAGE, WORK_ITEM_LIST_PAGE_SIZE, workItemListParams } from '@cairn/types';
import type {
  ListUserProperties, ListUserPropertiesUpdate, WorkItemDisplayFilters, WorkItemFilters, WorkItemGroupBy, WorkItemLayout, WorkItemOrderBy,
} from '@cairn/types';
import { isMultiProjectKind, type ListContext } from './list-context';

/** What a settings change does: the settings to keep, and whether the loaded list must be asked again / emptied first. */
export interface DisplayRulesResult {
  next: ListUserProperties;
  /** The list request changes (filters, order, sub-items, type, grouping where the layout groups, layout). */
  refetch: boolean;
  /** The layout changed: loaded items are dropped before the new first page (spec §4). */
  clearItems: boolean;
}

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
 * Page size of a layout: 1000 for the calendar (a month or week window), 100 for the gantt (every item, dated or not,
 * paged as its sidebar scrolls: a bar may start before and end after any window), 50 (per group when grouped) otherwise.
 */
export function listPageSize(layout: WorkItemLayout | undefined): number {
  if (layout === 'calendar') return WORK_ITEM_LIST_MAX_PER_PAGE;
  return layout === 'gantt' ? GANTT_PAGE_SIZE : WORK_ITEM_LIST_PAGE_SIZE;
}

/** The field kanban groups by when nothing is chosen: state, or priority where projects mix (states differ per project there). */
export function defaultKanbanGroup(ctx: ListContext): WorkItemGroupBy {
  // Profile lists, saved global views, teams and team views mix projects; built-in global views keep their state grouping.
  return isMultiProjectKind(ctx.kind) && ctx.kind !== 'workspace' ? 'priority' : 'state';
}

function mergeFilters(current: WorkItemFilters, patch: WorkItemFilters | undefined): WorkItemFilters {
  if (!patch) return current;
  const next: Record<string, string[] | undefined> = { ...current };
  for (const [key, values] of Object.entries(patch)) {
    if (values && values.length > 0) next[key] = values;
    else delete next[key];
  }
  return next as WorkItemFilters;
}

/**
 * The display rules on a display_filters value. `forRequest`: kanban without a group groups by its default group — a
 * fallback applied when the list is asked for, never stored, so visiting the board leaves the list's own setting (no
 * grouping) as it was.
 */
function ruled(ctx: ListContext, display: WorkItemDisplayFilters, forRequest = false): WorkItemDisplayFilters {
  const next = { ...display };
  // A removed group takes its sub-group with it before kanban falls back to its default group.
  if (!next.group_by || next.sub_group_by === next.group_by) next.sub_group_by = null;
  if (forRequest && next.layout === 'kanban' && !next.group_by) next.group_by = defaultKanbanGroup(ctx);
  if (next.sub_group_by === next.group_by) next.sub_group_by = null;
  // Spec §4: in a global view (built-in or saved) sort_order becomes -created_at; so in teams (orders differ per project).
  if (isMultiProjectKind(ctx.kind) && ctx.kind !== 'profile' && next.order_by === 'sort_order') next.order_by = WORK_ITEM_DEFAULT_ORDER_BY;
  return next;
}

/** `before` when `after` holds the same values (one level deep; arrays compared item by item), else `after`. */
export function keepIfSame<T extends object>(before: T, after: T): T {
  if (before === after) return before;
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(b).filter((k) => b[k] !== undefined);
  if (keys.length !== Object.keys(a).filter((k) => a[k] !== undefined).length) return after;
  const same = (x: unknown, y: unknown) =>
    x === y || (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i]));
  return keys.every((k) => same(a[k], b[k])) ? before : after;
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * The spec §4 display rules, applied to a settings change: removing group_by (or making sub_group_by equal to it) clears
 * sub_group_by; kanban without group_by groups by state (priority in profile lists) — when asked, not stored; a global view never orders by
 * sort_order (→ -created_at). A layout change clears the loaded items and refetches; any change to what the list asks
 * the server (filters, order_by, sub_issue, type, grouping where the layout groups) refetches. Display properties and
 * sub-work-item display properties change no request: they are merged and never refetch.
 */
export function applyDisplayRules(ctx: ListContext, current: ListUserProperties, patch: ListUserPropertiesUpdate, localCache = false): DisplayRulesResult {
  // A part the change leaves as it was keeps its object, so rows memoised on it (display properties) do not re-render.
  const next: ListUserProperties = {
    filters: keepIfSame(current.filters, mergeFilters(current.filters, patch.filters)),
    display_filters: keepIfSame(current.display_filters, ruled(ctx, { ...current.display_filters, ...patch.display_filters })),
    display_properties: keepIfSame(current.display_properties, { ...current.display_properties, ...patch.display_properties }),
  };
  // The sub-items widget's part: kept as is (it is no part of any list request, so it never refetches).
  if (current.sub_issue_display_properties || patch.sub_issue_display_properties) {
    next.sub_issue_display_properties = current.sub_issue_display_properties
      ? keepIfSame(current.sub_issue_display_properties, { ...current.sub_issue_display_properties, ...patch.sub_issue_display_properties })
      : { ...patch.sub_issue_display_properties };
  }
  const clearItems = (next.display_filters.layout ?? 'list') !== (current.display_filters.layout ?? 'list');
  const probe = { userId: 'me', localCache };
  const refetch = clearItems || !sameParams(effectiveListParams(ctx, current, probe), effectiveListParams(ctx, next, probe));
  return { next, refetch, clearItems };
}

function viewFilters(ctx: ListContext, filters: WorkItemFilters, userId: string | undefined): WorkItemFilters {
  if (ctx.kind !== 'workspace' || !userId || ctx.view === 'all-issues') return filters;
  // The built-in views are the stored filters plus one condition on the signed-in user (it wins over a stored value).
  const key = ({ assigned: 'assignees', created: 'created_by', subscribed: 'subscriber' } as const)[ctx.view];
  return { ...filters, [key]: [userId] };
}

/**
 * The query a list request sends for these settings (workItemListParams from @cairn/types): list and kanban ask
 * grouped pages of 50 per group (sub-groups only in kanban), spreadsheet flat pages of 50, gantt flat pages of 100, the
 * calendar one flat page of up to 1000 inside its window (target_date clauses). The display rules are enforced here too, so a stored
 * value from elsewhere cannot make a request the rules forbid.
 */
export function effectiveListParams(ctx: ListContext, props: ListUserProperties, extra: ListParamsExtra = {}): Record<string, string> {
  const display = ruled(ctx, { ...props.display_filters, order_by: chosenOrDefaultOrderBy(props.display_filters, extra.localCache ?? false) }, true);
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
