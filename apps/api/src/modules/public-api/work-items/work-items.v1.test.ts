import { API_V1_PREFIX } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { resetV1RateLimits, v1Request } from '../v1.test-support';
import { loadV1WorkItem } from './work-item.v1.presenter';
import { createV1Item, itemCount, seedV1Cycle, seedV1ItemWorld, seedV1Module, type V1ItemWorld } from './work-items.v1.test-support';

let t: TestApp;
let w: V1ItemWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedV1ItemWorld(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetV1RateLimits(t);
});

const stateOf = async (projectId: string, group: string) =>
  (await t.query<{ id: string }>('SELECT id FROM states WHERE project_id = $1 AND "group" = $2 ORDER BY sequence LIMIT 1', [projectId, group]))[0].id;

describe('v1 work items: create, retrieve, update, delete', () => {
  it('creates with every reference under the seed names, and retrieves with expand and fields', async () => {
    const parent = await createV1Item(t, w, w.ctx, { name: 'Parent' });
    const moduleId = await seedV1Module(t, w);
    const p = w.ctx.project;
    const res = await v1Request(t, w.ctx, 'POST', `${w.projectUrl}/work-items/`, {
      name: 'Child',
      description_html: '<p>Hello <script>alert(1)</script></p>',
      state: p.extraStateId,
      labels: [p.labelId],
      assignees: [w.member.userId],
      parent: parent.id,
      estimate_point: p.pointId,
      module: moduleId,
      priority: 'high',
      start_date: '2026-01-01',
      target_date: '2026-02-01',
      type: null,
      unknown_key: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Child', state: p.extraStateId, labels: [p.labelId], assignees: [w.member.userId], parent: parent.id, estimate_point: p.pointId,
      priority: 'high', project: p.id, workspace: w.ctx.workspaceId, start_date: '2026-01-01', target_date: '2026-02-01', modules: [moduleId], created_by: w.ctx.userId,
    });
    expect(item.description_html).not.toContain('script');
    expect(item.unknown_key).toBeUndefined();

    const got = await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/issues/${item.id}/?expand=state,labels,assignees,project,module`);
    expect(got.statusCode).toBe(200);
    const body = got.json();
    expect(body.state).toMatchObject({ id: p.extraStateId, name: 'Review', group: 'started' });
    expect(body.labels[0]).toMatchObject({ id: p.labelId, name: 'Area' });
    expect(body.assignees[0]).toMatchObject({ id: w.member.userId });
    expect(body.assignees[0].email).toBeUndefined();
    expect(body.project).toMatchObject({ id: p.id, identifier: p.identifier });
    expect(body.module).toMatchObject({ id: moduleId });

    const trimmed = (await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/work-items/${item.id}/?fields=name,priority`)).json();
    expect(trimmed).toEqual({ id: item.id, name: 'Child', priority: 'high' });
  });

  it('updates (PATCH) under both spellings, adds to a module, and deletes (204)', async () => {
    const item = await createV1Item(t, w, w.member);
    const moduleId = await seedV1Module(t, w);
    const res = await v1Request(t, w.member, 'PATCH', `${w.projectUrl}/issues/${item.id}/`, { name: 'Renamed', priority: 'urgent', state: w.ctx.project.extraStateId, module: moduleId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', priority: 'urgent', state: w.ctx.project.extraStateId, modules: [moduleId], updated_by: w.member.userId });
    const activities = await t.query<{ field: string }>('SELECT field FROM work_item_activities WHERE work_item_id = $1', [item.id]);
    expect(activities.map((a) => a.field)).toEqual(expect.arrayContaining(['name', 'priority', 'state']));
    expect((await v1Request(t, w.member, 'DELETE', `${w.projectUrl}/work-items/${item.id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, w.member, 'GET', `${w.projectUrl}/work-items/${item.id}/`)).statusCode).toBe(404);
  });

  it('archives an item in a completed state and restores it', async () => {
    const item = await createV1Item(t, w, w.ctx);
    expect((await v1Request(t, w.ctx, 'POST', `${w.projectUrl}/work-items/${item.id}/archive/`)).statusCode).toBe(400);
    await v1Request(t, w.ctx, 'PATCH', `${w.projectUrl}/work-items/${item.id}/`, { state: await stateOf(w.ctx.project.id, 'completed') });
    expect((await v1Request(t, w.ctx, 'POST', `${w.projectUrl}/work-items/${item.id}/archive/`)).statusCode).toBe(204);
    const archived = (await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/archived-work-items/`)).json();
    expect(archived.results.map((r: { id: string }) => r.id)).toContain(item.id);
    expect((await v1Request(t, w.ctx, 'DELETE', `${w.projectUrl}/work-items/${item.id}/unarchive/`)).statusCode).toBe(204);
    expect((await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/work-items/${item.id}/`)).json().archived_at).toBeNull();
  });
});

describe('v1 work items: lists, lookup, search', () => {
  it('pages the project list in the v1 envelope (per_page, cursor)', async () => {
    const fresh = await seedV1ItemWorld(t);
    for (const name of ['One', 'Two', 'Three']) await createV1Item(t, fresh, fresh.ctx, { name });
    const first = (await v1Request(t, fresh.ctx, 'GET', `${fresh.projectUrl}/work-items/?per_page=2`)).json();
    expect(first).toMatchObject({ count: 2, total_results: 3, total_count: 3, total_pages: 2, next_page_results: true, prev_page_results: false, next_cursor: '2:1:0' });
    expect(first.results.map((r: { name: string }) => r.name)).toEqual(['Three', 'Two']);
    const second = (await v1Request(t, fresh.ctx, 'GET', `${fresh.projectUrl}/issues/?cursor=${first.next_cursor}&expand=state&fields=name,state`)).json();
    expect(second).toMatchObject({ count: 1, next_page_results: false, prev_page_results: true });
    expect(second.results[0]).toEqual({ id: expect.any(String), name: 'One', state: expect.objectContaining({ group: 'backlog' }) });
    const ordered = (await v1Request(t, fresh.ctx, 'GET', `${fresh.projectUrl}/work-items/?order_by=created_at`)).json();
    expect(ordered.results.map((r: { name: string }) => r.name)).toEqual(['One', 'Two', 'Three']);
    await v1Request(t, fresh.ctx, 'PATCH', `${fresh.projectUrl}/work-items/${first.results[1].id}/`, { priority: 'urgent', state: fresh.ctx.project.extraStateId });
    const filters = encodeURIComponent(JSON.stringify({ and: [{ priority: 'urgent' }, { state_group__in: ['started', 'unstarted'] }] }));
    const filtered = (await v1Request(t, fresh.ctx, 'GET', `${fresh.projectUrl}/work-items/?filters=${filters}`)).json();
    expect(filtered).toMatchObject({ total_results: 1, results: [expect.objectContaining({ name: 'Two', priority: 'urgent' })] });
  });

  it('lists the workspace across the projects the caller can see', async () => {
    const fresh = await seedV1ItemWorld(t);
    const a = await createV1Item(t, fresh, fresh.ctx, { name: 'In project' });
    const b = await createV1Item(t, { ...fresh, projectUrl: `${fresh.ctx.base}/projects/${fresh.otherProject.id}` }, fresh.ctx, { name: 'In other project' });
    const all = (await v1Request(t, fresh.ctx, 'GET', `${fresh.ctx.base}/work-items/?expand=project`)).json();
    expect(all.results.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(all.results[0].project).toHaveProperty('identifier');
    expect((await v1Request(t, fresh.member, 'GET', `${fresh.ctx.base}/work-items/`)).json().results.map((r: { id: string }) => r.id)).toEqual([a.id]);
    expect((await v1Request(t, fresh.outsider, 'GET', `${fresh.ctx.base}/work-items/`)).json().total_results).toBe(0);
    expect((await v1Request(t, fresh.foreign, 'GET', `${fresh.ctx.base}/work-items/`)).statusCode).toBe(403);
  });

  it('lists the items of a cycle and of a module', async () => {
    const moduleId = await seedV1Module(t, w);
    const cycleId = await seedV1Cycle(t, w);
    const inModule = await createV1Item(t, w, w.ctx, { module: moduleId });
    await t.query('UPDATE work_items SET cycle_id = $1 WHERE id = $2', [cycleId, inModule.id]);
    const mod = (await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/modules/${moduleId}/module-issues/`)).json();
    expect(mod.results.map((r: { id: string }) => r.id)).toEqual([inModule.id]);
    const cyc = (await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/cycles/${cycleId}/cycle-issues/`)).json();
    expect(cyc).toMatchObject({ total_results: 1, results: [expect.objectContaining({ id: inModule.id, cycle: cycleId })] });
    const foreignModule = await seedV1Module(t, w, w.foreign.project.id, w.foreign.workspaceId);
    expect((await v1Request(t, w.ctx, 'GET', `${w.projectUrl}/modules/${foreignModule}/module-issues/`)).statusCode).toBe(404);
  });

  it('finds an item by PROJ-seq and by search; unknown identifiers are 404', async () => {
    const item = await createV1Item(t, w, w.ctx, { name: 'Needle in a haystack' });
    const key = `${w.ctx.project.identifier}-${item.sequence_id}`;
    const got = await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/work-items/${key}/?expand=state`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: item.id, state: expect.objectContaining({ id: w.ctx.project.defaultStateId }) });
    expect((await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/issues/${key.toLowerCase()}/`)).json().id).toBe(item.id);
    expect((await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/work-items/${w.ctx.project.identifier}-99999/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/work-items/not-an-identifier/`)).statusCode).toBe(404);
    const found = await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/issues/search/?search=needle&project=${w.ctx.project.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().issues[0]).toMatchObject({ id: item.id, name: 'Needle in a haystack', sequence_id: item.sequence_id, project__identifier: w.ctx.project.identifier, project_id: w.ctx.project.id, workspace__slug: w.ctx.slug });
    expect((await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/work-items/search/?search=`)).json()).toEqual({ issues: [] });
    // The other workspace's key finds nothing here.
    expect((await v1Request(t, w.foreign, 'GET', `${w.ctx.base}/work-items/search/?search=needle`)).statusCode).toBe(403);
  });
});

describe('v1 work items: roles', () => {
  it('guests read (their own items only here) but cannot write; outsiders and other keys are refused', async () => {
    const item = await createV1Item(t, w, w.ctx);
    const list = `${w.projectUrl}/work-items/`;
    expect((await v1Request(t, w.guest, 'POST', list, { name: 'x' })).statusCode).toBe(403);
    expect((await v1Request(t, w.guest, 'GET', list)).statusCode).toBe(200);
    expect((await v1Request(t, w.guest, 'GET', `${list}${item.id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.guest, 'PATCH', `${list}${item.id}/`, { name: 'x' })).statusCode).toBe(403);
    expect((await v1Request(t, w.outsider, 'GET', list)).statusCode).toBe(403);
    expect((await v1Request(t, w.outsider, 'POST', list, { name: 'x' })).statusCode).toBe(403);
    expect((await v1Request(t, w.foreign, 'GET', list)).statusCode).toBe(403);
    expect((await v1Request(t, w.foreign, 'GET', `${w.ctx.base}/work-items/${w.ctx.project.identifier}-${item.sequence_id}/`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    // A member may delete only their own items.
    expect((await v1Request(t, w.member, 'DELETE', `${list}${item.id}/`)).statusCode).toBe(403);
    expect((await v1Request(t, w.member, 'GET', `${list}${item.id}/`)).statusCode).toBe(200);
  });
});

describe('v1 work items: foreign ids and bad input', () => {
  it('refuses references from another project or workspace and changes nothing', async () => {
    const before = await itemCount(t, w.ctx.workspaceId);
    const foreignItem = await createV1Item(t, { ...w, projectUrl: `${w.foreign.base}/projects/${w.foreign.project.id}`, ctx: w.foreign }, w.foreign);
    const url = `${w.projectUrl}/work-items/`;
    for (const body of [
      { state: w.foreign.project.defaultStateId },
      { state: w.otherProject.defaultStateId },
      { labels: [w.otherProject.labelId] },
      { assignees: [w.foreign.userId] },
      { parent: foreignItem.id },
      { estimate_point: w.foreign.project.pointId },
      { module: await seedV1Module(t, w, w.otherProject.id) },
    ]) {
      const res = await v1Request(t, w.ctx, 'POST', url, { name: 'x', ...body });
      expect([400, 404]).toContain(res.statusCode);
    }
    expect(await itemCount(t, w.ctx.workspaceId)).toBe(before);
    const mine = await createV1Item(t, w, w.ctx, { name: 'Mine' });
    const patched = await v1Request(t, w.ctx, 'PATCH', `${url}${mine.id}/`, { name: 'Changed', parent: foreignItem.id });
    expect([400, 404]).toContain(patched.statusCode);
    expect((await v1Request(t, w.ctx, 'GET', `${url}${mine.id}/`)).json()).toMatchObject({ name: 'Mine', parent: null });
    // Another workspace's item under our project, and our item under the other project.
    expect((await v1Request(t, w.ctx, 'GET', `${url}${foreignItem.id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'DELETE', `${url}${foreignItem.id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'GET', `${w.ctx.base}/projects/${w.otherProject.id}/work-items/${mine.id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.foreign, 'GET', `${w.foreign.base}/projects/${w.foreign.project.id}/work-items/${foreignItem.id}/`)).statusCode).toBe(200);
  });

  it('answers 400 to bad input, never 5xx', async () => {
    const url = `${w.projectUrl}/work-items/`;
    const cases: Array<[string, string, unknown?]> = [
      ['POST', url, { name: '' }],
      ['POST', url, { name: 'x'.repeat(300) }],
      ['POST', url, { name: 'a\u0000b' }],
      ['POST', url, { name: 'x', priority: 'extreme' }],
      ['POST', url, { name: 'x', start_date: '2026-02-30' }],
      ['POST', url, { name: 'x', labels: 'not-a-list' }],
      ['POST', url, { name: 'x', state: 'not-a-uuid' }],
      ['GET', `${url}?per_page=1000`],
      ['GET', `${url}?cursor=garbage`],
      ['GET', `${url}?order_by=password`],
      ['GET', `${url}?filters=${encodeURIComponent('{"or":[{"priority":"urgent"}]}')}`],
      ['GET', `${url}?filters=${encodeURIComponent('{"__proto__":{"x":1}}')}`],
      ['GET', `${url}?filters=${encodeURIComponent('{"target_date__gte":"2026-01-01"}')}`],
      ['GET', `${url}?filters=not-json`],
      ['GET', `${url}?filters=${encodeURIComponent('{"priority":"extreme"}')}`],
      ['GET', `${url}?filters=${encodeURIComponent('{"state_id__in":["not-a-uuid"]}')}`],
      ['GET', `${url}?pql=${encodeURIComponent('priority = "urgent"')}`],
      ['GET', `${url}not-a-uuid/`],
      ['GET', `${w.ctx.base}/projects/not-a-uuid/work-items/`],
      ['GET', `${w.ctx.base}/work-items/search/?search=${'x'.repeat(500)}`],
    ];
    for (const [method, u, body] of cases) {
      const res = await v1Request(t, w.ctx, method as 'GET' | 'POST', u, body);
      expect([method, u, res.statusCode]).toEqual([method, u, 400]);
      expect(res.json()).toHaveProperty('error_code');
    }
    expect((await v1Request(t, w.ctx, 'GET', `${API_V1_PREFIX}/workspaces/${w.ctx.slug}/projects/${w.foreign.project.id}/work-items/`)).statusCode).toBe(404);
  });
});

describe('loadV1WorkItem (webhook payloads)', () => {
  it('presents a live item of the workspace, null elsewhere', async () => {
    const item = await createV1Item(t, w, w.ctx, { name: 'Hooked' });
    expect(await loadV1WorkItem(t.db, w.ctx.workspaceId, item.id)).toMatchObject({ id: item.id, name: 'Hooked', project: w.ctx.project.id, state: w.ctx.project.defaultStateId });
    expect(await loadV1WorkItem(t.db, w.foreign.workspaceId, item.id)).toBeNull();
  });
});
