import { NONE_FILTER_VALUE, normalizeWorkItemListQuery, PRIORITY_RANK, WORK_ITEM_NONE_GROUP, type NormalizedWorkItemQuery, type WorkItemGroupBy, type WorkItemListFilterQuery } from '@cairn/types';
import { groupIndex, type ModelItem } from './work-item-lists.test-support';

// A reference model of BRIEF-LISTS "Semantics" in plain TypeScript over the seeded items: what a list must answer.
// The SQL and this model are written independently; the tests compare them exactly (ids, order, keys, totals).

const intersects = (a: readonly string[], b: readonly string[] | undefined) => b === undefined || a.some((x) => b.includes(x));

/** Whether an item passes the query's filters (scope aside). */
export function matches(m: ModelItem, q: NormalizedWorkItemQuery): boolean {
  const f = q.filters;
  if (f.priority && !f.priority.includes(m.priority)) return false;
  if (f.state && !(m.state_id && f.state.includes(m.state_id))) return false;
  if (f.state_group && !(m.state_group && f.state_group.includes(m.state_group))) return false;
  if (f.created_by && !f.created_by.includes(m.created_by)) return false;
  if (f.project && !f.project.includes(m.project_id)) return false;
  if (!intersects(m.assignee_ids, f.assignees) || !intersects(m.label_ids, f.labels)) return false;
  const anyOrNone = (have: readonly string[], want: readonly string[] | undefined) =>
    want === undefined || have.some((x) => want.includes(x)) || (have.length === 0 && want.includes(NONE_FILTER_VALUE));
  if (!anyOrNone(m.cycle_id ? [m.cycle_id] : [], f.cycle) || !anyOrNone(m.module_ids, f.module)) return false;
  if (!intersects(m.mention_ids, f.mentions) || !intersects(m.subscriber_ids, f.subscriber)) return false;
  for (const key of ['start_date', 'target_date'] as const) {
    for (const b of f[key] ?? []) {
      const v = m[key];
      if (v === null || (b.op === 'gte' ? v < b.date : v > b.date)) return false;
    }
  }
  if (!q.subIssue && m.parent_id !== null) return false;
  if (q.type === 'active' && !(m.state_group === 'unstarted' || m.state_group === 'started')) return false;
  if (q.type === 'backlog' && m.state_group !== 'backlog') return false;
  if (q.search) {
    const bySeq = /^\d{1,9}$/.test(q.search) && Number(q.search) === m.sequence_id;
    if (!bySeq && !m.name.toLowerCase().includes(q.search)) return false;
  }
  return true;
}

type Key = number | string | null;

function sortKeys(m: ModelItem, key: string): Key[] {
  switch (key) {
    case 'priority':
      return [PRIORITY_RANK[m.priority]];
    case 'state':
      return m.state_group === null ? [null, null] : [groupIndex(m.state_group), m.state_sequence];
    case 'name':
      return [m.name.toLowerCase()];
    default:
      return [m[key as 'sort_order' | 'created_at' | 'updated_at' | 'sequence_id' | 'start_date' | 'target_date']];
  }
}

/** Comparator of an order_by: key(s) in direction with nulls last, then id ascending (`priority` = rank descending). */
export function comparator(orderBy: string): (a: ModelItem, b: ModelItem) => number {
  const desc = orderBy.startsWith('-');
  const key = desc ? orderBy.slice(1) : orderBy;
  const descending = key === 'priority' ? !desc : desc;
  return (a, b) => {
    const ka = sortKeys(a, key);
    const kb = sortKeys(b, key);
    for (let i = 0; i < ka.length; i += 1) {
      const x = ka[i];
      const y = kb[i];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const c = x < y ? -1 : 1;
      return descending ? -c : c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** The group keys of an item for a group_by (several for labels and assignees; 'None' without a value). */
export function groupKeysOf(m: ModelItem, by: WorkItemGroupBy): string[] {
  const one = (v: string | null) => [v ?? WORK_ITEM_NONE_GROUP];
  switch (by) {
    case 'state':
      return one(m.state_id);
    case 'state_group':
      return one(m.state_group);
    case 'priority':
      return [m.priority];
    case 'created_by':
      return one(m.created_by);
    case 'project':
      return [m.project_id];
    case 'labels':
      return m.label_ids.length ? m.label_ids : [WORK_ITEM_NONE_GROUP];
    case 'assignees':
      return m.assignee_ids.length ? m.assignee_ids : [WORK_ITEM_NONE_GROUP];
    case 'cycle':
      return one(m.cycle_id);
    case 'module':
      return m.module_ids.length ? m.module_ids : [WORK_ITEM_NONE_GROUP];
  }
}

/** Expected group: its page of ids and total. */
export interface ExpectedGroup {
  ids: string[];
  total: number;
}

/** What a list must answer for `query` over `items` (already limited to the caller's scope). */
export function expectedPage(items: ModelItem[], query: WorkItemListFilterQuery, now: Date) {
  const q = normalizeWorkItemListQuery(query, now);
  const sorted = items.filter((m) => matches(m, q)).sort(comparator(q.orderBy));
  const page = (list: ModelItem[]): ExpectedGroup => ({ ids: list.slice(q.offset, q.offset + q.perPage).map((m) => m.id), total: list.length });
  const bucket = (list: ModelItem[], by: WorkItemGroupBy) => {
    const map = new Map<string, ModelItem[]>();
    for (const m of list) for (const k of groupKeysOf(m, by)) map.set(k, [...(map.get(k) ?? []), m]);
    return map;
  };
  if (!q.groupBy) return { q, total: sorted.length, flat: page(sorted).ids, groups: null, subGroups: null };
  const groups = new Map<string, ExpectedGroup>();
  const subGroups = new Map<string, Map<string, ExpectedGroup>>();
  for (const [key, list] of bucket(sorted, q.groupBy)) {
    groups.set(key, page(list));
    if (q.subGroupBy) subGroups.set(key, new Map([...bucket(list, q.subGroupBy)].map(([sk, sl]) => [sk, page(sl)])));
  }
  return { q, total: sorted.length, flat: null, groups, subGroups: q.subGroupBy ? subGroups : null };
}

/** A grouped page as answered (loosely typed for comparisons). */
export interface GroupedAnswer {
  results: Record<string, { results: Array<{ id: string }> | Record<string, { results: Array<{ id: string }>; total_results: number }>; total_results: number }>;
  total_count: number;
  next_page_results: boolean;
}

/** A grouped answer reduced to { key: { ids, total } } (sub-grouped: { key: { total, sub: { key: { ids, total } } } }). */
export function reduceGrouped(answer: GroupedAnswer, sub: boolean) {
  return Object.fromEntries(
    Object.entries(answer.results).map(([k, g]) => {
      if (!sub) return [k, { ids: (g.results as Array<{ id: string }>).map((r) => r.id), total: g.total_results }];
      const s = g.results as Record<string, { results: Array<{ id: string }>; total_results: number }>;
      return [k, { total: g.total_results, sub: Object.fromEntries(Object.entries(s).map(([sk, sg]) => [sk, { ids: sg.results.map((r) => r.id), total: sg.total_results }])) }];
    }),
  );
}

/** The expected page in the same reduced shape (group totals of sub-grouped pages count distinct items). */
export function reduceExpected(items: ModelItem[], query: WorkItemListFilterQuery, now: Date): Record<string, unknown> {
  const e = expectedPage(items, query, now);
  if (!e.groups) throw new Error('not a grouped query');
  if (!e.subGroups) return Object.fromEntries(e.groups);
  return Object.fromEntries([...e.subGroups].map(([k, subs]) => [k, { total: e.groups!.get(k)!.total, sub: Object.fromEntries(subs) }]));
}
