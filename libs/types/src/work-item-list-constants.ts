import type { Priority } from './work-item-constants';

/** The five list layouts (spec §2). */
export const WORK_ITEM_LAYOUTS = ['list', 'kanban', 'calendar', 'spreadsheet', 'gantt'] as const;
/** One layout. */
export type WorkItemLayout = (typeof WORK_ITEM_LAYOUTS)[number];

/**
 * Fields a list may be grouped (and sub-grouped) by. Group keys on the wire: state → state id, state_group → the
 * group name, priority → the priority key, labels / assignees / created_by / project → the id. A multi-valued field
 * puts an item in each of its groups; an item without a value is in the group `None`.
 */
export const WORK_ITEM_GROUP_BY = ['state', 'state_group', 'priority', 'labels', 'assignees', 'created_by', 'project', 'cycle', 'module'] as const;
/** One group_by / sub_group_by key. */
export type WorkItemGroupBy = (typeof WORK_ITEM_GROUP_BY)[number];
/** The group of items without a value for the grouping field (spec §4). */
export const WORK_ITEM_NONE_GROUP = 'None';

/**
 * order_by keys; a leading `-` sorts descending. Nulls sort last in both directions; ties break by id ascending.
 * `priority` puts urgent first (rank urgent 4 … none 0, descending); `-priority` puts none first. `state` orders by
 * state group (backlog … cancelled), then the state's sequence.
 */
export const WORK_ITEM_ORDER_KEYS = ['sort_order', 'created_at', 'updated_at', 'priority', 'state', 'start_date', 'target_date', 'sequence_id', 'name'] as const;
/** One order key without direction. */
export type WorkItemOrderKey = (typeof WORK_ITEM_ORDER_KEYS)[number];
/** Every accepted order_by value (the allow-list; anything else is a 400). */
export const WORK_ITEM_ORDER_BY = [...WORK_ITEM_ORDER_KEYS, ...WORK_ITEM_ORDER_KEYS.map((k) => `-${k}` as const)] as const;
/** One order_by value. */
export type WorkItemOrderBy = WorkItemOrderKey | `-${WorkItemOrderKey}`;
/** Default list sort (spec §9). */
export const WORK_ITEM_DEFAULT_ORDER_BY: WorkItemOrderBy = '-created_at';

/**
 * The order of a list whose user chose none (work-items spec §9, workspace-pages spec §9 "local sort key"): sort_order
 * when the local cache is on and the layout is not the spreadsheet, else WORK_ITEM_DEFAULT_ORDER_BY. An order the user
 * chose is always kept (user-properties answer order_by only when one is stored).
 */
export function defaultOrderBy(layout: string | null | undefined, localCacheOn: boolean): WorkItemOrderBy {
  return localCacheOn && layout !== 'spreadsheet' ? 'sort_order' : WORK_ITEM_DEFAULT_ORDER_BY;
}

/** Priority ranks used by ordering and the local cache (spec: none 0 … urgent 4). */
export const PRIORITY_RANK: Record<Priority, number> = { none: 0, low: 1, medium: 2, high: 3, urgent: 4 };

/** The `type` display filter: active = unstarted or started items, backlog = the backlog group. */
export const WORK_ITEM_TYPE_FILTERS = ['active', 'backlog'] as const;
/** One type filter. */
export type WorkItemTypeFilter = (typeof WORK_ITEM_TYPE_FILTERS)[number];

/** Filter keys a list accepts as comma-separated query parameters (spec §3/§7). cycle and module also take 'None'. */
export const WORK_ITEM_FILTER_KEYS = [
  'priority', 'state_group', 'state', 'assignees', 'mentions', 'created_by', 'labels', 'cycle', 'module', 'start_date', 'target_date', 'project', 'subscriber',
] as const;
/** The filter value meaning "no cycle" / "no module". */
export const NONE_FILTER_VALUE = 'None';
/** One filter key. */
export type WorkItemFilterKey = (typeof WORK_ITEM_FILTER_KEYS)[number];

/** Date-filter offsets (workspace spec §9): weeks are 7 days, months 30 days. */
export const DATE_FILTER_DAYS = { days: 1, weeks: 7, months: 30 } as const;

/** Properties a list row/card may show (display_properties keys), all on by default. */
export const WORK_ITEM_DISPLAY_PROPERTIES = [
  'key', 'state', 'priority', 'assignee', 'labels', 'start_date', 'due_date', 'estimate', 'modules', 'cycle', 'sub_issue_count', 'attachment_count',
  'link', 'created_on', 'updated_on',
] as const;
/** One display property. */
export type WorkItemDisplayProperty = (typeof WORK_ITEM_DISPLAY_PROPERTIES)[number];

/** The workspace-level list contexts with stored display settings: the four built-in views and the three profile lists. */
export const WORKSPACE_LIST_VIEWS = ['all-issues', 'assigned', 'created', 'subscribed', 'profile-assigned', 'profile-created', 'profile-subscribed'] as const;
/** One workspace-level list view key. */
export type WorkspaceListView = (typeof WORKSPACE_LIST_VIEWS)[number];
/** The built-in global views (spec §2), spreadsheet by default, ordered -created_at. */
export const GLOBAL_VIEW_IDS = ['all-issues', 'assigned', 'created', 'subscribed'] as const;
/** One built-in global view. */
export type GlobalViewId = (typeof GLOBAL_VIEW_IDS)[number];
/** The profile lists. */
export const PROFILE_VIEW_TYPES = ['assigned', 'created', 'subscribed'] as const;
/** One profile list. */
export type ProfileViewType = (typeof PROFILE_VIEW_TYPES)[number];

/** Page size of list layouts (list, kanban per group, spreadsheet); calendar and gantt ask for up to the max. */
export const WORK_ITEM_LIST_PAGE_SIZE = 50;
/** Largest per_page a list accepts. */
export const WORK_ITEM_LIST_MAX_PER_PAGE = 1000;

/** Gantt (spec §9): day width per scale, approximate range in months shown, block heights, sidebar, default block width. */
export const GANTT = {
  dayWidth: { week: 60, month: 20, quarter: 5 },
  rangeMonths: { week: 4, month: 6, quarter: 24 },
  blockHeight: 44,
  blockRowHeight: 48,
  sidebarWidth: 360,
  defaultBlockWidth: 60,
} as const;
/** Gantt scales. */
export const GANTT_SCALES = ['week', 'month', 'quarter'] as const;
/** One gantt scale. */
export type GanttScale = (typeof GANTT_SCALES)[number];
/** Calendar layouts. */
export const CALENDAR_LAYOUTS = ['month', 'week'] as const;
/** One calendar layout. */
export type CalendarLayout = (typeof CALENDAR_LAYOUTS)[number];
