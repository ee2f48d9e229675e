import type { WorkItem, WorkItemUpdate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { backlog, P, refused, SLUG, started, toastTitles, workItemStore } from '../../testing/work-item-store.test-util';
import type { WebStore } from '../../core/types';
import { UNDO_LIMIT } from './undo.slice';

const item = fixtures.workItem(1, { state_id: backlog.id, state__group: 'backlog' });
const other = fixtures.workItem(2, { state_id: backlog.id, state__group: 'backlog', priority: 'low' });
const USER_2 = '00000000-0000-4000-8000-000000000002';
const USER_3 = '00000000-0000-4000-8000-000000000003';

/** A server that saves what it is sent onto the item as it last answered. */
function echoServer(items: WorkItem[]) {
  const rows = new Map(items.map((i) => [i.id, i]));
  return Object.assign(jest.fn(async (_s: string, _p: string, id: string, body: WorkItemUpdate) => {
    const row = { ...rows.get(id)!, ...body } as WorkItem;
    rows.set(id, row);
    return row;
  }), { rows });
}

async function undoStore(update: jest.Mock = echoServer([item, other])) {
  const made = await workItemStore({ workItems: { update, bulkOperation: async () => undefined as never } }, [item, other]);
  made.store.setState((d) => {
    d.workItemsById[item.id].project_identifier = 'WEB';
  }, false, 'test/identifier');
  return { ...made, update };
}

const record = (store: WebStore, id = item.id) => store.getState().workItemsById[id];

describe('undo of work-item changes', () => {
  it('undoes a state move through updateWorkItem and forgets it', async () => {
    const { store, update } = await undoStore();
    await store.getState().updateWorkItem(SLUG, P, item.id, { state_id: started.id });
    expect(record(store)).toMatchObject({ state_id: started.id, state__group: 'started' });
    expect(store.getState().undoEntries).toHaveLength(1);
    // A plain property edit is kept for Ctrl+Z without a toast.
    expect(store.getState().toasts).toEqual([]);

    await expect(store.getState().undoWorkItemChange()).resolves.toBe(true);
    expect(update).toHaveBeenLastCalledWith(SLUG, P, item.id, { state_id: backlog.id }, undefined);
    expect(record(store)).toMatchObject({ state_id: backlog.id, state__group: 'backlog' });
    expect(store.getState().undoEntries).toEqual([]);
    // The undo itself is not recorded (no redo loop).
    await store.getState().undoWorkItemChange();
    expect(toastTitles(store.getState())).toEqual(['Nothing to undo']);
  });

  it('a drag toasts "… updated" with an Undo action that reverts that change', async () => {
    const { store } = await undoStore();
    await store.getState().updateWorkItem(SLUG, P, item.id, { state_id: started.id, sort_order: 5 }, { placement: { listKey: 'none' } });
    const [toast] = store.getState().toasts;
    expect(toast).toMatchObject({ type: 'success', title: 'WEB-1 updated', title_key: 'undo.item_updated', title_values: { identifier: 'WEB-1' } });
    expect(toast.action).toMatchObject({ label: 'Undo', label_key: 'undo.action' });
    toast.action!.run();
    await new Promise((r) => setTimeout(r, 0));
    expect(record(store)).toMatchObject({ state_id: backlog.id, sort_order: item.sort_order });
  });

  it('undoes a multi-field change in one request', async () => {
    const { store, update } = await undoStore();
    await store.getState().updateWorkItem(SLUG, P, item.id, { priority: 'urgent', assignee_ids: [USER_2], target_date: '2026-12-01', name: 'Renamed' });
    await store.getState().undoWorkItemChange();
    expect(update).toHaveBeenLastCalledWith(SLUG, P, item.id, { priority: 'none', assignee_ids: [], target_date: null }, undefined);
    expect(record(store)).toMatchObject({ priority: 'none', assignee_ids: [], target_date: null, name: 'Renamed' });
  });

  it('rolls the undo back with a toast when the server refuses it, and keeps the change for another try', async () => {
    const saved = echoServer([item, other]);
    let refuseNext = false;
    const update = jest.fn(async (s: string, p: string, id: string, body: WorkItemUpdate) => {
      if (refuseNext) throw refused();
      return saved(s, p, id, body);
    });
    const { store } = await undoStore(update);
    await store.getState().updateWorkItem(SLUG, P, item.id, { priority: 'high' });
    refuseNext = true;
    await expect(store.getState().undoWorkItemChange()).rejects.toThrow();
    expect(record(store).priority).toBe('high');
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
    expect(store.getState().undoEntries).toHaveLength(1);
    refuseNext = false;
    await store.getState().undoWorkItemChange();
    expect(record(store).priority).toBe('none');
  });

  it('skips fields changed since by someone else, and says "Nothing to undo" when none is left', async () => {
    const server = echoServer([item, other]);
    const { store, update } = await undoStore(server);
    await store.getState().updateWorkItem(SLUG, P, item.id, { priority: 'high', assignee_ids: [USER_2] });
    // Someone else changes the priority afterwards (the server has it; the live stream brought it here).
    server.rows.set(item.id, { ...server.rows.get(item.id)!, priority: 'urgent' });
    store.setState((d) => {
      d.workItemsById[item.id].priority = 'urgent';
    }, false, 'test/remote');
    await store.getState().undoWorkItemChange();
    expect(update).toHaveBeenLastCalledWith(SLUG, P, item.id, { assignee_ids: [] }, undefined);
    expect(record(store)).toMatchObject({ priority: 'urgent', assignee_ids: [] });

    await store.getState().updateWorkItem(SLUG, P, item.id, { assignee_ids: [USER_3] });
    store.setState((d) => {
      d.workItemsById[item.id].assignee_ids = [USER_2];
    }, false, 'test/remote');
    const calls = update.mock.calls.length;
    await expect(store.getState().undoWorkItemChange()).resolves.toBe(false);
    expect(update).toHaveBeenCalledTimes(calls);
    expect(toastTitles(store.getState())).toEqual(['Nothing to undo']);
  });

  it('does nothing to an item deleted since', async () => {
    const { store, update } = await undoStore();
    await store.getState().updateWorkItem(SLUG, P, item.id, { priority: 'high' });
    store.setState((d) => {
      delete d.workItemsById[item.id];
    }, false, 'test/remote-delete');
    const calls = update.mock.calls.length;
    await expect(store.getState().undoWorkItemChange()).resolves.toBe(false);
    expect(update).toHaveBeenCalledTimes(calls);
  });

  it('undoes a bulk change item by item back to each item\'s own value, with a toast', async () => {
    const { store, update } = await undoStore();
    await store.getState().bulkUpdateWorkItems(SLUG, P, [item.id, other.id], { priority: 'urgent' });
    expect(store.getState().toasts[0]).toMatchObject({ title: '2 work items updated', title_key: 'undo.items_updated', title_values: { count: 2 } });
    await store.getState().undoWorkItemChange();
    expect(update).toHaveBeenCalledWith(SLUG, P, item.id, { priority: 'none' }, undefined);
    expect(update).toHaveBeenCalledWith(SLUG, P, other.id, { priority: 'low' }, undefined);
    expect(record(store, other.id).priority).toBe('low');
  });

  it(`keeps only the last ${UNDO_LIMIT} changes, and nothing for a change without undoable fields`, async () => {
    const { store } = await undoStore();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) await store.getState().updateWorkItem(SLUG, P, item.id, { sort_order: i + 1 });
    await store.getState().updateWorkItem(SLUG, P, item.id, { name: 'Only a name' });
    const entries = store.getState().undoEntries;
    expect(entries).toHaveLength(UNDO_LIMIT);
    expect(entries[0].items[0].after).toEqual({ sort_order: 6 });
  });
});
