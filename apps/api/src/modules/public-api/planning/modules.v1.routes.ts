import { API_V1_PREFIX, type Module, type ModuleUpdate } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { archiveModule, listArchivedModules, restoreModule } from '../../modules/module-archive.handlers';
import { addModuleWorkItems, removeModuleWorkItem } from '../../modules/module-items.handlers';
import { createModule, listProjectModules, removeModule, retrieveModule, updateModuleFields } from '../../modules/modules.handlers';
import { pickFields } from '../v1-fields';
import { v1EnvelopeOfArray, v1ListQuerySchema, v1ReadQuerySchema, type V1ListQuery } from '../v1-pagination';
import { V1_TAGS as tags } from '../v1-tags';
import { presentV1Module, presentV1ModuleItem, presentV1ModuleLite } from './modules.v1.presenter';
import {
  v1ItemsAddSchema,
  v1LiteListQuerySchema,
  v1ModuleCreateSchema,
  v1ModuleItemParamsSchema,
  v1ModuleParamsSchema,
  v1ModuleUpdateSchema,
  v1ObjectSchema,
  v1PageSchema,
  v1ProjectParamsSchema,
} from './planning.v1.schemas';

const base = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId`;

/** A v1 module body → the app's module fields (only the keys sent; lead → lead_id, members → member_ids). */
function appModuleFields(body: z.infer<typeof v1ModuleUpdateSchema>): ModuleUpdate {
  const out: ModuleUpdate = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.description !== undefined) out.description = body.description ?? '';
  if (body.start_date !== undefined) out.start_date = body.start_date;
  if (body.target_date !== undefined) out.target_date = body.target_date;
  if (body.status !== undefined) out.status = body.status;
  if (body.lead !== undefined) out.lead_id = body.lead;
  if (body.members !== undefined) out.member_ids = body.members;
  if (body.sort_order !== undefined) out.sort_order = body.sort_order;
  return out;
}

/** One page of presented modules, each trimmed to `fields`. */
function modulePage(modules: Module[], query: V1ListQuery, present: (m: Module) => Record<string, unknown>) {
  return v1EnvelopeOfArray(modules.map((m) => pickFields(present(m), query.fields)), query);
}

/** Public API v1 modules: CRUD, lite list, archive and items, through the app's module handlers and rules. */
export function registerV1ModuleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/modules/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1ListQuerySchema, response: { 200: v1PageSchema }, tags,
    summary: "v1: the project's modules that are not archived, paged (any project role)",
    handler: async ({ db, user, params, query }) => modulePage(await listProjectModules(db, params, user.id), query, presentV1Module),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/modules-lite/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1LiteListQuerySchema, response: { 200: v1PageSchema }, tags,
    summary: "v1: the project's modules in short (id, name, status) for pickers, paged (any project role)",
    handler: async ({ db, user, params, query }) => modulePage(await listProjectModules(db, params, user.id), query, presentV1ModuleLite),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/modules/`, auth: 'apiKey', params: v1ProjectParamsSchema, body: v1ModuleCreateSchema, response: { 201: v1ObjectSchema }, tags,
    summary: 'v1: create a module (lead and members must be project members; start ≤ target); admins and members, modules on',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const module = await createModule(db, params, user.id, { ...appModuleFields(body), name: body.name }, deps.now());
      reply.code(201);
      return presentV1Module(module);
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/modules/:moduleId/`, auth: 'apiKey', params: v1ModuleParamsSchema, query: v1ReadQuerySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'v1: one module, archived or not (any project role); fields trims the answer',
    handler: async ({ db, user, params, query }) => pickFields(presentV1Module(await retrieveModule(db, params, user.id, params.moduleId)), query.fields),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/modules/:moduleId/`, auth: 'apiKey', params: v1ModuleParamsSchema, body: v1ModuleUpdateSchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'v1: edit a module that is not archived (admins and members); members replaces the whole set',
    handler: async ({ db, user, params, body, deps }) => presentV1Module(await updateModuleFields(db, params, user.id, params.moduleId, appModuleFields(body), deps.now())),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/modules/:moduleId/`, auth: 'apiKey', params: v1ModuleParamsSchema, tags,
    summary: 'v1: delete a module; its work items leave it first (project admins and its creator)',
    handler: async ({ db, user, params, deps }) => removeModule(db, params, user.id, params.moduleId, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/archived-modules/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1ListQuerySchema, response: { 200: v1PageSchema }, tags,
    summary: "v1: the project's archived modules, paged (any project role)",
    handler: async ({ db, user, params, query }) => modulePage(await listArchivedModules(db, params, user.id), query, presentV1Module),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/modules/:moduleId/archive/`, auth: 'apiKey', params: v1ModuleParamsSchema, tags,
    summary: 'v1: archive a module that is not archived (admins and members); 204',
    handler: async ({ db, user, params, deps }) => {
      await archiveModule(db, params, user.id, params.moduleId, deps.now());
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/archived-modules/:moduleId/unarchive/`, auth: 'apiKey', params: v1ModuleParamsSchema, tags,
    summary: 'v1: restore an archived module (admins and members); 204',
    handler: async ({ db, user, params, deps }) => restoreModule(db, params, user.id, params.moduleId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST', url: `${base}/modules/:moduleId/module-issues/`, auth: 'apiKey', params: v1ModuleParamsSchema, body: v1ItemsAddSchema,
    response: { 201: z.array(v1ObjectSchema) }, tags,
    summary: 'v1: add work items of this project to the module ({issues: [ids]}; any foreign id → 400 and nothing changes); admins and members',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const items = await addModuleWorkItems(db, params, user.id, params.moduleId, body.issues, deps.now());
      reply.code(201);
      return items.map((item) => presentV1ModuleItem(item, params.moduleId));
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/modules/:moduleId/module-issues/:issueId/`, auth: 'apiKey', params: v1ModuleItemParamsSchema, tags,
    summary: 'v1: take a work item out of the module (404 unless it is in it); admins and members',
    handler: async ({ db, user, params, deps }) => removeModuleWorkItem(db, params, user.id, params.moduleId, params.issueId, deps.now()),
  });
}
