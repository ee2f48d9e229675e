import { ApiError } from '@cairn/services';
import type { IssueView, IssueViewCreate, IssueViewUpdate } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { viewFixtures as vf } from './view.fixtures';
import { viewScopeKey } from './view-records';
import { searchViews, selectFavoriteViews, selectView, selectViewsOf, selectViewsStatus, selectWorkspaceViews } from './views.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const SCOPE = { kind: 'project', projectId: P } as const;
const KEY = viewScopeKey(SCOPE);
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });
const notFound = () => new ApiError(404, { error: 'View not found', error_code: 'NOT_FOUND' });

const bugs = vf.view(1, { name: 'Open bugs', filters: { priority: ['urgent'] } });
const mine = vf.view(2, { name: 'My work', access: 'private' });
const locked = vf.view(3, { name: 'Release board', is_locked: true });

async function storeWithViews(overrides: FakeServicesOverrides = {}, list: IssueView[] = [bugs, mine, locked]) {
  const made = makeStore({ ...overrides, views: { list: async () => list, ...overrides.views } });
  await made.store.getState().loadViews(SLUG, SCOPE);
  return made;
}

const echo = (base: IssueView) => async (_s: string, _scope: unknown, _id: string, body: IssueViewUpdate) => ({ ...base, ...body }) as IssueView;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('views slice: loads and selectors', () => {
  it('loads a scope\'s views in the server\'s order and searches them by name', async () => {
    const { store } = await storeWithViews();
    const s = store.getState();
    expect(selectViewsStatus(s, KEY)).toBe('ready');
    expect(selectViewsOf(s, KEY).map((v) => v.name)).toEqual(['Open bugs', 'My work', 'Release board']);
    expect(selectViewsOf(s, KEY)).toBe(selectViewsOf(s, KEY));
    expect(searchViews(s, KEY, 'BUG').map((v) => v.id)).toEqual([bugs.id]);
    expect(searchViews(s, KEY, '  ')).toBe(selectViewsOf(s, KEY));
    expect(selectView(s, locked.id)?.is_locked).toBe(true);
  });

  it('keys scopes apart and shows the global views of the loaded workspace only', async () => {
    const global = vf.globalView(4, { name: 'Everything' });
    const list = jest.fn(async (_slug: string, scope: { kind: string }) => (scope.kind === 'workspace' ? [global] : [bugs]));
    const { store } = makeStore({ views: { list } });
    await store.getState().loadViews(SLUG, { kind: 'workspace' });
    await store.getState().loadViews(SLUG, { kind: 'team', teamspaceId: fixtures.id(900) });
    expect(selectWorkspaceViews(store.getState(), SLUG).map((v) => v.id)).toEqual([global.id]);
    expect(selectWorkspaceViews(store.getState(), 'other')).toEqual([]);
    expect(selectViewsOf(store.getState(), `team:${fixtures.id(900)}`).map((v) => v.id)).toEqual([bugs.id]);
  });

  it('toasts a failed list load and marks it failed; a missing view is only logged and forgotten', async () => {
    const { store, onError } = makeStore({ views: { list: async () => Promise.reject(refused()), get: async () => Promise.reject(notFound()) } });
    await expect(store.getState().loadViews(SLUG, SCOPE)).resolves.toBeUndefined();
    expect(selectViewsStatus(store.getState(), KEY)).toBe('error');
    expect(store.getState().toasts).toHaveLength(1);
    store.getState().applyViewRecord(bugs);
    await expect(store.getState().loadView(SLUG, SCOPE, bugs.id)).resolves.toBeUndefined();
    expect(selectView(store.getState(), bugs.id)).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('forgets views that left the list on a reload, but keeps one being written', async () => {
    const favorite = deferred<unknown>();
    const list = jest.fn().mockResolvedValueOnce([bugs, mine, locked]).mockResolvedValueOnce([locked]);
    const { store } = makeStore({ views: { list, favorite: () => favorite.promise } });
    await store.getState().loadViews(SLUG, SCOPE);
    const toggling = store.getState().toggleViewFavorite(SLUG, P, bugs.id);
    await store.getState().loadViews(SLUG, SCOPE);
    expect(selectViewsOf(store.getState(), KEY).map((v) => v.id)).toEqual([locked.id, bugs.id]);
    expect(selectView(store.getState(), mine.id)).toBeUndefined();
    expect(selectView(store.getState(), bugs.id)?.is_favorite).toBe(true);
    favorite.resolve({});
    await toggling;
  });

  it('applyViewRecord puts a confirmed view into the records and its loaded list', async () => {
    const { store } = await storeWithViews({}, [bugs]);
    store.getState().applyViewRecord({ ...bugs, filters: { priority: ['high'] } });
    store.getState().applyViewRecord(locked);
    expect(selectView(store.getState(), bugs.id)?.filters).toEqual({ priority: ['high'] });
    expect(selectViewsOf(store.getState(), KEY).map((v) => v.id)).toEqual([bugs.id, locked.id]);
  });

  it('lists favorite project views of the workspace\'s projects', async () => {
    const { store } = makeStore({ projects: { list: async () => [fixtures.projectLite(1)] }, views: { list: async () => [{ ...bugs, is_favorite: true }, mine] } });
    await store.getState().loadProjects(SLUG);
    await store.getState().loadViews(SLUG, SCOPE);
    expect(selectFavoriteViews(store.getState(), SLUG).map((v) => v.id)).toEqual([bugs.id]);
  });
});

describe('views slice: writes', () => {
  it('creates with a client id at once (last in the list); the server\'s record replaces it; a refusal rolls back', async () => {
    const create = jest.fn(async (_s: string, _scope: unknown, body: IssueViewCreate) => vf.view(9, { ...body, id: body.id, name: body.name } as Partial<IssueView>))
      .mockImplementationOnce(async (_s, _scope, body) => vf.view(9, { id: body.id, name: body.name, sort_order: 42 }))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { create } });
    const body = { name: 'Urgent', filters: { priority: ['urgent'] }, display_filters: { layout: 'kanban' as const } };
    const pending = store.getState().createView(SLUG, SCOPE, body);
    const id = selectViewsOf(store.getState(), KEY).at(-1)!.id;
    expect(id).toBe('id-1');
    expect(selectView(store.getState(), id)).toMatchObject({ name: 'Urgent', access: 'public', project: P, filters: { priority: ['urgent'] } });
    const saved = await pending;
    expect(create).toHaveBeenCalledWith(SLUG, SCOPE, { id, ...body });
    expect(saved.sort_order).toBe(42);
    await expect(store.getState().createView(SLUG, SCOPE, { name: 'Nope' })).rejects.toMatchObject({ status: 403 });
    expect(selectViewsOf(store.getState(), KEY)).toHaveLength(4);
    expect(selectView(store.getState(), 'id-2')).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('creates a private view first, then sets its access (spec §4); shows it private at once', async () => {
    const calls: string[] = [];
    const create = jest.fn(async (_s: string, _scope: unknown, body: IssueViewCreate) => {
      calls.push('create');
      return vf.view(9, { id: body.id, name: body.name });
    });
    const update = jest.fn(async (_s: string, _scope: unknown, id: string, body: IssueViewUpdate) => {
      calls.push(`patch:${JSON.stringify(body)}`);
      return vf.view(9, { id, name: 'Mine', access: 'private' });
    });
    const { store } = await storeWithViews({ views: { create, update } });
    const pending = store.getState().createView(SLUG, SCOPE, { name: 'Mine' }, { access: 'private' });
    expect(selectView(store.getState(), 'id-1')?.access).toBe('private');
    const saved = await pending;
    expect(calls).toEqual(['create', 'patch:{"access":"private"}']);
    expect(create.mock.calls[0][2]).not.toHaveProperty('access');
    expect(saved.access).toBe('private');
  });

  it('a refused create of a private view rolls back once, without the access call; a refused access leaves it public', async () => {
    const create = jest.fn().mockRejectedValueOnce(refused()).mockImplementationOnce(async (_s, _scope, body: IssueViewCreate) => vf.view(9, { id: body.id, name: body.name }));
    const update = jest.fn().mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { create, update } });
    await expect(store.getState().createView(SLUG, SCOPE, { name: 'Mine' }, { access: 'private' })).rejects.toMatchObject({ status: 403 });
    expect(update).not.toHaveBeenCalled();
    expect(selectView(store.getState(), 'id-1')).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);

    await expect(store.getState().createView(SLUG, SCOPE, { name: 'Mine' }, { access: 'private' })).rejects.toMatchObject({ status: 403 });
    expect(selectViewsOf(store.getState(), KEY).at(-1)).toMatchObject({ name: 'Mine', access: 'public' });
    expect(update).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toHaveLength(2);
  });

  it('updates at once and rolls back a refusal', async () => {
    const update = jest.fn().mockImplementationOnce(echo(bugs)).mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { update } });
    const pending = store.getState().updateView(SLUG, SCOPE, bugs.id, { name: 'Bugs', description: 'All of them' });
    expect(selectView(store.getState(), bugs.id)).toMatchObject({ name: 'Bugs', description: 'All of them' });
    await pending;
    await expect(store.getState().updateView(SLUG, SCOPE, bugs.id, { name: 'Bad' })).rejects.toMatchObject({ status: 403 });
    expect(selectView(store.getState(), bugs.id)?.name).toBe('Bugs');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('locks and unlocks at once and rolls back a refusal', async () => {
    const update = jest.fn().mockImplementationOnce(echo(bugs)).mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { update } });
    await store.getState().setViewLocked(SLUG, SCOPE, bugs.id, true);
    expect(update).toHaveBeenCalledWith(SLUG, SCOPE, bugs.id, { is_locked: true });
    expect(selectView(store.getState(), bugs.id)?.is_locked).toBe(true);
    const pending = store.getState().setViewLocked(SLUG, SCOPE, bugs.id, false);
    expect(selectView(store.getState(), bugs.id)?.is_locked).toBe(false);
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectView(store.getState(), bugs.id)?.is_locked).toBe(true);
  });

  it('changes access at once and rolls back a refusal', async () => {
    const update = jest.fn().mockImplementationOnce(echo(bugs)).mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { update } });
    await store.getState().setViewAccess(SLUG, SCOPE, bugs.id, 'private');
    expect(update).toHaveBeenCalledWith(SLUG, SCOPE, bugs.id, { access: 'private' });
    expect(selectView(store.getState(), bugs.id)?.access).toBe('private');
    const pending = store.getState().setViewAccess(SLUG, SCOPE, bugs.id, 'public');
    expect(selectView(store.getState(), bugs.id)?.access).toBe('public');
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectView(store.getState(), bugs.id)?.access).toBe('private');
  });

  it('deletes at once and puts the view back in its place on failure', async () => {
    const del = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { delete: del } });
    await store.getState().deleteView(SLUG, SCOPE, mine.id);
    expect(del).toHaveBeenCalledWith(SLUG, SCOPE, mine.id);
    expect(selectView(store.getState(), mine.id)).toBeUndefined();
    const pending = store.getState().deleteView(SLUG, SCOPE, bugs.id);
    expect(selectViewsOf(store.getState(), KEY).map((v) => v.id)).toEqual([locked.id]);
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectViewsOf(store.getState(), KEY).map((v) => v.id)).toEqual([bugs.id, locked.id]);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('toggles a favorite at once and rolls back a refusal', async () => {
    const favorite = jest.fn().mockResolvedValueOnce({ id: 'f' });
    const unfavorite = jest.fn().mockRejectedValueOnce(refused());
    const { store } = await storeWithViews({ views: { favorite, unfavorite } });
    await store.getState().toggleViewFavorite(SLUG, P, bugs.id);
    expect(favorite).toHaveBeenCalledWith(SLUG, P, bugs.id);
    expect(selectView(store.getState(), bugs.id)?.is_favorite).toBe(true);
    const pending = store.getState().toggleViewFavorite(SLUG, P, bugs.id);
    expect(selectView(store.getState(), bugs.id)?.is_favorite).toBe(false);
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(unfavorite).toHaveBeenCalledWith(SLUG, P, bugs.id);
    expect(selectView(store.getState(), bugs.id)?.is_favorite).toBe(true);
  });
});
