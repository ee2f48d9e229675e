import { z, type ZodType } from 'zod';
import { API_TEXT } from '@cairn/types';
import { badRequest } from '../../http/errors';

// The seed system's public API v1 pagination (issue 18): `per_page` (default and most 100) and `cursor` written
// "per_page:page:is_prev" (page counted from 0); answers wrap the page in the envelope below.

/** Rows per page when `per_page` is not given, and the most a page may hold. */
export const V1_PER_PAGE_DEFAULT = 100;
export const V1_PER_PAGE_MAX = 100;

/** The query every v1 list takes (unknown parameters are ignored, as the seed system does). */
export const v1ListQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(V1_PER_PAGE_MAX).optional(),
  cursor: z.string().max(64).optional(),
  expand: z.string().max(500).optional(),
  fields: z.string().max(2000).optional(),
});
/** A parsed v1 list query. */
export type V1ListQuery = z.infer<typeof v1ListQuerySchema>;

/** The query of a v1 single-object read: `expand` and `fields` only. */
export const v1ReadQuerySchema = v1ListQuerySchema.pick({ expand: true, fields: true });
/** A parsed v1 read query. */
export type V1ReadQuery = z.infer<typeof v1ReadQuerySchema>;

/** A page to read: `limit` rows from `offset`. */
export interface V1Page {
  perPage: number;
  page: number;
  offset: number;
  limit: number;
}

const CURSOR = /^(\d{1,3}):(\d{1,7}):([01])$/;

/** The page a list query asks for; a malformed cursor is 400 "Invalid cursor". per_page wins over the cursor's. */
export function v1PageOf(query: Pick<V1ListQuery, 'per_page' | 'cursor'>): V1Page {
  let perPage = query.per_page ?? V1_PER_PAGE_DEFAULT;
  let page = 0;
  if (query.cursor) {
    const m = CURSOR.exec(query.cursor.trim());
    if (!m) throw badRequest(API_TEXT.invalidCursor, { cursor: ['Invalid cursor'] });
    perPage = query.per_page ?? Math.min(V1_PER_PAGE_MAX, Math.max(1, Number(m[1])));
    page = Number(m[2]);
  }
  return { perPage, page, offset: page * perPage, limit: perPage };
}

/** The seed system's list envelope. */
export interface V1Envelope<T> {
  grouped_by: null;
  sub_grouped_by: null;
  total_count: number;
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  total_pages: number;
  total_results: number;
  extra_stats: null;
  results: T[];
}

/** Wraps one page of `results` (of `total` rows in all) in the v1 envelope. */
export function v1Envelope<T>(results: T[], total: number, page: V1Page): V1Envelope<T> {
  const next = page.offset + results.length < total;
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: total,
    next_cursor: `${page.perPage}:${page.page + 1}:0`,
    prev_cursor: `${page.perPage}:${Math.max(0, page.page - 1)}:1`,
    next_page_results: next,
    prev_page_results: page.page > 0,
    count: results.length,
    total_pages: Math.max(1, Math.ceil(total / page.perPage)),
    total_results: total,
    extra_stats: null,
    results,
  };
}

/** The v1 envelope over a list already in memory (small collections: states, labels, members). */
export function v1EnvelopeOfArray<T>(items: T[], query: Pick<V1ListQuery, 'per_page' | 'cursor'>): V1Envelope<T> {
  const page = v1PageOf(query);
  return v1Envelope(items.slice(page.offset, page.offset + page.limit), items.length, page);
}

/** The envelope around `item`, for the OpenAPI document. */
export function v1PageSchemaOf(item: ZodType) {
  return z.object({
    grouped_by: z.null(),
    sub_grouped_by: z.null(),
    total_count: z.number().int(),
    next_cursor: z.string(),
    prev_cursor: z.string(),
    next_page_results: z.boolean(),
    prev_page_results: z.boolean(),
    count: z.number().int(),
    total_pages: z.number().int(),
    total_results: z.number().int(),
    extra_stats: z.null(),
    results: z.array(item),
  });
}
