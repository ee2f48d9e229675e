import { apiPaths, FAVORITE_SEQUENCE_GAP, FAVORITE_TEXT } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAST, seedCycle } from '../cycles/cycles.test-support';
import { favoriteActors, postEntity, postFolder, seedFavoriteWorld, treeOf, type FavoriteActors, type FavoriteWorld } from './favorites.test-support';

// Folder rules, the ordering rule (gap 10000), live entity_data and favorites leaving with their entity.

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

const list = (all = false) => a.member.agent.get(`${apiPaths.userFavorites(w.slug)}${all ? '?all=true' : ''}`);
const sequences = async () => ((await list(true)).json() as Array<{ name: string; sequence: number }>).map((f) => [f.name, f.sequence]);

describe('folders', () => {
  it('need a name unique among the caller’s folders (any case); other users may reuse it', async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await a.member.agent.post(apiPaths.userFavorites(w.slug), { entity_type: 'folder', is_folder: true, name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Folder name is required');
    }
    expect((await postFolder(a.member, w.slug, ' Reading ')).json().name).toBe('Reading');
    const taken = await postFolder(a.member, w.slug, 'READING');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('You already have a folder with this name');
    expect((await postFolder(a.guest, w.slug, 'Reading')).statusCode).toBe(201);
    const other = await postFolder(a.member, w.slug, 'Other');
    expect((await a.member.agent.patch(apiPaths.userFavorite(w.slug, other.json().id), { name: 'reading' })).statusCode).toBe(409);
    expect((await a.member.agent.patch(apiPaths.userFavorite(w.slug, other.json().id), { name: 'Other' })).statusCode).toBe(200);
  });

  it('stay at the top level: no folder in a folder, no entity fields, no entity rename', async () => {
    const outer = await postFolder(a.member, w.slug, 'Outer');
    const inner = await postFolder(a.member, w.slug, 'Inner');
    const nested = await a.member.agent.patch(apiPaths.userFavorite(w.slug, inner.json().id), { parent: outer.json().id });
    expect([nested.statusCode, nested.json().error]).toEqual([400, 'A folder cannot be put in another folder']);
    const bornNested = await a.member.agent.post(apiPaths.userFavorites(w.slug), { entity_type: 'folder', is_folder: true, name: 'X', parent: outer.json().id });
    expect(bornNested.statusCode).toBe(400);
    for (const body of [{ entity_type: 'cycle', is_folder: true, name: 'Y' }, { entity_type: 'folder', is_folder: true, name: 'Y', entity_identifier: w.cycle.id }]) {
      expect((await a.member.agent.post(apiPaths.userFavorites(w.slug), body)).statusCode).toBe(400);
    }
    const cycle = await postEntity(a.member, w.slug, 'cycle', w.cycle.id);
    expect((await a.member.agent.patch(apiPaths.userFavorite(w.slug, cycle.json().id), { parent: cycle.json().id })).statusCode).toBe(400);
    const renamed = await a.member.agent.patch(apiPaths.userFavorite(w.slug, cycle.json().id), { name: 'Nope' });
    expect([renamed.statusCode, renamed.json().error]).toEqual([400, 'Only folders can be renamed']);
  });

  it('release their favorites to the top level, keeping their sequence, when deleted', async () => {
    const folder = await postFolder(a.member, w.slug, 'Box');
    const cycle = await postEntity(a.member, w.slug, 'cycle', w.cycle.id, { parent: folder.json().id });
    const module = await postEntity(a.member, w.slug, 'module', w.module.id, { parent: folder.json().id });
    expect([cycle.json().sequence, module.json().sequence]).toEqual([FAVORITE_SEQUENCE_GAP, 2 * FAVORITE_SEQUENCE_GAP]);
    expect(await treeOf(a.member, w.slug)).toEqual([{ name: 'Box', children: ['Sprint 1', 'Billing'] }]);
    expect((await a.member.agent.delete(apiPaths.userFavorite(w.slug, folder.json().id))).statusCode).toBe(204);
    expect((await list()).json().map((f: { name: string; parent: string | null; sequence: number }) => [f.name, f.parent, f.sequence])).toEqual([
      ['Sprint 1', null, 10000],
      ['Billing', null, 20000],
    ]);
  });
});

describe('ordering', () => {
  it('puts new favorites last (max + 10000) and follows the sequences the client gives', async () => {
    await postFolder(a.member, w.slug, 'A');
    await postEntity(a.member, w.slug, 'project', w.project.id);
    const cycle = await postEntity(a.member, w.slug, 'cycle', w.cycle.id);
    expect(await sequences()).toEqual([['A', 10000], [`Project ${w.project.identifier}`, 20000], ['Sprint 1', 30000]]);
    // The midpoint between the first two, then before the first (first - gap).
    await a.member.agent.patch(apiPaths.userFavorite(w.slug, cycle.json().id), { sequence: 15000 });
    expect((await sequences()).map(([n]) => n)).toEqual(['A', 'Sprint 1', `Project ${w.project.identifier}`]);
    await a.member.agent.patch(apiPaths.userFavorite(w.slug, cycle.json().id), { sequence: 0 });
    expect((await sequences())[0]).toEqual(['Sprint 1', 0]);
    // A new favorite goes after the highest, whatever the order.
    expect((await postEntity(a.member, w.slug, 'module', w.module.id)).json().sequence).toBe(30000);
  });

  it('moves a favorite last into a folder and last out of it unless a sequence is given', async () => {
    const folder = await postFolder(a.member, w.slug, 'F');
    const inside = await postEntity(a.member, w.slug, 'module', w.module.id, { parent: folder.json().id });
    const cycle = await postEntity(a.member, w.slug, 'cycle', w.cycle.id);
    const moved = await a.member.agent.patch(apiPaths.userFavorite(w.slug, cycle.json().id), { parent: folder.json().id });
    expect([moved.json().parent, moved.json().sequence]).toEqual([folder.json().id, inside.json().sequence + FAVORITE_SEQUENCE_GAP]);
    const placed = await a.member.agent.patch(apiPaths.userFavorite(w.slug, inside.json().id), { parent: null, sequence: 5000 });
    expect([placed.json().parent, placed.json().sequence]).toEqual([null, 5000]);
    expect(await treeOf(a.member, w.slug)).toEqual([{ name: 'Billing' }, { name: 'F', children: ['Sprint 1'] }]);
  });

  it('places favorites made through user-favorite-cycles/ and -modules/ last too, ties by creation', async () => {
    await postFolder(a.member, w.slug, 'First');
    await a.member.agent.post(apiPaths.favoriteCycles(w.slug, w.project.id), { cycle: w.cycle.id });
    await a.member.agent.post(apiPaths.favoriteModules(w.slug, w.project.id), { module: w.module.id });
    await a.member.agent.post(apiPaths.favoriteProjects(w.slug), { project: w.project.id });
    expect(await sequences()).toEqual([['First', 10000], ['Sprint 1', 20000], ['Billing', 30000], [`Project ${w.project.identifier}`, 40000]]);
    await t.query('UPDATE user_favorites SET sequence = 65535 WHERE workspace_id = $1', [w.workspaceId]);
    expect((await sequences()).map(([n]) => n)).toEqual(['First', 'Sprint 1', 'Billing', `Project ${w.project.identifier}`]);
  });

  it('answers the existing favorite (200) when an entity is favorited again', async () => {
    const first = await postEntity(a.member, w.slug, 'module', w.module.id);
    const again = await postEntity(a.member, w.slug, 'module', w.module.id);
    expect([first.statusCode, again.statusCode, again.json().id]).toEqual([201, 200, first.json().id]);
  });
});

describe('entities', () => {
  it('shows the live name (and a project’s logo) and hides what the caller can no longer open', async () => {
    await postEntity(a.member, w.slug, 'project', w.project.id);
    const cycle = await postEntity(a.member, w.slug, 'cycle', w.cycle.id);
    await postEntity(a.member, w.slug, 'view', w.viewId);
    expect((await a.admin.agent.patch(apiPaths.cycle(w.slug, w.project.id, w.cycle.id), { name: 'Sprint renamed' })).statusCode).toBe(200);
    await a.admin.agent.patch(apiPaths.project(w.slug, w.project.id), { name: 'Renamed project', logo_props: { in_use: 'emoji', emoji: { value: '128640' } } });
    await t.query('UPDATE issue_views SET name = $1 WHERE id = $2', ['Renamed view', w.viewId]);
    const favorites = (await list()).json();
    expect(favorites.map((f: { entity_data: unknown }) => f.entity_data)).toEqual([
      { name: 'Renamed project', logo_props: { in_use: 'emoji', emoji: { value: '128640' } } },
      { name: 'Sprint renamed' },
      { name: 'Renamed view' },
    ]);
    expect(favorites[1]).toMatchObject({ id: cycle.json().id, name: 'Sprint renamed', entity_identifier: w.cycle.id, project_id: w.project.id });
    // A view made private by its owner, then the project left: the rows stay, the list hides them.
    await t.query("UPDATE issue_views SET access = 'private' WHERE id = $1", [w.viewId]);
    expect((await list()).json()).toHaveLength(2);
    await t.query('DELETE FROM project_members WHERE project_id = $1 AND member = $2', [w.project.id, a.member.id]);
    expect((await list()).json()).toEqual([]);
  });

  it('refuses archived entities with a clear 400, and unknown pages with 404', async () => {
    const archived = await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: a.admin.id, archived: true });
    const res = await postEntity(a.member, w.slug, 'cycle', archived.id);
    expect([res.statusCode, res.json().error]).toEqual([400, 'Archived items cannot be added to favorites']);
    const page = await postEntity(a.member, w.slug, 'page', w.cycle.id);
    expect([page.statusCode, page.json().error]).toEqual([404, FAVORITE_TEXT.entityNotFound]);
    const bare = await a.member.agent.post(apiPaths.userFavorites(w.slug), { entity_type: 'cycle' });
    expect([bare.statusCode, bare.json().error]).toEqual([400, 'entity_identifier is required']);
  });

  it('leave with their entity: archived or deleted cycle, module, project', async () => {
    const past = await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: a.admin.id, start: PAST.start, end: PAST.end, name: 'Old' });
    await postEntity(a.member, w.slug, 'cycle', past.id);
    await postEntity(a.member, w.slug, 'cycle', w.cycle.id);
    await postEntity(a.member, w.slug, 'module', w.module.id);
    await postEntity(a.member, w.slug, 'project', w.project.id);
    const rows = () => t.query<{ entity_type: string }>('SELECT entity_type FROM user_favorites WHERE workspace_id = $1 ORDER BY sequence', [w.workspaceId]);
    expect((await a.admin.agent.post(apiPaths.cycleArchive(w.slug, w.project.id, past.id))).statusCode).toBe(200);
    expect((await a.admin.agent.delete(apiPaths.cycle(w.slug, w.project.id, w.cycle.id))).statusCode).toBe(204);
    expect((await rows()).map((r) => r.entity_type)).toEqual(['module', 'project']);
    expect((await a.admin.agent.delete(apiPaths.module(w.slug, w.project.id, w.module.id))).statusCode).toBe(204);
    expect((await rows()).map((r) => r.entity_type)).toEqual(['project']);
    expect((await a.admin.agent.post(apiPaths.projectArchive(w.slug, w.project.id))).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    await postEntity(a.admin, w.slug, 'cycle', w.hiddenCycle.id);
    await postEntity(a.admin, w.slug, 'project', w.hidden.id);
    expect((await a.admin.agent.delete(apiPaths.project(w.slug, w.hidden.id))).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });
});
