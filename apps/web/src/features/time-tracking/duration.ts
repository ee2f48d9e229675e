import { TIME_LOG_MAX_MINUTES } from '@cairn/types';

/** The unit letters a duration is written with ("h", "m" in English; translated through time_tracking.unit_*). */
export interface DurationUnits {
  h: string;
  m: string;
}

const ENGLISH: DurationUnits = { h: 'h', m: 'm' };

/** Minutes as "1h 30m", "45m", "2h" ("0m" for nothing; negatives read as 0). The one duration format of the app. */
export function formatDuration(minutes: number, units: DurationUnits = ENGLISH): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}${units.m}`;
  return m === 0 ? `${h}${units.h}` : `${h}${units.h} ${m}${units.m}`;
}

/** Hours and minutes of a duration in minutes (for a form's two fields). */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * Minutes of a typed duration: "1h 30m", "1h30", "90m", "90" (minutes), "1.5h", "1,5h", "1:30"; null when the text is
 * not one of those or the result is outside 1 minute..24 hours.
 */
export function parseDuration(text: string): number | null {
  const s = text.trim().toLowerCase().replace(',', '.');
  if (!s) return null;
  let total: number | null = null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(s);
  const hm = /^(?:(\d+(?:\.\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m?(?:in(?:utes?|s)?)?)?$/.exec(s);
  if (clock) total = Number(clock[1]) * 60 + Number(clock[2]);
  else if (/^\d+$/.test(s)) total = Number(s);
  else if (hm && (hm[1] !== undefined || hm[2] !== undefined)) {
    // "1h30" means 30 minutes after the hour; a bare number without h is minutes.
    total = Math.round(Number(hm[1] ?? 0) * 60) + Number(hm[2] ?? 0);
  }
  if (total === null || !Number.isFinite(total) || total < 1 || total > TIME_LOG_MAX_MINUTES) return null;
  return total;
}
