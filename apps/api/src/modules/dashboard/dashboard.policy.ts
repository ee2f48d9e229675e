import { HOME_TEXT, HOME_WIDGET_KEYS, type HomeWidgetKey } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findOwnDashboard, findWidget, type DashboardRow, type DashboardWidgetRow } from '../../data/repositories/dashboards.repository';
import { findActiveMembership } from '../../data/repositories/workspace-members.repository';
import { notFound } from '../../http/errors';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy';

// Whose dashboard is whose (issue 16): a dashboard belongs to one user in one workspace. Another user's dashboard,
// or one of a workspace the caller has left, is 'Dashboard not found'; a key or widget id it lacks is 'Widget not
// found' (work-items spec §5, verbatim).

/** 404 'Dashboard not found'. */
export function dashboardNotFound() {
  return notFound(HOME_TEXT.dashboardNotFound);
}

/** 404 'Widget not found'. */
export function widgetNotFound() {
  return notFound(HOME_TEXT.widgetNotFound);
}

/** Whether a string is one of HOME_WIDGET_KEYS. */
export function isWidgetKey(key: string): key is HomeWidgetKey {
  return (HOME_WIDGET_KEYS as readonly string[]).includes(key);
}

/** The caller's dashboard of the route's workspace by id; 404 otherwise. */
export async function requireOwnDashboard(h: DbOrTx, access: WorkspaceAccess, userId: string, dashboardId: string): Promise<DashboardRow> {
  const dashboard = await findOwnDashboard(h, dashboardId, userId, access.workspace.id);
  if (!dashboard) throw dashboardNotFound();
  return dashboard;
}

/** The caller's dashboard by id alone (routes without a workspace): theirs, in a workspace they still belong to. */
export async function requireOwnDashboardAnywhere(h: DbOrTx, userId: string, dashboardId: string): Promise<DashboardRow> {
  const dashboard = await findOwnDashboard(h, dashboardId, userId);
  if (!dashboard || !(await findActiveMembership(h, dashboard.workspace_id, userId))) throw dashboardNotFound();
  return dashboard;
}

/** A widget of the dashboard by key or id; 404 'Widget not found' otherwise. */
export async function requireWidget(h: DbOrTx, dashboard: DashboardRow, by: { key: string } | { id: string }): Promise<DashboardWidgetRow> {
  if ('key' in by && !isWidgetKey(by.key)) throw widgetNotFound();
  const widget = await findWidget(h, dashboard.id, by);
  if (!widget) throw widgetNotFound();
  return widget;
}
