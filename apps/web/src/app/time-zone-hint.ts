import { TIME_ZONE_HINT_COOKIE } from '@cairn/types';

/**
 * Tells the server, by cookie, the browser's time zone (TIME_ZONE_HINT_COOKIE): a calendar's first days start from the
 * browser's today, and a page load's boot embeds the page the calendar will ask for only when the server knows that
 * day. Written when missing or changed (a laptop that travelled); cookies blocked: nothing, the calendar asks itself.
 */
export function writeTimeZoneHint(doc: Pick<Document, 'cookie'>, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): void {
  if (!timeZone) return;
  const pair = `${TIME_ZONE_HINT_COOKIE}=${encodeURIComponent(timeZone)}`;
  try {
    if (!doc.cookie.split('; ').includes(pair)) doc.cookie = `${pair}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies blocked
  }
}
