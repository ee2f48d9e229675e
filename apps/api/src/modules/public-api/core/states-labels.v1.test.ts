import { randomUUID } from 'node:crypto';
import { ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotProjects } from '../../projects/projects.test-support';
import { addV1Member, resetV1RateLimits, v1Context, v1Request, type V1Caller, type V1Context } from '../v1.test-support';

// Public API v1 states and labels (issue 18): any project role reads, project admins and members write, guests and
// outsiders are refused, ids of another project or workspace are 404 (path) or 400 (body) and change nothing.

let t: TestApp;
let a: V1Context;
let b: V1Context;
let member: V1Caller;
let guest: V1Caller;
let outsider: V1Caller;

beforeAll(async () => {
  t = await createTestApp();
  a = await v1Context(t, { project: true });
  b = await v1Context(t, { project: true });
  member = await addV1Member(t, a, ROLE.MEMBER, { projectRole: ROLE.MEMBER });
  guest = await addV1Member(t, a, ROLE.GUEST, { projectRole: ROLE.GUEST });
  outsider = await addV1Member(t, a, ROLE.MEMBER);
}, 60_000);
beforeEach(async () => {
  await resetV1RateLimits(t);
});
afterAll(async () => {
  await t.close();
});

const states = (ctx: V1Context, projectId = ctx.project!.id) => `${ctx.base}/projects/${projectId}/states/`;
const labels = (ctx: V1Context, projectId = ctx.project!.id) => `${ctx.base}/projects/${projectId}/labels/`;

describe('states', () => {
  it('lists the project’s states in the envelope with the seed names', async () => {
    const res = await v1Request(t, guest, 'GET', states(a));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(6);
    expect(body.results[0]).toEqual(expect.objectContaining({ project: a.project!.id, workspace: a.workspaceId, is_triage: false, created_by: null }));
    expect(body.results[0]).not.toHaveProperty('project_id');
    expect((await v1Request(t, guest, 'GET', `${states(a)}?per_page=2&fields=name,group`)).json()).toMatchObject({ count: 2, total_pages: 3 });
  });

  it('creates (201; group defaults to backlog; default true makes it the default), reads, updates and deletes (204)', async () => {
    const created = await v1Request(t, member, 'POST', states(a), { name: 'Waiting', color: '#abcdef', description: null, external_id: 'x1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Waiting', group: 'backlog', description: '', default: false });
    const id = created.json().id as string;
    expect((await v1Request(t, guest, 'GET', `${states(a)}${id}/`)).json()).toMatchObject({ id, name: 'Waiting' });
    const patched = await v1Request(t, member, 'PATCH', `${states(a)}${id}/`, { name: 'Blocked', group: 'started' });
    expect(patched.json()).toMatchObject({ name: 'Blocked', group: 'started' });
    const deflt = await v1Request(t, a, 'POST', states(a), { name: 'Fresh', color: '#111111', group: 'unstarted', default: true });
    expect(deflt.json()).toMatchObject({ default: true });
    const made = (await v1Request(t, a, 'GET', `${states(a)}${a.project!.defaultStateId}/`)).json();
    expect(made.default).toBe(false);
    expect((await v1Request(t, member, 'DELETE', `${states(a)}${id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, member, 'GET', `${states(a)}${id}/`)).statusCode).toBe(404);
    // The default state stays (400), as in the app.
    expect((await v1Request(t, a, 'DELETE', `${states(a)}${deflt.json().id}/`)).statusCode).toBe(400);
  });

  it('refuses guests (403) and workspace members outside the project (403), changing nothing', async () => {
    const before = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, guest, 'POST', states(a), { name: 'G', color: '#000000' })).statusCode).toBe(403);
    expect((await v1Request(t, guest, 'PATCH', `${states(a)}${a.project!.extraStateId}/`, { name: 'G' })).statusCode).toBe(403);
    expect((await v1Request(t, guest, 'DELETE', `${states(a)}${a.project!.extraStateId}/`)).statusCode).toBe(403);
    expect((await v1Request(t, outsider, 'GET', states(a))).statusCode).toBe(403);
    expect((await v1Request(t, b, 'GET', states(a))).statusCode).toBe(403);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(before);
  });

  it('answers 404 for another workspace’s state or project and changes nothing', async () => {
    const before = await snapshotProjects(t, b.workspaceId);
    const foreign = `${states(a)}${b.project!.extraStateId}/`;
    expect((await v1Request(t, a, 'GET', foreign)).statusCode).toBe(404);
    expect((await v1Request(t, a, 'PATCH', foreign, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await v1Request(t, a, 'DELETE', foreign)).statusCode).toBe(404);
    expect((await v1Request(t, a, 'GET', states(a, b.project!.id))).statusCode).toBe(404);
    expect((await v1Request(t, a, 'POST', states(a, b.project!.id), { name: 'X', color: '#000000' })).statusCode).toBe(404);
    expect((await v1Request(t, a, 'GET', `${states(a)}${randomUUID()}/`)).statusCode).toBe(404);
    expect(await snapshotProjects(t, b.workspaceId)).toBe(before);
  });

  it.each([
    ['no color', { name: 'X' }],
    ['a bad color', { name: 'X', color: 'red' }],
    ['the triage group', { name: 'X', color: '#000000', group: 'triage' }],
    ['a NUL byte', { name: 'a\u0000', color: '#000000' }],
    ['an empty name', { name: '  ', color: '#000000' }],
  ])('answers 400 for %s', async (_n, body) => {
    expect((await v1Request(t, a, 'POST', states(a), body)).statusCode).toBe(400);
  });
});

describe('labels', () => {
  it('creates (201), lists, reads, moves, updates and deletes (204)', async () => {
    const parent = await v1Request(t, member, 'POST', labels(a), { name: 'Kind', color: '#ff00ff', description: 'what' });
    expect(parent.statusCode).toBe(201);
    expect(parent.json()).toMatchObject({ name: 'Kind', color: '#ff00ff', project: a.project!.id, workspace: a.workspaceId, parent: null });
    const child = await v1Request(t, member, 'POST', labels(a), { name: 'Bug', parent: parent.json().id, color: null });
    expect(child.json()).toMatchObject({ parent: parent.json().id, color: expect.any(String) });
    const list = await v1Request(t, guest, 'GET', labels(a));
    expect(list.json().total_count).toBe(4);
    expect((await v1Request(t, guest, 'GET', `${labels(a)}${child.json().id}/?fields=name`)).json()).toEqual({ id: child.json().id, name: 'Bug' });
    const moved = await v1Request(t, a, 'PATCH', `${labels(a)}${child.json().id}/`, { parent: null, name: 'Defect' });
    expect(moved.json()).toMatchObject({ parent: null, name: 'Defect' });
    expect((await v1Request(t, member, 'DELETE', `${labels(a)}${parent.json().id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, member, 'GET', `${labels(a)}${parent.json().id}/`)).statusCode).toBe(404);
  });

  it('refuses guests (403) and keys of another workspace (403), changing nothing', async () => {
    const before = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, guest, 'POST', labels(a), { name: 'G' })).statusCode).toBe(403);
    expect((await v1Request(t, guest, 'PATCH', `${labels(a)}${a.project!.labelId}/`, { name: 'G' })).statusCode).toBe(403);
    expect((await v1Request(t, guest, 'DELETE', `${labels(a)}${a.project!.labelId}/`)).statusCode).toBe(403);
    expect((await v1Request(t, b, 'POST', labels(a), { name: 'B' })).statusCode).toBe(403);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(before);
  });

  it('answers 404 for a foreign label, 400 for a foreign parent, and changes nothing', async () => {
    const beforeA = await snapshotProjects(t, a.workspaceId);
    const beforeB = await snapshotProjects(t, b.workspaceId);
    const foreign = `${labels(a)}${b.project!.labelId}/`;
    expect((await v1Request(t, a, 'GET', foreign)).statusCode).toBe(404);
    expect((await v1Request(t, a, 'PATCH', foreign, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await v1Request(t, a, 'DELETE', foreign)).statusCode).toBe(404);
    expect((await v1Request(t, a, 'POST', labels(a), { name: 'Orphan', parent: b.project!.labelId })).statusCode).toBe(400);
    expect((await v1Request(t, a, 'PATCH', `${labels(a)}${a.project!.labelId}/`, { parent: b.project!.labelId })).statusCode).toBe(400);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(beforeA);
    expect(await snapshotProjects(t, b.workspaceId)).toBe(beforeB);
  });

  it.each([
    ['no name', { color: '#000000' }],
    ['a bad color', { name: 'X', color: 'nope' }],
    ['a bad parent id', { name: 'X', parent: 'nope' }],
    ['a huge description', { name: 'X', description: 'x'.repeat(100_000) }],
  ])('answers 400 for %s', async (_n, body) => {
    expect((await v1Request(t, a, 'POST', labels(a), body)).statusCode).toBe(400);
  });

  it('answers 409 for a sibling with the same name', async () => {
    expect((await v1Request(t, a, 'POST', labels(a), { name: 'Area' })).statusCode).toBe(409);
  });
});
