/** Part of the day a greeting names. */
export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** The hour (0–23) of `date` in `timeZone` (the browser's when absent or unknown). */
export function hourIn(date: Date, timeZone?: string): number {
  try {
    const text = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date);
    const hour = Number.parseInt(text, 10);
    return Number.isNaN(hour) ? date.getHours() : hour % 24;
  } catch {
    return date.getHours();
  }
}

/** Morning before 12, afternoon before 18, evening after (in the user's time zone). */
export function dayPeriod(date: Date, timeZone?: string): DayPeriod {
  const hour = hourIn(date, timeZone);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The date under the greeting, in the user's language and time zone: "Thursday, 26 November". */
export function greetingDate(date: Date, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', timeZone };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: undefined }).format(date);
  }
}
