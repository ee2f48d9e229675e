import type { TFunction } from '@cairn/i18n';
import { relativeTime } from '../../../shared/relative-time';

/** "3 hours ago" in the reader's language ("just now" under a minute). */
export function notificationTime(iso: string, now: number, language: string, t: TFunction): string {
  return relativeTime(iso, now, language, t('inbox.row.just_now'));
}
