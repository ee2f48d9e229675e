import {
  pageAccessSchema, pageCreateSchema, pageDescriptionUpdateSchema, pageDuplicateSchema, pageMoveSchema, pageSchema, pagesQuerySchema, pagesSummarySchema,
  pageUpdateSchema, pageVersionSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { RawPageBody, registerPageBodyParsers } from './page-body';
import {
  getPageDescriptionIn, getPageVersionIn, listPageVersionsIn, listWorkItemPagesIn, patchPageDescriptionIn, restorePageVersionIn, savePageVersionIn,
} from './page-content.handlers';
import {
  archivePageIn, duplicatePageIn, favoritePageIn, movePageIn, restorePageIn, setPageAccessIn, setPageLockIn, unfavoritePageIn,
} from './page-actions.handlers';
import { createPageIn, deletePageIn, getPageIn, listPagesIn, pagesSummaryIn, patchPageIn } from './pages.handlers';
import {
  mentioningPageListSchema, PAGE_TAGS as tags, pageArchivedSchema, pageFavoriteSchema, pageListSchema, pageParamsSchema, pageVersionListSchema,
  pageVersionParamsSchema, workItemPagesParamsSchema,
} from './pages.schemas';

const project = '/api/workspaces/:slug/projects/:projectId';
const one = `${project}/pages/:pageId/`;
const readers = 'any project role that can read the page: public pages, or the owner of a private one (others 404)';
const route = (p: { slug: string; projectId: string }, user: { id: string }) => ({ slug: p.slug, projectId: p.projectId, userId: user.id });

/** PATCH description/ body: raw Yjs update bytes (application/octet-stream) or JSON. */
// Flat (one anyOf in OpenAPI): the JSON shapes first, so tools describing the body see them.
const descriptionBodySchema = z.union([...pageDescriptionUpdateSchema.options, z.instanceof(RawPageBody)]);

/** Pages (issue 15; spec §7 Pages): registered in their own context for their body parsers. */
export function registerPagesRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    registerPageBodyParsers(scope);
    registerPageCrudRoutes(scope);
    registerPageActionRoutes(scope);
    registerPageContentRoutes(scope);
  });
}

function registerPageCrudRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${project}/pages/`, auth: 'session', params: projectParamsSchema, query: pagesQuerySchema, response: { 200: pageListSchema }, tags,
    summary: 'The project\'s pages the caller can read (type all|public|private|archived, search, sort_key, sort_by, owned_by_me, favorites); no description_html',
    handler: async ({ db, user, params, query }) => listPagesIn(db, route(params, user), query),
  });
  defineRoute(app, {
    method: 'GET', url: `${project}/archived-pages/`, auth: 'session', params: projectParamsSchema, response: { 200: pageListSchema }, tags,
    summary: 'The project\'s archived pages the caller can read (any project role)',
    handler: async ({ db, user, params }) => listPagesIn(db, route(params, user), { type: 'archived' }),
  });
  defineRoute(app, {
    method: 'GET', url: `${project}/pages-summary/`, auth: 'session', params: projectParamsSchema, response: { 200: pagesSummarySchema }, tags,
    summary: 'Counts of the pages the caller can read: live public, their own live private, archived (any project role)',
    handler: async ({ db, user, params }) => pagesSummaryIn(db, route(params, user)),
  });
  defineRoute(app, {
    method: 'POST', url: `${project}/pages/`, auth: 'session', params: projectParamsSchema, body: pageCreateSchema, response: { 201: pageSchema }, tags,
    summary: 'Create a page owned by the caller (project members and admins; 400 PAGES_OFF when pages are off); description_html is sanitised',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const page = await createPageIn(db, route(params, user), body, deps.now());
      reply.code(201);
      return page;
    },
  });
  defineRoute(app, {
    method: 'GET', url: one, auth: 'session', params: pageParamsSchema, response: { 200: pageSchema }, tags,
    summary: `One page with description_html (${readers})`,
    handler: async ({ db, user, params }) => getPageIn(db, route(params, user), params.pageId),
  });
  defineRoute(app, {
    method: 'PATCH', url: one, auth: 'session', params: pageParamsSchema, body: pageUpdateSchema, response: { 200: pageSchema }, tags,
    summary:
      'Edit name, logo_props, color, label_ids (public page: members and admins; private page: its owner) and description_html ' +
      '(the same, and not locked 409 PAGE_LOCKED, not archived 409 PAGE_ARCHIVED); label_ids must be labels of the page\'s projects',
    handler: async ({ db, user, params, body, deps }) => patchPageIn(db, route(params, user), params.pageId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: one, auth: 'session', params: pageParamsSchema, tags,
    summary: 'Delete an archived page (its owner and admins; 409 unless archived first) and every user\'s favorite of it',
    handler: async ({ db, user, params, deps, req }) => deletePageIn(db, route(params, user), params.pageId, deps.now(), req.log),
  });
}

function registerPageActionRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST', url: `${one}access/`, auth: 'session', params: pageParamsSchema, body: pageAccessSchema, response: { 200: pageSchema }, tags,
    summary: 'Make the page public or private (its owner and admins); made private, other users\' favorites of it are removed',
    handler: async ({ db, user, params, body, deps, req }) => setPageAccessIn(db, route(params, user), params.pageId, body.access, deps.now(), req.log),
  });
  for (const [method, locked] of [['POST', true], ['DELETE', false]] as const) {
    defineRoute(app, {
      method, url: `${one}lock/`, auth: 'session', params: pageParamsSchema, response: { 200: pageSchema }, tags,
      summary: `${locked ? 'Lock' : 'Unlock'} the page (its owner and admins)${locked ? ': its content cannot be edited (409 PAGE_LOCKED) until unlocked' : ''}`,
      handler: async ({ db, user, params, deps, req }) => setPageLockIn(db, route(params, user), params.pageId, locked, deps.now(), req.log),
    });
  }
  defineRoute(app, {
    method: 'POST', url: `${one}archive/`, auth: 'session', params: pageParamsSchema, response: { 200: pageArchivedSchema }, tags,
    summary: 'Archive the page (its owner and admins): sets archived_at and removes every user\'s favorite of it',
    handler: async ({ db, user, params, deps, req }) => archivePageIn(db, route(params, user), params.pageId, deps.now(), req.log),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${one}archive/`, auth: 'session', params: pageParamsSchema, tags,
    summary: 'Restore an archived page (its owner and admins; 409 when not archived)',
    handler: async ({ db, user, params, deps, req }) => restorePageIn(db, route(params, user), params.pageId, deps.now(), req.log),
  });
  defineRoute(app, {
    method: 'POST', url: `${project}/favorite-pages/:pageId/`, auth: 'session', params: pageParamsSchema, response: { 201: pageFavoriteSchema, 200: pageFavoriteSchema }, tags,
    summary: 'Add the page to the caller\'s favorites (members and admins who can read it; not archived; idempotent: 200 when already there)',
    handler: async ({ db, user, params, deps, reply }) => {
      const { created, favorite } = await favoritePageIn(db, route(params, user), params.pageId, deps.now());
      reply.code(created ? 201 : 200);
      return favorite;
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${project}/favorite-pages/:pageId/`, auth: 'session', params: pageParamsSchema, tags,
    summary: 'Remove the page from the caller\'s favorites (any workspace member; idempotent)',
    handler: async ({ db, user, params }) => unfavoritePageIn(db, route(params, user), params.pageId),
  });
  defineRoute(app, {
    method: 'POST', url: `${one}duplicate/`, auth: 'session', params: pageParamsSchema, body: pageDuplicateSchema, response: { 201: pageSchema }, tags,
    summary: 'Copy the page into this project, owned by the caller (members and admins who can read it): content, logo, labels, access; name "{name} (copy)" unless given',
    handler: async ({ db, user, params, body, deps, reply }) => {
      const page = await duplicatePageIn(db, route(params, user), params.pageId, body.name, deps.now());
      reply.code(201);
      return page;
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${one}move/`, auth: 'session', params: pageParamsSchema, body: pageMoveSchema, response: { 200: pageSchema }, tags,
    summary:
      'Move the page to another project of the workspace (its owner or an admin here, and a member or admin there): labels not of the target are dropped; ' +
      'unknown or foreign target 404, the same project 400',
    handler: async ({ db, user, params, body, deps, req }) => movePageIn(db, route(params, user), params.pageId, body.new_project_id, deps.now(), req.log),
  });
}

function registerPageContentRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${one}description/`, auth: 'session', params: pageParamsSchema, tags,
    summary: `The page's collaborative document as one Yjs update, application/octet-stream (${readers})`,
    handler: async ({ db, user, params, reply }) => {
      const bytes = await getPageDescriptionIn(db, route(params, user), params.pageId);
      reply.header('content-type', 'application/octet-stream').header('cache-control', 'private, no-store');
      return bytes;
    },
  });
  defineRoute(app, {
    method: 'PATCH', url: `${one}description/`, auth: 'session', params: pageParamsSchema, body: descriptionBodySchema, response: { 200: pageSchema }, tags,
    summary:
      'Change the page\'s content (content editors): a Yjs update as application/octet-stream or base64 description_binary (invalid 400, too large 413), ' +
      'or description_html (replaces the content); answers the page with its new description_html',
    handler: async ({ db, user, params, body }) => {
      const input = body instanceof RawPageBody ? { bytes: new Uint8Array(body.bytes) } : body;
      return patchPageDescriptionIn(db, route(params, user), params.pageId, input);
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${one}versions/`, auth: 'session', params: pageParamsSchema, response: { 200: pageVersionListSchema }, tags,
    summary: `The page's saved versions, newest first, without content (${readers})`,
    handler: async ({ db, user, params }) => listPageVersionsIn(db, route(params, user), params.pageId),
  });
  defineRoute(app, {
    method: 'POST', url: `${one}versions/`, auth: 'session', params: pageParamsSchema, response: { 201: pageVersionSchema }, tags,
    summary: 'Save a version of the page\'s current content now (those who may edit the page)',
    handler: async ({ db, user, params, deps, reply }) => {
      const version = await savePageVersionIn(db, route(params, user), params.pageId, deps.now());
      reply.code(201);
      return version;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${one}versions/:versionId/`, auth: 'session', params: pageVersionParamsSchema, response: { 200: pageVersionSchema }, tags,
    summary: `One saved version with its description_html (${readers})`,
    handler: async ({ db, user, params }) => getPageVersionIn(db, route(params, user), params.pageId, params.versionId),
  });
  defineRoute(app, {
    method: 'POST', url: `${one}versions/:versionId/restore/`, auth: 'session', params: pageVersionParamsSchema, response: { 200: pageSchema }, tags,
    summary: 'Restore a version (content editors): the current content is saved as a version first, then replaced by the version\'s',
    handler: async ({ db, user, params, deps }) => restorePageVersionIn(db, route(params, user), params.pageId, params.versionId, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${project}/issues/:issueId/pages/`, auth: 'session', params: workItemPagesParamsSchema, response: { 200: mentioningPageListSchema }, tags,
    summary: 'The live pages mentioning the work item that the caller can read (whoever can read the work item)',
    handler: async ({ db, user, params }) => listWorkItemPagesIn(db, route(params, user), params.issueId),
  });
}
