import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths, ROLE, workspaceInvitationSchema } from '@cairn/types';
import { createAgent, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app';
import { newActor, roleOf, seedInvitation, seedWorkspace, snapshotWorkspace } from '../workspaces/workspaces.test-support';

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
  const { workspace } = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN], [member.id, ROLE.MEMBER], [guest.id, ROLE.GUEST]], 'acme');
  return { admin, member, guest, workspace };
}

const pending = (workspaceId: string) =>
  t.query<{ email: string; role: number }>('SELECT email, role FROM workspace_invitations WHERE workspace_id = $1 AND responded_at IS NULL ORDER BY email', [workspaceId]);

describe('POST /api/workspaces/{slug}/invitations/', () => {
  it('invites, skips members, updates a pending invitation instead of duplicating it and mails a join link', async () => {
    const { admin, member, workspace } = await setup();
    const res = await admin.agent.post(apiPaths.invitations('acme'), {
      emails: [
        { email: 'New@Example.com', role: ROLE.MEMBER },
        { email: member.email, role: ROLE.GUEST },
        { email: 'new@example.com', role: ROLE.ADMIN },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.skipped).toEqual([{ email: member.email, reason: 'already_member' }]);
    expect(body.invitations).toHaveLength(1);
    const invitation = workspaceInvitationSchema.parse(body.invitations[0]);
    expect(invitation).toMatchObject({ email: 'new@example.com', role: ROLE.MEMBER, accepted: false, responded_at: null, created_by: admin.id });
    expect(invitation.workspace).toEqual({ id: workspace.id, name: workspace.name, slug: 'acme', logo_url: null });
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0].to).toBe('new@example.com');
    expect(t.mailer.sent[0].text).toContain(`${t.deps.config.publicUrl}/invitations`);

    const again = await admin.agent.post(apiPaths.invitations('acme'), { emails: [{ email: 'new@example.com', role: ROLE.GUEST }] });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitations[0].id).toBe(invitation.id);
    expect(await pending(workspace.id)).toEqual([{ email: 'new@example.com', role: ROLE.GUEST }]);
  });

  it("writes the invitation of someone without an account in the inviter's language (issue 21)", async () => {
    const { admin } = await setup();
    expect((await admin.agent.patch(apiPaths.profile(), { language: 'fr' })).statusCode).toBe(200);
    await admin.agent.post(apiPaths.invitations('acme'), { emails: [{ email: 'nouveau@example.com', role: ROLE.MEMBER }] });
    await t.runJobs();
    const fr = (JSON.parse(readFileSync(join(__dirname, '../../../../../libs/i18n/src/locales/fr.json'), 'utf8')) as { mail: Record<string, string> }).mail;
    const mail = t.mailer.sent.find((m) => m.to === 'nouveau@example.com');
    const pattern = new RegExp(`^${fr.invitation_subject.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/{{inviter}}/, '.+').replace(/{{workspace}}/, '.+')}$`);
    expect(mail?.subject).toMatch(pattern);
    expect(mail?.subject).not.toContain('invited you');
  });

  it('lets a member invite up to their own role; guests and higher roles are refused as a whole', async () => {
    const { member, guest, workspace } = await setup();
    expect((await member.agent.post(apiPaths.invitations('acme'), { emails: [{ email: 'a@example.com', role: ROLE.MEMBER }] })).statusCode).toBe(201);
    const before = await snapshotWorkspace(t, workspace.id);
    await t.runJobs();
    const mailsBefore = t.mailer.sent.length;
    const above = await member.agent.post(apiPaths.invitations('acme'), {
      emails: [{ email: 'b@example.com', role: ROLE.GUEST }, { email: 'c@example.com', role: ROLE.ADMIN }],
    });
    expect(above.statusCode).toBe(403);
    expect((await guest.agent.post(apiPaths.invitations('acme'), { emails: [{ email: 'd@example.com', role: ROLE.GUEST }] })).statusCode).toBe(403);
    expect((await member.agent.post(apiPaths.invitations('acme'), { emails: [] })).statusCode).toBe(400);
    expect((await member.agent.post(apiPaths.invitations('acme'), { emails: [{ email: 'not-an-email', role: ROLE.GUEST }] })).statusCode).toBe(400);
    expect(await snapshotWorkspace(t, workspace.id)).toBe(before);
    await t.runJobs();
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });
});

describe('GET/PATCH/DELETE workspace invitations', () => {
  it('lists pending invitations to admins and members, lets admins change and delete them', async () => {
    const { admin, member, guest, workspace } = await setup();
    const inv = await seedInvitation(t, workspace.id, admin.id, 'x@example.com', ROLE.GUEST);
    const answered = await seedInvitation(t, workspace.id, admin.id, 'y@example.com');
    await t.query('UPDATE workspace_invitations SET responded_at = now() WHERE id = $1', [answered.id]);

    const list = await member.agent.get(apiPaths.invitations('acme'));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: string }) => i.id)).toEqual([inv.id]);
    expect((await guest.agent.get(apiPaths.invitations('acme'))).statusCode).toBe(403);

    expect((await member.agent.patch(apiPaths.invitation('acme', inv.id), { role: ROLE.MEMBER })).statusCode).toBe(403);
    const patched = await admin.agent.patch(apiPaths.invitation('acme', inv.id), { role: ROLE.ADMIN });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: inv.id, role: ROLE.ADMIN });
    const late = await admin.agent.patch(apiPaths.invitation('acme', answered.id), { role: ROLE.ADMIN });
    expect(late.statusCode).toBe(400);
    expect(late.json().error_code).toBe('INVITATION_ALREADY_RESPONDED');

    expect((await member.agent.delete(apiPaths.invitation('acme', inv.id))).statusCode).toBe(403);
    expect((await admin.agent.delete(apiPaths.invitation('acme', inv.id))).statusCode).toBe(204);
    expect((await admin.agent.delete(apiPaths.invitation('acme', inv.id))).statusCode).toBe(404);
    expect(await pending(workspace.id)).toEqual([]);
  });
});

describe('the invitee answers', () => {
  it('accepting through join creates the membership with the invited role', async () => {
    const { admin, workspace } = await setup();
    const inviteeEmail = uniqueEmail('invitee');
    const invitee = createAgent(t.app);
    const user = await signUp(invitee, inviteeEmail);
    const inv = await seedInvitation(t, workspace.id, admin.id, inviteeEmail, ROLE.GUEST);

    const mine = await invitee.get(apiPaths.myInvitations());
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({ id: inv.id, workspace: { slug: 'acme', name: workspace.name } });
    expect((await invitee.get(apiPaths.settings())).json().workspace.invites).toBe(1);

    const res = await invitee.post(apiPaths.invitationJoin('acme', inv.id), { accepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: inv.id, accepted: true });
    expect(res.json().responded_at).not.toBeNull();
    expect(await roleOf(t, workspace.id, user.id)).toBe(ROLE.GUEST);
    expect((await invitee.get(apiPaths.workspace('acme'))).json().role).toBe(ROLE.GUEST);
    expect((await invitee.get(apiPaths.myInvitations())).json()).toEqual([]);

    const twice = await invitee.post(apiPaths.invitationJoin('acme', inv.id), { accepted: true });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error_code).toBe('INVITATION_ALREADY_RESPONDED');
  });

  it('declining marks the invitation answered without a membership', async () => {
    const { admin, workspace } = await setup();
    const email = uniqueEmail('decliner');
    const agent = createAgent(t.app);
    const user = await signUp(agent, email);
    const inv = await seedInvitation(t, workspace.id, admin.id, email);
    const res = await agent.post(apiPaths.invitationJoin('acme', inv.id), { accepted: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: false });
    expect(await roleOf(t, workspace.id, user.id)).toBeNull();
    expect(await pending(workspace.id)).toEqual([]);
  });

  it('only the addressee may answer; others get 404 and nothing changes', async () => {
    const { admin, member, workspace } = await setup();
    const inv = await seedInvitation(t, workspace.id, admin.id, uniqueEmail('someone'));
    const stranger = await newActor(t, 'stranger');
    const before = await snapshotWorkspace(t, workspace.id);
    for (const agent of [stranger.agent, member.agent, admin.agent]) {
      expect((await agent.post(apiPaths.invitationJoin('acme', inv.id), { accepted: true })).statusCode).toBe(404);
    }
    expect((await stranger.agent.post(apiPaths.invitationJoin('nope', inv.id), { accepted: true })).json().error).toBe('Workspace not found');
    expect((await createAgent(t.app).post(apiPaths.invitationJoin('acme', inv.id), { accepted: true })).statusCode).toBe(401);
    expect(await snapshotWorkspace(t, workspace.id)).toBe(before);
  });
});

describe('POST /api/users/me/workspaces/invitations/', () => {
  it('accepts several of my invitations at once', async () => {
    const { admin, workspace } = await setup();
    const other = await newActor(t, 'other');
    const second = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]], 'second');
    const email = uniqueEmail('multi');
    const agent = createAgent(t.app);
    const user = await signUp(agent, email);
    const a = await seedInvitation(t, workspace.id, admin.id, email, ROLE.MEMBER);
    const b = await seedInvitation(t, second.workspace.id, other.id, email, ROLE.ADMIN);

    const res = await agent.post(apiPaths.myInvitations(), { invitations: [a.id, b.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((w: { slug: string; role: number }) => [w.slug, w.role])).toEqual([['acme', ROLE.MEMBER], ['second', ROLE.ADMIN]]);
    expect(await roleOf(t, workspace.id, user.id)).toBe(ROLE.MEMBER);
    expect(await roleOf(t, second.workspace.id, user.id)).toBe(ROLE.ADMIN);
  });

  it('refuses the whole list when one id is not mine (or not pending) and changes nothing', async () => {
    const { admin, workspace } = await setup();
    const email = uniqueEmail('mine');
    const agent = createAgent(t.app);
    const user = await signUp(agent, email);
    const mine = await seedInvitation(t, workspace.id, admin.id, email);
    const other = await newActor(t, 'other');
    const foreignWs = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]], 'foreign');
    const notMine = await seedInvitation(t, foreignWs.workspace.id, other.id, uniqueEmail('victim'));
    const before = [await snapshotWorkspace(t, workspace.id), await snapshotWorkspace(t, foreignWs.workspace.id)];

    for (const ids of [[mine.id, notMine.id], [notMine.id], [mine.id, '00000000-0000-4000-8000-000000000000']]) {
      expect((await agent.post(apiPaths.myInvitations(), { invitations: ids })).statusCode).toBe(404);
    }
    expect((await agent.post(apiPaths.myInvitations(), { invitations: [] })).statusCode).toBe(400);
    expect((await agent.post(apiPaths.myInvitations(), { invitations: ['x'] })).statusCode).toBe(400);
    expect([await snapshotWorkspace(t, workspace.id), await snapshotWorkspace(t, foreignWs.workspace.id)]).toEqual(before);
    expect(await roleOf(t, workspace.id, user.id)).toBeNull();
    expect((await createAgent(t.app).post(apiPaths.myInvitations(), { invitations: [mine.id] })).statusCode).toBe(401);
  });
});

describe('foreign invitation ids', () => {
  it('an admin cannot reach another workspace invitation through their own workspace URL', async () => {
    const { admin, workspace } = await setup();
    const other = await newActor(t, 'other');
    const foreignWs = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]], 'foreign');
    const foreignInv = await seedInvitation(t, foreignWs.workspace.id, other.id, admin.email);
    const before = [await snapshotWorkspace(t, workspace.id), await snapshotWorkspace(t, foreignWs.workspace.id)];

    expect((await admin.agent.patch(apiPaths.invitation('acme', foreignInv.id), { role: ROLE.ADMIN })).statusCode).toBe(404);
    expect((await admin.agent.delete(apiPaths.invitation('acme', foreignInv.id))).statusCode).toBe(404);
    // Even the addressee cannot answer it through a workspace it does not belong to.
    expect((await admin.agent.post(apiPaths.invitationJoin('acme', foreignInv.id), { accepted: true })).statusCode).toBe(404);
    expect((await admin.agent.get(apiPaths.invitations('foreign'))).statusCode).toBe(404);
    expect((await admin.agent.patch(apiPaths.invitation('foreign', foreignInv.id), { role: ROLE.ADMIN })).statusCode).toBe(404);
    expect([await snapshotWorkspace(t, workspace.id), await snapshotWorkspace(t, foreignWs.workspace.id)]).toEqual(before);
  });
});
