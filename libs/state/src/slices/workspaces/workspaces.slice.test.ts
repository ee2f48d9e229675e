import { ApiError } from '@cairn/services';
import type { Workspace } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { getWorkspaceBySlug, selectCurrentWorkspace, selectHasNoWorkspaces, selectWorkspaceLoader, selectWorkspaces } from './workspaces.selectors';

const w1 = fixtures.workspace(1);
const w2 = fixtures.workspace(2);

describe('workspaces slice', () => {
  it('loads my workspaces with the init-loader first and the mutation-loader on a reload', async () => {
    const first = deferred<Workspace[]>();
    const second = deferred<Workspace[]>();
    const listMine = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { store } = makeStore({ workspaces: { listMine } });
    const p1 = store.getState().loadMyWorkspaces();
    expect(selectWorkspaceLoader(store.getState())).toBe('init-loader');
    first.resolve([w1, w2]);
    await p1;
    expect(selectWorkspaceLoader(store.getState())).toBeUndefined();
    expect(selectWorkspaces(store.getState())).toEqual([w1, w2]);
    const p2 = store.getState().loadMyWorkspaces();
    expect(selectWorkspaceLoader(store.getState())).toBe('mutation-loader');
    second.resolve([w2]);
    await p2;
    expect(selectWorkspaces(store.getState())).toEqual([w2]);
    expect(store.getState().workspacesById[w1.id]).toBeUndefined();
  });

  it('ends the loader and keeps the list when a load fails', async () => {
    const { store } = makeStore({ workspaces: { listMine: () => Promise.reject(new ApiError(500)) } });
    await expect(store.getState().loadMyWorkspaces()).resolves.toBeUndefined();
    expect(selectWorkspaceLoader(store.getState())).toBeUndefined();
    expect(store.getState().workspacesStatus).toBe('error');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('answers stable lists and finds workspaces by slug', async () => {
    const { store } = makeStore({ workspaces: { listMine: async () => [w1, w2] } });
    expect(selectHasNoWorkspaces(store.getState())).toBe(false);
    await store.getState().loadMyWorkspaces();
    expect(selectWorkspaces(store.getState())).toBe(selectWorkspaces(store.getState()));
    expect(getWorkspaceBySlug(store.getState(), 'ws-2')).toEqual(w2);
    expect(getWorkspaceBySlug(store.getState(), 'nope')).toBeUndefined();
    store.getState().setCurrentWorkspaceSlug('ws-1');
    expect(selectCurrentWorkspace(store.getState())).toEqual(w1);
  });

  it('creates a workspace with the mutation-loader and appends the server row', async () => {
    const answer = deferred<Workspace>();
    const create = jest.fn(() => answer.promise);
    const { store } = makeStore({ workspaces: { create } });
    const pending = store.getState().createWorkspace({ name: 'Workspace 1', slug: 'ws-1' });
    expect(selectWorkspaceLoader(store.getState())).toBe('mutation-loader');
    expect(selectWorkspaces(store.getState())).toEqual([]);
    answer.resolve(w1);
    await expect(pending).resolves.toEqual(w1);
    expect(selectWorkspaces(store.getState())).toEqual([w1]);
    expect(selectWorkspaceLoader(store.getState())).toBeUndefined();
  });

  it('reports and rethrows a failed create and adds nothing', async () => {
    const error = new ApiError(409, { error: 'Slug taken', error_code: 'WORKSPACE_SLUG_TAKEN' });
    const { store } = makeStore({ workspaces: { create: () => Promise.reject(error) } });
    await expect(store.getState().createWorkspace({ name: 'A', slug: 'a' })).rejects.toBe(error);
    expect(selectWorkspaces(store.getState())).toEqual([]);
    expect(selectWorkspaceLoader(store.getState())).toBeUndefined();
    expect(store.getState().toasts).toMatchObject([{ title: 'Slug taken' }]);
  });

  it('updates a workspace optimistically and takes the server version', async () => {
    const answer = deferred<Workspace>();
    const update = jest.fn(() => answer.promise);
    const { store } = makeStore({ workspaces: { listMine: async () => [w1], update } });
    await store.getState().loadMyWorkspaces();
    const pending = store.getState().updateWorkspace('ws-1', { name: 'Renamed' });
    expect(getWorkspaceBySlug(store.getState(), 'ws-1')?.name).toBe('Renamed');
    answer.resolve({ ...w1, name: 'Renamed', updated_at: 'later' });
    await pending;
    expect(update).toHaveBeenCalledWith('ws-1', { name: 'Renamed' });
    expect(getWorkspaceBySlug(store.getState(), 'ws-1')?.updated_at).toBe('later');
  });

  it('rolls a failed update back', async () => {
    const { store } = makeStore({ workspaces: { listMine: async () => [w1], update: () => Promise.reject(new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' })) } });
    await store.getState().loadMyWorkspaces();
    await expect(store.getState().updateWorkspace('ws-1', { name: 'Renamed' })).rejects.toMatchObject({ status: 403 });
    expect(getWorkspaceBySlug(store.getState(), 'ws-1')).toEqual(w1);
    expect(store.getState().toasts).toMatchObject([{ title: 'Not allowed' }]);
  });

  it('rejects an update of a workspace the store does not know', async () => {
    const { store } = makeStore();
    expect(() => store.getState().updateWorkspace('nope', { name: 'x' })).toThrow('Unknown workspace slug');
  });

  it('deletes optimistically and restores the workspace in place when the delete fails', async () => {
    const w3 = fixtures.workspace(3);
    const failing = deferred<void>();
    const { store } = makeStore({ workspaces: { listMine: async () => [w1, w2, w3], delete: jest.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(undefined) } });
    await store.getState().loadMyWorkspaces();
    store.getState().setCurrentWorkspaceSlug('ws-2');
    const pending = store.getState().deleteWorkspace('ws-2');
    expect(selectWorkspaces(store.getState()).map((w) => w.slug)).toEqual(['ws-1', 'ws-3']);
    expect(store.getState().currentWorkspaceSlug).toBeUndefined();
    failing.reject(new ApiError(500));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(selectWorkspaces(store.getState()).map((w) => w.slug)).toEqual(['ws-1', 'ws-2', 'ws-3']);
    expect(store.getState().currentWorkspaceSlug).toBe('ws-2');

    await store.getState().deleteWorkspace('ws-1');
    expect(selectWorkspaces(store.getState()).map((w) => w.slug)).toEqual(['ws-2', 'ws-3']);
  });
});
