// Workspace and project analytics (issue 17; work-items spec §2 analytics page, §9 defaults).

/** The duration choices of the analytics page; the default is last_30_days (spec §9). all_time ignores dates. */
export const ANALYTICS_DURATIONS = ['last_7_days', 'last_30_days', 'last_90_days', 'last_12_months', 'all_time'] as const;
/** One duration choice. */
export type AnalyticsDuration = (typeof ANALYTICS_DURATIONS)[number];
/** The default duration (spec §9). */
export const DEFAULT_ANALYTICS_DURATION: AnalyticsDuration = 'last_30_days';

/** The analytics page's tabs (spec §2: "tabs such as overview"). */
export const ANALYTICS_TABS = ['overview', 'work_items', 'projects'] as const;
/** One analytics tab. */
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/**
 * The dimensions a custom chart's x axis (and its segment) can take. created_date / completed_date bucket by day for
 * durations up to 90 days and by week (weeks start on the user's start_of_the_week, default Sunday) beyond, or by
 * month for all_time; they are not offered as a segment.
 */
export const ANALYTICS_DIMENSIONS = ['state', 'state_group', 'priority', 'label', 'assignee', 'cycle', 'module', 'project', 'created_date', 'completed_date'] as const;
/** One chart dimension. */
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];
/** The dimensions a segment may use (not dates). */
export const ANALYTICS_SEGMENT_DIMENSIONS = ['state', 'state_group', 'priority', 'label', 'assignee', 'cycle', 'module', 'project'] as const satisfies readonly AnalyticsDimension[];
/** One segment dimension. */
export type AnalyticsSegmentDimension = (typeof ANALYTICS_SEGMENT_DIMENSIONS)[number];
/** What a chart counts: work items, or the sum of their estimate points (numeric estimates only). */
export const ANALYTICS_MEASURES = ['work_item_count', 'estimate_points'] as const;
/** One measure. */
export type AnalyticsMeasure = (typeof ANALYTICS_MEASURES)[number];
/** The custom chart's defaults. */
export const DEFAULT_ANALYTICS_X_AXIS: AnalyticsDimension = 'state_group';
export const DEFAULT_ANALYTICS_Y_AXIS: AnalyticsMeasure = 'work_item_count';
/** The key of rows whose value is empty (no assignee, no label, no cycle, no module, no estimate). */
export const ANALYTICS_NONE_KEY = 'none';
/** The most projects a request may name in project_ids. */
export const ANALYTICS_MAX_PROJECTS = 100;
