import { randomUUID } from 'node:crypto';
import { apiPaths, issueViewSchema, ORGANISE_ERROR_CODE, ORGANISE_TEXT } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { eventsOf, seedView, seedViewFavorite, viewFavoritesOf, type SeedViewInput } from './views.test-support';

// Project views: create, read, edit, delete; lock and access rules; favorites; events.

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const p = () => [w.slug, w.project.id] as const;
const member = () => cast.projMember.agent;
const view = (extra: Partial<SeedViewInput> = {}) => seedView(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, ...extra });
const patch = (agent: Cast['projMember']['agent'], id: string, body: Record<string, unknown>) => agent.patch(apiPaths.view(...p(), id), body);

describe('project views: CRUD', () => {
  it('creates with a client id, the caller as owner, defaults filled; lists and gets it; records a created event', async () => {
    const id = randomUUID();
    const filters = { priority: ['high', 'urgent'], state_group: ['started'] };
    const res = await member().post(apiPaths.views(...p()), { id, name: '  Hot ', filters, display_filters: { layout: 'kanban', group_by: 'state' } });
    expect(res.statusCode).toBe(201);
    const body = issueViewSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      id, workspace: w.workspaceId, project: w.project.id, teamspace: null, name: 'Hot', description: '', access: 'public', is_locked: false,
      is_favorite: false, filters, display_filters: { layout: 'kanban', group_by: 'state' }, display_properties: {}, owned_by: cast.projMember.id, anchor: null,
    });
    const list = (await cast.projGuest.agent.get(apiPaths.views(...p()))).json();
    expect(list.map((v: { id: string }) => v.id)).toContain(id);
    expect((await cast.projGuest.agent.get(apiPaths.view(...p(), id))).json()).toMatchObject({ id, name: 'Hot' });
    expect(await eventsOf(t, id)).toEqual([
      expect.objectContaining({ entity_type: 'view', action: 'created', project_id: w.project.id, changes: expect.objectContaining({ name: { old: null, new: 'Hot' } }) }),
    ]);
    expect((await member().post(apiPaths.views(...p()), { id, name: 'Again' })).statusCode).toBe(409);
  });

  it('edits name, description, filters and display settings; records an updated event with the changes', async () => {
    const v = await view();
    const res = await patch(member(), v.id, { name: 'Renamed', description: 'Why', filters: { labels: [w.project.labelId] }, display_properties: { key: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', description: 'Why', filters: { labels: [w.project.labelId] }, display_properties: { key: false }, updated_by: cast.projMember.id });
    const events = await eventsOf(t, v.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'updated', changes: { name: { new: 'Renamed' }, description: { old: '', new: 'Why' } } });
  });

  it('deletes the view and every user\'s favorite of it; records a deleted event', async () => {
    const v = await view();
    await seedViewFavorite(t, v, cast.projMember.id);
    await seedViewFavorite(t, v, cast.projGuest.id);
    expect((await member().delete(apiPaths.view(...p(), v.id))).statusCode).toBe(204);
    expect(await t.query('SELECT id FROM issue_views WHERE id = $1', [v.id])).toEqual([]);
    expect(await viewFavoritesOf(t, v.id)).toEqual([]);
    expect((await eventsOf(t, v.id)).map((e) => e.action)).toEqual(['deleted']);
    expect((await member().get(apiPaths.view(...p(), v.id))).statusCode).toBe(404);
  });

  it('only its owner and project admins edit and delete a view (a member who does not own it: 403, nothing changed)', async () => {
    const v = await view({ ownedBy: cast.projAdmin.id, name: 'Admin view' });
    expect((await patch(member(), v.id, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await member().delete(apiPaths.view(...p(), v.id))).statusCode).toBe(403);
    expect((await t.query('SELECT name FROM issue_views WHERE id = $1', [v.id]))[0]).toEqual({ name: 'Admin view' });
    const mine = await view();
    expect((await patch(cast.projAdmin.agent, mine.id, { name: 'By admin' })).statusCode).toBe(200);
    expect((await patch(cast.wsAdmin.agent, mine.id, { name: 'By workspace admin' })).statusCode).toBe(200);
    expect((await cast.projAdmin.agent.delete(apiPaths.view(...p(), mine.id))).statusCode).toBe(204);
  });

  it('refuses creation when the project has views off (400 VIEWS_OFF); reading still works', async () => {
    const v = await view();
    await t.query('UPDATE projects SET issue_views_view = false WHERE id = $1', [w.project.id]);
    try {
      const res = await member().post(apiPaths.views(...p()), { name: 'Off' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: ORGANISE_TEXT.viewsOff, error_code: ORGANISE_ERROR_CODE.VIEWS_OFF });
      expect((await member().get(apiPaths.views(...p()))).statusCode).toBe(200);
      expect((await member().get(apiPaths.viewIssues(...p(), v.id))).statusCode).toBe(200);
    } finally {
      await t.query('UPDATE projects SET issue_views_view = true WHERE id = $1', [w.project.id]);
    }
  });
});

describe('project views: lock', () => {
  it('a locked view refuses name, filters and display changes (409 VIEW_LOCKED), unchanged values and other fields pass', async () => {
    const v = await view({ isLocked: true, filters: { priority: ['high'] }, name: 'Locked' });
    for (const body of [{ name: 'New' }, { filters: { priority: ['low'] } }, { display_filters: { layout: 'kanban' } }, { display_properties: { key: false } }]) {
      const res = await patch(member(), v.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: ORGANISE_TEXT.viewLocked, error_code: ORGANISE_ERROR_CODE.VIEW_LOCKED });
    }
    expect((await t.query('SELECT name, filters FROM issue_views WHERE id = $1', [v.id]))[0]).toEqual({ name: 'Locked', filters: { priority: ['high'] } });
    expect((await patch(member(), v.id, { name: 'Locked', filters: { priority: ['high'] }, description: 'ok' })).statusCode).toBe(200);
    expect((await patch(member(), v.id, { logo_props: { emoji: '1f600' }, sort_order: 5 })).statusCode).toBe(200);
  });

  it('unlocking in the same PATCH lets the change through; locking then refuses the next change', async () => {
    const v = await view({ isLocked: true });
    const res = await patch(member(), v.id, { is_locked: false, filters: { priority: ['low'] } });
    expect(res.json()).toMatchObject({ is_locked: false, filters: { priority: ['low'] } });
    expect((await patch(member(), v.id, { is_locked: true })).json().is_locked).toBe(true);
    expect((await patch(member(), v.id, { filters: {} })).statusCode).toBe(409);
    expect((await patch(member(), v.id, { is_locked: true, name: 'Still locked' })).statusCode).toBe(409);
  });

  it('only the owner and admins lock and unlock; locked views can still be deleted by them', async () => {
    const v = await view({ ownedBy: cast.projAdmin.id });
    expect((await patch(member(), v.id, { is_locked: true })).statusCode).toBe(403);
    expect((await patch(cast.projAdmin.agent, v.id, { is_locked: true })).statusCode).toBe(200);
    expect((await patch(member(), v.id, { is_locked: false })).statusCode).toBe(403);
    expect((await cast.projAdmin.agent.delete(apiPaths.view(...p(), v.id))).statusCode).toBe(204);
  });
});

describe('project views: access', () => {
  it('a private view is its owner\'s only: others (admins too) get 404 on get, issues/, PATCH, DELETE and favorite; lists leave it out', async () => {
    const v = await view({ access: 'private', name: 'Secret' });
    expect((await member().get(apiPaths.view(...p(), v.id))).statusCode).toBe(200);
    expect((await member().get(apiPaths.views(...p()))).json().map((x: { id: string }) => x.id)).toContain(v.id);
    for (const other of [cast.projAdmin, cast.wsAdmin, cast.projGuest]) {
      expect((await other.agent.get(apiPaths.view(...p(), v.id))).statusCode).toBe(404);
      expect((await other.agent.get(apiPaths.viewIssues(...p(), v.id))).statusCode).toBe(404);
      expect((await other.agent.patch(apiPaths.view(...p(), v.id), { name: 'x' })).statusCode).toBe(404);
      expect((await other.agent.delete(apiPaths.view(...p(), v.id))).statusCode).toBe(404);
      expect((await other.agent.post(apiPaths.favoriteViews(...p()), { view: v.id })).statusCode).toBe(404);
      expect((await other.agent.get(apiPaths.views(...p()))).json().map((x: { id: string }) => x.id)).not.toContain(v.id);
    }
    expect((await t.query('SELECT name FROM issue_views WHERE id = $1', [v.id]))[0]).toEqual({ name: 'Secret' });
  });

  it('created then made private (spec §4): other users\' favorites go, the owner\'s stays; the event tells only the access change', async () => {
    const id = (await member().post(apiPaths.views(...p()), { name: 'Soon private' })).json().id as string;
    const row = (await t.query<{ id: string; workspace_id: string; project_id: string; name: string }>('SELECT * FROM issue_views WHERE id = $1', [id]))[0];
    await seedViewFavorite(t, row as never, cast.projMember.id);
    await seedViewFavorite(t, row as never, cast.projAdmin.id);
    const res = await patch(member(), id, { access: 'private' });
    expect(res.json()).toMatchObject({ access: 'private', is_favorite: true });
    expect(await viewFavoritesOf(t, id)).toEqual([cast.projMember.id]);
    const events = await eventsOf(t, id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(events[1].changes).toEqual({ access: { old: 'public', new: 'private' } });
    // Private throughout: nothing is recorded (only its owner sees it).
    expect((await patch(member(), id, { name: 'Quiet' })).statusCode).toBe(200);
    expect(await eventsOf(t, id)).toHaveLength(2);
    expect((await patch(member(), id, { access: 'public' })).json().access).toBe('public');
    expect((await eventsOf(t, id))[2].changes).toMatchObject({ access: { old: 'private', new: 'public' } });
  });
});

describe('project views: favorites', () => {
  it('favorites idempotently (201 both times, one row), is_favorite per caller, unfavorite idempotent', async () => {
    const v = await view();
    const first = await cast.projGuest.agent.post(apiPaths.favoriteViews(...p()), { view: v.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ view: v.id });
    const again = await cast.projGuest.agent.post(apiPaths.favoriteViews(...p()), { view: v.id });
    expect(again.json().id).toBe(first.json().id);
    expect(await viewFavoritesOf(t, v.id)).toEqual([cast.projGuest.id]);
    const fav = await t.query('SELECT project_id, workspace_id, name FROM user_favorites WHERE entity_identifier = $1', [v.id]);
    expect(fav).toEqual([{ project_id: w.project.id, workspace_id: w.workspaceId, name: v.name }]);
    expect((await cast.projGuest.agent.get(apiPaths.view(...p(), v.id))).json().is_favorite).toBe(true);
    expect((await member().get(apiPaths.view(...p(), v.id))).json().is_favorite).toBe(false);
    expect((await cast.projGuest.agent.delete(apiPaths.favoriteView(...p(), v.id))).statusCode).toBe(204);
    expect((await cast.projGuest.agent.delete(apiPaths.favoriteView(...p(), v.id))).statusCode).toBe(204);
    expect(await viewFavoritesOf(t, v.id)).toEqual([]);
  });

  it('foreign ids: a view of another project through this path, another workspace\'s view, an unknown id → 404, nothing stored', async () => {
    const other = await seedView(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, ownedBy: cast.projMember.id });
    const foreign = await seedView(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, ownedBy: cast.outsider.id });
    for (const id of [other.id, foreign.id, randomUUID()]) {
      expect((await member().post(apiPaths.favoriteViews(...p()), { view: id })).statusCode).toBe(404);
      expect((await member().delete(apiPaths.favoriteView(...p(), id))).statusCode).toBe(404);
      expect((await member().get(apiPaths.view(...p(), id))).statusCode).toBe(404);
      expect((await member().get(apiPaths.viewIssues(...p(), id))).statusCode).toBe(404);
      expect((await patch(member(), id, { name: 'x' })).statusCode).toBe(404);
      expect((await member().delete(apiPaths.view(...p(), id))).statusCode).toBe(404);
    }
    expect(await t.query('SELECT name FROM issue_views WHERE id = ANY($1::uuid[]) ORDER BY name', [[other.id, foreign.id]])).toEqual(
      [{ name: other.name }, { name: foreign.name }].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(await viewFavoritesOf(t, other.id)).toEqual([]);
    // The outsider cannot reach this workspace's views at all.
    expect((await cast.outsider.agent.get(apiPaths.view(w.foreign.slug, w.foreign.project.id, other.id))).statusCode).toBe(404);
  });
});
