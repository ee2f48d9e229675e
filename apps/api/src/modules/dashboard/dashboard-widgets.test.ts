import { apiPaths, recentActivityWidgetSchema, yourWorkWidgetSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedWorkItem } from '../comments/work-items.test-support';
import type { Actor } from '../workspaces/workspaces.test-support';
import { homeActors, seedHomeWorld, type HomeActors, type HomeWorld } from './home.test-support';

// The data widgets: your_work counts and items (controlled clock) and recent_activity.

let t: TestApp;
let a: HomeActors;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await homeActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(new Date('2025-05-01T09:00:00Z'));
  w = await seedHomeWorld(t, a);
});

interface ItemSpec {
  name: string;
  by?: Actor;
  assignees?: Actor[];
  target?: string;
  group?: string;
  archived?: boolean;
  deleted?: boolean;
  intake?: boolean;
}

async function item(spec: ItemSpec): Promise<string> {
  const row = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: (spec.by ?? a.admin).id, name: spec.name });
  const [state] = await t.query<{ id: string }>('SELECT id FROM states WHERE project_id = $1 AND "group" = $2 ORDER BY sequence LIMIT 1', [w.project.id, spec.group ?? 'backlog']);
  await t.query(
    `UPDATE work_items SET state_id = $2, target_date = $3, archived_at = CASE WHEN $4 THEN now() END, deleted_at = CASE WHEN $5 THEN now() END, is_intake = $6 WHERE id = $1`,
    [row.id, state.id, spec.target ?? null, spec.archived ?? false, spec.deleted ?? false, spec.intake ?? false],
  );
  for (const assignee of spec.assignees ?? []) {
    await t.query('INSERT INTO work_item_assignees (workspace_id, project_id, work_item_id, assignee_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, w.project.id, row.id, assignee.id]);
  }
  return row.id;
}

async function widgetData(actor: Actor, key: string, tab?: string) {
  const { dashboard } = (await actor.agent.get(`${apiPaths.dashboard(w.slug)}?dashboard_type=home`)).json();
  const res = await actor.agent.get(`${apiPaths.dashboardWidgetData(w.slug, dashboard.id)}?widget_key=${key}${tab ? `&tab=${tab}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('your_work', () => {
  it('counts assigned, due soon, overdue and created over live visible items (today 2025-05-01 UTC)', async () => {
    const me = a.member;
    await item({ name: 'soon', assignees: [me], target: '2025-05-03' });
    await item({ name: 'today', assignees: [me], target: '2025-05-01' });
    await item({ name: 'last soon day', assignees: [me], target: '2025-05-08' });
    await item({ name: 'later', assignees: [me], target: '2025-05-09' });
    await item({ name: 'late', assignees: [me], target: '2025-04-20' });
    await item({ name: 'late but done', assignees: [me], target: '2025-04-20', group: 'completed' });
    await item({ name: 'late but cancelled', assignees: [me], target: '2025-04-21', group: 'cancelled' });
    await item({ name: 'no date', assignees: [me] });
    await item({ name: 'mine', by: me });
    await item({ name: 'archived', assignees: [me], target: '2025-05-02', archived: true });
    await item({ name: 'deleted', assignees: [me], by: me, deleted: true });
    await item({ name: 'intake', assignees: [me], by: me, intake: true });
    await item({ name: 'someone else', assignees: [a.admin], target: '2025-05-02' });

    const data = yourWorkWidgetSchema.strict().parse(await widgetData(me, 'your_work'));
    expect({ assigned: data.assigned, due_soon: data.due_soon, overdue: data.overdue, created: data.created }).toEqual({ assigned: 8, due_soon: 3, overdue: 1, created: 1 });
    expect(data.tab).toBe('assigned');
    expect(data.items).toHaveLength(8);
    expect(data.items[0]).toMatchObject({ project_id: w.project.id, project_identifier: w.project.identifier, priority: 'none' });
    expect((await widgetData(me, 'your_work', 'due_soon')).items.map((i: { name: string }) => i.name)).toEqual(['today', 'soon', 'last soon day']);
    expect((await widgetData(me, 'your_work', 'overdue')).items.map((i: { name: string }) => i.name)).toEqual(['late']);
    // The stored tab is used when the request names none.
    await me.agent.patch(apiPaths.homePreference(w.slug, 'your_work'), { widget_filters: { tab: 'created' } });
    const created = await widgetData(me, 'your_work');
    expect(created.tab).toBe('created');
    expect(created.items.map((i: { name: string }) => i.name)).toEqual(['mine']);
    // The clock decides what is due and what is late.
    t.clock.set(new Date('2025-05-04T00:30:00Z'));
    expect(await widgetData(me, 'your_work')).toMatchObject({ due_soon: 2, overdue: 3 }); // due: 05-08, 05-09; late: 04-20, 05-01, 05-03
  });

  it('lists at most 10 items and follows the guest rule', async () => {
    for (let i = 0; i < 12; i += 1) await item({ name: `i${i}`, assignees: [a.member] });
    expect((await widgetData(a.member, 'your_work')).items).toHaveLength(10);
    expect((await widgetData(a.member, 'your_work')).assigned).toBe(12);
    await item({ name: 'hidden from guest', assignees: [a.guest], target: '2025-04-01' });
    await item({ name: 'guest own', by: a.guest, assignees: [a.guest], target: '2025-04-01' });
    expect(await widgetData(a.guest, 'your_work')).toMatchObject({ assigned: 1, overdue: 1, created: 1 });
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect(await widgetData(a.guest, 'your_work')).toMatchObject({ assigned: 2, overdue: 2, created: 1 });
    expect(await widgetData(a.memberOut, 'your_work')).toMatchObject({ assigned: 0, due_soon: 0, overdue: 0, created: 0, items: [] });
  });
});

describe('recent_activity', () => {
  it("answers the caller's latest activities with their items, newest first, leaving out deleted and hidden items", async () => {
    const one = await item({ name: 'First item' });
    const gone = await item({ name: 'Gone' });
    const act = (workItemId: string, actor: Actor, field: string, at: string) => t.query(
      'INSERT INTO work_item_activities (workspace_id, project_id, work_item_id, actor_id, verb, field, old_value, new_value, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [w.workspaceId, w.project.id, workItemId, actor.id, 'updated', field, 'a', 'b', `changed ${field}`, at],
    );
    await act(one, a.member, 'name', '2025-04-30T10:00:00Z');
    await act(one, a.member, 'priority', '2025-04-30T11:00:00Z');
    await act(gone, a.member, 'state', '2025-04-30T12:00:00Z');
    await act(one, a.admin, 'labels', '2025-04-30T13:00:00Z');
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [gone]);
    const data = recentActivityWidgetSchema.strict().parse(await widgetData(a.member, 'recent_activity'));
    expect(data.results.map((r) => r.field)).toEqual(['priority', 'name']);
    expect(data.results[0]).toMatchObject({
      verb: 'updated', old_value: 'a', new_value: 'b', comment: 'changed priority', created_at: '2025-04-30T11:00:00.000Z',
      work_item: { id: one, name: 'First item', project_identifier: w.project.identifier, project_id: w.project.id },
    });
    // The guest cannot see items they did not create (guest_view_all_features off): their activity on them is left out.
    await act(one, a.guest, 'comment', '2025-04-30T14:00:00Z');
    expect((await widgetData(a.guest, 'recent_activity')).results).toEqual([]);
  });
});
