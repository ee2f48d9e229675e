import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_PREFERENCE_KEYS, type NotificationMarkAllRead, type NotificationPreferences, type NotificationsQuery } from '@cairn/types';
import type { Db } from '../../data/db';
import {
  countUnread, findNotificationPreferences, listNotificationPage, markNotificationsRead, updateNotification, upsertNotificationPreferences,
} from '../../data/repositories/notifications.repository';
import type { NotificationRow } from '../../data/schema/home.schema';
import { recordEvents } from '../../events/record-event';
import { notificationEvent } from './notifications.events';
import { listFilter, markAllFilter, notificationNotFound, notificationPage, parseSnooze, requireInbox, requireNotification } from './notifications.policy';
import { presentNotification, presentNotifications } from './notifications.presenter';

/** Who and where an inbox call is. */
export interface InboxTarget {
  slug: string;
  userId: string;
}

/** GET users/notifications/ : the caller's notifications of the workspace, newest first, one page. */
export async function listInbox(db: Db, t: InboxTarget, query: NotificationsQuery, now: Date) {
  const access = await requireInbox(db, t.slug, t.userId);
  const filter = listFilter(access.workspace.id, t.userId, query, now);
  const page = notificationPage(query, NOTIFICATION_PAGE_SIZE);
  const { rows, total } = await listNotificationPage(db, filter, { limit: page.perPage, offset: page.offset });
  return {
    results: await presentNotifications(db, rows),
    next_cursor: `${page.perPage}:${page.page + 1}:0`,
    prev_cursor: `${page.perPage}:${Math.max(page.page - 1, 0)}:${page.page > 0 ? 1 : 0}`,
    next_page_results: page.offset + rows.length < total,
    prev_page_results: page.page > 0,
    total_count: total,
  };
}

/** GET users/notifications/unread/ : unread, not archived, not currently snoozed (all, and mentions). */
export async function unreadCounts(db: Db, t: InboxTarget, now: Date) {
  const access = await requireInbox(db, t.slug, t.userId);
  const c = await countUnread(db, access.workspace.id, t.userId, now);
  return { total_unread_notifications_count: c.total, mention_unread_notifications_count: c.mentions };
}

type Patch = Partial<Pick<NotificationRow, 'read_at' | 'archived_at' | 'snoozed_till'>>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Changes one of the caller's notifications (read, archived, snoozed) in one transaction with its 'notification'
 * event; a call that changes nothing answers the row as it is and records nothing (read twice stays one read).
 */
async function changeNotification(db: Db, t: InboxTarget, id: string, now: Date, decide: (row: NotificationRow) => Patch) {
  return db.transaction(async (tx) => {
    const access = await requireInbox(tx, t.slug, t.userId);
    const row = await requireNotification(tx, access, t.userId, id);
    const patch = decide(row);
    const changed = (Object.keys(patch) as Array<keyof Patch>).filter((k) => iso(patch[k] ?? null) !== iso(row[k]));
    if (changed.length === 0) return presentNotification(tx, row);
    const after = await updateNotification(tx, access.workspace.id, t.userId, id, { ...patch, updated_at: now, updated_by: t.userId });
    if (!after) throw notificationNotFound();
    const changes = Object.fromEntries(changed.map((k) => [k, { old: iso(row[k]), new: iso(after[k]) }]));
    await recordEvents(tx, [notificationEvent(after, 'updated', t.userId, now, changes)]);
    return presentNotification(tx, after);
  });
}

/** PATCH users/notifications/{id}/ : snoozed_till (a future time, or null to unsnooze). */
export function snoozeNotification(db: Db, t: InboxTarget, id: string, body: { snoozed_till: string | null }, now: Date) {
  const at = parseSnooze(body.snoozed_till, now);
  return changeNotification(db, t, id, now, () => ({ snoozed_till: at }));
}

/** POST / DELETE users/notifications/{id}/read/ : read (keeps the first read time) or unread. */
export function setNotificationRead(db: Db, t: InboxTarget, id: string, read: boolean, now: Date) {
  return changeNotification(db, t, id, now, (row) => ({ read_at: read ? (row.read_at ?? now) : null }));
}

/** POST / DELETE users/notifications/{id}/archive/ : archive or unarchive. */
export function setNotificationArchived(db: Db, t: InboxTarget, id: string, archived: boolean, now: Date) {
  return changeNotification(db, t, id, now, (row) => ({ archived_at: archived ? (row.archived_at ?? now) : null }));
}

/** POST users/notifications/mark-all-read/ : every unread notification matching the list's filters; { updated }. */
export async function markAllRead(db: Db, t: InboxTarget, body: NotificationMarkAllRead, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireInbox(tx, t.slug, t.userId);
    const ids = await markNotificationsRead(tx, markAllFilter(access.workspace.id, t.userId, body, now), now);
    await recordEvents(
      tx,
      ids.map((id) => notificationEvent({ id, workspace_id: access.workspace.id, receiver_id: t.userId }, 'updated', t.userId, now, { read_at: { old: null, new: now.toISOString() } })),
    );
    return { updated: ids.length };
  });
}

function presentPreferences(row: Partial<Record<(typeof NOTIFICATION_PREFERENCE_KEYS)[number], boolean>> | undefined): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((k) => [k, row?.[k] ?? true])) as NotificationPreferences;
}

/** GET users/me/notification-preferences/ : which kinds of change are mailed (all on when never set). */
export async function getNotificationPreferences(db: Db, userId: string) {
  return presentPreferences(await findNotificationPreferences(db, userId));
}

/** PATCH users/me/notification-preferences/ : any of the keys. Personal settings: no event. */
export async function patchNotificationPreferences(db: Db, userId: string, body: Partial<NotificationPreferences>, now: Date) {
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'boolean')) as Record<string, boolean>;
  if (Object.keys(patch).length === 0) return getNotificationPreferences(db, userId);
  return presentPreferences(await upsertNotificationPreferences(db, userId, patch, now));
}
