import { useCallback, useEffect, useMemo } from 'react';
import {
  analyticsKey, selectAnalyticsChart, selectAnalyticsOverview, selectAnalyticsProjects, useAppStore, useStoreApi,
  type AnalyticsChartParams, type AnalyticsScopeParams,
} from '@cairn/state';
import type { AnalyticsDuration } from '@cairn/types';

/** The scope object of a duration and projects, stable while they stay the same. */
export function useAnalyticsScope(duration: AnalyticsDuration, projectIds: readonly string[]): AnalyticsScopeParams {
  const ids = projectIds.join(',');
  return useMemo(() => ({ duration, projectIds: ids ? ids.split(',') : [] }), [duration, ids]);
}

/** Loads the overview of a scope whenever the scope changes; answers the entry and a retry. */
export function useAnalyticsOverview(slug: string, scope: AnalyticsScopeParams) {
  const storeApi = useStoreApi();
  const entry = useAppStore((s) => selectAnalyticsOverview(s, slug, scope));
  const key = analyticsKey(slug, scope);
  const reload = useCallback(() => void storeApi.getState().loadAnalyticsOverview(slug, scope), [storeApi, slug, scope]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the scope; a new object with the same key is no change
  useEffect(reload, [key]);
  return { entry, retry: reload };
}

/** Loads the custom chart of a scope and axes whenever they change. */
export function useAnalyticsChart(slug: string, scope: AnalyticsScopeParams, chart: AnalyticsChartParams) {
  const storeApi = useStoreApi();
  const entry = useAppStore((s) => selectAnalyticsChart(s, slug, scope, chart));
  const key = analyticsKey(slug, scope, chart);
  const reload = useCallback(() => void storeApi.getState().loadAnalyticsChart(slug, scope, chart), [storeApi, slug, scope, chart]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  useEffect(reload, [key]);
  return { entry, retry: reload };
}

/** Loads the per-project rows of a scope whenever it changes. */
export function useAnalyticsProjects(slug: string, scope: AnalyticsScopeParams) {
  const storeApi = useStoreApi();
  const entry = useAppStore((s) => selectAnalyticsProjects(s, slug, scope));
  const key = analyticsKey(slug, scope);
  const reload = useCallback(() => void storeApi.getState().loadAnalyticsProjects(slug, scope), [storeApi, slug, scope]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  useEffect(reload, [key]);
  return { entry, retry: reload };
}
