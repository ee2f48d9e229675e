import {
  anyWorkItemPageSchema, listUserPropertiesSchema, listUserPropertiesUpdateSchema, moduleArchiveResultSchema, moduleFavoriteCreateSchema,
  moduleFavoriteSchema, moduleLinkCreateSchema, moduleLinkSchema, moduleLinkUpdateSchema, moduleSchema, planningAnalyticsQuerySchema,
  planningAnalyticsSchema, planningCountsSchema, planningItemsAddSchema, workItemListFilterQuerySchema, workItemModulesUpdateSchema,
  workItemSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { itemParamsSchema } from '../work-items/work-items.schemas';
import { archiveModule, favoriteModule, listArchivedModules, restoreModule, retrieveArchivedModule, unfavoriteModule } from './module-archive.handlers';
import { addModuleWorkItems, listModuleWorkItems, removeModuleWorkItem, updateWorkItemModules } from './module-items.handlers';
import { createModuleLink, patchModuleLink, removeModuleLink } from './module-links.handlers';
import { getModuleListProperties, moduleAnalytics, moduleProgress, patchModuleListProperties } from './module-stats.handlers';
import { moduleItemParamsSchema, moduleLinkParamsSchema, moduleParamsSchema, PROJECT_BASE } from './modules.schemas';

const tags = ['modules'];
const one = `${PROJECT_BASE}/modules/:moduleId`;

/** A module's work items (both sides), links, archive and restore, favorites, analytics, progress and list settings. */
export function registerModuleDetailRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${one}/issues/`,
    auth: 'session',
    params: moduleParamsSchema,
    query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema },
    tags,
    summary: "The module's live work items, with the project list's filters, group_by / sub_group_by, order_by and cursor (any project role)",
    handler: async ({ db, user, params, query, deps }) => listModuleWorkItems(db, params, user.id, params.moduleId, query, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${one}/issues/`,
    auth: 'session',
    params: moduleParamsSchema,
    body: planningItemsAddSchema,
    response: { 200: z.array(workItemSchema) },
    tags,
    summary: 'Add live work items of this project to the module (project admins and members; any other id → 400, nothing changed)',
    handler: async ({ db, user, params, body, deps }) => addModuleWorkItems(db, params, user.id, params.moduleId, body.issues, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${one}/issues/:issueId/`,
    auth: 'session',
    params: moduleItemParamsSchema,
    tags,
    summary: 'Take a work item out of the module (project admins and members; 404 when it is not in the module)',
    handler: async ({ db, user, params, deps }) => removeModuleWorkItem(db, params, user.id, params.moduleId, params.issueId, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PROJECT_BASE}/issues/:issueId/modules/`,
    auth: 'session',
    params: itemParamsSchema,
    body: workItemModulesUpdateSchema,
    response: { 200: workItemSchema },
    tags,
    summary: "Add the work item to `modules` and take it out of `removed_modules` (modules of the item's project; project admins and members)",
    handler: async ({ db, user, params, body, deps }) => updateWorkItemModules(db, params, user.id, params.issueId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${one}/module-links/`,
    auth: 'session',
    params: moduleParamsSchema,
    body: moduleLinkCreateSchema,
    response: { 201: moduleLinkSchema },
    tags,
    summary: 'Add a link (http or https) to the module (project admins and members)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const link = await createModuleLink(db, params, user.id, params.moduleId, body, deps.now());
      reply.code(201);
      return link;
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${one}/module-links/:linkId/`,
    auth: 'session',
    params: moduleLinkParamsSchema,
    body: moduleLinkUpdateSchema,
    response: { 200: moduleLinkSchema },
    tags,
    summary: "Edit a module link's title or URL (http or https; project admins and members)",
    handler: async ({ db, user, params, body, deps }) => patchModuleLink(db, params, user.id, params.moduleId, params.linkId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${one}/module-links/:linkId/`,
    auth: 'session',
    params: moduleLinkParamsSchema,
    tags,
    summary: 'Remove a module link (project admins and members)',
    handler: async ({ db, user, params, deps }) => removeModuleLink(db, params, user.id, params.moduleId, params.linkId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${one}/archive/`,
    auth: 'session',
    params: moduleParamsSchema,
    response: { 200: moduleArchiveResultSchema },
    tags,
    summary: 'Archive a module that is not archived (else 400 ALREADY_ARCHIVED); removes it from every favorite list (project admins and members)',
    handler: async ({ db, user, params, deps }) => archiveModule(db, params, user.id, params.moduleId, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${one}/archive/`,
    auth: 'session',
    params: moduleParamsSchema,
    tags,
    summary: 'Restore an archived module (else 400 NOT_ARCHIVED; project admins and members)',
    handler: async ({ db, user, params, deps }) => restoreModule(db, params, user.id, params.moduleId, deps.now()),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PROJECT_BASE}/archived-modules/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: z.array(moduleSchema) },
    tags,
    summary: 'Archived modules of the project (any project role)',
    handler: async ({ db, user, params }) => listArchivedModules(db, params, user.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PROJECT_BASE}/archived-modules/:moduleId/`,
    auth: 'session',
    params: moduleParamsSchema,
    response: { 200: moduleSchema },
    tags,
    summary: 'One archived module (404 when it is not archived; any project role)',
    handler: async ({ db, user, params }) => retrieveArchivedModule(db, params, user.id, params.moduleId),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PROJECT_BASE}/user-favorite-modules/`,
    auth: 'session',
    params: projectParamsSchema,
    body: moduleFavoriteCreateSchema,
    response: { 201: moduleFavoriteSchema },
    tags,
    summary: "Add a module to the caller's favorites (idempotent; 400 for an archived module; any project role)",
    handler: async ({ db, user, params, body, reply, deps }) => {
      const favorite = await favoriteModule(db, params, user.id, body.module, deps.now());
      reply.code(201);
      return favorite;
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PROJECT_BASE}/user-favorite-modules/:moduleId/`,
    auth: 'session',
    params: moduleParamsSchema,
    tags,
    summary: "Remove a module from the caller's favorites (any project role)",
    handler: async ({ db, user, params }) => unfavoriteModule(db, params, user.id, params.moduleId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${one}/analytics/`,
    auth: 'session',
    params: moduleParamsSchema,
    query: planningAnalyticsQuerySchema,
    response: { 200: planningAnalyticsSchema },
    tags,
    summary: 'Burndown from start_date to target_date and distributions by state group, assignee and label; type points (default) or issues',
    handler: async ({ db, user, params, query, deps }) => moduleAnalytics(db, params, user.id, params.moduleId, query.type, deps.now()),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${one}/progress/`,
    auth: 'session',
    params: moduleParamsSchema,
    response: { 200: planningCountsSchema },
    tags,
    summary: "The module's work-item counts by state group, in items and estimate points (any project role)",
    handler: async ({ db, user, params }) => moduleProgress(db, params, user.id, params.moduleId),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${one}/user-properties/`,
    auth: 'session',
    params: moduleParamsSchema,
    response: { 200: listUserPropertiesSchema },
    tags,
    summary: "The caller's list settings for the module's work-item list (filters, display_filters, display_properties), defaults filled in",
    handler: async ({ db, user, params }) => getModuleListProperties(db, params, user.id, params.moduleId),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${one}/user-properties/`,
    auth: 'session',
    params: moduleParamsSchema,
    body: listUserPropertiesUpdateSchema,
    response: { 200: listUserPropertiesSchema },
    tags,
    summary: "Merge the given parts key by key into the caller's list settings for the module (any project role); answers the whole",
    handler: async ({ db, user, params, body, deps }) => patchModuleListProperties(db, params, user.id, params.moduleId, body, deps.now()),
  });
}
