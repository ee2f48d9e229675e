import { randomUUID } from 'node:crypto';
import { apiPaths, workItemSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
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
const addItems = (moduleId: string, issues: string[]) => member().post(apiPaths.moduleIssues(w.slug, w.project.id, moduleId), { issues });
const itemSide = (itemId: string, body: object) => member().post(apiPaths.workItemModules(w.slug, w.project.id, itemId), body);
const workItemEvents = (itemId: string) =>
  t.query<{ changes: Record<string, unknown> }>("SELECT changes FROM events WHERE entity_type = 'work_item' AND entity_id = $1 ORDER BY id", [itemId]);
const listIds = async (moduleId: string, query = '', agent = member()) => {
  const res = await agent.get(`${apiPaths.moduleIssues(w.slug, w.project.id, moduleId)}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST modules/{id}/issues/', () => {
  it('adds the module to each item through the work-item command (activity, event); items already in stay unchanged', async () => {
    const a = await seedModule(t, here, { name: 'Alpha' });
    const b = await seedModule(t, here, { name: 'Beta' });
    const one = await seedWorkItem(t, here);
    const two = await seedItemIn(t, here, [b.id]);
    const res = await addItems(a.id, [one.id, two.id, one.id]);
    expect(res.statusCode).toBe(200);
    const items = res.json().map((i: unknown) => workItemSchema.parse(i));
    expect(items.map((i: { id: string; module_ids: string[] }) => [i.id, [...i.module_ids].sort()])).toEqual([
      [one.id, [a.id]],
      [two.id, [a.id, b.id].sort()],
    ]);
    expect((await activityOf(t, one.id)).at(-1)).toMatchObject({ field: 'module', new_value: 'Alpha', new_identifier: a.id, actor_id: cast.projMember.id });
    expect((await workItemEvents(two.id)).at(-1)!.changes).toMatchObject({ module_ids: { old: [b.id], new: expect.arrayContaining([a.id, b.id]) } });
    // Again: nothing new is written.
    const activities = (await activityOf(t, one.id)).length;
    expect((await addItems(a.id, [one.id])).statusCode).toBe(200);
    expect((await activityOf(t, one.id)).length).toBe(activities);
  });

  it('refuses archived, draft, deleted and unknown items as a whole, changing nothing', async () => {
    const m = await seedModule(t, here);
    const ok = await seedWorkItem(t, here);
    const archived = await seedWorkItem(t, here);
    const draft = await seedWorkItem(t, here);
    const deleted = await seedWorkItem(t, here);
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [archived.id]);
    await t.query('UPDATE work_items SET is_draft = true WHERE id = $1', [draft.id]);
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [deleted.id]);
    const before = await snapshotModules(t, w.workspaceId);
    for (const bad of [archived.id, draft.id, deleted.id, randomUUID()]) {
      const res = await addItems(m.id, [ok.id, bad]);
      expect([res.statusCode, res.json().error_code]).toEqual([400, 'ITEMS_OF_OTHER_PROJECT']);
    }
    expect((await addItems(m.id, [])).statusCode).toBe(400);
    expect(await snapshotModules(t, w.workspaceId)).toEqual(before);
  });
});

describe('GET modules/{id}/issues/', () => {
  it("answers the module's live items like the project list (flat and grouped); guests see what the project list shows them", async () => {
    const m = await seedModule(t, here);
    const started = await seedItemIn(t, here, [m.id], 'Started');
    await t.query('UPDATE work_items SET state_id = $1 WHERE id = $2', [w.project.extraStateId, started.id]);
    const plain = await seedItemIn(t, here, [m.id], 'Plain');
    await seedWorkItem(t, here);
    const archived = await seedItemIn(t, here, [m.id]);
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [archived.id]);
    const flat = await listIds(m.id);
    expect(flat.results.map((i: { id: string }) => i.id).sort()).toEqual([started.id, plain.id].sort());
    expect(flat.total_count).toBe(2);
    const grouped = await listIds(m.id, '?group_by=state');
    expect(grouped.results[w.project.extraStateId].results.map((i: { id: string }) => i.id)).toEqual([started.id]);
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    try {
      const own = await seedItemIn(t, { ...here, createdBy: cast.projGuest.id }, [m.id]);
      expect((await listIds(m.id, '', cast.projGuest.agent)).results.map((i: { id: string }) => i.id)).toEqual([own.id]);
    } finally {
      await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    }
    expect((await member().get(`${apiPaths.moduleIssues(w.slug, w.project.id, m.id)}?order_by=password`)).statusCode).toBe(400);
  });
});

describe('DELETE modules/{id}/issues/{issueId}/', () => {
  it('takes the item out (204) and answers 404 when it is not in the module', async () => {
    const a = await seedModule(t, here, { name: 'A' });
    const b = await seedModule(t, here, { name: 'B' });
    const item = await seedItemIn(t, here, [a.id, b.id]);
    expect((await member().delete(apiPaths.moduleIssue(w.slug, w.project.id, a.id, item.id))).statusCode).toBe(204);
    expect(await moduleIdsOfItem(t, item.id)).toEqual([b.id]);
    expect((await activityOf(t, item.id)).at(-1)).toMatchObject({ field: 'module', old_value: 'A', new_value: null });
    const again = await member().delete(apiPaths.moduleIssue(w.slug, w.project.id, a.id, item.id));
    expect([again.statusCode, again.json().error]).toEqual([404, 'This work item is not in the module']);
    expect((await member().delete(apiPaths.moduleIssue(w.slug, w.project.id, a.id, randomUUID()))).statusCode).toBe(404);
  });
});

describe('POST issues/{id}/modules/', () => {
  it('adds and removes modules from the item side (an item in several modules) and answers the item', async () => {
    const [a, b, c] = [await seedModule(t, here), await seedModule(t, here), await seedModule(t, here)];
    const item = await seedItemIn(t, here, [a.id]);
    const res = await itemSide(item.id, { modules: [b.id, c.id] });
    expect(res.statusCode).toBe(200);
    expect([...workItemSchema.parse(res.json()).module_ids].sort()).toEqual([a.id, b.id, c.id].sort());
    // Module side and item side meet: the module lists show the item in each.
    for (const m of [a, b, c]) expect((await listIds(m.id)).results.map((i: { id: string }) => i.id)).toEqual([item.id]);
    const removed = await itemSide(item.id, { removed_modules: [a.id, c.id] });
    expect(removed.json().module_ids).toEqual([b.id]);
    // An id in both lists stays; leaving a module the item is not in changes nothing.
    expect((await itemSide(item.id, { modules: [a.id], removed_modules: [a.id, c.id] })).json().module_ids.sort()).toEqual([a.id, b.id].sort());
    const events = (await workItemEvents(item.id)).length;
    expect((await itemSide(item.id, { removed_modules: [c.id] })).statusCode).toBe(200);
    expect((await workItemEvents(item.id)).length).toBe(events);
  });

  it('may leave an archived module but not join one; unknown items are 404', async () => {
    const old = await seedModule(t, here, { archived_at: t.deps.now() });
    const item = await seedItemIn(t, here, [old.id]);
    const fresh = await seedWorkItem(t, here);
    const join = await itemSide(fresh.id, { modules: [old.id] });
    expect([join.statusCode, join.json().error_code]).toEqual([400, 'MODULE_ARCHIVED']);
    expect(await moduleIdsOfItem(t, fresh.id)).toEqual([]);
    expect((await itemSide(item.id, { removed_modules: [old.id] })).json().module_ids).toEqual([]);
    expect((await itemSide(randomUUID(), { modules: [] })).statusCode).toBe(404);
    expect((await itemSide(item.id, { modules: ['not-a-uuid'] })).statusCode).toBe(400);
  });
});
