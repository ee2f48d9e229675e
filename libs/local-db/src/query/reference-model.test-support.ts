import {
  LOCAL_PRIORITY_RANK, normalizeWorkItemListQuery, STATE_GROUPS, WORK_ITEM_NONE_GROUP, type NormalizedWorkItemQuery, type State, type WorkItem,
  type WorkItemGroupBy, type WorkItemListFilterQuery,
} from '@cairn/types';
import type { LocalQueryContext } from './conditions';

// A reference model of the list semantics (BRIEF-LISTS "Semantics") in plain TypeScript over WorkItems: what a page
// must hold. Written apart from the SQL; tests compare the two on ids, order, group keys and totals.

function inScope(item: WorkItem, ctx: LocalQueryContext): boolean {
  if (item.workspace_id !== ctx.workspaceId || item.deleted_at !== null || item.is_epic || item.is_draft) return false;
  if (!ctx.projectIds.includes(item.project_id) && !(ctx.ownOnlyProjectIds ?? []).includes(item.project_id)) return false;
  const ownOnly = ctx.guestOwnOnly || (ctx.ownOnlyProjectIds ?? []).includes(item.project_id);
  if (ownOnly && item.created_by !== ctx.userId) return false;
  if ((ctx.context === 'archived') !== (item.archived_at !== null)) return false;
  const who = ctx.profileUserId ?? ctx.userId;
  if (ctx.context === 'profile-assigned' && !item.assignee_ids.includes(who)) return false;
  if (ctx.context === 'profile-created' && item.created_by !== who) return false;
  if (ctx.context === 'profile-subscribed' && !item.is_subscribed) return false;
  if (ctx.context === 'cycle' && item.cycle_id !== ctx.cycleId) return false;
  if (ctx.context === 'module' && !item.module_ids.includes(ctx.moduleId ?? '')) return false;
  return true;
}

const any = (have: readonly string[], wanted: readonly string[] | undefined) => !wanted || have.some((v) => wanted.includes(v));
const anyOrNone = (have: readonly string[], wanted: readonly string[] | undefined) =>
  !wanted || have.some((v) => wanted.includes(v)) || (have.length === 0 && wanted.includes('None'));

function passes(item: WorkItem, q: NormalizedWorkItemQuery): boolean {
  const f = q.filters;
  if (f.priority && !f.priority.includes(item.priority)) return false;
  if (f.state && !(item.state_id !== null && f.state.includes(item.state_id))) return false;
  if (f.state_group && !(item.state__group !== null && f.state_group.includes(item.state__group))) return false;
  if (f.created_by && !(item.created_by !== null && f.created_by.includes(item.created_by))) return false;
  if (f.project && !f.project.includes(item.project_id)) return false;
  if (!any(item.assignee_ids, f.assignees) || !any(item.label_ids, f.labels)) return false;
  if (f.subscriber && !item.is_subscribed) return false;
  if (!anyOrNone(item.cycle_id ? [item.cycle_id] : [], f.cycle) || !anyOrNone(item.module_ids, f.module)) return false;
  for (const key of ['start_date', 'target_date'] as const) {
    for (const b of f[key] ?? []) {
      const v = item[key];
      if (v === null || (b.op === 'gte' ? v < b.date : v > b.date)) return false;
    }
  }
  if (!q.subIssue && item.parent_id !== null) return false;
  if (q.type === 'active' && item.state__group !== 'unstarted' && item.state__group !== 'started') return false;
  if (q.type === 'backlog' && item.state__group !== 'backlog') return false;
  if (q.search) {
    const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const bySequence = /^\d{1,9}$/.test(q.search) && Number(q.search) === item.sequence_id;
    if (!bySequence && !asciiLower(item.name).includes(asciiLower(q.search))) return false;
  }
  return true;
}

type Key = string | number | null;

/** The sort keys of an item for an order key, and whether they run descending. */
function keysOf(item: WorkItem, key: string, states: Map<string, State>): Key[] {
  if (key === 'priority') return [LOCAL_PRIORITY_RANK[item.priority]];
  if (key === 'state') {
    const s = item.state_id ? states.get(item.state_id) : undefined;
    return s ? [STATE_GROUPS.indexOf(s.group), s.sequence] : [null, null];
  }
  if (key === 'name') return [item.name.replace(/[A-Z]/g, (c) => c.toLowerCase())];
  return [item[key as 'created_at' | 'updated_at' | 'sort_order' | 'sequence_id' | 'start_date' | 'target_date']];
}

/** UTF-8 byte order of two strings (SQLite BINARY / collate "C"). */
function byteCompare(a: string, b: string): number {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return Buffer.compare(x, y);
}

export function modelComparator(orderBy: string, states: Map<string, State>) {
  const desc = orderBy.startsWith('-');
  const key = desc ? orderBy.slice(1) : orderBy;
  const descending = key === 'priority' ? !desc : desc;
  return (a: WorkItem, b: WorkItem) => {
    const ka = keysOf(a, key, states);
    const kb = keysOf(b, key, states);
    for (let i = 0; i < ka.length; i += 1) {
      const [x, y] = [ka[i], kb[i]];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const c = typeof x === 'string' ? byteCompare(x, y as string) : x < (y as number) ? -1 : 1;
      return descending ? -c : c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function groupKeys(item: WorkItem, by: WorkItemGroupBy): string[] {
  const one = (v: string | null) => [v ?? WORK_ITEM_NONE_GROUP];
  switch (by) {
    case 'state': return one(item.state_id);
    case 'state_group': return one(item.state__group);
    case 'priority': return [item.priority];
    case 'created_by': return one(item.created_by);
    case 'project': return [item.project_id];
    case 'labels': return item.label_ids.length ? item.label_ids : [WORK_ITEM_NONE_GROUP];
    case 'assignees': return item.assignee_ids.length ? item.assignee_ids : [WORK_ITEM_NONE_GROUP];
    case 'cycle': return one(item.cycle_id);
    case 'module': return item.module_ids.length ? item.module_ids : [WORK_ITEM_NONE_GROUP];
  }
}

/** Every matching item in list order (no paging). */
export function modelList(items: WorkItem[], states: State[], ctx: LocalQueryContext, query: WorkItemListFilterQuery, now: Date) {
  const q = normalizeWorkItemListQuery(query, now);
  // The server's workspace list answers sort_order as -created_at (manual order means nothing across projects).
  if (ctx.context === 'workspace' && q.orderBy.replace(/^-/, '') === 'sort_order') q.orderBy = '-created_at';
  const sorted = items.filter((i) => inScope(i, ctx) && passes(i, q)).sort(modelComparator(q.orderBy, new Map(states.map((s) => [s.id, s]))));
  return { q, sorted };
}

/** Reduced expected page: flat ids, or { group: { ids, total } } / { group: { total, sub: { key: { ids, total } } } }. */
export function modelPage(items: WorkItem[], states: State[], ctx: LocalQueryContext, query: WorkItemListFilterQuery, now: Date) {
  const { q, sorted } = modelList(items, states, ctx, query, now);
  const page = (list: WorkItem[]) => ({ ids: list.slice(q.offset, q.offset + q.perPage).map((i) => i.id), total: list.length });
  const buckets = (list: WorkItem[], by: WorkItemGroupBy) => {
    const map = new Map<string, WorkItem[]>();
    for (const i of list) for (const k of groupKeys(i, by)) map.set(k, [...(map.get(k) ?? []), i]);
    // Key order: byte order, 'None' last.
    return new Map([...map].sort(([a], [b]) => (a === WORK_ITEM_NONE_GROUP ? 1 : b === WORK_ITEM_NONE_GROUP ? -1 : byteCompare(a, b))));
  };
  if (!q.groupBy) return { total: sorted.length, flat: page(sorted).ids, groups: null };
  const groups: Array<[string, unknown]> = [];
  for (const [key, list] of buckets(sorted, q.groupBy)) {
    if (!q.subGroupBy) groups.push([key, page(list)]);
    else groups.push([key, { total: list.length, sub: [...buckets(list, q.subGroupBy)].map(([sk, sl]) => [sk, page(sl)]) }]);
  }
  return { total: sorted.length, flat: null, groups };
}
