import { PRIORITIES, PUBLISH_LAYOUTS, type Priority, type PublicBoardSettings, type PublicWorkItemQuery, type PublishLayout } from '@cairn/types';

/** The filters a board link carries: state ids, priorities, label ids. */
export interface BoardFilters {
  state: string[];
  priority: Priority[];
  labels: string[];
}

/** The filter fields, in the order the toolbar shows them. */
export const FILTER_FIELDS = ['state', 'priority', 'labels'] as const;
/** One filter field. */
export type FilterField = (typeof FILTER_FIELDS)[number];

/** URL parameters of the board page. */
export const BOARD_PARAM = { layout: 'board', peek: 'peekId' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A hand-edited link cannot make the board ask for more than this many values of one filter.
const MAX_VALUES = 100;

function list(params: URLSearchParams, key: string): string[] {
  const values = (params.get(key) ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '');
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** Reads the filters from the URL, dropping values that cannot be ids or priorities (a bad link shows the board unfiltered, not an error). */
export function readFilters(params: URLSearchParams): BoardFilters {
  return {
    state: list(params, 'state').filter((v) => UUID.test(v)),
    priority: list(params, 'priority').filter((v): v is Priority => (PRIORITIES as readonly string[]).includes(v)),
    labels: list(params, 'labels').filter((v) => UUID.test(v)),
  };
}

/** How many filter values are set. */
export function filterCount(filters: BoardFilters): number {
  return filters.state.length + filters.priority.length + filters.labels.length;
}

/** The layouts a board offers, in the app's order. */
export function offeredLayouts(settings: PublicBoardSettings | undefined): PublishLayout[] {
  if (!settings) return [];
  return PUBLISH_LAYOUTS.filter((layout) => settings.view_props[layout]);
}

/** The layout to show: the URL's when offered, else the board's default. Before the settings arrive, the URL's or list. */
export function chooseLayout(param: string | null, settings: PublicBoardSettings | undefined): PublishLayout {
  const asked = (PUBLISH_LAYOUTS as readonly string[]).includes(param ?? '') ? (param as PublishLayout) : undefined;
  if (!settings) return asked ?? 'list';
  return asked && settings.view_props[asked] ? asked : settings.default_layout;
}

/** Whether a layout shows the items grouped by state (list and board) or flat (calendar, spreadsheet, timeline). */
export function isGroupedLayout(layout: PublishLayout): boolean {
  return layout === 'list' || layout === 'kanban';
}

/** The work-items query of a layout and filters. */
export function boardQuery(layout: PublishLayout, filters: BoardFilters): PublicWorkItemQuery {
  const query: PublicWorkItemQuery = {};
  if (filters.state.length > 0) query.state = filters.state.join(',');
  if (filters.priority.length > 0) query.priority = filters.priority.join(',');
  if (filters.labels.length > 0) query.labels = filters.labels.join(',');
  if (isGroupedLayout(layout)) query.group_by = 'state';
  else query.order_by = layout === 'spreadsheet' ? 'sort_order' : 'target_date';
  return query;
}

/** Sets (or, when empty, removes) one filter in a copy of the URL parameters. */
export function withFilter(params: URLSearchParams, field: FilterField, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (values.length > 0) next.set(field, values.join(','));
  else next.delete(field);
  return next;
}
