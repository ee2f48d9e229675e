import type { StreamEvent } from '@cairn/types';
import { createLiveEventRunner } from '../../live/live-events';
import { flush, makeStore } from '../../testing/test-store.test-util';
import { notificationFixtures as f } from './notification.fixtures';
import { NOTIFICATION_REFRESH_DELAY_MS } from './notifications.slice';

const event = (over: Partial<StreamEvent>): StreamEvent => ({
  workspace_id: '00000000-0000-4000-8000-000000000101', version: 1, project_id: null, entity_type: 'notification', entity_id: f.id(1), work_item_id: null,
  action: 'created', changes: {}, actor_id: null, created_at: '2026-11-26T10:00:00.000Z', ...over,
});

describe('notifications: live events', () => {
  it('a burst of notification events reads the counts and the loaded list once', async () => {
    jest.useFakeTimers();
    try {
      const unread = jest.fn(async () => ({ total_unread_notifications_count: 3, mention_unread_notifications_count: 1 }));
      const list = jest.fn(async () => f.page([f.notification(1)]));
      const deps = { services: undefined as never, now: () => new Date(), newId: () => 'x' };
      const { store } = makeStore({ notifications: { unread, list } });
      await store.getState().loadNotifications('ws-1', { tab: 'all' });
      const runner = createLiveEventRunner(store, deps);
      for (let version = 1; version <= 4; version++) await runner.apply('ws-1', event({ version }));
      await runner.apply('ws-1', event({ entity_type: 'work_item', version: 5 }));
      jest.advanceTimersByTime(NOTIFICATION_REFRESH_DELAY_MS);
      await flush();
      expect(unread).toHaveBeenCalledTimes(1);
      expect(list).toHaveBeenCalledTimes(2);
      expect(store.getState().notificationUnreadBySlug['ws-1']?.total_unread_notifications_count).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a loaded list, an event reads only the counts (the inbox\'s actions stay unloaded)', async () => {
    jest.useFakeTimers();
    try {
      const unread = jest.fn(async () => ({ total_unread_notifications_count: 2, mention_unread_notifications_count: 0 }));
      const list = jest.fn(async () => f.page([]));
      const { store } = makeStore({ notifications: { unread, list } });
      const runner = createLiveEventRunner(store, { services: undefined as never, now: () => new Date(), newId: () => 'x' });
      await runner.apply('ws-1', event({ version: 1 }));
      jest.advanceTimersByTime(NOTIFICATION_REFRESH_DELAY_MS);
      await flush();
      expect(unread).toHaveBeenCalledTimes(1);
      expect(list).not.toHaveBeenCalled();
      expect(store.getState().notificationLists['ws-1']).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
