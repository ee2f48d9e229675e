import {
  notificationMarkAllReadSchema, notificationPageSchema, notificationPreferencesSchema, notificationPreferencesUpdateSchema, notificationSchema,
  notificationsQuerySchema, notificationUnreadSchema, notificationUpdateSchema, slugParamsSchema, uuidSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import {
  getNotificationPreferences, listInbox, markAllRead, patchNotificationPreferences, setNotificationArchived, setNotificationRead, snoozeNotification,
  unreadCounts,
} from './notifications.handlers';

const tags = ['notifications'];
const base = '/api/workspaces/:slug/users/notifications/';
const one = `${base}:id/`;
const oneParams = slugParamsSchema.extend({ id: uuidSchema });
const markAllReadAnswer = z.object({ updated: z.number().int() });
const who = "the caller's own notifications in the workspace (any member; another user's notification 404)";

/** Registers the inbox routes (users/notifications/…) and users/me/notification-preferences/ (issue 16). */
export function registerNotificationsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: base, auth: 'session', params: slugParamsSchema, query: notificationsQuerySchema, response: { 200: notificationPageSchema }, tags,
    summary: `List ${who}: newest first; by default not archived and not currently snoozed; type, snoozed, archived, read, mentioned filters; cursor "300:0:0"`,
    handler: ({ db, user, params, query, deps }) => listInbox(db, { slug: params.slug, userId: user.id }, query, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}unread/`, auth: 'session', params: slugParamsSchema, response: { 200: notificationUnreadSchema }, tags,
    summary: 'Unread counts of the caller (not archived, not currently snoozed): all and mentions',
    handler: ({ db, user, params, deps }) => unreadCounts(db, { slug: params.slug, userId: user.id }, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}mark-all-read/`, auth: 'session', params: slugParamsSchema, body: notificationMarkAllReadSchema, response: { 200: markAllReadAnswer }, tags,
    summary: "Mark every unread notification matching the list's filters read; answers { updated }",
    handler: ({ db, user, params, body, deps }) => markAllRead(db, { slug: params.slug, userId: user.id }, body, deps.now()),
  });
  defineRoute(app, {
    method: 'PATCH', url: one, auth: 'session', params: oneParams, body: notificationUpdateSchema, response: { 200: notificationSchema }, tags,
    summary: `Snooze one of ${who} until a future time (null unsnoozes; a past time 400)`,
    handler: ({ db, user, params, body, deps }) => snoozeNotification(db, { slug: params.slug, userId: user.id }, params.id, body, deps.now()),
  });
  for (const [method, read] of [['POST', true], ['DELETE', false]] as const) {
    defineRoute(app, {
      method, url: `${one}read/`, auth: 'session', params: oneParams, response: { 200: notificationSchema }, tags,
      summary: `Mark one of ${who} ${read ? 'read' : 'unread'}`,
      handler: ({ db, user, params, deps }) => setNotificationRead(db, { slug: params.slug, userId: user.id }, params.id, read, deps.now()),
    });
  }
  for (const [method, archived] of [['POST', true], ['DELETE', false]] as const) {
    defineRoute(app, {
      method, url: `${one}archive/`, auth: 'session', params: oneParams, response: { 200: notificationSchema }, tags,
      summary: `${archived ? 'Archive' : 'Unarchive'} one of ${who}`,
      handler: ({ db, user, params, deps }) => setNotificationArchived(db, { slug: params.slug, userId: user.id }, params.id, archived, deps.now()),
    });
  }
  defineRoute(app, {
    method: 'GET', url: '/api/users/me/notification-preferences/', auth: 'session', response: { 200: notificationPreferencesSchema }, tags,
    summary: 'Which kinds of change are mailed to the caller (all on until changed); in-app notifications are always made',
    handler: ({ db, user }) => getNotificationPreferences(db, user.id),
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/users/me/notification-preferences/', auth: 'session', body: notificationPreferencesUpdateSchema, response: { 200: notificationPreferencesSchema }, tags,
    summary: 'Change which kinds of change are mailed: property_change, state_change, comment, mention, issue_completed',
    handler: ({ db, user, body, deps }) => patchNotificationPreferences(db, user.id, body, deps.now()),
  });
}
