import type { AnyWorkItemPage, ListUserProperties, ListUserPropertiesUpdate, WorkItem, WorkItemGroupBy } from '@cairn/types';
import { WORK_ITEM_DISPLAY_PROPERTIES, WORK_ITEM_NONE_GROUP } from '@cairn/types';
import { groupKeysOf, type FakeServicesOverrides } from '@cairn/state';

type Params = Record<string, string>;
// jsdom has no structuredClone; settings are plain JSON.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const FILTERS = ['priority', 'state', 'labels', 'assignees', 'created_by', 'project'] as const;
const FIELD: Record<(typeof FILTERS)[number], WorkItemGroupBy> = { priority: 'priority', state: 'state', labels: 'labels', assignees: 'assignees', created_by: 'created_by', project: 'project' };

/** The settings a user-properties GET answers when nothing is stored (as the server fills them). */
export function defaultProperties(layout: 'list' | 'spreadsheet' = 'list'): ListUserProperties {
  return {
    filters: {},
    display_filters: {
      layout, group_by: null, sub_group_by: null, order_by: '-created_at', sub_issue: true, type: null, show_empty_groups: true, calendar_layout: 'month', gantt_scale: 'month',
    },
    display_properties: Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true])),
  };
}

/** Answers a list query over `items` like the server does for the fields tests use: filters, search, grouping, pages. */
export function answerList(items: readonly WorkItem[], params: Params): AnyWorkItemPage {
  let rows = [...items];
  for (const key of FILTERS) {
    const wanted = params[key]?.split(',');
    if (wanted) rows = rows.filter((item) => groupKeysOf(item, FIELD[key]).some((k) => wanted.includes(k)));
  }
  if (params.sub_issue === 'false') rows = rows.filter((i) => !i.parent_id);
  const search = params.search?.toLowerCase();
  if (search) rows = rows.filter((i) => i.name.toLowerCase().includes(search) || String(i.sequence_id) === search);
  const perPage = Number(params.per_page) || 50;
  const page = Number(params.cursor?.split(':')[1] ?? 0);
  const slice = (list: WorkItem[]) => list.slice(page * perPage, (page + 1) * perPage);
  const paging = { total_count: rows.length, next_cursor: `${perPage}:${page + 1}:${(page + 1) * perPage}`, prev_cursor: '', next_page_results: (page + 1) * perPage < rows.length };
  const groupBy = params.group_by as WorkItemGroupBy | undefined;
  if (!groupBy) return { results: slice(rows), ...paging };
  const byKey = (list: WorkItem[], by: WorkItemGroupBy) => {
    const out = new Map<string, WorkItem[]>();
    for (const item of list) for (const key of groupKeysOf(item, by)) out.set(key, [...(out.get(key) ?? []), item]);
    return out;
  };
  const subBy = params.sub_group_by as WorkItemGroupBy | undefined;
  const groups = byKey(rows, groupBy);
  if (!subBy) {
    const results = Object.fromEntries([...groups].map(([key, list]) => [key, { results: slice(list), total_results: list.length }]));
    return { results, grouped_by: groupBy, sub_grouped_by: null, ...paging, next_page_results: [...groups.values()].some((l) => l.length > (page + 1) * perPage) };
  }
  const results = Object.fromEntries(
    [...groups].map(([key, list]) => [
      key,
      { results: Object.fromEntries([...byKey(list, subBy)].map(([sub, subList]) => [sub, { results: slice(subList), total_results: subList.length }])), total_results: list.length },
    ]),
  );
  return { results, grouped_by: groupBy, sub_grouped_by: subBy, ...paging } as AnyWorkItemPage;
}

/**
 * Fake list services over `items` with stored settings (`properties`, merged on PATCH like the server): every list
 * call answers through `answerList`, so filters, grouping and paging behave. Returns jest-free plain functions.
 */
export function workItemListServices(items: readonly WorkItem[], properties: ListUserProperties = defaultProperties()): NonNullable<FakeServicesOverrides['workItemLists']> {
  const stored: Record<string, ListUserProperties> = {};
  const get = (key: string, fallback: ListUserProperties) => (stored[key] ??= clone(fallback));
  const merge = (key: string, fallback: ListUserProperties, patch: ListUserPropertiesUpdate) => {
    const current = get(key, fallback);
    stored[key] = {
      filters: { ...current.filters, ...patch.filters },
      display_filters: { ...current.display_filters, ...patch.display_filters },
      display_properties: { ...current.display_properties, ...patch.display_properties },
      ...(current.sub_issue_display_properties || patch.sub_issue_display_properties
        ? { sub_issue_display_properties: { ...current.sub_issue_display_properties, ...patch.sub_issue_display_properties } }
        : {}),
    };
    return Promise.resolve(clone(stored[key]));
  };
  const list = (params: Params = {}) => Promise.resolve(answerList(items, params));
  return {
    listProject: (_s, _p, params) => list(params),
    listArchived: (_s, _p, params) => list(params),
    listDrafts: (_s, _p, params) => list(params),
    listWorkspace: (_s, params) => list(params),
    listProfile: (_s, _u, _l, params) => list(params),
    getProjectUserProperties: (_s, projectId) => Promise.resolve(clone(get(projectId, properties))),
    patchProjectUserProperties: (_s, projectId, patch) => merge(projectId, properties, patch),
    getWorkspaceUserProperties: (_s, view) => Promise.resolve(clone(get(view, view === 'all-issues' || !view.startsWith('profile') ? defaultProperties('spreadsheet') : properties))),
    patchWorkspaceUserProperties: (_s, view, patch) => merge(view, properties, patch),
  };
}

/** The group key of items without a value, re-exported for tests. */
export const NONE_GROUP = WORK_ITEM_NONE_GROUP;
