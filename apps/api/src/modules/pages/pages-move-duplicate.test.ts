import { docStateToHtml } from '@cairn/editor/headless';
import { apiPaths, PAGE_TEXT, ROLE } from '@cairn/types';
import type { PageWithProjects } from '../../data/repositories/pages.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { pageEventsOf, pageFavoritesOf, seedPage, seedPageFavorite, type SeedPageInput } from './pages.test-support';

// Move (owner or admin here AND member or admin in the target) and duplicate (members and admins who can read it).

let t: TestApp;
let cast: Cast;
let w: World;
/** A project of the workspace where projMember has no role. */
let closed: SeededProject;
/** A project of the workspace where projMember is only a guest. */
let guestOnly: SeededProject;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  closed = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  guestOnly = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  await addProjectMembers(t, w.workspaceId, guestOnly.id, [[cast.projMember.id, ROLE.GUEST]]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const p = () => [w.slug, w.project.id] as const;
const member = () => cast.projMember.agent;
const page = (extra: Partial<SeedPageInput> = {}): Promise<PageWithProjects> =>
  seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, ...extra });
const projectsOf = async (pageId: string) => (await t.query<{ project_id: string }>('SELECT project_id FROM project_pages WHERE page_id = $1', [pageId])).map((r) => r.project_id);

describe('move', () => {
  it('moves the page: the target becomes its only project, labels not of the target go, favorites follow; events in both projects', async () => {
    const pg = await page({ labelIds: [w.project.labelId, w.otherProject.labelId] });
    await seedPageFavorite(t, pg, cast.projMember.id);
    const res = await member().post(apiPaths.pageMove(...p(), pg.id), { new_project_id: w.otherProject.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pg.id, project_ids: [w.otherProject.id], label_ids: [w.otherProject.labelId], is_favorite: true });
    expect(await projectsOf(pg.id)).toEqual([w.otherProject.id]);
    expect((await member().get(apiPaths.page(...p(), pg.id))).statusCode).toBe(404);
    expect((await member().get(apiPaths.page(w.slug, w.otherProject.id, pg.id))).statusCode).toBe(200);
    expect(await pageFavoritesOf(t, pg.id)).toEqual([cast.projMember.id]);
    expect((await t.query('SELECT project_id FROM user_favorites WHERE entity_identifier = $1', [pg.id]))[0]).toEqual({ project_id: w.otherProject.id });
    const events = await pageEventsOf(t, pg.id);
    expect(events.map((e) => e.project_id).sort()).toEqual([w.project.id, w.otherProject.id].sort());
    expect(events[0].changes.project_ids).toEqual({ old: [w.project.id], new: [w.otherProject.id] });
  });

  it('needs a member or admin role in the target (403 moveNotAllowed), a different project (400), a project of this workspace (404); nothing changes', async () => {
    const pg = await page();
    const cases: Array<[string, number, string]> = [
      [closed.id, 403, PAGE_TEXT.moveNotAllowed],
      [guestOnly.id, 403, PAGE_TEXT.moveNotAllowed],
      [w.project.id, 400, PAGE_TEXT.moveSameProject],
      [w.foreign.project.id, 404, PAGE_TEXT.moveTargetNotFound],
      ['00000000-0000-4000-8000-000000000000', 404, PAGE_TEXT.moveTargetNotFound],
    ];
    for (const [target, status, error] of cases) {
      const res = await member().post(apiPaths.pageMove(...p(), pg.id), { new_project_id: target });
      expect([target, res.statusCode, res.json().error]).toEqual([target, status, error]);
    }
    expect(await projectsOf(pg.id)).toEqual([w.project.id]);
    expect(await pageEventsOf(t, pg.id)).toEqual([]);
  });

  it('a workspace admin moves anywhere in the workspace; a project admin who does not own the page moves it to a project they are in', async () => {
    const pg = await page();
    expect((await cast.wsAdmin.agent.post(apiPaths.pageMove(...p(), pg.id), { new_project_id: closed.id })).statusCode).toBe(200);
    const other = await page({ ownedBy: cast.projGuest.id });
    expect((await cast.projAdmin.agent.post(apiPaths.pageMove(...p(), other.id), { new_project_id: w.otherProject.id })).statusCode).toBe(200);
  });

  it('the target must have pages on (400 PAGES_OFF)', async () => {
    const pg = await page();
    await t.query('UPDATE projects SET page_view = false WHERE id = $1', [w.otherProject.id]);
    try {
      expect((await member().post(apiPaths.pageMove(...p(), pg.id), { new_project_id: w.otherProject.id })).json().error_code).toBe('PAGES_OFF');
    } finally {
      await t.query('UPDATE projects SET page_view = true WHERE id = $1', [w.otherProject.id]);
    }
  });
});

describe('duplicate', () => {
  it('copies content, logo, color, labels and access into the same project, owned by the caller, named "{name} (copy)"', async () => {
    const pg = await page({ name: 'Spec', ownedBy: cast.projAdmin.id, isLocked: true, labelIds: [w.project.labelId], html: '<p>Body <strong>bold</strong></p>' });
    await t.query("UPDATE pages SET logo_props = '{\"in_use\":\"emoji\",\"emoji\":{\"value\":\"128640\"}}', color = '#123456' WHERE id = $1", [pg.id]);
    const res = await member().post(apiPaths.pageDuplicate(...p(), pg.id), {});
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      name: 'Spec (copy)', owned_by: cast.projMember.id, project_ids: [w.project.id], label_ids: [w.project.labelId], access: 'public', is_locked: false,
      archived_at: null, color: '#123456', logo_props: { in_use: 'emoji', emoji: { value: '128640' } },
    });
    expect(copy.id).not.toBe(pg.id);
    expect(copy.description_html).toContain('<strong');
    expect(copy.description_html).toContain('bold');
    const bytes = (await member().get(apiPaths.pageDescription(...p(), copy.id))).rawPayload;
    expect(docStateToHtml(new Uint8Array(bytes))).toBe(copy.description_html);
    expect((await pageEventsOf(t, copy.id)).map((e) => e.action)).toEqual(['created']);
  });

  it('takes a given name; a private page is duplicated private by its owner', async () => {
    const pg = await page({ access: 'private' });
    const res = await member().post(apiPaths.pageDuplicate(...p(), pg.id), { name: 'Mine again' });
    expect(res.json()).toMatchObject({ name: 'Mine again', access: 'private', owned_by: cast.projMember.id });
    const long = await page({ name: 'n'.repeat(255) });
    expect((await member().post(apiPaths.pageDuplicate(...p(), long.id), {})).json().name).toMatch(/^n+ \(copy\)$/);
  });
});
