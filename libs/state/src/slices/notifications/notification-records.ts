import { NOTIFICATION_FIRST_CURSOR, NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPE_FILTERS } from '@cairn/types';
import type { Notification, NotificationMarkAllRead, NotificationsQuery, NotificationTab, NotificationUnread } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** One type the inbox filters by (spec §7: assigned, created, subscribed). */
export type NotificationTypeFilter = (typeof NOTIFICATION_TYPE_FILTERS)[number];

/**
 * The inbox filters (spec §7): `type` narrows to those kinds; `read`, `archived`, `snoozed` switch the list to only
 * those notifications (absent = the default list: not archived, not snoozed, read or not).
 */
export interface NotificationFilters {
  type?: NotificationTypeFilter[];
  read?: boolean;
  archived?: boolean;
  snoozed?: boolean;
}

/** Which inbox list: a tab and its filters. */
export interface NotificationListParams {
  tab: NotificationTab;
  filters?: NotificationFilters;
}

/** Where a list stands: its first page loading, loaded, failed, or a next page loading. */
export type NotificationListStatus = 'loading' | 'ready' | 'error' | 'loading-more';

/** The inbox list of a workspace for the current tab and filters, page by page (spec §9: 300 a page). */
export interface NotificationListState {
  /** notificationListKey of the params it holds. */
  key: string;
  tab: NotificationTab;
  filters: NotificationFilters;
  /** Notification ids in the server's order (newest first). */
  ids: string[];
  nextCursor: string | null;
  nextPageResults: boolean;
  totalCount: number;
  status: NotificationListStatus;
}

/** The unread counts before the first load. */
export const NO_UNREAD: NotificationUnread = Object.freeze({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });

/** The mutation key of one notification (its writes run in order). */
export function notificationKey(id: string): string {
  return `notification:${id}`;
}

/** The mutation key of the signed-in user's notification preferences. */
export const NOTIFICATION_PREFERENCES_KEY = 'notification-preferences';

/** The filters without empty or false keys, types sorted: equal filters give equal keys. */
export function normalizeNotificationFilters(filters: NotificationFilters = {}): NotificationFilters {
  const out: NotificationFilters = {};
  const type = (filters.type ?? []).filter((t) => NOTIFICATION_TYPE_FILTERS.includes(t));
  if (type.length > 0) out.type = [...new Set(type)].sort();
  if (filters.read) out.read = true;
  if (filters.archived) out.archived = true;
  if (filters.snoozed) out.snoozed = true;
  return out;
}

/** The key of an inbox list (tab and normalised filters). */
export function notificationListKey(params: NotificationListParams): string {
  return `${params.tab}:${JSON.stringify(normalizeNotificationFilters(params.filters))}`;
}

/** The query of GET users/notifications for a list and a page (per_page 300, first cursor "300:0:0"). */
export function notificationQueryOf(params: NotificationListParams, cursor: string = NOTIFICATION_FIRST_CURSOR): NotificationsQuery {
  const filters = normalizeNotificationFilters(params.filters);
  return {
    ...(filters.type ? { type: filters.type.join(',') } : {}),
    ...(filters.snoozed ? { snoozed: 'true' as const } : {}),
    ...(filters.archived ? { archived: 'true' as const } : {}),
    ...(filters.read ? { read: 'true' as const } : {}),
    ...(params.tab === 'mentions' ? { mentioned: 'true' as const } : {}),
    per_page: NOTIFICATION_PAGE_SIZE,
    cursor,
  };
}

/** The body of mark-all-read/ for a list (the list's filters, spec §7). */
export function markAllReadBodyOf(params: NotificationListParams): NotificationMarkAllRead {
  const filters = normalizeNotificationFilters(params.filters);
  return {
    ...(filters.type ? { type: filters.type.join(',') } : {}),
    ...(filters.snoozed ? { snoozed: true } : {}),
    ...(filters.archived ? { archived: true } : {}),
    ...(filters.read ? { read: true } : {}),
    ...(params.tab === 'mentions' ? { mentioned: true } : {}),
  };
}

/** Whether a notification is snoozed now (a time that has passed brings it back). */
export function isSnoozed(notification: Pick<Notification, 'snoozed_till'>, now: Date): boolean {
  return notification.snoozed_till !== null && Date.parse(notification.snoozed_till) > now.getTime();
}

/**
 * Whether a notification belongs in a list as far as the archive and snooze switches go: the fields a write in the
 * inbox moves it out by. Read state never takes a row out of the list the user is looking at.
 */
export function staysInNotificationList(notification: Notification, list: Pick<NotificationListState, 'filters'>, now: Date): boolean {
  if (Boolean(list.filters.archived) !== (notification.archived_at !== null)) return false;
  if (Boolean(list.filters.snoozed) !== isSnoozed(notification, now)) return false;
  return true;
}

/** Takes a notification out of the workspace's loaded list when its archive / snooze fields no longer fit it. */
export function placeNotification(d: Draft<WebState>, slug: string, id: string, now: Date): void {
  const list = d.notificationLists[slug];
  const notification = d.notificationsById[id] as Notification | undefined;
  if (!list || !notification) return;
  const index = list.ids.indexOf(id);
  if (index >= 0 && !staysInNotificationList(notification, list, now)) {
    list.ids.splice(index, 1);
    list.totalCount = Math.max(0, list.totalCount - 1);
  }
}

/** Moves the unread counts by `delta` for one notification (mentions too when it is one); never below 0 (spec §4). */
export function shiftUnread(d: Draft<WebState>, slug: string, notification: Pick<Notification, 'is_mentioned_notification'>, delta: number): void {
  const counts = d.notificationUnreadBySlug[slug];
  if (!counts) return;
  counts.total_unread_notifications_count = Math.max(0, counts.total_unread_notifications_count + delta);
  if (notification.is_mentioned_notification) {
    counts.mention_unread_notifications_count = Math.max(0, counts.mention_unread_notifications_count + delta);
  }
}
