import { API_V1_PREFIX, type Cycle, type CycleUpdate } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { archiveCycle, listArchivedCycles, restoreCycle } from '../../cycles/cycle-archive.handlers';
import { addCycleWorkItems, removeCycleWorkItem, transferCycleWorkItems } from '../../cycles/cycle-items.handlers';
import { createCycle, getCycle, listProjectCycles, patchCycle, removeCycle } from '../../cycles/cycles.handlers';
import { csvParam, pickFields } from '../v1-fields';
import { v1EnvelopeOfArray, v1ReadQuerySchema, type V1ListQuery } from '../v1-pagination';
import { V1_TAGS as tags } from '../v1-tags';
import { presentV1Cycle, presentV1CycleItem, presentV1CycleLite } from './cycles.v1.presenter';
import {
  v1CycleCreateSchema,
  v1CycleItemParamsSchema,
  v1CycleListQuerySchema,
  v1CycleParamsSchema,
  v1CycleUpdateSchema,
  v1ItemsAddSchema,
  v1LiteListQuerySchema,
  v1ObjectSchema,
  v1PageSchema,
  v1ProjectParamsSchema,
  v1TransferSchema,
  type V1_CYCLE_VIEWS,
} from './planning.v1.schemas';

const base = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId`;

/** A v1 cycle body → the app's cycle fields (only the keys sent; description null → empty). */
function appCycleFields(body: z.infer<typeof v1CycleUpdateSchema>): CycleUpdate {
  const out: CycleUpdate = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.description !== undefined) out.description = body.description ?? '';
  if (body.start_date !== undefined) out.start_date = body.start_date;
  if (body.end_date !== undefined) out.end_date = body.end_date;
  if (body.owned_by !== undefined) out.owned_by_id = body.owned_by;
  if (body.sort_order !== undefined) out.sort_order = body.sort_order;
  return out;
}

/** The seed's cycle_view filter on cycles whose status the app computed on the server's day. */
function inView(cycle: Cycle, view: (typeof V1_CYCLE_VIEWS)[number] | undefined): boolean {
  if (!view || view === 'all') return true;
  if (view === 'incomplete') return cycle.status !== 'completed';
  return cycle.status === view;
}

/** One page of presented cycles, each trimmed to `fields`. */
function cyclePage(cycles: Cycle[], query: V1ListQuery, present: (c: Cycle) => Record<string, unknown>) {
  return v1EnvelopeOfArray(cycles.map((c) => pickFields(present(c), query.fields)), query);
}

/** Public API v1 cycles: CRUD, lite list, archive, items and transfer, through the app's cycle handlers and rules. */
export function registerV1CycleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/cycles/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1CycleListQuerySchema, response: { 200: v1PageSchema }, tags,
    summary: 'v1: the project\'s cycles that are not archived (cycle_view all|current|upcoming|completed|draft|incomplete), paged; any project role',
    handler: async ({ db, user, params, query, deps }) => {
      const cycles = await listProjectCycles(db, params.slug, params.projectId, user.id, deps.now());
      return cyclePage(cycles.filter((c) => inView(c, query.cycle_view)), query, presentV1Cycle);
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/cycles-lite/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1LiteListQuerySchema, response: { 200: v1PageSchema }, tags,
    summary: 'v1: the project\'s cycles in short (id, name, dates, status) for pickers; status filters (current, upcoming, completed, draft)',
    handler: async ({ db, user, params, query, deps }) => {
      const statuses = csvParam(query.status);
      const cycles = await listProjectCycles(db, params.slug, params.projectId, user.id, deps.now());
      return cyclePage(statuses.length ? cycles.filter((c) => statuses.includes(c.status)) : cycles, query, presentV1CycleLite);
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/`, auth: 'apiKey', params: v1ProjectParamsSchema, body: v1CycleCreateSchema, response: { 201: v1ObjectSchema }, tags,
    summary: 'v1: create a cycle (both dates or neither, no day shared with another cycle; owned_by defaults to the caller); admins and members',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const cycle = await createCycle(db, params.slug, params.projectId, user.id, { ...appCycleFields(body), name: body.name }, deps.now());
      reply.code(201);
      return presentV1Cycle(cycle);
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/cycles/:cycleId/`, auth: 'apiKey', params: v1CycleParamsSchema, query: v1ReadQuerySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'v1: one cycle, archived or not (any project role); fields trims the answer',
    handler: async ({ db, user, params, query, deps }) =>
      pickFields(presentV1Cycle(await getCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now())), query.fields),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/cycles/:cycleId/`, auth: 'apiKey', params: v1CycleParamsSchema, body: v1CycleUpdateSchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'v1: edit a cycle that is not archived; new dates are checked again (admins and members)',
    handler: async ({ db, user, params, body, deps }) =>
      presentV1Cycle(await patchCycle(db, params.slug, params.projectId, user.id, params.cycleId, appCycleFields(body), deps.now())),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/cycles/:cycleId/`, auth: 'apiKey', params: v1CycleParamsSchema, tags,
    summary: 'v1: delete a cycle; its work items leave it first (project admins and its creator)',
    handler: async ({ db, user, params, deps }) => removeCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/archived-cycles/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1CycleListQuerySchema.omit({ cycle_view: true }),
    response: { 200: v1PageSchema }, tags,
    summary: "v1: the project's archived cycles, paged (any project role)",
    handler: async ({ db, user, params, query, deps }) => cyclePage(await listArchivedCycles(db, params.slug, params.projectId, user.id, deps.now()), query, presentV1Cycle),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/:cycleId/archive/`, auth: 'apiKey', params: v1CycleParamsSchema, tags,
    summary: 'v1: archive a completed cycle (admins and members); 204',
    handler: async ({ db, user, params, deps }) => {
      await archiveCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now());
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/archived-cycles/:cycleId/unarchive/`, auth: 'apiKey', params: v1CycleParamsSchema, tags,
    summary: 'v1: restore an archived cycle (admins and members); 204',
    handler: async ({ db, user, params, deps }) => restoreCycle(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/:cycleId/cycle-issues/`, auth: 'apiKey', params: v1CycleParamsSchema, body: v1ItemsAddSchema,
    response: { 201: z.array(v1ObjectSchema) }, tags,
    summary: 'v1: move work items of this project into the cycle ({issues: [ids]}; any foreign id → 400 and nothing changes); admins and members',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const items = await addCycleWorkItems(db, params.slug, params.projectId, user.id, params.cycleId, body.issues, deps.now());
      reply.code(201);
      return items.map((item) => presentV1CycleItem(item, params.cycleId));
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/cycles/:cycleId/cycle-issues/:issueId/`, auth: 'apiKey', params: v1CycleItemParamsSchema, tags,
    summary: 'v1: take a work item out of the cycle (404 unless it is in this cycle); admins and members',
    handler: async ({ db, user, params, deps }) => removeCycleWorkItem(db, params.slug, params.projectId, user.id, params.cycleId, params.issueId, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/cycles/:cycleId/transfer-issues/`, auth: 'apiKey', params: v1CycleParamsSchema, body: v1TransferSchema,
    response: { 200: z.object({ message: z.string(), moved: z.number().int() }) }, tags,
    summary: 'v1: move the unfinished work items of a completed cycle to another cycle that has not ended (admins and members)',
    handler: async ({ db, user, params, body, deps }) => {
      const { moved } = await transferCycleWorkItems(db, params.slug, params.projectId, user.id, params.cycleId, body.new_cycle_id, deps.now());
      return { message: 'Success', moved };
    },
  });
}
