import { addDays, addMonths, diffDays, endOfMonth, GANTT, startOfMonth, startOfWeek, type GanttScale } from '@cairn/types';

/** The days the chart draws, both ends included. */
export interface GanttSpan {
  from: string;
  to: string;
}

/** Where a block sits on the chart, in px from the chart's first day. */
export interface BlockGeometry {
  left: number;
  width: number;
  /** range: both dates; start / target: only that date (drawn GANTT.defaultBlockWidth wide). */
  kind: 'range' | 'start' | 'target';
}

/** One header cell (a month, week, day or quarter) clipped to the span. */
export interface TimelineUnit {
  start: string;
  end: string;
  left: number;
  width: number;
}

/** The dates a block is drawn from. */
export interface BlockDates {
  start_date: string | null;
  target_date: string | null;
}

/** Months shown before today when a scale opens (about a quarter of its range). */
function monthsBefore(scale: GanttScale): number {
  return Math.max(1, Math.round(GANTT.rangeMonths[scale] / 4));
}

/** The chart a scale opens with: GANTT.rangeMonths whole months, today about a quarter in. */
export function initialSpan(scale: GanttScale, today: string): GanttSpan {
  const from = startOfMonth(addMonths(today, -monthsBefore(scale)));
  return { from, to: endOfMonth(addMonths(from, GANTT.rangeMonths[scale] - 1)) };
}

/** The span grown by half its scale's range (whole months) at one end, when the user scrolls to that edge. */
export function extendSpan(span: GanttSpan, scale: GanttScale, side: 'start' | 'end'): GanttSpan {
  const months = Math.max(1, Math.ceil(GANTT.rangeMonths[scale] / 2));
  return side === 'start'
    ? { from: startOfMonth(addMonths(span.from, -months)), to: span.to }
    : { from: span.from, to: endOfMonth(addMonths(startOfMonth(span.to), months)) };
}

/** Number of days in the span. */
export function spanDays(span: GanttSpan): number {
  return diffDays(span.from, span.to) + 1;
}

/** Days from the span's first day to `iso`. */
export function dayOffset(span: GanttSpan, iso: string): number {
  return diffDays(span.from, iso);
}

/**
 * A block's place: a range covers its days (both ends included); an item with one date is GANTT.defaultBlockWidth
 * wide, starting on its start date or ending on its target date. null: no dates, no block.
 */
export function blockGeometry(dates: BlockDates, span: GanttSpan, dayWidth: number): BlockGeometry | null {
  const { start_date: start, target_date: target } = dates;
  if (start && target) {
    const [first, last] = start <= target ? [start, target] : [target, start];
    return { left: dayOffset(span, first) * dayWidth, width: (diffDays(first, last) + 1) * dayWidth, kind: 'range' };
  }
  if (start) return { left: dayOffset(span, start) * dayWidth, width: GANTT.defaultBlockWidth, kind: 'start' };
  if (target) {
    const right = (dayOffset(span, target) + 1) * dayWidth;
    return { left: right - GANTT.defaultBlockWidth, width: GANTT.defaultBlockWidth, kind: 'target' };
  }
  return null;
}

/** The days between two px offsets of the chart (the days drawn in a viewport), clamped to the span. */
export function daysInView(span: GanttSpan, dayWidth: number, fromPx: number, toPx: number): GanttSpan {
  const last = spanDays(span) - 1;
  const first = Math.min(last, Math.max(0, Math.floor(fromPx / dayWidth)));
  const end = Math.min(last, Math.max(first, Math.ceil(toPx / dayWidth) - 1));
  return { from: addDays(span.from, first), to: addDays(span.from, end) };
}

function units(span: GanttSpan, dayWidth: number, firstStart: string, next: (start: string) => string): TimelineUnit[] {
  const out: TimelineUnit[] = [];
  for (let start = firstStart; start <= span.to; start = next(start)) {
    const clippedStart = start < span.from ? span.from : start;
    const end = addDays(next(start), -1);
    const clippedEnd = end > span.to ? span.to : end;
    out.push({
      start: clippedStart,
      end: clippedEnd,
      left: dayOffset(span, clippedStart) * dayWidth,
      width: (diffDays(clippedStart, clippedEnd) + 1) * dayWidth,
    });
  }
  return out;
}

/** Months of the span. */
export function monthUnits(span: GanttSpan, dayWidth: number): TimelineUnit[] {
  return units(span, dayWidth, startOfMonth(span.from), (s) => addMonths(startOfMonth(s), 1));
}

/** Quarters of the span (Jan, Apr, Jul, Oct). */
export function quarterUnits(span: GanttSpan, dayWidth: number): TimelineUnit[] {
  const month = Number(span.from.slice(5, 7));
  const first = `${span.from.slice(0, 5)}${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
  return units(span, dayWidth, first, (s) => addMonths(s, 3));
}

/** Weeks of the span (starting on `weekStart`, Monday by default). */
export function weekUnits(span: GanttSpan, dayWidth: number, weekStart = 1): TimelineUnit[] {
  return units(span, dayWidth, startOfWeek(span.from, weekStart), (s) => addDays(s, 7));
}

/** Days of the span. */
export function dayUnits(span: GanttSpan, dayWidth: number): TimelineUnit[] {
  return units(span, dayWidth, span.from, (s) => addDays(s, 1));
}

/** The header's two rows for a scale: week → months over days, month → months over weeks, quarter → quarters over months. */
export function headerUnits(span: GanttSpan, scale: GanttScale, dayWidth: number): { top: TimelineUnit[]; bottom: TimelineUnit[] } {
  if (scale === 'week') return { top: monthUnits(span, dayWidth), bottom: dayUnits(span, dayWidth) };
  if (scale === 'month') return { top: monthUnits(span, dayWidth), bottom: weekUnits(span, dayWidth) };
  return { top: quarterUnits(span, dayWidth), bottom: monthUnits(span, dayWidth) };
}
