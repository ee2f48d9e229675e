import {
  DEFAULT_ANALYTICS_Y_AXIS, type AnalyticsChart, type AnalyticsDimension, type AnalyticsDuration, type AnalyticsMeasure, type AnalyticsOverview,
  type AnalyticsProjectRow, type AnalyticsSegmentDimension,
  API_TEXT,
} from '@cairn/types';
import type { Db } from '../../data/db';
import {
  analyticsChartCells, analyticsCreatedVsCompleted, analyticsKeyFacts, analyticsOverviewCounts, analyticsProjectCounts, findWeekStart, type AnalyticsKeyFacts,
} from '../../data/repositories/analytics.repository';
import { badRequest } from '../../http/errors';
import { analyticsWindow } from './analytics-window';
import { requireAnalyticsScope } from './analytics.policy';
import { ID_DIMENSIONS, presentChart } from './analytics.presenter';

// The three analytics reads (issue 17). Each: authorise and scope (analytics.policy), then one or two statements
// (analytics.repository), then shape. Reads only: no transaction, no events.

/** The scope part of every analytics query (after zod). */
export interface AnalyticsScopeInput {
  duration?: AnalyticsDuration;
  project_ids: string[];
}

async function windowFor(db: Db, userId: string, duration: AnalyticsDuration | undefined, now: Date) {
  // Only week buckets need the caller's first day of the week.
  const weekStart = duration === 'last_12_months' ? await findWeekStart(db, userId) : 0;
  return analyticsWindow(duration, now, weekStart);
}

/** GET analytics/overview/: totals, created vs completed per bucket, state-group distribution. */
export async function getAnalyticsOverview(db: Db, slug: string, userId: string, query: AnalyticsScopeInput, now: Date): Promise<AnalyticsOverview> {
  const { scope } = await requireAnalyticsScope(db, slug, userId, query.project_ids);
  const w = await windowFor(db, userId, query.duration, now);
  const counts = await analyticsOverviewCounts(db, scope, w);
  const series = await analyticsCreatedVsCompleted(db, scope, w);
  const { state_groups, ...totals } = counts;
  return {
    duration: w.duration,
    start_date: w.start,
    end_date: w.today,
    totals,
    created_vs_completed: series,
    bucket: w.bucket,
    state_groups: Object.entries(state_groups).map(([group, count]) => ({ group: group as keyof typeof state_groups, count })),
  };
}

/** GET analytics/projects/: one row per project in scope. */
export async function getAnalyticsProjects(db: Db, slug: string, userId: string, query: AnalyticsScopeInput, now: Date): Promise<AnalyticsProjectRow[]> {
  const { scope } = await requireAnalyticsScope(db, slug, userId, query.project_ids);
  const w = await windowFor(db, userId, query.duration, now);
  return analyticsProjectCounts(db, scope, w);
}

/** The chart query after zod. */
export interface AnalyticsChartInput extends AnalyticsScopeInput {
  x_axis: AnalyticsDimension;
  y_axis?: AnalyticsMeasure;
  segment?: AnalyticsSegmentDimension;
}

async function factsOf(db: Db, workspaceId: string, d: AnalyticsDimension | null, keys: Array<string | null>): Promise<Map<string, AnalyticsKeyFacts>> {
  if (!d || !ID_DIMENSIONS.has(d)) return new Map();
  return analyticsKeyFacts(db, workspaceId, d, [...new Set(keys.filter((k): k is string => k !== null))]);
}

/** GET analytics/: the custom chart; segment equal to x_axis → 400. */
export async function getAnalyticsChart(db: Db, slug: string, userId: string, query: AnalyticsChartInput, now: Date): Promise<AnalyticsChart> {
  const segment = query.segment ?? null;
  if (segment !== null && segment === query.x_axis) throw badRequest(API_TEXT.segmentMustDifferFromXAxis, { segment: ['segment must differ from x_axis'] });
  const { scope, access } = await requireAnalyticsScope(db, slug, userId, query.project_ids);
  const dated = query.x_axis === 'created_date' || query.x_axis === 'completed_date';
  const w = await windowFor(db, userId, query.duration, now);
  const y = query.y_axis ?? DEFAULT_ANALYTICS_Y_AXIS;
  const { cells, total } = await analyticsChartCells(db, scope, w, { x: query.x_axis, segment, measure: y });
  const ws = access.workspace.id;
  const facts = {
    x: dated ? new Map<string, AnalyticsKeyFacts>() : await factsOf(db, ws, query.x_axis, cells.map((c) => c.x)),
    segment: await factsOf(db, ws, segment, cells.map((c) => c.s)),
  };
  return presentChart({ x: query.x_axis, y, segment, duration: w.duration }, cells, total, facts);
}
