import { timeLogCreateSchema, timeLogSchema, timeLogSummaryQuerySchema, timeLogSummarySchema, timeLogTotalsSchema, timeLogUpdateSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import {
  createWorkItemTimeLog, listWorkItemTimeLogs, patchWorkItemTimeLog, projectTimeLogSummary, removeWorkItemTimeLog, workItemTimeTotals,
} from './time-logs.handlers';

const tags = ['time-tracking'];
const itemParams = projectParamsSchema.extend({ id: uuidSchema });
const logParams = itemParams.extend({ logId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/issues/:id';
const target = (p: z.infer<typeof itemParams>) => ({ slug: p.slug, projectId: p.projectId, workItemId: p.id });
const who = 'project admins and members; 403 for guests and when the project has time tracking off';

/** Time tracking (issue 17): a work item's time logs and totals, and a project's summary. */
export function registerTimeLogsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/worklogs/`,
    auth: 'session',
    params: itemParams,
    response: { 200: z.array(timeLogSchema) },
    tags,
    summary: `Time logged on a work item, newest day first, with who logged it (${who})`,
    handler: async ({ db, user, params }) => listWorkItemTimeLogs(db, target(params), user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/worklogs/`,
    auth: 'session',
    params: itemParams,
    body: timeLogCreateSchema,
    response: { 201: timeLogSchema },
    tags,
    summary: `Log time on a work item: minutes (1..1440) or hours + minutes, a day (default today, at most tomorrow) and a note (${who})`,
    handler: async ({ db, user, params, body, reply, deps }) => {
      const log = await createWorkItemTimeLog(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return log;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/worklogs/:logId/`,
    auth: 'session',
    params: logParams,
    body: timeLogUpdateSchema,
    response: { 200: timeLogSchema },
    tags,
    summary: `Edit a time log (its logger or a project admin; ${who})`,
    handler: async ({ db, user, params, body, deps }) => patchWorkItemTimeLog(db, target(params), user.id, params.logId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/worklogs/:logId/`,
    auth: 'session',
    params: logParams,
    tags,
    summary: `Delete a time log (its logger or a project admin; ${who})`,
    handler: async ({ db, user, params, deps }) => removeWorkItemTimeLog(db, target(params), user.id, params.logId, deps.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/total-worklogs/`,
    auth: 'session',
    params: itemParams,
    response: { 200: timeLogTotalsSchema },
    tags,
    summary: `Total time logged on a work item and its split per member (${who})`,
    handler: async ({ db, user, params }) => workItemTimeTotals(db, target(params), user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/time-logs/summary/',
    auth: 'session',
    params: projectParamsSchema,
    query: timeLogSummaryQuerySchema,
    response: { 200: timeLogSummarySchema },
    tags,
    summary: `Time logged in a project per member and per item (largest 100), filtered by cycle_id, module_id, user_id and from/to days (${who})`,
    handler: async ({ db, user, params, query }) => projectTimeLogSummary(db, params.slug, params.projectId, user.id, query),
  });
}
