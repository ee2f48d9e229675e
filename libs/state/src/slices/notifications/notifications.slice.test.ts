import { ApiError } from '@cairn/services';
import { NOTIFICATION_FIRST_CURSOR } from '@cairn/types';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { notificationFixtures as f } from './notification.fixtures';
import { notificationListKey, notificationQueryOf } from './notification-records';
import { NOTIFICATION_REFRESH_DELAY_MS } from './notifications.slice';
import { selectNotificationList, selectNotificationPreferences, selectNotifications, selectUnreadCounts } from './notifications.selectors';

const SLUG = 'ws-1';
const now = () => new Date('2025-02-01T12:00:00.000Z');
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });
const n1 = f.notification(1);
const n2 = f.notification(2, { is_mentioned_notification: true, kind: 'mentioned' });
const n3 = f.notification(3);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('notifications slice: loads (spec §7, §9)', () => {
  it('loads the first page of 300 with cursor 300:0:0 and keeps the order', async () => {
    const list = jest.fn(async () => f.page([n3, n2, n1]));
    const { store } = makeStore({ notifications: { list } }, { now });
    await store.getState().loadNotifications(SLUG, { tab: 'all' });
    expect(list).toHaveBeenCalledWith(SLUG, { per_page: 300, cursor: NOTIFICATION_FIRST_CURSOR });
    expect(selectNotificationList(store.getState(), SLUG)).toMatchObject({ ids: [n3.id, n2.id, n1.id], status: 'ready', totalCount: 3, nextCursor: null });
    expect(selectNotifications(store.getState(), SLUG).map((n) => n.id)).toEqual([n3.id, n2.id, n1.id]);
    expect(selectNotifications(store.getState(), SLUG)).toBe(selectNotifications(store.getState(), SLUG));
  });

  it('sends the mentions tab and the filters', async () => {
    const list = jest.fn(async () => f.page([n2]));
    const { store } = makeStore({ notifications: { list } }, { now });
    await store.getState().loadNotifications(SLUG, { tab: 'mentions', filters: { type: ['subscribed', 'assigned'], archived: true, read: false } });
    expect(list).toHaveBeenCalledWith(SLUG, { type: 'assigned,subscribed', archived: 'true', mentioned: 'true', per_page: 300, cursor: '300:0:0' });
    expect(notificationQueryOf({ tab: 'all', filters: { snoozed: true, read: true } })).toEqual({ snoozed: 'true', read: 'true', per_page: 300, cursor: '300:0:0' });
    expect(notificationListKey({ tab: 'all', filters: { type: ['created', 'assigned'] } })).toBe(notificationListKey({ tab: 'all', filters: { type: ['assigned', 'created'], read: false } }));
  });

  it('pages with the server\'s next cursor and stops at the last page', async () => {
    const list = jest.fn()
      .mockResolvedValueOnce(f.page([n3, n2], { total_count: 3, next_page_results: true, next_cursor: '300:1:300' }))
      .mockResolvedValueOnce(f.page([n1], { total_count: 3 }));
    const { store } = makeStore({ notifications: { list } }, { now });
    await store.getState().loadNotifications(SLUG, { tab: 'all' });
    await store.getState().loadMoreNotifications(SLUG);
    expect(list).toHaveBeenLastCalledWith(SLUG, { per_page: 300, cursor: '300:1:300' });
    expect(selectNotificationList(store.getState(), SLUG)).toMatchObject({ ids: [n3.id, n2.id, n1.id], nextPageResults: false });
    await store.getState().loadMoreNotifications(SLUG);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('drops an overtaken answer and marks a failed load error (never throws)', async () => {
    const first = deferred<ReturnType<typeof f.page>>();
    const list = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(f.page([n2]));
    const { store } = makeStore({ notifications: { list } }, { now });
    const a = store.getState().loadNotifications(SLUG, { tab: 'all' });
    await store.getState().loadNotifications(SLUG, { tab: 'mentions' });
    first.resolve(f.page([n3, n1]));
    await a;
    expect(selectNotificationList(store.getState(), SLUG)).toMatchObject({ tab: 'mentions', ids: [n2.id] });

    const failing = makeStore({ notifications: { list: async () => Promise.reject(refused()) } }, { now });
    await expect(failing.store.getState().loadNotifications(SLUG, { tab: 'all' })).resolves.toBeUndefined();
    expect(selectNotificationList(failing.store.getState(), SLUG)?.status).toBe('error');
  });

  it('loads the unread counts (clamped at 0) and only logs a failure', async () => {
    const unread = jest.fn(async () => ({ total_unread_notifications_count: 4, mention_unread_notifications_count: -1 }));
    const { store } = makeStore({ notifications: { unread } }, { now });
    expect(selectUnreadCounts(store.getState(), SLUG)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    await store.getState().loadUnreadCounts(SLUG);
    expect(selectUnreadCounts(store.getState(), SLUG)).toEqual({ total_unread_notifications_count: 4, mention_unread_notifications_count: 0 });
    const failing = makeStore({ notifications: { unread: async () => Promise.reject(refused()) } }, { now });
    await failing.store.getState().loadUnreadCounts(SLUG);
    expect(failing.store.getState().toasts).toEqual([]);
    expect(failing.store.getState().notificationUnreadStatusBySlug[SLUG]).toBe('error');
  });

  it('refreshes the counts and the loaded list once after a burst of live events', async () => {
    jest.useFakeTimers();
    try {
      const unread = jest.fn(async () => ({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 }));
      const list = jest.fn(async () => f.page([n1]));
      const { store } = makeStore({ notifications: { unread, list } }, { now });
      await store.getState().loadNotifications(SLUG, { tab: 'all' });
      for (let i = 0; i < 5; i++) store.getState().refreshNotificationsSoon(SLUG);
      expect(unread).not.toHaveBeenCalled();
      jest.advanceTimersByTime(NOTIFICATION_REFRESH_DELAY_MS);
      await flush();
      expect(unread).toHaveBeenCalledTimes(1);
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not read a list that was never loaded on a live refresh', async () => {
    jest.useFakeTimers();
    try {
      const unread = jest.fn(async () => ({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 }));
      const list = jest.fn(async () => f.page([]));
      const { store } = makeStore({ notifications: { unread, list } }, { now });
      store.getState().refreshNotificationsSoon(SLUG);
      jest.advanceTimersByTime(NOTIFICATION_REFRESH_DELAY_MS);
      await flush();
      expect(unread).toHaveBeenCalledTimes(1);
      expect(list).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the mail preferences', async () => {
    const prefs = { property_change: true, state_change: false, comment: true, mention: true, issue_completed: true };
    const { store } = makeStore({ notifications: { getPreferences: async () => prefs } }, { now });
    await store.getState().loadNotificationPreferences();
    expect(selectNotificationPreferences(store.getState())).toEqual(prefs);
    expect(store.getState().notificationPreferencesStatus).toBe('ready');
  });
});
