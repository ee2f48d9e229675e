import type { AnalyticsDimension, AnalyticsMeasure, NormalizedWorkItemQuery, StateGroup } from '@cairn/types';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { listConditions, type WorkItemListScope } from './work-item-list-sql';
import { uuidArray } from './sql-arrays';

// Workspace analytics (issue 17): every number is computed here in SQL (GROUP BY, FILTER, generate_series), in one
// statement per answer plus one for the names of the keys a chart shows.
//
// Which items: the work-item lists' own scope (listConditions with no filter and sub-items included): live (not
// archived, not draft, not deleted, not an intake request), not epics, of the projects the caller sees in full plus
// — for guests without guest_view_all_features — their own items. An item's points: its estimate point's value read
// as a number when the point's estimate is not a 'categories' estimate (T-shirt sizes) and the value is a plain
// decimal; anything else contributes nothing. Open = state group backlog / unstarted / started; completed = group
// completed (completed_at is set exactly then; dates use completed_at); overdue = open with target_date before today.

/** The days of an analytics answer (UTC) and how dates are bucketed. */
export interface AnalyticsWindow {
  /** First day (YYYY-MM-DD); null = all time. */
  start: string | null;
  /** Last day (today, UTC). */
  today: string;
  bucket: 'day' | 'week' | 'month';
  /** First day of a week (0 = Sunday … 6 = Saturday). */
  weekStart: number;
}

/** The items and projects an analytics call counts. */
export interface AnalyticsScope {
  items: WorkItemListScope;
  /** Every project in scope (seen in full or own items only). */
  projectIds: string[];
}

const EVERY_ITEM: NormalizedWorkItemQuery = {
  filters: {}, subIssue: true, groupBy: null, subGroupBy: null, orderBy: '-created_at', perPage: 1, page: 1, offset: 0,
};

const OPEN_GROUPS = sql.raw(`('backlog', 'unstarted', 'started')`);

function itemConditions(scope: AnalyticsScope): SQL {
  return sql.join(listConditions(scope.items, EVERY_ITEM), sql` and `);
}

const startTs = (w: AnalyticsWindow) => (w.start === null ? null : `${w.start}T00:00:00Z`);
/** The first instant after the window (tomorrow 00:00 UTC): items dated later (clock skew, tests) are out. */
function endTs(w: AnalyticsWindow): string {
  const d = new Date(`${w.today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** `column` within the window. */
function inWindow(column: SQL, w: AnalyticsWindow): SQL {
  const start = startTs(w);
  return start === null ? sql`(${column} is not null and ${column} < ${endTs(w)}::timestamptz)` : sql`(${column} >= ${start}::timestamptz and ${column} < ${endTs(w)}::timestamptz)`;
}

/** The bucket (a date) of a timestamptz: its UTC day, the first day of its week, or of its month. */
function bucketOf(ts: SQL, w: AnalyticsWindow): SQL {
  const day = sql`(${ts} at time zone 'UTC')::date`;
  if (w.bucket === 'day') return day;
  if (w.bucket === 'month') return sql`date_trunc('month', ${ts} at time zone 'UTC')::date`;
  return sql`(${day} - ((extract(dow from ${ts} at time zone 'UTC')::int - ${w.weekStart}::int + 7) % 7))`;
}

const STEP = { day: '1 day', week: '7 days', month: '1 month' } as const;

/** Every bucket of the window, oldest first, as rows (d date); all time starts at the first item's bucket. */
function bucketSeries(scope: AnalyticsScope, w: AnalyticsWindow): SQL {
  const todayBucket = bucketOf(sql`${`${w.today}T00:00:00Z`}::timestamptz`, w);
  const first = w.start === null
    ? sql`coalesce((select min(${bucketOf(sql`"work_items"."created_at"`, w)}) from "work_items" where ${itemConditions(scope)}), ${todayBucket})`
    : bucketOf(sql`${startTs(w)}::timestamptz`, w);
  return sql`select generate_series(${first}::timestamp, ${todayBucket}::timestamp, ${STEP[w.bucket]}::interval)::date as d`;
}

/** Points of the workspace's numeric estimate points (id → value). */
function pointsTable(workspaceId: string): SQL {
  return sql`(select ep.id, btrim(ep.value)::float8 as v from "estimate_points" ep join "estimates" e on e.id = ep.estimate_id
    where ep.workspace_id = ${workspaceId} and e.type <> 'categories' and btrim(ep.value) ~ '^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$')`;
}

/** The rows of an execute() answer (node-postgres and PGlite drivers shape it differently). */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return Array.isArray(result) ? (result as Array<Record<string, unknown>>) : (result as { rows: Array<Record<string, unknown>> }).rows;
}

function int(v: unknown): number {
  return Number(v ?? 0);
}

/** Counts of the overview (all in one statement). */
export interface AnalyticsOverviewCounts {
  work_items: number;
  open: number;
  completed: number;
  cancelled: number;
  overdue: number;
  created_in_duration: number;
  completed_in_duration: number;
  projects: number;
  members: number;
  cycles: number;
  modules: number;
  state_groups: Record<StateGroup, number>;
}

/** Projects, distinct active members of them, and their cycles and modules that are not archived. */
function planningTotals(scope: AnalyticsScope): SQL {
  const ids = uuidArray(scope.projectIds);
  const ws = scope.items.workspaceId;
  return sql`(select count(*) from "projects" where workspace_id = ${ws} and id = any(${ids}))::int as projects,
    (select count(distinct pm.member) from "project_members" pm join "workspace_members" wm on wm.workspace_id = pm.workspace_id and wm.member = pm.member and wm.is_active
      where pm.workspace_id = ${ws} and pm.project_id = any(${ids}))::int as members,
    (select count(*) from "cycles" where workspace_id = ${ws} and project_id = any(${ids}) and archived_at is null)::int as cycles,
    (select count(*) from "modules" where workspace_id = ${ws} and project_id = any(${ids}) and archived_at is null)::int as modules`;
}

/** The overview's totals and state-group counts, in one statement. */
export async function analyticsOverviewCounts(h: DbOrTx, scope: AnalyticsScope, w: AnalyticsWindow): Promise<AnalyticsOverviewCounts> {
  const g = sql`"states"."group"`;
  const result = await h.execute(sql`select
      count(*)::int as work_items,
      count(*) filter (where ${g} in ${OPEN_GROUPS})::int as open,
      count(*) filter (where ${g} = 'completed')::int as completed,
      count(*) filter (where ${g} = 'cancelled')::int as cancelled,
      count(*) filter (where ${g} in ${OPEN_GROUPS} and "work_items"."target_date" < ${w.today}::date)::int as overdue,
      count(*) filter (where ${inWindow(sql`"work_items"."created_at"`, w)})::int as created_in_duration,
      count(*) filter (where ${g} = 'completed' and ${inWindow(sql`"work_items"."completed_at"`, w)})::int as completed_in_duration,
      count(*) filter (where ${g} = 'backlog')::int as g_backlog,
      count(*) filter (where ${g} = 'unstarted')::int as g_unstarted,
      count(*) filter (where ${g} = 'started')::int as g_started,
      count(*) filter (where ${g} = 'completed')::int as g_completed,
      count(*) filter (where ${g} = 'cancelled')::int as g_cancelled,
      ${planningTotals(scope)}
    from "work_items" left join "states" on "states"."id" = "work_items"."state_id"
    where ${itemConditions(scope)}`);
  const r = rowsOf(result)[0];
  return {
    work_items: int(r.work_items), open: int(r.open), completed: int(r.completed), cancelled: int(r.cancelled), overdue: int(r.overdue),
    created_in_duration: int(r.created_in_duration), completed_in_duration: int(r.completed_in_duration),
    projects: int(r.projects), members: int(r.members), cycles: int(r.cycles), modules: int(r.modules),
    state_groups: { backlog: int(r.g_backlog), unstarted: int(r.g_unstarted), started: int(r.g_started), completed: int(r.g_completed), cancelled: int(r.g_cancelled) },
  };
}

/** Created and completed per bucket of the window, every bucket present (zeros included), oldest first. */
export async function analyticsCreatedVsCompleted(h: DbOrTx, scope: AnalyticsScope, w: AnalyticsWindow): Promise<Array<{ date: string; created: number; completed: number }>> {
  const cond = itemConditions(scope);
  const created = bucketOf(sql`"work_items"."created_at"`, w);
  const completed = bucketOf(sql`"work_items"."completed_at"`, w);
  const result = await h.execute(sql`with b as (${bucketSeries(scope, w)}),
      c as (select ${created} as d, count(*)::int as n from "work_items" where ${cond} and ${inWindow(sql`"work_items"."created_at"`, w)} group by 1),
      f as (select ${completed} as d, count(*)::int as n from "work_items" join "states" on "states"."id" = "work_items"."state_id"
            where ${cond} and "states"."group" = 'completed' and ${inWindow(sql`"work_items"."completed_at"`, w)} group by 1)
    select to_char(b.d, 'YYYY-MM-DD') as date, coalesce(c.n, 0)::int as created, coalesce(f.n, 0)::int as completed
    from b left join c on c.d = b.d left join f on f.d = b.d order by b.d`);
  return rowsOf(result).map((r) => ({ date: String(r.date), created: int(r.created), completed: int(r.completed) }));
}

/** One row of analytics/projects/ as counted. */
export interface AnalyticsProjectCounts {
  project_id: string;
  name: string;
  identifier: string;
  total: number;
  state_groups: Record<StateGroup, number>;
  overdue: number;
  completed_in_duration: number;
  members: number;
  cycles: number;
  modules: number;
}

/** One row per project in scope (by name), in one statement: items by state group, overdue, completed, planning. */
export async function analyticsProjectCounts(h: DbOrTx, scope: AnalyticsScope, w: AnalyticsWindow): Promise<AnalyticsProjectCounts[]> {
  if (scope.projectIds.length === 0) return [];
  const ids = uuidArray(scope.projectIds);
  const ws = scope.items.workspaceId;
  const g = sql`"states"."group"`;
  const result = await h.execute(sql`with i as (
      select "work_items"."project_id" as project_id, count(*)::int as total,
        count(*) filter (where ${g} = 'backlog')::int as g_backlog, count(*) filter (where ${g} = 'unstarted')::int as g_unstarted,
        count(*) filter (where ${g} = 'started')::int as g_started, count(*) filter (where ${g} = 'completed')::int as g_completed,
        count(*) filter (where ${g} = 'cancelled')::int as g_cancelled,
        count(*) filter (where ${g} in ${OPEN_GROUPS} and "work_items"."target_date" < ${w.today}::date)::int as overdue,
        count(*) filter (where ${g} = 'completed' and ${inWindow(sql`"work_items"."completed_at"`, w)})::int as completed_in_duration
      from "work_items" left join "states" on "states"."id" = "work_items"."state_id"
      where ${itemConditions(scope)} group by 1)
    select p.id, p.name, p.identifier, i.*,
      (select count(*) from "project_members" pm join "workspace_members" wm on wm.workspace_id = pm.workspace_id and wm.member = pm.member and wm.is_active
        where pm.project_id = p.id)::int as members,
      (select count(*) from "cycles" c where c.project_id = p.id and c.archived_at is null)::int as cycles,
      (select count(*) from "modules" m where m.project_id = p.id and m.archived_at is null)::int as modules
    from "projects" p left join i on i.project_id = p.id
    where p.workspace_id = ${ws} and p.id = any(${ids})
    order by lower(p.name), p.id`);
  return rowsOf(result).map((r) => ({
    project_id: String(r.id), name: String(r.name), identifier: String(r.identifier), total: int(r.total),
    state_groups: { backlog: int(r.g_backlog), unstarted: int(r.g_unstarted), started: int(r.g_started), completed: int(r.g_completed), cancelled: int(r.g_cancelled) },
    overdue: int(r.overdue), completed_in_duration: int(r.completed_in_duration), members: int(r.members), cycles: int(r.cycles), modules: int(r.modules),
  }));
}

// ---- the custom chart ----

/** What a dimension needs: the key expression and the joins it adds (keys of the joins map, so each is added once). */
interface DimensionSql {
  key: SQL;
  join?: 'states' | 'labels' | 'assignees' | 'modules';
}

const JOINS: Record<NonNullable<DimensionSql['join']>, SQL> = {
  states: sql`left join "states" on "states"."id" = "work_items"."state_id"`,
  labels: sql`left join "work_item_labels" wl on wl.work_item_id = "work_items"."id"`,
  assignees: sql`left join "work_item_assignees" wa on wa.work_item_id = "work_items"."id"`,
  modules: sql`left join "work_item_modules" wm on wm.work_item_id = "work_items"."id"`,
};

function dimensionSql(d: AnalyticsDimension, w: AnalyticsWindow): DimensionSql {
  switch (d) {
    case 'state': return { key: sql`"work_items"."state_id"` };
    case 'state_group': return { key: sql`"states"."group"`, join: 'states' };
    case 'priority': return { key: sql`"work_items"."priority"` };
    case 'label': return { key: sql`wl.label_id`, join: 'labels' };
    case 'assignee': return { key: sql`wa.assignee_id`, join: 'assignees' };
    case 'cycle': return { key: sql`"work_items"."cycle_id"` };
    case 'module': return { key: sql`wm.module_id`, join: 'modules' };
    case 'project': return { key: sql`"work_items"."project_id"` };
    case 'created_date': return { key: bucketOf(sql`"work_items"."created_at"`, w) };
    // Only completed items are read for this axis (the chart's item set joins their states).
    case 'completed_date': return { key: bucketOf(sql`"work_items"."completed_at"`, w) };
  }
}

/** A chart query. */
export interface AnalyticsChartQueryInput {
  x: AnalyticsDimension;
  segment: AnalyticsDimension | null;
  measure: AnalyticsMeasure;
}

/** One cell of a chart: x key, segment key (null without a segment), value. Keys: ids as text, dates YYYY-MM-DD; null = none. */
export interface AnalyticsChartCell {
  x: string | null;
  s: string | null;
  v: number;
}

/**
 * The cells of a custom chart and its total, in ONE statement. Items: those created in the window (completed_date:
 * those completed in it). An item counts once per label / assignee / module it has (once under 'none' without any);
 * `total` counts each item once. Date axes answer every bucket of the window (zeros as a cell with s null).
 */
export async function analyticsChartCells(h: DbOrTx, scope: AnalyticsScope, w: AnalyticsWindow, q: AnalyticsChartQueryInput): Promise<{ cells: AnalyticsChartCell[]; total: number }> {
  const x = dimensionSql(q.x, w);
  const s = q.segment ? dimensionSql(q.segment, w) : null;
  const points = q.measure === 'estimate_points';
  const joins = new Set([x.join, s?.join].filter((j): j is NonNullable<DimensionSql['join']> => j !== undefined));
  const completedAxis = q.x === 'completed_date';
  const dateFilter = completedAxis
    ? sql`"states"."group" = 'completed' and ${inWindow(sql`"work_items"."completed_at"`, w)}`
    : inWindow(sql`"work_items"."created_at"`, w);
  // i: the items in scope once each, with their points. Read as "work_items" below so the dimension expressions
  // apply unchanged; PostgreSQL inlines it when read once, and materialises it (one scan) when the total reads it too.
  const items = sql`select "work_items"."id", "work_items"."state_id", "work_items"."priority", "work_items"."cycle_id", "work_items"."project_id",
      "work_items"."created_at", "work_items"."completed_at", ${points ? sql`pts.v` : sql`null::float8`} as pv
    from "work_items" ${completedAxis ? JOINS.states : sql``}
      ${points ? sql`left join ${pointsTable(scope.items.workspaceId)} pts on pts.id = "work_items"."estimate_point"` : sql``}
    where ${itemConditions(scope)} and ${dateFilter}`;
  const value = points ? sql`coalesce(sum("work_items".pv), 0)::float8` : sql`count(*)::float8`;
  // Keys are grouped in their own type (uuid, text, date) and turned into text once per cell, outside.
  const segKey = s ? s.key : sql`null::text`;
  const agg = sql`select ${x.key} as x, ${segKey} as s, ${value} as v from i as "work_items" ${sql.join([...joins].map((j) => JOINS[j]), sql` `)} group by 1, 2`;
  // With a multi-valued dimension (label, assignee, module) an item is in several cells: the total counts each item
  // once from i. Otherwise the cells partition the items and their sum is the total.
  const multi = joins.has('labels') || joins.has('assignees') || joins.has('modules');
  const total = multi ? sql`(select ${value} from i as "work_items") as total` : sql`null::float8 as total`;
  const isDate = q.x === 'created_date' || q.x === 'completed_date';
  const statement = isDate
    ? sql`with i as (${items}), b as (${bucketSeries(scope, w)}), a as (${agg})
        select to_char(b.d, 'YYYY-MM-DD') as x, a.s::text as s, coalesce(a.v, 0)::float8 as v, ${total} from b left join a on a.x = b.d order by b.d`
    : sql`with i as (${items}), a as (${agg}) select a.x::text as x, a.s::text as s, a.v, ${total} from a right join (select 1) one on true`;
  const rows = rowsOf(await h.execute(statement));
  const cells = rows
    .filter((r) => isDate || r.v !== null)
    .map((r) => ({ x: r.x === null || r.x === undefined ? null : String(r.x), s: r.s === null || r.s === undefined ? null : String(r.s), v: Number(r.v ?? 0) }));
  const totalValue = multi ? (rows.length ? Number(rows[0].total ?? 0) : 0) : cells.reduce((sum, c) => sum + c.v, 0);
  return { cells, total: Math.round(totalValue * 100) / 100 };
}

/** Display facts of the keys of a dimension (ids → name, colour, and an order for states). */
export interface AnalyticsKeyFacts {
  name: string;
  color: string | null;
  /** States: group index and sequence; others 0. */
  rank: number;
  sequence: number;
}

const GROUP_INDEX = `case "group" when 'backlog' then 0 when 'unstarted' then 1 when 'started' then 2 when 'completed' then 3 else 4 end`;

/** Names (and colours) of the ids of an id-keyed dimension, all of the workspace, in one query. */
export async function analyticsKeyFacts(h: DbOrTx, workspaceId: string, d: AnalyticsDimension, ids: string[]): Promise<Map<string, AnalyticsKeyFacts>> {
  const out = new Map<string, AnalyticsKeyFacts>();
  if (ids.length === 0) return out;
  const list = uuidArray(ids);
  let q: SQL | null = null;
  if (d === 'state') q = sql`select id::text, name, color, ${sql.raw(GROUP_INDEX)} as rank, sequence from "states" where workspace_id = ${workspaceId} and id = any(${list})`;
  if (d === 'label') q = sql`select id::text, name, color, 0 as rank, 0 as sequence from "labels" where workspace_id = ${workspaceId} and id = any(${list})`;
  if (d === 'cycle') q = sql`select id::text, name, null as color, 0 as rank, 0 as sequence from "cycles" where workspace_id = ${workspaceId} and id = any(${list})`;
  if (d === 'module') q = sql`select id::text, name, null as color, 0 as rank, 0 as sequence from "modules" where workspace_id = ${workspaceId} and id = any(${list})`;
  if (d === 'project') q = sql`select id::text, name, null as color, 0 as rank, 0 as sequence from "projects" where workspace_id = ${workspaceId} and id = any(${list})`;
  if (d === 'assignee') {
    q = sql`select u.id::text, coalesce(nullif(u.display_name, ''), nullif(btrim(u.first_name || ' ' || u.last_name), ''), '') as name, null as color, 0 as rank, 0 as sequence
      from "users" u join "workspace_members" m on m.member = u.id and m.workspace_id = ${workspaceId} where u.id = any(${list})`;
  }
  if (!q) return out;
  for (const r of rowsOf(await h.execute(q))) {
    out.set(String(r.id), { name: String(r.name ?? ''), color: r.color === null ? null : String(r.color), rank: Number(r.rank ?? 0), sequence: Number(r.sequence ?? 0) });
  }
  return out;
}

/** The caller's first day of the week (profiles.start_of_the_week; 0 = Sunday without a profile). */
export async function findWeekStart(h: DbOrTx, userId: string): Promise<number> {
  const rows = rowsOf(await h.execute(sql`select start_of_the_week from "profiles" where user_id = ${userId}`));
  const v = Number(rows[0]?.start_of_the_week ?? 0);
  return Number.isInteger(v) && v >= 0 && v <= 6 ? v : 0;
}
