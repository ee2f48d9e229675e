import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import {
  CALENDAR_LAYOUTS, GANTT_SCALES, PROFILE_VIEW_TYPES, WORK_ITEM_DISPLAY_PROPERTIES, WORK_ITEM_FILTER_KEYS, WORK_ITEM_GROUP_BY, WORK_ITEM_LAYOUTS,
  WORK_ITEM_LIST_MAX_PER_PAGE, WORK_ITEM_ORDER_BY, WORK_ITEM_TYPE_FILTERS, WORKSPACE_LIST_VIEWS,
} from '../work-item-list-constants';
import { SUB_WORK_ITEM_DISPLAY_PROPERTIES } from '../work-item-constants';
import { workItemSchema } from './work-item.schema';

const commaList = z.string().max(20_000).optional();

/**
 * Query of every work-item list (project, archived, drafts, workspace, profile): comma-separated filters (OR within a
 * key, AND across keys), group_by / sub_group_by, order_by from the allow-list (400 otherwise), sub_issue (false
 * leaves sub-items out), type, search (title words or the sequence number), cursor perPage:pageIndex:offset.
 * Date filters: clauses `YYYY-MM-DD;after|before` or `N_days|N_weeks|N_months;after|before;fromnow|ago`, comma-
 * separated; clauses that cannot be parsed are ignored (see parseDateFilter).
 */
export const workItemListFilterQuerySchema = z.object({
  ...(Object.fromEntries(WORK_ITEM_FILTER_KEYS.map((k) => [k, commaList])) as Record<(typeof WORK_ITEM_FILTER_KEYS)[number], typeof commaList>),
  group_by: z.enum(WORK_ITEM_GROUP_BY).optional(),
  sub_group_by: z.enum(WORK_ITEM_GROUP_BY).optional(),
  order_by: z.enum(WORK_ITEM_ORDER_BY as unknown as [string, ...string[]], { message: 'Unsupported order_by' }).optional(),
  sub_issue: z.enum(['true', 'false']).optional(),
  type: z.enum(WORK_ITEM_TYPE_FILTERS).optional(),
  search: z.string().max(200).optional(),
  cursor: z.string().regex(/^\d{1,4}:\d{1,7}:\d{1,9}$/, SCHEMA_TEXT.usePerpagePageindexOffset).optional(),
  per_page: z.coerce.number().int().min(1).max(WORK_ITEM_LIST_MAX_PER_PAGE).optional(),
});
/** Path parameter naming a profile list: GET /api/workspaces/{slug}/user-issues/{userId}/{list}/. */
export const profileListSchema = z.enum(PROFILE_VIEW_TYPES);

/** One group of a grouped page: its items (this page of them) and how many the group has in all. */
export const workItemGroupSchema = z.object({ results: z.array(workItemSchema), total_results: z.number().int() });
/** A group of a sub-grouped page: sub-groups by key, each paged on its own. */
export const workItemSubGroupedGroupSchema = z.object({ results: z.record(z.string(), workItemGroupSchema), total_results: z.number().int() });

/** Paging fields every list answer has (spec §3 paginated list result). */
const pagingShape = {
  total_count: z.number().int(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
};
/** A grouped page: each group pages on its own (page N of every group), `None` for items without a value. */
export const groupedWorkItemPageSchema = z.object({ results: z.record(z.string(), workItemGroupSchema), grouped_by: z.enum(WORK_ITEM_GROUP_BY), sub_grouped_by: z.null(), ...pagingShape });
/** A sub-grouped page: groups, then sub-groups, each (group, sub-group) paged on its own. */
export const subGroupedWorkItemPageSchema = z.object({
  results: z.record(z.string(), workItemSubGroupedGroupSchema),
  grouped_by: z.enum(WORK_ITEM_GROUP_BY),
  sub_grouped_by: z.enum(WORK_ITEM_GROUP_BY),
  ...pagingShape,
});
/** Any list answer: flat (results is an array), grouped or sub-grouped. */
export const anyWorkItemPageSchema = z.union([
  z.object({ results: z.array(workItemSchema), grouped_by: z.null().optional(), sub_grouped_by: z.null().optional(), ...pagingShape }),
  groupedWorkItemPageSchema,
  subGroupedWorkItemPageSchema,
]);

/** Filters kept per user and context: filter key → values (date clauses as strings). */
export const workItemFiltersSchema = z.object(
  Object.fromEntries(WORK_ITEM_FILTER_KEYS.map((k) => [k, z.array(z.string().max(100)).max(500).optional()])) as Record<
    (typeof WORK_ITEM_FILTER_KEYS)[number],
    z.ZodOptional<z.ZodArray<z.ZodString>>
  >,
);
/** Display filters kept per user and context (spec §3). */
export const workItemDisplayFiltersSchema = z.object({
  layout: z.enum(WORK_ITEM_LAYOUTS).optional(),
  group_by: z.enum(WORK_ITEM_GROUP_BY).nullable().optional(),
  sub_group_by: z.enum(WORK_ITEM_GROUP_BY).nullable().optional(),
  order_by: z.enum(WORK_ITEM_ORDER_BY as unknown as [string, ...string[]]).optional(),
  sub_issue: z.boolean().optional(),
  type: z.enum(WORK_ITEM_TYPE_FILTERS).nullable().optional(),
  show_empty_groups: z.boolean().optional(),
  calendar_layout: z.enum(CALENDAR_LAYOUTS).optional(),
  gantt_scale: z.enum(GANTT_SCALES).optional(),
});
/** Display properties: which properties rows and cards show. */
export const workItemDisplayPropertiesSchema = z.object(
  Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, z.boolean().optional()])) as Record<(typeof WORK_ITEM_DISPLAY_PROPERTIES)[number], z.ZodOptional<z.ZodBoolean>>,
);
/**
 * Sub-work-item display properties: which properties the rows of a work item's sub-items widget show (spec §3, all on
 * by default). Every key optional on input; the project user-properties answer fills them all.
 */
export const subWorkItemDisplayPropertiesSchema = z.object(
  Object.fromEntries(SUB_WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, z.boolean().optional()])) as Record<
    (typeof SUB_WORK_ITEM_DISPLAY_PROPERTIES)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
/**
 * GET user-properties/ answer (project or workspace view): the stored settings, defaults filled in.
 * `sub_issue_display_properties` belongs to project contexts (the project answer always has it, every key filled);
 * workspace views leave it out.
 */
export const listUserPropertiesSchema = z.object({
  filters: workItemFiltersSchema,
  display_filters: workItemDisplayFiltersSchema,
  display_properties: workItemDisplayPropertiesSchema,
  sub_issue_display_properties: subWorkItemDisplayPropertiesSchema.optional(),
});
/** PATCH user-properties/: any of the parts; each given part is merged key by key into the stored one. */
export const listUserPropertiesUpdateSchema = listUserPropertiesSchema.partial();
/** Path parameter of the workspace-level user-properties route. */
export const workspaceListViewSchema = z.enum(WORKSPACE_LIST_VIEWS);

export type WorkItemListFilterQuery = z.infer<typeof workItemListFilterQuerySchema>;
export type WorkItemGroup = z.infer<typeof workItemGroupSchema>;
export type GroupedWorkItemPage = z.infer<typeof groupedWorkItemPageSchema>;
export type SubGroupedWorkItemPage = z.infer<typeof subGroupedWorkItemPageSchema>;
export type AnyWorkItemPage = z.infer<typeof anyWorkItemPageSchema>;
export type WorkItemFilters = z.infer<typeof workItemFiltersSchema>;
export type WorkItemDisplayFilters = z.infer<typeof workItemDisplayFiltersSchema>;
export type WorkItemDisplayProperties = z.infer<typeof workItemDisplayPropertiesSchema>;
export type SubWorkItemDisplayProperties = z.infer<typeof subWorkItemDisplayPropertiesSchema>;
export type ListUserProperties = z.infer<typeof listUserPropertiesSchema>;
export type ListUserPropertiesUpdate = z.infer<typeof listUserPropertiesUpdateSchema>;
