import type { WorkspaceStreamHandlers, WorkspaceStreamOptions } from '@cairn/services';
import type { ListUserProperties, StreamEvent, WorkItem } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import type { StoreDeps } from '../core/types';
import type { FakeServicesOverrides } from '../testing/fake-services';
import { deferred, flush, makeStore } from '../testing/test-store.test-util';
import { P, SLUG, backlog, refused, started } from '../testing/work-item-store.test-util';
import { fillListProperties, listContextKey, type ListContext } from '../slices/work-item-lists/list-context';
import { selectWorkItemList } from '../slices/work-item-lists/work-item-lists.selectors';
import { selectLiveStatus } from './live.selectors';

const project: ListContext = { kind: 'project', projectId: P };
const KEY = listContextKey(project);
const OTHER = '00000000-0000-4000-8000-000000000099';
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const a = fixtures.workItem(1, { created_at: at(3), priority: 'high' });
const b = fixtures.workItem(2, { created_at: at(2), priority: 'high' });
const c = fixtures.workItem(3, { created_at: at(1), priority: 'low' });

let version = 0;
function event(over: Partial<StreamEvent> & { work_item?: WorkItem }): StreamEvent {
  const row = over.work_item;
  const { is_subscribed: _ignored, ...wire } = row ?? ({} as WorkItem);
  return {
    workspace_id: a.workspace_id, version: ++version, project_id: P, entity_type: 'work_item', entity_id: row?.id ?? a.id,
    work_item_id: row?.id ?? a.id, action: 'updated', changes: {}, actor_id: OTHER, created_at: at(30),
    ...over, work_item: row ? (wire as StreamEvent['work_item']) : undefined,
  };
}

async function liveStore(filters: ListUserProperties['filters'] = {}, more: FakeServicesOverrides = {}, extra: Partial<StoreDeps> = {}) {
  const props = fillListProperties('project', { filters, display_filters: { group_by: 'priority' } });
  const listProject = jest.fn().mockResolvedValue({
    results: { high: { results: [a, b], total_results: 2 }, low: { results: [c], total_results: 1 } },
    grouped_by: 'priority', sub_grouped_by: null, total_count: 3, next_page_results: false, next_cursor: '50:1:50', prev_cursor: '50:-1:0',
  });
  const historyList = jest.fn().mockResolvedValue([]);
  const made = makeStore({
    states: { list: async () => [backlog, started] },
    workItemLists: { getProjectUserProperties: async () => props, listProject }, history: { list: historyList }, ...more,
  }, extra);
  const s = made.store.getState();
  s.setCurrentUser(fixtures.user());
  await s.loadProjectStates(SLUG, P);
  await s.loadListProperties(SLUG, project);
  await s.loadWorkItemList(SLUG, project);
  return { ...made, listProject, historyList };
}

const groupIds = (store: Awaited<ReturnType<typeof liveStore>>['store'], key: string) =>
  selectWorkItemList(store.getState(), KEY)?.groups.find((g) => g.key === key)?.ids;

describe('applyLiveEvent: the one path for changes the stream reports', () => {
  beforeEach(() => {
    version = 0;
  });

  it("someone else's change updates the record and moves the item between the list's groups", async () => {
    const { store } = await liveStore();
    await store.getState().applyLiveEvent(SLUG, event({ work_item: { ...a, priority: 'low', updated_at: at(10) } }));
    expect(store.getState().workItemsById[a.id]?.priority).toBe('low');
    expect(groupIds(store, 'high')).toEqual([b.id]);
    expect(groupIds(store, 'low')).toContain(a.id);
  });

  it("an item someone else changed leaves a list whose filters it no longer matches", async () => {
    const { store } = await liveStore({ priority: ['high'] });
    await store.getState().applyLiveEvent(SLUG, event({ work_item: { ...b, priority: 'urgent', updated_at: at(10) } }));
    expect(selectWorkItemList(store.getState(), KEY)?.ids).not.toContain(b.id);
  });

  it('a created item enters the loaded list, a deleted one leaves it', async () => {
    const { store } = await liveStore();
    const made = fixtures.workItem(7, { created_at: at(9), priority: 'high', updated_at: at(9) });
    await store.getState().applyLiveEvent(SLUG, event({ action: 'created', work_item: made }));
    expect(groupIds(store, 'high')?.[0]).toBe(made.id);
    await store.getState().applyLiveEvent(SLUG, event({ action: 'deleted', entity_id: c.id, work_item_id: c.id }));
    expect(store.getState().workItemsById[c.id]).toBeUndefined();
    expect(selectWorkItemList(store.getState(), KEY)?.ids).not.toContain(c.id);
  });

  it('an archive reported by the stream takes the item out of the project list', async () => {
    const { store } = await liveStore();
    await store.getState().applyLiveEvent(SLUG, event({ action: 'archived', work_item: { ...a, archived_at: at(11), updated_at: at(11) } }));
    expect(store.getState().workItemsById[a.id]?.archived_at).toBe(at(11));
    expect(selectWorkItemList(store.getState(), KEY)?.ids).not.toContain(a.id);
  });

  it('ignores duplicates and events already applied, and a row older than the one held', async () => {
    const { store } = await liveStore();
    const newer = event({ work_item: { ...a, name: 'Newer', updated_at: at(20) } });
    await store.getState().applyLiveEvent(SLUG, newer);
    await store.getState().applyLiveEvent(SLUG, { ...newer, work_item: { ...newer.work_item!, name: 'Duplicate' } });
    await store.getState().applyLiveEvent(SLUG, event({ work_item: { ...a, name: 'Older', updated_at: at(15) } }));
    expect(store.getState().workItemsById[a.id]?.name).toBe('Newer');
  });

  it("waits for one's own queued write of the item, so a report never lands between the optimistic change and its answer", async () => {
    const answer = deferred<WorkItem>();
    const { store } = await liveStore({}, { workItems: { update: () => answer.promise } });
    const saving = store.getState().updateWorkItem(SLUG, P, a.id, { name: 'Mine' });
    const reported = store.getState().applyLiveEvent(SLUG, event({ work_item: { ...a, name: 'Theirs', updated_at: at(5) } }));
    await flush();
    expect(store.getState().workItemsById[a.id]?.name).toBe('Mine');
    answer.resolve({ ...a, name: 'Mine', updated_at: at(6) });
    await saving;
    await reported;
    // The report is older than the answer the store took: it does not undo it.
    expect(store.getState().workItemsById[a.id]?.name).toBe('Mine');
  });

  it("after one's own write rolls back, the stream's later row still applies", async () => {
    const { store } = await liveStore({}, { workItems: { update: async () => { throw refused(); } } });
    const saving = store.getState().updateWorkItem(SLUG, P, a.id, { priority: 'low' });
    const reported = store.getState().applyLiveEvent(SLUG, event({ work_item: { ...a, name: 'Renamed by them', updated_at: at(7) } }));
    await expect(saving).rejects.toBeDefined();
    await reported;
    expect(store.getState().workItemsById[a.id]).toMatchObject({ name: 'Renamed by them', priority: 'high' });
    expect(groupIds(store, 'high')).toEqual([a.id, b.id]);
  });

  it("reads a loaded activity feed again on the item's changes, coalescing a burst", async () => {
    const { store, historyList } = await liveStore();
    await store.getState().loadWorkItemActivity(SLUG, P, a.id);
    historyList.mockClear();
    const first = store.getState().applyLiveEvent(SLUG, event({ entity_type: 'comment', entity_id: OTHER }));
    const second = store.getState().applyLiveEvent(SLUG, event({ entity_type: 'comment', entity_id: OTHER }));
    await Promise.all([first, second]);
    await flush();
    expect(historyList.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(historyList.mock.calls.length).toBeLessThanOrEqual(2);
    // Nothing is fetched for items whose feed was never loaded.
    historyList.mockClear();
    await store.getState().applyLiveEvent(SLUG, event({ work_item_id: b.id, entity_type: 'comment', entity_id: OTHER }));
    await flush();
    expect(historyList).not.toHaveBeenCalled();
  });
});

describe('connectLive', () => {
  it('opens the stream, applies its changes, reloads the lists on resync and closes on disconnect', async () => {
    let handlers: WorkspaceStreamHandlers | undefined;
    const close = jest.fn();
    const openStream = jest.fn((_slug: string, h: WorkspaceStreamHandlers, _options?: WorkspaceStreamOptions) => {
      handlers = h;
      return { close, lastVersion: () => undefined };
    });
    const version = jest.fn().mockResolvedValue({ version: 2 });
    const { store, listProject } = await liveStore({}, { events: { version } }, { openStream });
    store.getState().connectLive(SLUG);
    expect(selectLiveStatus(store.getState(), SLUG)).toBe('connecting');
    await flush();
    // The stream resumes after the version the page's data is as new as (the boot payload's answer).
    expect(version).toHaveBeenCalledWith(SLUG);
    expect(openStream).toHaveBeenCalledTimes(1);
    expect(openStream.mock.calls[0][2]).toEqual({ after: 2 });
    handlers!.onReady?.({ version: 3 });
    expect(selectLiveStatus(store.getState(), SLUG)).toBe('live');
    // A version at or before `ready` was already in what was loaded.
    handlers!.onChange({ ...event({ work_item: { ...a, name: 'Old news', updated_at: at(40) } }), version: 3 });
    handlers!.onChange({ ...event({ work_item: { ...a, name: 'Live', updated_at: at(41) } }), version: 4 });
    await store.getState().applyLiveEvent(SLUG, { ...event({}), version: 4 });
    expect(store.getState().workItemsById[a.id]?.name).toBe('Live');
    expect(store.getState().live?.version).toBe(4);
    listProject.mockClear();
    handlers!.onResync?.({ after: 4, version: 90 });
    await flush();
    expect(listProject).toHaveBeenCalledTimes(1);
    store.getState().connectLive(SLUG);
    expect(openStream).toHaveBeenCalledTimes(1);
    store.getState().disconnectLive();
    expect(close).toHaveBeenCalled();
    expect(store.getState().live).toBeNull();
  });

  it('opens from now when the version cannot be read, and not at all once left before it could', async () => {
    const openStream = jest.fn((_slug: string, _h: WorkspaceStreamHandlers, _options?: WorkspaceStreamOptions) => ({ close: jest.fn(), lastVersion: () => undefined }));
    const { store } = await liveStore({}, { events: { version: () => Promise.reject(new Error('offline')) } }, { openStream });
    store.getState().connectLive(SLUG);
    await flush();
    expect(openStream.mock.calls[0]?.[2]).toEqual({ after: undefined });
    const lateOpen = jest.fn();
    const late = await liveStore({}, { events: { version: async () => ({ version: 5 }) } }, { openStream: lateOpen });
    late.store.getState().connectLive(SLUG);
    late.store.getState().disconnectLive();
    await flush();
    expect(lateOpen).not.toHaveBeenCalled();
    expect(late.store.getState().live).toBeNull();
  });

  it('does nothing without a stream to open', async () => {
    const { store } = await liveStore();
    store.getState().connectLive(SLUG);
    expect(store.getState().live).toBeNull();
  });
});
