import type { Notification, NotificationPreferences, NotificationUnread } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import { NO_UNREAD, type NotificationListState } from './notification-records';

/** The workspace's loaded inbox list (ids, paging, status), or undefined before its first load. */
export function selectNotificationList(state: WebState, slug: string): NotificationListState | undefined {
  return state.notificationLists[slug];
}

/** The notifications of the workspace's list, in its order (a stable array between renders). */
export function selectNotifications(state: WebState, slug: string): readonly Notification[] {
  const list = state.notificationLists[slug];
  return list ? listOf(list.ids, state.notificationsById) : EMPTY;
}

/** One notification. */
export function selectNotification(state: WebState, id: string | undefined): Notification | undefined {
  return id ? state.notificationsById[id] : undefined;
}

/** The workspace's unread counts (zeros until loaded; a stable object). */
export function selectUnreadCounts(state: WebState, slug: string): NotificationUnread {
  return state.notificationUnreadBySlug[slug] ?? NO_UNREAD;
}

/** Where reading the unread counts stands (idle when never asked). */
export function selectUnreadCountsStatus(state: WebState, slug: string): LoadStatus {
  return state.notificationUnreadStatusBySlug[slug] ?? 'idle';
}

/** The signed-in user's mail preferences (null until loaded). */
export function selectNotificationPreferences(state: WebState): NotificationPreferences | null {
  return state.notificationPreferences;
}
