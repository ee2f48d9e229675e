import type { ProfileActivity } from '@cairn/types';

/** The i18n key and values of one activity line ("Created", "Commented", "Changed priority to High"). */
export function activityText(
  activity: Pick<ProfileActivity, 'verb' | 'field' | 'new_value' | 'comment'>,
  words: { field?: (field: string) => string; value?: (field: string, value: string) => string } = {},
): { key: string; values?: Record<string, string> } {
  if (activity.comment || activity.field === 'comment') return { key: 'profile.activity.commented' };
  if (activity.verb === 'created' && !activity.field) return { key: 'profile.activity.created' };
  if (activity.verb === 'deleted' && !activity.field) return { key: 'profile.activity.deleted' };
  if (activity.field) {
    // The reader's words for the field and for values with names (priorities), when the caller has them (i18n).
    const field = words.field ? words.field(activity.field) : activity.field.replace(/_/g, ' ');
    const raw = activity.new_value?.trim();
    const value = raw && words.value ? words.value(activity.field, raw) : raw;
    // Long values (descriptions) would drown the line: only short ones are shown.
    if (value && value.length <= 60) return { key: 'profile.activity.changed_to', values: { field, value } };
    return { key: 'profile.activity.changed', values: { field } };
  }
  return { key: 'profile.activity.updated' };
}
