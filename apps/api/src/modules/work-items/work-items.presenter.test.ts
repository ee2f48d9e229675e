import type { Db } from '../../data/db';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newWorkItemActors, seedWorkItemWorld, type WorkItemActors, type WorkItemWorld } from './work-items.test-support';
import { presentWorkItems } from './work-items.presenter';

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
  w = await seedWorkItemWorld(t, a);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A db handle that counts the queries started through it. */
function counting(db: Db): { h: Db; count: () => number } {
  let n = 0;
  const h = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['select', 'execute', 'insert', 'update', 'delete'].includes(String(prop))) n += 1;
        return (value as (...x: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { h, count: () => n };
}

describe('presentWorkItems', () => {
  it('loads a page in a fixed number of queries, whatever its size', async () => {
    const rows: WorkItemRow[] = [];
    for (let i = 0; i < 20; i += 1) {
      rows.push(await insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.project.id, name: `N${i}`, state_id: w.project.defaultStateId, parent_id: rows[0]?.id ?? null }, { labelIds: [w.project.labelId], assigneeIds: [a.member.id] }));
    }
    const one = counting(t.db);
    await presentWorkItems(one.h, w.workspaceId, rows.slice(0, 1), a.member.id);
    const many = counting(t.db);
    const page = await presentWorkItems(many.h, w.workspaceId, rows, a.member.id);
    expect(many.count()).toBe(one.count());
    expect(many.count()).toBeLessThanOrEqual(7);
    expect(page.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(page[0]).toMatchObject({ sub_issues_count: 19, label_ids: [w.project.labelId], assignee_ids: [a.member.id], state__group: 'backlog', is_subscribed: false });
    expect(page[1].sub_issues_count).toBe(0);
    expect(await presentWorkItems(many.h, w.workspaceId, [], a.member.id)).toEqual([]);
  });
});
