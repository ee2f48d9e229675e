import { NOTIFICATION_FIRST_CURSOR } from '@cairn/types';
import type { Notification } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import {
  NOTIFICATION_PREFERENCES_KEY, normalizeNotificationFilters, notificationKey, notificationListKey, notificationQueryOf, type NotificationListParams,
} from './notification-records';
import { createNotificationMutations } from './notification-mutations';
import type { NotificationActions } from './notifications.slice';

/** Creates the notifications slice's async actions but the unread counts (loaded with the inbox through lazyActions; B8). */
export function createNotificationActions(ctx: SliceContext): NotificationActions {
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
  return {
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
