import type { TFunction } from '@cairn/i18n';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000], ['month', 30 * 86_400_000], ['week', 7 * 86_400_000], ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000],
];

/** "3 days ago" in the reader's language (Intl); "just now" under a minute. */
export function ageOf(iso: string, now: Date, language: string, t: TFunction): string {
  const diff = Date.parse(iso) - now.getTime();
  const size = Math.abs(diff);
  for (const [unit, ms] of UNITS) {
    if (size >= ms) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(diff / ms), unit);
  }
  return t('intake.row.just_now');
}

/** A moment as a short date and time in the reader's language ("Mar 12, 2025, 9:00 AM"). */
export function dateTimeOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The identifier of a work item: project identifier, a dash, the sequence id (spec §3); none before the server numbered it. */
export function intakeIdentifier(projectIdentifier: string | undefined, sequenceId: number): string | undefined {
  return projectIdentifier && sequenceId > 0 ? `${projectIdentifier}-${sequenceId}` : undefined;
}
