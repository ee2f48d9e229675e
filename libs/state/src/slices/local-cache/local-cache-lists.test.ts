import type { AnyWorkItemPage } from '@cairn/types';
import { ROLE } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { ListContext } from '../work-item-lists/list-context';
import { cacheFirst, LOCAL_CACHE_HEDGE_MS, localQueryContext } from './local-cache-lists';
import { cacheStore, fakePort, installLocalStorage, P1, P2, removeLocalStorage, SLUG, type FakePort } from './local-cache.test-util';

afterEach(removeLocalStorage);

const project: ListContext = { kind: 'project', projectId: P1 };
const serverPage: AnyWorkItemPage = { results: [fixtures.workItem(1)], total_count: 1, next_cursor: '50:1:0', prev_cursor: '50:0:0', next_page_results: false };
const cachePage: AnyWorkItemPage = { results: [fixtures.workItem(9)], total_count: 1, next_cursor: '50:1:0', prev_cursor: '50:0:0', next_page_results: false };
const idsOf = (store: Awaited<ReturnType<typeof cacheStore>>['store']) => store.getState().workItemLists[`project:${P1}`]?.ids;

// A server that never answers: the cache's answer is the one used (see cacheFirst).
const silent = () => new Promise<AnyWorkItemPage>(() => undefined);

async function setup(port: FakePort | undefined, options: { start?: boolean; server?: () => Promise<AnyWorkItemPage> } = {}) {
  const listProject = jest.fn(options.server ?? (async () => serverPage));
  const made = await cacheStore(port, { workItemLists: { listProject } });
  if (options.start !== false) await made.store.getState().startLocalCache(SLUG);
  return { ...made, listProject };
}

describe('lists through the local cache', () => {
  beforeEach(() => installLocalStorage());

  it('ready: the cache is asked with the server query plus the context (no order chosen + cache on: sort_order); a prompt answer means no server call at all', async () => {
    const port = fakePort({ answer: cachePage });
    const { store, listProject } = await setup(port, { server: silent });
    await store.getState().loadWorkItemList(SLUG, project);
    expect(listProject).not.toHaveBeenCalled();
    expect(idsOf(store)).toEqual([fixtures.workItem(9).id]);
    const [{ ctx, query }] = port.query.mock.calls[0];
    expect(ctx).toEqual({ workspaceId: fixtures.workspace(1).id, userId: fixtures.user().id, projectIds: [P1], context: 'project' });
    expect(query).toMatchObject({ order_by: 'sort_order', per_page: 50 });
    // Turned off, the same list asks the server with the default order of lists without a cache.
    store.getState().setLocalCacheEnabled(false);
    listProject.mockImplementationOnce(async () => serverPage);
    await store.getState().loadWorkItemList(SLUG, project);
    expect(listProject).toHaveBeenLastCalledWith(SLUG, P1, { order_by: '-created_at', per_page: '50' });
  });

  it('next pages come from the cache too, with the cursor', async () => {
    const port = fakePort({ answer: { ...cachePage, total_count: 60, next_page_results: true } });
    const { store } = await setup(port, { server: silent });
    await store.getState().loadWorkItemList(SLUG, { kind: 'project', projectId: P1 });
    await store.getState().loadMoreWorkItemList(SLUG, project);
    expect(port.query.mock.calls[1][0].query).toMatchObject({ cursor: '50:1:50' });
  });

  it(`a cache slower than ${LOCAL_CACHE_HEDGE_MS} ms is raced against the server: the first usable answer wins; an error only when both have nothing`, async () => {
    const slowCache = await setup(fakePort({ answer: cachePage, delayMs: LOCAL_CACHE_HEDGE_MS + 150 }));
    await slowCache.store.getState().loadWorkItemList(SLUG, project);
    expect(slowCache.listProject).toHaveBeenCalledTimes(1);
    expect(idsOf(slowCache.store)).toEqual([fixtures.workItem(1).id]);
    const down = () => Promise.reject(new Error('network down'));
    const offline = await setup(fakePort({ answer: cachePage, delayMs: LOCAL_CACHE_HEDGE_MS + 30 }), { server: down });
    await offline.store.getState().loadWorkItemList(SLUG, project);
    expect(idsOf(offline.store)).toEqual([fixtures.workItem(9).id]);
    expect(offline.store.getState().toasts).toEqual([]);
    const nothing = await setup(fakePort({ answer: null }), { server: down });
    await expect(nothing.store.getState().loadWorkItemList(SLUG, project)).rejects.toThrow('network down');
  });

  it('falls back to the server: no cache, disabled, first sync loading, sync error, a null answer, a failing query', async () => {
    const cases: Array<[string, () => Promise<Awaited<ReturnType<typeof setup>>>]> = [
      ['no port', () => setup(undefined)],
      ['disabled', async () => {
        const s = await setup(fakePort({ answer: cachePage }));
        s.store.getState().setLocalCacheEnabled(false);
        return s;
      }],
      ['loading', async () => {
        const port = fakePort({ answer: cachePage });
        const s = await setup(port);
        port.emit({ type: 'project-status', projectId: P1, status: 'loading', progress: { written: 10, total: 500 } });
        return s;
      }],
      ['error', () => setup(fakePort({ answer: cachePage, syncStatus: 'error' }))],
      ['null answer', () => setup(fakePort({ answer: null }))],
      ['query rejects', async () => {
        const port = fakePort();
        port.query.mockRejectedValue(new Error('worker gone'));
        return setup(port);
      }],
      ['workspace not opened, never synced here', () => setup(fakePort({ answer: cachePage }), { start: false })],
    ];
    for (const [name, make] of cases) {
      const { store, listProject } = await make();
      await store.getState().loadWorkItemList(SLUG, project);
      expect([name, listProject.mock.calls.length]).toEqual([name, 1]);
      expect([name, idsOf(store)]).toEqual([name, [fixtures.workItem(1).id]]);
      expect([name, store.getState().toasts]).toEqual([name, []]);
    }
  });

  it('after a reload (database not open yet, project synced before) a list load opens the cache and asks the server at once; the first answer wins', async () => {
    const port = fakePort({ answer: cachePage });
    installLocalStorage({ [`cairn:local-cache:synced:${fixtures.user().id}:${fixtures.workspace(1).id}`]: JSON.stringify([P1]) });
    const { store, listProject } = await setup(port, { start: false, server: silent });
    await store.getState().loadWorkItemList(SLUG, project);
    expect(port.open).toHaveBeenCalledTimes(1);
    expect(listProject).toHaveBeenCalledTimes(1); // not held back while the database opens
    expect(idsOf(store)).toEqual([fixtures.workItem(9).id]);
  });
});

describe('cacheFirst', () => {
  const page = (n: number): AnyWorkItemPage => ({ ...serverPage, results: [fixtures.workItem(n)] });
  const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('a null cache answer asks the server at once, without waiting for the hedge', async () => {
    const server = jest.fn(async () => page(1));
    const started = performance.now();
    await expect(cacheFirst(Promise.resolve(null), server, 5_000)).resolves.toEqual(page(1));
    expect(server).toHaveBeenCalledTimes(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('after the hedge both are asked and the faster wins; a cache arriving after the server changes nothing', async () => {
    const server = jest.fn(() => later(10, page(1)));
    await expect(cacheFirst(later(200, page(9)), server, 20)).resolves.toEqual(page(1));
    const slowServer = jest.fn(() => later(500, page(1)));
    await expect(cacheFirst(later(60, page(9)), slowServer, 20)).resolves.toEqual(page(9));
    expect(slowServer).toHaveBeenCalledTimes(1);
  });

  it('a failing server rejects only once the cache has answered null', async () => {
    const down = () => Promise.reject(new Error('down'));
    await expect(cacheFirst(later(50, null), down, 10)).rejects.toThrow('down');
    await expect(cacheFirst(later(50, page(9)), down, 10)).resolves.toEqual(page(9));
  });
});

describe('localQueryContext (the server scope rules)', () => {
  beforeEach(() => installLocalStorage());

  it('a guest without guest_view_all_features sees own items only; an unknown role or drafts go to the server', async () => {
    const { store } = await cacheStore(fakePort(), {
      projects: { list: async () => [fixtures.projectLite(1, { member_role: ROLE.GUEST }), fixtures.projectLite(2, { member_role: ROLE.GUEST, guest_view_all_features: true })] },
      workspaces: { listMine: async () => [fixtures.workspace(1, { role: ROLE.GUEST })] },
    });
    const s = store.getState();
    expect(localQueryContext(s, SLUG, project)).toMatchObject({ projectIds: [P1], guestOwnOnly: true });
    expect(localQueryContext(s, SLUG, { kind: 'archived', projectId: P2 })).toEqual(expect.not.objectContaining({ guestOwnOnly: true }));
    expect(localQueryContext(s, SLUG, { kind: 'draft', projectId: P1 })).toBeNull();
    expect(localQueryContext(s, SLUG, { kind: 'project', projectId: 'unknown' })).toBeNull();
    expect(localQueryContext(s, SLUG, { kind: 'workspace', view: 'all-issues' })).toMatchObject({ projectIds: [P2, P1], ownOnlyProjectIds: [P1], context: 'workspace' });
    expect(localQueryContext(s, SLUG, { kind: 'profile', userId: 'u2', list: 'assigned' })).toMatchObject({ context: 'profile-assigned', profileUserId: 'u2' });
  });
});
