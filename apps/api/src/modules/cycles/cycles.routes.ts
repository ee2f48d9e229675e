import {
  activeCyclesPageSchema, activeCyclesQuerySchema, cycleArchiveResultSchema, cycleCreateSchema, cycleDateCheckResultSchema, cycleDateCheckSchema,
  cycleFavoriteCreateSchema, cycleFavoriteSchema, cycleSchema, cycleUpdateSchema, slugParamsSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { archiveCycle, favoriteCycle, getArchivedCycle, listArchivedCycles, restoreCycle, unfavoriteCycle } from './cycle-archive.handlers';
import { registerCycleItemsRoutes } from './cycle-items.routes';
import { checkDates, createCycle, getCycle, listProjectCycles, patchCycle, removeCycle } from './cycles.handlers';
import { listActiveCycles, listWorkspaceCycles } from './cycles-workspace.handlers';
import { CYCLE_TAGS, cycleParamsSchema } from './cycles.schemas';

const tags = CYCLE_TAGS;
const base = '/api/workspaces/:slug/projects/:projectId';
const cycleList = z.array(cycleSchema);

/** Cycles (issue 13): CRUD, date check, archive and restore, favorites, workspace and active lists; items and charts in cycle-items.routes.ts. */
export function registerCyclesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/cycles/`, auth: 'session', params: projectParamsSchema, response: { 200: cycleList }, tags,
    summary: "The project's cycles that are not archived, with counts, status (from the dates, on the server's day) and is_favorite (any project role)",
    handler: async ({ db, user, params, deps }) => listProjectCycles(db, params.slug, params.projectId, user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/`, auth: 'session', params: projectParamsSchema, body: cycleCreateSchema, response: { 201: cycleSchema }, tags,
    summary: 'Create a cycle: both dates or neither, start ≤ end, no day shared with another cycle (admins and members; cycles on)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const cycle = await createCycle(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return cycle;
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/date-check/`, auth: 'session', params: projectParamsSchema, body: cycleDateCheckSchema,
    response: { 200: cycleDateCheckResultSchema }, tags,
    summary: 'Whether the dates are free: status false when they share a day with another cycle of the project (cycle_id: the one being edited)',
    handler: async ({ db, user, params, body }) => checkDates(db, params.slug, params.projectId, user.id, body),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/cycles/:cycleId/`, auth: 'session', params: cycleParamsSchema, response: { 200: cycleSchema }, tags,
    summary: 'One cycle, archived or not (any project role)',
    handler: async ({ db, user, params, deps }) => getCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/cycles/:cycleId/`, auth: 'session', params: cycleParamsSchema, body: cycleUpdateSchema, response: { 200: cycleSchema }, tags,
    summary: 'Edit a cycle that is not archived; new dates are checked again (admins and members)',
    handler: async ({ db, user, params, body, deps }) => patchCycle(db, params.slug, params.projectId, user.id, params.cycleId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/cycles/:cycleId/`, auth: 'session', params: cycleParamsSchema, tags,
    summary: 'Delete a cycle; its work items leave it first (project admins and its creator)',
    handler: async ({ db, user, params, deps }) => removeCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/:cycleId/archive/`, auth: 'session', params: cycleParamsSchema, response: { 200: cycleArchiveResultSchema }, tags,
    summary: "Archive a completed cycle; every user's favorite of it is removed (admins and members)",
    handler: async ({ db, user, params, deps }) => archiveCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/cycles/:cycleId/archive/`, auth: 'session', params: cycleParamsSchema, tags,
    summary: 'Restore an archived cycle (admins and members)',
    handler: async ({ db, user, params, deps }) => restoreCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/archived-cycles/`, auth: 'session', params: projectParamsSchema, response: { 200: cycleList }, tags,
    summary: "The project's archived cycles (any project role)",
    handler: async ({ db, user, params, deps }) => listArchivedCycles(db, params.slug, params.projectId, user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/archived-cycles/:cycleId/`, auth: 'session', params: cycleParamsSchema, response: { 200: cycleSchema }, tags,
    summary: 'One archived cycle (404 when it is not archived)',
    handler: async ({ db, user, params, deps }) => getArchivedCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST', url: `${base}/user-favorite-cycles/`, auth: 'session', params: projectParamsSchema, body: cycleFavoriteCreateSchema,
    response: { 201: cycleFavoriteSchema }, tags,
    summary: "Add a cycle to the caller's favorites (any project role; not an archived cycle; idempotent)",
    handler: async ({ db, user, params, body, reply, deps }) => {
      const favorite = await favoriteCycle(db, params.slug, params.projectId, user.id, body.cycle, deps.now());
      reply.code(201);
      return favorite;
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/user-favorite-cycles/:cycleId/`, auth: 'session', params: cycleParamsSchema, tags,
    summary: "Remove a cycle from the caller's favorites",
    handler: async ({ db, user, params }) => unfavoriteCycle(db, params.slug, params.projectId, user.id, params.cycleId),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/cycles/', auth: 'session', params: slugParamsSchema, response: { 200: cycleList }, tags,
    summary: 'Cycles (not archived) of every project the caller can see, with counts',
    handler: async ({ db, user, params, deps }) => listWorkspaceCycles(db, params.slug, user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/active-cycles/', auth: 'session', params: slugParamsSchema, query: activeCyclesQuerySchema,
    response: { 200: activeCyclesPageSchema }, tags,
    summary: 'Current cycles of the projects the caller can see that have cycles on, by project name then start date (cursor perPage:page:0)',
    handler: async ({ db, user, params, query, deps }) => listActiveCycles(db, params.slug, user.id, query, deps.now()),
  });

  registerCycleItemsRoutes(app);
}
