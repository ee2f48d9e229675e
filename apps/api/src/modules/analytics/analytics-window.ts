import { DEFAULT_ANALYTICS_DURATION, addDays, type AnalyticsDuration } from '@cairn/types';
import type { AnalyticsWindow } from '../../data/repositories/analytics.repository';

// The days a duration covers and how its dates are bucketed (work-items spec §9: default last_30_days, weeks start on
// the user's start_of_the_week, Sunday by default). Every day is a UTC day, as cycles use (cycles.policy utcDay).

const DAYS: Partial<Record<AnalyticsDuration, number>> = { last_7_days: 7, last_30_days: 30, last_90_days: 90 };

/** The UTC day of a date, YYYY-MM-DD. */
export function utcDayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The window of a duration on `now`: last_N_days = the N days ending today (day buckets); last_12_months = from the
 * day after the same date a year ago through today (week buckets starting on `weekStart`, 0 = Sunday … 6 = Saturday);
 * all_time = no start (month buckets from the first item's month).
 */
export function analyticsWindow(duration: AnalyticsDuration | undefined, now: Date, weekStart: number): AnalyticsWindow & { duration: AnalyticsDuration } {
  const d = duration ?? DEFAULT_ANALYTICS_DURATION;
  const today = utcDayOf(now);
  const days = DAYS[d];
  if (days !== undefined) return { duration: d, start: addDays(today, 1 - days), today, bucket: 'day', weekStart };
  if (d === 'last_12_months') {
    const t = new Date(`${today}T00:00:00Z`);
    t.setUTCFullYear(t.getUTCFullYear() - 1);
    return { duration: d, start: addDays(utcDayOf(t), 1), today, bucket: 'week', weekStart };
  }
  return { duration: d, start: null, today, bucket: 'month', weekStart };
}
