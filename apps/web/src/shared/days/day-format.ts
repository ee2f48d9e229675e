import { dayNumber, fromDayNumber, utcDate } from '@cairn/types';

/** Locale-aware labels of 'YYYY-MM-DD' days (Intl, UTC, so the day shown is the day stored). */
export interface DayFormat {
  /** "March 2025" */
  month: (iso: string) => string;
  /** "Wednesday, March 12, 2025" */
  long: (iso: string) => string;
  /** "Mar" */
  monthShort: (iso: string) => string;
  /** "Mar 12" */
  short: (iso: string) => string;
  /** "Mar 12, 2025" */
  medium: (iso: string) => string;
  /** "Mar 9 – 15, 2025" */
  range: (from: string, to: string) => string;
  /** "Wed" for a weekday number (0 = Sunday). */
  weekdayShort: (weekday: number) => string;
  /** "W" for a weekday number. */
  weekdayNarrow: (weekday: number) => string;
}

const cache = new Map<string, DayFormat>();
// 2023-01-01 was a Sunday: weekday n is 2023-01-(1+n).
const weekdayIso = (weekday: number) => `2023-01-0${1 + weekday}`;

/** The day formatters of a language (cached per language). */
export function dayFormat(language: string): DayFormat {
  const known = cache.get(language);
  if (known) return known;
  const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options });
  const month = make({ month: 'long', year: 'numeric' });
  const monthShort = make({ month: 'short' });
  const long = make({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const short = make({ month: 'short', day: 'numeric' });
  const medium = make({ month: 'short', day: 'numeric', year: 'numeric' });
  const weekdayShort = make({ weekday: 'short' });
  const weekdayNarrow = make({ weekday: 'narrow' });
  const format: DayFormat = {
    month: (iso) => month.format(utcDate(iso)),
    monthShort: (iso) => monthShort.format(utcDate(iso)),
    long: (iso) => long.format(utcDate(iso)),
    short: (iso) => short.format(utcDate(iso)),
    medium: (iso) => medium.format(utcDate(iso)),
    range: (from, to) => medium.formatRange(utcDate(from), utcDate(to)),
    weekdayShort: (weekday) => weekdayShort.format(utcDate(weekdayIso(weekday))),
    weekdayNarrow: (weekday) => weekdayNarrow.format(utcDate(weekdayIso(weekday))),
  };
  cache.set(language, format);
  return format;
}

/**
 * "Mar 12" for a 'YYYY-MM-DD' day (the text itself when it is not one) — what rows and cards show for dates, through
 * the cached formatter: a Date.toLocaleDateString per chip builds an Intl.DateTimeFormat each time (≈30 ms of a
 * 10,000-item list's first render).
 */
export function shortDay(iso: string, language: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && fromDayNumber(dayNumber(iso)) === iso ? dayFormat(language).short(iso) : iso;
}
