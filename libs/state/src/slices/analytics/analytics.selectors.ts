import type { AnalyticsChart, AnalyticsOverview, AnalyticsProjectRow } from '@cairn/types';
import type { WebState } from '../../core/types';
import { analyticsKey, type AnalyticsChartParams, type AnalyticsEntry, type AnalyticsScopeParams } from './analytics-records';

const IDLE = { status: 'idle' } as const;

/** The overview of a scope (status 'idle' before the first load). */
export function selectAnalyticsOverview(state: WebState, slug: string, scope: AnalyticsScopeParams): AnalyticsEntry<AnalyticsOverview> {
  return state.analyticsOverviews[analyticsKey(slug, scope)] ?? IDLE;
}

/** The custom chart of a scope and axes. */
export function selectAnalyticsChart(state: WebState, slug: string, scope: AnalyticsScopeParams, chart: AnalyticsChartParams): AnalyticsEntry<AnalyticsChart> {
  return state.analyticsCharts[analyticsKey(slug, scope, chart)] ?? IDLE;
}

/** The per-project rows of a scope. */
export function selectAnalyticsProjects(state: WebState, slug: string, scope: AnalyticsScopeParams): AnalyticsEntry<AnalyticsProjectRow[]> {
  return state.analyticsProjects[analyticsKey(slug, scope)] ?? IDLE;
}
