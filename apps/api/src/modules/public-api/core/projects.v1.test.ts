import { randomUUID } from 'node:crypto';
import { ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotProjects } from '../../projects/projects.test-support';
import { loadV1Project } from './core.v1.routes';
import { addV1Member, resetV1RateLimits, v1Context, v1Request, type V1Caller, type V1Context } from '../v1.test-support';

// Public API v1 projects (issue 18): the seed's shapes, the app's roles (workspace admin/member create; any project
// role reads; project admins change, archive and delete), foreign ids 404 with nothing changed, bad input 400.

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

const projectUrl = (ctx: V1Context, id = ctx.project!.id) => `${ctx.base}/projects/${id}/`;

describe('GET projects/', () => {
  it('lists the visible projects in the v1 envelope with the seed names', async () => {
    const res = await v1Request(t, a, 'GET', `${a.base}/projects/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_count: 1, total_results: 1, count: 1, next_page_results: false, next_cursor: '100:1:0' });
    expect(body.results[0]).toMatchObject({
      id: a.project!.id,
      workspace: a.workspaceId,
      identifier: a.project!.identifier,
      is_member: true,
      member_role: ROLE.ADMIN,
      total_members: 3,
      total_cycles: 0,
      total_modules: 0,
      intake_view: false,
      estimate: a.project!.estimateId,
      created_by: a.userId,
    });
    expect(body.results[0]).not.toHaveProperty('workspace_id');
  });

  it('pages with per_page and cursor and trims with fields', async () => {
    const res = await v1Request(t, a, 'GET', `${a.base}/projects/?per_page=1&cursor=1:0:0&fields=name`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toEqual({ id: a.project!.id, name: expect.any(String) });
  });

  it('shows a workspace guest only their projects and refuses a bad cursor', async () => {
    const res = await v1Request(t, guest, 'GET', `${a.base}/projects/`);
    expect(res.json().results.map((p: { id: string }) => p.id)).toEqual([a.project!.id]);
    expect((await v1Request(t, a, 'GET', `${a.base}/projects/?cursor=nope`)).statusCode).toBe(400);
  });

  it('answers 401 without a key and 403 for a key of another workspace', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${a.base}/projects/` })).statusCode).toBe(401);
    expect((await v1Request(t, b, 'GET', `${a.base}/projects/`)).statusCode).toBe(403);
  });

  it('lists the lite shape, archived ones only when asked', async () => {
    const res = await v1Request(t, a, 'GET', `${a.base}/projects-lite/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toEqual(expect.objectContaining({ id: a.project!.id, identifier: a.project!.identifier, archived_at: null }));
  });
});

describe('POST projects/', () => {
  it('creates a project (201) for a workspace member, who becomes its admin; unknown keys are ignored', async () => {
    const res = await v1Request(t, member, 'POST', `${a.base}/projects/`, { name: 'Api Made', identifier: 'apim', description: 'via v1', network: 0, emoji: null, project_lead: null, workspace: b.workspaceId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Api Made', identifier: 'APIM', description: 'via v1', network: 0, workspace: a.workspaceId, member_role: ROLE.ADMIN, is_member: true });
    const toggled = await v1Request(t, member, 'POST', `${a.base}/projects/`, { name: 'Toggled', identifier: 'TOG', cycle_view: false, intake_view: true, archive_in: 3 });
    expect(toggled.json()).toMatchObject({ identifier: 'TOG', cycle_view: false, intake_view: true, archive_in: 3, module_view: true });
    const before = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, member, 'POST', `${a.base}/projects/`, { name: 'Bad', identifier: 'BADT', archive_in: 99 })).statusCode).toBe(400);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(before);
    const states = await v1Request(t, member, 'GET', `${a.base}/projects/${res.json().id}/states/`);
    expect(states.json().total_count).toBe(5);
  });

  it('refuses a workspace guest (403) and a key of another workspace (403) without creating anything', async () => {
    const before = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, guest, 'POST', `${a.base}/projects/`, { name: 'G', identifier: 'GG' })).statusCode).toBe(403);
    expect((await v1Request(t, b, 'POST', `${a.base}/projects/`, { name: 'B', identifier: 'BB' })).statusCode).toBe(403);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(before);
  });

  it.each([
    ['no name', { identifier: 'XX' }],
    ['a bad identifier', { name: 'X', identifier: 'bad id!' }],
    ['a NUL byte', { name: 'a\u0000b', identifier: 'NUL' }],
    ['a huge name', { name: 'x'.repeat(100_000), identifier: 'HUGE' }],
    ['a bad network', { name: 'X', identifier: 'NET', network: 1 }],
  ])('answers 400 for %s', async (_name, body) => {
    const res = await v1Request(t, a, 'POST', `${a.base}/projects/`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error_code');
  });

  it('answers 409 for an identifier already used', async () => {
    expect((await v1Request(t, a, 'POST', `${a.base}/projects/`, { name: 'Dup', identifier: a.project!.identifier })).statusCode).toBe(409);
  });
});

describe('GET / PATCH projects/{id}/', () => {
  it('reads a project for any project role, refuses a workspace member outside it (403)', async () => {
    expect((await v1Request(t, guest, 'GET', projectUrl(a))).json()).toMatchObject({ id: a.project!.id, member_role: ROLE.GUEST });
    expect((await v1Request(t, outsider, 'GET', projectUrl(a))).statusCode).toBe(403);
  });

  it('answers 404 for another workspace’s project and an unknown id, 400 for a bad uuid', async () => {
    expect((await v1Request(t, a, 'GET', projectUrl(a, b.project!.id))).statusCode).toBe(404);
    expect((await v1Request(t, a, 'GET', projectUrl(a, randomUUID()))).statusCode).toBe(404);
    expect((await v1Request(t, a, 'GET', projectUrl(a, 'not-a-uuid'))).statusCode).toBe(400);
  });

  it('updates fields and toggles for a project admin (intake_view is the app’s inbox_view)', async () => {
    const res = await v1Request(t, a, 'PATCH', projectUrl(a), { description: 'changed', intake_view: true, module_view: false, total_members: 99 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'changed', intake_view: true, module_view: false, total_members: 3 });
  });

  it('refuses a project member and a guest (403) and changes nothing', async () => {
    const before = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, member, 'PATCH', projectUrl(a), { name: 'Nope' })).statusCode).toBe(403);
    expect((await v1Request(t, guest, 'PATCH', projectUrl(a), { name: 'Nope' })).statusCode).toBe(403);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(before);
  });

  it('answers 404 for a foreign project and 400 for a foreign default_state, changing nothing', async () => {
    const beforeB = await snapshotProjects(t, b.workspaceId);
    const beforeA = await snapshotProjects(t, a.workspaceId);
    expect((await v1Request(t, a, 'PATCH', projectUrl(a, b.project!.id), { name: 'Stolen' })).statusCode).toBe(404);
    expect((await v1Request(t, a, 'PATCH', projectUrl(a), { default_state: b.project!.defaultStateId })).statusCode).toBe(400);
    expect((await v1Request(t, a, 'PATCH', projectUrl(a), { archive_in: 99 })).statusCode).toBe(400);
    expect(await snapshotProjects(t, b.workspaceId)).toBe(beforeB);
    expect(await snapshotProjects(t, a.workspaceId)).toBe(beforeA);
  });
});

describe('features/', () => {
  it('reads the toggles under the seed names and lets a project admin change them', async () => {
    const read = await v1Request(t, guest, 'GET', `${projectUrl(a)}features/`);
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.json()).sort()).toEqual(['cycles', 'epics', 'intakes', 'is_time_tracking_enabled', 'modules', 'pages', 'views', 'work_item_types']);
    const res = await v1Request(t, a, 'PATCH', `${projectUrl(a)}features/`, { cycles: false, pages: false, intakes: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cycles: false, pages: false, intakes: true });
    expect((await v1Request(t, a, 'GET', projectUrl(a))).json()).toMatchObject({ cycle_view: false, page_view: false, intake_view: true });
  });

  it('refuses a project member (403), a foreign project (404) and a non-boolean (400)', async () => {
    expect((await v1Request(t, member, 'PATCH', `${projectUrl(a)}features/`, { cycles: true })).statusCode).toBe(403);
    expect((await v1Request(t, a, 'PATCH', `${projectUrl(a, b.project!.id)}features/`, { cycles: true })).statusCode).toBe(404);
    expect((await v1Request(t, a, 'PATCH', `${projectUrl(a)}features/`, { cycles: 'yes' })).statusCode).toBe(400);
  });
});

describe('project-members/', () => {
  it('lists members as a plain array with role and role_slug', async () => {
    const res = await v1Request(t, guest, 'GET', `${projectUrl(a)}project-members/`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ id: string; role: number; role_slug: string }>;
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ id: member.userId, role: ROLE.MEMBER, role_slug: 'member' }), expect.objectContaining({ id: guest.userId, role_slug: 'guest' })]));
    expect((await v1Request(t, outsider, 'GET', `${projectUrl(a)}project-members/`)).statusCode).toBe(403);
    const lite = await v1Request(t, a, 'GET', `${projectUrl(a)}project-members-lite/?per_page=1`);
    expect(lite.json()).toMatchObject({ count: 1, next_page_results: true });
  });
});

describe('archive/ and DELETE', () => {
  it('archives (204) and unarchives (204) for a project admin only', async () => {
    expect((await v1Request(t, member, 'POST', `${projectUrl(a)}archive/`)).statusCode).toBe(403);
    expect((await v1Request(t, a, 'POST', `${projectUrl(a, b.project!.id)}archive/`)).statusCode).toBe(404);
    // As the SDK sends it: a JSON content type and no body.
    const archived = await t.app.inject({ method: 'POST', url: `${projectUrl(a)}archive/`, headers: { ...a.headers, 'content-type': 'application/json' } });
    expect(archived.statusCode).toBe(204);
    expect((await v1Request(t, a, 'GET', projectUrl(a))).json().archived_at).not.toBeNull();
    expect((await v1Request(t, a, 'GET', `${a.base}/projects-lite/`)).json().results.map((p: { id: string }) => p.id)).not.toContain(a.project!.id);
    expect((await v1Request(t, a, 'GET', `${a.base}/projects-lite/?include_archived=true`)).json().results.map((p: { id: string }) => p.id)).toContain(a.project!.id);
    expect((await v1Request(t, member, 'DELETE', `${projectUrl(a)}archive/`)).statusCode).toBe(403);
    expect((await v1Request(t, a, 'DELETE', `${projectUrl(a)}archive/`)).statusCode).toBe(204);
    expect((await v1Request(t, a, 'GET', projectUrl(a))).json().archived_at).toBeNull();
  });

  it('deletes for a project admin (204); members 403, foreign ids 404 with nothing deleted', async () => {
    const created = (await v1Request(t, a, 'POST', `${a.base}/projects/`, { name: 'Doomed', identifier: 'DOOM' })).json();
    await v1Request(t, a, 'POST', `${a.base}/projects/${created.id}/states/`, { name: 'x', color: '#000000' });
    expect((await v1Request(t, member, 'DELETE', projectUrl(a, created.id))).statusCode).toBe(403);
    const beforeB = await snapshotProjects(t, b.workspaceId);
    expect((await v1Request(t, a, 'DELETE', projectUrl(a, b.project!.id))).statusCode).toBe(404);
    expect(await snapshotProjects(t, b.workspaceId)).toBe(beforeB);
    expect((await v1Request(t, a, 'DELETE', projectUrl(a, created.id))).statusCode).toBe(204);
    expect((await v1Request(t, a, 'GET', projectUrl(a, created.id))).statusCode).toBe(404);
  });
});

describe('loadV1Project (webhook payloads)', () => {
  it('loads the v1 shape without a caller; null for a foreign, unknown or malformed id', async () => {
    const loaded = await loadV1Project(t.db, a.workspaceId, a.project!.id);
    expect(loaded).toMatchObject({ id: a.project!.id, workspace: a.workspaceId, is_member: false, member_role: null, total_members: 3, total_cycles: 0 });
    const { is_member: _m, member_role: _r, ...shared } = (await v1Request(t, a, 'GET', projectUrl(a))).json();
    expect(loaded).toMatchObject(shared);
    expect(await loadV1Project(t.db, a.workspaceId, b.project!.id)).toBeNull();
    expect(await loadV1Project(t.db, a.workspaceId, randomUUID())).toBeNull();
    expect(await loadV1Project(t.db, a.workspaceId, 'nope')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents every core v1 route with a summary under the v1 tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
    const v1 = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/v1/workspaces/'));
    for (const path of ['/projects/{projectId}/archive/', '/projects/{projectId}/features/', '/stickies/{stickyId}/', '/members/']) {
      expect(v1.some(([p]) => p.endsWith(path))).toBe(true);
    }
    for (const [, ops] of v1) for (const op of Object.values(ops)) expect(op.summary).toBeTruthy();
  });
});
