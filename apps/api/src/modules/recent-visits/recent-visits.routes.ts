import { recentVisitCreateSchema, recentVisitSchema, recentVisitsQuerySchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { listRecentVisits, recordRecentVisit } from './recent-visits.handlers';

const tags = ['recent-visits'];

/** The caller's recent visits of work items, pages and projects (every member, guests too). */
export function registerRecentVisitsRoutes(app: FastifyInstance): void {
  const url = '/api/workspaces/:slug/recent-visits/';
  defineRoute(app, {
    method: 'GET', url, auth: 'session', params: slugParamsSchema, query: recentVisitsQuerySchema, response: { 200: z.array(recentVisitSchema) }, tags,
    summary: "The caller's latest visits (newest first, at most 20; entity_name filters), each with its entity's live data; entities gone, archived or no longer visible are left out",
    handler: async ({ db, user, params, query }) => listRecentVisits(db, params.slug, user.id, query.entity_name),
  });
  defineRoute(app, {
    method: 'POST', url, auth: 'session', params: slugParamsSchema, body: recentVisitCreateSchema, tags,
    summary: 'Record that the caller opened a work item, page or project they can see (404 otherwise); one row per entity, visited_at = now; 204',
    handler: async ({ db, user, params, body, deps }) => recordRecentVisit(db, params.slug, user.id, body, deps.now()),
  });
}
