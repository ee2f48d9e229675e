import { z } from 'zod';
import { ANALYTICS_DIMENSIONS, ANALYTICS_DURATIONS, ANALYTICS_MAX_PROJECTS, ANALYTICS_MEASURES, ANALYTICS_SEGMENT_DIMENSIONS } from '../analytics-constants';
import { STATE_GROUPS } from '../project-constants';
import { uuidSchema } from './common.schema';

// Analytics (issue 17). Every number is computed in SQL over the work items the caller may see: the projects they
// are a member of (guests without guest_view_all_features: only the items they created), not archived, not drafts,
// not deleted.

/** A comma list of project ids (at most ANALYTICS_MAX_PROJECTS); empty or absent = every project the caller sees. */
const projectIdsParam = z
  .string()
  .max(ANALYTICS_MAX_PROJECTS * 37)
  .optional()
  .transform((s, ctx) => {
    const ids = (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);
    for (const id of ids) if (!uuidSchema.safeParse(id).success) ctx.addIssue({ code: 'custom', message: `Invalid project id: ${id.slice(0, 40)}` });
    return [...new Set(ids)];
  });

/** Query of both analytics calls. */
export const analyticsScopeQuerySchema = z.object({
  duration: z.enum(ANALYTICS_DURATIONS).optional(),
  project_ids: projectIdsParam,
});

/** GET analytics/overview/: totals, created vs completed over the duration, and state-group distribution. */
export const analyticsOverviewSchema = z.object({
  duration: z.enum(ANALYTICS_DURATIONS),
  /** First and last day of the duration (YYYY-MM-DD, the server's UTC days); null start for all_time. */
  start_date: z.string().nullable(),
  end_date: z.string(),
  totals: z.object({
    /** Work items in scope (whatever their dates). */
    work_items: z.number().int(),
    open: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    /** Open items whose target_date is before today. */
    overdue: z.number().int(),
    /** Created / completed within the duration. */
    created_in_duration: z.number().int(),
    completed_in_duration: z.number().int(),
    projects: z.number().int(),
    members: z.number().int(),
    cycles: z.number().int(),
    modules: z.number().int(),
  }),
  /** One row per bucket of the duration (every bucket present, zeros included), oldest first. */
  created_vs_completed: z.array(z.object({ date: z.string(), created: z.number().int(), completed: z.number().int() })),
  /** bucket of created_vs_completed: day, week or month. */
  bucket: z.enum(['day', 'week', 'month']),
  state_groups: z.array(z.object({ group: z.enum(STATE_GROUPS), count: z.number().int() })),
});

/** Query of GET analytics/ (the custom chart). */
export const analyticsChartQuerySchema = analyticsScopeQuerySchema.extend({
  x_axis: z.enum(ANALYTICS_DIMENSIONS),
  y_axis: z.enum(ANALYTICS_MEASURES).optional(),
  segment: z.enum(ANALYTICS_SEGMENT_DIMENSIONS).optional(),
});

/**
 * One key of a dimension: its id (or the date bucket, or ANALYTICS_NONE_KEY) with a display name and colour. Names:
 * the entity's name (state, label, cycle, module, project, member's display name); state groups, priorities and date
 * buckets answer their key (the web shows them translated / formatted); the 'none' key answers name '' and the web
 * shows its own translated "None". colour: states' and labels' colours, null otherwise.
 */
export const analyticsKeySchema = z.object({ key: z.string(), name: z.string(), color: z.string().nullable() });

/**
 * GET analytics/?x_axis=…: one row per x key (ordered as the dimension orders: state groups and priorities in their
 * order, states by group then sequence, dates ascending, names otherwise), value = count or points; with a segment,
 * `segments` lists every segment key and each row's `values` maps segment key → value (absent = 0). A work item with
 * two labels (or assignees, modules) counts once under each; `total` counts each item once. Items: those created in the
 * duration (x_axis completed_date: those completed in it); date axes answer every bucket, zeros included.
 */
export const analyticsChartSchema = z.object({
  x_axis: z.enum(ANALYTICS_DIMENSIONS),
  y_axis: z.enum(ANALYTICS_MEASURES),
  segment: z.enum(ANALYTICS_SEGMENT_DIMENSIONS).nullable(),
  duration: z.enum(ANALYTICS_DURATIONS),
  rows: z.array(analyticsKeySchema.extend({ value: z.number(), values: z.record(z.string(), z.number()).optional() })),
  segments: z.array(analyticsKeySchema),
  total: z.number(),
});

/** GET analytics/projects/: one row per project in scope. */
export const analyticsProjectRowSchema = z.object({
  project_id: uuidSchema,
  name: z.string(),
  identifier: z.string(),
  total: z.number().int(),
  state_groups: z.record(z.enum(STATE_GROUPS), z.number().int()),
  overdue: z.number().int(),
  completed_in_duration: z.number().int(),
  members: z.number().int(),
  cycles: z.number().int(),
  modules: z.number().int(),
});
export const analyticsProjectsSchema = z.array(analyticsProjectRowSchema);

export type AnalyticsScopeQuery = z.input<typeof analyticsScopeQuerySchema>;
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
export type AnalyticsChartQuery = z.input<typeof analyticsChartQuerySchema>;
export type AnalyticsKey = z.infer<typeof analyticsKeySchema>;
export type AnalyticsChart = z.infer<typeof analyticsChartSchema>;
export type AnalyticsProjectRow = z.infer<typeof analyticsProjectRowSchema>;
