import type { AnalyticsOverview } from '@cairn/types';

/** Formats the answer's 'YYYY-MM-DD' days (UTC days) for the tables: by day, or by month for monthly buckets. */
export function analyticsDayFormatter(language: string, bucket: AnalyticsOverview['bucket'] = 'day'): (day: string) => string {
  const format = new Intl.DateTimeFormat(language, bucket === 'month' ? { timeZone: 'UTC', month: 'short', year: 'numeric' } : { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
  return (day) => {
    const [y, m, d] = day.split('-').map(Number);
    return Number.isFinite(y) && Number.isFinite(m) ? format.format(Date.UTC(y, (m || 1) - 1, d || 1)) : day;
  };
}

/** Formats counts and points (at most one decimal) in the reader's language. */
export function analyticsNumberFormatter(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (value) => format.format(value);
}
