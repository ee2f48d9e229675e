import { addDays, addMonths, calendarDays, diffDays, normaliseWeekStart, startOfMonth, type CalendarLayout, type WorkItem, type WorkItemUpdate } from '@cairn/types';

/** The days a calendar shows: whole weeks (rows of 7 days) from `from` to `to`. */
export interface CalendarWindow {
  from: string;
  to: string;
  weeks: string[][];
}

function weeksBetween(from: string, to: string): string[][] {
  const weeks: string[][] = [];
  const total = diffDays(from, to) + 1;
  for (let i = 0; i < total; i += 7) weeks.push(Array.from({ length: 7 }, (_, d) => addDays(from, i + d)));
  return weeks;
}

/** The days shown for a layout around `anchor` (calendarDays, shared with the server's boot) in rows of 7. */
export function calendarWindow(layout: CalendarLayout, anchor: string, weekStart: number): CalendarWindow {
  const { from, to } = calendarDays(layout, anchor, weekStart);
  return { from, to, weeks: weeksBetween(from, to) };
}

/** The month grid holding `anchor`: the weeks (starting on `weekStart`) that cover its first to its last day. */
export const monthGrid = (anchor: string, weekStart: number): CalendarWindow => calendarWindow('month', anchor, weekStart);

/** The week holding `anchor`, starting on `weekStart`. */
export const weekGrid = (anchor: string, weekStart: number): CalendarWindow => calendarWindow('week', anchor, weekStart);

/** The anchor one page back (-1) or forward (+1): a month in the month layout, a week in the week layout. */
export function shiftAnchor(layout: CalendarLayout, anchor: string, step: number): string {
  return layout === 'week' ? addDays(anchor, 7 * step) : addMonths(startOfMonth(anchor), step);
}

/** Weekday numbers (0 = Sunday) in column order for a week starting on `weekStart`. */
export function weekdayOrder(weekStart: number): number[] {
  const first = normaliseWeekStart(weekStart);
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** Items by their target_date (items without one are not on the calendar), in the given order. */
export function itemsByDay(items: readonly WorkItem[]): Map<string, WorkItem[]> {
  const days = new Map<string, WorkItem[]>();
  for (const item of items) {
    if (!item.target_date) continue;
    const list = days.get(item.target_date);
    if (list) list.push(item);
    else days.set(item.target_date, [item]);
  }
  return days;
}

/**
 * The patch for dropping `item` on `day`: the new target_date, or null when it does not change. A start date after
 * the new target date moves to the target date too, so the item never ends before it starts.
 */
export function calendarDropPatch(item: WorkItem, day: string): WorkItemUpdate | null {
  if (item.target_date === day) return null;
  if (item.start_date && item.start_date > day) return { target_date: day, start_date: day };
  return { target_date: day };
}
