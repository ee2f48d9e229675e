import {
  anyWorkItemPageSchema, listUserPropertiesSchema, listUserPropertiesUpdateSchema, profileListSchema, slugParamsSchema, uuidSchema,
  workItemListFilterQuerySchema, workspaceListViewSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { getProjectListProperties, getWorkspaceListProperties, patchProjectListProperties, patchWorkspaceListProperties } from './user-properties.handlers';
import { listProfileWorkItems, listWorkspaceWorkItems } from './work-item-lists.handlers';

const tags = ['work-item-lists'];
const listHelp =
  'Filters: comma-separated ids/keys (OR within a key, AND across keys); group_by / sub_group_by (each group paged on its own, ' +
  "'None' for items without a value); order_by from the allow-list (400 otherwise); cursor perPage:pageIndex:offset (per_page default 50)";

/** Workspace-wide and profile work-item lists, and the per-user list settings (user-properties/) of projects and workspace views. */
export function registerWorkItemListsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/issues/',
    auth: 'session',
    params: slugParamsSchema,
    query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema },
    tags,
    summary: `Live work items of every project the caller can see (global views; ?project= narrows). ${listHelp}`,
    handler: async ({ db, user, params, query, deps }) => listWorkspaceWorkItems(db, params.slug, user.id, query, deps.now()),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/user-issues/:userId/:list/',
    auth: 'session',
    params: slugParamsSchema.extend({ userId: uuidSchema, list: profileListSchema }),
    query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema },
    tags,
    summary: `A member's assigned, created or subscribed work items among those the caller can see (404 unless the user is a workspace member). ${listHelp}`,
    handler: async ({ db, user, params, query, deps }) => listProfileWorkItems(db, params.slug, user.id, params.userId, params.list, query, deps.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/user-properties/',
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: listUserPropertiesSchema },
    tags,
    summary: "The caller's list settings for the project (filters, display_filters, display_properties, sub_issue_display_properties), defaults filled in",
    handler: async ({ db, user, params }) => getProjectListProperties(db, params.slug, params.projectId, user.id),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/workspaces/:slug/projects/:projectId/user-properties/',
    auth: 'session',
    params: projectParamsSchema,
    body: listUserPropertiesUpdateSchema,
    response: { 200: listUserPropertiesSchema },
    tags,
    summary: "Merges the given parts key by key into the caller's project list settings (every project role); answers the whole",
    handler: async ({ db, user, params, body, deps }) => patchProjectListProperties(db, params.slug, params.projectId, user.id, body, deps.now()),
  });
  const viewParams = slugParamsSchema.extend({ view: workspaceListViewSchema });
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/user-properties/:view/',
    auth: 'session',
    params: viewParams,
    response: { 200: listUserPropertiesSchema },
    tags,
    summary: "The caller's list settings for a workspace view (all-issues, assigned, created, subscribed: spreadsheet by default) or profile list",
    handler: async ({ db, user, params }) => getWorkspaceListProperties(db, params.slug, user.id, params.view),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/workspaces/:slug/user-properties/:view/',
    auth: 'session',
    params: viewParams,
    body: listUserPropertiesUpdateSchema,
    response: { 200: listUserPropertiesSchema },
    tags,
    summary: "Merges the given parts key by key into the caller's settings for a workspace view or profile list; answers the whole",
    handler: async ({ db, user, params, body, deps }) => patchWorkspaceListProperties(db, params.slug, user.id, params.view, body, deps.now()),
  });
}
