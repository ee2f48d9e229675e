import { HOME_REORDER_STEP, HOME_WIDGET_KEYS, normalizeWorkItemListQuery, type YourWorkTab } from '@cairn/types';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { dashboards, dashboardWidgets } from '../schema/home.schema';
import { projects, states } from '../schema/projects.schema';
import { workItemActivities, workItemAssignees, workItems } from '../schema/work-items.schema';
import { listConditions, type WorkItemListScope } from './work-item-list-sql';

// The caller's home dashboard and its widgets (issue 16; work-items spec §3 Dashboard): personal rows, scoped by
// workspace AND owner. home-preferences/ reads and writes the same widget rows by key. The your_work and
// recent_activity widgets' data is read here too.

/** A dashboard row. */
export type DashboardRow = typeof dashboards.$inferSelect;
/** A dashboard widget row. */
export type DashboardWidgetRow = typeof dashboardWidgets.$inferSelect;

const d = dashboards;
const dw = dashboardWidgets;

/** The user's home dashboard in the workspace, or undefined before their first read. */
export async function findHomeDashboard(h: DbOrTx, workspaceId: string, userId: string): Promise<DashboardRow | undefined> {
  const [row] = await h.select().from(d).where(and(eq(d.workspace_id, workspaceId), eq(d.owned_by, userId), eq(d.type, 'home'))).limit(1);
  return row;
}

/**
 * Creates the user's home dashboard with one widget per HOME_WIDGET_KEYS in that order (sort_order 10000, 20000, …,
 * all enabled); widgets a dashboard lacks are added the same way. Safe when two first reads race (conflicts ignored).
 */
export async function createHomeDashboard(h: DbOrTx, workspaceId: string, userId: string, now: Date): Promise<DashboardRow> {
  await h.insert(d).values({ workspace_id: workspaceId, owned_by: userId, type: 'home', created_at: now, updated_at: now }).onConflictDoNothing();
  const dashboard = (await findHomeDashboard(h, workspaceId, userId))!;
  await h
    .insert(dw)
    .values(HOME_WIDGET_KEYS.map((key, i) => ({
      dashboard_id: dashboard.id, workspace_id: workspaceId, key, is_enabled: true, sort_order: (i + 1) * HOME_REORDER_STEP, created_at: now, updated_at: now,
    })))
    .onConflictDoNothing();
  return dashboard;
}

/** The dashboard by id when the user owns it (any workspace), or undefined. */
export async function findOwnDashboard(h: DbOrTx, dashboardId: string, userId: string, workspaceId?: string): Promise<DashboardRow | undefined> {
  const [row] = await h
    .select()
    .from(d)
    .where(and(eq(d.id, dashboardId), eq(d.owned_by, userId), workspaceId ? eq(d.workspace_id, workspaceId) : undefined))
    .limit(1);
  return row;
}

/** The dashboard's widgets by sort_order (then key). */
export async function listWidgetRows(h: DbOrTx, dashboardId: string): Promise<DashboardWidgetRow[]> {
  return h.select().from(dw).where(eq(dw.dashboard_id, dashboardId)).orderBy(asc(dw.sort_order), asc(dw.key));
}

/** One widget of the dashboard, by key or by id. */
export async function findWidget(h: DbOrTx, dashboardId: string, by: { key: string } | { id: string }): Promise<DashboardWidgetRow | undefined> {
  const match = 'key' in by ? eq(dw.key, by.key) : eq(dw.id, by.id);
  const [row] = await h.select().from(dw).where(and(eq(dw.dashboard_id, dashboardId), match)).limit(1);
  return row;
}

/** The fields a widget change may set. */
export type WidgetPatch = Partial<Pick<DashboardWidgetRow, 'is_enabled' | 'sort_order' | 'widget_filters'>>;

/** Updates one widget of the dashboard. */
export async function updateWidget(h: DbOrTx, dashboardId: string, widgetId: string, patch: WidgetPatch, now: Date): Promise<DashboardWidgetRow> {
  const [row] = await h.update(dw).set({ ...patch, updated_at: now }).where(and(eq(dw.dashboard_id, dashboardId), eq(dw.id, widgetId))).returning();
  return row;
}

const w = workItems;

/** The live, non-intake, non-archived, non-epic items of the scope (the caller's visible projects, the guest rule). */
function visibleItems(scope: WorkItemListScope, now: Date): SQL[] {
  return listConditions(scope, normalizeWorkItemListQuery({}, now));
}

const assignedTo = (userId: string) => sql`exists (select 1 from ${workItemAssignees} a where a.work_item_id = ${w.id} and a.assignee_id = ${userId})`;
const open = sql`(${states.group} is null or ${states.group} not in ('completed', 'cancelled'))`;

/**
 * Only the caller's items (assigned to them or created by them), as an id set the indexes give directly
 * (work_item_assignees by assignee, work_items by workspace and creator), so the counts never scan the workspace.
 */
function mineOnly(workspaceId: string, userId: string): SQL {
  return sql`${w.id} in (
    select a.work_item_id from ${workItemAssignees} a where a.assignee_id = ${userId} and a.workspace_id = ${workspaceId}
    union all
    select c.id from ${workItems} c where c.workspace_id = ${workspaceId} and c.created_by = ${userId})`;
}

/** The days bounding due_soon / overdue: today (UTC) and the last day that is still "soon". */
export interface YourWorkDays {
  today: string;
  soonUntil: string;
}

function tabCondition(tab: YourWorkTab, userId: string, days: YourWorkDays): SQL {
  if (tab === 'created') return sql`${w.created_by} = ${userId}`;
  if (tab === 'assigned') return assignedTo(userId);
  if (tab === 'due_soon') return sql`(${assignedTo(userId)} and ${open} and ${w.target_date} between ${days.today}::date and ${days.soonUntil}::date)`;
  return sql`(${assignedTo(userId)} and ${open} and ${w.target_date} < ${days.today}::date)`;
}

/** The four your_work counts in one query. */
export async function yourWorkCounts(h: DbOrTx, scope: WorkItemListScope, userId: string, days: YourWorkDays, now: Date): Promise<Record<YourWorkTab, number>> {
  const count = (tab: YourWorkTab) => sql<number>`(count(*) filter (where ${tabCondition(tab, userId, days)}))::int`;
  const [row] = await h
    .select({ assigned: count('assigned'), due_soon: count('due_soon'), overdue: count('overdue'), created: count('created') })
    .from(w)
    .leftJoin(states, eq(states.id, w.state_id))
    .where(and(...visibleItems(scope, now), mineOnly(scope.workspaceId, userId)));
  return row ?? { assigned: 0, due_soon: 0, overdue: 0, created: 0 };
}

/** The first `limit` items of a your_work tab: dated tabs by target date, the others newest first. One query. */
export async function yourWorkItems(h: DbOrTx, scope: WorkItemListScope, userId: string, tab: YourWorkTab, days: YourWorkDays, now: Date, limit: number) {
  const order = tab === 'due_soon' || tab === 'overdue' ? [asc(w.target_date), asc(w.sequence_id)] : [desc(w.created_at), desc(w.id)];
  return h
    .select({
      id: w.id, name: w.name, sequence_id: w.sequence_id, project_id: w.project_id, project_identifier: projects.identifier,
      state_group: states.group, target_date: w.target_date, priority: w.priority,
    })
    .from(w)
    .innerJoin(projects, eq(projects.id, w.project_id))
    .leftJoin(states, eq(states.id, w.state_id))
    .where(and(...visibleItems(scope, now), mineOnly(scope.workspaceId, userId), tabCondition(tab, userId, days)))
    .orderBy(...order)
    .limit(limit);
}

/**
 * The user's latest work-item activities in the workspace, newest first, on items they can still see (not deleted;
 * a project they have a role in; guests limited to their own items where the project says so). One query.
 */
export async function recentActivityRows(h: DbOrTx, scope: WorkItemListScope, userId: string, limit: number) {
  const a = workItemActivities;
  const inList = (ids: string[]) => sql`${w.project_id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  const visible: SQL[] = [];
  if (scope.projectIds.length) visible.push(inList(scope.projectIds));
  if (scope.ownOnlyProjectIds.length) visible.push(sql`(${inList(scope.ownOnlyProjectIds)} and ${w.created_by} = ${userId})`);
  if (visible.length === 0) return [];
  return h
    .select({
      id: a.id, verb: a.verb, field: a.field, old_value: a.old_value, new_value: a.new_value, comment: a.comment, created_at: a.created_at,
      item_id: w.id, item_name: w.name, sequence_id: w.sequence_id, project_id: w.project_id, project_identifier: projects.identifier,
    })
    .from(a)
    .innerJoin(w, eq(w.id, a.work_item_id))
    .innerJoin(projects, eq(projects.id, w.project_id))
    .where(and(
      eq(a.workspace_id, scope.workspaceId), eq(a.actor_id, userId), sql`${w.deleted_at} is null`, eq(w.is_intake, false),
      sql`(${sql.join(visible, sql` or `)})`,
    ))
    .orderBy(desc(a.created_at), desc(a.id))
    .limit(limit);
}
