import type { Notification } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findNotificationActors } from '../../data/repositories/notifications.repository';
import type { NotificationRow } from '../../data/schema/home.schema';

/** Notification rows → wire shape, with triggered_by_details (one query for any number of rows). */
export async function presentNotifications(h: DbOrTx, rows: NotificationRow[]): Promise<Notification[]> {
  const actors = new Map((await findNotificationActors(h, [...new Set(rows.map((r) => r.triggered_by_id).filter((id): id is string => !!id))])).map((a) => [a.id, a]));
  return rows.map((r) => {
    const a = r.triggered_by_id ? actors.get(r.triggered_by_id) : undefined;
    return {
      id: r.id,
      workspace: r.workspace_id,
      project: r.project_id,
      title: r.title,
      data: r.data,
      entity_identifier: r.entity_identifier,
      entity_name: r.entity_name,
      message: r.message,
      message_html: r.message_html,
      message_stripped: r.message_stripped,
      sender: r.sender,
      receiver: r.receiver_id,
      kind: r.kind as Notification['kind'],
      triggered_by: r.triggered_by_id,
      triggered_by_details: a ? { id: a.id, display_name: a.display_name, first_name: a.first_name, last_name: a.last_name, avatar_url: a.avatar_url } : null,
      read_at: r.read_at?.toISOString() ?? null,
      archived_at: r.archived_at?.toISOString() ?? null,
      snoozed_till: r.snoozed_till?.toISOString() ?? null,
      is_inbox_issue: r.is_inbox_issue,
      is_mentioned_notification: r.is_mentioned_notification,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      created_by: r.created_by,
      updated_by: r.updated_by,
    };
  });
}

/** One notification → wire shape. */
export async function presentNotification(h: DbOrTx, row: NotificationRow): Promise<Notification> {
  return (await presentNotifications(h, [row]))[0];
}
