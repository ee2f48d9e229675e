import { reactionCreateSchema, reactionSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import {
  addCommentReactionOf,
  addItemReaction,
  listCommentReactionsOf,
  listItemReactions,
  removeCommentReactionOf,
  removeItemReaction,
} from './reactions.handlers';

const tags = ['reactions'];
const itemParams = projectParamsSchema.extend({ id: uuidSchema });
const commentParams = projectParamsSchema.extend({ commentId: uuidSchema });
const reactionParam = { reaction: z.string().trim().min(1).max(32) };
const project = '/api/workspaces/:slug/projects/:projectId';
const scope = (p: { slug: string; projectId: string }) => ({ slug: p.slug, projectId: p.projectId });

/**
 * Emoji reactions on work items and comments (every project role). Adding a reaction the caller already gave is
 * idempotent: 200 with the existing reaction instead of 201.
 */
export function registerReactionsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${project}/issues/:id/reactions/`,
    auth: 'session',
    params: itemParams,
    response: { 200: z.array(reactionSchema) },
    tags,
    summary: 'Reactions on a work item, oldest first (project readers)',
    handler: async ({ db, user, params }) => listItemReactions(db, scope(params), params.id, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${project}/issues/:id/reactions/`,
    auth: 'session',
    params: itemParams,
    body: reactionCreateSchema,
    response: { 201: reactionSchema, 200: reactionSchema },
    tags,
    summary: 'React to a work item (project readers); 201 new, 200 when the caller already gave this reaction',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const result = await addItemReaction(db, scope(params), params.id, user.id, body.reaction, deps.now());
      reply.code(result.created ? 201 : 200);
      return result.reaction;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${project}/issues/:id/reactions/:reaction/`,
    auth: 'session',
    params: itemParams.extend(reactionParam),
    tags,
    summary: "Remove the caller's own reaction from a work item (404 when they did not give it)",
    handler: async ({ db, user, params, deps }) => removeItemReaction(db, scope(params), params.id, user.id, params.reaction, deps.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${project}/comments/:commentId/reactions/`,
    auth: 'session',
    params: commentParams,
    response: { 200: z.array(reactionSchema) },
    tags,
    summary: 'Reactions on a comment, oldest first (project readers who can see its work item)',
    handler: async ({ db, user, params }) => listCommentReactionsOf(db, scope(params), params.commentId, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${project}/comments/:commentId/reactions/`,
    auth: 'session',
    params: commentParams,
    body: reactionCreateSchema,
    response: { 201: reactionSchema, 200: reactionSchema },
    tags,
    summary: 'React to a comment (project readers); 201 new, 200 when the caller already gave this reaction',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const result = await addCommentReactionOf(db, scope(params), params.commentId, user.id, body.reaction, deps.now());
      reply.code(result.created ? 201 : 200);
      return result.reaction;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${project}/comments/:commentId/reactions/:reaction/`,
    auth: 'session',
    params: commentParams.extend(reactionParam),
    tags,
    summary: "Remove the caller's own reaction from a comment (404 when they did not give it)",
    handler: async ({ db, user, params, deps }) => removeCommentReactionOf(db, scope(params), params.commentId, user.id, params.reaction, deps.now()),
  });
}
