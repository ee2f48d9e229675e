import { apiPaths, ROLE, workspaceSchema } from '@cairn/types';
import { getWorkspaceSettingsBlock } from '../../data/repositories/workspaces.repository';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import { newActor, roleOf, seedInvitation, seedWorkspace, snapshotWorkspace, uniqueSlug } from './workspaces.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

describe('POST /api/workspaces/', () => {
  it('creates the workspace and makes the creator its admin', async () => {
    const a = await newActor(t);
    const res = await a.agent.post(apiPaths.workspaces(), { name: 'Acme Corp', slug: 'Acme-Corp', organization_size: '2-10' });
    expect(res.statusCode).toBe(201);
    const body = workspaceSchema.parse(res.json());
    expect(body).toMatchObject({ name: 'Acme Corp', slug: 'acme-corp', owner: a.id, created_by: a.id, role: ROLE.ADMIN, total_members: 1, logo_url: null, organization_size: '2-10' });
    expect(await roleOf(t, body.id, a.id)).toBe(ROLE.ADMIN);
  });

  it('refuses a slug that is taken or reserved with 409 WORKSPACE_SLUG_TAKEN', async () => {
    const a = await newActor(t);
    expect((await a.agent.post(apiPaths.workspaces(), { name: 'One', slug: 'acme' })).statusCode).toBe(201);
    for (const slug of ['acme', 'ACME', 'god-mode', 'api']) {
      const res = await a.agent.post(apiPaths.workspaces(), { name: 'Two', slug });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Workspace URL is already taken', error_code: 'WORKSPACE_SLUG_TAKEN' });
    }
    expect(await t.query('SELECT id FROM workspaces')).toHaveLength(1);
  });

  it('gives one of two racing creations of a slug 201 and the other 409', async () => {
    const a = await newActor(t);
    const b = await newActor(t);
    const results = await Promise.all([a, b].map((x) => x.agent.post(apiPaths.workspaces(), { name: 'Race', slug: 'race' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.query('SELECT id FROM workspace_members')).toHaveLength(1);
  });

  it('validates the body strictly', async () => {
    const a = await newActor(t);
    const bad = [{ name: '', slug: 'x1' }, { name: 'X', slug: 'has space' }, { name: 'X', slug: 'ok', owner: a.id }, { name: 'X' }];
    for (const body of bad) {
      const res = await a.agent.post(apiPaths.workspaces(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
    }
    expect(await t.query('SELECT id FROM workspaces')).toHaveLength(0);
  });

  it('needs a session', async () => {
    const res = await createAgent(t.app).post(apiPaths.workspaces(), { name: 'X', slug: 'x' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/workspace-slug-check/', () => {
  it('answers status true only for a free, valid, unreserved slug', async () => {
    const a = await newActor(t);
    await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN]], 'taken');
    const check = async (slug: string) => (await a.agent.get(apiPaths.slugCheck(slug))).json().status;
    expect(await check('free-one')).toBe(true);
    expect(await check('taken')).toBe(false);
    expect(await check('TAKEN')).toBe(false);
    expect(await check('spaces')).toBe(false);
    expect(await check('no spaces!')).toBe(false);
    expect((await createAgent(t.app).get(apiPaths.slugCheck('free-one'))).statusCode).toBe(401);
    expect((await a.agent.get('/api/workspace-slug-check/')).statusCode).toBe(400);
  });
});

describe('GET /api/users/me/workspaces/', () => {
  it('lists only my active workspaces with my role and the member count', async () => {
    const a = await newActor(t);
    const b = await newActor(t);
    const c = await newActor(t);
    const one = await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN], [b.id, ROLE.GUEST], [c.id, ROLE.MEMBER]], 'beta');
    await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN]], 'alpha');
    await seedWorkspace(t, c.id, [[c.id, ROLE.ADMIN]], 'gamma');
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [one.workspace.id, c.id]);

    const mine = (await b.agent.get(apiPaths.myWorkspaces())).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ slug: 'beta', role: ROLE.GUEST, total_members: 2 });
    const adminList = (await a.agent.get(apiPaths.myWorkspaces())).json();
    expect(adminList.map((w: { slug: string }) => w.slug)).toEqual(['alpha', 'beta']);
    expect((await createAgent(t.app).get(apiPaths.myWorkspaces())).statusCode).toBe(401);
  });
});

describe('GET/PATCH/DELETE /api/workspaces/{slug}/', () => {
  it('answers 404 "Workspace not found" for an unknown slug and for outsiders', async () => {
    const a = await newActor(t);
    const outsider = await newActor(t);
    await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN]], 'acme');
    for (const url of [apiPaths.workspace('nope'), apiPaths.workspace('acme')]) {
      const res = await outsider.agent.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Workspace not found', error_code: 'NOT_FOUND' });
    }
    expect((await outsider.agent.patch(apiPaths.workspace('acme'), { name: 'Mine' })).statusCode).toBe(404);
    expect((await outsider.agent.delete(apiPaths.workspace('acme'))).statusCode).toBe(404);
    expect((await a.agent.get(apiPaths.workspace('acme'))).json()).toMatchObject({ slug: 'acme', role: ROLE.ADMIN, total_members: 1 });
  });

  it('lets an admin rename it and rejects unknown keys', async () => {
    const a = await newActor(t);
    const { workspace } = await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN]], 'acme');
    const res = await a.agent.patch(apiPaths.workspace('acme'), { name: 'Acme 2', logo_url: 'https://example.com/l.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Acme 2', logo_url: 'https://example.com/l.png', slug: 'acme' });
    const before = await snapshotWorkspace(t, workspace.id);
    expect((await a.agent.patch(apiPaths.workspace('acme'), { slug: 'other' })).statusCode).toBe(400);
    expect((await a.agent.patch(apiPaths.workspace('acme'), JSON.parse('{"__proto__": {"x": 1}}'))).statusCode).toBe(400);
    expect((await a.agent.patch(apiPaths.workspace('acme'), { logo_url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect(await snapshotWorkspace(t, workspace.id)).toBe(before);
  });

  it('deletes it for real with its members and invitations and forgets it as last workspace', async () => {
    const a = await newActor(t);
    const b = await newActor(t);
    const { workspace } = await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN], [b.id, ROLE.MEMBER]], 'acme');
    await seedInvitation(t, workspace.id, a.id);
    await t.query('UPDATE profiles SET last_workspace_id = $1', [workspace.id]);
    const res = await a.agent.delete(apiPaths.workspace('acme'));
    expect(res.statusCode).toBe(204);
    expect(await t.query('SELECT id FROM workspaces')).toHaveLength(0);
    expect(await t.query('SELECT id FROM workspace_members')).toHaveLength(0);
    expect(await t.query('SELECT id FROM workspace_invitations')).toHaveLength(0);
    expect(await t.query('SELECT id FROM profiles WHERE last_workspace_id IS NOT NULL')).toHaveLength(0);
  });
});

describe('POST /api/users/last-visited-workspace/', () => {
  it('remembers a workspace I belong to and refuses others', async () => {
    const a = await newActor(t);
    const b = await newActor(t);
    const { workspace: mine } = await seedWorkspace(t, a.id, [[a.id, ROLE.GUEST]]);
    const { workspace: theirs } = await seedWorkspace(t, b.id, [[b.id, ROLE.ADMIN]]);
    expect((await a.agent.post(apiPaths.lastVisitedWorkspace(), { workspace_id: mine.id })).statusCode).toBe(204);
    const profile = async () => (await t.query<{ last_workspace_id: string | null }>('SELECT last_workspace_id FROM profiles WHERE user_id = $1', [a.id]))[0];
    expect((await profile()).last_workspace_id).toBe(mine.id);

    const refused = await a.agent.post(apiPaths.lastVisitedWorkspace(), { workspace_id: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect((await a.agent.post(apiPaths.lastVisitedWorkspace(), { workspace_id: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await profile()).last_workspace_id).toBe(mine.id);
    expect((await createAgent(t.app).post(apiPaths.lastVisitedWorkspace(), { workspace_id: mine.id })).statusCode).toBe(401);
  });
});

describe('getWorkspaceSettingsBlock', () => {
  it('gives the last workspace only while I belong to it, the first joined as fallback and my pending invites', async () => {
    const a = await newActor(t);
    const b = await newActor(t);
    const empty = await getWorkspaceSettingsBlock(t.db, a.id);
    expect(empty).toEqual({
      last_workspace_id: null, last_workspace_slug: null, last_workspace_name: null, last_workspace_logo: null,
      fallback_workspace_id: null, fallback_workspace_slug: null, invites: 0,
    });

    t.clock.set(new Date('2024-01-01T00:00:00Z'));
    const first = await seedWorkspace(t, a.id, [[a.id, ROLE.ADMIN]], uniqueSlug('first'));
    t.clock.set(new Date('2024-02-01T00:00:00Z'));
    const second = await seedWorkspace(t, a.id, [[a.id, ROLE.MEMBER]], uniqueSlug('second'));
    const foreign = await seedWorkspace(t, b.id, [[b.id, ROLE.ADMIN]]);
    await seedInvitation(t, foreign.workspace.id, b.id, a.email);

    await a.agent.post(apiPaths.lastVisitedWorkspace(), { workspace_id: second.workspace.id });
    const block = await getWorkspaceSettingsBlock(t.db, a.id);
    expect(block).toEqual({
      last_workspace_id: second.workspace.id,
      last_workspace_slug: second.workspace.slug,
      last_workspace_name: second.workspace.name,
      last_workspace_logo: null,
      fallback_workspace_id: first.workspace.id,
      fallback_workspace_slug: first.workspace.slug,
      invites: 1,
    });

    // A last workspace I no longer belong to is not reported.
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1', [second.workspace.id]);
    const after = await getWorkspaceSettingsBlock(t.db, a.id);
    expect(after.last_workspace_id).toBeNull();
    expect(after.last_workspace_slug).toBeNull();
    expect(after.fallback_workspace_id).toBe(first.workspace.id);

    const settings = await a.agent.get(apiPaths.settings());
    expect(settings.statusCode).toBe(200);
    expect(settings.json().workspace).toEqual(after);
  });
});

describe('OpenAPI document', () => {
  it('lists every workspace, member and invitation route with its tag', async () => {
    const doc = (await createAgent(t.app).get('/api/openapi.json')).json();
    const expected: Array<[string, string, string]> = [
      ['/api/workspaces/', 'post', 'workspaces'],
      ['/api/workspace-slug-check/', 'get', 'workspaces'],
      ['/api/users/me/workspaces/', 'get', 'workspaces'],
      ['/api/workspaces/{slug}/', 'patch', 'workspaces'],
      ['/api/workspaces/{slug}/', 'delete', 'workspaces'],
      ['/api/users/last-visited-workspace/', 'post', 'workspaces'],
      ['/api/workspaces/{slug}/members/', 'get', 'members'],
      ['/api/workspaces/{slug}/members/{id}/', 'patch', 'members'],
      ['/api/workspaces/{slug}/members/leave/', 'post', 'members'],
      ['/api/workspaces/{slug}/workspace-members/me/', 'get', 'members'],
      ['/api/workspaces/{slug}/invitations/', 'post', 'invitations'],
      ['/api/workspaces/{slug}/invitations/{id}/join/', 'post', 'invitations'],
      ['/api/users/me/workspaces/invitations/', 'get', 'invitations'],
      ['/api/users/me/workspaces/invitations/', 'post', 'invitations'],
    ];
    for (const [path, method, tag] of expected) expect(doc.paths[path]?.[method]?.tags).toContain(tag);
  });
});
