import { apiPaths, type RemovedWorkItems, type WorkItem } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createItem, newWorkItemActors, seedWorkItemWorld, stateId, type WorkItemActors, type WorkItemWorld } from '../work-items/work-items.test-support';
import { syncAllPages } from './work-item-sync.test-support';

// What an incremental sync tells the cache, after changes made through the API: sync-removed-issues/ lists the items
// deleted, made drafts or made epics after `since` (and nothing else), while sync-issues/ with updated_at__gt brings
// the changed items that stay cacheable — archived ones included.

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const at = (ms: number) => new Date(T0 + ms).toISOString();
const item: Record<string, WorkItem> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
  w = await seedWorkItemWorld(t, a);
  t.clock.set(new Date(T0));
  const done = await stateId(t, w.project.id, 'Done');
  for (const name of ['toDelete', 'toDraft', 'toEpic', 'toArchive', 'renamed', 'untouched', 'deletedEarly']) item[name] = await createItem(a.member, w, { name, state_id: done });
  item.otherProject = await createItem(a.admin, w, { name: 'otherProject' }, 'issues', w.other.id);
  const path = (name: string, projectId = w.project.id) => apiPaths.workItem(w.slug, projectId, item[name].id);
  const ok = (status: number) => expect([200, 204]).toContain(status);

  ok((await a.member.agent.delete(path('deletedEarly'))).statusCode); // at T0: before every `since` below
  t.clock.set(new Date(T0 + 1000));
  ok((await a.member.agent.delete(path('toDelete'))).statusCode);
  t.clock.set(new Date(T0 + 2000));
  ok((await a.member.agent.patch(path('toDraft'), { is_draft: true })).statusCode);
  // No route makes an issue an epic (yet): the row changes as such a route would change it.
  await t.query('UPDATE work_items SET is_epic = true, updated_at = $2 WHERE id = $1', [item.toEpic.id, at(3000)]);
  t.clock.set(new Date(T0 + 4000));
  ok((await a.member.agent.post(apiPaths.workItemArchive(w.slug, w.project.id, item.toArchive.id))).statusCode);
  t.clock.set(new Date(T0 + 4001));
  ok((await a.member.agent.patch(path('renamed'), { name: 'renamed again' })).statusCode);
  ok((await a.admin.agent.delete(path('otherProject', w.other.id))).statusCode);
  t.clock.reset();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const removed = async (since: string, projectId = w.project.id, actor = a.member): Promise<RemovedWorkItems> => {
  const res = await actor.agent.get(`${apiPaths.removedWorkItemsSync(w.slug, projectId)}?since=${encodeURIComponent(since)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const nameOf = (id: string) => Object.keys(item).find((k) => item[k].id === id) ?? id;

describe('sync-removed-issues', () => {
  it('lists deleted, drafted and epic items changed after since, oldest first, with when', async () => {
    expect((await removed(at(500))).results).toEqual([
      { id: item.toDelete.id, removed_at: at(1000) },
      { id: item.toDraft.id, removed_at: at(2000) },
      { id: item.toEpic.id, removed_at: at(3000) },
    ]);
  });

  it('is strictly after since, in any offset', async () => {
    expect((await removed(at(1000))).results.map((r) => nameOf(r.id))).toEqual(['toDraft', 'toEpic']);
    expect((await removed(at(999))).results.map((r) => nameOf(r.id))).toEqual(['toDelete', 'toDraft', 'toEpic']);
    expect((await removed(at(3000))).results).toEqual([]);
    const plusTwo = new Date(T0 + 1000 + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect((await removed(plusTwo)).results.map((r) => nameOf(r.id))).toEqual(['toDraft', 'toEpic']);
  });

  it('includes items deleted before since only when since is earlier; never another project’s', async () => {
    expect((await removed(at(-1))).results.map((r) => nameOf(r.id))).toEqual(['deletedEarly', 'toDelete', 'toDraft', 'toEpic']);
    expect((await removed(at(-1), w.other.id, a.admin)).results.map((r) => nameOf(r.id))).toEqual(['otherProject']);
  });
});

describe('sync-issues after the same changes', () => {
  it('brings changed items that stay cacheable (archived included) and never the removed ones', async () => {
    const changed = (await syncAllPages(a.member.agent, w.slug, w.project.id, { updated_at__gt: at(500) })).flatMap((p) => p.results);
    expect(changed.map((i) => i.name)).toEqual(['toArchive', 'renamed again']);
    expect(changed[0].archived_at).toBe(at(4000));
    const everything = (await syncAllPages(a.member.agent, w.slug, w.project.id)).flatMap((p) => p.results);
    expect(everything.map((i) => i.name).sort()).toEqual(['renamed again', 'toArchive', 'untouched']);
  });
});
