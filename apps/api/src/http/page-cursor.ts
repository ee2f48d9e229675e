import { badRequest } from './errors';
import { API_TEXT } from '@cairn/types';

// The house cursor of simple paged lists: "perPage:pageIndex:0" (stickies, a member's activity; intake and the
// work-item lists read the same shape with their own rules).

const CURSOR = /^(\d{1,3}):(\d{1,6}):(\d{1,6})$/;
const MAX_PER_PAGE = 100;

/** A page request: per_page wins over the cursor's size. */
export interface PageRequest {
  perPage: number;
  page: number;
  offset: number;
}

/** Reads cursor and per_page (default `defaultSize`, at most 100); 400 'Invalid cursor' for anything but perPage:page:n. */
export function pageRequest(query: { cursor?: string; per_page?: number }, defaultSize: number): PageRequest {
  let cursorSize = 0;
  let page = 0;
  if (query.cursor !== undefined && query.cursor !== '') {
    const match = CURSOR.exec(query.cursor);
    if (!match) throw badRequest(API_TEXT.invalidCursor, { cursor: ['Expected perPage:page:offset'] });
    cursorSize = Number(match[1]);
    page = Number(match[2]);
  }
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, query.per_page ?? (cursorSize || defaultSize)));
  return { perPage, page, offset: perPage * page };
}

/** The cursors of a page answer. */
export function pageCursors(p: PageRequest, shown: number, total: number) {
  return {
    next_cursor: `${p.perPage}:${p.page + 1}:0`,
    prev_cursor: `${p.perPage}:${Math.max(p.page - 1, 0)}:0`,
    next_page_results: p.offset + shown < total,
    prev_page_results: p.page > 0,
  };
}
