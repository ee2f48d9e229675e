import { HOME_REORDER_STEP } from './home-constants';

/** Where a dragged sticky or widget is dropped relative to the target row. */
export type HomeDropPosition = 'above' | 'below';

/** Which way the list is shown: stickies are listed by sort_order descending, widgets ascending. */
export type HomeListDirection = 'desc' | 'asc';

/**
 * sort_order for a sticky or widget dropped next to `target` (workspace-pages-account spec §4): placed above the
 * target with a neighbour above it → the midpoint of the two; placed above with no neighbour above → the target's value
 * plus 10000; placed below → the target's value minus 10000. "Plus" and "minus" follow the list's direction: in a
 * descending list (stickies) the row above has the larger value; in an ascending list (widgets) the signs flip.
 * `neighbourAbove` is the sort_order of the row shown directly above the target, not counting the dragged row.
 */
export function homeReorderSortOrder({
  target,
  position,
  neighbourAbove,
  direction = 'desc',
}: {
  target: number;
  position: HomeDropPosition;
  neighbourAbove?: number | null;
  direction?: HomeListDirection;
}): number {
  const up = direction === 'desc' ? 1 : -1;
  if (position === 'below') return target - up * HOME_REORDER_STEP;
  if (neighbourAbove !== undefined && neighbourAbove !== null) return (target + neighbourAbove) / 2;
  return target + up * HOME_REORDER_STEP;
}

/**
 * The same rule over a list as it is shown (top first): the new sort_order of `sourceId` dropped `position` the row
 * `targetId`, or null when either id is missing or the source is the target.
 */
export function homeMoveSortOrder<T extends { id: string; sort_order: number }>(
  rows: readonly T[],
  sourceId: string,
  targetId: string,
  position: HomeDropPosition,
  direction: HomeListDirection = 'desc',
): number | null {
  if (sourceId === targetId) return null;
  const others = rows.filter((row) => row.id !== sourceId);
  if (others.length === rows.length) return null;
  const index = others.findIndex((row) => row.id === targetId);
  if (index < 0) return null;
  const target = others[index]!;
  return homeReorderSortOrder({ target: target.sort_order, position, neighbourAbove: others[index - 1]?.sort_order ?? null, direction });
}

/** sort_order of a new sticky, which goes on top of a descending list: the largest existing value plus 10000. */
export function homeTopSortOrder(existing: readonly number[]): number {
  return (existing.length === 0 ? 0 : Math.max(...existing)) + HOME_REORDER_STEP;
}
