import { createTestApp, type TestApp } from '../../../test/test-app';
import { CURRENT, cycleOf, day, PAST, seedCycle, type SeedCycleInput } from '../../cycles/cycles.test-support';
import { resetV1RateLimits } from '../v1.test-support';
import { loadV1Cycle } from './cycles.v1.presenter';
import { call, planningSnapshot, projectUrl, seedForeignItem, seedItem, seedPlanningWorld, type PlanningWorld } from './planning.v1.test-support';

// Public API v1 cycles: shapes, the app's rules, foreign ids and bad input. Roles in planning-roles.v1.test.ts.

let t: TestApp;
let w: PlanningWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedPlanningWorld(t);
}, 60_000);
beforeEach(async () => {
  await resetV1RateLimits(t);
});
afterAll(async () => {
  await t.close();
});

const cycle = (extra: Partial<SeedCycleInput> = {}) => seedCycle(t, { workspaceId: w.ctx.workspaceId, projectId: w.ctx.project.id, createdBy: w.ctx.userId, ...extra });
const url = (rest = '') => `${projectUrl(w)}/${rest}`;

describe('v1 cycles CRUD', () => {
  it('creates, reads, lists, updates and deletes a cycle in the seed shape', async () => {
    const created = await call(t, w.ctx, 'POST', url('cycles/'), {
      name: 'Sprint 1',
      description: 'First',
      start_date: '2040-01-01',
      end_date: '2040-01-14T00:00:00Z',
      owned_by: w.member.userId,
      project_id: w.ctx.project.id,
      timezone: 'UTC',
      external_id: 'x-1',
      unknown_key: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      name: 'Sprint 1',
      description: 'First',
      start_date: '2040-01-01',
      end_date: '2040-01-14',
      owned_by: w.member.userId,
      project: w.ctx.project.id,
      workspace: w.ctx.workspaceId,
      created_by: w.ctx.userId,
      total_issues: 0,
      archived_at: null,
    });
    expect(c).not.toHaveProperty('unknown_key');
    expect(c).not.toHaveProperty('project_id');

    const read = await call(t, w.ctx, 'GET', url(`cycles/${c.id}/?fields=name,end_date`));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id: c.id, name: 'Sprint 1', end_date: '2040-01-14' });

    const list = await call(t, w.ctx, 'GET', url('cycles/?per_page=1'));
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ count: 1, next_cursor: '1:1:0', prev_page_results: false });
    expect(page.total_results).toBeGreaterThanOrEqual(1);

    const patched = await call(t, w.ctx, 'PATCH', url(`cycles/${c.id}/`), { name: 'Sprint one', description: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: c.id, name: 'Sprint one', description: '', start_date: '2040-01-01' });

    expect((await call(t, w.ctx, 'DELETE', url(`cycles/${c.id}/`))).statusCode).toBe(204);
    expect((await call(t, w.ctx, 'GET', url(`cycles/${c.id}/`))).statusCode).toBe(404);
  });

  it('filters by cycle_view and lists the lite shape by status', async () => {
    const past = await cycle(PAST);
    const draft = await cycle();
    const completed = (await call(t, w.ctx, 'GET', url('cycles/?cycle_view=completed'))).json();
    expect(completed.results.map((r: { id: string }) => r.id)).toContain(past.id);
    expect(completed.results.map((r: { id: string }) => r.id)).not.toContain(draft.id);
    const incomplete = (await call(t, w.ctx, 'GET', url('cycles/?cycle_view=incomplete'))).json();
    expect(incomplete.results.map((r: { id: string }) => r.id)).toContain(draft.id);
    expect(incomplete.results.map((r: { id: string }) => r.id)).not.toContain(past.id);

    const lite = await call(t, w.ctx, 'GET', url('cycles-lite/?status=draft'));
    expect(lite.statusCode).toBe(200);
    const row = lite.json().results.find((r: { id: string }) => r.id === draft.id);
    expect(row).toEqual(expect.objectContaining({ id: draft.id, name: draft.name, status: 'draft' }));
    expect(row).not.toHaveProperty('total_issues');
    expect(lite.json().results.map((r: { id: string }) => r.id)).not.toContain(past.id);
  });

  it('applies the app rules: overlapping dates, one date only, start after end → 400', async () => {
    const base = { start_date: day(200), end_date: day(210) };
    expect((await call(t, w.ctx, 'POST', url('cycles/'), { name: 'A', ...base })).statusCode).toBe(201);
    const overlap = await call(t, w.ctx, 'POST', url('cycles/'), { name: 'B', start_date: day(205), end_date: day(215) });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error_code).toBe('CYCLE_DATES_OVERLAP');
    expect((await call(t, w.ctx, 'POST', url('cycles/'), { name: 'C', start_date: day(300) })).statusCode).toBe(400);
    expect((await call(t, w.ctx, 'POST', url('cycles/'), { name: 'D', start_date: day(310), end_date: day(305) })).statusCode).toBe(400);
  });

  it('answers the cycles-off rule of the app when the project has cycles turned off', async () => {
    await t.query('UPDATE projects SET cycle_view = false WHERE id = $1', [w.otherProjectId]);
    const res = await call(t, w.ctx, 'POST', `${projectUrl(w, w.otherProjectId)}/cycles/`, { name: 'Off' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('CYCLES_OFF');
    await t.query('UPDATE projects SET cycle_view = true WHERE id = $1', [w.otherProjectId]);
  });
});

describe('v1 cycle archive', () => {
  it('archives a completed cycle (204), lists it as archived and unarchives it (204)', async () => {
    const past = await cycle(PAST);
    // As the SDK sends it: a JSON content type and an empty body.
    const res = await t.app.inject({ method: 'POST', url: url(`cycles/${past.id}/archive/`), headers: { ...w.ctx.headers, 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(204);
    const archived = (await call(t, w.ctx, 'GET', url('archived-cycles/'))).json();
    expect(archived.results.map((r: { id: string }) => r.id)).toContain(past.id);
    expect(archived.results.find((r: { id: string }) => r.id === past.id).archived_at).toEqual(expect.any(String));
    expect((await call(t, w.ctx, 'GET', url('cycles/'))).json().results.map((r: { id: string }) => r.id)).not.toContain(past.id);
    expect((await call(t, w.ctx, 'DELETE', url(`archived-cycles/${past.id}/unarchive/`))).statusCode).toBe(204);
    expect((await call(t, w.ctx, 'GET', url(`cycles/${past.id}/`))).json().archived_at).toBeNull();
  });

  it('refuses to archive a cycle that is not completed (400) and to unarchive one that is not archived (400)', async () => {
    const current = await cycle(CURRENT);
    const res = await call(t, w.ctx, 'POST', url(`cycles/${current.id}/archive/`));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('CYCLE_NOT_COMPLETED');
    expect((await call(t, w.ctx, 'DELETE', url(`archived-cycles/${current.id}/unarchive/`))).statusCode).toBe(400);
  });
});

describe('v1 cycle items and transfer', () => {
  it('adds work items (201, the seed CycleWorkItem shape), removes one (204)', async () => {
    const c = await cycle();
    const [a, b] = [await seedItem(t, w), await seedItem(t, w)];
    const res = await call(t, w.ctx, 'POST', url(`cycles/${c.id}/cycle-issues/`), { issues: [a.id, b.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      expect.objectContaining({ issue: a.id, cycle: c.id, project: w.ctx.project.id, workspace: w.ctx.workspaceId }),
      expect.objectContaining({ issue: b.id, cycle: c.id }),
    ]);
    expect(await cycleOf(t, [a.id, b.id])).toEqual({ [a.id]: c.id, [b.id]: c.id });
    expect((await call(t, w.ctx, 'DELETE', url(`cycles/${c.id}/cycle-issues/${a.id}/`))).statusCode).toBe(204);
    expect(await cycleOf(t, [a.id, b.id])).toEqual({ [a.id]: null, [b.id]: c.id });
    expect((await call(t, w.ctx, 'DELETE', url(`cycles/${c.id}/cycle-issues/${a.id}/`))).statusCode).toBe(404);
  });

  it('refuses the whole add when one work item belongs to another project or workspace; nothing changes', async () => {
    const c = await cycle();
    const mine = await seedItem(t, w);
    const otherProject = await seedItem(t, w, w.otherProjectId);
    const before = await planningSnapshot(t, w.ctx.workspaceId);
    const res = await call(t, w.ctx, 'POST', url(`cycles/${c.id}/cycle-issues/`), { issues: [mine.id, otherProject.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('ITEMS_OF_OTHER_PROJECT');
    const foreignItem = await seedForeignItem(t, w);
    expect((await call(t, w.ctx, 'POST', url(`cycles/${c.id}/cycle-issues/`), { issues: [foreignItem.id] })).statusCode).toBe(400);
    expect(await planningSnapshot(t, w.ctx.workspaceId)).toBe(before);
  });

  it('transfers the unfinished items of a completed cycle, and refuses a cycle that is not completed', async () => {
    const from = await cycle(PAST);
    const to = await cycle({ start: day(400), end: day(410) });
    const item = await seedItem(t, w);
    await t.query('UPDATE work_items SET cycle_id = $1 WHERE id = $2', [from.id, item.id]);
    const res = await call(t, w.ctx, 'POST', url(`cycles/${from.id}/transfer-issues/`), { new_cycle_id: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success', moved: 1 });
    expect(await cycleOf(t, [item.id])).toEqual({ [item.id]: to.id });
    expect((await call(t, w.ctx, 'POST', url(`cycles/${to.id}/transfer-issues/`), { new_cycle_id: from.id })).statusCode).toBe(400);
  });
});

describe('v1 cycles: foreign ids and bad input', () => {
  it('answers 404 for a cycle of another workspace or project and changes nothing', async () => {
    const theirs = await seedCycle(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: w.foreign.userId });
    const otherProject = await seedCycle(t, { workspaceId: w.ctx.workspaceId, projectId: w.otherProjectId, createdBy: w.ctx.userId });
    const before = await planningSnapshot(t, w.foreign.workspaceId);
    for (const id of [theirs.id, otherProject.id]) {
      expect((await call(t, w.ctx, 'GET', url(`cycles/${id}/`))).statusCode).toBe(404);
      expect((await call(t, w.ctx, 'PATCH', url(`cycles/${id}/`), { name: 'x' })).statusCode).toBe(404);
      expect((await call(t, w.ctx, 'DELETE', url(`cycles/${id}/`))).statusCode).toBe(404);
      expect((await call(t, w.ctx, 'POST', url(`cycles/${id}/archive/`))).statusCode).toBe(404);
    }
    expect((await call(t, w.ctx, 'GET', `${w.ctx.base}/projects/${w.foreign.project.id}/cycles/`)).statusCode).toBe(404);
    expect(await planningSnapshot(t, w.foreign.workspaceId)).toBe(before);
  });

  it('refuses bad input with 400 and the error body', async () => {
    const c = await cycle();
    const cases: Array<[string, string, unknown]> = [
      ['POST', 'cycles/', {}],
      ['POST', 'cycles/', { name: '' }],
      ['POST', 'cycles/', { name: 'a\u0000b' }],
      ['POST', 'cycles/', { name: 'x'.repeat(100_000) }],
      ['POST', 'cycles/', { name: 'A', start_date: '2040-13-45', end_date: '2040-01-01' }],
      ['POST', 'cycles/', { name: 'A', owned_by: 'not-a-uuid' }],
      ['PATCH', `cycles/${c.id}/`, { start_date: 12 }],
      ['POST', `cycles/${c.id}/cycle-issues/`, { issues: [] }],
      ['POST', `cycles/${c.id}/cycle-issues/`, { issues: ['nope'] }],
      ['POST', `cycles/${c.id}/transfer-issues/`, {}],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(t, w.ctx, method as 'POST', url(path), body);
      expect({ path, body: JSON.stringify(body).slice(0, 60), status: res.statusCode }).toEqual({ path, body: JSON.stringify(body).slice(0, 60), status: 400 });
      expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), error_code: expect.any(String) }));
    }
    expect((await call(t, w.ctx, 'GET', url('cycles/not-a-uuid/'))).statusCode).toBe(400);
    expect((await call(t, w.ctx, 'GET', url('cycles/?cursor=bad'))).statusCode).toBe(400);
    expect((await call(t, w.ctx, 'GET', url('cycles/?cycle_view=weird'))).statusCode).toBe(400);
    const json = { ...w.ctx.headers, 'content-type': 'application/json' };
    const empty = await t.app.inject({ method: 'POST', url: url('cycles/'), headers: json, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toHaveProperty('name');
    expect((await t.app.inject({ method: 'POST', url: url('cycles/'), headers: json, payload: '{"name":' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: url('cycles/'), headers: json, payload: '{"__proto__":{"x":1},"name":"p"}' })).statusCode).toBe(400);
  });
});

describe('loadV1Cycle', () => {
  it('loads a cycle of the workspace in the v1 shape, and nothing across workspaces', async () => {
    const c = await cycle(PAST);
    expect(await loadV1Cycle(t.db, w.ctx.workspaceId, c.id)).toMatchObject({ id: c.id, project: w.ctx.project.id, owned_by: w.ctx.userId });
    expect(await loadV1Cycle(t.db, w.foreign.workspaceId, c.id)).toBeNull();
  });
});
