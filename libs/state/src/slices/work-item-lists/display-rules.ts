import { effectiveListParams, ruledDisplayFilters } from '@cairn/types';
import type { ListContext, ListUserProperties, ListUserPropertiesUpdate, WorkItemFilters } from '@cairn/types';

// The list request's builder (the display rules, page sizes, effectiveListParams) is shared with the server's boot, which
// embeds a list route's first page: it lives in @cairn/types (work-item-list-request) and is re-exported here.
export {
  chosenOrDefaultOrderBy, isFlatLayout, GANTT_PAGE_SIZE, listPageSize, defaultKanbanGroup, effectiveListParams,
} from '@cairn/types';
export type { ListWindow, ListParamsExtra } from '@cairn/types';

/** What a settings change does: the settings to keep, and whether the loaded list must be asked again / emptied first. */
export interface DisplayRulesResult {
  next: ListUserProperties;
  /** The list request changes (filters, order, sub-items, type, grouping where the layout groups, layout). */
  refetch: boolean;
  /** The layout changed: loaded items are dropped before the new first page (spec §4). */
  clearItems: boolean;
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
    display_filters: keepIfSame(current.display_filters, ruledDisplayFilters(ctx, { ...current.display_filters, ...patch.display_filters })),
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
