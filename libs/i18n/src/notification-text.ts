import type { TFunction } from './react';
import type { Notification } from '@cairn/types';

// The fields whose change has a name of its own in `inbox.fields.*`; others show the field's key in words.
const NAMED_FIELDS = new Set([
  'state', 'priority', 'assignees', 'labels', 'name', 'description', 'start_date', 'target_date', 'cycle', 'modules', 'parent', 'estimate_point',
]);

interface IssueData {
  name?: unknown;
  sequence_id?: unknown;
  identifier?: unknown;
}
interface ActivityData {
  field?: unknown;
  verb?: unknown;
  new_value?: unknown;
  comment?: unknown;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The person who caused a notification: full name, else display name, else "Someone" (as memberName). */
export function actorName(t: TFunction, notification: Notification): string {
  const who = notification.triggered_by_details;
  if (!who) return t('inbox.row.someone');
  return text(`${who.first_name ?? ''} ${who.last_name ?? ''}`) ?? text(who.display_name) ?? t('inbox.row.someone');
}

/** The work item's key (WEB-12) from data.issue, when the server sent one. */
export function workItemKeyOf(notification: Notification): string | undefined {
  const issue = record(notification.data.issue) as IssueData;
  const identifier = text(issue.identifier);
  return identifier && typeof issue.sequence_id === 'number' ? `${identifier}-${issue.sequence_id}` : undefined;
}

/** The work item's name (data.issue.name, else the notification's title). */
export function workItemNameOf(notification: Notification): string {
  return text((record(notification.data.issue) as IssueData).name) ?? notification.title;
}

/**
 * The sentence of a notification: "Ada changed the state of WEB-12 to In Progress", "Ada mentioned you in WEB-12",
 * "Ada commented on WEB-12", from data.issue_activity; the server's plain message when the data says nothing.
 */
export function notificationSentence(t: TFunction, notification: Notification): string {
  const actor = actorName(t, notification);
  const key = workItemKeyOf(notification) ?? workItemNameOf(notification);
  const activity = record(notification.data.issue_activity) as ActivityData;
  const field = text(activity.field);
  if (notification.is_mentioned_notification || notification.kind === 'mentioned') return t('inbox.message.mentioned', { actor, key });
  if (field === 'comment' || text(activity.comment)) return t('inbox.message.commented', { actor, key });
  if (activity.verb === 'created') return t('inbox.message.created', { actor, key });
  if (field) {
    const fieldName = NAMED_FIELDS.has(field) ? t(`inbox.fields.${field}`) : field.replace(/_/g, ' ');
    const raw = text(activity.new_value);
    // Priorities are stored by key (high); the reader sees the word in their language.
    const value = raw && field === 'priority' ? t(`work_items.priority.${raw}`) : raw;
    return value && value.length <= 60
      ? t('inbox.message.changed_to', { actor, field: fieldName, key, value })
      : t('inbox.message.changed', { actor, field: fieldName, key });
  }
  return text(notification.message_stripped) ?? t('inbox.message.updated', { actor, key });
}
