import { ApiError } from '@cairn/services';
import type { Module, ModuleUpdate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { moduleFixtures } from './module.fixtures';
import {
  selectArchivedModules, selectFavoriteModules, selectModule, selectModuleAnalytics, selectModulesStatus, selectProjectModules, sortModules,
} from './modules.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const api = moduleFixtures.module(1, { name: 'API', is_favorite: true });
const web = moduleFixtures.module(2, { name: 'web', target_date: '2025-03-01' });
const old = moduleFixtures.module(3, { name: 'Old', archived_at: '2024-12-01T00:00:00.000Z' });
const refused = () => new ApiError(400, { error: 'Refused by the server', error_code: 'BAD' });

async function storeWithModules(modules: FakeServicesOverrides['modules'] = {}) {
  const made = makeStore({
    modules: { list: async () => [api, web], listArchived: async () => [old], ...modules },
    workspaces: { listMine: async () => [fixtures.workspace(1)] },
  });
  await made.store.getState().loadMyWorkspaces();
  await made.store.getState().loadModules(SLUG, P);
  await made.store.getState().loadArchivedModules(SLUG, P);
  return made;
}
const names = (list: readonly Module[]) => list.map((m) => m.name);

// Spec §8 failures are logged (console.warn through logError); the tests check onError instead.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('modules slice: loads', () => {
  it('loads the live and archived modules of a project, and one module', async () => {
    const get = jest.fn(async () => ({ ...web, name: 'Web v2' }));
    const { store } = await storeWithModules({ get });
    expect(selectModulesStatus(store.getState(), P)).toBe('ready');
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['API', 'web']);
    expect(names(selectArchivedModules(store.getState(), P))).toEqual(['Old']);
    await store.getState().loadModule(SLUG, P, web.id);
    expect(selectModule(store.getState(), web.id)?.name).toBe('Web v2');
  });

  it('only logs fetch failures (spec §8): no toast, status error', async () => {
    const { store, onError } = makeStore({ modules: { list: async () => Promise.reject(refused()), analytics: async () => Promise.reject(refused()) } });
    expect(await store.getState().loadModules(SLUG, P)).toBeUndefined();
    expect(await store.getState().loadModuleAnalytics(SLUG, P, api.id, 'points')).toBeUndefined();
    expect(selectModulesStatus(store.getState(), P)).toBe('error');
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('drops modules a reload no longer answers (deleted elsewhere)', async () => {
    const list = jest.fn().mockResolvedValueOnce([api, web]).mockResolvedValueOnce([api]);
    const { store } = await storeWithModules({ list });
    await store.getState().loadModules(SLUG, P);
    expect(selectModule(store.getState(), web.id)).toBeUndefined();
    expect(selectModule(store.getState(), old.id)).toBeDefined();
  });

  it('loads analytics by type, and favorites across the workspace from the workspace list', async () => {
    const other = moduleFixtures.module(4, { name: 'Billing', project_id: fixtures.id(502), is_favorite: true });
    const analytics = moduleFixtures.analytics();
    const { store } = await storeWithModules({ listWorkspace: async () => [api, other], analytics: async () => analytics });
    await store.getState().loadWorkspaceModules(SLUG);
    await store.getState().loadModuleAnalytics(SLUG, P, api.id, 'issues');
    expect(selectModuleAnalytics(store.getState(), api.id, 'issues')).toEqual(analytics);
    expect(selectModuleAnalytics(store.getState(), api.id, 'points')).toBeUndefined();
    expect(names(selectFavoriteModules(store.getState(), SLUG))).toEqual(['API', 'Billing']);
    expect(selectFavoriteModules(store.getState(), SLUG)).toBe(selectFavoriteModules(store.getState(), SLUG));
    expect(selectFavoriteModules(store.getState(), 'ws-9')).toEqual([]);
  });

  it('reloads what it holds of a project (live updates)', async () => {
    const list = jest.fn(async () => [api, web]);
    const listArchived = jest.fn(async () => [old]);
    const analytics = jest.fn(async () => moduleFixtures.analytics());
    const { store } = await storeWithModules({ list, listArchived, analytics });
    await store.getState().loadModuleAnalytics(SLUG, P, web.id, 'points');
    await store.getState().reloadProjectModules(SLUG, P);
    expect(list).toHaveBeenCalledTimes(2);
    expect(listArchived).toHaveBeenCalledTimes(2);
    expect(analytics).toHaveBeenLastCalledWith(SLUG, P, web.id, 'points');
    expect(analytics).toHaveBeenCalledTimes(2);
  });
});

describe('modules slice: writes', () => {
  it('creates with a client id at once; the answer replaces the record', async () => {
    const answer = deferred<Module>();
    const create = jest.fn(() => answer.promise);
    const { store } = await storeWithModules({ create });
    const done = store.getState().createModule(SLUG, P, { name: ' Mobile ', status: 'in-progress' });
    const [id] = store.getState().moduleIdsByProject[P];
    await flush();
    expect(create).toHaveBeenCalledWith(SLUG, P, { id, name: ' Mobile ', status: 'in-progress' });
    expect(selectModule(store.getState(), id)).toMatchObject({ name: 'Mobile', status: 'in-progress', total_issues: 0, is_favorite: false, link_module: [] });
    answer.resolve(moduleFixtures.module(9, { id, name: 'Mobile', total_issues: 0, sort_order: 7 }));
    await done;
    expect(selectModule(store.getState(), id)?.sort_order).toBe(7);
  });

  it('rolls a failed create back with a toast', async () => {
    const { store } = await storeWithModules({ create: async () => Promise.reject(refused()) });
    await expect(store.getState().createModule(SLUG, P, { name: 'X' })).rejects.toBeInstanceOf(ApiError);
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['API', 'web']);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Refused by the server']);
  });

  it('updates optimistically (the inline status change) and rolls back on failure', async () => {
    const update = jest.fn()
      .mockImplementationOnce(async (_s: string, _p: string, _id: string, body: ModuleUpdate) => ({ ...web, ...body, updated_at: 'later' }))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWithModules({ update });
    const pending = store.getState().updateModule(SLUG, P, web.id, { status: 'completed' });
    expect(selectModule(store.getState(), web.id)?.status).toBe('completed');
    await pending;
    expect(selectModule(store.getState(), web.id)?.updated_at).toBe('later');
    await expect(store.getState().updateModule(SLUG, P, web.id, { name: 'Nope', lead_id: fixtures.id(1) })).rejects.toBeInstanceOf(ApiError);
    expect(selectModule(store.getState(), web.id)).toMatchObject({ name: 'web', status: 'completed', lead_id: null });
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('deletes from every list and from its items; a failure puts all back', async () => {
    const remove = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refused());
    const { store } = await storeWithModules({ delete: remove });
    store.setState((d) => {
      d.workItemsById.i1 = { ...fixtures.workItem(1), id: 'i1', project_id: P, module_ids: [api.id, web.id] };
    });
    await store.getState().deleteModule(SLUG, P, api.id);
    await expect(store.getState().deleteModule(SLUG, P, web.id)).rejects.toBeInstanceOf(ApiError);
    expect(selectModule(store.getState(), api.id)).toBeUndefined();
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['web']);
    expect(store.getState().workItemsById.i1.module_ids).toEqual([web.id]);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('toggles a favorite optimistically and reverts it on failure (spec §4)', async () => {
    const favorite = jest.fn(async () => ({ id: 'f', module: web.id, created_at: 'now' }));
    const unfavorite = jest.fn(async () => Promise.reject(refused()));
    const { store } = await storeWithModules({ favorite, unfavorite });
    const on = store.getState().toggleModuleFavorite(SLUG, P, web.id);
    expect(selectModule(store.getState(), web.id)?.is_favorite).toBe(true);
    await on;
    expect(favorite).toHaveBeenCalledWith(SLUG, P, web.id);
    const off = store.getState().toggleModuleFavorite(SLUG, P, web.id);
    expect(selectModule(store.getState(), web.id)?.is_favorite).toBe(false);
    await expect(off).rejects.toBeInstanceOf(ApiError);
    expect(selectModule(store.getState(), web.id)?.is_favorite).toBe(true);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('archives: archived_at set, favorite dropped, into the archived list; the answer sets the time', async () => {
    const { store } = await storeWithModules({ archive: async () => ({ archived_at: '2025-02-02T00:00:00.000Z' }) });
    const pending = store.getState().archiveModule(SLUG, P, api.id);
    expect(selectModule(store.getState(), api.id)).toMatchObject({ is_favorite: false, archived_at: new Date(1_700_000_000_000).toISOString() });
    expect(names(selectArchivedModules(store.getState(), P))).toEqual(['API', 'Old']);
    await pending;
    expect(selectModule(store.getState(), api.id)?.archived_at).toBe('2025-02-02T00:00:00.000Z');
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['web']);
  });

  it('rolls back a failed archive or restore and only logs it (spec §8)', async () => {
    const { store, onError } = await storeWithModules({ archive: async () => Promise.reject(refused()), restore: async () => Promise.reject(refused()) });
    await expect(store.getState().archiveModule(SLUG, P, api.id)).rejects.toBeInstanceOf(ApiError);
    expect(selectModule(store.getState(), api.id)).toMatchObject({ is_favorite: true, archived_at: null });
    await expect(store.getState().restoreModule(SLUG, P, old.id)).rejects.toBeInstanceOf(ApiError);
    expect(names(selectArchivedModules(store.getState(), P))).toEqual(['Old']);
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['API', 'web']);
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('restores an archived module; archive of an archived or restore of a live one does nothing (spec §4)', async () => {
    const archive = jest.fn();
    const restore = jest.fn(async () => undefined);
    const { store } = await storeWithModules({ archive, restore });
    await store.getState().archiveModule(SLUG, P, old.id);
    await store.getState().restoreModule(SLUG, P, api.id);
    expect(archive).not.toHaveBeenCalled();
    expect(restore).not.toHaveBeenCalled();
    await store.getState().restoreModule(SLUG, P, old.id);
    expect(restore).toHaveBeenCalledWith(SLUG, P, old.id);
    expect(selectModule(store.getState(), old.id)?.archived_at).toBeNull();
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['Old', 'API', 'web']);
    expect(selectArchivedModules(store.getState(), P)).toEqual([]);
  });

  it('keeps a queued write on screen when a read lands meanwhile (its answer or rollback decides)', async () => {
    const answer = deferred<{ id: string; module: string; created_at: string }>();
    const list = jest.fn(async () => [api, web]);
    const { store } = await storeWithModules({ list, favorite: () => answer.promise, archive: () => new Promise(() => undefined) });
    void store.getState().toggleModuleFavorite(SLUG, P, web.id);
    void store.getState().archiveModule(SLUG, P, api.id).catch(() => undefined);
    await store.getState().loadModules(SLUG, P);
    expect(selectModule(store.getState(), web.id)?.is_favorite).toBe(true);
    expect(names(selectProjectModules(store.getState(), P))).toEqual(['web']);
    answer.resolve({ id: 'f', module: web.id, created_at: 'now' });
    await flush();
    expect(selectModule(store.getState(), web.id)?.is_favorite).toBe(true);
  });

  it('resets with the store', async () => {
    const { store } = await storeWithModules();
    store.getState().resetStore();
    await flush();
    expect(store.getState().modulesById).toEqual({});
  });
});

describe('sortModules', () => {
  const a = moduleFixtures.module(1, { name: 'beta', total_issues: 4, completed_issues: 2, target_date: '2025-02-01', created_at: '2025-01-02' });
  const b = moduleFixtures.module(2, { name: 'Alpha', total_issues: 2, completed_issues: 2, created_at: '2025-01-01' });
  const c = moduleFixtures.module(3, { name: 'gamma', target_date: '2025-01-15', created_at: '2025-01-03' });
  it.each([
    ['name', ['Alpha', 'beta', 'gamma']],
    ['-name', ['gamma', 'beta', 'Alpha']],
    ['progress', ['gamma', 'beta', 'Alpha']],
    ['-progress', ['Alpha', 'beta', 'gamma']],
    ['target_date', ['gamma', 'beta', 'Alpha']],
    ['-created_at', ['gamma', 'beta', 'Alpha']],
  ] as const)('%s', (orderBy, expected) => {
    expect(names(sortModules([a, b, c], orderBy))).toEqual(expected);
  });
});
