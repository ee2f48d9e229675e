import { analyticsChartSchema, apiPaths, type AnalyticsChart } from '@cairn/types';
import { createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { D, NOW, seedAnalyticsWorld, type AnalyticsWorld } from './analytics.test-support';

// The custom chart on the fixed dataset (analytics.test-support.ts). last_30_days (the default) holds the items
// created from D-29: B C D F G K L N (A and E are older).

let t: TestApp;
let a: AnalyticsWorld;
let mia: Agent;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedAnalyticsWorld(t);
  mia = a.cast.projMember.agent;
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.clock.set(NOW));

async function chart(qs: string, agent: Agent = mia): Promise<AnalyticsChart> {
  const res = await agent.get(`${apiPaths.analyticsChart(a.w.slug)}?${qs}`);
  expect(res.statusCode).toBe(200);
  return analyticsChartSchema.parse(res.json());
}

/** key → value of the rows, in the answer's order. */
const values = (c: AnalyticsChart) => c.rows.map((r) => [r.key, r.value]);

it('counts by state group in the groups order', async () => {
  const c = await chart('x_axis=state_group');
  expect(c).toMatchObject({ x_axis: 'state_group', y_axis: 'work_item_count', segment: null, duration: 'last_30_days', segments: [], total: 8 });
  expect(values(c)).toEqual([['backlog', 1], ['unstarted', 1], ['started', 3], ['completed', 2], ['cancelled', 1]]); // K; D; C G N; B L; F
  expect(c.rows[0]).toEqual({ key: 'backlog', name: 'backlog', color: null, value: 1 });
});

it('segments state groups by priority (urgent … none)', async () => {
  const c = await chart('x_axis=state_group&segment=priority');
  expect(c.segments.map((s) => s.key)).toEqual(['urgent', 'high', 'medium', 'low', 'none']);
  expect(c.rows.map((r) => [r.key, r.value, r.values])).toEqual([
    ['backlog', 1, { low: 1 }], // K
    ['unstarted', 1, { low: 1 }], // D
    ['started', 3, { medium: 1, high: 1, none: 1 }], // C G N
    ['completed', 2, { high: 1, medium: 1 }], // B L
    ['cancelled', 1, { urgent: 1 }], // F
  ]);
});

it('counts an item once per label, none last, and sums numeric points only', async () => {
  const count = await chart('x_axis=label');
  expect(count.rows).toEqual([
    { key: a.labels.area, name: 'Area', color: '#ff0000', value: 2 }, // B G
    { key: a.labels.frontend, name: 'Frontend', color: '#00ff00', value: 2 }, // B D
    { key: 'none', name: '', color: null, value: 5 }, // C F K L N
  ]);
  expect(count.total).toBe(8);
  const points = await chart('x_axis=label&y_axis=estimate_points');
  expect(values(points)).toEqual([[a.labels.area, 2], [a.labels.frontend, 1], ['none', 5]]); // B1+G1; B1+D0; C2+F1+K0+L2+N0 ("3" is a category)
  expect(points.total).toBe(7); // B1 C2 F1 G1 L2, each item once
});

it('counts by assignee, cycle, module and project', async () => {
  const m = a.cast.projMember.id;
  const al = a.cast.projAdmin.id;
  expect((await chart('x_axis=assignee')).rows.map((r) => [r.key, r.name, r.value])).toEqual([[al, 'Alex', 2], [m, 'Mia', 2], ['none', '', 5]]); // B C; B L
  expect((await chart('x_axis=cycle')).rows.map((r) => [r.key, r.name, r.value])).toEqual([[a.cycleId, 'C1', 1], ['none', '', 7]]); // B (A is older)
  expect((await chart('x_axis=module')).rows.map((r) => [r.key, r.name, r.value])).toEqual([[a.modules.m1, 'M1', 1], [a.modules.m2, 'M2', 1], ['none', '', 6]]); // C; L
  expect(values(await chart('x_axis=project'))).toEqual([[a.P.id, 6], [a.Q.id, 2]]);
  expect(values(await chart('x_axis=project&y_axis=estimate_points'))).toEqual([[a.P.id, 5], [a.Q.id, 2]]);
});

it('orders states by group then sequence', async () => {
  const c = await chart('x_axis=state&project_ids=' + a.P.id);
  expect(c.rows.map((r) => [r.name, r.value])).toEqual([['Backlog', 1], ['Todo', 1], ['In Progress', 1], ['Review', 1], ['Done', 1], ['Cancelled', 1]]);
  expect(c.rows.every((r) => typeof r.color === 'string')).toBe(true);
});

it('draws every day of a date axis, with segments', async () => {
  const created = await chart('x_axis=created_date&duration=last_7_days&segment=project');
  expect(created.rows.map((r) => [r.key, r.value])).toEqual([[D(-6), 1], [D(-5), 1], [D(-4), 0], [D(-3), 1], [D(-2), 1], [D(-1), 1], [D(0), 1]]);
  expect(created.rows[6].values).toEqual({ [a.Q.id]: 1 }); // N
  expect(created.rows[2].values).toEqual({});
  expect(created.segments.map((s) => s.key)).toEqual([a.P.id, a.Q.id]);
  expect(created.total).toBe(6);
  const done = await chart('x_axis=completed_date&duration=last_7_days');
  expect(done.rows.filter((r) => r.value > 0).map((r) => [r.key, r.value])).toEqual([[D(-2), 1], [D(-1), 1]]); // A (created D-40) and B
  expect(done.rows).toHaveLength(7);
  expect(done.total).toBe(2);
});

it("shows a guest only their own items and an empty chart to a member without projects", async () => {
  expect(values(await chart('x_axis=project', a.cast.projGuest.agent))).toEqual([[a.P.id, 1], [a.Q.id, 1]]); // G, N
  const none = await chart('x_axis=label', a.cast.wsMemberOut.agent);
  expect(none.rows).toEqual([]);
  expect(none.total).toBe(0);
});
