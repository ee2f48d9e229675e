import { ApiError } from '@cairn/services';
import { PAGE_TEXT } from '@cairn/types';
import type { Favorite, Page, PagesQuery, PageUpdate } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { pageFixtures as pf } from './page.fixtures';
import { matchesPagesQuery, pageListKey } from './page-records';
import { selectPage, selectPageListPages, selectPageSaving, selectPageVersions } from './pages.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const P2 = fixtures.projectLite(2).id;
const KEY = pageListKey(P);
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });
const specs = pf.page(1, { name: 'Specs' });
const notes = pf.page(2, { name: 'Notes' });
const echo = (base: Page) => async (_s: string, _p: string, _id: string, body: PageUpdate) => ({ ...base, ...body }) as Page;

const favorite = (id: string, pageId: string): Favorite => ({
  id, entity_type: 'page', entity_identifier: pageId, entity_data: { name: 'Specs' }, project_id: P, parent: null, is_folder: false, name: 'Specs',
  sequence: 1, created_at: '2025-01-01T00:00:00.000Z',
});

// The server as the fakes see it: lists answer what the database holds now (tests change it where the call succeeds).
let db = new Map<string, Page>();
const save = (id: string, change: Partial<Page>) => {
  const page = { ...db.get(id)!, ...change };
  db.set(id, page);
  return page;
};
const serverList = async (_s: string, projectId: string, query: PagesQuery = {}) =>
  [...db.values()].filter((p) => matchesPagesQuery(p, projectId, query, fixtures.user().id));

async function storeWithPages(overrides: FakeServicesOverrides = {}, rows: Page[] = [specs, notes]) {
  db = new Map(rows.map((p) => [p.id, p]));
  const made = makeStore({ ...overrides, pages: { list: serverList, summary: async () => ({ public_pages: 2, private_pages: 0, archived_pages: 0 }), ...overrides.pages } });
  made.store.getState().setCurrentUser(fixtures.user());
  await made.store.getState().loadPages(SLUG, P);
  return made;
}
const ids = (store: ReturnType<typeof makeStore>['store'], key = KEY) => selectPageListPages(store.getState(), key).map((p) => p.id);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('page writes', () => {
  it('creates after the server answers: first in the matching loaded lists; a failure toasts createFailed under "Failed"', async () => {
    const created = pf.page(9, { name: 'New' });
    const create = jest.fn().mockResolvedValueOnce(created).mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { create } });
    await store.getState().loadPages(SLUG, P, { type: 'archived' });
    await expect(store.getState().createPage(SLUG, P, { name: 'New', access: 'public' })).resolves.toEqual(created);
    expect(ids(store)).toEqual([created.id, specs.id, notes.id]);
    expect(ids(store, pageListKey(P, { type: 'archived' }))).not.toContain(created.id);
    await expect(store.getState().createPage(SLUG, P, {})).rejects.toMatchObject({ status: 403 });
    expect(store.getState().toasts).toEqual([expect.objectContaining({ title: PAGE_TEXT.failedTitle, message: PAGE_TEXT.createFailed })]);
  });

  it('updates at once and rolls back a refusal', async () => {
    const update = jest.fn().mockImplementationOnce(echo(specs)).mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { update } });
    const pending = store.getState().updatePage(SLUG, P, specs.id, { logo_props: { in_use: 'emoji', emoji: { value: '128512' } } } as PageUpdate);
    expect(selectPage(store.getState(), specs.id)?.logo_props).toMatchObject({ in_use: 'emoji' });
    await pending;
    await expect(store.getState().updatePage(SLUG, P, specs.id, { color: '#112233' })).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), specs.id)?.color).toBe('');
    expect(store.getState().toasts.at(-1)).toMatchObject({ title: 'Failed', message: 'Not allowed' });
  });

  it('renames: saving → saved; a failure restores the old name and shows error', async () => {
    const first = deferred<Page>();
    const update = jest.fn().mockImplementationOnce(() => first.promise).mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { update } });
    const saving = store.getState().renamePage(SLUG, P, specs.id, 'Specs v2');
    expect(selectPage(store.getState(), specs.id)?.name).toBe('Specs v2');
    expect(selectPageSaving(store.getState(), specs.id)).toBe('saving');
    first.resolve({ ...specs, name: 'Specs v2' });
    await saving;
    expect(selectPageSaving(store.getState(), specs.id)).toBe('saved');
    await expect(store.getState().renamePage(SLUG, P, specs.id, 'Bad')).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), specs.id)?.name).toBe('Specs v2');
    expect(selectPageSaving(store.getState(), specs.id)).toBe('error');
  });

  it('changes access at once (leaving tabs it no longer matches) and rolls back a refusal', async () => {
    const setAccess = jest.fn().mockImplementationOnce(async () => save(specs.id, { access: 'private' })).mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { setAccess } });
    await store.getState().loadPages(SLUG, P, { type: 'public' });
    const publicKey = pageListKey(P, { type: 'public' });
    const pending = store.getState().setPageAccess(SLUG, P, specs.id, 'private');
    expect(ids(store, publicKey)).toEqual([notes.id]);
    await pending;
    expect(selectPage(store.getState(), specs.id)?.access).toBe('private');
    await expect(store.getState().setPageAccess(SLUG, P, notes.id, 'private')).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), notes.id)?.access).toBe('public');
  });

  it('locks and unlocks at once; a refusal rolls back', async () => {
    const lock = jest.fn().mockImplementationOnce(async () => ({ ...specs, is_locked: true })).mockRejectedValueOnce(refused());
    const unlock = jest.fn().mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { lock, unlock } });
    await store.getState().lockPage(SLUG, P, specs.id);
    expect(selectPage(store.getState(), specs.id)?.is_locked).toBe(true);
    await expect(store.getState().unlockPage(SLUG, P, specs.id)).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), specs.id)?.is_locked).toBe(true);
    await expect(store.getState().lockPage(SLUG, P, notes.id)).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), notes.id)?.is_locked).toBe(false);
  });

  it('archives at once: archived_at set, out of the live list and of the favorites; the answer\'s time is kept', async () => {
    const archive = deferred<{ archived_at: string }>();
    const { store } = await storeWithPages({
      pages: { archive: () => archive.promise },
      favorites: { list: async () => [favorite(fixtures.id(4000), specs.id), favorite(fixtures.id(4001), notes.id)] },
    }, [{ ...specs, is_favorite: true }, notes]);
    await store.getState().loadFavorites(SLUG);
    const pending = store.getState().archivePage(SLUG, P, specs.id);
    expect(selectPage(store.getState(), specs.id)).toMatchObject({ archived_at: '2023-11-14T22:13:20.000Z', is_favorite: false });
    expect(ids(store)).toEqual([notes.id]);
    expect(store.getState().favoriteIdsBySlug[SLUG]).toEqual([fixtures.id(4001)]);
    save(specs.id, { archived_at: '2023-11-14T22:13:21.000Z', is_favorite: false });
    archive.resolve({ archived_at: '2023-11-14T22:13:21.000Z' });
    await pending;
    expect(selectPage(store.getState(), specs.id)?.archived_at).toBe('2023-11-14T22:13:21.000Z');
  });

  it('an archive failure resets archived_at to null, puts the favorite back and is only logged', async () => {
    const { store, onError } = await storeWithPages({
      pages: { archive: async () => Promise.reject(refused()) },
      favorites: { list: async () => [favorite(fixtures.id(4000), specs.id)] },
    }, [{ ...specs, is_favorite: true }]);
    await store.getState().loadFavorites(SLUG);
    await expect(store.getState().archivePage(SLUG, P, specs.id)).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), specs.id)).toMatchObject({ archived_at: null, is_favorite: true });
    expect(store.getState().favoriteIdsBySlug[SLUG]).toEqual([fixtures.id(4000)]);
    expect(ids(store)).toEqual([specs.id]);
    expect(store.getState().toasts).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('restores at once; a failure rolls back (only logged); a success reads the project\'s lists again', async () => {
    const archived = pf.page(3, { archived_at: '2025-02-01T00:00:00.000Z' });
    const restore = jest.fn().mockImplementationOnce(async () => void save(archived.id, { archived_at: null })).mockRejectedValueOnce(refused());
    const list = jest.fn(serverList);
    const { store } = await storeWithPages({ pages: { restore, list } }, [archived]);
    await store.getState().loadPages(SLUG, P, { type: 'archived' });
    await store.getState().restorePage(SLUG, P, archived.id);
    expect(selectPage(store.getState(), archived.id)?.archived_at).toBeNull();
    await flush();
    expect(list).toHaveBeenCalledTimes(4);
    expect(ids(store)).toEqual([archived.id]);
    expect(ids(store, pageListKey(P, { type: 'archived' }))).toEqual([]);
    store.setState((d) => { d.pages.byId[archived.id].archived_at = '2025-02-01T00:00:00.000Z'; });
    await expect(store.getState().restorePage(SLUG, P, archived.id)).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), archived.id)?.archived_at).toBe('2025-02-01T00:00:00.000Z');
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('favorites and unfavorites at once; a refusal rolls back with a toast', async () => {
    const fav = jest.fn().mockResolvedValueOnce({});
    const unfav = jest.fn().mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { favorite: fav, unfavorite: unfav } });
    const pending = store.getState().favoritePage(SLUG, P, specs.id);
    expect(selectPage(store.getState(), specs.id)?.is_favorite).toBe(true);
    await pending;
    await expect(store.getState().unfavoritePage(SLUG, P, specs.id)).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), specs.id)?.is_favorite).toBe(true);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('deletes at once; a refusal puts the page back and toasts deleteFailed', async () => {
    const del = jest.fn().mockRejectedValueOnce(refused()).mockImplementationOnce(async () => void db.delete(specs.id));
    const { store } = await storeWithPages({ pages: { delete: del } });
    const pending = store.getState().deletePage(SLUG, P, specs.id);
    expect(selectPage(store.getState(), specs.id)).toBeUndefined();
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(ids(store)).toEqual([specs.id, notes.id]);
    expect(store.getState().toasts.at(-1)).toMatchObject({ title: 'Failed', message: PAGE_TEXT.deleteFailed });
    await store.getState().deletePage(SLUG, P, specs.id);
    expect(ids(store)).toEqual([notes.id]);
  });

  it('duplicates after the server answers; a refusal toasts and rethrows', async () => {
    const copy = pf.page(8, { name: 'Specs (copy)' });
    const duplicate = jest.fn().mockResolvedValueOnce(copy).mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { duplicate } });
    await expect(store.getState().duplicatePage(SLUG, P, specs.id)).resolves.toEqual(copy);
    expect(ids(store)[0]).toBe(copy.id);
    await expect(store.getState().duplicatePage(SLUG, P, specs.id)).rejects.toMatchObject({ status: 403 });
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('moves at once (out of the old project\'s lists); a refusal rolls back', async () => {
    const move = jest.fn().mockImplementationOnce(async () => ({ ...specs, project_ids: [P2] })).mockRejectedValueOnce(refused());
    const { store } = await storeWithPages({ pages: { move } });
    const pending = store.getState().movePage(SLUG, P, specs.id, P2);
    expect(selectPage(store.getState(), specs.id)?.project_ids).toEqual([P2]);
    expect(ids(store)).toEqual([notes.id]);
    await pending;
    expect(move).toHaveBeenCalledWith(SLUG, P, specs.id, P2);
    await expect(store.getState().movePage(SLUG, P, notes.id, P2)).rejects.toMatchObject({ status: 403 });
    expect(selectPage(store.getState(), notes.id)?.project_ids).toEqual([P]);
  });

  it('saves a version first in the loaded list; restoring one reads the versions again', async () => {
    const listVersions = jest.fn().mockResolvedValueOnce([pf.version(1)]).mockResolvedValueOnce([pf.version(3), pf.version(2), pf.version(1)]);
    const { store } = await storeWithPages({
      pages: {
        listVersions, createVersion: async () => pf.version(2, { kind: 'manual' }),
        restoreVersion: async () => ({ ...specs, description_html: '<p>Old</p>' }),
      },
    });
    await store.getState().loadPageVersions(SLUG, P, specs.id);
    await store.getState().savePageVersion(SLUG, P, specs.id);
    expect(selectPageVersions(store.getState(), specs.id).items.map((v) => v.id)).toEqual([pf.version(2).id, pf.version(1).id]);
    await store.getState().restorePageVersion(SLUG, P, specs.id, pf.version(1).id);
    await flush();
    expect(selectPage(store.getState(), specs.id)?.description_html).toBe('<p>Old</p>');
    expect(selectPageVersions(store.getState(), specs.id).items).toHaveLength(3);
  });
});
