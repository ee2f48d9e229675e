import { ApiError } from '@cairn/services';
import { HOME_TEXT } from '@cairn/types';
import type { Notification } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { notificationFixtures as f } from './notification.fixtures';
import type { NotificationListParams } from './notification-records';
import { selectNotificationList, selectNotificationPreferences, selectUnreadCounts } from './notifications.selectors';

const SLUG = 'ws-1';
const NOW = new Date('2025-02-01T12:00:00.000Z');
const now = () => NOW;
const refused = () => new ApiError(500, { error: 'Boom', error_code: 'INTERNAL' });
const n1 = f.notification(1);
const n2 = f.notification(2, { is_mentioned_notification: true, kind: 'mentioned' });
const n3 = f.notification(3, { read_at: '2025-01-30T00:00:00.000Z' });
const COUNTS = { total_unread_notifications_count: 2, mention_unread_notifications_count: 1 };

async function loaded(overrides: FakeServicesOverrides['notifications'] = {}, params: NotificationListParams = { tab: 'all' }, rows: Notification[] = [n3, n2, n1]) {
  const unread = jest.fn(async () => COUNTS);
  const made = makeStore({ notifications: { list: async () => f.page(rows), unread, ...overrides } }, { now });
  await made.store.getState().loadNotifications(SLUG, params);
  await made.store.getState().loadUnreadCounts(SLUG);
  unread.mockClear();
  return { ...made, unread };
}
const counts = (store: Awaited<ReturnType<typeof loaded>>['store']) => selectUnreadCounts(store.getState(), SLUG);
const ids = (store: Awaited<ReturnType<typeof loaded>>['store']) => selectNotificationList(store.getState(), SLUG)?.ids;
const record = (store: Awaited<ReturnType<typeof loaded>>['store'], id: string) => store.getState().notificationsById[id];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('notification writes: read and unread (spec §4)', () => {
  it('read sets read_at and decrements the counts (mentions too for a mention); the server\'s row is kept', async () => {
    const answer = { ...n2, read_at: '2025-02-01T12:00:01.000Z' };
    const markRead = jest.fn(async () => answer);
    const { store } = await loaded({ markRead });
    const done = store.getState().markNotificationRead(SLUG, n2.id);
    expect(record(store, n2.id).read_at).toBe(NOW.toISOString());
    expect(counts(store)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 });
    await done;
    expect(markRead).toHaveBeenCalledWith(SLUG, n2.id);
    expect(record(store, n2.id)).toEqual(answer);
  });

  it('read rolls back read_at and the counts on failure, toasts and rethrows; the counts are read again', async () => {
    const { store, unread } = await loaded({ markRead: async () => Promise.reject(refused()) });
    await expect(store.getState().markNotificationRead(SLUG, n1.id)).rejects.toBeInstanceOf(ApiError);
    expect(record(store, n1.id).read_at).toBeNull();
    expect(counts(store)).toEqual(COUNTS);
    expect(store.getState().toasts).toHaveLength(1);
    expect(unread).toHaveBeenCalledTimes(1);
  });

  it('unread clears read_at and increments; rolls back on failure', async () => {
    const { store } = await loaded({ markUnread: async () => ({ ...n3, read_at: null }) });
    await store.getState().markNotificationUnread(SLUG, n3.id);
    expect(record(store, n3.id).read_at).toBeNull();
    expect(counts(store).total_unread_notifications_count).toBe(3);
    const failing = await loaded({ markUnread: async () => Promise.reject(refused()) });
    await expect(failing.store.getState().markNotificationUnread(SLUG, n3.id)).rejects.toBeDefined();
    expect(record(failing.store, n3.id).read_at).toBe(n3.read_at);
    expect(counts(failing.store)).toEqual(COUNTS);
  });

  it('reading an already read notification calls nothing and moves no count', async () => {
    const markRead = jest.fn();
    const { store } = await loaded({ markRead });
    await store.getState().markNotificationRead(SLUG, n3.id);
    expect(markRead).not.toHaveBeenCalled();
    expect(counts(store)).toEqual(COUNTS);
  });

  it('rapid read / unread / read ends one lower, calls in order, and never goes below 0', async () => {
    const calls: string[] = [];
    const gate = deferred<Notification>();
    const { store } = await loaded({
      markRead: jest.fn(async () => {
        calls.push('read');
        return calls.length === 1 ? gate.promise : { ...n1, read_at: NOW.toISOString() };
      }),
      markUnread: jest.fn(async () => {
        calls.push('unread');
        return { ...n1, read_at: null };
      }),
    });
    const a = store.getState().markNotificationRead(SLUG, n1.id);
    const b = store.getState().markNotificationUnread(SLUG, n1.id);
    const c = store.getState().markNotificationRead(SLUG, n1.id);
    expect(counts(store).total_unread_notifications_count).toBe(1);
    gate.resolve({ ...n1, read_at: NOW.toISOString() });
    await Promise.all([a, b, c]);
    expect(calls).toEqual(['read', 'unread', 'read']);
    expect(counts(store).total_unread_notifications_count).toBe(1);
    expect(record(store, n1.id).read_at).not.toBeNull();
  });

  it('counts clamp at 0 when the server already said 0', async () => {
    const { store } = await loaded({ unread: async () => ({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 }), markRead: async () => ({ ...n2, read_at: NOW.toISOString() }) });
    await store.getState().loadUnreadCounts(SLUG);
    await store.getState().markNotificationRead(SLUG, n2.id);
    expect(counts(store)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
  });

  it('an unknown notification is refused with a toast and no call', async () => {
    const markRead = jest.fn();
    const { store } = await loaded({ markRead });
    await expect(store.getState().markNotificationRead(SLUG, 'nope')).rejects.toThrow(HOME_TEXT.notificationNotFound);
    expect(markRead).not.toHaveBeenCalled();
  });
});

describe('notification writes: archive and snooze leave the list at once (spec §4)', () => {
  it('archive sets archived_at and takes the row out of the default list; failure puts it back where it was', async () => {
    const { store } = await loaded({ archive: async () => ({ ...n2, archived_at: NOW.toISOString() }) });
    const done = store.getState().archiveNotification(SLUG, n2.id);
    expect(ids(store)).toEqual([n3.id, n1.id]);
    await done;
    expect(record(store, n2.id).archived_at).toBe(NOW.toISOString());
    const failing = await loaded({ archive: async () => Promise.reject(refused()) });
    await expect(failing.store.getState().archiveNotification(SLUG, n2.id)).rejects.toBeDefined();
    expect(ids(failing.store)).toEqual([n3.id, n2.id, n1.id]);
    expect(record(failing.store, n2.id).archived_at).toBeNull();
    expect(selectNotificationList(failing.store.getState(), SLUG)?.totalCount).toBe(3);
  });

  it('unarchive clears archived_at and leaves the archived list; rolls back on failure', async () => {
    const a = f.notification(4, { archived_at: '2025-01-31T00:00:00.000Z' });
    const { store } = await loaded({ unarchive: async () => ({ ...a, archived_at: null }) }, { tab: 'all', filters: { archived: true } }, [a]);
    await store.getState().unarchiveNotification(SLUG, a.id);
    expect(ids(store)).toEqual([]);
    const failing = await loaded({ unarchive: async () => Promise.reject(refused()) }, { tab: 'all', filters: { archived: true } }, [a]);
    await expect(failing.store.getState().unarchiveNotification(SLUG, a.id)).rejects.toBeDefined();
    expect(ids(failing.store)).toEqual([a.id]);
    expect(record(failing.store, a.id).archived_at).toBe(a.archived_at);
  });

  it('snooze sends snoozed_till and leaves the default list; rolls back on failure', async () => {
    const until = '2025-02-02T09:00:00.000Z';
    const update = jest.fn(async () => ({ ...n1, snoozed_till: until }));
    const { store } = await loaded({ update });
    await store.getState().snoozeNotification(SLUG, n1.id, until);
    expect(update).toHaveBeenCalledWith(SLUG, n1.id, { snoozed_till: until });
    expect(ids(store)).toEqual([n3.id, n2.id]);
    const failing = await loaded({ update: async () => Promise.reject(refused()) });
    await expect(failing.store.getState().snoozeNotification(SLUG, n1.id, until)).rejects.toBeDefined();
    expect(ids(failing.store)).toEqual([n3.id, n2.id, n1.id]);
    expect(record(failing.store, n1.id).snoozed_till).toBeNull();
  });

  it('a snooze time not in the future is refused locally', async () => {
    const update = jest.fn();
    const { store } = await loaded({ update });
    await expect(store.getState().snoozeNotification(SLUG, n1.id, '2025-02-01T11:00:00.000Z')).rejects.toThrow(HOME_TEXT.snoozeInPast);
    await expect(store.getState().snoozeNotification(SLUG, n1.id, 'garbage')).rejects.toThrow(HOME_TEXT.snoozeInPast);
    expect(update).not.toHaveBeenCalled();
  });

  it('unsnooze clears snoozed_till and leaves the snoozed list; rolls back on failure', async () => {
    const s = f.notification(5, { snoozed_till: '2025-03-01T00:00:00.000Z' });
    const update = jest.fn(async () => ({ ...s, snoozed_till: null }));
    const { store } = await loaded({ update }, { tab: 'all', filters: { snoozed: true } }, [s]);
    await store.getState().unsnoozeNotification(SLUG, s.id);
    expect(update).toHaveBeenCalledWith(SLUG, s.id, { snoozed_till: null });
    expect(ids(store)).toEqual([]);
    const failing = await loaded({ update: async () => Promise.reject(refused()) }, { tab: 'all', filters: { snoozed: true } }, [s]);
    await expect(failing.store.getState().unsnoozeNotification(SLUG, s.id)).rejects.toBeDefined();
    expect(ids(failing.store)).toEqual([s.id]);
  });
});

describe('notification writes: mark all read and preferences', () => {
  it('marks the list\'s rows read and zeroes the counts of the whole tab, then reads the counts again', async () => {
    const markAllRead = jest.fn(async () => ({ updated: 2 }));
    const { store, unread } = await loaded({ markAllRead });
    const done = store.getState().markAllNotificationsRead(SLUG);
    expect(counts(store)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    expect(record(store, n1.id).read_at).toBe(NOW.toISOString());
    await done;
    await flush();
    expect(markAllRead).toHaveBeenCalledWith(SLUG, {});
    expect(unread).toHaveBeenCalled();
  });

  it('on the mentions tab only the mentions leave the total; a failure rolls back', async () => {
    const { store } = await loaded({ markAllRead: async () => Promise.reject(refused()) }, { tab: 'mentions' }, [n2]);
    const done = store.getState().markAllNotificationsRead(SLUG);
    expect(counts(store)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 });
    await expect(done).rejects.toBeDefined();
    expect(counts(store)).toEqual(COUNTS);
    expect(record(store, n2.id).read_at).toBeNull();
  });

  it('with a type filter the counts drop by the rows it marks and the filters are sent', async () => {
    const markAllRead = jest.fn(async () => ({ updated: 1 }));
    const { store } = await loaded({ markAllRead }, { tab: 'all', filters: { type: ['assigned'] } }, [n1]);
    const done = store.getState().markAllNotificationsRead(SLUG);
    expect(counts(store)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 1 });
    await done;
    expect(markAllRead).toHaveBeenCalledWith(SLUG, { type: 'assigned' });
  });

  it('updates preferences optimistically and rolls back on failure', async () => {
    const prefs = { property_change: true, state_change: true, comment: true, mention: true, issue_completed: true };
    const ok = makeStore({ notifications: { getPreferences: async () => prefs, updatePreferences: async (p) => ({ ...prefs, ...p }) } }, { now });
    await ok.store.getState().loadNotificationPreferences();
    const done = ok.store.getState().updateNotificationPreferences({ comment: false });
    expect(selectNotificationPreferences(ok.store.getState())?.comment).toBe(false);
    await done;
    expect(selectNotificationPreferences(ok.store.getState())?.comment).toBe(false);
    const bad = makeStore({ notifications: { getPreferences: async () => prefs, updatePreferences: async () => Promise.reject(refused()) } }, { now });
    await bad.store.getState().loadNotificationPreferences();
    await expect(bad.store.getState().updateNotificationPreferences({ mention: false })).rejects.toBeDefined();
    expect(selectNotificationPreferences(bad.store.getState())?.mention).toBe(true);
  });
});
