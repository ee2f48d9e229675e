import { apiPaths, planningAnalyticsSchema, planningCountsSchema } from '@cairn/types';
import type { ModuleRow } from '../../data/schema/planning.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedItemIn, seedModule, type SeedScope } from './modules.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let here: SeedScope;
let m: ModuleRow;

// A fixed dataset, counted by hand below. The module runs Mon 2025-03-03 → Fri 2025-03-07; today is Wed 2025-03-05.
//   I1  2 pts  completed 03-04  assignee member
//   I2  1 pt   completed 03-05 (today, before noon)
//   I3  2 pts  started          assignee admin
//   I4  1 pt   cancelled        (out of the burndown's scope)
//   I5  none   backlog
//   I6  2 pts  completed 03-01 (before the start: burnt from day one)
//   + an archived completed item (2 pts) and an item of no module: not counted.
beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  here = { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id };
  t.clock.set(new Date('2025-03-05T12:00:00Z'));
  m = await seedModule(t, here, { start_date: '2025-03-03', target_date: '2025-03-07' });
  const states = new Map((await t.query<{ group: string; id: string }>('SELECT "group", id FROM states WHERE project_id = $1', [w.project.id])).map((s) => [s.group, s.id]));
  const points = new Map((await t.query<{ value: string; id: string }>('SELECT value, id FROM estimate_points WHERE estimate_id = $1', [w.project.estimateId])).map((e) => [e.value, e.id]));
  const item = async (p: string | null, group: string, completedAt: string | null, assignee?: string, moduleIds = [m.id]) => {
    const row = await seedItemIn(t, here, moduleIds);
    if (assignee) expect((await cast.projMember.agent.patch(apiPaths.workItem(w.slug, w.project.id, row.id), { assignee_ids: [assignee] })).statusCode).toBe(200);
    await t.query('UPDATE work_items SET estimate_point = $1, state_id = $2, completed_at = $3 WHERE id = $4', [p ? points.get(p) : null, states.get(group), completedAt, row.id]);
    return row;
  };
  await item('2', 'completed', '2025-03-04T10:00:00Z', cast.projMember.id);
  await item('1', 'completed', '2025-03-05T09:00:00Z');
  await item('2', 'started', null, cast.projAdmin.id);
  await item('1', 'cancelled', null);
  await item(null, 'backlog', null);
  await item('2', 'completed', '2025-03-01T08:00:00Z');
  const archived = await item('2', 'completed', '2025-03-04T08:00:00Z');
  await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [archived.id]);
  await item('2', 'completed', '2025-03-04T08:00:00Z', undefined, []);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await cast.projGuest.agent.get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET modules/{id}/analytics/', () => {
  it('type points (the default): scope 7 points, 5 completed, burndown from start to target date', async () => {
    const body = planningAnalyticsSchema.parse(await get(apiPaths.moduleAnalytics(w.slug, w.project.id, m.id)));
    expect(body).toMatchObject({ type: 'points', total: 7, completed: 5 });
    expect(body.completion_chart).toEqual([
      { date: '2025-03-03', ideal: 7, actual: 5 },
      { date: '2025-03-04', ideal: 5.25, actual: 3 },
      { date: '2025-03-05', ideal: 3.5, actual: 2 },
      { date: '2025-03-06', ideal: 1.75, actual: null },
      { date: '2025-03-07', ideal: 0, actual: null },
    ]);
    expect(body.state_groups).toEqual({ backlog: 0, unstarted: 0, started: 2, completed: 5, cancelled: 1 });
    expect(body.assignees).toEqual([
      { id: cast.projMember.id, total: 2, completed: 2 },
      { id: cast.projAdmin.id, total: 2, completed: 0 },
      { id: null, total: 3, completed: 3 },
    ]);
  });

  it('type issues: 5 items in scope, 3 completed', async () => {
    const body = await get(`${apiPaths.moduleAnalytics(w.slug, w.project.id, m.id)}?type=issues`);
    expect(body).toMatchObject({ type: 'issues', total: 5, completed: 3 });
    expect(body.completion_chart.map((d: { ideal: number; actual: number | null }) => [d.ideal, d.actual])).toEqual([
      [5, 4],
      [3.75, 3],
      [2.5, 2],
      [1.25, null],
      [0, null],
    ]);
    expect(body.state_groups).toEqual({ backlog: 1, unstarted: 0, started: 1, completed: 3, cancelled: 1 });
    expect((await cast.projGuest.agent.get(`${apiPaths.moduleAnalytics(w.slug, w.project.id, m.id)}?type=hours`)).statusCode).toBe(400);
  });

  it('a module without both dates has an empty burndown but its totals', async () => {
    const undated = await seedModule(t, here, { start_date: '2025-03-03' });
    await seedItemIn(t, here, [undated.id]);
    const body = await get(`${apiPaths.moduleAnalytics(w.slug, w.project.id, undated.id)}?type=issues`);
    expect(body).toMatchObject({ total: 1, completed: 0, completion_chart: [] });
  });
});

describe('GET modules/{id}/progress/ and the counts on module answers', () => {
  it('counts live items by state group, in items and points (cancelled included)', async () => {
    const expected = {
      total_issues: 6,
      backlog_issues: 1,
      unstarted_issues: 0,
      started_issues: 1,
      completed_issues: 3,
      cancelled_issues: 1,
      total_estimate_points: 8,
      backlog_estimate_points: 0,
      unstarted_estimate_points: 0,
      started_estimate_points: 2,
      completed_estimate_points: 5,
      cancelled_estimate_points: 1,
    };
    expect(planningCountsSchema.strict().parse(await get(apiPaths.moduleProgress(w.slug, w.project.id, m.id)))).toEqual(expected);
    expect(await get(apiPaths.module(w.slug, w.project.id, m.id))).toMatchObject(expected);
    const listed = (await get(apiPaths.modules(w.slug, w.project.id))).find((x: { id: string }) => x.id === m.id);
    expect(listed).toMatchObject(expected);
  });
});
