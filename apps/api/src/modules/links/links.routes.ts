import { linkCreateSchema, linkSchema, linkUpdateSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { createWorkItemLink, listWorkItemLinks, patchWorkItemLink, removeWorkItemLink } from './links.handlers';

const tags = ['links'];
const itemParams = projectParamsSchema.extend({ id: uuidSchema });
const linkParams = itemParams.extend({ linkId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/issues/:id/issue-links';
const target = (p: z.infer<typeof itemParams>) => ({ slug: p.slug, projectId: p.projectId, workItemId: p.id });

/** Links of a work item (http, https and mailto only). */
export function registerLinksRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: itemParams,
    response: { 200: z.array(linkSchema) },
    tags,
    summary: 'Links of a work item, oldest first (project readers)',
    handler: async ({ db, user, params }) => listWorkItemLinks(db, target(params), user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: itemParams,
    body: linkCreateSchema,
    response: { 201: linkSchema },
    tags,
    summary: 'Add a link to a work item (project admins and members; http, https or mailto only)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const link = await createWorkItemLink(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return link;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:linkId/`,
    auth: 'session',
    params: linkParams,
    body: linkUpdateSchema,
    response: { 200: linkSchema },
    tags,
    summary: 'Edit a link of a work item (project admins and members)',
    handler: async ({ db, user, params, body, deps }) => patchWorkItemLink(db, target(params), user.id, params.linkId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:linkId/`,
    auth: 'session',
    params: linkParams,
    tags,
    summary: 'Remove a link from a work item (project admins and members)',
    handler: async ({ db, user, params, deps }) => removeWorkItemLink(db, target(params), user.id, params.linkId, deps.now()),
  });
}
