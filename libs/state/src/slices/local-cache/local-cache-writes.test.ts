import { ApiError } from '@cairn/services';
import type { WorkItem } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred, flush } from '../../testing/test-store.test-util';
import { confirmedCacheWrites } from './local-cache-writes';
import { putWorkItem } from '../work-items/work-item-records';
import { cacheStore, fakePort, installLocalStorage, P1, removeLocalStorage, SLUG } from './local-cache.test-util';

afterEach(removeLocalStorage);
beforeEach(() => installLocalStorage());

const item = fixtures.workItem(1);

async function setup(overrides: Parameters<typeof cacheStore>[1] = {}, hidden = false) {
  const port = fakePort();
  const made = await cacheStore(port, { ...overrides, workItems: { list: async () => ({ results: [item], total_count: 1, next_cursor: '', prev_cursor: '', next_page_results: false }), ...overrides.workItems } });
  await made.store.getState().startLocalCache(SLUG);
  made.store.setState((d) => {
    putWorkItem(d, item);
  }, false, 'test/seedItems');
  port.sync.mockClear();
  const visibility = { hidden };
  (globalThis as { document?: unknown }).document = { get visibilityState() { return visibility.hidden ? 'hidden' : 'visible'; } };
  return { ...made, port, visibility };
}
afterEach(() => delete (globalThis as { document?: unknown }).document);

describe('confirmed writes reach the cache', () => {
  it('an update is written only once the server answered, with the server row (not the optimistic one)', async () => {
    const answer = deferred<WorkItem>();
    const { store, port } = await setup({ workItems: { update: () => answer.promise } });
    const saving = store.getState().updateWorkItem(SLUG, P1, item.id, { name: 'Typed' });
    await flush();
    expect(store.getState().workItemsById[item.id].name).toBe('Typed');
    expect(port.upsert).not.toHaveBeenCalled();
    const saved = { ...item, name: 'Typed (server)', updated_at: '2026-01-02T00:00:00.000Z' };
    answer.resolve(saved);
    await saving;
    expect(port.upsert).toHaveBeenCalledWith([saved]);
  });

  it('a refused write writes nothing', async () => {
    const { store, port } = await setup({ workItems: { update: () => Promise.reject(new ApiError(400, { error: 'Bad' })) } });
    await expect(store.getState().updateWorkItem(SLUG, P1, item.id, { name: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(port.upsert).not.toHaveBeenCalled();
  });

  it('create and restore upsert the answer, delete removes the id, archive and bulk writes sync again', async () => {
    const created = fixtures.workItem(5);
    const { store, port } = await setup({
      workItems: {
        create: async () => created, delete: async () => undefined, archive: async () => ({ archived_at: '2026-01-01T00:00:00.000Z' }),
        restore: async () => item, bulkOperation: async () => undefined,
      },
    });
    await store.getState().createWorkItem(SLUG, P1, { name: 'New' });
    expect(port.upsert).toHaveBeenLastCalledWith([created]);
    await store.getState().archiveWorkItem(SLUG, P1, item.id);
    await flush();
    expect(port.sync).toHaveBeenCalledWith(P1);
    await store.getState().restoreWorkItem(SLUG, P1, item.id);
    expect(port.upsert).toHaveBeenLastCalledWith([item]);
    await store.getState().deleteWorkItem(SLUG, P1, created.id);
    expect(port.delete).toHaveBeenCalledWith([created.id]);
  });

  it('a confirmed subscribe / unsubscribe sets the cached flag to the server answer; a refused one writes nothing', async () => {
    const { store, port } = await setup({
      workItems: { subscribe: async () => ({ subscribed: true }), unsubscribe: async () => ({ subscribed: false }), getSubscription: async () => ({ subscribed: false }) },
    });
    await store.getState().setWorkItemSubscription(SLUG, P1, item.id, true);
    expect(port.setSubscribed).toHaveBeenLastCalledWith(item.id, true);
    await store.getState().setWorkItemSubscription(SLUG, P1, item.id, false);
    expect(port.setSubscribed).toHaveBeenLastCalledWith(item.id, false);
    expect(port.setSubscribed).toHaveBeenCalledTimes(2);
    const refused = await setup({ workItems: { subscribe: () => Promise.reject(new ApiError(403, { error: 'No' })), getSubscription: async () => ({ subscribed: false }) } });
    await expect(refused.store.getState().setWorkItemSubscription(SLUG, P1, item.id, true)).rejects.toBeInstanceOf(ApiError);
    expect(refused.port.setSubscribed).not.toHaveBeenCalled();
  });

  it('skips single writes while the tab is hidden, and everything while the cache is off', async () => {
    const { store, port, visibility } = await setup({ workItems: { update: async () => item } }, true);
    await store.getState().updateWorkItem(SLUG, P1, item.id, { name: 'a' });
    expect(port.upsert).not.toHaveBeenCalled();
    visibility.hidden = false;
    store.getState().setLocalCacheEnabled(false);
    await store.getState().updateWorkItem(SLUG, P1, item.id, { name: 'b' });
    expect(port.upsert).not.toHaveBeenCalled();
  });

  it('without a cache nothing is written and nothing syncs', async () => {
    const { store, port } = await setup();
    const writes = confirmedCacheWrites({ services: {} as never, now: () => new Date(), newId: () => 'x' }, store);
    writes.saved(SLUG, [item]);
    writes.removed(SLUG, [item.id]);
    writes.changed(SLUG);
    await flush();
    expect(port.upsert).not.toHaveBeenCalled();
    expect(port.delete).not.toHaveBeenCalled();
    expect(port.sync).not.toHaveBeenCalled();
  });
});
