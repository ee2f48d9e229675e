import { API_V1_PREFIX, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../http/route';
import { archiveWorkItem, restoreWorkItem } from '../../work-items/work-items-lifecycle.handlers';
import { deleteWorkItem } from '../../work-items/work-items.handlers';
import { projectParamsSchema } from '../../projects/projects.schemas';
import { v1ReadQuerySchema } from '../v1-pagination';
import { V1_TAGS as tags } from '../v1-tags';
import { registerV1WorkItemChildRoutes } from './work-item-children.v1.routes';
import { v1WorkItemPageSchema, v1WorkItemSchema, v1WorkItemSearchSchema } from './work-items.v1.responses';
import {
  createV1WorkItem,
  listV1WorkItems,
  retrieveV1WorkItem,
  retrieveV1WorkItemByIdentifier,
  searchV1WorkItems,
  updateV1WorkItem,
} from './work-items.v1.handlers';
import {
  V1_ITEM_SEGMENTS,
  v1CycleParamsSchema,
  v1IdentifierParamsSchema,
  v1ItemParamsSchema,
  v1ModuleParamsSchema,
  v1WorkItemCreateSchema,
  v1WorkItemListQuerySchema,
  v1WorkItemSearchQuerySchema,
  v1WorkItemUpdateSchema,
} from './work-items.v1.schemas';

const project = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId`;

/** The public API v1: work items under work-items/ and issues/, identifier lookup, search, links, comments, activities, attachments and relations. */
export function registerV1WorkItemRoutes(app: FastifyInstance): void {
  for (const seg of V1_ITEM_SEGMENTS) registerItemRoutes(app, seg);

  defineRoute(app, {
    method: 'GET',
    url: `${API_V1_PREFIX}/workspaces/:slug/work-items/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    query: v1WorkItemListQuerySchema,
    response: { 200: v1WorkItemPageSchema },
    tags,
    summary: 'Live work items of every project the caller can see (any workspace member), newest first; per_page, cursor, order_by, expand, fields',
    handler: async ({ db, user, params, query, deps }) => listV1WorkItems(db, params.slug, null, user.id, { kind: 'workspace' }, query, deps.now()),
  });
  for (const seg of V1_ITEM_SEGMENTS) {
    defineRoute(app, {
      method: 'GET',
      url: `${API_V1_PREFIX}/workspaces/:slug/${seg}/search/`,
      auth: 'apiKey',
      params: slugParamsSchema,
      query: v1WorkItemSearchQuerySchema,
      response: { 200: v1WorkItemSearchSchema },
      tags,
      summary: 'Search work items by name or PROJ-12 (?search=, ?project= narrows to one project, ?limit= at most 100): those the caller can see, best first',
      handler: async ({ db, user, params, query }) => searchV1WorkItems(db, params.slug, user.id, query),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${API_V1_PREFIX}/workspaces/:slug/${seg}/:key/`,
      auth: 'apiKey',
      params: v1IdentifierParamsSchema,
      query: v1ReadQuerySchema,
      response: { 200: v1WorkItemSchema },
      tags,
      summary: 'A work item by its identifier PROJ-12 (404 unless the caller can see it); expand and fields as retrieve',
      handler: async ({ db, user, params, query }) => retrieveV1WorkItemByIdentifier(db, params.slug, user.id, params.key, query),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${project}/cycles/:cycleId/cycle-issues/`,
    auth: 'apiKey',
    params: v1CycleParamsSchema,
    query: v1WorkItemListQuerySchema,
    response: { 200: v1WorkItemPageSchema },
    tags,
    summary: "The cycle's work items (every project role; guests as the app rules say), paged: per_page, cursor, order_by, expand, fields",
    handler: async ({ db, user, params, query, deps }) =>
      listV1WorkItems(db, params.slug, params.projectId, user.id, { kind: 'cycle', cycleId: params.cycleId }, query, deps.now()),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${project}/modules/:moduleId/module-issues/`,
    auth: 'apiKey',
    params: v1ModuleParamsSchema,
    query: v1WorkItemListQuerySchema,
    response: { 200: v1WorkItemPageSchema },
    tags,
    summary: "The module's work items (every project role), paged: per_page, cursor, order_by, expand, fields",
    handler: async ({ db, user, params, query, deps }) =>
      listV1WorkItems(db, params.slug, params.projectId, user.id, { kind: 'module', moduleId: params.moduleId }, query, deps.now()),
  });

  registerV1WorkItemChildRoutes(app);
}

/** CRUD, archive and the archived list under one spelling (work-items/ or issues/). */
function registerItemRoutes(app: FastifyInstance, seg: (typeof V1_ITEM_SEGMENTS)[number]): void {
  const base = `${project}/${seg}`;
  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'apiKey',
    params: projectParamsSchema,
    query: v1WorkItemListQuerySchema,
    response: { 200: v1WorkItemPageSchema },
    tags,
    summary: 'Live work items of the project (guests without guest_view_all_features: their own), newest first; per_page (≤100), cursor, order_by, expand, fields',
    handler: async ({ db, user, params, query, deps }) => listV1WorkItems(db, params.slug, params.projectId, user.id, { kind: 'project', archived: false }, query, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'apiKey',
    params: projectParamsSchema,
    body: v1WorkItemCreateSchema,
    response: { 201: v1WorkItemSchema },
    tags,
    summary: 'Create a work item (project admins and members): state, labels, assignees, parent, estimate_point, module must be the project\'s (else 400)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const item = await createV1WorkItem(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return item;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/:workItemId/`,
    auth: 'apiKey',
    params: v1ItemParamsSchema,
    query: v1ReadQuerySchema,
    response: { 200: v1WorkItemSchema },
    tags,
    summary: 'A work item; ?expand=state,labels,assignees,project,module swaps ids for objects, ?fields= keeps only those',
    handler: async ({ db, user, params, query }) => retrieveV1WorkItem(db, params.slug, params.projectId, user.id, params.workItemId, query),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:workItemId/`,
    auth: 'apiKey',
    params: v1ItemParamsSchema,
    body: v1WorkItemUpdateSchema,
    response: { 200: v1WorkItemSchema },
    tags,
    summary: 'Update a work item (project admins and members); `module` adds it to that module',
    handler: async ({ db, user, params, body, deps }) => updateV1WorkItem(db, params.slug, params.projectId, user.id, params.workItemId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:workItemId/`,
    auth: 'apiKey',
    params: v1ItemParamsSchema,
    tags,
    summary: 'Delete a work item (project admins any, members their own); 204',
    handler: async ({ db, user, params, deps }) => deleteWorkItem(db, params.slug, params.projectId, user.id, params.workItemId, 'issues', deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/:workItemId/archive/`,
    auth: 'apiKey',
    params: v1ItemParamsSchema,
    tags,
    summary: 'Archive a work item in a completed or cancelled state (admins and members; else 400 ARCHIVE_STATE); 204',
    handler: async ({ db, user, params, deps }) => {
      await archiveWorkItem(db, params.slug, params.projectId, user.id, params.workItemId, 'issues', deps.now());
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:workItemId/unarchive/`,
    auth: 'apiKey',
    params: v1ItemParamsSchema,
    tags,
    summary: 'Restore an archived work item (admins and members; 404 when it is not archived); 204',
    handler: async ({ db, user, params, deps }) => {
      await restoreWorkItem(db, params.slug, params.projectId, user.id, params.workItemId, 'issues', deps.now());
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${project}/archived-${seg}/`,
    auth: 'apiKey',
    params: projectParamsSchema,
    query: v1WorkItemListQuerySchema,
    response: { 200: v1WorkItemPageSchema },
    tags,
    summary: 'Archived work items of the project, paged as the live list',
    handler: async ({ db, user, params, query, deps }) => listV1WorkItems(db, params.slug, params.projectId, user.id, { kind: 'project', archived: true }, query, deps.now()),
  });
}
