import { htmlToDocState } from '@cairn/editor/headless';
import { apiPaths } from '@cairn/types';
import type { PageWithProjects } from '../../data/repositories/pages.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorkItem, seedWorld, WHO, writers, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { seedPage, seedPageVersion, type SeedPageInput } from './pages.test-support';

// Every page route × every role, with explicit deny rows (spec §5, §6). The page is public and owned by projMember
// unless a row says otherwise; wsAdmin is the workspace admin (admin of every project). Outsiders 404, anonymous
// 401, workspace members outside the project 403 (as every project route).

let t: TestApp;
let cast: Cast;
let w: World;
let issueId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  issueId = (await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id })).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const p = () => [w.slug, w.project.id] as const;
const page = (extra: Partial<SeedPageInput> = {}): Promise<PageWithProjects> =>
  seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, ...extra });
const id = async (extra: Partial<SeedPageInput> = {}) => (await page(extra)).id;
const binary = (html: string) => Buffer.from(htmlToDocState(html));

/** The page's owner or a project/workspace admin (projMember owns the pages of the table). */
const managers = (ok: number): Record<Who, number> => ({ ...writers(ok), projGuest: 403 });
/** Every workspace member may drop their own favorite. */
const workspaceMembers = (ok: number): Record<Who, number> => ({ ...readers(ok), wsMemberOut: ok });
/** Only the owner (projMember) reads a private page; everyone else in the project gets 404, admins too. */
const ownerOnly = (ok: number): Record<Who, number> => ({ ...readers(404), projMember: ok });

const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET pages/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.pages(...p()) }) },
  { name: 'GET archived-pages/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.archivedPages(...p()) }) },
  { name: 'GET pages-summary/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.pagesSummary(...p()) }) },
  { name: 'POST pages/', expect: writers(201), request: async () => ({ method: 'POST', url: apiPaths.pages(...p()), body: { name: 'P' } }) },
  { name: 'GET pages/{id}/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.page(...p(), await id()) }) },
  { name: 'PATCH pages/{id}/ name', expect: writers(200), request: async () => ({ method: 'PATCH', url: apiPaths.page(...p(), await id()), body: { name: 'N' } }) },
  {
    name: 'PATCH pages/{id}/ description_html',
    expect: writers(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.page(...p(), await id()), body: { description_html: '<p>new</p>' } }),
  },
  { name: 'DELETE pages/{id}/ (archived)', expect: managers(204), request: async () => ({ method: 'DELETE', url: apiPaths.page(...p(), await id({ archived: true })) }) },
  { name: 'POST access/', expect: managers(200), request: async () => ({ method: 'POST', url: apiPaths.pageAccess(...p(), await id()), body: { access: 'private' } }) },
  { name: 'POST lock/', expect: managers(200), request: async () => ({ method: 'POST', url: apiPaths.pageLock(...p(), await id()) }) },
  { name: 'DELETE lock/', expect: managers(200), request: async () => ({ method: 'DELETE', url: apiPaths.pageLock(...p(), await id({ isLocked: true })) }) },
  { name: 'POST archive/', expect: managers(200), request: async () => ({ method: 'POST', url: apiPaths.pageArchive(...p(), await id()) }) },
  { name: 'DELETE archive/', expect: managers(204), request: async () => ({ method: 'DELETE', url: apiPaths.pageArchive(...p(), await id({ archived: true })) }) },
  { name: 'POST favorite-pages/{id}/', expect: writers(201), request: async () => ({ method: 'POST', url: apiPaths.favoritePage(...p(), await id()) }) },
  { name: 'DELETE favorite-pages/{id}/', expect: workspaceMembers(204), request: async () => ({ method: 'DELETE', url: apiPaths.favoritePage(...p(), await id()) }) },
  { name: 'POST duplicate/', expect: writers(201), request: async () => ({ method: 'POST', url: apiPaths.pageDuplicate(...p(), await id()), body: {} }) },
  {
    name: 'POST move/',
    expect: managers(200),
    request: async () => ({ method: 'POST', url: apiPaths.pageMove(...p(), await id()), body: { new_project_id: w.otherProject.id } }),
  },
  { name: 'GET description/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.pageDescription(...p(), await id()) }) },
  {
    name: 'PATCH description/ (base64)',
    expect: writers(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.pageDescription(...p(), await id()), body: { description_binary: binary('<p>b</p>').toString('base64') } }),
  },
  { name: 'GET versions/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.pageVersions(...p(), await id()) }) },
  { name: 'POST versions/', expect: writers(201), request: async () => ({ method: 'POST', url: apiPaths.pageVersions(...p(), await id()) }) },
  {
    name: 'GET versions/{vid}/',
    expect: readers(200),
    request: async () => {
      const pg = await page();
      return { method: 'GET', url: apiPaths.pageVersion(...p(), pg.id, await seedPageVersion(t, pg, { html: '<p>v</p>', at: t.deps.now() })) };
    },
  },
  {
    name: 'POST versions/{vid}/restore/',
    expect: writers(200),
    request: async () => {
      const pg = await page();
      return { method: 'POST', url: apiPaths.pageVersionRestore(...p(), pg.id, await seedPageVersion(t, pg, { html: '<p>v</p>', at: t.deps.now() })) };
    },
  },
  { name: 'GET issues/{id}/pages/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.workItemPages(...p(), issueId) }) },
];

/** The same routes on a page owned by projAdmin: projMember may read, edit and favorite it but not manage it. */
const notOwner: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'POST access/', expect: { ...managers(200), projMember: 403 }, request: async () => ({ method: 'POST', url: apiPaths.pageAccess(...p(), await id({ ownedBy: cast.projAdmin.id })), body: { access: 'private' } }) },
  { name: 'POST lock/', expect: { ...managers(200), projMember: 403 }, request: async () => ({ method: 'POST', url: apiPaths.pageLock(...p(), await id({ ownedBy: cast.projAdmin.id })) }) },
  { name: 'POST archive/', expect: { ...managers(200), projMember: 403 }, request: async () => ({ method: 'POST', url: apiPaths.pageArchive(...p(), await id({ ownedBy: cast.projAdmin.id })) }) },
  {
    name: 'DELETE pages/{id}/',
    expect: { ...managers(204), projMember: 403 },
    request: async () => ({ method: 'DELETE', url: apiPaths.page(...p(), await id({ ownedBy: cast.projAdmin.id, archived: true })) }),
  },
  {
    name: 'POST move/',
    expect: { ...managers(200), projMember: 403 },
    request: async () => ({ method: 'POST', url: apiPaths.pageMove(...p(), await id({ ownedBy: cast.projAdmin.id })), body: { new_project_id: w.otherProject.id } }),
  },
  { name: 'PATCH pages/{id}/ name', expect: writers(200), request: async () => ({ method: 'PATCH', url: apiPaths.page(...p(), await id({ ownedBy: cast.projAdmin.id })), body: { name: 'N' } }) },
];

/** Another member's private page (projMember's): nobody else sees it, admins included. */
const privatePage: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET pages/{id}/', expect: ownerOnly(200), request: async () => ({ method: 'GET', url: apiPaths.page(...p(), await id({ access: 'private' })) }) },
  { name: 'PATCH pages/{id}/', expect: ownerOnly(200), request: async () => ({ method: 'PATCH', url: apiPaths.page(...p(), await id({ access: 'private' })), body: { name: 'N' } }) },
  { name: 'GET description/', expect: ownerOnly(200), request: async () => ({ method: 'GET', url: apiPaths.pageDescription(...p(), await id({ access: 'private' })) }) },
  { name: 'GET versions/', expect: ownerOnly(200), request: async () => ({ method: 'GET', url: apiPaths.pageVersions(...p(), await id({ access: 'private' })) }) },
  { name: 'POST archive/', expect: ownerOnly(200), request: async () => ({ method: 'POST', url: apiPaths.pageArchive(...p(), await id({ access: 'private' })) }) },
  { name: 'POST favorite-pages/{id}/', expect: ownerOnly(201), request: async () => ({ method: 'POST', url: apiPaths.favoritePage(...p(), await id({ access: 'private' })) }) },
  { name: 'POST duplicate/', expect: ownerOnly(201), request: async () => ({ method: 'POST', url: apiPaths.pageDuplicate(...p(), await id({ access: 'private' })), body: {} }) },
];

describe.each([
  ['public page owned by projMember', table],
  ['public page owned by projAdmin', notOwner],
  ['private page of projMember', privatePage],
])('pages: routes × roles — %s', (_label, rows) => {
  for (const c of rows) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect([res.statusCode, res.statusCode >= 300 ? res.body : '']).toEqual([c.expect[who], c.expect[who] >= 300 ? res.body : '']);
    });
  }
});

describe('a refused write changes nothing', () => {
  it('a guest, a non-owner member and an outsider leave the page as it was', async () => {
    const pg = await page({ ownedBy: cast.projAdmin.id });
    const snapshot = () => t.query('SELECT name, access, is_locked, archived_at, updated_at FROM pages WHERE id = $1', [pg.id]);
    const before = await snapshot();
    expect((await cast.projGuest.agent.patch(apiPaths.page(...p(), pg.id), { name: 'Taken' })).statusCode).toBe(403);
    expect((await cast.projMember.agent.post(apiPaths.pageAccess(...p(), pg.id), { access: 'private' })).statusCode).toBe(403);
    expect((await cast.projMember.agent.post(apiPaths.pageLock(...p(), pg.id))).statusCode).toBe(403);
    expect((await cast.outsider.agent.post(apiPaths.pageArchive(...p(), pg.id))).statusCode).toBe(404);
    expect((await cast.wsMemberOut.agent.patch(apiPaths.page(...p(), pg.id), { name: 'Taken' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
