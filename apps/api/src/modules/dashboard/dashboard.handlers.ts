import {
  HOME_WIDGET_KEYS, RECENT_ACTIVITY_LIMIT, STICKY_PAGE_SIZE, YOUR_WORK_DUE_SOON_DAYS, YOUR_WORK_ITEMS_LIMIT, YOUR_WORK_TABS,
  type Dashboard, type DashboardWidgetDataQuery, type HomeWidget, type HomeWidgetUpdate, type YourWorkTab,
  API_TEXT,
} from '@cairn/types';
import type { Db, DbOrTx } from '../../data/db';
import {
  createHomeDashboard, findHomeDashboard, listWidgetRows, recentActivityRows, updateWidget, yourWorkCounts, yourWorkItems,
  type DashboardRow, type DashboardWidgetRow, type WidgetPatch,
} from '../../data/repositories/dashboards.repository';
import { badRequest } from '../../http/errors';
import { listQuickLinks } from '../quick-links/quick-links.handlers';
import { listRecentVisits } from '../recent-visits/recent-visits.handlers';
import { listStickies } from '../stickies/stickies.handlers';
import { workspaceListScope } from '../work-item-lists/work-item-lists.access';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';
import { requireOwnDashboard, requireOwnDashboardAnywhere, requireWidget } from './dashboard.policy';
import { presentWidget } from './dashboard.presenter';
import { WIDGET_FILTERS_MAX_CHARS } from './dashboard.schemas';

// The caller's home dashboard (issue 16; work-items spec §3 Dashboard, §7; workspace-pages-account spec §3 Widgets,
// §7 home-preferences/). One storage: dashboards + dashboard_widgets; home-preferences/ is the same rows by key. The
// dashboard is created on the caller's first read, with one widget per HOME_WIDGET_KEYS (10000 step, all enabled).
// Every member (guests too) has their own; another user's dashboard is 'Dashboard not found'. Personal: no events.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's dashboard and its widgets, creating them on the first read (and adding widgets it lacks). */
async function homeDashboard(db: Db, access: WorkspaceAccess, userId: string, now: Date): Promise<{ dashboard: DashboardRow; widgets: DashboardWidgetRow[] }> {
  const found = await findHomeDashboard(db, access.workspace.id, userId);
  if (found) {
    const widgets = await listWidgetRows(db, found.id);
    if (widgets.length >= HOME_WIDGET_KEYS.length) return { dashboard: found, widgets };
  }
  return db.transaction(async (tx) => {
    const dashboard = await createHomeDashboard(tx, access.workspace.id, userId, now);
    return { dashboard, widgets: await listWidgetRows(tx, dashboard.id) };
  });
}

/** GET home-preferences/: every widget by sort_order. */
export async function listHomePreferences(db: Db, slug: string, userId: string, now: Date): Promise<HomeWidget[]> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return (await homeDashboard(db, access, userId, now)).widgets.map(presentWidget);
}

/** GET dashboard/?dashboard_type=home: the dashboard and its widgets. */
export async function getHomeDashboard(db: Db, slug: string, userId: string, now: Date): Promise<Dashboard> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const { dashboard, widgets } = await homeDashboard(db, access, userId, now);
  return { dashboard: { id: dashboard.id, type: dashboard.type }, widgets: widgets.map(presentWidget) };
}

/** What a widget change stores: is_enabled, sort_order, and widget_filters (or `filters`, the dashboard route's name). */
function widgetPatch(body: HomeWidgetUpdate): WidgetPatch {
  const patch: WidgetPatch = {};
  if (body.is_enabled !== undefined) patch.is_enabled = body.is_enabled;
  if (body.sort_order !== undefined) patch.sort_order = body.sort_order;
  const filters = body.filters ?? body.widget_filters;
  if (filters !== undefined) {
    if (JSON.stringify(filters).length > WIDGET_FILTERS_MAX_CHARS) {
      throw badRequest(API_TEXT.widgetFiltersAreTooLarge, { filters: [`At most ${WIDGET_FILTERS_MAX_CHARS} characters of JSON`] });
    }
    patch.widget_filters = filters;
  }
  return patch;
}

/** PATCH home-preferences/{key}/: show, hide, reorder or filter one widget (unknown key → 'Widget not found'). */
export async function patchHomePreference(db: Db, slug: string, userId: string, key: string, body: HomeWidgetUpdate, now: Date): Promise<HomeWidget> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const { dashboard } = await homeDashboard(db, access, userId, now);
  return db.transaction(async (tx) => {
    const widget = await requireWidget(tx, dashboard, { key });
    return presentWidget(await updateWidget(tx, dashboard.id, widget.id, widgetPatch(body), now));
  });
}

/** PATCH /api/dashboard/{id}/widgets/{widgetId}/ { filters } (work-items spec §7): the caller's widget only. */
export async function patchDashboardWidget(db: Db, userId: string, dashboardId: string, widgetId: string, body: HomeWidgetUpdate, now: Date): Promise<HomeWidget> {
  return db.transaction(async (tx) => {
    const dashboard = await requireOwnDashboardAnywhere(tx, userId, dashboardId);
    const widget = await requireWidget(tx, dashboard, { id: widgetId });
    return presentWidget(await updateWidget(tx, dashboard.id, widget.id, widgetPatch(body), now));
  });
}

function isTab(value: unknown): value is YourWorkTab {
  return typeof value === 'string' && (YOUR_WORK_TABS as readonly string[]).includes(value);
}

/** today (UTC) and the last "due soon" day, as dates. */
function yourWorkDays(now: Date) {
  return { today: now.toISOString().slice(0, 10), soonUntil: new Date(now.getTime() + YOUR_WORK_DUE_SOON_DAYS * DAY_MS).toISOString().slice(0, 10) };
}

async function yourWork(h: DbOrTx, access: WorkspaceAccess, userId: string, widget: DashboardWidgetRow, asked: YourWorkTab | undefined, now: Date) {
  const scope = await workspaceListScope(h, access, userId);
  const stored = widget.widget_filters.tab;
  const tab: YourWorkTab = asked ?? (isTab(stored) ? stored : 'assigned');
  const days = yourWorkDays(now);
  const counts = await yourWorkCounts(h, scope, userId, days, now);
  const items = await yourWorkItems(h, scope, userId, tab, days, now, YOUR_WORK_ITEMS_LIMIT);
  return { ...counts, tab, items };
}

async function recentActivity(h: DbOrTx, access: WorkspaceAccess, userId: string) {
  const rows = await recentActivityRows(h, await workspaceListScope(h, access, userId), userId, RECENT_ACTIVITY_LIMIT);
  return {
    results: rows.map((r) => ({
      id: r.id, verb: r.verb, field: r.field, old_value: r.old_value, new_value: r.new_value, comment: r.comment, created_at: r.created_at.toISOString(),
      work_item: { id: r.item_id, name: r.item_name, sequence_id: r.sequence_id, project_id: r.project_id, project_identifier: r.project_identifier },
    })),
  };
}

/**
 * GET dashboard/{id}/?widget_key=…: your_work (counts and the tab's first items), recent_activity (the caller's latest
 * activities), or the list a list widget shows (quick_links, recents, my_stickies) in `results`.
 */
export async function getWidgetData(db: Db, slug: string, userId: string, dashboardId: string, query: DashboardWidgetDataQuery, now: Date) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const dashboard = await requireOwnDashboard(db, access, userId, dashboardId);
  const widget = await requireWidget(db, dashboard, { key: query.widget_key });
  switch (widget.key) {
    case 'your_work': return yourWork(db, access, userId, widget, query.tab, now);
    case 'recent_activity': return recentActivity(db, access, userId);
    case 'quick_links': return { results: await listQuickLinks(db, slug, userId) };
    case 'recents': return { results: await listRecentVisits(db, slug, userId, undefined) };
    default: return { results: (await listStickies(db, slug, userId, { per_page: STICKY_PAGE_SIZE })).results };
  }
}
