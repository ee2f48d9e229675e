import { HOME_TEXT } from '@cairn/types';
import type { Notification, NotificationPreferences } from '@cairn/types';
import type { Draft } from 'immer';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import {
  NOTIFICATION_PREFERENCES_KEY, markAllReadBodyOf, notificationKey, placeNotification, shiftUnread,
} from './notification-records';

/**
 * The notification writes (spec §4): each optimistic through mutate, rolled back on failure (toast) and rethrown.
 * Read / unread move the unread counts (never below 0); archived or snoozed rows leave the list they no longer fit.
 */
export interface NotificationMutations {
  /** POST read/: read_at now, counts −1. Nothing when already read. */
  markNotificationRead(slug: string, id: string): Promise<Notification | undefined>;
  /** DELETE read/: read_at cleared, counts +1. Nothing when unread. */
  markNotificationUnread(slug: string, id: string): Promise<Notification | undefined>;
  /** POST archive/: archived_at now; out of the default list. */
  archiveNotification(slug: string, id: string): Promise<Notification | undefined>;
  /** DELETE archive/: archived_at cleared; out of the archived list. */
  unarchiveNotification(slug: string, id: string): Promise<Notification | undefined>;
  /** PATCH {snoozed_till}: hidden until then (a time not in the future is refused locally). */
  snoozeNotification(slug: string, id: string, until: string): Promise<Notification | undefined>;
  /** PATCH {snoozed_till: null}: back in the default list; out of the snoozed list. */
  unsnoozeNotification(slug: string, id: string): Promise<Notification | undefined>;
  /** POST mark-all-read/ with the loaded list's filters: its rows read, the counts down by them (0 for a whole tab). */
  markAllNotificationsRead(slug: string): Promise<void>;
  /** PATCH users/me/notification-preferences/ (optimistic). */
  updateNotificationPreferences(patch: Partial<NotificationPreferences>): Promise<NotificationPreferences>;
}

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' && value !== null && 'id' in value && 'read_at' in value && 'receiver' in value;

/** Creates the notification writes. */
export function createNotificationMutations({ store, deps }: SliceContext): NotificationMutations {
  const { notifications } = deps.services;
  const nowIso = () => deps.now().toISOString();
  // Counts touched by a write of another notification are not restored by a rollback: the server's counts are read again.
  const resyncCounts = (slug: string) => {
    void store.getState().loadUnreadCounts(slug);
  };
  const write = (
    slug: string, id: string, call: () => Promise<Notification>, change: (n: Draft<Notification>, d: Draft<WebState>) => boolean,
  ): Promise<Notification | undefined> => {
    const held = store.getState().notificationsById[id];
    if (!held) {
      const error = new Error(HOME_TEXT.notificationNotFound);
      store.getState().reportError(error, HOME_TEXT.notificationNotFound);
      return Promise.reject(error);
    }
    let changed = false;
    return mutate(store, {
      key: notificationKey(id),
      apply: (d) => {
        const n = d.notificationsById[id];
        if (!n) return;
        changed = change(n, d);
        placeNotification(d, slug, id, deps.now());
      },
      call: () => (changed ? call() : Promise.resolve(undefined)),
      commit: (d, answer) => {
        if (!isNotification(answer) || !d.notificationsById[id]) return;
        d.notificationsById[id] = answer;
        placeNotification(d, slug, id, deps.now());
      },
    }).catch((error: unknown) => {
      resyncCounts(slug);
      throw error;
    });
  };
  return {
    markNotificationRead: (slug, id) => write(slug, id, () => notifications.markRead(slug, id), (n, d) => {
      if (n.read_at !== null) return false;
      n.read_at = nowIso();
      shiftUnread(d, slug, n, -1);
      return true;
    }),
    markNotificationUnread: (slug, id) => write(slug, id, () => notifications.markUnread(slug, id), (n, d) => {
      if (n.read_at === null) return false;
      n.read_at = null;
      shiftUnread(d, slug, n, 1);
      return true;
    }),
    archiveNotification: (slug, id) => write(slug, id, () => notifications.archive(slug, id), (n) => {
      if (n.archived_at !== null) return false;
      n.archived_at = nowIso();
      return true;
    }),
    unarchiveNotification: (slug, id) => write(slug, id, () => notifications.unarchive(slug, id), (n) => {
      if (n.archived_at === null) return false;
      n.archived_at = null;
      return true;
    }),
    snoozeNotification: (slug, id, until) => {
      const at = Date.parse(until);
      if (!Number.isFinite(at) || at <= deps.now().getTime()) {
        const error = new Error(HOME_TEXT.snoozeInPast);
        store.getState().reportError(error, HOME_TEXT.snoozeInPast);
        return Promise.reject(error);
      }
      const till = new Date(at).toISOString();
      return write(slug, id, () => notifications.update(slug, id, { snoozed_till: till }), (n) => {
        n.snoozed_till = till;
        return true;
      });
    },
    unsnoozeNotification: (slug, id) => write(slug, id, () => notifications.update(slug, id, { snoozed_till: null }), (n) => {
      if (n.snoozed_till === null) return false;
      n.snoozed_till = null;
      return true;
    }),
    markAllNotificationsRead: async (slug) => {
      const list = store.getState().notificationLists[slug];
      const params = list ? { tab: list.tab, filters: list.filters } : { tab: 'all' as const };
      const wholeTab = !list || (!list.filters.type && !list.filters.archived && !list.filters.snoozed && !list.filters.read);
      await mutate(store, {
        key: `notifications:${slug}`,
        apply: (d) => {
          const stamp = nowIso();
          for (const id of list?.ids ?? []) {
            const n = d.notificationsById[id];
            if (!n || n.read_at !== null) continue;
            n.read_at = stamp;
            if (!wholeTab) shiftUnread(d, slug, n, -1);
          }
          const counts = d.notificationUnreadBySlug[slug];
          if (!wholeTab || !counts) return;
          if (params.tab === 'mentions') {
            counts.total_unread_notifications_count = Math.max(0, counts.total_unread_notifications_count - counts.mention_unread_notifications_count);
            counts.mention_unread_notifications_count = 0;
          } else {
            counts.total_unread_notifications_count = 0;
            counts.mention_unread_notifications_count = 0;
          }
        },
        call: () => notifications.markAllRead(slug, markAllReadBodyOf(params)),
      }).catch((error: unknown) => {
        resyncCounts(slug);
        throw error;
      });
      resyncCounts(slug);
    },
    updateNotificationPreferences: (patch) => mutate(store, {
      key: NOTIFICATION_PREFERENCES_KEY,
      apply: (d) => {
        if (d.notificationPreferences) Object.assign(d.notificationPreferences, patch);
      },
      call: () => notifications.updatePreferences(patch),
      commit: (d, answer) => {
        d.notificationPreferences = answer;
      },
    }),
  };
}
