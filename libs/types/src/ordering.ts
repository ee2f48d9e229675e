import { LABEL_DEFAULT_SORT_ORDER, LABEL_SORT_STEP } from './project-constants';

/**
 * sort_order for an item dropped between two neighbours (spec §9): first → half the next, last → previous + 10000,
 * between → the midpoint, alone → 65535. `before` is the neighbour above, `after` the one below.
 */
export function labelSortOrder({ before, after }: { before?: number | null; after?: number | null }): number {
  const hasBefore = before !== undefined && before !== null;
  const hasAfter = after !== undefined && after !== null;
  if (hasBefore && hasAfter) return (before + after) / 2;
  if (hasAfter) return after / 2;
  if (hasBefore) return before + LABEL_SORT_STEP;
  return LABEL_DEFAULT_SORT_ORDER;
}
