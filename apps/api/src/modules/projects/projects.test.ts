import { randomUUID } from 'node:crypto';
import { apiPaths, PROJECT_TEXT, projectLiteSchema, projectSchema, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { addProjectMembers, seedFavorite, seedProject, snapshotProjects } from './projects.test-support';

let t: TestApp;
let admin: Actor;
let member: Actor;
let guest: Actor;
let slug: string;
let workspaceId: string;

// One app and one set of users per file; each test gets its own workspace, so no table needs emptying.
beforeAll(async () => {
  t = await createTestApp();
  admin = await newActor(t, 'admin');
  member = await newActor(t, 'member');
  guest = await newActor(t, 'guest');
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const { workspace } = await seedWorkspace(t, admin.id, [
    [admin.id, ROLE.ADMIN],
    [member.id, ROLE.MEMBER],
    [guest.id, ROLE.GUEST],
  ]);
  slug = workspace.slug;
  workspaceId = workspace.id;
});

describe('POST projects/', () => {
  it('creates the project with its creator as admin and the five default states in one go', async () => {
    const id = randomUUID();
    const res = await member.agent.post(apiPaths.projects(slug), { id, name: '  Mobile app ', identifier: ' mob1 ', description: 'Phones' });
    expect(res.statusCode).toBe(201);
    const project = projectSchema.parse(res.json());
    expect(project).toMatchObject({
      id,
      name: 'Mobile app',
      identifier: 'MOB1',
      description: 'Phones',
      workspace: workspaceId,
      member_role: ROLE.ADMIN,
      is_member: true,
      is_favorite: false,
      archived_at: null,
      network: 2,
      cycle_view: true,
      module_view: true,
      issue_views_view: true,
      page_view: true,
      inbox_view: false,
      is_time_tracking_enabled: false,
      guest_view_all_features: false,
      archive_in: 0,
      close_in: 0,
      default_state: null,
      estimate: null,
      total_members: 1,
      created_by: member.id,
    });
    const states = await t.query<{ name: string; group: string; default: boolean }>('SELECT name, "group", "default" FROM states WHERE project_id = $1 ORDER BY sequence, name', [id]);
    expect(states.map((s) => [s.name, s.group, s.default]).sort()).toEqual(
      [
        ['Backlog', 'backlog', true],
        ['Cancelled', 'cancelled', false],
        ['Done', 'completed', false],
        ['In Progress', 'started', false],
        ['Todo', 'unstarted', false],
      ].sort(),
    );
    expect(await t.query('SELECT member, role, original_role FROM project_members WHERE project_id = $1', [id])).toEqual([{ member: member.id, role: ROLE.ADMIN, original_role: ROLE.ADMIN }]);
  });

  it('refuses a used identifier with 409 and creates nothing', async () => {
    expect((await admin.agent.post(apiPaths.projects(slug), { name: 'A', identifier: 'web' })).statusCode).toBe(201);
    const before = await snapshotProjects(t, workspaceId);
    const res = await member.agent.post(apiPaths.projects(slug), { name: 'B', identifier: 'WEB' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Project identifier is already taken', error_code: 'PROJECT_IDENTIFIER_TAKEN' });
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('allows the same identifier in another workspace and the same name twice', async () => {
    const other = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN]]);
    expect((await admin.agent.post(apiPaths.projects(slug), { name: 'Same', identifier: 'SAME' })).statusCode).toBe(201);
    expect((await admin.agent.post(apiPaths.projects(other.workspace.slug), { name: 'Same', identifier: 'SAME' })).statusCode).toBe(201);
    expect((await admin.agent.post(apiPaths.projects(slug), { name: 'Same', identifier: 'SAME2' })).statusCode).toBe(201);
  });

  it('refuses a client id that already exists with 409', async () => {
    const id = randomUUID();
    expect((await admin.agent.post(apiPaths.projects(slug), { id, name: 'A', identifier: 'A' })).statusCode).toBe(201);
    const res = await admin.agent.post(apiPaths.projects(slug), { id, name: 'B', identifier: 'B' });
    expect(res.statusCode).toBe(409);
    expect(await t.query('SELECT identifier FROM projects WHERE workspace_id = $1', [workspaceId])).toEqual([{ identifier: 'A' }]);
  });

  it.each([
    [{ name: 'x', identifier: '' }, 'identifier'],
    [{ name: 'x', identifier: 'AB-C' }, 'identifier'],
    [{ name: 'x', identifier: 'ABCDEFGHIJKLM' }, 'identifier'],
    [{ name: ' ', identifier: 'OK' }, 'name'],
    [{ name: 'x', identifier: 'OK', network: 1 }, 'network'],
    [{ name: 'x', identifier: 'OK', logo_props: { in_use: 'emoji', emoji: { value: '1f600', url: 'javascript:alert(1)' } } }, 'logo_props.emoji.url'],
    [{ name: 'x', identifier: 'OK', owner: 'me' }, ''],
  ])('validates %j', async (body, field) => {
    const res = await admin.agent.post(apiPaths.projects(slug), body);
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json().details)).toContain(field);
    expect(await t.query('SELECT id FROM projects WHERE workspace_id = $1', [workspaceId])).toEqual([]);
  });
});

describe('GET project-identifiers/', () => {
  it('tells whether an identifier is used in this workspace (normalised)', async () => {
    await seedProject(t, workspaceId, admin.id, 'WEB');
    expect((await guest.agent.get(apiPaths.projectIdentifierCheck(slug, ' web '))).json()).toEqual({ exists: true });
    expect((await guest.agent.get(apiPaths.projectIdentifierCheck(slug, 'API'))).json()).toEqual({ exists: false });
  });
});

describe('lists', () => {
  it('lite, details and stats show what the caller may see, with their own favorite flag and role', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const api = await seedProject(t, workspaceId, admin.id, 'API');
    await addProjectMembers(t, workspaceId, api.id, [[guest.id, ROLE.GUEST], [member.id, ROLE.MEMBER]]);
    await seedFavorite(t, workspaceId, member.id, api.id);

    const lite = (await member.agent.get(apiPaths.projects(slug))).json();
    expect(lite.map((p: { identifier: string }) => p.identifier)).toEqual(['WEB', 'API']);
    for (const p of lite) projectLiteSchema.strict().parse(p);
    expect(lite[0]).toMatchObject({ id: web.id, is_member: false, member_role: null, is_favorite: false });
    expect(lite[1]).toMatchObject({ id: api.id, is_member: true, member_role: ROLE.MEMBER, is_favorite: true });
    // Favorites are per user.
    expect((await admin.agent.get(apiPaths.projects(slug))).json()[1]).toMatchObject({ is_favorite: false, member_role: ROLE.ADMIN });

    const guestDetails = (await guest.agent.get(apiPaths.projectsDetails(slug))).json();
    expect(guestDetails).toHaveLength(1);
    expect(projectSchema.strict().parse(guestDetails[0])).toMatchObject({ id: api.id, total_members: 3, member_role: ROLE.GUEST, estimate: expect.any(String) });

    const stats = (await member.agent.get(apiPaths.projectStats(slug))).json();
    expect(stats).toEqual([
      { id: web.id, total_members: 1, total_states: 6, total_labels: 2, total_issues: 0 },
      { id: api.id, total_members: 3, total_states: 6, total_labels: 2, total_issues: 0 },
    ]);
  });

  it('stats count the work items each project lists: not deleted, archived, drafts or epics', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const api = await seedProject(t, workspaceId, admin.id, 'API');
    const create = async (projectId: string, body: Record<string, unknown> = {}, type: 'issues' | 'epics' = 'issues') => {
      const res = await admin.agent.post(apiPaths.workItems(slug, projectId, type), { name: 'Item', ...body });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    for (let i = 0; i < 3; i += 1) await create(web.id);
    const archived = await create(web.id);
    const deleted = await create(web.id);
    await create(web.id, { is_draft: true });
    await create(web.id, {}, 'epics');
    await create(api.id);
    await t.query("UPDATE states SET \"group\" = 'completed' WHERE project_id = $1", [web.id]);
    expect((await admin.agent.post(apiPaths.workItemArchive(slug, web.id, archived))).statusCode).toBe(200);
    expect((await admin.agent.delete(apiPaths.workItem(slug, web.id, deleted))).statusCode).toBe(204);
    const stats = (await member.agent.get(apiPaths.projectStats(slug))).json();
    expect(stats.map((s: { id: string; total_issues: number }) => [s.id, s.total_issues])).toEqual([
      [web.id, 3],
      [api.id, 1],
    ]);
  });

  it('does not count users who left the workspace as project members', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    await addProjectMembers(t, workspaceId, web.id, [[member.id, ROLE.MEMBER]]);
    await t.query('UPDATE workspace_members SET is_active = false WHERE member = $1 AND workspace_id = $2', [member.id, workspaceId]);
    expect((await admin.agent.get(apiPaths.project(slug, web.id))).json().total_members).toBe(1);
    expect((await admin.agent.get(apiPaths.projectMembers(slug, web.id))).json()).toHaveLength(1);
  });
});

describe('GET/PATCH/DELETE projects/{id}/', () => {
  it('updates general fields, toggles and automations, and refuses foreign default_state and estimate', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const other = await seedProject(t, workspaceId, admin.id, 'OTH');
    const url = apiPaths.project(slug, web.id);
    const res = await admin.agent.patch(url, {
      name: 'Website',
      identifier: 'site',
      description: 'd',
      logo_props: { in_use: 'icon', icon: { name: 'globe', color: '#fff' } },
      cycle_view: false,
      inbox_view: true,
      is_time_tracking_enabled: true,
      guest_view_all_features: true,
      archive_in: 3,
      close_in: 12,
      default_state: web.extraStateId,
      estimate: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Website',
      identifier: 'SITE',
      logo_props: { in_use: 'icon', icon: { name: 'globe', color: '#fff' } },
      cycle_view: false,
      inbox_view: true,
      is_time_tracking_enabled: true,
      guest_view_all_features: true,
      archive_in: 3,
      close_in: 12,
      default_state: web.extraStateId,
      estimate: null,
      updated_by: admin.id,
    });
    expect((await admin.agent.get(url)).json()).toMatchObject({ name: 'Website', archive_in: 3 });

    const before = await snapshotProjects(t, workspaceId);
    for (const body of [{ default_state: other.extraStateId }, { estimate: other.estimateId }, { identifier: 'OTH' }, { archive_in: 13 }, { close_in: -1 }]) {
      const refused = await admin.agent.patch(url, body);
      expect([400, 409]).toContain(refused.statusCode);
    }
    expect((await admin.agent.patch(url, { identifier: 'oth' })).json()).toEqual({ error: 'Project identifier is already taken', error_code: 'PROJECT_IDENTIFIER_TAKEN' });
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('setting the estimate makes it the active one', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const second = await admin.agent.post(apiPaths.estimates(slug, web.id), { estimate: { name: 'T', type: 'time' }, estimate_points: [{ key: 0, value: '1h' }] });
    expect((await admin.agent.patch(apiPaths.project(slug, web.id), { estimate: web.estimateId })).json().estimate).toBe(web.estimateId);
    const list = (await admin.agent.get(apiPaths.estimates(slug, web.id))).json();
    expect(list.map((e: { id: string; last_used: boolean }) => [e.id, e.last_used])).toEqual([
      [second.json().id, false],
      [web.estimateId, true],
    ]);
  });

  it('delete removes the project with its members, states, labels, estimates and favorites', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const keep = await seedProject(t, workspaceId, admin.id, 'KEEP');
    await seedFavorite(t, workspaceId, admin.id, web.id);
    expect((await admin.agent.delete(apiPaths.project(slug, web.id))).statusCode).toBe(204);
    for (const table of ['project_members', 'states', 'labels', 'estimates', 'estimate_points', 'user_favorites']) {
      expect(await t.query(`SELECT id FROM ${table} WHERE project_id = $1`, [web.id])).toEqual([]);
    }
    expect((await admin.agent.get(apiPaths.project(slug, web.id))).json()).toEqual({ error: 'Project not found', error_code: 'NOT_FOUND' });
    expect((await admin.agent.get(apiPaths.project(slug, keep.id))).statusCode).toBe(200);
  });
});

describe('workspace deletion', () => {
  it('removes the projects with everything in them', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    await admin.agent.patch(apiPaths.project(slug, web.id), { default_state: web.extraStateId });
    await seedFavorite(t, workspaceId, admin.id, web.id);
    expect((await admin.agent.delete(apiPaths.workspace(slug))).statusCode).toBe(204);
    for (const table of ['projects', 'project_members', 'states', 'labels', 'estimates', 'estimate_points', 'user_favorites']) {
      expect(await t.query(`SELECT id FROM ${table} WHERE workspace_id = $1`, [workspaceId])).toEqual([]);
    }
  });
});

describe('archive and restore', () => {
  it('archive sets archived_at and drops every favorite; restore clears it', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    await addProjectMembers(t, workspaceId, web.id, [[member.id, ROLE.MEMBER]]);
    await seedFavorite(t, workspaceId, member.id, web.id);
    await seedFavorite(t, workspaceId, admin.id, web.id);
    const archived = await admin.agent.post(apiPaths.projectArchive(slug, web.id));
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect(await t.query('SELECT id FROM user_favorites WHERE workspace_id = $1', [workspaceId])).toEqual([]);
    // Archived projects stay in the list (the archived page reads archived_at) and cannot be favorited.
    expect((await member.agent.get(apiPaths.projects(slug))).json()[0].archived_at).toBe(archived.json().archived_at);
    expect((await member.agent.post(apiPaths.favoriteProjects(slug), { project: web.id })).json().error_code).toBe('PROJECT_ARCHIVED');
    // Archiving again keeps the first date.
    t.clock.advance(60_000);
    expect((await admin.agent.post(apiPaths.projectArchive(slug, web.id))).json().archived_at).toBe(archived.json().archived_at);
    t.clock.reset();
    const restored = await admin.agent.delete(apiPaths.projectArchive(slug, web.id));
    expect(restored.json().archived_at).toBeNull();
  });
});

describe('POST projects/join/', () => {
  it('joins with the workspace role; already joined projects stay as they are', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const api = await seedProject(t, workspaceId, admin.id, 'API');
    await addProjectMembers(t, workspaceId, api.id, [[member.id, ROLE.GUEST]]);
    const res = await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id, api.id, web.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: string; member_role: number }) => [p.id, p.member_role])).toEqual([
      [web.id, ROLE.MEMBER],
      [api.id, ROLE.GUEST],
    ]);
    const other = await newActor(t, 'wsadmin2');
    await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]]);
    await t.query('INSERT INTO workspace_members (workspace_id, member, role) VALUES ($1, $2, 20)', [workspaceId, other.id]);
    await other.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id] });
    expect(await t.query('SELECT role, original_role FROM project_members WHERE member = $1', [other.id])).toEqual([{ role: ROLE.ADMIN, original_role: ROLE.ADMIN }]);
  });

  it('refuses the whole request for a foreign or archived project, and for workspace guests', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const archived = await seedProject(t, workspaceId, admin.id, 'OLD');
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [archived.id]);
    const elsewhere = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN]]);
    const foreign = await seedProject(t, elsewhere.workspace.id, admin.id, 'FOR');
    const before = await snapshotProjects(t, workspaceId);
    expect((await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id, foreign.id] })).json()).toEqual({ error: 'Project not found', error_code: 'NOT_FOUND' });
    expect((await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id, randomUUID()] })).statusCode).toBe(404);
    expect((await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id, archived.id] })).json().error_code).toBe('PROJECT_ARCHIVED');
    expect((await guest.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id] })).statusCode).toBe(403);
    expect((await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: [] })).statusCode).toBe(400);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('refuses a workspace member a secret project without an invitation, whole request, nothing changed', async () => {
    const web = await seedProject(t, workspaceId, admin.id, 'WEB');
    const secret = await seedProject(t, workspaceId, admin.id, 'SEC');
    await t.query('UPDATE projects SET network = 0 WHERE id = $1', [secret.id]);
    const before = await snapshotProjects(t, workspaceId);
    for (const ids of [[secret.id], [web.id, secret.id]]) {
      const res = await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: ids });
      expect([res.statusCode, res.json()]).toEqual([403, { error: PROJECT_TEXT.secretProjectJoin, error_code: 'SECRET_PROJECT' }]);
    }
    expect((await guest.agent.post(apiPaths.projectsJoin(slug), { project_ids: [secret.id] })).statusCode).toBe(403);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
    expect(await t.query('SELECT project_id FROM project_members WHERE member = $1 AND workspace_id = $2', [member.id, workspaceId])).toEqual([]);
    // Once a project admin has added them, listing the secret project among others is fine (it stays as it is).
    await addProjectMembers(t, workspaceId, secret.id, [[member.id, ROLE.GUEST]]);
    const joined = await member.agent.post(apiPaths.projectsJoin(slug), { project_ids: [web.id, secret.id] });
    expect(joined.json().map((p: { id: string; member_role: number }) => [p.id, p.member_role])).toEqual([
      [web.id, ROLE.MEMBER],
      [secret.id, ROLE.GUEST],
    ]);
    // Workspace admins already act as admins of every project, secret or not.
    const other = await newActor(t, 'wsadmin3');
    await t.query('INSERT INTO workspace_members (workspace_id, member, role) VALUES ($1, $2, 20)', [workspaceId, other.id]);
    expect((await other.agent.post(apiPaths.projectsJoin(slug), { project_ids: [secret.id] })).statusCode).toBe(200);
  });
});
