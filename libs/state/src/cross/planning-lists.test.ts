import type { AnyWorkItemPage, WorkItem, WorkItemCreate, WorkItemUpdate } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import { deferred } from '../testing/test-store.test-util';
import { backlog, P, refused, SLUG, started, workItemStore } from '../testing/work-item-store.test-util';
import { contextFromKey, fillListProperties, listContextKey, listPropertiesMutationKey, type ListContext } from '../slices/work-item-lists/list-context';
import { listsItem } from '../slices/work-item-lists/list-placement';
import { selectWorkItemList } from '../slices/work-item-lists/work-item-lists.selectors';

// Cycle and module lists (issue 13): their own list contexts, settings records and membership rules (spec §4: a cycle
// or module change moves the item in or out of the current list and adjusts its count by one; §5 quick add).

const C = '00000000-0000-4000-8000-0000000000c1';
const M = '00000000-0000-4000-8000-0000000000e1';
const cycle: ListContext = { kind: 'cycle', projectId: P, cycleId: C };
const moduleCtx: ListContext = { kind: 'module', projectId: P, moduleId: M };
const one = fixtures.workItem(1, { state_id: backlog.id, cycle_id: C, module_ids: [M] });
const two = fixtures.workItem(2, { state_id: started.id, state__group: 'started', cycle_id: C, module_ids: [] });
const flat = (items: WorkItem[]): AnyWorkItemPage => ({
  results: items, grouped_by: null, sub_grouped_by: null, total_count: items.length, next_page_results: false, next_cursor: '50:1:0', prev_cursor: '50:0:0',
});

async function planningStore(ctx: ListContext, page: AnyWorkItemPage, workItems: { update?: unknown; create?: unknown } = {}) {
  const calls = { cycleProps: 0, moduleProps: 0 };
  const made = await workItemStore({
    workItems: workItems as never,
    workItemLists: {
      getCycleUserProperties: async () => {
        calls.cycleProps += 1;
        return fillListProperties('cycle', {});
      },
      getModuleUserProperties: async () => {
        calls.moduleProps += 1;
        return fillListProperties('module', {});
      },
      listCycle: async () => page,
      listModule: async () => page,
    },
  }, [one, two]);
  await made.store.getState().loadListProperties(SLUG, ctx);
  await made.store.getState().loadWorkItemList(SLUG, ctx);
  return { ...made, calls };
}

describe('cycle and module list contexts', () => {
  it('have keys of their own that read back, and settings records of their own', () => {
    expect(listContextKey(cycle)).toBe(`cycle:${P}:${C}`);
    expect(contextFromKey(listContextKey(cycle))).toEqual(cycle);
    expect(contextFromKey(listContextKey(moduleCtx))).toEqual(moduleCtx);
    expect(listPropertiesMutationKey(SLUG, cycle)).toBe(`listProperties:cycle:${C}`);
    expect(fillListProperties('cycle', {}).display_filters.layout).toBe('list');
    expect(fillListProperties('module', {}).sub_issue_display_properties).toBeUndefined();
  });

  it('list an item by its cycle or modules (not archived, not a draft, of the project)', () => {
    const key = listContextKey(cycle);
    expect(listsItem(key, one)).toBe(true);
    expect(listsItem(key, { ...one, cycle_id: null })).toBe(false);
    expect(listsItem(key, { ...one, archived_at: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(listsItem(listContextKey(moduleCtx), one)).toBe(true);
    expect(listsItem(listContextKey(moduleCtx), two)).toBe(false);
  });

  it('load through the cycle routes; taking an item out of the cycle drops it at once, a refusal brings it back', async () => {
    const answer = deferred<WorkItem>();
    const { store, calls } = await planningStore(cycle, flat([one, two]), { update: () => answer.promise });
    expect(calls.cycleProps).toBe(1);
    const key = listContextKey(cycle);
    expect(selectWorkItemList(store.getState(), key)?.ids).toEqual([one.id, two.id]);
    const pending = store.getState().updateWorkItem(SLUG, P, one.id, { cycle_id: null });
    expect(selectWorkItemList(store.getState(), key)?.ids).toEqual([two.id]);
    expect(selectWorkItemList(store.getState(), key)?.totalCount).toBe(1);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemList(store.getState(), key)?.ids).toEqual([one.id, two.id]);
    expect(selectWorkItemList(store.getState(), key)?.totalCount).toBe(2);
  });

  it('leaving a module drops the item from the module list once the server confirms', async () => {
    const update = jest.fn(async (_s: string, _p: string, id: string, body: WorkItemUpdate) => ({ ...one, ...body, id }) as WorkItem);
    const { store } = await planningStore(moduleCtx, flat([one]), { update });
    const key = listContextKey(moduleCtx);
    await store.getState().updateWorkItem(SLUG, P, one.id, { module_ids: [] });
    expect(selectWorkItemList(store.getState(), key)?.ids).toEqual([]);
    expect(selectWorkItemList(store.getState(), key)?.totalCount).toBe(0);
  });

  it('quick add in a cycle creates the item in that cycle; in a module, in that module', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: WorkItemCreate) => fixtures.workItem(9, { ...body, id: body.id ?? '' } as Partial<WorkItem>));
    const { store } = await planningStore(cycle, flat([one, two]), { create });
    const saved = await store.getState().quickAddWorkItem(SLUG, cycle, { name: 'In the cycle' });
    expect(create.mock.calls[0][2]).toMatchObject({ name: 'In the cycle', cycle_id: C });
    expect(selectWorkItemList(store.getState(), listContextKey(cycle))?.ids[0]).toBe(saved.id);
    await store.getState().loadWorkItemList(SLUG, moduleCtx);
    await store.getState().quickAddWorkItem(SLUG, moduleCtx, { name: 'In the module' });
    expect(create.mock.calls[1][2]).toMatchObject({ module_ids: [M] });
    expect(create.mock.calls[1][2]).not.toHaveProperty('cycle_id');
  });
});
