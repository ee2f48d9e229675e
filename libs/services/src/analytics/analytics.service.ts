import { apiPaths } from '@cairn/types';
import type { AnalyticsChart, AnalyticsChartQuery, AnalyticsDuration, AnalyticsOverview, AnalyticsProjectRow } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** The scope of an analytics call: a duration and the projects (none = every project the caller sees). */
export interface AnalyticsScope {
  duration?: AnalyticsDuration;
  projectIds?: readonly string[];
}

function scopeParams(scope: AnalyticsScope): Record<string, string> {
  const params: Record<string, string> = {};
  if (scope.duration) params.duration = scope.duration;
  if (scope.projectIds && scope.projectIds.length > 0) params.project_ids = scope.projectIds.join(',');
  return params;
}

/** Creates the analytics calls (issue 17). */
export function createAnalyticsService(client: ApiClient) {
  return {
    /** GET analytics/overview/: totals, created vs completed, state groups. */
    getOverview: (slug: string, scope: AnalyticsScope = {}) => client.get<AnalyticsOverview>(apiPaths.analyticsOverview(slug), { searchParams: scopeParams(scope) }),
    /** GET analytics/: the custom chart (x axis, measure, optional segment). */
    getChart: (slug: string, query: Pick<AnalyticsChartQuery, 'x_axis' | 'y_axis' | 'segment'>, scope: AnalyticsScope = {}) => {
      const params: Record<string, string> = { ...scopeParams(scope), x_axis: query.x_axis };
      if (query.y_axis) params.y_axis = query.y_axis;
      if (query.segment) params.segment = query.segment;
      return client.get<AnalyticsChart>(apiPaths.analyticsChart(slug), { searchParams: params });
    },
    /** GET analytics/projects/: one row per project. */
    getProjects: (slug: string, scope: AnalyticsScope = {}) => client.get<AnalyticsProjectRow[]>(apiPaths.analyticsProjects(slug), { searchParams: scopeParams(scope) }),
  };
}

/** The analytics service's type. */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
