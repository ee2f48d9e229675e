const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000], ['month', 30 * 86_400_000], ['week', 7 * 86_400_000], ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000],
];
const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "3 hours ago" in the reader's language, or `justNow` (the caller's translated text) under a minute; one cached
 * formatter per language. Used by the pages list and the inbox.
 */
export function relativeTime(iso: string, now: number, language: string, justNow: string): string {
  const diff = Date.parse(iso) - now;
  const size = Math.abs(diff);
  for (const [unit, ms] of UNITS) {
    if (size < ms) continue;
    let format = formats.get(language);
    if (!format) formats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
    return format.format(Math.round(diff / ms), unit);
  }
  return justNow;
}
