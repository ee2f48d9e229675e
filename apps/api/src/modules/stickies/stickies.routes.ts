import { slugParamsSchema, stickiesQuerySchema, stickyCreateSchema, stickyPageSchema, stickySchema, stickyUpdateSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { createSticky, getSticky, listStickies, patchSticky, removeSticky } from './stickies.handlers';
import { STICKY_TAGS as tags, stickyParamsSchema } from './stickies.schemas';

/** The caller's stickies in a workspace (every member, guests too; another user's sticky is 404). */
export function registerStickiesRoutes(app: FastifyInstance): void {
  const base = '/api/workspaces/:slug/stickies';
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'session', params: slugParamsSchema, query: stickiesQuerySchema, response: { 200: stickyPageSchema }, tags,
    summary: "The caller's stickies, sort_order descending; query searches name and text (case-insensitive); cursor perPage:page:0, per_page (20)",
    handler: async ({ db, user, params, query }) => listStickies(db, params.slug, user.id, query),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'session', params: slugParamsSchema, body: stickyCreateSchema, response: { 201: stickySchema }, tags,
    summary: 'Create a sticky of the caller, on top (sort_order = max + 10000) unless sort_order is given; description_html is sanitised',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const sticky = await createSticky(db, params.slug, user.id, body, deps.now());
      reply.code(201);
      return sticky;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:stickyId/`, auth: 'session', params: stickyParamsSchema, response: { 200: stickySchema }, tags,
    summary: "One of the caller's stickies",
    handler: async ({ db, user, params }) => getSticky(db, params.slug, user.id, params.stickyId),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:stickyId/`, auth: 'session', params: stickyParamsSchema, body: stickyUpdateSchema, response: { 200: stickySchema }, tags,
    summary: "Change one of the caller's stickies: name, description_html, colours, sort_order (any finite number; the client computes the drag rule)",
    handler: async ({ db, user, params, body, deps }) => patchSticky(db, params.slug, user.id, params.stickyId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:stickyId/`, auth: 'session', params: stickyParamsSchema, tags,
    summary: "Delete one of the caller's stickies",
    handler: async ({ db, user, params }) => removeSticky(db, params.slug, user.id, params.stickyId),
  });
}
