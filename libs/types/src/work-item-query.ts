import { addDays, isIsoDay } from './day-math';
import { STATE_GROUPS, type StateGroup } from './project-constants';
import { PRIORITIES, type Priority } from './work-item-constants';
import {
  DATE_FILTER_DAYS, WORK_ITEM_DEFAULT_ORDER_BY, WORK_ITEM_LIST_MAX_PER_PAGE, WORK_ITEM_LIST_PAGE_SIZE, type WorkItemFilterKey, type WorkItemGroupBy,
  type WorkItemOrderBy, type WorkItemTypeFilter,
  NONE_FILTER_VALUE,
} from './work-item-list-constants';
import type { WorkItemDisplayFilters, WorkItemFilters, WorkItemListFilterQuery } from './schemas/work-item-list.schema';

/** One bound of a date filter: the field's date is on or after (gte) / on or before (lte) the day. */
export interface DateBound {
  op: 'gte' | 'lte';
  date: string;
}

/**
 * The one meaning of a list query, shared by the server (SQL on Postgres) and the local cache (SQL on SQLite), so
 * both answer the same ids in the same order. Empty arrays never appear: an absent key means "no filter".
 */
export interface NormalizedWorkItemQuery {
  filters: {
    priority?: Priority[];
    state_group?: StateGroup[];
    state?: string[];
    assignees?: string[];
    mentions?: string[];
    created_by?: string[];
    labels?: string[];
    /** Cycle ids, and/or NONE_FILTER_VALUE for items in no cycle. */
    cycle?: string[];
    /** Module ids (the item is in ANY of them), and/or NONE_FILTER_VALUE for items in no module. */
    module?: string[];
    project?: string[];
    subscriber?: string[];
    start_date?: DateBound[];
    target_date?: DateBound[];
  };
  /** Lower-cased search text (title contains it, or it equals the sequence number); undefined when blank. */
  search?: string;
  /** The search read as a work item's identifier (`WR-5`): upper-cased project identifier and sequence number. */
  searchKey?: { identifier: string; sequence: number };
  /** false leaves sub-items (items with a parent) out. */
  subIssue: boolean;
  type?: WorkItemTypeFilter;
  groupBy: WorkItemGroupBy | null;
  subGroupBy: WorkItemGroupBy | null;
  orderBy: WorkItemOrderBy;
  perPage: number;
  page: number;
  offset: number;
}

/**
 * Parses date-filter clauses (comma-separated in a query, or an array from stored filters):
 * `2026-01-31;after` → on or after that day; `2026-01-31;before` → on or before;
 * `2_weeks;after;fromnow` → on or after today + 14 days; `1_months;before;ago` → on or before today − 30 days.
 * Weeks are 7 days, months 30 (spec). "Today" is `now`'s UTC day. A clause that cannot be parsed is ignored.
 */
export function parseDateFilter(values: readonly string[] | string | undefined, now: Date): DateBound[] {
  const clauses = typeof values === 'string' ? values.split(',') : values ?? [];
  const today = now.toISOString().slice(0, 10);
  const bounds: DateBound[] = [];
  for (const raw of clauses) {
    const parts = raw.trim().split(';').map((p) => p.trim().toLowerCase());
    const [value, direction, offset] = parts;
    if (!value || (direction !== 'after' && direction !== 'before')) continue;
    const op = direction === 'after' ? 'gte' : 'lte';
    if (isIsoDay(value) && parts.length === 2) {
      bounds.push({ op, date: value });
      continue;
    }
    const relative = /^(\d{1,4})_(days|weeks|months)$/.exec(value);
    if (!relative || parts.length !== 3 || (offset !== 'fromnow' && offset !== 'ago')) continue;
    const days = Number(relative[1]) * DATE_FILTER_DAYS[relative[2] as keyof typeof DATE_FILTER_DAYS];
    bounds.push({ op, date: addDays(today, offset === 'fromnow' ? days : -days) });
  }
  return bounds;
}

function list(value: readonly string[] | string | undefined): string[] {
  const raw = typeof value === 'string' ? value.split(',') : value ?? [];
  return [...new Set(raw.map((v) => v.trim()).filter(Boolean))];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_KEYS = ['state', 'assignees', 'mentions', 'created_by', 'labels', 'project', 'subscriber'] as const;

/**
 * Normalises filters given either as a query (comma strings) or as stored filters (arrays): keeps known priorities,
 * state groups and UUIDs (lower-cased; cycle and module also 'None', kept last), parses date clauses against `now`,
 * drops empty keys.
 */
export function normalizeWorkItemFilters(
  source: Partial<Record<WorkItemFilterKey, readonly string[] | string | undefined>>,
  now: Date,
): NormalizedWorkItemQuery['filters'] {
  const out: NormalizedWorkItemQuery['filters'] = {};
  const priority = list(source.priority).filter((p): p is Priority => (PRIORITIES as readonly string[]).includes(p));
  if (priority.length) out.priority = priority;
  const groups = list(source.state_group).filter((g): g is StateGroup => (STATE_GROUPS as readonly string[]).includes(g));
  if (groups.length) out.state_group = groups;
  for (const key of ID_KEYS) {
    const ids = [...new Set(list(source[key]).map((v) => v.toLowerCase()).filter((v) => UUID.test(v)))];
    if (ids.length) out[key] = ids;
  }
  for (const key of ['cycle', 'module'] as const) {
    const values = list(source[key]);
    const ids = [...new Set(values.map((v) => v.toLowerCase()).filter((v) => UUID.test(v)))];
    if (values.some((v) => v.toLowerCase() === NONE_FILTER_VALUE.toLowerCase())) ids.push(NONE_FILTER_VALUE);
    if (ids.length) out[key] = ids;
  }
  for (const key of ['start_date', 'target_date'] as const) {
    const bounds = parseDateFilter(source[key], now);
    if (bounds.length) out[key] = bounds;
  }
  return out;
}

const WORK_ITEM_KEY = /^([a-z0-9]{1,12})-(\d{1,9})$/i;

/** A search text read as a work item's identifier (`WR-5`, any case): the project identifier upper-cased and the number. */
export function parseWorkItemKey(text: string): { identifier: string; sequence: number } | undefined {
  const m = WORK_ITEM_KEY.exec(text.trim());
  return m ? { identifier: m[1].toUpperCase(), sequence: Number(m[2]) } : undefined;
}

/** Reads a validated list query (see workItemListFilterQuerySchema) into its one meaning. */
export function normalizeWorkItemListQuery(query: WorkItemListFilterQuery, now: Date, defaults: { perPage?: number; orderBy?: WorkItemOrderBy } = {}): NormalizedWorkItemQuery {
  const groupBy = query.group_by ?? null;
  // The display rules: no sub-group without a group, and never the same field twice.
  const subGroupBy = groupBy && query.sub_group_by && query.sub_group_by !== groupBy ? query.sub_group_by : null;
  const [cursorSize, cursorPage] = (query.cursor ?? '').split(':').map((n) => Number(n));
  const perPage = Math.min(WORK_ITEM_LIST_MAX_PER_PAGE, Math.max(1, query.per_page ?? (cursorSize || defaults.perPage || WORK_ITEM_LIST_PAGE_SIZE)));
  const page = Number.isFinite(cursorPage) && cursorPage > 0 ? cursorPage : 0;
  const search = query.search?.trim().toLowerCase();
  return {
    filters: normalizeWorkItemFilters(query, now),
    search: search ? search : undefined,
    searchKey: search ? parseWorkItemKey(search) : undefined,
    subIssue: query.sub_issue !== 'false',
    type: query.type,
    groupBy,
    subGroupBy,
    orderBy: (query.order_by as WorkItemOrderBy | undefined) ?? defaults.orderBy ?? WORK_ITEM_DEFAULT_ORDER_BY,
    perPage,
    page,
    offset: page * perPage,
  };
}

/**
 * The query parameters of a list request from stored filters and display filters (what the client sends). Keys
 * without values are left out; the layout and view-only settings are not sent.
 */
export function workItemListParams(filters: WorkItemFilters, display: WorkItemDisplayFilters, extra: { cursor?: string; per_page?: number; search?: string } = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, values] of Object.entries(filters)) if (values && values.length) params[key] = values.join(',');
  if (display.group_by) params.group_by = display.group_by;
  if (display.group_by && display.sub_group_by && display.sub_group_by !== display.group_by) params.sub_group_by = display.sub_group_by;
  if (display.order_by) params.order_by = display.order_by;
  if (display.sub_issue === false) params.sub_issue = 'false';
  if (display.type) params.type = display.type;
  if (extra.search?.trim()) params.search = extra.search.trim();
  if (extra.cursor) params.cursor = extra.cursor;
  if (extra.per_page) params.per_page = String(extra.per_page);
  return params;
}

/**
 * Cursors and flags of a list page (spec §9: perPage:pageIndex:offset; the previous page's cursor ends in 1, the first
 * page's in 0) — the one form the server and the local cache both answer.
 */
export function listPagePaging(q: Pick<NormalizedWorkItemQuery, 'perPage' | 'page'>, total: number, nextPageResults: boolean) {
  return {
    total_count: total,
    next_cursor: `${q.perPage}:${q.page + 1}:0`,
    prev_cursor: `${q.perPage}:${Math.max(q.page - 1, 0)}:${q.page > 0 ? 1 : 0}`,
    next_page_results: nextPageResults,
  };
}
