import { moduleCreateSchema, modulePutSchema, moduleSchema, moduleUpdateSchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { registerModuleDetailRoutes } from './module-detail.routes';
import { createModule, listProjectModules, listWorkspaceModules, removeModule, retrieveModule, updateModuleFields } from './modules.handlers';
import { moduleParamsSchema, PROJECT_BASE } from './modules.schemas';

const tags = ['modules'];
const base = `${PROJECT_BASE}/modules`;

/** Modules (issue 13): CRUD here; items, links, archive, favorites, stats and list settings in module-detail.routes.ts. */
export function registerModulesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/modules/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: z.array(moduleSchema) },
    tags,
    summary: 'Modules (not archived) of every live project the caller has a role in, with counts, members and links',
    handler: async ({ db, user, params }) => listWorkspaceModules(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: z.array(moduleSchema) },
    tags,
    summary: 'Modules of the project that are not archived, with item counts by state group, members, links and is_favorite (any project role)',
    handler: async ({ db, user, params }) => listProjectModules(db, params, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    body: moduleCreateSchema,
    response: { 201: moduleSchema },
    tags,
    summary: 'Create a module (project admins and members; 400 MODULES_OFF when module_view is off; lead and members must be project members)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const module = await createModule(db, params, user.id, body, deps.now());
      reply.code(201);
      return module;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:moduleId/`,
    auth: 'session',
    params: moduleParamsSchema,
    response: { 200: moduleSchema },
    tags,
    summary: 'A module, archived or not (any project role)',
    handler: async ({ db, user, params }) => retrieveModule(db, params, user.id, params.moduleId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/:moduleId/`,
    auth: 'session',
    params: moduleParamsSchema,
    body: modulePutSchema,
    response: { 200: moduleSchema },
    tags,
    summary: 'Update a module with name required (project admins and members; 400 MODULE_ARCHIVED on an archived module)',
    handler: async ({ db, user, params, body, deps }) => updateModuleFields(db, params, user.id, params.moduleId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:moduleId/`,
    auth: 'session',
    params: moduleParamsSchema,
    body: moduleUpdateSchema,
    response: { 200: moduleSchema },
    tags,
    summary: 'Update some fields of a module (project admins and members; 400 MODULE_ARCHIVED on an archived module)',
    handler: async ({ db, user, params, body, deps }) => updateModuleFields(db, params, user.id, params.moduleId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:moduleId/`,
    auth: 'session',
    params: moduleParamsSchema,
    tags,
    summary: 'Delete a module (project admins and its creator): its work items are taken out first, favorites and list settings removed',
    handler: async ({ db, user, params, deps }) => removeModule(db, params, user.id, params.moduleId, deps.now()),
  });

  registerModuleDetailRoutes(app);
}
