import { commentCreateSchema, commentListQuerySchema, commentSchema, commentUpdateSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { createWorkItemComment, getWorkItemComment, listWorkItemComments, patchWorkItemComment, removeWorkItemComment } from './comments.handlers';

const tags = ['comments'];
const workItemParamsSchema = projectParamsSchema.extend({ id: uuidSchema });
const commentParamsSchema = workItemParamsSchema.extend({ commentId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/issues/:id/comments';
const target = (p: z.infer<typeof workItemParamsSchema>) => ({ slug: p.slug, projectId: p.projectId, workItemId: p.id });

/** Comments of a work item and their reactions. */
export function registerCommentsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: workItemParamsSchema,
    query: commentListQuerySchema,
    response: { 200: z.array(commentSchema) },
    tags,
    summary: 'Comments of a work item, oldest first; created_at__gt keeps only newer ones (project readers)',
    handler: async ({ db, user, params, query }) =>
      listWorkItemComments(db, target(params), user.id, query.created_at__gt ? new Date(query.created_at__gt) : undefined),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: workItemParamsSchema,
    body: commentCreateSchema,
    response: { 201: commentSchema },
    tags,
    summary: 'Comment on a work item (every project role, guests too); the html is sanitised',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const comment = await createWorkItemComment(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return comment;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:commentId/`,
    auth: 'session',
    params: commentParamsSchema,
    response: { 200: commentSchema },
    tags,
    summary: 'One comment of a work item (project readers)',
    handler: async ({ db, user, params }) => getWorkItemComment(db, target(params), user.id, params.commentId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:commentId/`,
    auth: 'session',
    params: commentParamsSchema,
    body: commentUpdateSchema,
    response: { 200: commentSchema },
    tags,
    summary: 'Edit a comment (its author only); edited_at is set when the text changes',
    handler: async ({ db, user, params, body, deps }) => patchWorkItemComment(db, target(params), user.id, params.commentId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:commentId/`,
    auth: 'session',
    params: commentParamsSchema,
    tags,
    summary: 'Delete a comment (its author or a project admin)',
    handler: async ({ db, user, params, deps }) => removeWorkItemComment(db, target(params), user.id, params.commentId, deps.now()),
  });
}
