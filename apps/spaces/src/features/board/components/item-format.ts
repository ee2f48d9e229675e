/** Formats a 'YYYY-MM-DD' date for the language (short month and day; the year when it is not this year). */
export function formatDay(date: string, language: string, today = new Date()): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const value = new Date(Date.UTC(y, m - 1, d));
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
  if (y !== today.getFullYear()) options.year = 'numeric';
  try {
    return new Intl.DateTimeFormat(language, options).format(value);
  } catch {
    return date;
  }
}
