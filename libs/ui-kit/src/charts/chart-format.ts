import type { BurndownPoint } from '@cairn/types';

/** Milliseconds of a 'YYYY-MM-DD' day at UTC midnight (dates carry no time zone, so they are read and shown in UTC). */
export function parseDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** Today in the viewer's own time zone as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day formatter: `short` for axis ticks ("Nov 26"), `long` for the data table and summaries ("Nov 26, 2026"). */
export function dayFormatter(language: string, style: 'short' | 'long'): (day: string) => string {
  const format = new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  });
  return (day) => format.format(parseDay(day));
}

/** A number formatter with at most one decimal (ideal lines fall on fractions of a point). */
export function numberFormatter(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (value) => format.format(value);
}

/** What a burndown says in one sentence: the latest recorded day, its remaining and ideal, and the starting total. */
export interface BurndownSummary {
  total: number;
  start: string;
  end: string;
  /** The last day with an actual value, or null before the first one. */
  latest: BurndownPoint | null;
}

/** Summarises a burndown's points (which must not be empty). */
export function summarizeBurndown(points: ReadonlyArray<BurndownPoint>): BurndownSummary {
  let latest: BurndownPoint | null = null;
  for (const point of points) if (point.actual !== null) latest = point;
  const first = points[0];
  return { total: Math.max(first.ideal, first.actual ?? 0), start: first.date, end: points[points.length - 1].date, latest };
}

/** Index of a day among the points, or -1 when it is not one of them. */
export function dayIndex(points: ReadonlyArray<BurndownPoint>, day: string): number {
  return points.findIndex((p) => p.date === day);
}
