import { apiPaths, ROLE, workspaceMemberSchema } from '@cairn/types';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import { newActor, roleOf, seedWorkspace, snapshotWorkspace } from '../workspaces/workspaces.test-support';

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

async function setup() {
  const admin = await newActor(t, 'admin');
  const member = await newActor(t, 'member');
  const guest = await newActor(t, 'guest');
  await t.query("UPDATE users SET display_name = CASE WHEN id = $1 THEN 'zed' WHEN id = $2 THEN 'Bob' ELSE 'amy' END", [admin.id, member.id]);
  const { workspace, memberIds } = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN], [member.id, ROLE.MEMBER], [guest.id, ROLE.GUEST]], 'acme');
  return { admin, member, guest, workspace, memberIds };
}

describe('GET /api/workspaces/{slug}/members/', () => {
  it('lists active members, me first, then by display name', async () => {
    const { admin, member, guest, workspace } = await setup();
    const gone = await newActor(t, 'gone');
    await seedWorkspace(t, admin.id, [[gone.id, ROLE.MEMBER]]);
    await t.query('INSERT INTO workspace_members (workspace_id, member, role, is_active) VALUES ($1, $2, 15, false)', [workspace.id, gone.id]);

    const res = await member.agent.get(apiPaths.members('acme'));
    expect(res.statusCode).toBe(200);
    const list = res.json().map((m: unknown) => workspaceMemberSchema.parse(m));
    expect(list.map((m: { member: { id: string } }) => m.member.id)).toEqual([member.id, guest.id, admin.id]);
    expect(list[0]).toMatchObject({ role: ROLE.MEMBER, is_active: true, member: { email: member.email, display_name: 'Bob' } });
    expect(Object.keys(list[0].member).sort()).toEqual(['avatar_url', 'display_name', 'email', 'first_name', 'id', 'last_name']);
    expect((await admin.agent.get(apiPaths.members('acme'))).json()[0].member.id).toBe(admin.id);
  });

  it('leaves bot accounts out', async () => {
    const { member, workspace } = await setup();
    const bot = await newActor(t, 'bot');
    await t.query('UPDATE users SET is_bot = true WHERE id = $1', [bot.id]);
    await t.query('INSERT INTO workspace_members (workspace_id, member, role, is_active) VALUES ($1, $2, 15, true)', [workspace.id, bot.id]);
    const ids = (await member.agent.get(apiPaths.members('acme'))).json().map((m: { member: { id: string } }) => m.member.id);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(bot.id);
  });
});

describe('GET /api/workspaces/{slug}/workspace-members/me/', () => {
  it('answers my own membership', async () => {
    const { guest, memberIds } = await setup();
    const res = await guest.agent.get(apiPaths.workspaceMemberMe('acme'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: memberIds.get(guest.id), role: ROLE.GUEST, member: { id: guest.id } });
  });
});

describe('PATCH /api/workspaces/{slug}/members/{id}/', () => {
  it('lets an admin change another member role', async () => {
    const { admin, member, workspace, memberIds } = await setup();
    const res = await admin.agent.patch(apiPaths.member('acme', memberIds.get(member.id)!), { role: ROLE.ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: ROLE.ADMIN, member: { id: member.id } });
    expect(await roleOf(t, workspace.id, member.id)).toBe(ROLE.ADMIN);
    // With two admins one may demote the other.
    expect((await member.agent.patch(apiPaths.member('acme', memberIds.get(admin.id)!), { role: ROLE.GUEST })).statusCode).toBe(200);
    expect(await roleOf(t, workspace.id, admin.id)).toBe(ROLE.GUEST);
  });

  it('refuses changing your own role, non-admins, bad roles and unknown ids, changing nothing', async () => {
    const { admin, member, guest, workspace, memberIds } = await setup();
    const before = await snapshotWorkspace(t, workspace.id);
    const own = await admin.agent.patch(apiPaths.member('acme', memberIds.get(admin.id)!), { role: ROLE.MEMBER });
    expect(own.statusCode).toBe(400);
    expect(own.json().error_code).toBe('CANNOT_CHANGE_SELF');
    expect((await member.agent.patch(apiPaths.member('acme', memberIds.get(member.id)!), { role: ROLE.ADMIN })).statusCode).toBe(403);
    expect((await member.agent.patch(apiPaths.member('acme', memberIds.get(guest.id)!), { role: ROLE.MEMBER })).statusCode).toBe(403);
    expect((await guest.agent.patch(apiPaths.member('acme', memberIds.get(guest.id)!), { role: ROLE.ADMIN })).statusCode).toBe(403);
    expect((await admin.agent.patch(apiPaths.member('acme', memberIds.get(guest.id)!), { role: 99 })).statusCode).toBe(400);
    expect((await admin.agent.patch(apiPaths.member('acme', memberIds.get(guest.id)!), { role: ROLE.MEMBER, is_active: false })).statusCode).toBe(400);
    expect((await admin.agent.patch(apiPaths.member('acme', '00000000-0000-4000-8000-000000000000'), { role: ROLE.MEMBER })).statusCode).toBe(404);
    expect(await snapshotWorkspace(t, workspace.id)).toBe(before);
  });
});

describe('DELETE /api/workspaces/{slug}/members/{id}/', () => {
  it('lets an admin remove another member, who then loses access', async () => {
    const { admin, member, workspace, memberIds } = await setup();
    await t.query('UPDATE profiles SET last_workspace_id = $1 WHERE user_id = $2', [workspace.id, member.id]);
    expect((await admin.agent.delete(apiPaths.member('acme', memberIds.get(member.id)!))).statusCode).toBe(204);
    expect(await roleOf(t, workspace.id, member.id)).toBeNull();
    expect((await member.agent.get(apiPaths.workspace('acme'))).statusCode).toBe(404);
    expect((await t.query('SELECT last_workspace_id FROM profiles WHERE user_id = $1', [member.id]))[0].last_workspace_id).toBeNull();
    // Removing again finds nothing.
    expect((await admin.agent.delete(apiPaths.member('acme', memberIds.get(member.id)!))).statusCode).toBe(404);
  });

  it('refuses removing yourself and non-admin callers, changing nothing', async () => {
    const { admin, member, guest, workspace, memberIds } = await setup();
    const before = await snapshotWorkspace(t, workspace.id);
    const self = await admin.agent.delete(apiPaths.member('acme', memberIds.get(admin.id)!));
    expect(self.statusCode).toBe(400);
    expect(self.json().error_code).toBe('CANNOT_CHANGE_SELF');
    expect((await member.agent.delete(apiPaths.member('acme', memberIds.get(guest.id)!))).statusCode).toBe(403);
    expect((await guest.agent.delete(apiPaths.member('acme', memberIds.get(member.id)!))).statusCode).toBe(403);
    expect(await snapshotWorkspace(t, workspace.id)).toBe(before);
  });
});

describe('POST /api/workspaces/{slug}/members/leave/', () => {
  it('lets members leave but not the last admin', async () => {
    const { admin, member, guest, workspace } = await setup();
    expect((await guest.agent.post(apiPaths.leaveWorkspace('acme'))).statusCode).toBe(204);
    expect(await roleOf(t, workspace.id, guest.id)).toBeNull();
    expect((await guest.agent.post(apiPaths.leaveWorkspace('acme'))).statusCode).toBe(404);

    const before = await snapshotWorkspace(t, workspace.id);
    const last = await admin.agent.post(apiPaths.leaveWorkspace('acme'));
    expect(last.statusCode).toBe(400);
    expect(last.json().error_code).toBe('LAST_WORKSPACE_ADMIN');
    expect(await snapshotWorkspace(t, workspace.id)).toBe(before);

    // Once someone else is admin, the former last admin may leave.
    await t.query('UPDATE workspace_members SET role = 20 WHERE workspace_id = $1 AND member = $2', [workspace.id, member.id]);
    expect((await admin.agent.post(apiPaths.leaveWorkspace('acme'))).statusCode).toBe(204);
    expect(await roleOf(t, workspace.id, admin.id)).toBeNull();
  });
});

describe('concurrent admin changes', () => {
  it('two admins leaving at once never leave the workspace without an admin', async () => {
    const { admin, member, workspace } = await setup();
    await t.query('UPDATE workspace_members SET role = 20 WHERE workspace_id = $1 AND member = $2', [workspace.id, member.id]);
    const results = await Promise.all([admin, member].map((x) => x.agent.post(apiPaths.leaveWorkspace('acme'))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
    const admins = await t.query('SELECT id FROM workspace_members WHERE workspace_id = $1 AND is_active AND role = 20', [workspace.id]);
    expect(admins).toHaveLength(1);
  });
});

describe('foreign ids', () => {
  it('never touches a membership of another workspace through my workspace URL', async () => {
    const { admin, workspace } = await setup();
    const other = await newActor(t, 'other');
    const victim = await newActor(t, 'victim');
    const foreign = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN], [victim.id, ROLE.MEMBER]], 'other');
    const foreignMemberId = foreign.memberIds.get(victim.id)!;
    const before = [await snapshotWorkspace(t, workspace.id), await snapshotWorkspace(t, foreign.workspace.id)];

    expect((await admin.agent.patch(apiPaths.member('acme', foreignMemberId), { role: ROLE.GUEST })).statusCode).toBe(404);
    expect((await admin.agent.delete(apiPaths.member('acme', foreignMemberId))).statusCode).toBe(404);
    expect((await admin.agent.patch(apiPaths.member('other', foreignMemberId), { role: ROLE.GUEST })).statusCode).toBe(404);
    expect((await admin.agent.delete(apiPaths.member('other', foreignMemberId))).statusCode).toBe(404);
    expect((await admin.agent.get(apiPaths.members('other'))).statusCode).toBe(404);
    expect((await admin.agent.post(apiPaths.leaveWorkspace('other'))).statusCode).toBe(404);

    expect([await snapshotWorkspace(t, workspace.id), await snapshotWorkspace(t, foreign.workspace.id)]).toEqual(before);
  });

  it('answers 401 to anonymous callers', async () => {
    const { memberIds, admin } = await setup();
    const anon = createAgent(t.app);
    expect((await anon.get(apiPaths.members('acme'))).statusCode).toBe(401);
    expect((await anon.patch(apiPaths.member('acme', memberIds.get(admin.id)!), { role: ROLE.GUEST })).statusCode).toBe(401);
    expect(await roleOf(t, (await t.query<{ id: string }>("SELECT id FROM workspaces WHERE slug = 'acme'"))[0].id, admin.id)).toBe(ROLE.ADMIN);
  });
});
