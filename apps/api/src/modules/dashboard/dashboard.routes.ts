import { dashboardSchema, dashboardWidgetDataQuerySchema, homeWidgetSchema, homeWidgetUpdateSchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { getHomeDashboard, getWidgetData, listHomePreferences, patchDashboardWidget, patchHomePreference } from './dashboard.handlers';
import {
  DASHBOARD_TAGS as tags, dashboardParamsSchema, dashboardQuerySchema, dashboardWidgetDataSchema, dashboardWidgetParamsSchema, homePreferenceParamsSchema,
  homeWidgetListSchema,
} from './dashboard.schemas';

/** The caller's home dashboard and its widgets: home-preferences/ (by key) and the dashboard calls (every member, guests too). */
export function registerDashboardRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/home-preferences/', auth: 'session', params: slugParamsSchema, response: { 200: homeWidgetListSchema }, tags,
    summary: "The caller's home widgets by sort_order (created on the first read: quick_links, recents, my_stickies, your_work, recent_activity; 10000 step, all enabled)",
    handler: async ({ db, user, params, deps }) => listHomePreferences(db, params.slug, user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/workspaces/:slug/home-preferences/:widgetKey/', auth: 'session', params: homePreferenceParamsSchema, body: homeWidgetUpdateSchema,
    response: { 200: homeWidgetSchema }, tags,
    summary: "Show, hide, reorder or filter one of the caller's widgets by key (is_enabled, sort_order, widget_filters); unknown key → 404 'Widget not found'",
    handler: async ({ db, user, params, body, deps }) => patchHomePreference(db, params.slug, user.id, params.widgetKey, body, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/dashboard/', auth: 'session', params: slugParamsSchema, query: dashboardQuerySchema, response: { 200: dashboardSchema }, tags,
    summary: "The caller's home dashboard (dashboard_type=home) and its widgets, created on the first read",
    handler: async ({ db, user, params, deps }) => getHomeDashboard(db, params.slug, user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/dashboard/:dashboardId/', auth: 'session', params: dashboardParamsSchema, query: dashboardWidgetDataQuerySchema,
    response: { 200: dashboardWidgetDataSchema }, tags,
    summary: "A widget's data (widget_key): your_work counts (assigned, due_soon, overdue, created) and the first 10 items of tab; recent_activity; " +
      "quick_links / recents / my_stickies lists. Another user's dashboard → 404 'Dashboard not found'; unknown key → 404 'Widget not found'",
    handler: async ({ db, user, params, query, deps }) => getWidgetData(db, params.slug, user.id, params.dashboardId, query, deps.now()),
  });
  defineRoute(app, {
    method: 'PATCH', url: '/api/dashboard/:dashboardId/widgets/:widgetId/', auth: 'session', params: dashboardWidgetParamsSchema, body: homeWidgetUpdateSchema,
    response: { 200: homeWidgetSchema }, tags,
    summary: "Store a widget's filters ({ filters }; also is_enabled, sort_order) on one of the caller's dashboards; 404 'Dashboard not found' / 'Widget not found'",
    handler: async ({ db, user, params, body, deps }) => patchDashboardWidget(db, user.id, params.dashboardId, params.widgetId, body, deps.now()),
  });
}
