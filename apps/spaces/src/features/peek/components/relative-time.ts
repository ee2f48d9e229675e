const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60],
];

/** "3 minutes ago", "yesterday"… in the language; under a minute answers `justNow`. */
export function relativeTime(iso: string, now: Date, language: string, justNow: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  if (Math.abs(seconds) < 60) return justNow;
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['minute', 60];
  try {
    return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
  } catch {
    return iso;
  }
}
