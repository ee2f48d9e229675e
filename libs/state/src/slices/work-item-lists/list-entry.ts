import { matchesWorkItemQuery, normalizeWorkItemListQuery, PRIORITY_RANK } from '@cairn/types';
import type { WorkItemListFilterQuery, WorkItemOrderBy } from '@cairn/types';
import type { WebState } from '../../core/types';
import type { WorkItemRecord } from '../work-items/work-item-records';
import { contextFromKey } from './list-context';
import type { ListGroup, WorkItemListState } from './list-pages';
import { groupKeysOf, listsItem, type ListPlacement, type ListPosition } from './list-placement';

/**
 * An item written elsewhere (the create dialog, a restore, a draft made live, an edit in another list) may now belong
 * to lists that are loaded but do not hold it. For each such list: put it in where it sorts among the loaded rows
 * (exact: same filters and order as the server), or ask the server again when only the server can tell (mentions or
 * subscriber filters, a calendar/gantt date window, an order by state, a place beyond the loaded pages).
 */
export type ListEntry = { listKey: string; action: 'add'; placement: ListPlacement } | { listKey: string; action: 'reload' };

type Compare = (a: WorkItemRecord, b: WorkItemRecord) => number;

// The server's order: key (direction), NULLS LAST, then id ascending. undefined: not decidable from the records (state
// needs the states' order; name the database's collation).
function comparatorFor(orderBy: WorkItemOrderBy): Compare | undefined {
  const desc = orderBy.startsWith('-');
  const key = desc ? orderBy.slice(1) : orderBy;
  const value = (item: WorkItemRecord): string | number | null => {
    switch (key) {
      case 'created_at': return item.created_at;
      case 'updated_at': return item.updated_at;
      case 'sort_order': return item.sort_order;
      case 'start_date': return item.start_date;
      case 'target_date': return item.target_date;
      case 'sequence_id': return item.sequence_id;
      // `priority` lists urgent first (rank descending), `-priority` the reverse.
      case 'priority': return -PRIORITY_RANK[item.priority];
      default: return null;
    }
  };
  if (!['created_at', 'updated_at', 'sort_order', 'start_date', 'target_date', 'sequence_id', 'priority'].includes(key)) return undefined;
  return (a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      const c = va < vb ? -1 : 1;
      return desc ? -c : c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

// Where `item` sorts among loaded ids; undefined when it falls after them while the server holds more.
function positionIn(ids: readonly string[], hasMore: boolean, item: WorkItemRecord, byId: WebState['workItemsById'], compare: Compare): ListPosition | undefined {
  for (let i = 0; i < ids.length; i += 1) {
    const other = byId[ids[i]];
    if (other && compare(item, other) < 0) return { afterId: ids[i] };
  }
  if (hasMore) return undefined;
  return ids.length ? { beforeId: ids[ids.length - 1] } : { index: 0 };
}

// Whether the context lists the item by who it concerns (global views and profiles); undefined: the server knows.
function concerns(key: string, item: WorkItemRecord, me: string | undefined): boolean | undefined {
  const ctx = contextFromKey(key);
  if (!ctx) return false;
  if (ctx.kind === 'workspace') {
    if (ctx.view === 'assigned') return !!me && item.assignee_ids.includes(me);
    if (ctx.view === 'created') return !!me && item.created_by === me;
    if (ctx.view === 'subscribed') return item.is_subscribed;
    return true;
  }
  if (ctx.kind === 'profile') {
    if (ctx.list === 'assigned') return item.assignee_ids.includes(ctx.userId);
    if (ctx.list === 'created') return item.created_by === ctx.userId;
    return ctx.userId === me ? item.is_subscribed : undefined;
  }
  // Which projects a team holds is the server's business: its lists reload.
  if (ctx.kind === 'team' || ctx.kind === 'teamView') return undefined;
  return true;
}

function groupPlacement(list: WorkItemListState, item: WorkItemRecord, byId: WebState['workItemsById'], compare: Compare): ListPlacement['groups'] | null {
  if (!list.groupedBy) return {};
  const groups: NonNullable<ListPlacement['groups']> = {};
  const find = (all: readonly ListGroup[], key: string) => all.find((g) => g.key === key);
  for (const key of groupKeysOf(item, list.groupedBy)) {
    const group = find(list.groups, key);
    const position = group ? positionIn(group.ids, group.hasMore, item, byId, compare) : { index: 0 };
    if (!position) return null;
    const subGroups: Record<string, ListPosition> = {};
    if (list.subGroupedBy) {
      for (const subKey of groupKeysOf(item, list.subGroupedBy)) {
        const sub = group?.subGroups && find(group.subGroups, subKey);
        const spot = sub ? positionIn(sub.ids, sub.hasMore, item, byId, compare) : { index: 0 };
        if (!spot) return null;
        subGroups[subKey] = spot;
      }
    }
    groups[key] = { position, subGroups };
  }
  return groups;
}

/** What each loaded list of `slug` that does not hold the item should do about it (lists it cannot belong to are left out). */
export function planListEntry(state: WebState, slug: string, itemId: string, now: Date): ListEntry[] {
  const item = state.workItemsById[itemId];
  if (!item) return [];
  const me = state.currentUser?.id;
  const entries: ListEntry[] = [];
  for (const [listKey, list] of Object.entries(state.workItemLists)) {
    if (state.listSlugByKey[listKey] !== slug || list.loader === 'init-loader' || list.ids.includes(itemId)) continue;
    if (!listsItem(listKey, item)) continue;
    const concerned = concerns(listKey, item, me);
    if (concerned === false) continue;
    const query = normalizeWorkItemListQuery({ ...list.params, search: list.search } as WorkItemListFilterQuery, now);
    const matches = concerned === undefined ? undefined : matchesWorkItemQuery(item, query);
    if (matches === false) continue;
    const compare = comparatorFor(query.orderBy);
    if (matches === undefined || list.window || !compare) {
      entries.push({ listKey, action: 'reload' });
      continue;
    }
    const position = positionIn(list.ids, list.hasMore && !list.groupedBy, item, state.workItemsById, compare);
    const groups = groupPlacement(list, item, state.workItemsById, compare);
    if (!position || groups === null) entries.push({ listKey, action: 'reload' });
    else entries.push({ listKey, action: 'add', placement: { listKey, add: true, position, groups } });
  }
  return entries;
}

/**
 * The loaded lists of `slug` that hold the item although its record no longer matches their filters or context (a
 * change someone else made: it leaves them at once; one's own edit stays until the next load). Lists only the server
 * can decide (mentions / subscriber filters) keep it.
 */
export function planListLeave(state: WebState, slug: string, itemId: string, now: Date): string[] {
  const item = state.workItemsById[itemId];
  if (!item) return [];
  const me = state.currentUser?.id;
  const leave: string[] = [];
  for (const [listKey, list] of Object.entries(state.workItemLists)) {
    if (state.listSlugByKey[listKey] !== slug || !list.ids.includes(itemId)) continue;
    const concerned = concerns(listKey, item, me);
    if (concerned === undefined) continue;
    const query = normalizeWorkItemListQuery({ ...list.params, search: list.search } as WorkItemListFilterQuery, now);
    if (concerned === false || matchesWorkItemQuery(item, query) === false) leave.push(listKey);
  }
  return leave;
}
