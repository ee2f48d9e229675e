import { randomUUID } from 'node:crypto';
import { apiPaths, favoriteSchema } from '@cairn/types';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import type { Actor } from '../workspaces/workspaces.test-support';
import { favoriteActors, postEntity, postFolder, seedFavoriteWorld, type FavoriteActors, type FavoriteWorld } from './favorites.test-support';

// Every user-favorites route × role: admins, members and guests keep their own favorites; outsiders and anonymous
// callers are refused; another user's or another workspace's favorite reads as missing.

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

const roles: Array<[string, (x: FavoriteActors) => Actor]> = [
  ['workspace admin', (x) => x.admin],
  ['member', (x) => x.member],
  ['guest', (x) => x.guest],
];

describe.each(roles)('as %s', (_label, pick) => {
  it('creates folders and entity favorites, lists, groups, moves, renames and deletes them', async () => {
    const me = pick(a);
    const folder = await postFolder(me, w.slug, 'Work');
    expect(folder.statusCode).toBe(201);
    expect(favoriteSchema.parse(folder.json())).toMatchObject({ entity_type: 'folder', is_folder: true, name: 'Work', parent: null, entity_data: null });
    const project = await postEntity(me, w.slug, 'project', w.project.id, { project_id: w.project.id });
    expect(project.statusCode).toBe(201);
    const cycle = await postEntity(me, w.slug, 'cycle', w.cycle.id, { parent: folder.json().id });
    expect(cycle.statusCode).toBe(201);
    expect(cycle.json()).toMatchObject({ project_id: w.project.id, parent: folder.json().id, entity_data: { name: 'Sprint 1' } });
    for (const [type, id] of [['module', w.module.id], ['view', w.viewId]] as const) expect((await postEntity(me, w.slug, type, id)).statusCode).toBe(201);

    const tree = await me.agent.get(apiPaths.userFavorites(w.slug));
    expect(tree.statusCode).toBe(200);
    expect(tree.json().map((f: { name: string }) => f.name)).toEqual(['Work', `Project ${w.project.identifier}`, 'Billing', 'Open bugs']);
    expect(tree.json()[0].children.map((f: { name: string }) => f.name)).toEqual(['Sprint 1']);
    const all = await me.agent.get(`${apiPaths.userFavorites(w.slug)}?all=true`);
    expect(all.json()).toHaveLength(5);
    const group = await me.agent.get(apiPaths.userFavoriteGroup(w.slug, folder.json().id));
    expect(group.statusCode).toBe(200);
    expect(group.json().map((f: { id: string }) => f.id)).toEqual([cycle.json().id]);

    const moved = await me.agent.patch(apiPaths.userFavorite(w.slug, cycle.json().id), { parent: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parent).toBeNull();
    const renamed = await me.agent.patch(apiPaths.userFavorite(w.slug, folder.json().id), { name: 'Later' });
    expect(renamed.json().name).toBe('Later');
    expect((await me.agent.delete(apiPaths.userFavorite(w.slug, folder.json().id))).statusCode).toBe(204);
    expect((await me.agent.delete(apiPaths.userFavorite(w.slug, cycle.json().id))).statusCode).toBe(204);
    expect((await me.agent.get(`${apiPaths.userFavorites(w.slug)}?all=true`)).json()).toHaveLength(3);
  });

  it("cannot see, move, group or delete another user's favorite, nor use their folder as a parent", async () => {
    const me = pick(a);
    const other = me === a.member ? a.guest : a.member;
    const theirs = await postFolder(other, w.slug, 'Theirs');
    const theirEntity = await postEntity(other, w.slug, 'module', w.module.id);
    expect((await me.agent.get(apiPaths.userFavorites(w.slug))).json()).toEqual([]);
    for (const id of [theirs.json().id, theirEntity.json().id]) {
      expect((await me.agent.patch(apiPaths.userFavorite(w.slug, id), { sequence: 1 })).statusCode).toBe(404);
      expect((await me.agent.get(apiPaths.userFavoriteGroup(w.slug, id))).statusCode).toBe(404);
      expect((await me.agent.delete(apiPaths.userFavorite(w.slug, id))).json()).toEqual({ error: 'Favorite not found', error_code: 'NOT_FOUND' });
    }
    const mine = await postEntity(me, w.slug, 'cycle', w.cycle.id);
    const parentRefused = await me.agent.patch(apiPaths.userFavorite(w.slug, mine.json().id), { parent: theirs.json().id });
    expect(parentRefused.statusCode).toBe(400);
    expect(parentRefused.json().error).toBe('The parent must be one of your folders');
    expect((await postEntity(me, w.slug, 'project', w.project.id, { parent: theirs.json().id })).statusCode).toBe(400);
    const rows = await t.query('SELECT name, parent, sequence FROM user_favorites WHERE user_id = $1 AND workspace_id = $2 ORDER BY name', [other.id, w.workspaceId]);
    expect(rows).toEqual([{ name: 'Billing', parent: null, sequence: 20000 }, { name: 'Theirs', parent: null, sequence: 10000 }]);
  });
});

it('answers 404 to members of other workspaces and 401 without a session, changing nothing', async () => {
  const folder = await postFolder(a.member, w.slug, 'Mine');
  const id = folder.json().id as string;
  const anonymous = createAgent(t.app);
  const calls: Array<[string, (x: Actor['agent']) => ReturnType<Actor['agent']['get']>]> = [
    ['GET', (x) => x.get(apiPaths.userFavorites(w.slug))],
    ['POST folder', (x) => x.post(apiPaths.userFavorites(w.slug), { entity_type: 'folder', is_folder: true, name: 'Intruder' })],
    ['POST entity', (x) => x.post(apiPaths.userFavorites(w.slug), { entity_type: 'project', entity_identifier: w.project.id })],
    ['GET group', (x) => x.get(apiPaths.userFavoriteGroup(w.slug, id))],
    ['PATCH', (x) => x.patch(apiPaths.userFavorite(w.slug, id), { name: 'Stolen' })],
    ['DELETE', (x) => x.delete(apiPaths.userFavorite(w.slug, id))],
  ];
  for (const [label, call] of calls) {
    const res = await call(a.outsider.agent);
    expect([label, res.statusCode, res.json().error]).toEqual([label, 404, 'Workspace not found']);
    expect([label, (await call(anonymous)).statusCode]).toEqual([label, 401]);
  }
  expect(await t.query('SELECT user_id, name FROM user_favorites WHERE workspace_id = $1', [w.workspaceId])).toEqual([{ user_id: a.member.id, name: 'Mine' }]);
});

it("refuses another workspace's favorites, entities and unknown ids", async () => {
  const elsewhere = await seedFavoriteWorld(t, a);
  const foreignFolder = await postFolder(a.admin, elsewhere.slug, 'Elsewhere');
  const foreignId = foreignFolder.json().id as string;
  expect((await a.admin.agent.patch(apiPaths.userFavorite(w.slug, foreignId), { name: 'x' })).statusCode).toBe(404);
  expect((await a.admin.agent.delete(apiPaths.userFavorite(w.slug, foreignId))).statusCode).toBe(404);
  expect((await a.admin.agent.get(apiPaths.userFavoriteGroup(w.slug, foreignId))).statusCode).toBe(404);
  expect((await postEntity(a.admin, w.slug, 'project', w.project.id, { parent: foreignId })).statusCode).toBe(400);
  for (const [type, id] of [['project', elsewhere.project.id], ['cycle', elsewhere.cycle.id], ['module', elsewhere.module.id], ['view', elsewhere.viewId], ['cycle', randomUUID()]]) {
    const res = await postEntity(a.admin, w.slug, type, id);
    expect([type, res.statusCode]).toEqual([type, 404]);
  }
  // A cycle given with another project than its own.
  expect((await postEntity(a.admin, w.slug, 'cycle', w.cycle.id, { project_id: w.hidden.id })).statusCode).toBe(404);
  expect((await a.admin.agent.patch(apiPaths.userFavorite(w.slug, randomUUID()), { sequence: 5 })).statusCode).toBe(404);
  expect(await t.query('SELECT name FROM user_favorites WHERE workspace_id = $1', [w.workspaceId])).toEqual([]);
  expect(await t.query('SELECT name FROM user_favorites WHERE workspace_id = $1', [elsewhere.workspaceId])).toEqual([{ name: 'Elsewhere' }]);
});

it('lets people favorite only what they can open: project role, own private views', async () => {
  expect((await postEntity(a.member, w.slug, 'project', w.hidden.id)).json().error_code).toBe('NOT_PROJECT_MEMBER');
  expect((await postEntity(a.member, w.slug, 'cycle', w.hiddenCycle.id)).statusCode).toBe(403);
  expect((await postEntity(a.member, w.slug, 'view', w.privateViewId)).statusCode).toBe(404);
  expect((await postEntity(a.admin, w.slug, 'view', w.privateViewId)).statusCode).toBe(201);
  expect((await postEntity(a.admin, w.slug, 'cycle', w.hiddenCycle.id)).statusCode).toBe(201);
  expect(await t.query('SELECT user_id FROM user_favorites WHERE workspace_id = $1 AND user_id <> $2', [w.workspaceId, a.admin.id])).toEqual([]);
});
