import {
  GLOBAL_VIEW_IDS, SUB_WORK_ITEM_DISPLAY_PROPERTIES, WORK_ITEM_DISPLAY_PROPERTIES, WORK_ITEM_FILTER_KEYS, workItemDisplayFiltersSchema,
  type ListUserProperties, type SubWorkItemDisplayProperties, type WorkItemDisplayFilters, type WorkspaceListView,
} from '@cairn/types';
import type { StoredListProperties } from '../../data/repositories/list-user-properties.repository';

/** Display filters the answer always has; order_by only when the user chose one (see DEFAULT_DISPLAY_FILTERS). */
export type PresentedDisplayDefaults = Omit<Required<WorkItemDisplayFilters>, 'order_by'>;

/**
 * Display filters of a project list when the user stored none (spec §3/§9). No order_by: an order nobody chose is
 * the client's to decide (defaultOrderBy: sort_order with the browser's local cache on outside the spreadsheet, else
 * -created_at, which is also what a list request without order_by gets).
 */
export const DEFAULT_DISPLAY_FILTERS: PresentedDisplayDefaults = {
  layout: 'list',
  group_by: null,
  sub_group_by: null,
  sub_issue: true,
  type: null,
  show_empty_groups: true,
  calendar_layout: 'month',
  gantt_scale: 'month',
};

/** Defaults of a workspace-level view: the built-in global views open as a spreadsheet (spec §9); profile lists as a list. */
export function workspaceViewDefaults(view: WorkspaceListView): PresentedDisplayDefaults {
  return (GLOBAL_VIEW_IDS as readonly string[]).includes(view) ? { ...DEFAULT_DISPLAY_FILTERS, layout: 'spreadsheet' } : DEFAULT_DISPLAY_FILTERS;
}

/** Stored sub-work-item display properties → every key filled: on unless stored off (spec §3: all on by default). */
export function presentSubWorkItemDisplayProperties(stored: Record<string, unknown> | undefined): Required<SubWorkItemDisplayProperties> {
  return Object.fromEntries(SUB_WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, stored?.[k] !== false])) as Required<SubWorkItemDisplayProperties>;
}

/**
 * Stored settings → the answer of GET user-properties/: filters as stored (known keys with at least one value),
 * display filters over `defaults` (known keys with valid values only; order_by only when stored), display properties all on unless stored off.
 * With `withSubItems` (project lists) the answer also has sub_issue_display_properties, every key filled.
 */
export function presentListProperties(stored: StoredListProperties | undefined, defaults: PresentedDisplayDefaults, withSubItems = false): ListUserProperties {
  const filters: ListUserProperties['filters'] = {};
  for (const key of WORK_ITEM_FILTER_KEYS) {
    const values = stored?.filters[key];
    if (Array.isArray(values) && values.length > 0) filters[key] = values.filter((v): v is string => typeof v === 'string');
  }
  // Values stored by an older contract that no longer validate fall back to the default rather than failing the read.
  const shape = workItemDisplayFiltersSchema.shape;
  const display: Record<string, unknown> = { ...defaults };
  for (const [key, field] of Object.entries(shape)) {
    const value = stored?.display_filters[key];
    if (value !== undefined && field.safeParse(value).success) display[key] = value;
  }
  const properties = Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, stored?.display_properties[k] !== false])) as ListUserProperties['display_properties'];
  const answer: ListUserProperties = { filters, display_filters: display as ListUserProperties['display_filters'], display_properties: properties };
  if (withSubItems) answer.sub_issue_display_properties = presentSubWorkItemDisplayProperties(stored?.sub_issue_display_properties);
  return answer;
}
