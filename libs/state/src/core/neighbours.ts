/** Where an item goes among its siblings: the ids that will sit right before and after it (null = none on that side). */
export interface MoveTarget {
  /** The sibling that will come right before (above) it; with only afterId given, the one now above afterId. */
  beforeId?: string | null;
  /** The sibling that will come right after (below) it; with only beforeId given, the one now below beforeId. */
  afterId?: string | null;
}

/** True when the target names a position (a sibling id on either side). */
export function hasPosition(target: MoveTarget): boolean {
  return typeof target.beforeId === 'string' || typeof target.afterId === 'string';
}

/**
 * Resolves a move target against the ordered siblings (the moved item left out): one given side implies the other
 * from the current order. Undefined when an id is not a sibling.
 */
export function resolveNeighbours<T extends { id: string }>(siblings: readonly T[], target: MoveTarget): { before?: T; after?: T } | undefined {
  const find = (id: string | null | undefined) => (id ? siblings.find((s) => s.id === id) : undefined);
  const before = find(target.beforeId);
  const after = find(target.afterId);
  if ((target.beforeId && !before) || (target.afterId && !after)) return undefined;
  if (target.afterId === undefined && before) return { before, after: siblings[siblings.indexOf(before) + 1] };
  if (target.beforeId === undefined && after) return { before: siblings[siblings.indexOf(after) - 1], after };
  return { before, after };
}
