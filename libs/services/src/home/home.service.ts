import { apiPaths } from '@cairn/types';
import type {
  Dashboard, HomeWidget, HomeWidgetUpdate, QuickLink, QuickLinkCreate, QuickLinkUpdate, RecentVisit, RecentVisitCreate, RecentVisitEntity, StickiesQuery,
  Sticky, StickyCreate, StickyPage, StickyUpdate,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the home calls (issue 16): stickies, quick links, recent visits, home preferences and the dashboard. */
export function createHomeService(client: ApiClient) {
  return {
    /** GET stickies/ (sort_order descending; cursor, per_page, query). */
    listStickies: (slug: string, query: StickiesQuery = {}) => client.get<StickyPage>(apiPaths.stickies(slug), { searchParams: { ...query } }),
    getSticky: (slug: string, id: string) => client.get<Sticky>(apiPaths.sticky(slug, id)),
    createSticky: (slug: string, body: StickyCreate) => client.post<Sticky>(apiPaths.stickies(slug), body),
    updateSticky: (slug: string, id: string, body: StickyUpdate) => client.patch<Sticky>(apiPaths.sticky(slug, id), body),
    deleteSticky: (slug: string, id: string) => client.delete<void>(apiPaths.sticky(slug, id)),
    listQuickLinks: (slug: string) => client.get<QuickLink[]>(apiPaths.quickLinks(slug)),
    createQuickLink: (slug: string, body: QuickLinkCreate) => client.post<QuickLink>(apiPaths.quickLinks(slug), body),
    updateQuickLink: (slug: string, id: string, body: QuickLinkUpdate) => client.patch<QuickLink>(apiPaths.quickLink(slug, id), body),
    deleteQuickLink: (slug: string, id: string) => client.delete<void>(apiPaths.quickLink(slug, id)),
    /** GET recent-visits/ (newest first; entity_name filters). */
    listRecentVisits: (slug: string, entityName?: RecentVisitEntity) =>
      client.get<RecentVisit[]>(apiPaths.recentVisits(slug), { searchParams: entityName ? { entity_name: entityName } : {} }),
    /** POST recent-visits/: records that the caller opened a work item, page or project. */
    recordVisit: (slug: string, body: RecentVisitCreate) => client.post<void>(apiPaths.recentVisits(slug), body, { keepPrimed: true }),
    /** GET home-preferences/: every widget with is_enabled, sort_order and widget_filters. */
    listHomePreferences: (slug: string) => client.get<HomeWidget[]>(apiPaths.homePreferences(slug)),
    /** PATCH home-preferences/{key}/ (is_enabled, sort_order, widget_filters). */
    updateHomePreference: (slug: string, key: string, body: HomeWidgetUpdate) => client.patch<HomeWidget>(apiPaths.homePreference(slug, key), body),
    /** GET dashboard/?dashboard_type=home. */
    getDashboard: (slug: string) => client.get<Dashboard>(apiPaths.dashboard(slug), { searchParams: { dashboard_type: 'home' } }),
    /** GET dashboard/{id}/?widget_key=…: a widget's data (stats and items). */
    getWidgetData: <T = unknown>(slug: string, dashboardId: string, widgetKey: string, params: Record<string, string> = {}) =>
      client.get<T>(apiPaths.dashboardWidgetData(slug, dashboardId), { searchParams: { widget_key: widgetKey, ...params } }),
    /** PATCH /api/dashboard/{id}/widgets/{widgetId}/ { filters }. */
    updateDashboardWidget: (dashboardId: string, widgetId: string, filters: Record<string, unknown>) =>
      client.patch<HomeWidget>(apiPaths.dashboardWidget(dashboardId, widgetId), { filters }),
  };
}

/** The home calls. */
export type HomeService = ReturnType<typeof createHomeService>;
