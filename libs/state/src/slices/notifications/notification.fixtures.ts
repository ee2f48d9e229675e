import type { Notification, NotificationPage } from '@cairn/types';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Notification builders for tests: notification n to user 1 in workspace 1, about work item WEB-n of project 501. */
export const notificationFixtures = {
  /** The id of notification n (00000000-…-0000000080nn). */
  id: (n: number) => id(8000 + n),
  /** Notification n: unread, kind assigned, by user 2 (Ada Lovelace), created on 2025-01-0n (a higher n is newer). */
  notification: (n: number, over: Partial<Notification> = {}): Notification => {
    const stamp = `2025-01-${String(Math.min(n, 28)).padStart(2, '0')}T00:00:00.000Z`;
    return {
      id: id(8000 + n), workspace: id(1), project: id(501), title: `Work item ${n}`,
      data: {
        issue: { id: id(7000 + n), name: `Work item ${n}`, sequence_id: n, identifier: 'WEB', state_name: 'Todo', state_group: 'unstarted' },
        issue_activity: { field: 'state', old_value: 'Todo', new_value: 'In Progress', verb: 'updated' },
      },
      entity_identifier: id(7000 + n), entity_name: 'issue', message: {}, message_html: '', message_stripped: '', sender: 'in_app:issue_activities:assigned',
      receiver: id(1), kind: 'assigned', triggered_by: id(2),
      triggered_by_details: { id: id(2), display_name: 'ada', first_name: 'Ada', last_name: 'Lovelace', avatar_url: null },
      read_at: null, archived_at: null, snoozed_till: null, is_inbox_issue: false, is_mentioned_notification: false,
      created_at: stamp, updated_at: stamp, created_by: id(2), updated_by: null,
      ...over,
    };
  },
  /** One page of users/notifications. */
  page: (results: Notification[], over: Partial<NotificationPage> = {}): NotificationPage => ({
    results, total_count: results.length, next_cursor: '300:1:300', prev_cursor: '300:-1:0', next_page_results: false, prev_page_results: false, ...over,
  }),
};
