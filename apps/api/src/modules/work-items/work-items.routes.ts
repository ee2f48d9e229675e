import {
  anyWorkItemPageSchema,
  slugParamsSchema,
  WORK_ITEM_SERVICE_TYPES,
  workItemCreateSchema,
  workItemDetailSchema,
  workItemIdsQuerySchema,
  workItemListFilterQuerySchema,
  workItemListQuerySchema,
  workItemMetaSchema,
  workItemPageSchema,
  workItemRetrieveQuerySchema,
  workItemSchema,
  workItemUpdateSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { listProjectWorkItems } from '../work-item-lists/work-item-lists.handlers';
import { projectParamsSchema } from '../projects/projects.schemas';
import { registerWorkItemExtrasRoutes } from './work-items-extras.routes';
import { archiveResponseSchema, itemParamsSchema } from './work-items.schemas';
import { archiveWorkItem, restoreWorkItem, retrieveArchivedWorkItem } from './work-items-lifecycle.handlers';
import {
  createWorkItem,
  deleteWorkItem,
  listWorkItemPage,
  listWorkItemsByIds,
  patchWorkItem,
  retrieveByIdentifier,
  retrieveWorkItem,
  workItemMeta,
} from './work-items.handlers';

const tags = ['work-items'];
const base = '/api/workspaces/:slug/projects/:projectId';

/** Work items (issues and epics): CRUD, identifier lookup, meta, sub-issues, archive, deleted, drafts, subscriptions, description versions, display properties, dates, bulk calls. */
export function registerWorkItemsRoutes(app: FastifyInstance): void {
  for (const type of WORK_ITEM_SERVICE_TYPES) {
    const what = type === 'epics' ? 'epics' : 'work items (not epics)';
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${type}/`,
      auth: 'session',
      params: projectParamsSchema,
      query: workItemListFilterQuerySchema,
      response: { 200: anyWorkItemPageSchema },
      tags,
      summary: `Live ${what} of the project (guests may see only their own): filters, group_by / sub_group_by, order_by (default -created_at), cursor perPage:pageIndex:offset (per_page default 50)`,
      handler: async ({ db, user, params, query, deps }) => listProjectWorkItems(db, params.slug, params.projectId, user.id, query, 'active', type, deps.now()),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${type}/list/`,
      auth: 'session',
      params: projectParamsSchema,
      query: workItemIdsQuerySchema,
      response: { 200: z.array(workItemSchema) },
      tags,
      summary: `The project's ${what} among ?issues=id1,id2 (others are left out)`,
      handler: async ({ db, user, params, query }) => listWorkItemsByIds(db, params.slug, params.projectId, user.id, query.issues, type),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${type}/`,
      auth: 'session',
      params: projectParamsSchema,
      body: workItemCreateSchema,
      response: { 201: workItemSchema },
      tags,
      summary: `Create one of the ${what} (project admins and members); every referenced id must be the project's`,
      handler: async ({ db, user, params, body, reply, deps }) => {
        const item = await createWorkItem(db, params.slug, params.projectId, user.id, body, type, deps.now());
        reply.code(201);
        return item;
      },
    });
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${type}/:issueId/`,
      auth: 'session',
      params: itemParamsSchema,
      query: workItemRetrieveQuerySchema,
      response: { 200: workItemDetailSchema },
      tags,
      summary: `One of the ${what} with ?expand=issue_reactions,issue_attachments,issue_link,parent,issue_relation,issue_related`,
      handler: async ({ db, user, params, query }) => retrieveWorkItem(db, params.slug, params.projectId, user.id, params.issueId, type, query.expand),
    });
    defineRoute(app, {
      method: 'PATCH',
      url: `${base}/${type}/:issueId/`,
      auth: 'session',
      params: itemParamsSchema,
      body: workItemUpdateSchema,
      response: { 200: workItemSchema },
      tags,
      summary: `Update one of the ${what} (project admins and members); one activity row per changed field`,
      handler: async ({ db, user, params, body, deps }) => patchWorkItem(db, params.slug, params.projectId, user.id, params.issueId, body, type, deps.now()),
    });
    defineRoute(app, {
      method: 'DELETE',
      url: `${base}/${type}/:issueId/`,
      auth: 'session',
      params: itemParamsSchema,
      tags,
      summary: `Soft-delete one of the ${what} (project admins any, members only their own)`,
      handler: async ({ db, user, params, deps }) => deleteWorkItem(db, params.slug, params.projectId, user.id, params.issueId, type, deps.now()),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${type}/:issueId/archive/`,
      auth: 'session',
      params: itemParamsSchema,
      response: { 200: archiveResponseSchema },
      tags,
      summary: `Archive one of the ${what} (writers; only in a completed or cancelled state, else 400 ARCHIVE_STATE)`,
      handler: async ({ db, user, params, deps }) => archiveWorkItem(db, params.slug, params.projectId, user.id, params.issueId, type, deps.now()),
    });
    defineRoute(app, {
      method: 'DELETE',
      url: `${base}/${type}/:issueId/archive/`,
      auth: 'session',
      params: itemParamsSchema,
      response: { 200: workItemSchema },
      tags,
      summary: `Restore an archived one of the ${what} (writers)`,
      handler: async ({ db, user, params, deps }) => restoreWorkItem(db, params.slug, params.projectId, user.id, params.issueId, type, deps.now()),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${type}/:issueId/archive/`,
      auth: 'session',
      params: itemParamsSchema,
      response: { 200: workItemSchema },
      tags,
      summary: `An archived one of the ${what} (404 when not archived)`,
      handler: async ({ db, user, params }) => retrieveArchivedWorkItem(db, params.slug, params.projectId, user.id, params.issueId, type),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${base}/archived-issues/`,
    auth: 'session',
    params: projectParamsSchema,
    query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema },
    tags,
    summary: 'Archived work items (not epics) of the project: the list query of issues/ (filters, grouping, order, cursor)',
    handler: async ({ db, user, params, query, deps }) => listProjectWorkItems(db, params.slug, params.projectId, user.id, query, 'archived', 'issues', deps.now()),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/deleted-issues/`,
    auth: 'session',
    params: projectParamsSchema,
    query: workItemListQuerySchema,
    response: { 200: workItemPageSchema },
    tags,
    summary: 'Soft-deleted work items of the project, newest first, paginated (project admins and members)',
    handler: async ({ db, user, params, query }) => listWorkItemPage(db, params.slug, params.projectId, user.id, query, 'deleted'),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/issues/:issueId/meta/`,
    auth: 'session',
    params: itemParamsSchema,
    response: { 200: workItemMetaSchema },
    tags,
    summary: 'The smallest description of a work item or epic: id, sequence_id, project_identifier, name, is_epic',
    handler: async ({ db, user, params }) => workItemMeta(db, params.slug, params.projectId, user.id, params.issueId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/work-items/:key/',
    auth: 'session',
    params: slugParamsSchema.extend({ key: z.string().max(30) }),
    query: workItemRetrieveQuerySchema,
    response: { 200: workItemDetailSchema },
    tags,
    summary: 'A work item by its human identifier IDENT-seq (identifier in any case); 404 unless the caller can see it',
    handler: async ({ db, user, params, query }) => retrieveByIdentifier(db, params.slug, user.id, params.key, query.expand),
  });

  registerWorkItemExtrasRoutes(app);
}
