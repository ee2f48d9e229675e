import type { AnalyticsChartQuery, AnalyticsDuration } from '@cairn/types';
import type { LoadStatus } from '../../core/types';

/** The scope of an analytics answer: a duration and the projects (empty = every project the user sees). */
export interface AnalyticsScopeParams {
  duration: AnalyticsDuration;
  projectIds: readonly string[];
}

/** The custom chart's axes. */
export type AnalyticsChartParams = Pick<AnalyticsChartQuery, 'x_axis' | 'y_axis' | 'segment'>;

/** One analytics answer with where its load stands; `data` stays while the same key loads again. */
export interface AnalyticsEntry<T> {
  status: LoadStatus;
  data?: T;
}

/** The key of an answer: slug, duration, the sorted project ids and (for the chart) its axes. */
export function analyticsKey(slug: string, scope: AnalyticsScopeParams, chart?: AnalyticsChartParams): string {
  const projects = [...new Set(scope.projectIds)].sort().join(',');
  const axes = chart ? `|${chart.x_axis}|${chart.y_axis ?? ''}|${chart.segment ?? ''}` : '';
  return `${slug}|${scope.duration}|${projects}${axes}`;
}
