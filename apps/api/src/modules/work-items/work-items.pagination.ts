import type { WorkItemListQuery } from '@cairn/types';

/** Page size when neither per_page nor the cursor gives one. */
export const WORK_ITEM_DEFAULT_PER_PAGE = 100;
/** Largest page. */
export const WORK_ITEM_MAX_PER_PAGE = 1000;

/** A page request: size, index and the row offset (index × size). */
export interface PageRequest {
  perPage: number;
  page: number;
  offset: number;
}

/**
 * Reads ?cursor=perPage:pageIndex:offset&per_page=n (spec §9). per_page wins over the cursor's size; the page index
 * comes from the cursor (0 without one); the third part is accepted but the offset is always index × size.
 */
export function parsePage(query: WorkItemListQuery, defaultPerPage = WORK_ITEM_DEFAULT_PER_PAGE): PageRequest {
  const [cursorSize, cursorPage] = (query.cursor ?? '').split(':').map((n) => Number(n));
  const perPage = Math.min(WORK_ITEM_MAX_PER_PAGE, Math.max(1, query.per_page ?? (cursorSize || defaultPerPage)));
  const page = Number.isFinite(cursorPage) && cursorPage > 0 ? cursorPage : 0;
  return { perPage, page, offset: page * perPage };
}

/** The paginated result around one page of results: next/prev cursors point at the neighbouring pages. */
export function pageResult<T>(req: PageRequest, results: T[], total: number) {
  return {
    results,
    total_count: total,
    next_cursor: `${req.perPage}:${req.page + 1}:0`,
    prev_cursor: `${req.perPage}:${Math.max(req.page - 1, 0)}:${req.page > 0 ? 1 : 0}`,
    next_page_results: req.offset + results.length < total,
  };
}
