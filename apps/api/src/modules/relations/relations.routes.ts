import { relatedWorkItemSchema, relationCreateSchema, relationRemoveSchema, relationsResponseSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { createWorkItemRelations, listWorkItemRelations, removeWorkItemRelation } from './relations.handlers';

const tags = ['relations'];
const itemParams = projectParamsSchema.extend({ id: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/issues/:id';
const target = (p: z.infer<typeof itemParams>) => ({ slug: p.slug, projectId: p.projectId, workItemId: p.id });

/** Relations between work items of a workspace (blocked_by, blocking, relates_to, duplicate). */
export function registerRelationsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/issue-relation/`,
    auth: 'session',
    params: itemParams,
    response: { 200: relationsResponseSchema },
    tags,
    summary: 'Related work items per relation type, seen from this item (project readers)',
    handler: async ({ db, user, params }) => listWorkItemRelations(db, target(params), user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/issue-relation/`,
    auth: 'session',
    params: itemParams,
    body: relationCreateSchema,
    response: { 201: z.array(relatedWorkItemSchema) },
    tags,
    summary:
      'Relate this item to each listed item of the workspace (project admins and members); existing relations are skipped; returns the items newly related',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const created = await createWorkItemRelations(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return created;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/remove-relation/`,
    auth: 'session',
    params: itemParams,
    body: relationRemoveSchema,
    tags,
    summary: 'Remove one relation of this item (project admins and members); 204, or 404 when there is no such relation',
    handler: async ({ db, user, params, body, deps }) => removeWorkItemRelation(db, target(params), user.id, body.relation_type, body.related_issue, deps.now()),
  });
}
