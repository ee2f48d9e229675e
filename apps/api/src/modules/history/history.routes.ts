import { historyEntrySchema, historyQuerySchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { listWorkItemHistory } from './history.handlers';

const itemParams = projectParamsSchema.extend({ id: uuidSchema });

/** The activity and comment feed of a work item (history/). */
export function registerHistoryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/issues/:id/history/',
    auth: 'session',
    params: itemParams,
    query: historyQuerySchema,
    response: { 200: z.array(historyEntrySchema) },
    tags: ['history'],
    summary:
      'Activity and comments of a work item merged by created_at, oldest first; activity_type = comma list of issue-property, epic-property, issue-comment, epic-comment (none = all) (project readers)',
    handler: async ({ db, user, params, query }) =>
      listWorkItemHistory(db, { slug: params.slug, projectId: params.projectId, workItemId: params.id }, user.id, query.activity_type),
  });
}
