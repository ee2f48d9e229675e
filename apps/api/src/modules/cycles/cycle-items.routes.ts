import {
  anyWorkItemPageSchema, cycleProgressSchema, cycleTransferResultSchema, cycleTransferSchema, listUserPropertiesSchema, listUserPropertiesUpdateSchema,
  planningAnalyticsQuerySchema, planningAnalyticsSchema, planningCountsSchema, planningItemsAddSchema, uuidSchema, workItemListFilterQuerySchema,
  workItemSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { addCycleWorkItems, listCycleWorkItems, removeCycleWorkItem, transferCycleWorkItems } from './cycle-items.handlers';
import { getCycleAnalytics, getCycleBothAnalytics, getCycleListProperties, getCycleProgress, patchCycleListProperties } from './cycle-stats.handlers';
import { CYCLE_TAGS as tags, cycleParamsSchema } from './cycles.schemas';

const base = '/api/workspaces/:slug/projects/:projectId/cycles/:cycleId';

/** A cycle's work items (list, add, remove, transfer), its charts and the caller's list settings of it. */
export function registerCycleItemsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/cycle-issues/`, auth: 'session', params: cycleParamsSchema, query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema }, tags,
    summary: "The cycle's work items, with the project list's filters, grouping, order and paging (any project role)",
    handler: async ({ db, user, params, query, deps }) => listCycleWorkItems(db, params.slug, params.projectId, user.id, params.cycleId, query, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/cycle-issues/`, auth: 'session', params: cycleParamsSchema, body: planningItemsAddSchema,
    response: { 200: z.array(workItemSchema) }, tags,
    summary: 'Move work items of this project into the cycle (admins and members; any foreign id → 400, nothing changed); answers the items',
    handler: async ({ db, user, params, body, deps }) => addCycleWorkItems(db, params.slug, params.projectId, user.id, params.cycleId, body.issues, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/cycle-issues/:issueId/`, auth: 'session', params: cycleParamsSchema.extend({ issueId: uuidSchema }), tags,
    summary: 'Take a work item out of the cycle (admins and members; 404 unless it is in this cycle)',
    handler: async ({ db, user, params, deps }) => removeCycleWorkItem(db, params.slug, params.projectId, user.id, params.cycleId, params.issueId, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/transfer-issues/`, auth: 'session', params: cycleParamsSchema, body: cycleTransferSchema,
    response: { 200: cycleTransferResultSchema }, tags,
    summary: 'Move the unfinished work items of a completed cycle to another cycle that has not ended (admins and members)',
    handler: async ({ db, user, params, body, deps }) => transferCycleWorkItems(db, params.slug, params.projectId, user.id, params.cycleId, body.new_cycle_id, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/analytics/`, auth: 'session', params: cycleParamsSchema, query: planningAnalyticsQuerySchema,
    response: { 200: planningAnalyticsSchema }, tags,
    summary: 'Burndown (ideal and actual per day) and distribution by state group, assignee and label, in points (default) or work items',
    handler: async ({ db, user, params, query, deps }) => getCycleAnalytics(db, params.slug, params.projectId, user.id, params.cycleId, query.type, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/progress/`, auth: 'session', params: cycleParamsSchema, response: { 200: planningCountsSchema }, tags,
    summary: "The cycle's work items and estimate points by state group",
    handler: async ({ db, user, params }) => getCycleProgress(db, params.slug, params.projectId, user.id, params.cycleId),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/cycle-progress/`, auth: 'session', params: cycleParamsSchema, response: { 200: cycleProgressSchema }, tags,
    summary: 'The analytics in points and in work items at once (the sidebar switches plot type without a request)',
    handler: async ({ db, user, params, deps }) => getCycleBothAnalytics(db, params.slug, params.projectId, user.id, params.cycleId, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/user-properties/`, auth: 'session', params: cycleParamsSchema, response: { 200: listUserPropertiesSchema }, tags,
    summary: "The caller's list settings for the cycle (filters, display_filters, display_properties), defaults filled in (layout list)",
    handler: async ({ db, user, params }) => getCycleListProperties(db, params.slug, params.projectId, user.id, params.cycleId),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/user-properties/`, auth: 'session', params: cycleParamsSchema, body: listUserPropertiesUpdateSchema,
    response: { 200: listUserPropertiesSchema }, tags,
    summary: "Merges the given parts key by key into the caller's list settings for the cycle (any project role); answers the whole",
    handler: async ({ db, user, params, body, deps }) => patchCycleListProperties(db, params.slug, params.projectId, user.id, params.cycleId, body, deps.now()),
  });
}
