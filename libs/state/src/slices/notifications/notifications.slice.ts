import { NOTIFICATION_FIRST_CURSOR } from '@cairn/types';
import type { Notification, NotificationPage, NotificationPreferences, NotificationUnread } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import {
  NOTIFICATION_PREFERENCES_KEY, normalizeNotificationFilters, notificationKey, notificationListKey, notificationQueryOf, type NotificationListParams, type NotificationListState,
} from './notification-records';
import { createNotificationMutations, type NotificationMutations } from './notification-mutations';

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

/** The notifications slice's data when the store starts or is reset. */
export function initialNotificationsState(): NotificationsData {
  return {
    notificationsById: {}, notificationLists: {}, notificationUnreadBySlug: {}, notificationUnreadStatusBySlug: {},
    notificationPreferences: null, notificationPreferencesStatus: 'idle',
  };
}

/** Creates the notifications slice. */
export function createNotificationsSlice(ctx: SliceContext): NotificationsSlice {
  const { store } = ctx;
  const { notifications } = ctx.deps.services;
  // A read landing while a write of a notification is queued keeps its local record: the write decides.
  const pending = (id: string) => pendingMutation(store, notificationKey(id)) !== undefined;
  const putAnswered = (d: Draft<WebState>, notification: Notification) => {
    if (!pending(notification.id)) d.notificationsById[notification.id] = notification;
  };
  // The newest load of each workspace's list; an older answer is dropped.
  const latest = new Map<string, number>();
  let ticket = 0;
  const loadPage = (slug: string, params: NotificationListParams, more: boolean) => {
    const key = notificationListKey(params);
    const known = store.getState().notificationLists[slug];
    const cursor = more && known?.nextCursor ? known.nextCursor : NOTIFICATION_FIRST_CURSOR;
    const mine = ++ticket;
    latest.set(slug, mine);
    const current = () => latest.get(slug) === mine;
    return load(store, {
      action: more ? 'notifications/loadMore' : 'notifications/load',
      call: () => notifications.list(slug, notificationQueryOf(params, cursor)),
      start: (d) => {
        const list = d.notificationLists[slug];
        if (list && more) {
          list.status = 'loading-more';
          return;
        }
        d.notificationLists[slug] = {
          key, tab: params.tab, filters: normalizeNotificationFilters(params.filters), ids: list?.key === key ? list.ids : [],
          nextCursor: null, nextPageResults: false, totalCount: list?.key === key ? list.totalCount : 0, status: 'loading',
        };
      },
      done: (d, page) => {
        if (!current()) return;
        for (const notification of page.results) putAnswered(d, notification);
        const list = d.notificationLists[slug];
        if (!list || list.key !== key) return;
        const ids = page.results.map((n) => n.id);
        list.ids = more ? [...list.ids, ...ids.filter((id) => !list.ids.includes(id))] : ids;
        list.totalCount = page.total_count;
        list.nextPageResults = page.next_page_results;
        list.nextCursor = page.next_page_results ? page.next_cursor : null;
        list.status = 'ready';
      },
      failed: (d) => {
        const list = d.notificationLists[slug];
        if (current() && list?.key === key) list.status = more ? 'ready' : 'error';
      },
    });
  };
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    ...initialNotificationsState(),
    loadNotifications: (slug, params) => loadPage(slug, params, false),
    loadMoreNotifications: async (slug) => {
      const list = store.getState().notificationLists[slug];
      if (!list?.nextPageResults || !list.nextCursor || list.status !== 'ready') return;
      await loadPage(slug, { tab: list.tab, filters: list.filters }, true);
    },
    reloadNotifications: async (slug) => {
      const list = store.getState().notificationLists[slug];
      if (!list) return;
      await loadPage(slug, { tab: list.tab, filters: list.filters }, false);
    },
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
        void state.reloadNotifications(slug);
      }, NOTIFICATION_REFRESH_DELAY_MS));
    },
    loadNotificationPreferences: () => load(store, {
      action: 'notifications/loadPreferences',
      call: () => notifications.getPreferences(),
      start: (d) => {
        if (!d.notificationPreferences) d.notificationPreferencesStatus = 'loading';
      },
      done: (d, preferences) => {
        if (pendingMutation(store, NOTIFICATION_PREFERENCES_KEY) === undefined) d.notificationPreferences = preferences;
        d.notificationPreferencesStatus = 'ready';
      },
      failed: (d) => {
        if (!d.notificationPreferences) d.notificationPreferencesStatus = 'error';
      },
    }),
    ...createNotificationMutations(ctx),
  };
}
