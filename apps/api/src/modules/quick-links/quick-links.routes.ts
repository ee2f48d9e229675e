import { quickLinkCreateSchema, quickLinkSchema, quickLinkUpdateSchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { createQuickLink, listQuickLinks, patchQuickLink, removeQuickLink } from './quick-links.handlers';
import { QUICK_LINK_TAGS as tags, quickLinkListSchema, quickLinkParamsSchema } from './quick-links.schemas';

/** The caller's quick links in a workspace (every member, guests too; another user's link is 404). */
export function registerQuickLinksRoutes(app: FastifyInstance): void {
  const base = '/api/workspaces/:slug/quick-links';
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'session', params: slugParamsSchema, response: { 200: quickLinkListSchema }, tags,
    summary: "The caller's quick links, oldest first",
    handler: async ({ db, user, params }) => listQuickLinks(db, params.slug, user.id),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'session', params: slugParamsSchema, body: quickLinkCreateSchema, response: { 201: quickLinkSchema }, tags,
    summary: "Add a quick link of the caller: an http(s) url and an optional title (the url's host when empty)",
    handler: async ({ db, user, params, body, reply, deps }) => {
      const link = await createQuickLink(db, params.slug, user.id, body, deps.now());
      reply.code(201);
      return link;
    },
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:quickLinkId/`, auth: 'session', params: quickLinkParamsSchema, body: quickLinkUpdateSchema, response: { 200: quickLinkSchema }, tags,
    summary: "Change one of the caller's quick links (title, url)",
    handler: async ({ db, user, params, body, deps }) => patchQuickLink(db, params.slug, user.id, params.quickLinkId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:quickLinkId/`, auth: 'session', params: quickLinkParamsSchema, tags,
    summary: "Delete one of the caller's quick links",
    handler: async ({ db, user, params }) => removeQuickLink(db, params.slug, user.id, params.quickLinkId),
  });
}
