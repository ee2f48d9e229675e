import { randomUUID } from 'node:crypto';
import { ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotProjects } from '../../projects/projects.test-support';
import { addV1Member, resetV1RateLimits, v1Context, v1Request, type V1Caller, type V1Context } from '../v1.test-support';

// Public API v1 estimates (the project's active estimate and its points: reads for any project role, writes for
// project admins), workspace members, and stickies (each caller's own: another user's sticky is 404).

let t: TestApp;
let a: V1Context;
let b: V1Context;
let member: V1Caller;
let guest: V1Caller;

beforeAll(async () => {
  t = await createTestApp();
  a = await v1Context(t, { project: true });
  b = await v1Context(t, { project: true });
  member = await addV1Member(t, a, ROLE.MEMBER, { projectRole: ROLE.MEMBER });
  guest = await addV1Member(t, a, ROLE.GUEST, { projectRole: ROLE.GUEST });
}, 60_000);
beforeEach(async () => {
  await resetV1RateLimits(t);
});
afterAll(async () => {
  await t.close();
});

const estimates = (ctx: V1Context, projectId = ctx.project!.id) => `${ctx.base}/projects/${projectId}/estimates/`;
const points = (ctx: V1Context, estimateId: string, projectId = ctx.project!.id) => `${estimates(ctx, projectId)}${estimateId}/estimate-points/`;

describe('estimates', () => {
  it('reads the active estimate and its points for any project role', async () => {
    const res = await v1Request(t, guest, 'GET', estimates(a));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.project!.estimateId, name: 'Points', type: 'points', last_used: true, project: a.project!.id, workspace: a.workspaceId });
    const list = await v1Request(t, guest, 'GET', points(a, a.project!.estimateId));
    expect(list.json()).toEqual([expect.objectContaining({ key: 0, value: '1', estimate: a.project!.estimateId }), expect.objectContaining({ key: 1, value: '2' })]);
  });

  it('refuses writes to project members and guests (403), changing nothing', async () => {
    const before = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, member, 'POST', estimates(a), { name: 'Mine' })).statusCode).toBe(403);
    expect((await v1Request(t, member, 'PATCH', estimates(a), { name: 'Mine' })).statusCode).toBe(403);
    expect((await v1Request(t, member, 'DELETE', estimates(a))).statusCode).toBe(403);
    expect((await v1Request(t, guest, 'POST', points(a, a.project!.estimateId), [{ value: '9' }])).statusCode).toBe(403);
    expect((await v1Request(t, member, 'PATCH', `${points(a, a.project!.estimateId)}${a.project!.pointId}/`, { value: '9' })).statusCode).toBe(403);
    expect((await v1Request(t, member, 'DELETE', `${points(a, a.project!.estimateId)}${a.project!.pointId}/`)).statusCode).toBe(403);
    expect((await v1Request(t, b, 'GET', estimates(a))).statusCode).toBe(403);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(before);
  });

  it('answers 404 for another workspace’s project, estimate or point, changing nothing', async () => {
    const before = await snapshotProjects(t, b.workspaceId);
    expect((await v1Request(t, a, 'GET', estimates(a, b.project!.id))).statusCode).toBe(404);
    expect((await v1Request(t, a, 'GET', points(a, b.project!.estimateId))).statusCode).toBe(404);
    expect((await v1Request(t, a, 'POST', points(a, b.project!.estimateId), [{ value: '9' }])).statusCode).toBe(404);
    expect((await v1Request(t, a, 'PATCH', `${points(a, a.project!.estimateId)}${b.project!.pointId}/`, { value: '9' })).statusCode).toBe(404);
    expect((await v1Request(t, a, 'DELETE', `${points(a, b.project!.estimateId)}${b.project!.pointId}/`)).statusCode).toBe(404);
    expect((await v1Request(t, a, 'DELETE', `${points(a, a.project!.estimateId)}${randomUUID()}/`)).statusCode).toBe(404);
    expect(await snapshotProjects(t, b.workspaceId)).toBe(before);
  });

  it('creates an empty estimate (201) that becomes active, adds points both ways, updates and deletes them', async () => {
    const created = await v1Request(t, a, 'POST', estimates(a), { name: 'Sizes', description: 'T-shirt', type: 'categories', external_id: 'e1' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ name: 'Sizes', type: 'categories', last_used: true });
    expect((await v1Request(t, a, 'GET', `${a.base}/projects/${a.project!.id}/`)).json().estimate).toBe(id);
    const added = await v1Request(t, a, 'POST', points(a, id), [{ value: 'S' }, { value: 'M', description: 'medium' }]);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([expect.objectContaining({ key: 0, value: 'S' }), expect.objectContaining({ key: 1, value: 'M', description: 'medium' })]);
    const wrapped = await v1Request(t, a, 'POST', points(a, id), { estimate_points: [{ value: 'L', key: 5 }] });
    expect(wrapped.json()).toEqual([expect.objectContaining({ key: 5, value: 'L' })]);
    expect((await v1Request(t, a, 'POST', points(a, id), [{ value: 's' }])).statusCode).toBe(400);
    const pointId = added.json()[0].id as string;
    const patched = await v1Request(t, a, 'PATCH', `${points(a, id)}${pointId}/`, { value: 'XS' });
    expect(patched.json()).toMatchObject({ id: pointId, value: 'XS', key: 0 });
    expect((await v1Request(t, a, 'DELETE', `${points(a, id)}${pointId}/`)).statusCode).toBe(204);
    expect((await v1Request(t, a, 'GET', points(a, id))).json().map((p: { value: string }) => p.value)).toEqual(['M', 'L']);
    const renamed = await v1Request(t, a, 'PATCH', estimates(a), { name: 'Shirt sizes', type: 'points' });
    expect(renamed.json()).toMatchObject({ id, name: 'Shirt sizes', type: 'categories' });
    expect((await v1Request(t, a, 'DELETE', estimates(a))).statusCode).toBe(204);
    expect((await v1Request(t, a, 'GET', estimates(a))).statusCode).toBe(404);
  });

  it.each([
    ['no name', { description: 'x' }],
    ['a bad type', { name: 'X', type: 'stars' }],
    ['a NUL byte', { name: 'a\u0000' }],
  ])('answers 400 for an estimate with %s', async (_n, body) => {
    expect((await v1Request(t, a, 'POST', estimates(a), body)).statusCode).toBe(400);
  });

  it.each([
    ['an empty array', []],
    ['a value over 20 characters', [{ value: 'x'.repeat(21) }]],
    ['a non-array', { value: '1' }],
  ])('answers 400 for points with %s', async (_n, body) => {
    const est = (await v1Request(t, a, 'POST', estimates(a), { name: `E ${randomUUID().slice(0, 6)}` })).json();
    expect((await v1Request(t, a, 'POST', points(a, est.id), body)).statusCode).toBe(400);
  });
});

describe('workspace members', () => {
  it('lists members as a plain array with role and role_slug, for every role', async () => {
    const res = await v1Request(t, guest, 'GET', `${a.base}/members/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.userId, role: ROLE.ADMIN, role_slug: 'admin', email: a.email }),
        expect.objectContaining({ id: guest.userId, role: ROLE.GUEST, role_slug: 'guest' }),
      ]),
    );
    expect((await v1Request(t, a, 'GET', `${a.base}/members-lite/?per_page=2`)).json()).toMatchObject({ count: 2, total_count: 3 });
    expect((await v1Request(t, b, 'GET', `${a.base}/members/`)).statusCode).toBe(403);
  });
});

describe('stickies', () => {
  it('creates (201), lists, reads, updates and deletes (204) the caller’s stickies', async () => {
    const created = await v1Request(t, guest, 'POST', `${a.base}/stickies/`, { name: 'Note', description_html: '<p>hi<script>x</script></p>', background_color: '#ffee00', logo_props: { in_use: 'emoji' } });
    expect(created.statusCode).toBe(201);
    const sticky = created.json();
    expect(sticky).toMatchObject({ name: 'Note', background_color: '#ffee00', owner: guest.userId, workspace: a.workspaceId, created_by: guest.userId });
    expect(sticky.description_html).not.toContain('script');
    const list = await v1Request(t, guest, 'GET', `${a.base}/stickies/?per_page=1`);
    expect(list.json()).toMatchObject({ total_count: 1, count: 1, results: [expect.objectContaining({ id: sticky.id })] });
    expect((await v1Request(t, guest, 'GET', `${a.base}/stickies/${sticky.id}/?fields=name`)).json()).toEqual({ id: sticky.id, name: 'Note' });
    expect((await v1Request(t, guest, 'PATCH', `${a.base}/stickies/${sticky.id}/`, { name: 'Renamed', color: null })).json()).toMatchObject({ name: 'Renamed', color: '' });
    expect((await v1Request(t, guest, 'DELETE', `${a.base}/stickies/${sticky.id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, guest, 'GET', `${a.base}/stickies/${sticky.id}/`)).statusCode).toBe(404);
  });

  it('hides another user’s sticky and another workspace’s (404), changing nothing', async () => {
    const mine = (await v1Request(t, a, 'POST', `${a.base}/stickies/`, { name: 'Admin only' })).json();
    const theirs = (await v1Request(t, b, 'POST', `${b.base}/stickies/`, { name: 'Other ws' })).json();
    for (const [who, id] of [[member, mine.id], [a, theirs.id]] as const) {
      expect((await v1Request(t, who, 'GET', `${a.base}/stickies/${id}/`)).statusCode).toBe(404);
      expect((await v1Request(t, who, 'PATCH', `${a.base}/stickies/${id}/`, { name: 'x' })).statusCode).toBe(404);
      expect((await v1Request(t, who, 'DELETE', `${a.base}/stickies/${id}/`)).statusCode).toBe(404);
    }
    expect((await v1Request(t, member, 'GET', `${a.base}/stickies/`)).json().total_count).toBe(0);
    const rows = await t.query<{ name: string }>('SELECT name FROM stickies WHERE id = ANY($1::uuid[]) ORDER BY name', [[mine.id, theirs.id]]);
    expect(rows.map((r) => r.name)).toEqual(['Admin only', 'Other ws']);
  });

  it.each([
    ['a NUL byte', { name: 'a\u0000' }],
    ['a huge name', { name: 'x'.repeat(1000) }],
    ['a non-numeric sort order', { sort_order: 'top' }],
  ])('answers 400 for %s', async (_n, body) => {
    expect((await v1Request(t, a, 'POST', `${a.base}/stickies/`, body)).statusCode).toBe(400);
  });

  it('answers 400 for a bad sticky id and a bad cursor', async () => {
    expect((await v1Request(t, a, 'GET', `${a.base}/stickies/nope/`)).statusCode).toBe(400);
    expect((await v1Request(t, a, 'GET', `${a.base}/stickies/?cursor=x`)).statusCode).toBe(400);
  });
});
