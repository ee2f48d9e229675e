import type { ProfileActivity } from '@cairn/types';

/** The i18n key and values of one activity line ("Created", "Commented", "Changed priority to High"). */
export function activityText(activity: Pick<ProfileActivity, 'verb' | 'field' | 'new_value' | 'comment'>): { key: string; values?: Record<string, string> } {
  if (activity.comment || activity.field === 'comment') return { key: 'profile.activity.commented' };
  if (activity.verb === 'created' && !activity.field) return { key: 'profile.activity.created' };
  if (activity.verb === 'deleted' && !activity.field) return { key: 'profile.activity.deleted' };
  if (activity.field) {
    const field = activity.field.replace(/_/g, ' ');
    const value = activity.new_value?.trim();
    // Long values (descriptions) would drown the line: only short ones are shown.
    if (value && value.length <= 60) return { key: 'profile.activity.changed_to', values: { field, value } };
    return { key: 'profile.activity.changed', values: { field } };
  }
  return { key: 'profile.activity.updated' };
}
