import type { AnyWorkItemPage, WorkItem, WorkItemGroupBy } from '@cairn/types';
import type { ListWindow } from './display-rules';

/**
 * One group of a loaded list: its ids in the server's order (pages appended), how many items it has in all, whether
 * the server has more, and, when sub-grouped, its sub-groups (then `ids` is every id of its loaded sub-groups).
 */
export interface ListGroup {
  key: string;
  ids: string[];
  total: number;
  hasMore: boolean;
  subGroups?: ListGroup[];
  /** Index of the last page loaded for this group (0 = first); a group pages on its own. */
  page?: number;
}

/** Loader of a list (spec §4): first load, refetch of a loaded list, refetch after a settings change, next page. */
export type ListLoader = 'init-loader' | 'fetch' | 'pagination' | 'mutation' | undefined;

/** A loaded list of one context. */
export interface WorkItemListState {
  loader: ListLoader;
  groupedBy: WorkItemGroupBy | null;
  subGroupedBy: WorkItemGroupBy | null;
  /** Every loaded id once: flat lists in order; grouped lists in order of first appearance (group order). */
  ids: string[];
  /** Groups in the server's key order (the UI orders them itself); empty for a flat list. */
  groups: ListGroup[];
  totalCount: number;
  /** Index of the last page loaded (flat), or of the last "every group" page (grouped). */
  page: number;
  hasMore: boolean;
  /** The query of the first page, without cursor (next pages add theirs). */
  params: Record<string, string>;
  error?: boolean;
  /** Search text and date window the list was loaded with (kept for the next pages and reloads). */
  search?: string;
  window?: ListWindow;
}

/** Which part of a list a next page is for: everything, one group, or one sub-group of a group. */
export interface PageTarget {
  groupKey?: string;
  subGroupKey?: string;
}

type Answer = { results: WorkItem[] | Record<string, Answer>; total_results: number };

/** A list with nothing loaded yet. */
export function emptyList(loader: ListLoader): WorkItemListState {
  return { loader, groupedBy: null, subGroupedBy: null, ids: [], groups: [], totalCount: 0, page: 0, hasMore: false, params: {} };
}

function pushNew(list: string[], ids: readonly string[]): void {
  const seen = new Set(list);
  for (const id of ids) {
    if (!seen.has(id)) {
      seen.add(id);
      list.push(id);
    }
  }
}

function groupOf(key: string, answer: Answer, page: number, perPage: number, items: WorkItem[]): ListGroup {
  if (Array.isArray(answer.results)) {
    items.push(...answer.results);
    return { key, ids: answer.results.map((i) => i.id), total: answer.total_results, hasMore: (page + 1) * perPage < answer.total_results, page };
  }
  const subGroups = Object.entries(answer.results).map(([sub, part]) => groupOf(sub, part, page, perPage, items));
  const ids: string[] = [];
  for (const s of subGroups) pushNew(ids, s.ids);
  return { key, ids, total: answer.total_results, hasMore: subGroups.some((s) => s.hasMore), page, subGroups };
}

/** The list a first page makes, and the items to store. */
export function listFromPage(page: AnyWorkItemPage, params: Record<string, string>, perPage: number): { list: WorkItemListState; items: WorkItem[] } {
  const base = { ...emptyList(undefined), params, totalCount: page.total_count };
  if (Array.isArray(page.results)) {
    return { list: { ...base, ids: page.results.map((i) => i.id), hasMore: page.next_page_results }, items: page.results };
  }
  const items: WorkItem[] = [];
  const groups = Object.entries(page.results as Record<string, Answer>).map(([key, answer]) => groupOf(key, answer, 0, perPage, items));
  const ids: string[] = [];
  for (const g of groups) pushNew(ids, g.ids);
  return {
    list: {
      ...base, ids, groups, groupedBy: page.grouped_by ?? null, subGroupedBy: page.sub_grouped_by ?? null, hasMore: groups.some((g) => g.hasMore),
    },
    items,
  };
}

function findGroup(groups: readonly ListGroup[], key: string | undefined): ListGroup | undefined {
  return key === undefined ? undefined : groups.find((g) => g.key === key);
}

/**
 * The page index a next page of `target` asks for, or undefined when there is nothing more (or the group is unknown).
 * Groups page on their own: a group's next page is its last loaded page + 1.
 */
export function nextPageIndex(list: WorkItemListState, target: PageTarget): number | undefined {
  if (list.groups.length === 0 || target.groupKey === undefined) return list.hasMore ? list.page + 1 : undefined;
  const group = findGroup(list.groups, target.groupKey);
  if (!group) return undefined;
  if (target.subGroupKey === undefined) return group.hasMore ? (group.page ?? 0) + 1 : undefined;
  const sub = findGroup(group.subGroups ?? [], target.subGroupKey);
  return sub?.hasMore ? (sub.page ?? 0) + 1 : undefined;
}

// Appends one group's (or sub-group's) answer for page `index`; a group missing from the answer has nothing there.
function mergeGroup(group: ListGroup, answer: Answer | undefined, index: number, perPage: number, items: WorkItem[], subKey?: string): void {
  if (!group.subGroups) {
    group.page = index;
    if (!answer || !Array.isArray(answer.results)) {
      group.hasMore = false;
      return;
    }
    items.push(...answer.results);
    pushNew(group.ids, answer.results.map((i) => i.id));
    group.total = answer.total_results;
    group.hasMore = (index + 1) * perPage < answer.total_results;
    return;
  }
  const parts = answer && !Array.isArray(answer.results) ? answer.results : {};
  if (answer) group.total = answer.total_results;
  for (const sub of group.subGroups) {
    const wanted = subKey === undefined ? (sub.page ?? 0) === index - 1 && sub.hasMore : sub.key === subKey;
    if (wanted) mergeGroup(sub, parts[sub.key], index, perPage, items);
  }
  if (subKey === undefined) group.page = index;
  for (const sub of group.subGroups) pushNew(group.ids, sub.ids);
  group.hasMore = group.subGroups.some((s) => s.hasMore);
}

/**
 * Merges page `index` into a loaded list (in place; call on an immer draft): flat lists append; for a group or a
 * sub-group only that part takes the answer's ids, the rest of the answer is left out; without a target every group
 * whose last loaded page is index − 1 takes its part. Answers the items merged (to store by id).
 */
export function mergePage(list: WorkItemListState, page: AnyWorkItemPage, index: number, target: PageTarget, perPage: number): WorkItem[] {
  const items: WorkItem[] = [];
  list.totalCount = page.total_count;
  if (Array.isArray(page.results)) {
    items.push(...page.results);
    pushNew(list.ids, page.results.map((i) => i.id));
    list.page = index;
    list.hasMore = page.next_page_results;
    return items;
  }
  const answers = page.results as Record<string, Answer>;
  if (target.groupKey !== undefined) {
    const group = findGroup(list.groups, target.groupKey);
    if (group) mergeGroup(group, answers[group.key], index, perPage, items, target.subGroupKey);
  } else {
    for (const group of list.groups) {
      if ((group.page ?? 0) === index - 1 && group.hasMore) mergeGroup(group, answers[group.key], index, perPage, items);
    }
    list.page = index;
  }
  for (const group of list.groups) pushNew(list.ids, group.ids);
  list.hasMore = list.groups.some((g) => g.hasMore);
  return items;
}
