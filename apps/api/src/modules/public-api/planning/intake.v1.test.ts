import { createTestApp, type TestApp } from '../../../test/test-app';
import { enableIntake, storedIntake } from '../../intake/intake.test-support';
import { resetV1RateLimits } from '../v1.test-support';
import { call, planningSnapshot, projectUrl, seedForeignItem, seedItem, seedPlanningWorld, type PlanningWorld } from './planning.v1.test-support';

// Public API v1 intake requests: shapes (numeric statuses), the app's triage rules, roles, foreign ids, bad input.

let t: TestApp;
let w: PlanningWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedPlanningWorld(t);
  await enableIntake(t, w.ctx.workspaceId);
  await enableIntake(t, w.foreign.workspaceId);
}, 60_000);
beforeEach(async () => {
  await resetV1RateLimits(t);
});
afterAll(async () => {
  await t.close();
});

const url = (rest = '') => `${projectUrl(w)}/intake-issues/${rest}`;
const submit = async (caller: { headers: { 'x-api-key': string } } = w.ctx, name = 'Request') => {
  const res = await call(t, caller, 'POST', url(), { issue: { name, description_html: '<p>Hi</p>', priority: 'high' }, source: 'api' });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

describe('v1 intake', () => {
  it('submits a request (201, pending -2) and reads it by its work item id in the seed shape', async () => {
    const r = await submit(w.ctx, 'Crash on save');
    expect(r).toMatchObject({
      status: -2,
      issue: expect.any(String),
      intake: w.ctx.project.id,
      project: w.ctx.project.id,
      workspace: w.ctx.workspaceId,
      created_by: w.ctx.userId,
      issue_detail: { name: 'Crash on save', priority: 'high', description_html: '<p>Hi</p>', project: w.ctx.project.id },
    });
    const read = await call(t, w.ctx, 'GET', url(`${r.issue}/`));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: r.id, issue: r.issue, status: -2 });
    expect((await call(t, w.ctx, 'GET', url(`${r.issue}/?fields=status`))).json()).toEqual({ id: r.id, status: -2 });
  });

  it('lists requests of every status in the v1 envelope', async () => {
    const a = await submit();
    const b = await submit();
    await call(t, w.ctx, 'PATCH', url(`${b.issue}/status/`), { status: -1 });
    const page = await call(t, w.ctx, 'GET', url('?per_page=100'));
    expect(page.statusCode).toBe(200);
    const ids = page.json().results.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(page.json().results.find((r: { id: string }) => r.id === b.id).status).toBe(-1);
    const first = (await call(t, w.ctx, 'GET', url('?per_page=1'))).json();
    expect(first).toMatchObject({ count: 1, next_page_results: true, next_cursor: '1:1:0' });
    const second = (await call(t, w.ctx, 'GET', url(`?cursor=${first.next_cursor}`))).json();
    expect(second.results[0].id).not.toBe(first.results[0].id);
  });

  it('edits the request and triages it: snooze (0), accept (1), duplicate (2) by number or name', async () => {
    const r = await submit();
    const edited = await call(t, w.ctx, 'PATCH', url(`${r.issue}/`), { issue: { name: 'Renamed', priority: 'low' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().issue_detail).toMatchObject({ name: 'Renamed', priority: 'low' });

    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const snoozed = await call(t, w.ctx, 'PATCH', url(`${r.issue}/status/`), { status: 0, snoozed_till: until });
    expect(snoozed.statusCode).toBe(200);
    expect(snoozed.json()).toMatchObject({ status: 0, snoozed_till: expect.any(String) });

    const accepted = await call(t, w.ctx, 'PATCH', url(`${r.issue}/status/`), { status: 1 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe(1);
    expect(await storedIntake(t, r.issue)).toMatchObject({ status: 'accepted', is_intake: false });
    // Accepted is final in the app's machine: 409.
    expect((await call(t, w.ctx, 'PATCH', url(`${r.issue}/status/`), { status: -1 })).statusCode).toBe(409);

    const d = await submit();
    const target = await seedItem(t, w);
    const dup = await call(t, w.ctx, 'PATCH', url(`${d.issue}/`), { status: 'duplicate', duplicate_to: target.id });
    expect(dup.statusCode).toBe(200);
    expect(dup.json()).toMatchObject({ status: 2, duplicate_to: target.id });
  });

  it('deletes a request (204) and its work item', async () => {
    const r = await submit();
    expect((await call(t, w.ctx, 'DELETE', url(`${r.issue}/`))).statusCode).toBe(204);
    expect((await call(t, w.ctx, 'GET', url(`${r.issue}/`))).statusCode).toBe(404);
  });

  it('answers the app rule when intake is off (400 INTAKE_OFF)', async () => {
    await t.query('UPDATE projects SET inbox_view = false WHERE id = $1', [w.otherProjectId]);
    const off = await call(t, w.ctx, 'POST', `${projectUrl(w, w.otherProjectId)}/intake-issues/`, { issue: { name: 'x' } });
    expect(off.statusCode).toBe(400);
    expect(off.json().error_code).toBe('INTAKE_OFF');
    await t.query('UPDATE projects SET inbox_view = true WHERE id = $1', [w.otherProjectId]);
  });
});

describe('v1 intake roles', () => {
  it('guests submit and see only their own; they may not triage (403)', async () => {
    const mine = await submit(w.guest, 'Guest request');
    const owners = await submit(w.ctx, 'Owner request');
    expect((await call(t, w.guest, 'GET', url(`${mine.issue}/`))).statusCode).toBe(200);
    expect((await call(t, w.guest, 'GET', url(`${owners.issue}/`))).statusCode).toBe(404);
    const list = (await call(t, w.guest, 'GET', url())).json();
    expect(list.results.every((r: { created_by: string }) => r.created_by === w.guest.userId)).toBe(true);
    const before = await planningSnapshot(t, w.ctx.workspaceId);
    expect((await call(t, w.guest, 'PATCH', url(`${mine.issue}/status/`), { status: 1 })).statusCode).toBe(403);
    expect(await planningSnapshot(t, w.ctx.workspaceId)).toBe(before);
  });

  it('members triage; a member may not delete another user\'s request (403), admins may', async () => {
    const r = await submit(w.ctx);
    expect((await call(t, w.member, 'PATCH', url(`${r.issue}/status/`), { status: -1 })).statusCode).toBe(200);
    expect((await call(t, w.member, 'DELETE', url(`${r.issue}/`))).statusCode).toBe(403);
  });

  it('a workspace member outside the project → 403; another workspace\'s key on this slug → 403; no key → 401', async () => {
    expect((await call(t, w.outsider, 'GET', url())).statusCode).toBe(403);
    expect((await call(t, w.outsider, 'POST', url(), { issue: { name: 'x' } })).statusCode).toBe(403);
    expect((await call(t, w.foreign, 'GET', url())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('v1 intake: foreign ids and bad input', () => {
  it('answers 404 for a request of another workspace or a work item that is not a request', async () => {
    const theirs = await call(t, w.foreign, 'POST', `${w.foreign.base}/projects/${w.foreign.project.id}/intake-issues/`, { issue: { name: 'Theirs' } });
    expect(theirs.statusCode).toBe(201);
    const before = await planningSnapshot(t, w.foreign.workspaceId);
    const id = theirs.json().issue;
    expect((await call(t, w.ctx, 'GET', url(`${id}/`))).statusCode).toBe(404);
    expect((await call(t, w.ctx, 'PATCH', url(`${id}/status/`), { status: 1 })).statusCode).toBe(404);
    expect((await call(t, w.ctx, 'DELETE', url(`${id}/`))).statusCode).toBe(404);
    expect(await planningSnapshot(t, w.foreign.workspaceId)).toBe(before);
    const plain = await seedItem(t, w);
    expect((await call(t, w.ctx, 'GET', url(`${plain.id}/`))).statusCode).toBe(404);
  });

  it('refuses a duplicate_to of another workspace (400) and bad input (400)', async () => {
    const r = await submit();
    const foreignItem = await seedForeignItem(t, w);
    expect((await call(t, w.ctx, 'PATCH', url(`${r.issue}/status/`), { status: 2, duplicate_to: foreignItem.id })).statusCode).toBe(400);
    const cases: Array<[string, string, unknown]> = [
      ['POST', '', {}],
      ['POST', '', { issue: { name: '' } }],
      ['POST', '', { issue: { name: 'a\u0000b' } }],
      ['POST', '', { issue: { name: 'x'.repeat(100_000) } }],
      ['POST', '', { issue: { name: 'A', priority: 'critical' } }],
      ['PATCH', `${r.issue}/status/`, { status: 7 }],
      ['PATCH', `${r.issue}/status/`, { status: 'maybe' }],
      ['PATCH', `${r.issue}/status/`, { status: 0, snoozed_till: 'soon' }],
      ['PATCH', `${r.issue}/status/`, { status: 0, snoozed_till: '2000-01-01T00:00:00Z' }],
      ['PATCH', `${r.issue}/`, { duplicate_to: 'nope' }],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(t, w.ctx, method as 'POST', url(path), body);
      expect({ path, body: JSON.stringify(body).slice(0, 60), status: res.statusCode }).toEqual({ path, body: JSON.stringify(body).slice(0, 60), status: 400 });
    }
    expect((await call(t, w.ctx, 'GET', url('123/'))).statusCode).toBe(400);
  });
});
