import {
  WORK_ITEM_FILTER_KEYS, WORK_ITEM_GROUP_BY, WORK_ITEM_LIST_MAX_PER_PAGE, WORK_ITEM_ORDER_BY, WORK_ITEM_TYPE_FILTERS,
  type WorkItemListFilterQuery,
} from '@cairn/types';

// A hand-written twin of @cairn/types' workItemListFilterQuerySchema (zod): the list route checks every query it would
// send to the local cache, and the schema would bring zod (~23 KB brotli) into the start-up JS (B8). A test holds it
// equal to the schema on a table of cases; keep both in step.

const COMMA_LIST_MAX = 20_000;
const SEARCH_MAX = 200;
const CURSOR = /^\d{1,4}:\d{1,7}:\d{1,9}$/;

const FILTER_KEYS: ReadonlySet<string> = new Set(WORK_ITEM_FILTER_KEYS);
const ENUMS: Readonly<Record<string, ReadonlySet<string>>> = {
  group_by: new Set(WORK_ITEM_GROUP_BY),
  sub_group_by: new Set(WORK_ITEM_GROUP_BY),
  order_by: new Set<string>(WORK_ITEM_ORDER_BY),
  sub_issue: new Set(['true', 'false']),
  type: new Set(WORK_ITEM_TYPE_FILTERS),
};

/** The value a known key keeps (per_page as a number), or `undefined` when the value is refused. */
function checked(key: string, value: string): string | number | undefined {
  if (FILTER_KEYS.has(key)) return value.length <= COMMA_LIST_MAX ? value : undefined;
  const allowed = ENUMS[key];
  if (allowed) return allowed.has(value) ? value : undefined;
  if (key === 'search') return value.length <= SEARCH_MAX ? value : undefined;
  if (key === 'cursor') return CURSOR.test(value) ? value : undefined;
  // per_page: zod's coerce.number().int().min(1).max(MAX) — Number(value), a whole number within bounds.
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= WORK_ITEM_LIST_MAX_PER_PAGE ? n : undefined;
}

const KNOWN_KEYS: ReadonlySet<string> = new Set([...WORK_ITEM_FILTER_KEYS, ...Object.keys(ENUMS), 'search', 'cursor', 'per_page']);

/**
 * A list query read as the server reads it (workItemListFilterQuerySchema without zod): the known keys only (others
 * dropped, as zod drops them), per_page as a number; null when any known key's value is refused.
 */
export function readListFilterQuery(params: Readonly<Record<string, string | undefined>>): WorkItemListFilterQuery | null {
  const query: Record<string, string | number> = {};
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (!KNOWN_KEYS.has(key) || value === undefined) continue;
    const read = checked(key, value);
    if (read === undefined) return null;
    query[key] = read;
  }
  return query as WorkItemListFilterQuery;
}
