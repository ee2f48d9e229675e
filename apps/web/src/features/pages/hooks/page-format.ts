import type { TFunction } from '@cairn/i18n';
import { relativeTime } from '../../../shared/relative-time';

/** "3 days ago" in the reader's language ("just now" under a minute). */
export function timeAgo(iso: string, now: number, language: string, t: TFunction): string {
  return relativeTime(iso, now, language, t('pages.row.just_now'));
}

/** A page's name, or "Untitled" for an empty one. */
export const pageName = (t: TFunction, name: string) => name.trim() || t('pages.untitled');
