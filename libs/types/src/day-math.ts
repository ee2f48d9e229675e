/**
 * Date-only arithmetic on 'YYYY-MM-DD' strings (the wire form of start_date / target_date). Days are counted as
 * whole numbers since 1970-01-01 in UTC, so daylight-saving changes never shift a day. The web calendar and gantt, the
 * list query's relative date filters, the server's analytics windows and the boot's calendar window share them.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether `value` is a 'YYYY-MM-DD' string of a real calendar day. */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value) return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export function dayNumber(iso: string): number {
  const m = ISO_DAY.exec(iso);
  if (!m) throw new Error(`Not a YYYY-MM-DD day: ${iso}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

/** The 'YYYY-MM-DD' day of a day number. */
export function fromDayNumber(n: number): string {
  const d = new Date(n * MS_PER_DAY);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `iso` moved by `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function diffDays(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of the week: 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

/** The first day of the week holding `iso`, weeks starting on `weekStart` (0 = Sunday … 6 = Saturday). */
export function startOfWeek(iso: string, weekStart: number): string {
  const back = (weekday(iso) - normaliseWeekStart(weekStart) + 7) % 7;
  return addDays(iso, -back);
}

/** A week start clamped to 0…6 (anything else falls back to Sunday, the spec's default). */
export function normaliseWeekStart(weekStart: number): number {
  return Number.isInteger(weekStart) && weekStart >= 0 && weekStart <= 6 ? weekStart : 0;
}

/** The first day of the month holding `iso`. */
export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** Number of days of the month holding `iso`. */
export function daysInMonth(iso: string): number {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The last day of the month holding `iso`. */
export function endOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-${pad(daysInMonth(iso))}`;
}

/** `iso` moved by whole months; the day is clamped to the target month's length (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const first = `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-01`;
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(first));
  return `${first.slice(0, 8)}${pad(day)}`;
}

/** Today in the browser's time zone, as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A UTC Date at midnight of `iso`, for Intl formatting with `timeZone: 'UTC'`. */
export function utcDate(iso: string): Date {
  return new Date(dayNumber(iso) * MS_PER_DAY);
}
