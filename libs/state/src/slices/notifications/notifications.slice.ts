import type { Notification, NotificationPage, NotificationPreferences, NotificationUnread } from '@cairn/types';
import { lazyActions } from '../../core/lazy-actions';
import { load } from '../../core/load';
import type { LoadStatus, SliceContext } from '../../core/types';
import type { NotificationListParams, NotificationListState } from './notification-records';
import type { NotificationMutations } from './notification-mutations';

/** How long live notification events are gathered before the counts and the list are read again. */
export const NOTIFICATION_REFRESH_DELAY_MS = 300;

/** Notifications (issue 16; workspace-pages-account spec §2, §3, §4, §7, §9). */
export interface NotificationsSlice extends NotificationMutations {
  /** Notifications by id (every workspace's; ids are UUIDs). */
  notificationsById: Record<string, Notification>;
  /** slug → the inbox list for the tab and filters last asked (one list per workspace). */
  notificationLists: Record<string, NotificationListState>;
  /** slug → the unread counts (spec §3: total and mentions). */
  notificationUnreadBySlug: Record<string, NotificationUnread>;
  notificationUnreadStatusBySlug: Record<string, LoadStatus>;
  /** Which kinds of change are mailed to the signed-in user (null until loaded). */
  notificationPreferences: NotificationPreferences | null;
  notificationPreferencesStatus: LoadStatus;
  /**
   * The first page (per_page 300, cursor "300:0:0") of a tab with its filters; replaces the workspace's list (its
   * rows stay until the answer when the params are the same). Never throws; an overtaken answer is dropped.
   */
  loadNotifications(slug: string, params: NotificationListParams): Promise<NotificationPage | undefined>;
  /** The next page of the workspace's list (nothing without one or while one loads). Never throws. */
  loadMoreNotifications(slug: string): Promise<void>;
  /** Reads the loaded list's first page again (live); nothing when none is loaded. Never throws. */
  reloadNotifications(slug: string): Promise<void>;
  /** GET users/notifications/unread/. Never throws (a failure is only logged: the badge keeps its number). */
  loadUnreadCounts(slug: string): Promise<NotificationUnread | undefined>;
  /** Live: reads the counts and the loaded list again once events stop arriving for a moment (debounced per slug). */
  refreshNotificationsSoon(slug: string): void;
  /** GET users/me/notification-preferences/. Never throws. */
  loadNotificationPreferences(): Promise<NotificationPreferences | undefined>;
}

type NotificationsData = Pick<NotificationsSlice, 'notificationsById' | 'notificationLists' | 'notificationUnreadBySlug'
  | 'notificationUnreadStatusBySlug' | 'notificationPreferences' | 'notificationPreferencesStatus'>;

/**
 * The notifications slice's async actions: they load with the inbox and settings screens (notifications.actions.ts). The
 * unread counts (the sidebar's badge, on every page) and the live refresh stay in the slice.
 */
export type NotificationActions = Omit<NotificationsSlice, keyof NotificationsData | 'loadUnreadCounts' | 'refreshNotificationsSoon'>;

/** The notifications slice's data when the store starts or is reset. */
export function initialNotificationsState(): NotificationsData {
  return {
    notificationsById: {}, notificationLists: {}, notificationUnreadBySlug: {}, notificationUnreadStatusBySlug: {},
    notificationPreferences: null, notificationPreferencesStatus: 'idle',
  };
}

/** Creates the notifications slice: its data, the unread counts and the live refresh now, the other actions on their first call. */
export function createNotificationsSlice(ctx: SliceContext): NotificationsSlice {
  const { store } = ctx;
  const { notifications } = ctx.deps.services;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    ...initialNotificationsState(),
    loadUnreadCounts: (slug) => load(store, {
      action: 'notifications/loadUnreadCounts',
      report: (error) => store.getState().logError(error),
      call: () => notifications.unread(slug),
      start: (d) => {
        if (!d.notificationUnreadBySlug[slug]) d.notificationUnreadStatusBySlug[slug] = 'loading';
      },
      done: (d, counts) => {
        d.notificationUnreadBySlug[slug] = {
          total_unread_notifications_count: Math.max(0, counts.total_unread_notifications_count),
          mention_unread_notifications_count: Math.max(0, counts.mention_unread_notifications_count),
        };
        d.notificationUnreadStatusBySlug[slug] = 'ready';
      },
      failed: (d) => {
        if (!d.notificationUnreadBySlug[slug]) d.notificationUnreadStatusBySlug[slug] = 'error';
      },
    }),
    refreshNotificationsSoon: (slug) => {
      const waiting = timers.get(slug);
      if (waiting) clearTimeout(waiting);
      timers.set(slug, setTimeout(() => {
        timers.delete(slug);
        const state = store.getState();
        void state.loadUnreadCounts(slug);
        // Only a loaded list is read again: without one the inbox's actions need not load (reloadNotifications does nothing).
        if (state.notificationLists[slug]) void state.reloadNotifications(slug);
      }, NOTIFICATION_REFRESH_DELAY_MS));
    },
    ...lazyActions(ctx, 'notifications', () => import('./notifications.actions').then((m) => m.createNotificationActions), [
      'loadNotifications', 'loadMoreNotifications', 'reloadNotifications', 'loadNotificationPreferences', 'markNotificationRead',
      'markNotificationUnread', 'archiveNotification', 'unarchiveNotification', 'snoozeNotification', 'unsnoozeNotification',
      'markAllNotificationsRead', 'updateNotificationPreferences',
    ], { quiet: ['loadNotifications', 'loadMoreNotifications', 'reloadNotifications', 'loadNotificationPreferences'] }),
  };
}
