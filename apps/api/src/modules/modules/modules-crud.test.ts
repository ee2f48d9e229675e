import { randomUUID } from 'node:crypto';
import { apiPaths, moduleSchema } from '@cairn/types';
import type { Db } from '../../data/db';
import { listModules } from '../../data/repositories/modules.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { presentModules } from './modules.presenter';
import { moduleIdsOfItem, seedItemIn, seedModule, snapshotModules, type SeedScope } from './modules.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let here: SeedScope;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  here = { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id };
}, 60_000);
afterAll(async () => {
  await t.close();
});

const member = () => cast.projMember.agent;
const list = async (projectId = w.project.id) => (await member().get(apiPaths.modules(w.slug, projectId))).json() as Array<{ id: string; name: string }>;
const eventsOf = (entityId: string) =>
  t.query<{ entity_type: string; action: string; changes: Record<string, { old: unknown; new: unknown }>; project_id: string }>(
    'SELECT entity_type, action, changes, project_id FROM events WHERE entity_id = $1 ORDER BY id',
    [entityId],
  );

describe('POST modules/', () => {
  it('creates a module with defaults, members, a client id, and records a created event', async () => {
    const id = randomUUID();
    const res = await member().post(apiPaths.modules(w.slug, w.project.id), {
      id,
      name: '  Checkout  ',
      lead_id: cast.projAdmin.id,
      member_ids: [cast.projGuest.id, cast.projMember.id],
      start_date: '2025-01-06',
      target_date: '2025-01-10',
    });
    expect(res.statusCode).toBe(201);
    const body = moduleSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      id,
      name: 'Checkout',
      status: 'backlog',
      lead_id: cast.projAdmin.id,
      member_ids: [cast.projGuest.id, cast.projMember.id].sort(),
      link_module: [],
      is_favorite: false,
      total_issues: 0,
      archived_at: null,
      created_by: cast.projMember.id,
      project_id: w.project.id,
    });
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({ entity_type: 'module', action: 'created', project_id: w.project.id, changes: expect.objectContaining({ name: { old: null, new: 'Checkout' } }) }),
    ]);
    expect((await member().post(apiPaths.modules(w.slug, w.project.id), { id, name: 'Again' })).statusCode).toBe(409);
  });

  it('refuses bad input, dates in the wrong order and projects with modules turned off, creating nothing', async () => {
    const before = await snapshotModules(t, w.workspaceId);
    const create = (body: object) => member().post(apiPaths.modules(w.slug, w.project.id), body);
    expect((await create({ name: '   ' })).json()).toMatchObject({ error: 'Module name is required' });
    expect((await create({ name: 'M', status: 'done' })).statusCode).toBe(400);
    expect((await create({ name: 'M', start_date: '2025-02-30' })).statusCode).toBe(400);
    expect((await create({ name: 'M', project_id: w.otherProject.id })).statusCode).toBe(400);
    const order = await create({ name: 'M', start_date: '2025-01-10', target_date: '2025-01-09' });
    expect(order.json()).toMatchObject({ error: 'The start date must be on or before the target date', details: { start_date: expect.any(Array) } });
    await t.query('UPDATE projects SET module_view = false WHERE id = $1', [w.project.id]);
    try {
      expect((await create({ name: 'M' })).json()).toEqual({ error: 'Modules are turned off for this project', error_code: 'MODULES_OFF' });
    } finally {
      await t.query('UPDATE projects SET module_view = true WHERE id = $1', [w.project.id]);
    }
    expect(await snapshotModules(t, w.workspaceId)).toEqual(before);
  });
});

describe('GET modules/ and modules/{id}/', () => {
  it('lists live modules with counts, members, links and the caller’s favorite flag; retrieves archived ones by id', async () => {
    const a = await seedModule(t, { ...here, projectId: w.otherProject.id }, { name: 'A', sort_order: 1 });
    const b = await seedModule(t, { ...here, projectId: w.otherProject.id }, { name: 'B', sort_order: 2 });
    const gone = await seedModule(t, { ...here, projectId: w.otherProject.id }, { name: 'Gone', archived_at: t.deps.now() });
    await seedItemIn(t, { ...here, projectId: w.otherProject.id }, [a.id, b.id]);
    await seedItemIn(t, { ...here, projectId: w.otherProject.id }, [a.id]);
    await member().post(apiPaths.moduleLinks(w.slug, w.otherProject.id, b.id), { url: 'https://b.example/', title: 'Spec' });
    await member().patch(apiPaths.module(w.slug, w.otherProject.id, b.id), { member_ids: [cast.projAdmin.id] });
    await member().post(apiPaths.favoriteModules(w.slug, w.otherProject.id), { module: a.id });
    const rows = await list(w.otherProject.id);
    expect(rows.map((m) => moduleSchema.strict().parse(m))).toEqual([
      expect.objectContaining({ id: a.id, total_issues: 2, is_favorite: true, member_ids: [], link_module: [] }),
      expect.objectContaining({ id: b.id, total_issues: 1, is_favorite: false, member_ids: [cast.projAdmin.id], link_module: [expect.objectContaining({ title: 'Spec', url: 'https://b.example/' })] }),
    ]);
    // Favorites are the caller's own.
    expect(((await cast.projAdmin.agent.get(apiPaths.modules(w.slug, w.otherProject.id))).json() as Array<{ is_favorite: boolean }>).map((m) => m.is_favorite)).toEqual([false, false]);
    const archived = await member().get(apiPaths.module(w.slug, w.otherProject.id, gone.id));
    expect(archived.json()).toMatchObject({ id: gone.id, archived_at: expect.any(String) });
  });

  it('presents a whole list in a fixed number of queries, whatever its length', async () => {
    let selects = 0;
    // Counts the queries presentModules starts (each one is a db.select()).
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'select') selects += 1;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Db;
    const rows = async (n: number) => {
      for (let i = 0; i < n; i++) await seedItemIn(t, here, [(await seedModule(t, here)).id]);
      return listModules(t.db, w.workspaceId, [here.projectId], 'live');
    };
    const few = await rows(1);
    selects = 0;
    await presentModules(counting, w.workspaceId, few, cast.projMember.id);
    const forFew = selects;
    const many = await rows(6);
    selects = 0;
    expect((await presentModules(counting, w.workspaceId, many, cast.projMember.id)).length).toBe(many.length);
    expect([forFew, selects]).toEqual([4, 4]);
  });

  it('the workspace list has the live modules of every live project the caller has a role in', async () => {
    const mine = await seedModule(t, here, { name: 'Here' });
    const other = await seedModule(t, { ...here, projectId: w.otherProject.id }, { name: 'There' });
    await seedModule(t, here, { archived_at: t.deps.now() });
    const ids = async (agent = member()) => ((await agent.get(apiPaths.workspaceModules(w.slug))).json() as Array<{ id: string; archived_at: string | null }>);
    const all = await ids();
    expect(all.map((m) => m.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    expect(all.every((m) => m.archived_at === null)).toBe(true);
    expect(await ids(cast.wsMemberOut.agent)).toEqual([]);
    expect((await ids(cast.projGuest.agent)).map((m) => m.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [w.otherProject.id]);
    try {
      expect((await ids()).map((m) => m.id)).not.toContain(other.id);
    } finally {
      await t.query('UPDATE projects SET archived_at = NULL WHERE id = $1', [w.otherProject.id]);
    }
  });
});

describe('PUT and PATCH modules/{id}/', () => {
  it('PUT needs a name; PATCH changes a subset; members are replaced; the event has old → new', async () => {
    const m = await seedModule(t, here, { name: 'Old', status: 'planned' });
    expect((await member().put(apiPaths.module(w.slug, w.project.id, m.id), { status: 'paused' })).statusCode).toBe(400);
    const put = await member().put(apiPaths.module(w.slug, w.project.id, m.id), { name: 'New', member_ids: [cast.projAdmin.id, cast.projGuest.id] });
    expect(put.json()).toMatchObject({ name: 'New', status: 'planned', member_ids: [cast.projAdmin.id, cast.projGuest.id].sort(), updated_by: cast.projMember.id });
    const patch = await member().patch(apiPaths.module(w.slug, w.project.id, m.id), { status: 'in-progress', member_ids: [cast.projGuest.id], target_date: '2025-03-01' });
    expect(patch.json()).toMatchObject({ name: 'New', status: 'in-progress', member_ids: [cast.projGuest.id], target_date: '2025-03-01' });
    const events = await eventsOf(m.id);
    expect(events.at(-1)).toMatchObject({
      action: 'updated',
      changes: { status: { old: 'planned', new: 'in-progress' }, member_ids: { old: [cast.projAdmin.id, cast.projGuest.id].sort(), new: [cast.projGuest.id] }, target_date: { old: null, new: '2025-03-01' } },
    });
    // Start after the stored target → 400.
    expect((await member().patch(apiPaths.module(w.slug, w.project.id, m.id), { start_date: '2025-03-02' })).statusCode).toBe(400);
  });

  it('an archived module refuses edits, item changes and links (400 MODULE_ARCHIVED)', async () => {
    const m = await seedModule(t, here, { archived_at: t.deps.now() });
    const item = await seedItemIn(t, here, [m.id]);
    const before = await snapshotModules(t, w.workspaceId);
    const refusals = [
      await member().patch(apiPaths.module(w.slug, w.project.id, m.id), { name: 'X' }),
      await member().put(apiPaths.module(w.slug, w.project.id, m.id), { name: 'X' }),
      await member().post(apiPaths.moduleLinks(w.slug, w.project.id, m.id), { url: 'https://a.example' }),
      await member().delete(apiPaths.moduleIssue(w.slug, w.project.id, m.id, item.id)),
    ];
    for (const res of refusals) expect(res.json()).toEqual({ error: 'An archived module cannot be changed; restore it first', error_code: 'MODULE_ARCHIVED' });
    const join = await member().post(apiPaths.workItemModules(w.slug, w.project.id, (await seedItemIn(t, here, [])).id), { modules: [m.id] });
    expect([join.statusCode, join.json().error_code]).toEqual([400, 'MODULE_ARCHIVED']);
    expect((await snapshotModules(t, w.workspaceId) as { work_item_modules: unknown }).work_item_modules).toEqual((before as { work_item_modules: unknown }).work_item_modules);
  });
});

describe('DELETE modules/{id}/', () => {
  it('takes every item out through the work-item command, drops favorites and list settings, records the events', async () => {
    const m = await seedModule(t, here, { name: 'Doomed' });
    const keep = await seedModule(t, here, { name: 'Kept' });
    const both = await seedItemIn(t, here, [m.id, keep.id]);
    const only = await seedItemIn(t, here, [m.id]);
    await cast.projGuest.agent.post(apiPaths.favoriteModules(w.slug, w.project.id), { module: m.id });
    await cast.projGuest.agent.patch(apiPaths.moduleUserProperties(w.slug, w.project.id, m.id), { display_filters: { layout: 'kanban' } });
    t.clock.set(new Date(Date.now() + 60_000));
    try {
      expect((await member().delete(apiPaths.module(w.slug, w.project.id, m.id))).statusCode).toBe(204);
    } finally {
      t.clock.reset();
    }
    expect(await moduleIdsOfItem(t, both.id)).toEqual([keep.id]);
    expect(await moduleIdsOfItem(t, only.id)).toEqual([]);
    const item = (await member().get(apiPaths.workItem(w.slug, w.project.id, both.id))).json();
    expect(item).toMatchObject({ module_ids: [keep.id] });
    expect(new Date(item.updated_at).getTime()).toBeGreaterThan(both.updated_at.getTime());
    expect((await activityOf(t, only.id)).at(-1)).toMatchObject({ field: 'module', old_value: 'Doomed', new_value: null, old_identifier: m.id });
    expect((await eventsOf(only.id)).at(-1)).toMatchObject({ entity_type: 'work_item', action: 'updated', changes: { module_ids: { old: [m.id], new: [] } } });
    expect((await eventsOf(m.id)).at(-1)).toMatchObject({ entity_type: 'module', action: 'deleted' });
    expect(await t.query("SELECT 1 FROM user_favorites WHERE entity_identifier = $1", [m.id])).toEqual([]);
    expect(await t.query('SELECT 1 FROM planning_user_properties WHERE entity_id = $1', [m.id])).toEqual([]);
    expect((await member().get(apiPaths.module(w.slug, w.project.id, m.id))).statusCode).toBe(404);
  });
});
