/** The snooze presets of a notification's menu. */
export const SNOOZE_PRESETS = ['one_hour', 'tomorrow', 'next_week'] as const;
/** One snooze preset. */
export type SnoozePreset = (typeof SNOOZE_PRESETS)[number];

/** When a preset brings the notification back: in an hour, tomorrow 9:00, or next Monday 9:00 (local time). */
export function snoozeUntil(preset: SnoozePreset, now: Date): string {
  if (preset === 'one_hour') return new Date(now.getTime() + 3_600_000).toISOString();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 9, 0, 0, 0);
  if (preset === 'tomorrow') day.setDate(day.getDate() + 1);
  else day.setDate(day.getDate() + (((8 - day.getDay()) % 7) || 7));
  return day.toISOString();
}

/** A local `datetime-local` value (YYYY-MM-DDTHH:mm) as an ISO time, or undefined when it is not one or not in the future. */
export function customSnoozeTime(value: string, now: Date): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, m, d, h, min] = match.map(Number);
  const at = new Date(y, m - 1, d, h, min);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return undefined;
  return at.toISOString();
}

/** A Date as a `datetime-local` value in local time. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
