import { ApiError } from '@cairn/services';
import { PAGE_TEXT, ROLE } from '@cairn/types';
import type { Page } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import { pageFixtures as pf } from './page.fixtures';
import { pageListKey } from './page-records';
import {
  pageHref, selectCanCreatePage, selectPage, selectPageAbilities, selectPageDetailStatus, selectPageList, selectPageListPages, selectPagesSummary,
  selectPageVersionHtml, selectPageVersions, selectWorkItemPages,
} from './pages.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const P2 = fixtures.projectLite(2).id;
const OTHER = fixtures.id(77);
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });
const notFound = () => new ApiError(404, { error: 'Page not found', error_code: 'NOT_FOUND' });

const specs = pf.page(1, { name: 'Specs' });
const notes = pf.page(2, { name: 'Meeting notes', access: 'private' });

async function storeWithPages(overrides: FakeServicesOverrides = {}, rows: Page[] = [specs, notes]) {
  const made = makeStore({ ...overrides, pages: { list: async () => rows, ...overrides.pages } });
  made.store.getState().setCurrentUser(fixtures.user());
  await made.store.getState().loadPages(SLUG, P);
  return made;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('pages slice: keys and loads', () => {
  it('keys equal queries alike (defaults filled, search trimmed)', () => {
    expect(pageListKey(P)).toBe(pageListKey(P, { type: 'all', sort_key: 'updated_at', sort_by: 'desc', search: '  ', owned_by_me: 'false' }));
    expect(pageListKey(P, { search: 'a' })).not.toBe(pageListKey(P));
    expect(pageListKey(P)).not.toBe(pageListKey(P2));
  });

  it('loads a list with the normalised query; the list selector answers a stable array', async () => {
    const list = jest.fn(async () => [specs, notes]);
    const { store } = await storeWithPages({ pages: { list } });
    expect(list).toHaveBeenCalledWith(SLUG, P, { type: 'all', sort_key: 'updated_at', sort_by: 'desc' });
    const key = pageListKey(P);
    expect(selectPageList(store.getState(), key).status).toBe('ready');
    expect(selectPageListPages(store.getState(), key).map((p) => p.name)).toEqual(['Specs', 'Meeting notes']);
    expect(selectPageListPages(store.getState(), key)).toBe(selectPageListPages(store.getState(), key));
    expect(selectPageList(store.getState(), 'nothing').status).toBe('idle');
  });

  it('sends the search and filters to the server and keeps the list apart', async () => {
    const list = jest.fn(async () => [specs]);
    const { store } = await storeWithPages({ pages: { list } });
    await store.getState().loadPages(SLUG, P, { search: ' spec ', owned_by_me: 'true', sort_key: 'name', sort_by: 'asc' });
    expect(list).toHaveBeenLastCalledWith(SLUG, P, { type: 'all', sort_key: 'name', sort_by: 'asc', search: 'spec', owned_by_me: 'true' });
    expect(selectPageListPages(store.getState(), pageListKey(P, { search: 'spec', owned_by_me: 'true', sort_key: 'name', sort_by: 'asc' }))).toHaveLength(1);
  });

  it('a failed list load marks it failed and toasts the spec text under "Failed"', async () => {
    const { store, onError } = makeStore({ pages: { list: async () => Promise.reject(refused()) } });
    await expect(store.getState().loadPages(SLUG, P)).resolves.toBeUndefined();
    expect(selectPageList(store.getState(), pageListKey(P))).toMatchObject({ status: 'error', error: PAGE_TEXT.fetchListFailed });
    expect(store.getState().toasts).toEqual([expect.objectContaining({ title: 'Failed', message: PAGE_TEXT.fetchListFailed })]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('refuses a call without its ids with "Missing required fields."', async () => {
    const list = jest.fn();
    const { store } = makeStore({ pages: { list } });
    await expect(store.getState().loadPages(SLUG, '')).resolves.toBeUndefined();
    await expect(store.getState().lockPage(SLUG, P, '')).rejects.toThrow(PAGE_TEXT.missingFields);
    expect(list).not.toHaveBeenCalled();
    expect(store.getState().toasts.map((t) => t.message)).toEqual([PAGE_TEXT.missingFields, PAGE_TEXT.missingFields]);
  });

  it('drops an overtaken list answer', async () => {
    let release!: (rows: Page[]) => void;
    const list = jest.fn()
      .mockImplementationOnce(() => new Promise<Page[]>((resolve) => { release = resolve; }))
      .mockResolvedValueOnce([notes]);
    const { store } = makeStore({ pages: { list } });
    const first = store.getState().loadPages(SLUG, P);
    await store.getState().loadPages(SLUG, P);
    release([specs]);
    await first;
    expect(selectPageListPages(store.getState(), pageListKey(P)).map((p) => p.id)).toEqual([notes.id]);
  });

  it('loads the detail with its html; a failure toasts fetchFailed; a 404 drops the page', async () => {
    const get = jest.fn().mockResolvedValueOnce({ ...specs, description_html: '<p>Hi</p>' }).mockRejectedValueOnce(refused()).mockRejectedValueOnce(notFound());
    const { store } = await storeWithPages({ pages: { get } });
    await store.getState().loadPage(SLUG, P, specs.id);
    expect(selectPage(store.getState(), specs.id)?.description_html).toBe('<p>Hi</p>');
    expect(selectPageDetailStatus(store.getState(), specs.id)).toBe('ready');
    await store.getState().loadPages(SLUG, P); // a list row keeps the detail's html
    expect(selectPage(store.getState(), specs.id)?.description_html).toBe('<p>Hi</p>');
    await store.getState().loadPage(SLUG, P, notes.id);
    expect(selectPageDetailStatus(store.getState(), notes.id)).toBe('error');
    expect(store.getState().toasts.at(-1)).toMatchObject({ title: 'Failed', message: PAGE_TEXT.fetchFailed });
    await store.getState().loadPage(SLUG, P, notes.id);
    expect(selectPage(store.getState(), notes.id)).toBeUndefined();
    expect(selectPageDetailStatus(store.getState(), notes.id)).toBe('missing');
    expect(selectPageListPages(store.getState(), pageListKey(P)).map((p) => p.id)).toEqual([specs.id]);
  });

  it('loads the summary, versions, a version\'s html and the work item\'s pages', async () => {
    const { store } = await storeWithPages({
      pages: {
        summary: async () => ({ public_pages: 3, private_pages: 1, archived_pages: 2 }),
        listVersions: async () => [pf.version(2), pf.version(1)],
        getVersion: async () => ({ ...pf.version(1), description_html: '<p>Old</p>' }),
        listForWorkItem: async () => [pf.mentioning(1)],
      },
    });
    await store.getState().loadPagesSummary(SLUG, P);
    await store.getState().loadPageVersions(SLUG, P, specs.id);
    await store.getState().loadPageVersion(SLUG, P, specs.id, pf.version(1).id);
    await store.getState().loadWorkItemPages(SLUG, P, fixtures.id(3000));
    const s = store.getState();
    expect(selectPagesSummary(s, P)).toEqual({ public_pages: 3, private_pages: 1, archived_pages: 2 });
    expect(selectPageVersions(s, specs.id)).toEqual({ items: [pf.version(2), pf.version(1)], status: 'ready' });
    expect(selectPageVersionHtml(s, pf.version(1).id)).toBe('<p>Old</p>');
    expect(selectWorkItemPages(s, fixtures.id(3000)).items.map((p) => p.id)).toEqual([specs.id]);
    expect(selectWorkItemPages(s, 'unknown')).toEqual({ items: [], status: 'idle' });
  });

  it('links a page through its first project', () => {
    expect(pageHref(SLUG, pf.page(1, { project_ids: [P2, P] }))).toBe(`/${SLUG}/projects/${P2}/pages/${pf.id(1)}`);
  });
});

describe('pages slice: abilities', () => {
  const withRoles = async (roles: Array<number | null>, page: Page) => {
    const projects = roles.map((role, i) => fixtures.projectLite(i + 1, { member_role: role as never, is_member: role !== null }));
    const { store } = makeStore({ projects: { list: async () => projects }, pages: { list: async () => [page] } });
    store.getState().setCurrentUser(fixtures.user());
    await store.getState().loadProjects(SLUG);
    await store.getState().loadPages(SLUG, P);
    return store;
  };

  it('uses the highest role across the page\'s projects', async () => {
    const page = pf.page(5, { owned_by: OTHER, project_ids: [P, P2] });
    const guestAndAdmin = await withRoles([ROLE.GUEST, ROLE.ADMIN], page);
    expect(selectPageAbilities(guestAndAdmin.getState(), page.id)).toEqual({ read: true, edit: true, editContent: true, duplicate: true, favorite: true, manage: true });
    const guestOnly = await withRoles([ROLE.GUEST, null], page);
    expect(selectPageAbilities(guestOnly.getState(), page.id)).toEqual({ read: true, edit: false, editContent: false, duplicate: false, favorite: false, manage: false });
    const member = await withRoles([ROLE.GUEST, ROLE.MEMBER], page);
    expect(selectPageAbilities(member.getState(), page.id)).toMatchObject({ edit: true, manage: false });
    expect(selectPageAbilities(member.getState(), page.id)).toBe(selectPageAbilities(member.getState(), page.id));
    expect(selectCanCreatePage(member.getState(), P)).toBe(false);
    expect(selectCanCreatePage(member.getState(), P2)).toBe(true);
    expect(selectPageAbilities(member.getState(), 'unknown').read).toBe(false);
  });

  it('a locked page keeps properties editable but not its content', async () => {
    const page = pf.page(6, { is_locked: true });
    const store = await withRoles([ROLE.MEMBER], page);
    expect(selectPageAbilities(store.getState(), page.id)).toMatchObject({ edit: true, editContent: false, manage: true });
  });
});
