import { addDays, type WorkItemUpdate } from '@cairn/types';
import type { BlockDates } from './gantt-timeline';

/** What a drag changes: the whole block, its left edge (start date) or its right edge (target date). */
export type DragMode = 'move' | 'start' | 'end';

/** Whole days a horizontal pointer move stands for. */
export function pixelsToDays(dx: number, dayWidth: number): number {
  const days = Math.round(dx / dayWidth);
  return Object.is(days, -0) ? 0 : days;
}

/**
 * The dates after dragging by `days`: move shifts every date the item has; start / end move one edge and never
 * cross the other (a one-date item grows into a range from its date).
 */
export function draggedDates(dates: BlockDates, mode: DragMode, days: number): BlockDates {
  const { start_date: start, target_date: target } = dates;
  if (!start && !target) return dates;
  if (mode === 'move') {
    return { start_date: start ? addDays(start, days) : null, target_date: target ? addDays(target, days) : null };
  }
  if (mode === 'start') {
    const moved = addDays((start ?? target) as string, days);
    return { start_date: target && moved > target ? target : moved, target_date: target };
  }
  const moved = addDays((target ?? start) as string, days);
  return { start_date: start, target_date: start && moved < start ? start : moved };
}

/** The update for new dates (both dates, as the layouts' contract says), or null when nothing changed. */
export function datesPatch(before: BlockDates, after: BlockDates): WorkItemUpdate | null {
  if (before.start_date === after.start_date && before.target_date === after.target_date) return null;
  return { start_date: after.start_date, target_date: after.target_date };
}

/** The keyboard drag of a focused block: arrows move it a day, Shift+arrows move its end a day. */
export function keyboardDrag(key: string, shift: boolean): { mode: DragMode; days: number } | null {
  const days = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  if (!days) return null;
  return { mode: shift ? 'end' : 'move', days };
}
