import { analyticsChartQuerySchema, analyticsChartSchema, analyticsOverviewSchema, analyticsProjectsSchema, analyticsScopeQuerySchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { getAnalyticsChart, getAnalyticsOverview, getAnalyticsProjects } from './analytics.handlers';

const tags = ['analytics'];
const who = 'every workspace member, guests too, over the items their lists show them (guests without guest_view_all_features: their own)';
const scopeHelp = 'duration (default last_30_days), project_ids (comma list, at most 100; one the caller cannot see → 404 Project not found)';

/** Workspace analytics (issue 17): overview, custom chart, per project. Reads only. */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/analytics/overview/', auth: 'session', params: slugParamsSchema, query: analyticsScopeQuerySchema,
    response: { 200: analyticsOverviewSchema }, tags,
    summary: `Totals (work items, open, completed, cancelled, overdue, projects, members, cycles, modules), created vs completed per day / week / month bucket, state groups; ${scopeHelp}; ${who}`,
    handler: async ({ db, user, params, query, deps }) => getAnalyticsOverview(db, params.slug, user.id, query, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/analytics/', auth: 'session', params: slugParamsSchema, query: analyticsChartQuerySchema,
    response: { 200: analyticsChartSchema }, tags,
    summary: `A custom chart: x_axis (a dimension), y_axis (work_item_count or estimate_points), optional segment (≠ x_axis) over the items created in the duration ` +
      `(completed_date: completed in it); ${scopeHelp}; ${who}`,
    handler: async ({ db, user, params, query, deps }) => getAnalyticsChart(db, params.slug, user.id, query, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/analytics/projects/', auth: 'session', params: slugParamsSchema, query: analyticsScopeQuerySchema,
    response: { 200: analyticsProjectsSchema }, tags,
    summary: `One row per project in scope: items by state group, overdue, completed in the duration, members, cycles, modules; ${scopeHelp}; ${who}`,
    handler: async ({ db, user, params, query, deps }) => getAnalyticsProjects(db, params.slug, user.id, query, deps.now()),
  });
}
