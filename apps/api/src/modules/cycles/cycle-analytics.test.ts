import { apiPaths, cycleProgressSchema, listUserPropertiesSchema, planningAnalyticsSchema, planningCountsSchema } from '@cairn/types';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { day, seedCycle, statesByGroup } from './cycles.test-support';

// Burndown and distribution of a small fixed dataset, every number worked out by hand (rule: planning-stats.repository.ts).

let t: TestApp;
let cast: Cast;
let w: World;
let cycleId: string;
let D: string[];

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  // A five-day cycle D0..D4 whose third day is today.
  D = [-2, -1, 0, 1, 2].map((n) => day(n));
  cycleId = (await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id, start: D[0], end: D[4] })).id;
  const states = await statesByGroup(t, w.project.id);
  await t.query('INSERT INTO estimate_points (workspace_id, project_id, estimate_id, key, value) VALUES ($1, $2, $3, 2, $4)', [w.workspaceId, w.project.id, w.project.estimateId, 'XL']);
  const points = Object.fromEntries((await t.query<{ id: string; value: string }>('SELECT id, value FROM estimate_points WHERE project_id = $1', [w.project.id])).map((r) => [r.value, r.id]));
  const M = cast.projMember.id;
  const A = cast.projAdmin.id;
  const at = (d: string) => new Date(`${d}T10:00:00Z`);
  const items: Array<{ group: string; point?: string; done?: string; assignees?: string[]; labels?: string[]; archived?: boolean }> = [
    { group: 'completed', point: '2', done: D[0], assignees: [M], labels: [w.project.labelId] }, // A
    { group: 'completed', point: '1', done: D[2], assignees: [M, A] }, // B
    { group: 'started', point: '2', assignees: [A], labels: [w.project.labelId, w.project.childLabelId] }, // C
    { group: 'cancelled', point: '1', assignees: [M] }, // D: out of the scope
    { group: 'backlog' }, // E: no estimate
    { group: 'completed', point: 'XL', done: D[1] }, // F: not a number → 0 points
    { group: 'completed', point: '2', done: D[3], archived: true }, // G: archived → not counted
    { group: 'completed', point: '1', done: day(-3), assignees: [M] }, // H: done before the start
  ];
  for (const i of items) {
    await insertSeedWorkItem(
      t.db,
      {
        workspace_id: w.workspaceId, project_id: w.project.id, name: 'x', created_by: M, cycle_id: cycleId, state_id: states[i.group],
        estimate_point: i.point ? points[i.point] : null, completed_at: i.done ? at(i.done) : null, archived_at: i.archived ? new Date() : null,
      },
      { assigneeIds: i.assignees, labelIds: i.labels },
    );
  }
  // An item of another cycle and a draft of this one change nothing.
  const other = await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: M });
  await insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.project.id, name: 'y', created_by: M, cycle_id: other.id, state_id: states.completed, completed_at: at(D[0]) });
  await insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.project.id, name: 'z', created_by: M, cycle_id: cycleId, is_draft: true, state_id: states.started });
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date(`${day(0)}T12:00:00Z`));
});
afterEach(() => {
  t.clock.reset();
});

const chart = (ideal: number[], actual: Array<number | null>) => D.map((date, i) => ({ date, ideal: ideal[i], actual: actual[i] }));

const expectedPoints = () => ({
  type: 'points',
  total: 6, // A2 + B1 + C2 + E0 + F0 + H1 (D cancelled, G archived)
  completed: 4, // A2 + B1 + F0 + H1
  completion_chart: chart([6, 4.5, 3, 1.5, 0], [3, 3, 2, null, null]), // D0: A, H done; D1: + F (0); D2: + B
  state_groups: { backlog: 0, unstarted: 0, started: 2, completed: 4, cancelled: 1 },
  assignees: [{ id: cast.projMember.id, total: 4, completed: 4 }, { id: cast.projAdmin.id, total: 3, completed: 1 }, { id: null, total: 0, completed: 0 }],
  labels: [{ id: w.project.labelId, total: 4, completed: 2 }, { id: w.project.childLabelId, total: 2, completed: 0 }, { id: null, total: 2, completed: 2 }],
});
const expectedIssues = () => ({
  type: 'issues',
  total: 6,
  completed: 4,
  completion_chart: chart([6, 4.5, 3, 1.5, 0], [4, 3, 2, null, null]),
  state_groups: { backlog: 1, unstarted: 0, started: 1, completed: 4, cancelled: 1 },
  assignees: [{ id: cast.projMember.id, total: 3, completed: 3 }, { id: cast.projAdmin.id, total: 2, completed: 1 }, { id: null, total: 2, completed: 1 }],
  labels: [{ id: w.project.labelId, total: 2, completed: 1 }, { id: w.project.childLabelId, total: 1, completed: 0 }, { id: null, total: 4, completed: 3 }],
});

describe('cycle analytics', () => {
  it('analytics/ in points (the default) and in work items', async () => {
    const url = apiPaths.cycleAnalytics(w.slug, w.project.id, cycleId);
    const points = (await cast.projGuest.agent.get(url)).json();
    expect(planningAnalyticsSchema.strict().parse(points)).toEqual(expectedPoints());
    expect((await cast.projGuest.agent.get(`${url}?type=points`)).json()).toEqual(expectedPoints());
    expect((await cast.projGuest.agent.get(`${url}?type=issues`)).json()).toEqual(expectedIssues());
    expect((await cast.projGuest.agent.get(`${url}?type=hours`)).statusCode).toBe(400);
  });

  it('cycle-progress/ answers both at once; progress/ and the cycle answer the counts of live items', async () => {
    const both = (await cast.projMember.agent.get(apiPaths.cycleCycleProgress(w.slug, w.project.id, cycleId))).json();
    expect(cycleProgressSchema.parse(both)).toEqual({ points: expectedPoints(), issues: expectedIssues() });
    const counts = {
      total_issues: 7, backlog_issues: 1, unstarted_issues: 0, started_issues: 1, completed_issues: 4, cancelled_issues: 1,
      total_estimate_points: 7, backlog_estimate_points: 0, unstarted_estimate_points: 0, started_estimate_points: 2, completed_estimate_points: 4, cancelled_estimate_points: 1,
    };
    expect(planningCountsSchema.strict().parse((await cast.projMember.agent.get(apiPaths.cycleProgress(w.slug, w.project.id, cycleId))).json())).toEqual(counts);
    expect((await cast.projMember.agent.get(apiPaths.cycle(w.slug, w.project.id, cycleId))).json()).toMatchObject({ ...counts, status: 'current' });
  });

  it('the actual line stops at today, and a cycle without dates has no chart', async () => {
    t.clock.set(new Date(`${D[4]}T23:00:00Z`));
    const late = (await cast.projMember.agent.get(`${apiPaths.cycleAnalytics(w.slug, w.project.id, cycleId)}?type=issues`)).json();
    expect(late.completion_chart.map((p: { actual: number | null }) => p.actual)).toEqual([4, 3, 2, 2, 2]);
    const draft = await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id });
    const empty = (await cast.projMember.agent.get(apiPaths.cycleAnalytics(w.slug, w.project.id, draft.id))).json();
    expect(empty).toMatchObject({ total: 0, completed: 0, completion_chart: [], assignees: [], labels: [] });
    const oneDay = await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id, start: '2031-01-01', end: '2031-01-01' });
    expect((await cast.projMember.agent.get(apiPaths.cycleAnalytics(w.slug, w.project.id, oneDay.id))).json().completion_chart).toEqual([{ date: '2031-01-01', ideal: 0, actual: null }]);
  });
});

describe('cycles/{id}/user-properties/', () => {
  it('answers defaults (layout list), merges each part key by key per user and per cycle', async () => {
    const url = apiPaths.cycleUserProperties(w.slug, w.project.id, cycleId);
    const first = listUserPropertiesSchema.strict().parse((await cast.projGuest.agent.get(url)).json());
    expect(first).toMatchObject({ filters: {}, display_filters: { layout: 'list', group_by: null }, display_properties: { key: true } });
    expect(first.sub_issue_display_properties).toBeUndefined();
    await cast.projGuest.agent.patch(url, { filters: { priority: ['urgent'] }, display_filters: { layout: 'kanban', group_by: 'state' } });
    const merged = (await cast.projGuest.agent.patch(url, { filters: { labels: [w.project.labelId] }, display_properties: { key: false } })).json();
    expect(merged).toMatchObject({ filters: { priority: ['urgent'], labels: [w.project.labelId] }, display_filters: { layout: 'kanban', group_by: 'state' }, display_properties: { key: false, state: true } });
    expect((await cast.projMember.agent.get(url)).json().display_filters.layout).toBe('list');
    expect((await cast.projGuest.agent.patch(url, { display_filters: { layout: 'cards' } })).statusCode).toBe(400);
  });
});
