import { apiPaths, FAVORITE_TEXT, PAGE_TEXT } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPage } from '../pages/pages.test-support';
import { favoriteActors, postEntity, seedFavoriteWorld, type FavoriteActors, type FavoriteWorld } from './favorites.test-support';

// Pages in user-favorites/ (issue 15): the page rules decide (members and admins who can read it; a private page only
// its owner), entity_data is the page's live name and logo, and favorites leave with archive / made private / delete.

let t: TestApp;
let a: FavoriteActors;
let w: FavoriteWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await favoriteActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedFavoriteWorld(t, a);
});

const pageOf = (ownedBy: string, extra: { access?: 'public' | 'private'; archived?: boolean; projectId?: string } = {}) =>
  seedPage(t, { workspaceId: w.workspaceId, projectId: extra.projectId ?? w.project.id, ownedBy, name: 'Notes', ...extra });
const list = (actor = a.member) => actor.agent.get(`${apiPaths.userFavorites(w.slug)}?all=true`);

describe('page favorites in user-favorites/', () => {
  it('a member favorites a page: its project, live name and logo; hidden once archived or made private, gone when archived through the API', async () => {
    const page = await pageOf(a.admin.id);
    const res = await postEntity(a.member, w.slug, 'page', page.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ entity_type: 'page', entity_identifier: page.id, project_id: w.project.id, entity_data: { name: 'Notes', logo_props: {} } });
    await t.query("UPDATE pages SET name = 'Renamed', logo_props = '{\"in_use\":\"icon\",\"icon\":{\"name\":\"book\"}}' WHERE id = $1", [page.id]);
    expect((await list()).json()[0]).toMatchObject({ name: 'Renamed', entity_data: { name: 'Renamed', logo_props: { in_use: 'icon', icon: { name: 'book' } } } });
    // Made private by its owner: others' lists hide it (the API path also removes their rows).
    await t.query("UPDATE pages SET access = 'private' WHERE id = $1", [page.id]);
    expect((await list()).json()).toEqual([]);
    await t.query("UPDATE pages SET access = 'public' WHERE id = $1", [page.id]);
    expect((await a.admin.agent.post(apiPaths.pageArchive(w.slug, w.project.id, page.id))).statusCode).toBe(200);
    expect(await t.query("SELECT id FROM user_favorites WHERE entity_type = 'page' AND workspace_id = $1", [w.workspaceId])).toEqual([]);
  });

  it('the same favorite as favorite-pages/ (idempotent across both paths)', async () => {
    const page = await pageOf(a.admin.id);
    expect((await a.member.agent.post(apiPaths.favoritePage(w.slug, w.project.id, page.id))).statusCode).toBe(201);
    const again = await postEntity(a.member, w.slug, 'page', page.id);
    expect(again.statusCode).toBe(200);
    expect((await list()).json()).toHaveLength(1);
  });

  it('refuses: a guest (403), another user\'s private page (404), an archived page (400), a page of another project than project_id (404), an outsider (404)', async () => {
    const page = await pageOf(a.admin.id);
    const guest = await postEntity(a.guest, w.slug, 'page', page.id);
    expect([guest.statusCode, guest.json().error]).toEqual([403, PAGE_TEXT.notAllowed]);
    const secret = await pageOf(a.admin.id, { access: 'private' });
    expect((await postEntity(a.member, w.slug, 'page', secret.id)).statusCode).toBe(404);
    expect((await postEntity(a.admin, w.slug, 'page', secret.id)).statusCode).toBe(201);
    const archived = await pageOf(a.admin.id, { archived: true });
    expect((await postEntity(a.member, w.slug, 'page', archived.id)).json().error).toBe(FAVORITE_TEXT.entityArchived);
    const hidden = await pageOf(a.admin.id, { projectId: w.hidden.id });
    expect((await postEntity(a.member, w.slug, 'page', page.id, { project_id: w.hidden.id })).statusCode).toBe(403);
    expect((await postEntity(a.admin, w.slug, 'page', hidden.id, { project_id: w.project.id })).json().error).toBe(FAVORITE_TEXT.entityNotFound);
    expect((await postEntity(a.member, w.slug, 'page', hidden.id)).statusCode).toBe(403);
    expect((await postEntity(a.outsider, w.slug, 'page', page.id)).statusCode).toBe(404);
    expect(await t.query("SELECT user_id FROM user_favorites WHERE entity_type = 'page' AND workspace_id = $1", [w.workspaceId])).toEqual([{ user_id: a.admin.id }]);
  });
});
