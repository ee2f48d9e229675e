import type { AnyWorkItemPage, ListUserProperties, ListUserPropertiesUpdate, WorkItem } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, toastTitles, workItemStore } from '../../testing/work-item-store.test-util';
import { dropProjectWorkItemArea } from '../work-items/work-item-area';
import { fillListProperties, listContextKey, type ListContext } from './list-context';
import {
  selectListProperties, selectSubWorkItemDisplayProperties, selectWorkItemList, selectWorkItemListItems, selectWorkItemListLoader,
} from './work-item-lists.selectors';

const project: ListContext = { kind: 'project', projectId: P };
const KEY = listContextKey(project);
const one = fixtures.workItem(1, { priority: 'high' });
const two = fixtures.workItem(2, { priority: 'high' });
const three = fixtures.workItem(3, { priority: 'low' });
const four = fixtures.workItem(4, { priority: 'high' });
const stored = (display: ListUserProperties['display_filters'] = {}, filters: ListUserProperties['filters'] = {}) =>
  fillListProperties('project', { filters, display_filters: display });
const paging = { next_cursor: '50:1:50', prev_cursor: '50:-1:0' };
const flat = (results: WorkItem[], more = false): AnyWorkItemPage => ({ results, total_count: results.length, next_page_results: more, ...paging });
const byPriority = (groups: Record<string, [WorkItem[], number]>): AnyWorkItemPage => ({
  results: Object.fromEntries(Object.entries(groups).map(([k, [r, t]]) => [k, { results: r, total_results: t }])),
  grouped_by: 'priority', sub_grouped_by: null, total_count: 4, next_page_results: true, ...paging,
});
const lastParams = (fn: jest.Mock) => fn.mock.calls[fn.mock.calls.length - 1][2];

describe('work-item lists: settings', () => {
  it('loads settings from the project for project, archived and draft lists, from the workspace view otherwise; defaults filled', async () => {
    const getProjectUserProperties = jest.fn().mockResolvedValue({ filters: { priority: ['high'] }, display_filters: { layout: 'kanban' }, display_properties: {} });
    const getWorkspaceUserProperties = jest.fn().mockResolvedValue({ filters: {}, display_filters: {}, display_properties: { key: false } });
    const { store } = await workItemStore({ workItemLists: { getProjectUserProperties, getWorkspaceUserProperties } });
    const props = await store.getState().loadListProperties(SLUG, { kind: 'archived', projectId: P });
    expect(getProjectUserProperties).toHaveBeenCalledWith(SLUG, P);
    expect(props.display_filters).toMatchObject({ layout: 'kanban', show_empty_groups: true });
    expect(props.display_filters.order_by).toBeUndefined(); // not chosen: the list's default decides (defaultOrderBy)
    expect(selectListProperties(store.getState(), `archived:${P}`)).toEqual(props);
    await store.getState().loadListProperties(SLUG, { kind: 'workspace', view: 'all-issues' });
    await store.getState().loadListProperties(SLUG, { kind: 'profile', userId: 'u1', list: 'created' });
    expect(getWorkspaceUserProperties.mock.calls).toEqual([[SLUG, 'all-issues'], [SLUG, 'profile-created']]);
    expect(selectListProperties(store.getState(), 'workspace:all-issues').display_filters.layout).toBe('spreadsheet');
    expect(selectListProperties(store.getState(), 'profile:u1:created').display_properties).toMatchObject({ key: false, labels: true });
  });

  it('answers the defaults (one object) before anything is loaded; a failed load toasts and rejects', async () => {
    const { store } = await workItemStore({ workItemLists: { getProjectUserProperties: () => Promise.reject(refused()) } });
    expect(selectListProperties(store.getState(), KEY)).toBe(selectListProperties(store.getState(), `draft:${P}`));
    await expect(store.getState().loadListProperties(SLUG, project)).rejects.toMatchObject({ status: 403 });
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('applies a change at once by the display rules, sends each touched part whole, takes the server record and refetches', async () => {
    const answer = deferred<ListUserProperties>();
    const patchProjectUserProperties = jest.fn((_s: string, _p: string, _body: ListUserPropertiesUpdate) => answer.promise);
    const listProject = jest.fn().mockResolvedValue(flat([one]));
    const { store } = await workItemStore({
      workItemLists: { getProjectUserProperties: async () => stored({ layout: 'kanban', group_by: 'priority', sub_group_by: 'labels' }, { labels: ['l1'] }), patchProjectUserProperties, listProject },
    });
    await store.getState().loadListProperties(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project);
    const pending = store.getState().updateListProperties(SLUG, project, { display_filters: { group_by: null }, filters: { labels: [], priority: ['high'] } });
    expect(selectListProperties(store.getState(), KEY).display_filters).toMatchObject({ group_by: null, sub_group_by: null });
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBe('mutation');
    await Promise.resolve();
    const body = patchProjectUserProperties.mock.calls[0][2];
    expect(body.filters).toEqual({ labels: [], priority: ['high'] });
    expect(body.display_filters).toMatchObject({ layout: 'kanban', group_by: null, sub_group_by: null });
    expect(body.display_properties).toBeUndefined();
    answer.resolve(stored({ layout: 'kanban', group_by: null }, { priority: ['high'] }));
    await pending;
    expect(lastParams(listProject)).toMatchObject({ group_by: 'state', priority: 'high' });
    expect(lastParams(listProject)).not.toHaveProperty('labels');
    expect(selectListProperties(store.getState(), KEY).filters).toEqual({ priority: ['high'] });
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBeUndefined();
  });

  it('a refused change is rolled back with one toast, rejects, and the list is asked again with the old settings', async () => {
    const listProject = jest.fn().mockResolvedValue(flat([one]));
    const { store } = await workItemStore({
      workItemLists: {
        getProjectUserProperties: async () => stored({ layout: 'spreadsheet', order_by: 'priority' }),
        patchProjectUserProperties: () => Promise.reject(refused()),
        listProject,
      },
    });
    await store.getState().loadListProperties(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project);
    await expect(store.getState().updateListProperties(SLUG, project, { display_filters: { order_by: 'name' } })).rejects.toMatchObject({ status: 403 });
    expect(selectListProperties(store.getState(), KEY).display_filters.order_by).toBe('priority');
    expect(listProject.mock.calls.map((c) => c[2].order_by)).toEqual(['priority', 'name', 'priority']);
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('a layout change empties the list at once and loads it again with the new layout\'s request', async () => {
    const listProject = deferred<AnyWorkItemPage>();
    const calls = jest.fn().mockResolvedValueOnce(flat([one, two])).mockReturnValue(listProject.promise);
    const answer = deferred<ListUserProperties>();
    const { store } = await workItemStore({ workItemLists: { listProject: calls, patchProjectUserProperties: () => answer.promise } });
    await store.getState().loadWorkItemList(SLUG, project);
    const pending = store.getState().updateListProperties(SLUG, project, { display_filters: { layout: 'calendar' } });
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ loader: 'init-loader', ids: [] });
    expect(lastParams(calls)).toMatchObject({ per_page: '1000' });
    listProject.resolve(flat([three]));
    answer.resolve(stored({ layout: 'calendar' }));
    await pending;
    expect(selectWorkItemListItems(store.getState(), KEY).map((i) => i.id)).toEqual([three.id]);
  });

  it('a list nobody loaded is not fetched by a settings change', async () => {
    const listProject = jest.fn();
    const { store } = await workItemStore({ workItemLists: { listProject, patchProjectUserProperties: async () => stored({ order_by: 'name' }) } });
    await store.getState().updateListProperties(SLUG, project, { display_filters: { order_by: 'name' } });
    expect(listProject).not.toHaveBeenCalled();
    expect(selectListProperties(store.getState(), KEY).display_filters.order_by).toBe('name');
  });

  it('a global view change sends sort_order as -created_at to the view record', async () => {
    const patchWorkspaceUserProperties = jest.fn(async (_s: string, _v: string, body: ListUserPropertiesUpdate) => fillListProperties('workspace', body));
    const { store } = await workItemStore({ workItemLists: { patchWorkspaceUserProperties } });
    await store.getState().updateListProperties(SLUG, { kind: 'workspace', view: 'assigned' }, { display_filters: { order_by: 'sort_order' } });
    expect(patchWorkspaceUserProperties).toHaveBeenCalledWith(SLUG, 'assigned', { display_filters: expect.objectContaining({ order_by: '-created_at' }) });
  });
});

describe('work-item lists: sub-work-item display properties', () => {
  const allOn = { key: true, issue_type: true, assignee: true, start_date: true, due_date: true, labels: true, priority: true, state: true };

  it('answers all on (one object) until the project settings are loaded, then the stored ones', async () => {
    const { store } = await workItemStore({
      workItemLists: { getProjectUserProperties: async () => fillListProperties('project', { sub_issue_display_properties: { labels: false } }) },
    });
    const before = selectSubWorkItemDisplayProperties(store.getState(), P);
    expect(before).toEqual(allOn);
    expect(selectSubWorkItemDisplayProperties(store.getState(), 'another')).toBe(before);
    await store.getState().loadListProperties(SLUG, project);
    expect(selectSubWorkItemDisplayProperties(store.getState(), P)).toEqual({ ...allOn, labels: false });
  });

  it('a change shows at once, sends only that part (whole), takes the server record, and asks no list again', async () => {
    const answer = deferred<ListUserProperties>();
    const patchProjectUserProperties = jest.fn((_s: string, _p: string, _body: ListUserPropertiesUpdate) => answer.promise);
    const listProject = jest.fn().mockResolvedValue(flat([one]));
    const { store } = await workItemStore({
      workItemLists: { getProjectUserProperties: async () => stored({ layout: 'kanban', group_by: 'priority' }), patchProjectUserProperties, listProject },
    });
    await store.getState().loadListProperties(SLUG, project);
    await store.getState().loadListProperties(SLUG, { kind: 'archived', projectId: P });
    await store.getState().loadWorkItemList(SLUG, project);
    const pending = store.getState().updateListProperties(SLUG, project, { sub_issue_display_properties: { assignee: false } });
    expect(selectSubWorkItemDisplayProperties(store.getState(), P)).toEqual({ ...allOn, assignee: false });
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBeUndefined();
    await Promise.resolve();
    expect(patchProjectUserProperties.mock.calls[0][2]).toEqual({ sub_issue_display_properties: { ...allOn, assignee: false } });
    answer.resolve(fillListProperties('project', { display_filters: { layout: 'kanban', group_by: 'priority' }, sub_issue_display_properties: { assignee: false, state: false } }));
    await pending;
    expect(selectSubWorkItemDisplayProperties(store.getState(), P)).toEqual({ ...allOn, assignee: false, state: false });
    expect(selectListProperties(store.getState(), `archived:${P}`).sub_issue_display_properties).toEqual({ ...allOn, assignee: false, state: false });
    expect(listProject).toHaveBeenCalledTimes(1);
    expect(selectWorkItemListItems(store.getState(), KEY).map((i) => i.id)).toEqual([one.id]);
  });

  it('a refused change is rolled back with one toast and rejects', async () => {
    const { store } = await workItemStore({
      workItemLists: {
        getProjectUserProperties: async () => fillListProperties('project', { sub_issue_display_properties: { key: false } }),
        patchProjectUserProperties: () => Promise.reject(refused()),
      },
    });
    await store.getState().loadListProperties(SLUG, project);
    await expect(store.getState().updateListProperties(SLUG, project, { sub_issue_display_properties: { key: true, labels: false } })).rejects.toMatchObject({ status: 403 });
    expect(selectSubWorkItemDisplayProperties(store.getState(), P)).toEqual({ ...allOn, key: false });
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });
});

describe('work-item lists: loading', () => {
  it('loads the first page (init-loader, then fetch), stores the items, keeps search for reloads', async () => {
    const listProject = jest.fn().mockResolvedValueOnce(flat([one, two], true)).mockResolvedValueOnce(flat([two]));
    const { store } = await workItemStore({ workItemLists: { listProject } });
    const first = store.getState().loadWorkItemList(SLUG, project, { search: 'item' });
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBe('init-loader');
    await first;
    expect(listProject).toHaveBeenLastCalledWith(SLUG, P, { order_by: '-created_at', per_page: '50', search: 'item' });
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ ids: [one.id, two.id], hasMore: true, totalCount: 2, loader: undefined, search: 'item' });
    expect(store.getState().workItemsById[one.id]).toMatchObject({ name: one.name });
    const again = store.getState().loadWorkItemList(SLUG, project);
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBe('fetch');
    await again;
    expect(lastParams(listProject)).toMatchObject({ search: 'item' });
    expect(selectWorkItemList(store.getState(), KEY)?.ids).toEqual([two.id]);
  });

  it.each<[ListContext, string, unknown[]]>([
    [{ kind: 'archived', projectId: P }, 'listArchived', [SLUG, P]],
    [{ kind: 'draft', projectId: P }, 'listDrafts', [SLUG, P]],
    [{ kind: 'workspace', view: 'subscribed' }, 'listWorkspace', [SLUG]],
    [{ kind: 'profile', userId: 'u9', list: 'assigned' }, 'listProfile', [SLUG, 'u9', 'assigned']],
  ])('asks the right list for %o', async (ctx, method, args) => {
    const fn = jest.fn().mockResolvedValue(flat([one]));
    const { store } = await workItemStore({ workItemLists: { [method]: fn } });
    await store.getState().loadWorkItemList(SLUG, ctx);
    expect(fn).toHaveBeenCalledWith(...args, expect.objectContaining({ per_page: '50' }));
    expect(selectWorkItemList(store.getState(), listContextKey(ctx))?.ids).toEqual([one.id]);
    if (method === 'listWorkspace') expect(fn.mock.calls[0][1]).toMatchObject({ subscriber: fixtures.id(1) });
  });

  it('a failed load clears the loader, marks the error, toasts once and rethrows; a retry is a first load again', async () => {
    const listProject = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(flat([one]));
    const { store } = await workItemStore({ workItemLists: { listProject } });
    await expect(store.getState().loadWorkItemList(SLUG, project)).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ loader: undefined, error: true });
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
    const retry = store.getState().loadWorkItemList(SLUG, project);
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBe('init-loader');
    await retry;
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ ids: [one.id] });
    expect(selectWorkItemList(store.getState(), KEY)?.error).toBeFalsy();
  });

  it('an answer overtaken by a later load of the same list is dropped', async () => {
    const slow = deferred<AnyWorkItemPage>();
    const listProject = jest.fn().mockReturnValueOnce(slow.promise).mockResolvedValueOnce(flat([two]));
    const { store } = await workItemStore({ workItemLists: { listProject } });
    const first = store.getState().loadWorkItemList(SLUG, project, { search: 'old' });
    await store.getState().loadWorkItemList(SLUG, project, { search: 'new' });
    slow.resolve(flat([one]));
    await first;
    expect(selectWorkItemList(store.getState(), KEY)?.ids).toEqual([two.id]);
    expect(store.getState().workItemsById[one.id]).toBeUndefined();
  });

  it('pages one group: asks the next page with the group\'s cursor and merges only that group', async () => {
    const listProject = jest.fn()
      .mockResolvedValueOnce(byPriority({ high: [[one], 60], low: [[three], 1] }))
      .mockResolvedValueOnce(byPriority({ high: [[two, four], 60], low: [[fixtures.workItem(9, { priority: 'low' })], 2] }));
    const { store } = await workItemStore({
      workItemLists: { listProject, getProjectUserProperties: async () => stored({ layout: 'list', group_by: 'priority' }) },
    });
    await store.getState().loadListProperties(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project);
    const more = store.getState().loadMoreWorkItemList(SLUG, project, 'high');
    expect(selectWorkItemListLoader(store.getState(), KEY)).toBe('pagination');
    await more;
    expect(lastParams(listProject)).toEqual({ group_by: 'priority', order_by: '-created_at', per_page: '50', cursor: '50:1:50' });
    const list = selectWorkItemList(store.getState(), KEY);
    expect(list?.groups.map((g) => g.ids)).toEqual([[one.id, two.id, four.id], [three.id]]);
    expect(list?.loader).toBeUndefined();
    expect(store.getState().workItemsById[fixtures.workItem(9).id]).toBeUndefined();
    await store.getState().loadMoreWorkItemList(SLUG, project, 'low');
    expect(listProject).toHaveBeenCalledTimes(2);
  });

  it('a failed next page clears the loader, toasts and rethrows; the list stays', async () => {
    const listProject = jest.fn().mockResolvedValueOnce(flat([one], true)).mockRejectedValueOnce(refused());
    const { store } = await workItemStore({ workItemLists: { listProject } });
    await store.getState().loadWorkItemList(SLUG, project);
    await expect(store.getState().loadMoreWorkItemList(SLUG, project)).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ loader: undefined, ids: [one.id], hasMore: true });
  });

  it('global-view data of another workspace is dropped before a load; reset and project removal forget lists', async () => {
    const listWorkspace = jest.fn().mockResolvedValueOnce(flat([one])).mockReturnValueOnce(new Promise(() => undefined));
    const { store } = await workItemStore({ workItemLists: { listWorkspace, listProject: async () => flat([two]) } });
    const view: ListContext = { kind: 'workspace', view: 'all-issues' };
    await store.getState().loadWorkItemList(SLUG, view);
    void store.getState().loadWorkItemList('other-ws', view);
    expect(selectWorkItemList(store.getState(), 'workspace:all-issues')).toMatchObject({ ids: [], loader: 'init-loader' });
    await store.getState().loadWorkItemList(SLUG, project);
    store.setState((d) => dropProjectWorkItemArea(d, P));
    expect(selectWorkItemList(store.getState(), KEY)).toBeUndefined();
    store.getState().resetStore();
    expect(store.getState().workItemLists).toEqual({});
    expect(store.getState().listSlugByKey).toEqual({});
  });
});

describe('work-item lists: a settings change keeps the shown list until its answer (issue 11)', () => {
  it('keeps the old groups (loader mutation) during a slow reload and swaps them for the answer at once', async () => {
    const slow = deferred<AnyWorkItemPage>();
    const listProject = jest.fn().mockResolvedValueOnce(byPriority({ high: [[one, two], 2], low: [[three], 1] })).mockReturnValueOnce(slow.promise);
    const { store } = await workItemStore({
      workItemLists: { getProjectUserProperties: async () => stored({ layout: 'list', group_by: 'priority' }), patchProjectUserProperties: async (_s: string, _p: string, body: ListUserPropertiesUpdate) => stored({ layout: 'list', group_by: 'priority' }, body.filters), listProject },
    });
    await store.getState().loadListProperties(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project);
    const before = selectWorkItemList(store.getState(), KEY);
    const pending = store.getState().updateListProperties(SLUG, project, { filters: { priority: ['high'] } });
    await Promise.resolve();
    const during = selectWorkItemList(store.getState(), KEY);
    expect(during?.loader).toBe('mutation');
    expect(during?.ids).toBe(before?.ids);
    expect(during?.groups).toBe(before?.groups);
    slow.resolve(byPriority({ high: [[one, two, four], 3] }));
    await pending;
    const after = selectWorkItemList(store.getState(), KEY);
    expect(after).toMatchObject({ loader: undefined, ids: [one.id, two.id, four.id] });
    expect(after?.groups.map((g) => g.key)).toEqual(['high']);
  });

  it('an answer overtaken by a newer settings change is dropped; the newest lands', async () => {
    const slow = deferred<AnyWorkItemPage>();
    const listProject = jest.fn().mockResolvedValueOnce(flat([one, two, three])).mockReturnValueOnce(slow.promise).mockResolvedValueOnce(flat([three]));
    const { store } = await workItemStore({ workItemLists: { listProject, patchProjectUserProperties: async () => stored() } });
    await store.getState().loadWorkItemList(SLUG, project);
    const first = store.getState().updateListProperties(SLUG, project, { filters: { priority: ['high'] } });
    await store.getState().updateListProperties(SLUG, project, { filters: { priority: ['low'] } });
    slow.resolve(flat([one, two]));
    await first;
    expect(selectWorkItemList(store.getState(), KEY)?.ids).toEqual([three.id]);
    expect(listProject.mock.calls.map((c) => c[2].priority)).toEqual([undefined, 'high', 'low']);
  });

  it('a display-property change keeps the other parts (same objects), refetches nothing, and the server echo changes nothing', async () => {
    const listProject = jest.fn().mockResolvedValue(flat([one]));
    const answer = deferred<ListUserProperties>();
    const { store } = await workItemStore({
      workItemLists: { getProjectUserProperties: async () => stored({ layout: 'spreadsheet' }, { priority: ['high'] }), patchProjectUserProperties: () => answer.promise, listProject },
    });
    await store.getState().loadListProperties(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project);
    const before = selectListProperties(store.getState(), KEY);
    const list = selectWorkItemList(store.getState(), KEY);
    const pending = store.getState().updateListProperties(SLUG, project, { display_properties: { labels: false } });
    const during = selectListProperties(store.getState(), KEY);
    expect(during.display_properties.labels).toBe(false);
    expect(during.filters).toBe(before.filters);
    expect(during.display_filters).toBe(before.display_filters);
    answer.resolve({ ...stored({ layout: 'spreadsheet' }, { priority: ['high'] }), display_properties: { ...during.display_properties } });
    await pending;
    expect(selectListProperties(store.getState(), KEY)).toBe(during);
    expect(selectWorkItemList(store.getState(), KEY)).toBe(list);
    expect(listProject).toHaveBeenCalledTimes(1);
  });
});
