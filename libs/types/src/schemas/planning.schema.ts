import { z } from 'zod';
import { STATE_GROUPS } from '../project-constants';
import { MODULE_STATUSES, PLANNING_ANALYTICS_TYPES, PLANNING_ITEMS_MAX, PLANNING_TEXT, CYCLE_STATUSES } from '../planning-constants';
import { httpUrlSchema, timestampSchema, uuidSchema } from './common.schema';
import { dateOnlySchema } from './work-item.schema';

// Cycles and modules on the wire (issue 13; work-items spec §3 Cycle, Module).

/**
 * Work-item counts of a cycle or module by state group, and the same in estimate points (an item's estimate value
 * read as a number; non-numeric estimates count 0). Archived, draft and deleted items are not counted.
 */
export const planningCountsSchema = z.object({
  total_issues: z.number().int(),
  backlog_issues: z.number().int(),
  unstarted_issues: z.number().int(),
  started_issues: z.number().int(),
  completed_issues: z.number().int(),
  cancelled_issues: z.number().int(),
  total_estimate_points: z.number(),
  backlog_estimate_points: z.number(),
  unstarted_estimate_points: z.number(),
  started_estimate_points: z.number(),
  completed_estimate_points: z.number(),
  cancelled_estimate_points: z.number(),
});

/** A cycle: status computed from its dates on the server's day (cycleStatusOn); is_favorite for the caller. */
export const cycleSchema = planningCountsSchema.extend({
  id: uuidSchema,
  workspace_id: uuidSchema,
  project_id: uuidSchema,
  name: z.string(),
  description: z.string(),
  start_date: dateOnlySchema.nullable(),
  end_date: dateOnlySchema.nullable(),
  owned_by_id: uuidSchema.nullable(),
  sort_order: z.number(),
  version: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(CYCLE_STATUSES),
  archived_at: timestampSchema.nullable(),
  is_favorite: z.boolean(),
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** An active cycle (active-cycles/): the cycle with its project's name and identifier. */
export const activeCycleSchema = cycleSchema.extend({ project_name: z.string(), project_identifier: z.string() });

/** GET active-cycles/ — one page of the workspace's current cycles (cursor perPage:page:0, like lists). */
export const activeCyclesPageSchema = z.object({
  results: z.array(activeCycleSchema),
  total_count: z.number().int(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
});

/** ?per_page=&cursor= of active-cycles/. */
export const activeCyclesQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().regex(/^\d{1,4}:\d{1,7}:\d{1,9}$/).optional(),
});

/** A link of a module. */
export const moduleLinkSchema = z.object({
  id: uuidSchema,
  module_id: uuidSchema,
  title: z.string(),
  url: z.string(),
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A module with its members, links and counts; is_favorite for the caller. */
export const moduleSchema = planningCountsSchema.extend({
  id: uuidSchema,
  workspace_id: uuidSchema,
  project_id: uuidSchema,
  name: z.string(),
  description: z.string(),
  start_date: dateOnlySchema.nullable(),
  target_date: dateOnlySchema.nullable(),
  status: z.enum(MODULE_STATUSES),
  lead_id: uuidSchema.nullable(),
  member_ids: z.array(uuidSchema),
  sort_order: z.number(),
  archived_at: timestampSchema.nullable(),
  is_favorite: z.boolean(),
  link_module: z.array(moduleLinkSchema),
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** One day of a burndown: the ideal remaining (a straight line from the total to 0) and the actual (null after today). */
export const burndownPointSchema = z.object({ date: dateOnlySchema, ideal: z.number(), actual: z.number().nullable() });

/** Totals of one assignee or label in a cycle or module (null id = none). */
export const planningBreakdownRowSchema = z.object({ id: uuidSchema.nullable(), total: z.number(), completed: z.number() });

/**
 * GET cycles/{id}/analytics/?type= and modules/{id}/analytics/?type= — counted in estimate points (type points) or
 * work items (type issues): the burndown from start to end (cycle) / target (module) date, one point per day (empty
 * without both dates), and the distribution by state group, assignee and label.
 */
export const planningAnalyticsSchema = z.object({
  type: z.enum(PLANNING_ANALYTICS_TYPES),
  total: z.number(),
  completed: z.number(),
  completion_chart: z.array(burndownPointSchema),
  state_groups: z.record(z.enum(STATE_GROUPS), z.number()),
  assignees: z.array(planningBreakdownRowSchema),
  labels: z.array(planningBreakdownRowSchema),
});

/** ?type= of the analytics routes. */
export const planningAnalyticsQuerySchema = z.object({ type: z.enum(PLANNING_ANALYTICS_TYPES).optional() });

const cycleName = z.string().trim().min(1, PLANNING_TEXT.cycleNameRequired).max(255);
const moduleName = z.string().trim().min(1, PLANNING_TEXT.moduleNameRequired).max(255);
const description = z.string().max(10_000);

/** POST cycles/ — both dates or neither (a draft); a client-generated id is accepted. */
export const cycleCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: cycleName,
  description: description.optional(),
  start_date: dateOnlySchema.nullable().optional(),
  end_date: dateOnlySchema.nullable().optional(),
  owned_by_id: uuidSchema.nullable().optional(),
  version: z.union([z.literal(1), z.literal(2)]).optional(),
  sort_order: z.number().finite().optional(),
});
/** PATCH cycles/{id}/. */
export const cycleUpdateSchema = cycleCreateSchema.omit({ id: true }).partial();
/** POST cycles/date-check/ — answers { status: true } when no other cycle of the project overlaps the dates. */
export const cycleDateCheckSchema = z.strictObject({ start_date: dateOnlySchema, end_date: dateOnlySchema, cycle_id: uuidSchema.optional() });
/** The answer of date-check/. */
export const cycleDateCheckResultSchema = z.object({ status: z.boolean() });
/** POST cycles/{id}/cycle-issues/ and modules/{id}/issues/ — items of the same project (else nothing changes). */
export const planningItemsAddSchema = z.strictObject({ issues: z.array(uuidSchema).min(1).max(PLANNING_ITEMS_MAX) });
/** POST cycles/{id}/transfer-issues/ — moves the unfinished items of a completed cycle. */
export const cycleTransferSchema = z.strictObject({ new_cycle_id: uuidSchema });
/** POST user-favorite-cycles/. */
export const cycleFavoriteCreateSchema = z.strictObject({ cycle: uuidSchema });
/** The answer of POST user-favorite-cycles/. */
export const cycleFavoriteSchema = z.object({ id: uuidSchema, cycle: uuidSchema, created_at: timestampSchema });
/** The answer of POST cycles/{id}/transfer-issues/: how many unfinished items moved. */
export const cycleTransferResultSchema = z.object({ moved: z.number().int() });
/** The answer of POST cycles/{id}/archive/. */
export const cycleArchiveResultSchema = z.object({ archived_at: timestampSchema });
/** GET cycles/{id}/cycle-progress/ — both analytics at once, so the sidebar switches plot type without a request. */
export const cycleProgressSchema = z.object({ points: planningAnalyticsSchema, issues: planningAnalyticsSchema });

/** POST modules/. */
export const moduleCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: moduleName,
  description: description.optional(),
  start_date: dateOnlySchema.nullable().optional(),
  target_date: dateOnlySchema.nullable().optional(),
  status: z.enum(MODULE_STATUSES).optional(),
  lead_id: uuidSchema.nullable().optional(),
  member_ids: z.array(uuidSchema).max(100).optional(),
  sort_order: z.number().finite().optional(),
});
/** PUT modules/{id}/ (name required) and PATCH modules/{id}/ (any subset). */
export const modulePutSchema = moduleCreateSchema.omit({ id: true });
export const moduleUpdateSchema = modulePutSchema.partial();
/** POST issues/{id}/modules/ — add the item to `modules` and take it out of `removed_modules`. */
export const workItemModulesUpdateSchema = z.strictObject({
  modules: z.array(uuidSchema).max(100).default([]),
  removed_modules: z.array(uuidSchema).max(100).default([]),
});
/** POST module-links/ and PATCH module-links/{id}/ (http and https only). */
export const moduleLinkCreateSchema = z.strictObject({ id: uuidSchema.optional(), title: z.string().trim().max(255).optional(), url: httpUrlSchema });
export const moduleLinkUpdateSchema = z.strictObject({ title: z.string().trim().max(255).optional(), url: httpUrlSchema.optional() });
/** POST user-favorite-modules/. */
export const moduleFavoriteCreateSchema = z.strictObject({ module: uuidSchema });
/** The answer of POST user-favorite-modules/. */
export const moduleFavoriteSchema = z.object({ id: uuidSchema, module: uuidSchema, created_at: timestampSchema });
/** The answer of POST modules/{id}/archive/. */
export const moduleArchiveResultSchema = z.object({ archived_at: timestampSchema });

/** Counts by state group, in items and points. */
export type PlanningCounts = z.infer<typeof planningCountsSchema>;
/** A cycle. */
export type Cycle = z.infer<typeof cycleSchema>;
/** An active cycle with its project. */
export type ActiveCycle = z.infer<typeof activeCycleSchema>;
/** A page of active-cycles/. */
export type ActiveCyclesPage = z.infer<typeof activeCyclesPageSchema>;
/** A module. */
export type Module = z.infer<typeof moduleSchema>;
/** A module link. */
export type ModuleLink = z.infer<typeof moduleLinkSchema>;
/** One day of a burndown. */
export type BurndownPoint = z.infer<typeof burndownPointSchema>;
/** Analytics of a cycle or module. */
export type PlanningAnalytics = z.infer<typeof planningAnalyticsSchema>;
/** Body of POST cycles/. */
export type CycleCreate = z.infer<typeof cycleCreateSchema>;
/** Body of PATCH cycles/{id}/. */
export type CycleUpdate = z.infer<typeof cycleUpdateSchema>;
/** Body of POST cycles/date-check/. */
export type CycleDateCheck = z.infer<typeof cycleDateCheckSchema>;
/** Answer of POST user-favorite-cycles/. */
export type CycleFavorite = z.infer<typeof cycleFavoriteSchema>;
/** Answer of POST cycles/{id}/transfer-issues/. */
export type CycleTransferResult = z.infer<typeof cycleTransferResultSchema>;
/** Answer of GET cycles/{id}/cycle-progress/. */
export type CycleProgress = z.infer<typeof cycleProgressSchema>;
/** Body of POST modules/. */
export type ModuleCreate = z.infer<typeof moduleCreateSchema>;
/** Body of PATCH modules/{id}/. */
export type ModuleUpdate = z.infer<typeof moduleUpdateSchema>;
/** Body of POST issues/{id}/modules/. */
export type WorkItemModulesUpdate = z.input<typeof workItemModulesUpdateSchema>;
/** Body of POST module-links/. */
export type ModuleLinkCreate = z.infer<typeof moduleLinkCreateSchema>;
/** Body of PATCH module-links/{id}/. */
export type ModuleLinkUpdate = z.infer<typeof moduleLinkUpdateSchema>;
/** Answer of POST user-favorite-modules/. */
export type ModuleFavorite = z.infer<typeof moduleFavoriteSchema>;
