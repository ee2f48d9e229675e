import type { HomeDropPosition } from '@cairn/types';

/** A drop that moves a row by one place: the row to drop at and on which side. */
export interface OneStep<T> {
  target: T;
  position: HomeDropPosition;
}

// The spec's drop rule (homeMoveSortOrder) takes the midpoint only when dropping ABOVE a row; dropping below a row
// jumps a full step past it. So one place down is "above the row two below", or "below the last row" at the end.

/** The drop that moves rows[index] one place up (above the row above it), or null at the top. */
export function oneUp<T>(rows: readonly T[], index: number): OneStep<T> | null {
  const target = rows[index - 1];
  return index > 0 && target !== undefined ? { target, position: 'above' } : null;
}

/** The drop that moves rows[index] one place down, or null at the bottom. */
export function oneDown<T>(rows: readonly T[], index: number): OneStep<T> | null {
  const twoBelow = rows[index + 2];
  if (twoBelow !== undefined) return { target: twoBelow, position: 'above' };
  const last = rows[index + 1];
  return last !== undefined ? { target: last, position: 'below' } : null;
}

/**
 * The drop for a row dragged onto `targetId` (it takes the target's place): moving up → above the target; moving
 * down → above the row after the target (the midpoint), or below the target when it is the last row.
 */
export function dropOnto<T extends { id: string }>(rows: readonly T[], sourceId: string, targetId: string): OneStep<T> | null {
  const from = rows.findIndex((r) => r.id === sourceId);
  const to = rows.findIndex((r) => r.id === targetId);
  if (from < 0 || to < 0 || from === to) return null;
  const target = rows[to]!;
  if (to < from) return { target, position: 'above' };
  const after = rows[to + 1];
  return after !== undefined ? { target: after, position: 'above' } : { target, position: 'below' };
}
