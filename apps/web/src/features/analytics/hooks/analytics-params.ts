import {
  ANALYTICS_DIMENSIONS, ANALYTICS_DURATIONS, ANALYTICS_MAX_PROJECTS, ANALYTICS_MEASURES, ANALYTICS_SEGMENT_DIMENSIONS, ANALYTICS_TABS,
  DEFAULT_ANALYTICS_DURATION, DEFAULT_ANALYTICS_X_AXIS, DEFAULT_ANALYTICS_Y_AXIS,
  type AnalyticsDimension, type AnalyticsDuration, type AnalyticsMeasure, type AnalyticsSegmentDimension, type AnalyticsTab,
} from '@cairn/types';

/** What the analytics page shows, as kept in the URL query (a reload keeps it). */
export interface AnalyticsParams {
  tab: AnalyticsTab;
  duration: AnalyticsDuration;
  /** Chosen projects; empty = all projects. */
  projectIds: string[];
  xAxis: AnalyticsDimension;
  yAxis: AnalyticsMeasure;
  /** Never the same as xAxis. */
  segment: AnalyticsSegmentDimension | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Reads the page's params from the query; anything unknown falls back to the defaults (spec §9: last_30_days). */
export function readAnalyticsParams(query: URLSearchParams): AnalyticsParams {
  const xAxis = oneOf(ANALYTICS_DIMENSIONS, query.get('x_axis'), DEFAULT_ANALYTICS_X_AXIS);
  const segmentValue = query.get('segment');
  const segment = segmentValue && segmentValue !== xAxis ? oneOf<AnalyticsSegmentDimension | ''>(ANALYTICS_SEGMENT_DIMENSIONS, segmentValue, '') : '';
  const projectIds = [...new Set((query.get('projects') ?? '').split(',').map((s) => s.trim()).filter(Boolean))].slice(0, ANALYTICS_MAX_PROJECTS);
  return {
    tab: oneOf(ANALYTICS_TABS, query.get('tab'), 'overview'),
    duration: oneOf(ANALYTICS_DURATIONS, query.get('duration'), DEFAULT_ANALYTICS_DURATION),
    projectIds,
    xAxis,
    yAxis: oneOf(ANALYTICS_MEASURES, query.get('y_axis'), DEFAULT_ANALYTICS_Y_AXIS),
    segment: segment || null,
  };
}

/**
 * Writes params into a copy of the query: defaults are left out (a clean URL), other keys of the query are kept;
 * a segment equal to the x axis is dropped.
 */
export function writeAnalyticsParams(query: URLSearchParams, params: AnalyticsParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const put = (key: string, value: string, fallback: string) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
  put('tab', params.tab, 'overview');
  put('duration', params.duration, DEFAULT_ANALYTICS_DURATION);
  put('projects', params.projectIds.join(','), '');
  put('x_axis', params.xAxis, DEFAULT_ANALYTICS_X_AXIS);
  put('y_axis', params.yAxis, DEFAULT_ANALYTICS_Y_AXIS);
  put('segment', params.segment && params.segment !== params.xAxis ? params.segment : '', '');
  return next;
}
