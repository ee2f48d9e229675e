import type { CalendarLayout } from './work-item-list-constants';
import type { ListWindow } from './work-item-list-request';
import { addDays, endOfMonth, startOfMonth, startOfWeek } from './day-math';

/**
 * The cookie the web app keeps set to the browser's IANA time zone (Intl's resolvedOptions().timeZone). The calendar's
 * first window starts from the browser's today, so the server's boot (which embeds a list route's first page) needs
 * that zone to build the same request; without the cookie, or with a zone it does not know, it leaves the calendar to
 * the browser.
 */
export const TIME_ZONE_HINT_COOKIE = 'cairn_tz';

/**
 * The days a calendar shows around `anchor` (both ends included): the month layout shows the whole weeks (starting on
 * `weekStart`, 0 = Sunday … 6 = Saturday) that cover the anchor's month, the week layout the anchor's week. The web
 * calendar's grid and the server's boot both use this, so the first page's key matches.
 */
export function calendarDays(layout: CalendarLayout, anchor: string, weekStart: number): ListWindow {
  if (layout === 'week') {
    const from = startOfWeek(anchor, weekStart);
    return { from, to: addDays(from, 6) };
  }
  return { from: startOfWeek(startOfMonth(anchor), weekStart), to: addDays(startOfWeek(endOfMonth(anchor), weekStart), 6) };
}

const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

/** Today in an IANA time zone as 'YYYY-MM-DD', or undefined for a zone this runtime does not know. */
export function todayInTimeZone(timeZone: string, now: Date): string | undefined {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    // Only names that parsed are kept (a caller could otherwise grow the map with junk).
    if (format) dayFormats.set(timeZone, format);
  }
  if (!format) return undefined;
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
