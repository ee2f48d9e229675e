import {
  slugParamsSchema,
  uuidSchema,
  workItemSchema,
  workspaceDraftCreateSchema,
  workspaceDraftListQuerySchema,
  workspaceDraftPageSchema,
  workspaceDraftSchema,
  workspaceDraftUpdateSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { convertDraft, createDraft, listDrafts, patchDraft, removeDraft, retrieveDraft } from './workspace-drafts.handlers';

const tags = ['workspace-drafts'];
const base = '/api/workspaces/:slug/draft-issues';
const draftParams = slugParamsSchema.extend({ draftId: uuidSchema });

/** Workspace drafts (draft-issues/) and draft-to-issue. */
export function registerWorkspaceDraftsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: slugParamsSchema,
    query: workspaceDraftListQuerySchema,
    response: { 200: workspaceDraftPageSchema },
    tags,
    summary: "The caller's drafts, newest first, 50 a page (cursor 50:page:0; workspace admins and members)",
    handler: async ({ db, user, params, query }) => listDrafts(db, params.slug, user.id, query.cursor),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: slugParamsSchema,
    body: workspaceDraftCreateSchema,
    response: { 201: workspaceDraftSchema },
    tags,
    summary: 'Create a draft, optionally aimed at a project (its ids must be that project\'s)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const draft = await createDraft(db, params.slug, user.id, body, deps.now());
      reply.code(201);
      return draft;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/:draftId/`,
    auth: 'session',
    params: draftParams,
    response: { 200: workspaceDraftSchema },
    tags,
    summary: 'One of the caller\'s drafts',
    handler: async ({ db, user, params }) => retrieveDraft(db, params.slug, user.id, params.draftId),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:draftId/`,
    auth: 'session',
    params: draftParams,
    body: workspaceDraftUpdateSchema,
    response: { 200: workspaceDraftSchema },
    tags,
    summary: 'Update one of the caller\'s drafts',
    handler: async ({ db, user, params, body, deps }) => patchDraft(db, params.slug, user.id, params.draftId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:draftId/`,
    auth: 'session',
    params: draftParams,
    tags,
    summary: 'Delete one of the caller\'s drafts',
    handler: async ({ db, user, params, deps }) => removeDraft(db, params.slug, user.id, params.draftId, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/draft-to-issue/:draftId/',
    auth: 'session',
    params: draftParams,
    response: { 201: workItemSchema },
    tags,
    summary: 'Create the work item from a draft in its project (writers there; 400 without a project) and delete the draft',
    handler: async ({ db, user, params, reply, deps }) => {
      const item = await convertDraft(db, params.slug, user.id, params.draftId, deps.now());
      reply.code(201);
      return item;
    },
  });
}
