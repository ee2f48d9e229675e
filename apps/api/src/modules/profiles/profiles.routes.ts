import {
  profileActivityPageSchema, profileActivityQuerySchema, slugParamsSchema, userProfileSchema, userStatsSchema, uuidSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { contentDisposition } from '../assets/asset-files.handlers';
import { exportUserActivity, getUserProfile, getUserStats, listMyActivities, listUserActivity } from './profiles.handlers';

const tags = ['profiles'];
const memberParams = slugParamsSchema.extend({ userId: uuidSchema });

/** A member's profile in a workspace (stats, profile, activity and its CSV export) and the caller's own activity. */
export function registerProfilesRoutes(app: FastifyInstance): void {
  const ws = '/api/workspaces/:slug';
  defineRoute(app, {
    method: 'GET', url: `${ws}/user-stats/:userId/`, auth: 'session', params: memberParams, response: { 200: userStatsSchema }, tags,
    summary: "A member's counts (assigned, created, subscribed, completed, pending; assigned by state group and priority) over the items the caller may see",
    handler: async ({ db, user, params, deps }) => getUserStats(db, params.slug, user.id, params.userId, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${ws}/user-profile/:userId/`, auth: 'session', params: memberParams, response: { 200: userProfileSchema }, tags,
    summary: 'A member: names, avatar, workspace role, date joined, and the projects they share with the caller with their assigned / completed counts',
    handler: async ({ db, user, params, deps }) => getUserProfile(db, params.slug, user.id, params.userId, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${ws}/user-activity/:userId/`, auth: 'session', params: memberParams, query: profileActivityQuerySchema,
    response: { 200: profileActivityPageSchema }, tags,
    summary: "A member's work-item activities, newest first, on items the caller may see; cursor perPage:page:0, per_page (20)",
    handler: async ({ db, user, params, query }) => listUserActivity(db, params.slug, user.id, params.userId, query),
  });
  defineRoute(app, {
    method: 'GET', url: `${ws}/user-activity/:userId/export/`, auth: 'session', params: memberParams, tags,
    summary: "The member's latest activities (at most 5000) as a CSV attachment (RFC 4180; cells starting with = + - @ prefixed with ')",
    handler: async ({ db, user, params, reply }) => {
      const { csv, fileName } = await exportUserActivity(db, params.slug, user.id, params.userId);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return csv;
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/api/users/me/activities/', auth: 'session', query: profileActivityQuerySchema, response: { 200: profileActivityPageSchema }, tags,
    summary: "The caller's own work-item activities across their workspaces, newest first, on items they may still see",
    handler: async ({ db, user, query }) => listMyActivities(db, user.id, query),
  });
}
