import { isoDay, parseDay } from './calendar-grid';

const DAY = 86_400_000;

/** Timeline scales: pixels per day. */
export const GANTT_DAY_WIDTH = { week: 24, month: 6 } as const;
/** A timeline scale. */
export type GanttScale = keyof typeof GANTT_DAY_WIDTH;

/** An item's span on the timeline (either date alone makes a one-day bar); undefined without dates. */
export function itemSpan(start: string | null, target: string | null): { from: number; to: number } | undefined {
  const a = start ? parseDay(start) : undefined;
  const b = target ? parseDay(target) : undefined;
  const from = a ?? b;
  const to = b ?? a;
  if (!from || !to) return undefined;
  return from.getTime() <= to.getTime() ? { from: from.getTime(), to: to.getTime() } : { from: to.getTime(), to: from.getTime() };
}

/** The shown range: from the Monday before the earliest span to a week after the latest. */
export function timelineRange(spans: ReadonlyArray<{ from: number; to: number }>, today: Date): { start: number; days: number } {
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const min = Math.min(todayUtc, ...spans.map((s) => s.from));
  const max = Math.max(todayUtc, ...spans.map((s) => s.to));
  const weekday = (new Date(min).getUTCDay() + 6) % 7;
  const start = min - weekday * DAY - 7 * DAY;
  return { start, days: Math.round((max - start) / DAY) + 14 };
}

/** Header ticks: Mondays (week scale) or the first of each month (month scale), with their day offset. */
export function timelineTicks(start: number, days: number, scale: GanttScale): Array<{ offset: number; day: string }> {
  const ticks: Array<{ offset: number; day: string }> = [];
  for (let i = 0; i < days; i += 1) {
    const date = new Date(start + i * DAY);
    if (scale === 'week' ? date.getUTCDay() === 1 : date.getUTCDate() === 1) ticks.push({ offset: i, day: isoDay(date) });
  }
  return ticks;
}

/** Days between the range start and a time. */
export function dayOffset(start: number, time: number): number {
  return Math.round((time - start) / DAY);
}
