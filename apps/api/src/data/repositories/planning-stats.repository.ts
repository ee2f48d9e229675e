import { STATE_GROUPS, type PlanningAnalytics, type PlanningAnalyticsType, type PlanningCounts, type StateGroup } from '@cairn/types';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { estimatePoints, states } from '../schema/projects.schema';
import { workItemAssignees, workItemLabels, workItemModules, workItems } from '../schema/work-items.schema';
import { uuidArray, uuidList } from './sql-arrays';

// Progress and burndown of cycles and modules (issue 13), one API for both: the cycles module and the modules module
// call the same two functions with their `kind`.
//
// What counts: the LIVE work items of the cycle (work_items.cycle_id) or module (work_item_modules) — not archived,
// not drafts, not deleted, not epics (the cycle and module lists show none of those either). An item's points are its
// estimate point's value read as a number; a value that is not a number (T-shirt sizes) counts 0, as does no estimate.

/** Which planning entity a stats call is about. */
export type PlanningKind = 'cycle' | 'module';

/** planningCountsOf's input: the entities of one workspace (and project, when known) to count. */
export interface PlanningCountsQuery {
  kind: PlanningKind;
  workspaceId: string;
  /** Narrows to one project (its items); leave out for workspace-wide lists. */
  projectId?: string;
  ids: string[];
}

/** planningAnalytics's input. `start`/`end` are the cycle's start/end or the module's start/target date. */
export interface PlanningAnalyticsQuery {
  kind: PlanningKind;
  id: string;
  workspaceId: string;
  projectId: string;
  start: string | null;
  end: string | null;
  type: PlanningAnalyticsType;
  /** The server's day (YYYY-MM-DD, UTC): the actual line stops here. */
  today: string;
}

/** Longest burndown drawn (days); a longer span answers an empty chart rather than tens of thousands of points. */
export const BURNDOWN_MAX_DAYS = 3660;

const w = workItems;

/** An estimate value as a number: a plain decimal is read, anything else (S, M, XL, "") is 0. */
const pointsSql = sql<number>`(case when btrim(${estimatePoints.value}) ~ '^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$' then btrim(${estimatePoints.value})::float8 else 0 end)`;

function liveItemConditions(workspaceId: string, projectId: string | undefined): SQL[] {
  const c: SQL[] = [eq(w.workspace_id, workspaceId), isNull(w.archived_at), isNull(w.deleted_at), sql`not ${w.is_draft}`, sql`not ${w.is_epic}`, sql`not ${w.is_intake}`];
  if (projectId) c.push(eq(w.project_id, projectId));
  return c;
}

/** Counts with every field 0. */
export function emptyPlanningCounts(): PlanningCounts {
  return {
    total_issues: 0, backlog_issues: 0, unstarted_issues: 0, started_issues: 0, completed_issues: 0, cancelled_issues: 0,
    total_estimate_points: 0, backlog_estimate_points: 0, unstarted_estimate_points: 0, started_estimate_points: 0, completed_estimate_points: 0, cancelled_estimate_points: 0,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Counts of each cycle or module among `ids` by state group, in items and in points, in ONE query whatever the
 * number of ids. Every id gets an entry (zeros when it has no items); items without a state count in the totals only.
 */
export async function planningCountsOf(h: DbOrTx, q: PlanningCountsQuery): Promise<Map<string, PlanningCounts>> {
  const out = new Map(q.ids.map((id) => [id, emptyPlanningCounts()]));
  if (q.ids.length === 0) return out;
  const key = q.kind === 'cycle' ? w.cycle_id : workItemModules.module_id;
  const base = h
    .select({ id: key, group: states.group, n: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${pointsSql}), 0)::float8` })
    .from(w)
    .$dynamic();
  const joined = q.kind === 'module' ? base.innerJoin(workItemModules, eq(workItemModules.work_item_id, w.id)) : base;
  const rows = await joined
    .leftJoin(states, eq(states.id, w.state_id))
    .leftJoin(estimatePoints, eq(estimatePoints.id, w.estimate_point))
    .where(and(...liveItemConditions(q.workspaceId, q.projectId), sql`${key} = any(${uuidArray(q.ids)})`))
    .groupBy(key, states.group);
  for (const row of rows) {
    const counts = row.id ? out.get(row.id) : undefined;
    if (!counts) continue;
    const n = Number(row.n);
    const points = Number(row.points);
    counts.total_issues += n;
    counts.total_estimate_points = round2(counts.total_estimate_points + points);
    if (row.group && (STATE_GROUPS as readonly string[]).includes(row.group)) {
      const g = row.group as StateGroup;
      counts[`${g}_issues`] += n;
      counts[`${g}_estimate_points`] = round2(counts[`${g}_estimate_points`] + points);
    }
  }
  return out;
}

/** One live item of a cycle or module as the analytics read it. */
export interface PlanningItemFacts {
  group: string | null;
  /** UTC day the item was completed (YYYY-MM-DD), or null. */
  completedDay: string | null;
  points: number;
  assigneeIds: string[];
  labelIds: string[];
}

async function planningItemFacts(h: DbOrTx, q: PlanningAnalyticsQuery): Promise<PlanningItemFacts[]> {
  const member =
    q.kind === 'cycle'
      ? eq(w.cycle_id, q.id)
      : sql`exists (select 1 from ${workItemModules} m where m.work_item_id = ${w.id} and m.module_id = ${q.id})`;
  const rows = await h
    .select({
      group: states.group,
      completed_at: w.completed_at,
      points: pointsSql,
      assignee_ids: sql<unknown>`coalesce((select array_agg(a.assignee_id order by a.assignee_id) from ${workItemAssignees} a where a.work_item_id = ${w.id}), '{}')`,
      label_ids: sql<unknown>`coalesce((select array_agg(l.label_id order by l.label_id) from ${workItemLabels} l where l.work_item_id = ${w.id}), '{}')`,
    })
    .from(w)
    .leftJoin(states, eq(states.id, w.state_id))
    .leftJoin(estimatePoints, eq(estimatePoints.id, w.estimate_point))
    .where(and(...liveItemConditions(q.workspaceId, q.projectId), member));
  return rows.map((r) => ({
    group: r.group,
    completedDay: r.completed_at ? r.completed_at.toISOString().slice(0, 10) : null,
    points: Number(r.points),
    assigneeIds: uuidList(r.assignee_ids),
    labelIds: uuidList(r.label_ids),
  }));
}

/** The days from start to end inclusive (YYYY-MM-DD, UTC); empty when a date is missing, reversed or the span too long. */
export function daysBetween(start: string | null, end: string | null): string[] {
  if (!start || !end) return [];
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  const count = Math.round((to - from) / 86_400_000) + 1;
  if (!Number.isFinite(count) || count < 1 || count > BURNDOWN_MAX_DAYS) return [];
  return Array.from({ length: count }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The analytics of a set of items (planningAnalytics without the query; exported for tests). The rule:
 * - value of an item = its points (type points) or 1 (type issues);
 * - SCOPE = every item except cancelled ones (cancelled work is not work left to do); `total` = value of the scope,
 *   `completed` = value of the scope in a completed state;
 * - burndown, one point per day from start to end: `ideal` falls in a straight line from `total` on the first day to
 *   0 on the last (a one-day span: 0); `actual` = total − value of the completed scope items whose completed_at falls
 *   on or before that day (UTC), and null for days after `today`. An item completed before the start counts from day one;
 * - state_groups: value per state group over every item (cancelled included, as its own group);
 * - assignees and labels: per id (null = none) the value of its scope items and of those completed; an item with two
 *   assignees counts for both. Rows by total, then completed, descending; the none row last.
 */
export function analyticsFromItems(items: PlanningItemFacts[], q: Pick<PlanningAnalyticsQuery, 'start' | 'end' | 'type' | 'today'>): PlanningAnalytics {
  const value = (i: PlanningItemFacts) => (q.type === 'points' ? i.points : 1);
  const scope = items.filter((i) => i.group !== 'cancelled');
  const isDone = (i: PlanningItemFacts) => i.group === 'completed';
  const total = round2(scope.reduce((s, i) => s + value(i), 0));
  const completed = round2(scope.filter(isDone).reduce((s, i) => s + value(i), 0));

  const days = daysBetween(q.start, q.end);
  // Value completed by each day: items sorted by completion day, walked once alongside the days.
  const done = scope.filter((i) => isDone(i) && i.completedDay).sort((a, b) => (a.completedDay! < b.completedDay! ? -1 : 1));
  let next = 0;
  let burnt = 0;
  const completionChart = days.map((day, index) => {
    while (next < done.length && done[next].completedDay! <= day) burnt += value(done[next++]);
    const ideal = days.length === 1 ? 0 : round2((total * (days.length - 1 - index)) / (days.length - 1));
    return { date: day, ideal, actual: day > q.today ? null : round2(total - burnt) };
  });

  const stateGroups = Object.fromEntries(STATE_GROUPS.map((g) => [g, 0])) as Record<StateGroup, number>;
  for (const i of items) if (i.group && i.group in stateGroups) stateGroups[i.group as StateGroup] = round2(stateGroups[i.group as StateGroup] + value(i));

  const breakdown = (idsOf: (i: PlanningItemFacts) => string[]) => {
    const rows = new Map<string | null, { id: string | null; total: number; completed: number }>();
    for (const i of scope) {
      const ids = idsOf(i);
      for (const id of ids.length ? ids : [null]) {
        const row = rows.get(id) ?? { id, total: 0, completed: 0 };
        row.total = round2(row.total + value(i));
        if (isDone(i)) row.completed = round2(row.completed + value(i));
        rows.set(id, row);
      }
    }
    return [...rows.values()].sort((a, b) => {
      if ((a.id === null) !== (b.id === null)) return a.id === null ? 1 : -1;
      return b.total - a.total || b.completed - a.completed || String(a.id).localeCompare(String(b.id));
    });
  };

  return {
    type: q.type,
    total,
    completed,
    completion_chart: completionChart,
    state_groups: stateGroups,
    assignees: breakdown((i) => i.assigneeIds),
    labels: breakdown((i) => i.labelIds),
  };
}

/** Burndown and distribution of one cycle or module (see analyticsFromItems for the rule), from one query. */
export async function planningAnalytics(h: DbOrTx, q: PlanningAnalyticsQuery): Promise<PlanningAnalytics> {
  return analyticsFromItems(await planningItemFacts(h, q), q);
}

/** Both analytics types from one read (the cycle sidebar's cycle-progress/). */
export async function planningAnalyticsBoth(h: DbOrTx, q: Omit<PlanningAnalyticsQuery, 'type'>): Promise<{ points: PlanningAnalytics; issues: PlanningAnalytics }> {
  const items = await planningItemFacts(h, { ...q, type: 'points' });
  return { points: analyticsFromItems(items, { ...q, type: 'points' }), issues: analyticsFromItems(items, { ...q, type: 'issues' }) };
}
