import { createTestApp, type TestApp } from '../../../test/test-app';
import { moduleIdsOfItem, seedItemIn, seedModule } from '../../modules/modules.test-support';
import { resetV1RateLimits } from '../v1.test-support';
import { loadV1Module } from './modules.v1.presenter';
import { call, planningSnapshot, projectUrl, seedForeignItem, seedItem, seedPlanningWorld, type PlanningWorld } from './planning.v1.test-support';

// Public API v1 modules: shapes, the app's rules, foreign ids and bad input. Roles in planning-roles.v1.test.ts.

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

const scope = () => ({ workspaceId: w.ctx.workspaceId, projectId: w.ctx.project.id, createdBy: w.ctx.userId });
const url = (rest = '') => `${projectUrl(w)}/${rest}`;

describe('v1 modules CRUD', () => {
  it('creates, reads, lists, updates and deletes a module in the seed shape', async () => {
    const created = await call(t, w.ctx, 'POST', url('modules/'), {
      name: 'Payments',
      description: 'Money',
      start_date: '2040-01-01',
      target_date: '2040-02-01',
      status: 'planned',
      lead: w.member.userId,
      members: [w.member.userId, w.ctx.userId],
      external_source: 'jira',
      extra: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const m = created.json();
    expect(m).toMatchObject({
      name: 'Payments',
      description: 'Money',
      start_date: '2040-01-01',
      target_date: '2040-02-01',
      status: 'planned',
      lead: w.member.userId,
      project: w.ctx.project.id,
      workspace: w.ctx.workspaceId,
      total_issues: 0,
      archived_at: null,
    });
    expect([...m.members].sort()).toEqual([w.member.userId, w.ctx.userId].sort());
    expect(m).not.toHaveProperty('extra');
    expect(m).not.toHaveProperty('lead_id');

    expect((await call(t, w.ctx, 'GET', url(`modules/${m.id}/?fields=status`))).json()).toEqual({ id: m.id, status: 'planned' });
    const list = (await call(t, w.ctx, 'GET', url('modules/'))).json();
    expect(list.results.map((r: { id: string }) => r.id)).toContain(m.id);
    expect(list).toMatchObject({ next_page_results: false, prev_page_results: false });
    const lite = (await call(t, w.ctx, 'GET', url('modules-lite/'))).json();
    expect(lite.results.find((r: { id: string }) => r.id === m.id)).toEqual(expect.objectContaining({ id: m.id, name: 'Payments', status: 'planned' }));

    const patched = await call(t, w.ctx, 'PATCH', url(`modules/${m.id}/`), { status: 'in-progress', members: [], lead: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'in-progress', members: [], lead: null, name: 'Payments' });

    expect((await call(t, w.ctx, 'DELETE', url(`modules/${m.id}/`))).statusCode).toBe(204);
    expect((await call(t, w.ctx, 'GET', url(`modules/${m.id}/`))).statusCode).toBe(404);
  });

  it('applies the app rules: a lead outside the project, start after target, modules turned off → 400', async () => {
    const lead = await call(t, w.ctx, 'POST', url('modules/'), { name: 'L', lead: w.outsider.userId });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().details).toHaveProperty('lead_id');
    expect((await call(t, w.ctx, 'POST', url('modules/'), { name: 'D', start_date: '2040-02-01', target_date: '2040-01-01' })).statusCode).toBe(400);
    await t.query('UPDATE projects SET module_view = false WHERE id = $1', [w.otherProjectId]);
    const off = await call(t, w.ctx, 'POST', `${projectUrl(w, w.otherProjectId)}/modules/`, { name: 'Off' });
    expect(off.statusCode).toBe(400);
    expect(off.json().error_code).toBe('MODULES_OFF');
    await t.query('UPDATE projects SET module_view = true WHERE id = $1', [w.otherProjectId]);
  });
});

describe('v1 module archive', () => {
  it('archives (204), lists archived, unarchives (204); a second archive → 400', async () => {
    const m = await seedModule(t, scope());
    // As the SDK sends it: a JSON content type and an empty body.
    const sdkLike = { method: 'POST' as const, url: url(`modules/${m.id}/archive/`), headers: { ...w.ctx.headers, 'content-type': 'application/json' }, payload: '' };
    expect((await t.app.inject(sdkLike)).statusCode).toBe(204);
    expect((await t.app.inject(sdkLike)).statusCode).toBe(400);
    expect((await call(t, w.ctx, 'GET', url('archived-modules/'))).json().results.map((r: { id: string }) => r.id)).toContain(m.id);
    expect((await call(t, w.ctx, 'GET', url('modules/'))).json().results.map((r: { id: string }) => r.id)).not.toContain(m.id);
    expect((await call(t, w.ctx, 'DELETE', url(`archived-modules/${m.id}/unarchive/`))).statusCode).toBe(204);
    expect((await call(t, w.ctx, 'DELETE', url(`archived-modules/${m.id}/unarchive/`))).statusCode).toBe(400);
  });
});

describe('v1 module items', () => {
  it('adds work items (201, the seed ModuleWorkItem shape) and removes one (204)', async () => {
    const m = await seedModule(t, scope());
    const [a, b] = [await seedItem(t, w), await seedItem(t, w)];
    const res = await call(t, w.ctx, 'POST', url(`modules/${m.id}/module-issues/`), { issues: [a.id, b.id] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ issue: a.id, module: m.id }), expect.objectContaining({ issue: b.id, module: m.id })]);
    expect(await moduleIdsOfItem(t, a.id)).toEqual([m.id]);
    expect((await call(t, w.ctx, 'DELETE', url(`modules/${m.id}/module-issues/${a.id}/`))).statusCode).toBe(204);
    expect(await moduleIdsOfItem(t, a.id)).toEqual([]);
    expect((await call(t, w.ctx, 'DELETE', url(`modules/${m.id}/module-issues/${a.id}/`))).statusCode).toBe(404);
  });

  it('refuses the whole add when one work item belongs to another project or workspace; nothing changes', async () => {
    const m = await seedModule(t, scope());
    const mine = await seedItem(t, w);
    const otherProject = await seedItem(t, w, w.otherProjectId);
    const foreignItem = await seedForeignItem(t, w);
    const before = await planningSnapshot(t, w.ctx.workspaceId);
    expect((await call(t, w.ctx, 'POST', url(`modules/${m.id}/module-issues/`), { issues: [mine.id, otherProject.id] })).statusCode).toBe(400);
    expect((await call(t, w.ctx, 'POST', url(`modules/${m.id}/module-issues/`), { issues: [foreignItem.id] })).statusCode).toBe(400);
    expect(await planningSnapshot(t, w.ctx.workspaceId)).toBe(before);
  });
});

describe('v1 modules: foreign ids and bad input', () => {
  it('answers 404 for a module of another workspace or project and changes nothing', async () => {
    const theirs = await seedModule(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: w.foreign.userId });
    const otherProject = await seedModule(t, { ...scope(), projectId: w.otherProjectId });
    const theirItem = await seedItemIn(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: w.foreign.userId }, [theirs.id]);
    const before = await planningSnapshot(t, w.foreign.workspaceId);
    for (const id of [theirs.id, otherProject.id]) {
      expect((await call(t, w.ctx, 'GET', url(`modules/${id}/`))).statusCode).toBe(404);
      expect((await call(t, w.ctx, 'PATCH', url(`modules/${id}/`), { name: 'x' })).statusCode).toBe(404);
      expect((await call(t, w.ctx, 'DELETE', url(`modules/${id}/`))).statusCode).toBe(404);
      expect((await call(t, w.ctx, 'POST', url(`modules/${id}/archive/`))).statusCode).toBe(404);
    }
    expect((await call(t, w.ctx, 'DELETE', url(`modules/${theirs.id}/module-issues/${theirItem.id}/`))).statusCode).toBe(404);
    expect(await planningSnapshot(t, w.foreign.workspaceId)).toBe(before);
  });

  it('refuses bad input with 400 and the error body', async () => {
    const m = await seedModule(t, scope());
    const cases: Array<[string, string, unknown]> = [
      ['POST', 'modules/', {}],
      ['POST', 'modules/', { name: 'a\u0000b' }],
      ['POST', 'modules/', { name: 'x'.repeat(100_000) }],
      ['POST', 'modules/', { name: 'A', status: 'done' }],
      ['POST', 'modules/', { name: 'A', members: ['nope'] }],
      ['PATCH', `modules/${m.id}/`, { target_date: 'tomorrow' }],
      ['POST', `modules/${m.id}/module-issues/`, { issues: 'x' }],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(t, w.ctx, method as 'POST', url(path), body);
      expect({ path, body: JSON.stringify(body).slice(0, 60), status: res.statusCode }).toEqual({ path, body: JSON.stringify(body).slice(0, 60), status: 400 });
    }
    expect((await call(t, w.ctx, 'GET', url('modules/1/'))).statusCode).toBe(400);
  });
});

describe('loadV1Module', () => {
  it('loads a module of the workspace in the v1 shape, and nothing across workspaces', async () => {
    const m = await seedModule(t, scope());
    expect(await loadV1Module(t.db, w.ctx.workspaceId, m.id)).toMatchObject({ id: m.id, project: w.ctx.project.id, members: [] });
    expect(await loadV1Module(t.db, w.foreign.workspaceId, m.id)).toBeNull();
  });
});
