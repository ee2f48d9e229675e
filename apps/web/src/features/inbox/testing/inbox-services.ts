import type { Notification } from '@cairn/types';
import { notificationFixtures, type FakeServicesOverrides } from '@cairn/state';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

/** The work item the notifications are about (WEB-1 of the test project). */
export const notifiedItem = testWorkItem(1, { name: 'Fix the login page' });

const about = (n: number, over: Partial<Notification> = {}) => notificationFixtures.notification(n, {
  project: testProject.id, entity_identifier: notifiedItem.id,
  data: {
    issue: { id: notifiedItem.id, name: notifiedItem.name, sequence_id: notifiedItem.sequence_id, identifier: 'WEB' },
    issue_activity: { field: 'state', old_value: 'Todo', new_value: 'In Progress', verb: 'updated' },
  },
  ...over,
});

/** Three notifications, newest first: a state change (unread), a mention (unread), a comment (read). */
export const notes = {
  state: about(3),
  mention: about(2, { kind: 'mentioned', is_mentioned_notification: true, data: { issue: { identifier: 'WEB', sequence_id: 1, name: 'Fix the login page' } } }),
  comment: about(1, { read_at: '2024-12-31T00:00:00.000Z', data: { issue: { identifier: 'WEB', sequence_id: 1, name: 'Fix the login page' }, issue_activity: { field: 'comment', verb: 'created' } } }),
};

/** Fake services of the inbox: the notifications answered by tab, unread counts 2 / 1, and the work item for the peek. */
export function inboxServices(opts: { rows?: Notification[] } & FakeServicesOverrides = {}) {
  const { rows = [notes.state, notes.mention, notes.comment], notifications, ...rest } = opts;
  return workItemServices({
    items: [notifiedItem],
    ...rest,
    notifications: {
      list: async (_slug, query) => notificationFixtures.page(query?.mentioned === 'true' ? rows.filter((n) => n.is_mentioned_notification) : rows),
      unread: async () => ({ total_unread_notifications_count: 2, mention_unread_notifications_count: 1 }),
      markRead: async (_slug, id) => ({ ...rows.find((n) => n.id === id)!, read_at: '2025-01-01T10:00:00.000Z' }),
      markUnread: async (_slug, id) => ({ ...rows.find((n) => n.id === id)!, read_at: null }),
      archive: async (_slug, id) => ({ ...rows.find((n) => n.id === id)!, archived_at: '2025-01-01T10:00:00.000Z' }),
      update: async (_slug, id, body) => ({ ...rows.find((n) => n.id === id)!, ...body }),
      markAllRead: async () => ({ updated: 2 }),
      ...notifications,
    },
  });
}
