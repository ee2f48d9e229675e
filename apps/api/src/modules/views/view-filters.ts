import type { NormalizedWorkItemQuery } from '@cairn/types';

type Filters = NormalizedWorkItemQuery['filters'];

/**
 * A view's stored filters AND the request's filters (both normalised): keys of one side apply as they are; a key both
 * give keeps the values they share (the intersection), dates keep every bound of both. `empty` is true when a shared
 * key has no value in common: no item can match.
 */
export function mergeViewFilters(view: Filters, query: Filters): { filters: Filters; empty: boolean } {
  const out: Record<string, unknown> = { ...view };
  let empty = false;
  for (const [key, values] of Object.entries(query) as Array<[keyof Filters, unknown[]]>) {
    const stored = view[key] as unknown[] | undefined;
    if (!stored) {
      out[key] = values;
    } else if (key === 'start_date' || key === 'target_date') {
      out[key] = [...stored, ...values];
    } else {
      const shared = (stored as string[]).filter((v) => (values as string[]).includes(v));
      // An empty list would read as "no filter" (and is not valid SQL): the caller answers an empty page instead.
      if (shared.length === 0) {
        empty = true;
        delete out[key];
      } else {
        out[key] = shared;
      }
    }
  }
  return { filters: out as Filters, empty };
}
