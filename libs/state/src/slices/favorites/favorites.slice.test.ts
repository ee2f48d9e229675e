import { ApiError } from '@cairn/services';
import { FAVORITE_TEXT, type Favorite, type FavoriteCreate, type FavoriteUpdate } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { selectFavoriteChildren, selectFavoriteFolders, selectFavoriteName, selectFavoritesStatus, selectTopFavorites } from './favorites.selectors';

const SLUG = 'ws-1';
const refused = () => new ApiError(400, { error: 'Nope', error_code: 'VALIDATION' });

function fav(id: string, over: Partial<Favorite> = {}): Favorite {
  return {
    id, entity_type: 'cycle', entity_identifier: `e-${id}`, entity_data: { name: `Name ${id}` }, project_id: 'p1', parent: null, is_folder: false,
    name: `Name ${id}`, sequence: 10000, created_at: '2025-01-01T00:00:00.000Z', ...over,
  };
}
const folder = (id: string, name: string, sequence: number, children: Favorite[] = []) =>
  fav(id, { entity_type: 'folder', entity_identifier: null, entity_data: null, project_id: null, is_folder: true, name, sequence, children });

// Top level: folder F (children c1, c2), then a project favorite, then a module favorite.
const tree = (): Favorite[] => [
  folder('F', 'Reading', 10000, [fav('c1', { parent: 'F', sequence: 10000 }), fav('c2', { parent: 'F', sequence: 20000 })]),
  fav('p', { entity_type: 'project', entity_identifier: 'p1', sequence: 20000, entity_data: { name: 'Web', logo_props: {} } }),
  fav('m', { entity_type: 'module', entity_identifier: 'm1', sequence: 30000 }),
];

async function loaded(overrides: FakeServicesOverrides['favorites'] = {}) {
  const made = makeStore({ favorites: { list: async () => tree(), ...overrides } });
  await made.store.getState().loadFavorites(SLUG);
  return made;
}
const topIds = (s: ReturnType<typeof makeStore>['store']) => selectTopFavorites(s.getState(), SLUG).map((f) => f.id);
const childIds = (s: ReturnType<typeof makeStore>['store'], id: string) => selectFavoriteChildren(s.getState(), id).map((f) => f.id);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('favorites slice: load and selectors', () => {
  it('keeps records by id, the top level in order and each folder’s children', async () => {
    const { store } = await loaded();
    expect(selectFavoritesStatus(store.getState(), SLUG)).toBe('ready');
    expect(topIds(store)).toEqual(['F', 'p', 'm']);
    expect(childIds(store, 'F')).toEqual(['c1', 'c2']);
    expect(store.getState().favoritesById.F).not.toHaveProperty('children');
    expect(selectFavoriteFolders(store.getState(), SLUG).map((f) => f.name)).toEqual(['Reading']);
    expect(selectTopFavorites(store.getState(), SLUG)).toBe(selectTopFavorites(store.getState(), SLUG));
  });

  it('shows the store’s own name of an entity when it holds one (renamed here), else entity_data', async () => {
    const { store } = await loaded();
    const project = store.getState().favoritesById.p;
    expect(selectFavoriteName(store.getState(), project)).toBe('Web');
    store.setState((d) => {
      d.projectsById.p1 = { id: 'p1', name: 'Web app', is_favorite: true } as never;
    });
    expect(selectFavoriteName(store.getState(), project)).toBe('Web app');
  });

  it('only logs a failed load (no toast) and says so', async () => {
    const { store, onError } = makeStore({ favorites: { list: async () => Promise.reject(refused()) } });
    await expect(store.getState().loadFavorites(SLUG)).resolves.toBeUndefined();
    expect(selectFavoritesStatus(store.getState(), SLUG)).toBe('error');
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalled();
  });

  it('refreshFavorites reads again only a workspace already loaded', async () => {
    const list = jest.fn(async () => tree());
    const { store } = makeStore({ favorites: { list } });
    await store.getState().refreshFavorites(SLUG);
    expect(list).not.toHaveBeenCalled();
    await store.getState().loadFavorites(SLUG);
    await store.getState().refreshFavorites(SLUG);
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('favorites slice: writes', () => {
  it('createFavoriteFolder appears last at once with a client id, and the answer replaces it', async () => {
    const answer = deferred<Favorite>();
    const create = jest.fn((_slug: string, _body: FavoriteCreate) => answer.promise);
    const { store } = await loaded({ create });
    const done = store.getState().createFavoriteFolder(SLUG, '  Later ');
    expect(topIds(store)).toEqual(['F', 'p', 'm', 'id-1']);
    expect(store.getState().favoritesById['id-1']).toMatchObject({ name: 'Later', is_folder: true, sequence: 40000 });
    await flush();
    expect(create).toHaveBeenCalledWith(SLUG, { id: 'id-1', entity_type: 'folder', is_folder: true, name: 'Later' });
    answer.resolve(folder('id-1', 'Later', 40000));
    await expect(done).resolves.toMatchObject({ id: 'id-1', name: 'Later' });
  });

  it('createFavoriteFolder rolls back on failure (toast) and refuses blank or taken names without a call', async () => {
    const create = jest.fn(async () => Promise.reject(refused()));
    const { store } = await loaded({ create });
    await expect(store.getState().createFavoriteFolder(SLUG, 'Later')).rejects.toBeInstanceOf(ApiError);
    expect(topIds(store)).toEqual(['F', 'p', 'm']);
    expect(store.getState().favoritesById['id-1']).toBeUndefined();
    expect(store.getState().toasts.length).toBe(1);
    await expect(store.getState().createFavoriteFolder(SLUG, '   ')).rejects.toThrow(FAVORITE_TEXT.folderNameRequired);
    await expect(store.getState().createFavoriteFolder(SLUG, 'READING')).rejects.toThrow(FAVORITE_TEXT.folderNameTaken);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('addFavorite marks the entity, goes last in its folder, and takes another id when the server already had one', async () => {
    const create = jest.fn(async (_slug: string, body: FavoriteCreate) => fav('server-id', { entity_identifier: body.entity_identifier!, parent: 'F', sequence: 30000 }));
    const { store } = await loaded({ create });
    store.setState((d) => {
      d.cyclesById.x1 = { id: 'x1', name: 'Sprint', is_favorite: false } as never;
    });
    const done = store.getState().addFavorite(SLUG, { entity_type: 'cycle', entity_identifier: 'x1', project_id: 'p1', name: 'Sprint', parent: 'F' });
    expect(childIds(store, 'F')).toEqual(['c1', 'c2', 'id-1']);
    expect(store.getState().favoritesById['id-1'].sequence).toBe(30000);
    expect(store.getState().cyclesById.x1.is_favorite).toBe(true);
    await expect(done).resolves.toMatchObject({ id: 'server-id' });
    expect(childIds(store, 'F')).toEqual(['c1', 'c2', 'server-id']);
    expect(store.getState().favoritesById['id-1']).toBeUndefined();
    // Known already: answered from the store, no second call.
    await expect(store.getState().addFavorite(SLUG, { entity_type: 'cycle', entity_identifier: 'x1', project_id: 'p1', name: 'Sprint' })).resolves.toMatchObject({ id: 'server-id' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('addFavorite rolls back the favorite and the entity’s is_favorite on failure', async () => {
    const { store } = await loaded({ create: async () => Promise.reject(refused()) });
    store.setState((d) => {
      d.modulesById.x2 = { id: 'x2', name: 'Billing', is_favorite: false } as never;
    });
    await expect(store.getState().addFavorite(SLUG, { entity_type: 'module', entity_identifier: 'x2', project_id: 'p1', name: 'Billing' })).rejects.toBeInstanceOf(ApiError);
    expect(topIds(store)).toEqual(['F', 'p', 'm']);
    expect(store.getState().modulesById.x2.is_favorite).toBe(false);
  });

  it.each([
    ['reorders between neighbours (midpoint)', 'm', { parent: null, index: 1 }, ['F', 'm', 'p'], { sequence: 15000 }],
    ['moves first (next - gap)', 'm', { parent: null, index: 0 }, ['m', 'F', 'p'], { sequence: 0 }],
    ['moves into a folder at its end (previous + gap)', 'p', { parent: 'F', index: 2 }, ['F', 'm'], { parent: 'F', sequence: 30000 }],
    ['moves out of a folder last', 'c1', { parent: null, index: 9 }, ['F', 'p', 'm', 'c1'], { parent: null, sequence: 40000 }],
  ] as const)('moveFavorite %s, optimistically', async (_label, id, drop, expectedTop, body) => {
    const answer = deferred<Favorite>();
    const update = jest.fn((_slug: string, _id: string, _body: FavoriteUpdate) => answer.promise);
    const { store } = await loaded({ update });
    const done = store.getState().moveFavorite(SLUG, id, { ...drop });
    expect(topIds(store)).toEqual(expectedTop);
    await flush();
    expect(update).toHaveBeenCalledWith(SLUG, id, body);
    expect(store.getState().favoritesById[id]).toMatchObject({ parent: drop.parent, sequence: body.sequence });
    answer.resolve({ ...fav(id), ...store.getState().favoritesById[id] });
    await done;
    expect(topIds(store)).toEqual(expectedTop);
  });

  it('moveFavorite rolls back on failure and refuses a folder into a folder without a call', async () => {
    const update = jest.fn(async () => Promise.reject(refused()));
    const { store } = await loaded({ update });
    await expect(store.getState().moveFavorite(SLUG, 'p', { parent: 'F', index: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(topIds(store)).toEqual(['F', 'p', 'm']);
    expect(childIds(store, 'F')).toEqual(['c1', 'c2']);
    expect(store.getState().favoritesById.p).toMatchObject({ parent: null, sequence: 20000 });
    await store.getState().createFavoriteFolder(SLUG, 'Second').catch(() => undefined);
    await expect(store.getState().moveFavorite(SLUG, 'F', { parent: 'F', index: 0 })).rejects.toThrow(FAVORITE_TEXT.folderNotNested);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('renameFavoriteFolder applies at once and rolls back on failure', async () => {
    const failing = deferred<Favorite>();
    const { store } = await loaded({ update: () => failing.promise });
    const done = store.getState().renameFavoriteFolder(SLUG, 'F', 'Queue');
    expect(store.getState().favoritesById.F.name).toBe('Queue');
    failing.reject(refused());
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().favoritesById.F.name).toBe('Reading');
    await expect(store.getState().renameFavoriteFolder(SLUG, 'p', 'X')).rejects.toThrow(FAVORITE_TEXT.renameOnlyFolders);
  });

  it('removeFavorite of a folder releases its favorites to the top level by sequence; rolls back on failure', async () => {
    const failing = deferred<void>();
    const { store } = await loaded({ delete: () => failing.promise });
    const done = store.getState().removeFavorite(SLUG, 'F');
    // c1 (10000), c2 and p (20000: c2 was made first), m (30000).
    expect(topIds(store)).toEqual(['c1', 'c2', 'p', 'm']);
    expect(store.getState().favoritesById.c1.parent).toBeNull();
    failing.reject(refused());
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(topIds(store)).toEqual(['F', 'p', 'm']);
    expect(childIds(store, 'F')).toEqual(['c1', 'c2']);
    expect(store.getState().favoritesById.c1.parent).toBe('F');
  });

  it('removeFavorite of an entity clears its is_favorite; a tree read during the write waits for it', async () => {
    const gate = deferred<void>();
    const list = jest.fn(async () => tree());
    const { store } = await loaded({ delete: () => gate.promise, list });
    store.setState((d) => {
      d.projectsById.p1 = { id: 'p1', name: 'Web', is_favorite: true } as never;
    });
    const done = store.getState().removeFavorite(SLUG, 'p');
    expect(store.getState().projectsById.p1.is_favorite).toBe(false);
    await store.getState().loadFavorites(SLUG);
    expect(topIds(store)).toEqual(['F', 'm']);
    list.mockImplementation(async () => tree().filter((f) => f.id !== 'p'));
    gate.resolve();
    await done;
    await flush();
    expect(list).toHaveBeenCalledTimes(3);
    expect(topIds(store)).toEqual(['F', 'm']);
  });
});
