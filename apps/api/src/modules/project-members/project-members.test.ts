import { randomUUID } from 'node:crypto';
import { apiPaths, projectMemberMeSchema, projectMemberSchema, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedFavorite, seedProject, snapshotProjects, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let wsAdmin: Actor;
let lead: Actor;
let dev: Actor;
let visitor: Actor;
let newcomer: Actor;
let outsider: Actor;
let slug: string;
let workspaceId: string;
let project: SeededProject;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [wsAdmin, lead, dev, visitor, newcomer, outsider] = await Promise.all(['wsadmin', 'lead', 'dev', 'visitor', 'newcomer', 'outsider'].map((n) => newActor(t, n)));
  await seedWorkspace(t, outsider.id, [[outsider.id, ROLE.ADMIN]]);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // lead (workspace member) created the project and is its admin; dev is a member; visitor a workspace guest and project guest.
  const { workspace } = await seedWorkspace(t, wsAdmin.id, [
    [wsAdmin.id, ROLE.ADMIN],
    [lead.id, ROLE.MEMBER],
    [dev.id, ROLE.MEMBER],
    [visitor.id, ROLE.GUEST],
    [newcomer.id, ROLE.MEMBER],
  ]);
  slug = workspace.slug;
  workspaceId = workspace.id;
  project = await seedProject(t, workspaceId, lead.id);
  ids = await addProjectMembers(t, workspaceId, project.id, [
    [dev.id, ROLE.MEMBER],
    [visitor.id, ROLE.GUEST],
  ]);
  ids.set(lead.id, (await t.query<{ id: string }>('SELECT id FROM project_members WHERE project_id = $1 AND member = $2', [project.id, lead.id]))[0].id);
});

const members = () => apiPaths.projectMembers(slug, project.id);
const one = (userId: string) => apiPaths.projectMember(slug, project.id, ids.get(userId) ?? userId);
const rolesInDb = async () =>
  Object.fromEntries(
    (await t.query<{ member: string; role: number; original_role: number }>('SELECT member, role, original_role FROM project_members WHERE project_id = $1', [project.id])).map((r) => [
      r.member,
      [r.role, r.original_role],
    ]),
  );

describe('GET members/ and members/{id}/', () => {
  it('lists the members with their user, oldest first, for any project role', async () => {
    const res = await visitor.agent.get(members());
    expect(res.statusCode).toBe(200);
    const list = (res.json() as unknown[]).map((m) => projectMemberSchema.strict().parse(m));
    // The creator came first; dev and visitor were added together.
    expect(list[0].member.id).toBe(lead.id);
    expect(list.map((m) => [m.member.id, m.role, m.original_role]).sort()).toEqual(
      [
        [lead.id, ROLE.ADMIN, ROLE.ADMIN],
        [dev.id, ROLE.MEMBER, ROLE.MEMBER],
        [visitor.id, ROLE.GUEST, ROLE.GUEST],
      ].sort(),
    );
    expect(list.find((m) => m.member.id === dev.id)?.member).toEqual(expect.objectContaining({ email: dev.email, display_name: expect.any(String) }));
    expect((await dev.agent.get(one(lead.id))).json()).toMatchObject({ id: ids.get(lead.id), role: ROLE.ADMIN, project: project.id });
  });

  it("unknown member id → 404 'Member not found'", async () => {
    const res = await lead.agent.get(apiPaths.projectMember(slug, project.id, randomUUID()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Member not found', error_code: 'NOT_FOUND' });
  });
});

describe('GET project-members/me/', () => {
  it('gives the membership, or the implicit admin role of a workspace admin', async () => {
    expect(projectMemberMeSchema.strict().parse((await dev.agent.get(apiPaths.projectMemberMe(slug, project.id))).json())).toMatchObject({
      id: ids.get(dev.id),
      role: ROLE.MEMBER,
      original_role: ROLE.MEMBER,
      is_member: true,
      member: { id: dev.id },
    });
    expect((await wsAdmin.agent.get(apiPaths.projectMemberMe(slug, project.id))).json()).toMatchObject({ id: null, role: ROLE.ADMIN, original_role: null, is_member: false, created_at: null });
  });
});

describe('POST members/ (bulk add)', () => {
  it('adds workspace members with their roles', async () => {
    const res = await lead.agent.post(members(), { members: [{ member_id: newcomer.id, role: ROLE.ADMIN }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ role: ROLE.ADMIN, original_role: ROLE.ADMIN, member: expect.objectContaining({ id: newcomer.id }) })]);
    expect((await newcomer.agent.get(apiPaths.project(slug, project.id))).json().member_role).toBe(ROLE.ADMIN);
  });

  it('refuses the whole request when one user is not an active member of the workspace', async () => {
    const before = await snapshotProjects(t, workspaceId);
    const res = await lead.agent.post(members(), {
      members: [
        { member_id: newcomer.id, role: ROLE.MEMBER },
        { member_id: outsider.id, role: ROLE.MEMBER },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Every member must be an active member of this workspace', error_code: 'NOT_WORKSPACE_MEMBER' });
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [workspaceId, newcomer.id]);
    expect((await lead.agent.post(members(), { members: [{ member_id: newcomer.id, role: ROLE.MEMBER }] })).statusCode).toBe(400);
    expect((await lead.agent.post(members(), { members: [{ member_id: randomUUID(), role: ROLE.MEMBER }] })).statusCode).toBe(400);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('refuses a workspace guest above project guest, an existing member and a repeated user', async () => {
    await t.query('DELETE FROM project_members WHERE project_id = $1 AND member = $2', [project.id, visitor.id]);
    const before = await snapshotProjects(t, workspaceId);
    const guestAsMember = await lead.agent.post(members(), { members: [{ member_id: visitor.id, role: ROLE.MEMBER }] });
    expect(guestAsMember.json()).toMatchObject({ error: 'A workspace guest can only be a project guest', error_code: 'WORKSPACE_GUEST_ONLY_PROJECT_GUEST' });
    const existing = await lead.agent.post(members(), { members: [{ member_id: newcomer.id, role: ROLE.MEMBER }, { member_id: dev.id, role: ROLE.MEMBER }] });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error_code).toBe('ALREADY_PROJECT_MEMBER');
    const repeated = await lead.agent.post(members(), { members: [{ member_id: newcomer.id, role: ROLE.MEMBER }, { member_id: newcomer.id, role: ROLE.GUEST }] });
    expect(repeated.statusCode).toBe(400);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
    expect((await lead.agent.post(members(), { members: [{ member_id: visitor.id, role: ROLE.GUEST }] })).statusCode).toBe(201);
  });
});

describe('PATCH members/{id}/', () => {
  it('sets role and original_role', async () => {
    const res = await lead.agent.patch(one(dev.id), { role: ROLE.GUEST });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: ROLE.GUEST, original_role: ROLE.GUEST });
    expect((await rolesInDb())[dev.id]).toEqual([ROLE.GUEST, ROLE.GUEST]);
  });

  it('refuses changing your own role, a workspace guest above guest, the last admin, and unknown members', async () => {
    const before = await snapshotProjects(t, workspaceId);
    expect((await lead.agent.patch(one(lead.id), { role: ROLE.MEMBER })).json()).toMatchObject({ error: 'You cannot change your own role', error_code: 'OWN_ROLE' });
    expect((await lead.agent.patch(one(visitor.id), { role: ROLE.MEMBER })).json().error_code).toBe('WORKSPACE_GUEST_ONLY_PROJECT_GUEST');
    // The workspace admin (implicit project admin) may not demote the only admin membership.
    expect((await wsAdmin.agent.patch(one(lead.id), { role: ROLE.MEMBER })).json()).toMatchObject({ error_code: 'LAST_PROJECT_ADMIN' });
    expect((await lead.agent.patch(apiPaths.projectMember(slug, project.id, randomUUID()), { role: ROLE.GUEST })).json()).toEqual({ error: 'Member not found', error_code: 'NOT_FOUND' });
    expect((await lead.agent.patch(one(dev.id), { role: 10 })).statusCode).toBe(400);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });
});

describe('DELETE members/{id}/ and members/leave/', () => {
  it('removes a member and their favorite of the project', async () => {
    await seedFavorite(t, workspaceId, dev.id, project.id);
    expect((await lead.agent.delete(one(dev.id))).statusCode).toBe(204);
    expect((await rolesInDb())[dev.id]).toBeUndefined();
    expect(await t.query('SELECT id FROM user_favorites WHERE user_id = $1 AND project_id = $2', [dev.id, project.id])).toEqual([]);
    expect((await dev.agent.get(apiPaths.project(slug, project.id))).statusCode).toBe(403);
  });

  it('refuses removing yourself or the last admin', async () => {
    const before = await snapshotProjects(t, workspaceId);
    expect((await lead.agent.delete(one(lead.id))).json().error_code).toBe('OWN_ROLE');
    expect((await wsAdmin.agent.delete(one(lead.id))).json().error_code).toBe('LAST_PROJECT_ADMIN');
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('lets members leave, but not the last admin nor someone without a membership', async () => {
    expect((await dev.agent.post(apiPaths.projectLeave(slug, project.id))).statusCode).toBe(204);
    expect((await rolesInDb())[dev.id]).toBeUndefined();
    const before = await snapshotProjects(t, workspaceId);
    expect((await lead.agent.post(apiPaths.projectLeave(slug, project.id))).json()).toMatchObject({ error_code: 'LAST_PROJECT_ADMIN' });
    expect((await wsAdmin.agent.post(apiPaths.projectLeave(slug, project.id))).json()).toMatchObject({ error_code: 'NOT_PROJECT_MEMBER' });
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
    // With a second admin the first may leave.
    expect((await lead.agent.post(members(), { members: [{ member_id: newcomer.id, role: ROLE.ADMIN }] })).statusCode).toBe(201);
    expect((await lead.agent.post(apiPaths.projectLeave(slug, project.id))).statusCode).toBe(204);
  });
});

describe('effective roles', () => {
  it('a workspace guest is at most a project guest, even with a higher stored role', async () => {
    await t.query('UPDATE project_members SET role = 20 WHERE project_id = $1 AND member = $2', [project.id, visitor.id]);
    expect((await visitor.agent.get(apiPaths.projectMemberMe(slug, project.id))).json().role).toBe(ROLE.GUEST);
    expect((await visitor.agent.post(apiPaths.labels(slug, project.id), { name: 'x' })).statusCode).toBe(403);
  });
});
