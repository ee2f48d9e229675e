import { apiPaths } from '@cairn/types';
import type { Notification, NotificationMarkAllRead, NotificationPage, NotificationPreferences, NotificationsQuery, NotificationUnread } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the notification calls (issue 16; workspace-pages-account spec §7 Notifications). */
export function createNotificationService(client: ApiClient) {
  return {
    /** GET users/notifications: one page (per_page 300, first cursor "300:0:0"). */
    list: (slug: string, query: NotificationsQuery = {}) => client.get<NotificationPage>(apiPaths.notifications(slug), { searchParams: { ...query } }),
    /** GET users/notifications/unread/: the unread counts. */
    unread: (slug: string) => client.get<NotificationUnread>(apiPaths.notificationsUnread(slug)),
    /** PATCH users/notifications/{id}/ { snoozed_till } (null unsnoozes). */
    update: (slug: string, id: string, body: { snoozed_till: string | null }) => client.patch<Notification>(apiPaths.notification(slug, id), body),
    markRead: (slug: string, id: string) => client.post<Notification>(apiPaths.notificationRead(slug, id), {}),
    markUnread: (slug: string, id: string) => client.delete<Notification>(apiPaths.notificationRead(slug, id)),
    archive: (slug: string, id: string) => client.post<Notification>(apiPaths.notificationArchive(slug, id), {}),
    unarchive: (slug: string, id: string) => client.delete<Notification>(apiPaths.notificationArchive(slug, id)),
    /** POST users/notifications/mark-all-read/ with the list's filters. */
    markAllRead: (slug: string, body: NotificationMarkAllRead = {}) => client.post<{ updated: number }>(apiPaths.notificationsMarkAllRead(slug), body),
    /** GET users/me/notification-preferences/. */
    getPreferences: () => client.get<NotificationPreferences>(apiPaths.notificationPreferences()),
    /** PATCH users/me/notification-preferences/. */
    updatePreferences: (body: Partial<NotificationPreferences>) => client.patch<NotificationPreferences>(apiPaths.notificationPreferences(), body),
  };
}

/** The notification calls. */
export type NotificationService = ReturnType<typeof createNotificationService>;
