import type { PublicWorkItem, PublicWorkItemPage, PublicWorkItemQuery } from '@cairn/types';

/** Where the published board stands: opening, shown, unknown/unpublished anchor (404), or failed. */
export type PublicBoardStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

/** Where the current page of items stands ('loading' keeps the previous rows on screen). */
export type PublicBoardPageStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One group of the current page: its item ids in order, how many the server has, and the pages loaded. */
export interface PublicBoardGroup {
  ids: string[];
  total_results: number;
  pages: number;
}

/** The current page of the board's items for one query: flat ids, or groups keyed by the group's value. */
export interface PublicBoardPage {
  /** The query (filters, grouping) without cursor; `per_page` is always set. */
  query: PublicWorkItemQuery;
  grouped_by: PublicWorkItemPage['grouped_by'];
  ids: string[];
  groups: Record<string, PublicBoardGroup>;
  /** Group keys in the server's order. */
  groupOrder: string[];
  total_count: number;
  next_cursor: string;
  next_page_results: boolean;
}

/** Items per request of the viewer (well under the server's bound). */
export const PUBLIC_BOARD_PAGE_SIZE = 100;

/** A stable key of a query (filters and grouping), for comparing what is shown with what is asked. */
export function publicQueryKey(query: PublicWorkItemQuery): string {
  const { cursor: _cursor, ...rest } = query;
  return JSON.stringify(Object.keys(rest).sort().map((k) => [k, rest[k as keyof typeof rest]]).filter(([, v]) => v !== undefined && v !== ''));
}

/** Builds the board page from a first answer, storing the items in `byId`. */
export function pageFromAnswer(query: PublicWorkItemQuery, answer: PublicWorkItemPage, byId: Record<string, PublicWorkItem>): PublicBoardPage {
  const page: PublicBoardPage = {
    query, grouped_by: answer.grouped_by, ids: [], groups: {}, groupOrder: [], total_count: answer.total_count,
    next_cursor: answer.next_cursor, next_page_results: answer.next_page_results,
  };
  if (answer.grouped_by === null) {
    for (const item of answer.results) {
      byId[item.id] = item;
      page.ids.push(item.id);
    }
    return page;
  }
  for (const [key, group] of Object.entries(answer.results)) {
    for (const item of group.results) byId[item.id] = item;
    page.groups[key] = { ids: group.results.map((i) => i.id), total_results: group.total_results, pages: 1 };
    page.groupOrder.push(key);
  }
  return page;
}

/** Appends a next page: flat ids, or only the given group's ids (each group pages on its own). */
export function mergeNextPage(page: PublicBoardPage, answer: PublicWorkItemPage, byId: Record<string, PublicWorkItem>, groupKey?: string): void {
  page.next_cursor = answer.next_cursor;
  page.next_page_results = answer.next_page_results;
  page.total_count = answer.total_count;
  if (answer.grouped_by === null) {
    const seen = new Set(page.ids);
    for (const item of answer.results) {
      byId[item.id] = item;
      if (!seen.has(item.id)) page.ids.push(item.id);
    }
    return;
  }
  if (groupKey === undefined) return;
  const group = page.groups[groupKey];
  const incoming = answer.results[groupKey];
  if (!group || !incoming) return;
  const seen = new Set(group.ids);
  for (const item of incoming.results) {
    byId[item.id] = item;
    if (!seen.has(item.id)) group.ids.push(item.id);
  }
  group.total_results = incoming.total_results;
  group.pages += 1;
}

/** The ids a page shows (flat, or every group's in order). */
export function pageItemIds(page: PublicBoardPage): string[] {
  if (page.grouped_by === null) return page.ids;
  return page.groupOrder.flatMap((key) => page.groups[key]?.ids ?? []);
}
