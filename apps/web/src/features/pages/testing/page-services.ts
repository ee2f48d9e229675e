import { ApiError } from '@cairn/services';
import { ROLE, type Page, type PageCreate, type PagesQuery, type Role } from '@cairn/types';
import { fixtures, matchesPagesQuery, pageFixtures, type FakeServicesOverrides } from '@cairn/state';
import { projectServices, testProject } from '../../../testing/project-services';

/** A user id other than the signed-in one (user 1), for pages someone else owns. */
export const someoneElse = fixtures.id(77);
const me = fixtures.user().id;
const ofProject = { project_ids: [testProject.id] };

/** Pages of the test project: the user's public one, the user's private one, someone else's locked one, an archived one. */
export const pages = {
  specs: pageFixtures.page(1, { ...ofProject, name: 'Product specs', description_preview: 'What we build next', updated_at: '2025-01-01T09:00:00.000Z' }),
  notes: pageFixtures.page(2, { ...ofProject, name: 'Meeting notes', access: 'private', updated_at: '2025-01-01T08:00:00.000Z' }),
  theirs: pageFixtures.page(3, { ...ofProject, name: 'Roadmap', owned_by: someoneElse, created_by: someoneElse, is_locked: true, updated_at: '2025-01-01T07:00:00.000Z' }),
  old: pageFixtures.page(4, { ...ofProject, name: 'Old plan', archived_at: '2024-12-01T00:00:00.000Z' }),
};

/**
 * Fake services for the pages screens: the test project opened with `projectRole` (pages on unless `pagesOff`), its
 * pages kept like the server keeps them (list by tab / search / filters, create, access, lock, archive, restore,
 * favorite, duplicate, delete), the summary counted from them, and one project member; plus overrides.
 */
export function pageServices(opts: { projectRole?: Role; list?: Page[]; pagesOff?: boolean } & FakeServicesOverrides = {}) {
  const { projectRole = ROLE.ADMIN, list = Object.values(pages), pagesOff = false, pages: pageOverrides, ...rest } = opts;
  const stored = list.map((p) => ({ ...p }));
  const project = { ...testProject, page_view: !pagesOff, member_role: projectRole, is_member: true };
  const find = (id: string) => {
    const found = stored.find((p) => p.id === id);
    if (!found) throw new ApiError(404, { error: 'Page not found', error_code: 'NOT_FOUND' });
    return found;
  };
  // The store freezes what it receives: rows are replaced, never changed in place.
  const save = (id: string, change: Partial<Page>) => {
    const index = stored.findIndex((p) => p.id === find(id).id);
    stored[index] = { ...stored[index], ...change };
    return stored[index];
  };
  const visible = (p: Page) => p.access === 'public' || p.owned_by === me;
  return projectServices({
    workspaceRole: projectRole,
    projectRole,
    projects: { list: async () => [project], get: async () => project },
    projectMembers: { list: async () => [fixtures.projectMember(1, { member: fixtures.user(), role: projectRole })] },
    ...rest,
    pages: {
      list: async (_s, projectId, query: PagesQuery = {}) => stored.filter((p) => visible(p) && matchesPagesQuery(p, projectId, query, me)),
      summary: async () => ({
        public_pages: stored.filter((p) => !p.archived_at && p.access === 'public').length,
        private_pages: stored.filter((p) => !p.archived_at && p.access === 'private' && p.owned_by === me).length,
        archived_pages: stored.filter((p) => p.archived_at && visible(p)).length,
      }),
      get: async (_s, _p, id) => find(id),
      create: async (_s, projectId, body: PageCreate) => {
        const page = pageFixtures.page(50 + stored.length, { name: body.name ?? '', access: body.access ?? 'public', project_ids: [projectId], updated_at: '2025-01-01T10:00:00.000Z' });
        stored.unshift(page);
        return page;
      },
      setAccess: async (_s, _p, id, access) => save(id, { access }),
      lock: async (_s, _p, id) => save(id, { is_locked: true }),
      unlock: async (_s, _p, id) => save(id, { is_locked: false }),
      archive: async (_s, _p, id) => ({ archived_at: save(id, { archived_at: '2025-01-01T10:00:00.000Z', is_favorite: false }).archived_at! }),
      restore: async (_s, _p, id) => void save(id, { archived_at: null }),
      favorite: async (_s, _p, id) => save(id, { is_favorite: true }),
      unfavorite: async (_s, _p, id) => void save(id, { is_favorite: false }),
      duplicate: async (_s, _p, id) => {
        const copy = pageFixtures.page(80 + stored.length, { ...find(id), id: pageFixtures.id(80 + stored.length), name: `${find(id).name} (copy)`, owned_by: me, is_locked: false });
        stored.unshift(copy);
        return copy;
      },
      delete: async (_s, _p, id) => void stored.splice(stored.findIndex((p) => p.id === id), 1),
      listForWorkItem: async () => [],
      ...pageOverrides,
    },
  });
}

/** The test project's pages list. */
export const pagesUrl = (tab?: string) => `/ws-1/projects/${testProject.id}/pages${tab ? `?tab=${tab}` : ''}`;
/** A page's address. */
export const pageUrl = (pageId: string) => `/ws-1/projects/${testProject.id}/pages/${pageId}`;
