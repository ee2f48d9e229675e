import { apiPaths, ROLE } from '@cairn/types';
import { createAgent, createTestApp, uniqueEmail, type Agent, type TestApp } from '../../test/test-app';
import { newActor, seedInvitation, seedWorkspace, snapshotWorkspace, type Actor } from './workspaces.test-support';

// Role × route table for every workspace-scoped route (SECURITY.md): anonymous, a member of another workspace,
// guest, member and admin. Each case gets its own workspace, so allowed destructive calls do not disturb the others;
// every refused call must leave the workspace's rows exactly as they were.

type Who = 'anonymous' | 'outsider' | 'guest' | 'member' | 'admin';
const WHO: Who[] = ['anonymous', 'outsider', 'guest', 'member', 'admin'];

interface CaseContext {
  slug: string;
  targetMemberId: string;
  invitationId: string;
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (c: CaseContext) => string;
  body?: () => unknown;
  expect: Record<Who, number>;
  /** The 404 message an outsider gets (default: the spec's "Workspace not found"). */
  outsiderError?: string;
}

const deny = { anonymous: 401, outsider: 404 } as const;
const cases: Case[] = [
  { name: 'get workspace', method: 'GET', url: (c) => apiPaths.workspace(c.slug), expect: { ...deny, guest: 200, member: 200, admin: 200 } },
  { name: 'patch workspace', method: 'PATCH', url: (c) => apiPaths.workspace(c.slug), body: () => ({ name: 'Renamed' }), expect: { ...deny, guest: 403, member: 403, admin: 200 } },
  { name: 'delete workspace', method: 'DELETE', url: (c) => apiPaths.workspace(c.slug), expect: { ...deny, guest: 403, member: 403, admin: 204 } },
  { name: 'list members', method: 'GET', url: (c) => apiPaths.members(c.slug), expect: { ...deny, guest: 200, member: 200, admin: 200 } },
  { name: 'my membership', method: 'GET', url: (c) => apiPaths.workspaceMemberMe(c.slug), expect: { ...deny, guest: 200, member: 200, admin: 200 } },
  { name: 'change member role', method: 'PATCH', url: (c) => apiPaths.member(c.slug, c.targetMemberId), body: () => ({ role: ROLE.GUEST }), expect: { ...deny, guest: 403, member: 403, admin: 200 } },
  { name: 'remove member', method: 'DELETE', url: (c) => apiPaths.member(c.slug, c.targetMemberId), expect: { ...deny, guest: 403, member: 403, admin: 204 } },
  { name: 'leave', method: 'POST', url: (c) => apiPaths.leaveWorkspace(c.slug), expect: { ...deny, guest: 204, member: 204, admin: 204 } },
  { name: 'list invitations', method: 'GET', url: (c) => apiPaths.invitations(c.slug), expect: { ...deny, guest: 403, member: 200, admin: 200 } },
  {
    name: 'invite as guest',
    method: 'POST',
    url: (c) => apiPaths.invitations(c.slug),
    body: () => ({ emails: [{ email: uniqueEmail('new'), role: ROLE.GUEST }] }),
    expect: { ...deny, guest: 403, member: 201, admin: 201 },
  },
  {
    name: 'invite as admin',
    method: 'POST',
    url: (c) => apiPaths.invitations(c.slug),
    body: () => ({ emails: [{ email: uniqueEmail('new'), role: ROLE.ADMIN }] }),
    expect: { ...deny, guest: 403, member: 403, admin: 201 },
  },
  { name: 'change invitation', method: 'PATCH', url: (c) => apiPaths.invitation(c.slug, c.invitationId), body: () => ({ role: ROLE.ADMIN }), expect: { ...deny, guest: 403, member: 403, admin: 200 } },
  { name: 'delete invitation', method: 'DELETE', url: (c) => apiPaths.invitation(c.slug, c.invitationId), expect: { ...deny, guest: 403, member: 403, admin: 204 } },
  // Nobody here is the invitation's addressee.
  { name: 'answer invitation', method: 'POST', url: (c) => apiPaths.invitationJoin(c.slug, c.invitationId), body: () => ({ accepted: true }), expect: { ...deny, guest: 404, member: 404, admin: 404 }, outsiderError: 'Invitation not found' },
];

let t: TestApp;
let actors: Record<Exclude<Who, 'anonymous'>, Actor>;
let anonymous: Agent;
let spareAdminId: string;
let targetUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  actors = { outsider: await newActor(t, 'outsider'), guest: await newActor(t, 'guest'), member: await newActor(t, 'member'), admin: await newActor(t, 'admin') };
  anonymous = createAgent(t.app);
  // A second admin (so the admin may leave) and the member whose role or membership the cases change.
  spareAdminId = (await newActor(t, 'spare')).id;
  targetUserId = (await newActor(t, 'target')).id;
  await seedWorkspace(t, actors.outsider.id, [[actors.outsider.id, ROLE.ADMIN]], 'outsiders-home');
}, 60_000);
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function freshWorkspace(): Promise<{ context: CaseContext; workspaceId: string }> {
  const slug = `case-${++counter}`;
  const { workspace, memberIds } = await seedWorkspace(
    t,
    actors.admin.id,
    [
      [actors.admin.id, ROLE.ADMIN],
      [spareAdminId, ROLE.ADMIN],
      [actors.member.id, ROLE.MEMBER],
      [actors.guest.id, ROLE.GUEST],
      [targetUserId, ROLE.MEMBER],
    ],
    slug,
  );
  const invitation = await seedInvitation(t, workspace.id, actors.admin.id, uniqueEmail('pending'), ROLE.GUEST);
  return { context: { slug, targetMemberId: memberIds.get(targetUserId)!, invitationId: invitation.id }, workspaceId: workspace.id };
}

const rows = cases.flatMap((c) => WHO.map((who) => [c.name, who, c.expect[who], c] as const));

it.each(rows)('%s as %s → %i', async (_name, who, status, c) => {
  const { context, workspaceId } = await freshWorkspace();
  const agent = who === 'anonymous' ? anonymous : actors[who].agent;
  const before = await snapshotWorkspace(t, workspaceId);
  const res = await agent.request({ method: c.method, url: c.url(context), body: c.body?.() });
  expect(res.statusCode).toBe(status);
  if (status >= 400) {
    expect(res.json()).toHaveProperty('error_code');
    expect(await snapshotWorkspace(t, workspaceId)).toBe(before);
  }
  if (status === 404 && who === 'outsider') expect(res.json().error).toBe(c.outsiderError ?? 'Workspace not found');
});
