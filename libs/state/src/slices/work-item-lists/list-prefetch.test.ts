import type { AnyWorkItemPage, WorkItem } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { P, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { fillListProperties, listContextKey, type ListContext } from './list-context';
import { selectWorkItemList } from './work-item-lists.selectors';

// prefetchWorkItemList (issue 11 boot): the first page asked before the view exists is adopted by the view's first load.

const project: ListContext = { kind: 'project', projectId: P };
const KEY = listContextKey(project);
const page = (results: WorkItem[]): AnyWorkItemPage => ({ results, total_count: results.length, next_page_results: false, next_cursor: '50:1:50', prev_cursor: '50:-1:0' });
const stored = fillListProperties('project', { filters: {}, display_filters: { layout: 'list' } });

async function setup() {
  const first = deferred<AnyWorkItemPage>();
  const listProject = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValue(page([fixtures.workItem(2)]));
  const made = await workItemStore({ workItemLists: { getProjectUserProperties: async () => stored, listProject } });
  await made.store.getState().loadListProperties(SLUG, project);
  return { ...made, first, listProject };
}

describe('work-item lists: prefetch', () => {
  it('the view adopts a prefetch in flight: one request, the prefetched rows', async () => {
    const { store, first, listProject } = await setup();
    const early = store.getState().prefetchWorkItemList(SLUG, project);
    expect(selectWorkItemList(store.getState(), KEY)?.loader).toBe('init-loader');
    const view = store.getState().loadWorkItemList(SLUG, project, { search: '' });
    first.resolve(page([fixtures.workItem(1)]));
    await Promise.all([early, view]);
    expect(listProject).toHaveBeenCalledTimes(1);
    expect(selectWorkItemList(store.getState(), KEY)?.ids).toEqual([fixtures.workItem(1).id]);
  });

  it('adopts a landed prefetch once; the next load asks the server again', async () => {
    const { store, first, listProject } = await setup();
    first.resolve(page([fixtures.workItem(1)]));
    await store.getState().prefetchWorkItemList(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project, { search: '' });
    expect(listProject).toHaveBeenCalledTimes(1);
    await store.getState().loadWorkItemList(SLUG, project, { search: '' });
    expect(listProject).toHaveBeenCalledTimes(2);
  });

  it('does not adopt for other params, another slug, or after a failure', async () => {
    const { store, first, listProject } = await setup();
    void store.getState().prefetchWorkItemList(SLUG, project);
    await store.getState().loadWorkItemList(SLUG, project, { search: 'word' });
    expect(listProject).toHaveBeenCalledTimes(2);
    expect(listProject.mock.calls[1][2]).toMatchObject({ search: 'word' });
    first.resolve(page([fixtures.workItem(1)]));

    const failingList = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([fixtures.workItem(3)]));
    const failing = await workItemStore({ workItemLists: { getProjectUserProperties: async () => stored, listProject: failingList } });
    await failing.store.getState().loadListProperties(SLUG, project);
    await failing.store.getState().prefetchWorkItemList(SLUG, project).catch(() => undefined);
    await failing.store.getState().loadWorkItemList(SLUG, project, { search: '' });
    expect(failingList).toHaveBeenCalledTimes(2);
    expect(selectWorkItemList(failing.store.getState(), KEY)?.ids).toEqual([fixtures.workItem(3).id]);
  });
});
