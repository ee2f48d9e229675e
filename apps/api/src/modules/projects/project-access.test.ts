import { apiPaths, ROLE } from '@cairn/types';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { addProjectMembers, seedProject, snapshotProjects, type SeededProject } from './projects.test-support';

// Route × role table for every project-area route. Roles: anonymous; a member of another workspace (outsider);
// a workspace guest and a workspace member who are not in the project; project guest, member and admin; and a
// workspace admin without a project membership (acts as project admin). Allowed writes run against a fresh world;
// reads and refused writes run against one shared world whose project rows must not change.

type Who = 'anonymous' | 'outsider' | 'wsGuestOut' | 'wsMemberOut' | 'projGuest' | 'projMember' | 'projAdmin' | 'wsAdmin';
const WHO: Who[] = ['anonymous', 'outsider', 'wsGuestOut', 'wsMemberOut', 'projGuest', 'projMember', 'projAdmin', 'wsAdmin'];

interface World {
  slug: string;
  workspaceId: string;
  project: SeededProject;
  /** Membership id of a project member the admin cases change or remove. */
  targetMemberId: string;
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (w: World) => string;
  body?: (w: World) => unknown;
  expect: Record<Who, number>;
}

const outside = { anonymous: 401, outsider: 404 } as const;
/** Project-scoped: outsiders of the project get 403; every project role gets `ok`. */
const anyProjectRole = (ok: number) => ({ ...outside, wsGuestOut: 403, wsMemberOut: 403, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
/** States and labels writes: project admins and members. */
const memberWrite = (ok: number) => ({ ...anyProjectRole(ok), projGuest: 403 });
/** Settings, members, estimates, archive and delete: project admins (and workspace admins). */
const adminWrite = (ok: number) => ({ ...anyProjectRole(ok), projGuest: 403, projMember: 403 });
/** Workspace-level routes any workspace member may call. */
const anyWorkspaceRole = (ok: number) => ({ ...outside, wsGuestOut: ok, wsMemberOut: ok, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
/** Workspace-level routes for workspace admins and members (projGuest and wsGuestOut are workspace guests). */
const workspaceMemberWrite = (ok: number) => ({ ...anyWorkspaceRole(ok), wsGuestOut: 403, projGuest: 403 });

const p = (w: World) => w.project;
const cases: Case[] = [
  { name: 'list projects', method: 'GET', url: (w) => apiPaths.projects(w.slug), expect: anyWorkspaceRole(200) },
  { name: 'create project', method: 'POST', url: (w) => apiPaths.projects(w.slug), body: () => ({ name: 'New', identifier: 'NEWP' }), expect: workspaceMemberWrite(201) },
  { name: 'project details list', method: 'GET', url: (w) => apiPaths.projectsDetails(w.slug), expect: anyWorkspaceRole(200) },
  { name: 'identifier check', method: 'GET', url: (w) => apiPaths.projectIdentifierCheck(w.slug, 'abc'), expect: anyWorkspaceRole(200) },
  { name: 'project stats', method: 'GET', url: (w) => apiPaths.projectStats(w.slug), expect: anyWorkspaceRole(200) },
  { name: 'join', method: 'POST', url: (w) => apiPaths.projectsJoin(w.slug), body: (w) => ({ project_ids: [p(w).id] }), expect: workspaceMemberWrite(200) },
  { name: 'workspace labels', method: 'GET', url: (w) => apiPaths.workspaceLabels(w.slug), expect: anyWorkspaceRole(200) },
  { name: 'workspace estimates', method: 'GET', url: (w) => apiPaths.workspaceEstimates(w.slug), expect: anyWorkspaceRole(200) },
  { name: 'favorite', method: 'POST', url: (w) => apiPaths.favoriteProjects(w.slug), body: (w) => ({ project: p(w).id }), expect: anyProjectRole(201) },
  { name: 'unfavorite', method: 'DELETE', url: (w) => apiPaths.favoriteProject(w.slug, p(w).id), expect: anyWorkspaceRole(204) },

  { name: 'get project', method: 'GET', url: (w) => apiPaths.project(w.slug, p(w).id), expect: anyProjectRole(200) },
  { name: 'patch project', method: 'PATCH', url: (w) => apiPaths.project(w.slug, p(w).id), body: () => ({ name: 'Renamed', cycle_view: false }), expect: adminWrite(200) },
  { name: 'delete project', method: 'DELETE', url: (w) => apiPaths.project(w.slug, p(w).id), expect: adminWrite(204) },
  { name: 'archive', method: 'POST', url: (w) => apiPaths.projectArchive(w.slug, p(w).id), expect: adminWrite(200) },
  { name: 'restore', method: 'DELETE', url: (w) => apiPaths.projectArchive(w.slug, p(w).id), expect: adminWrite(200) },

  { name: 'list members', method: 'GET', url: (w) => apiPaths.projectMembers(w.slug, p(w).id), expect: anyProjectRole(200) },
  {
    name: 'add members',
    method: 'POST',
    url: (w) => apiPaths.projectMembers(w.slug, p(w).id),
    body: () => ({ members: [{ member_id: candidateId, role: ROLE.MEMBER }] }),
    expect: adminWrite(201),
  },
  { name: 'get member', method: 'GET', url: (w) => apiPaths.projectMember(w.slug, p(w).id, w.targetMemberId), expect: anyProjectRole(200) },
  { name: 'change member role', method: 'PATCH', url: (w) => apiPaths.projectMember(w.slug, p(w).id, w.targetMemberId), body: () => ({ role: ROLE.GUEST }), expect: adminWrite(200) },
  { name: 'remove member', method: 'DELETE', url: (w) => apiPaths.projectMember(w.slug, p(w).id, w.targetMemberId), expect: adminWrite(204) },
  // The workspace admin has no membership row to leave.
  { name: 'leave', method: 'POST', url: (w) => apiPaths.projectLeave(w.slug, p(w).id), expect: { ...anyProjectRole(204), wsAdmin: 400 } },
  { name: 'my project membership', method: 'GET', url: (w) => apiPaths.projectMemberMe(w.slug, p(w).id), expect: anyProjectRole(200) },

  { name: 'list states', method: 'GET', url: (w) => apiPaths.states(w.slug, p(w).id), expect: anyProjectRole(200) },
  { name: 'create state', method: 'POST', url: (w) => apiPaths.states(w.slug, p(w).id), body: () => ({ name: 'QA', color: '#abcdef', group: 'started' }), expect: memberWrite(201) },
  { name: 'patch state', method: 'PATCH', url: (w) => apiPaths.state(w.slug, p(w).id, p(w).extraStateId), body: () => ({ name: 'Checking' }), expect: memberWrite(200) },
  { name: 'delete state', method: 'DELETE', url: (w) => apiPaths.state(w.slug, p(w).id, p(w).extraStateId), expect: memberWrite(204) },
  { name: 'mark default state', method: 'POST', url: (w) => apiPaths.stateMarkDefault(w.slug, p(w).id, p(w).extraStateId), expect: memberWrite(200) },

  { name: 'list labels', method: 'GET', url: (w) => apiPaths.labels(w.slug, p(w).id), expect: anyProjectRole(200) },
  { name: 'create label', method: 'POST', url: (w) => apiPaths.labels(w.slug, p(w).id), body: () => ({ name: 'Bug', color: '#ff0000' }), expect: memberWrite(201) },
  { name: 'patch label', method: 'PATCH', url: (w) => apiPaths.label(w.slug, p(w).id, p(w).childLabelId), body: () => ({ parent: null }), expect: memberWrite(200) },
  { name: 'delete label', method: 'DELETE', url: (w) => apiPaths.label(w.slug, p(w).id, p(w).labelId), expect: memberWrite(204) },

  { name: 'list estimates', method: 'GET', url: (w) => apiPaths.estimates(w.slug, p(w).id), expect: anyProjectRole(200) },
  {
    name: 'create estimate',
    method: 'POST',
    url: (w) => apiPaths.estimates(w.slug, p(w).id),
    body: () => ({ estimate: { name: 'Sizes', type: 'categories' }, estimate_points: [{ key: 0, value: 'S' }] }),
    expect: adminWrite(201),
  },
  { name: 'get estimate', method: 'GET', url: (w) => apiPaths.estimate(w.slug, p(w).id, p(w).estimateId), expect: anyProjectRole(200) },
  { name: 'patch estimate', method: 'PATCH', url: (w) => apiPaths.estimate(w.slug, p(w).id, p(w).estimateId), body: () => ({ name: 'Story points' }), expect: adminWrite(200) },
  { name: 'delete estimate', method: 'DELETE', url: (w) => apiPaths.estimate(w.slug, p(w).id, p(w).estimateId), expect: adminWrite(204) },
  {
    name: 'add estimate points',
    method: 'POST',
    url: (w) => apiPaths.estimatePoints(w.slug, p(w).id, p(w).estimateId),
    body: () => ({ estimate_points: [{ key: 5, value: '13' }] }),
    expect: adminWrite(201),
  },
  { name: 'patch estimate point', method: 'PATCH', url: (w) => apiPaths.estimatePoint(w.slug, p(w).id, p(w).estimateId, p(w).pointId), body: () => ({ value: '0.5' }), expect: adminWrite(200) },
  { name: 'delete estimate point', method: 'DELETE', url: (w) => apiPaths.estimatePoint(w.slug, p(w).id, p(w).estimateId, p(w).pointId), expect: adminWrite(204) },
];

let t: TestApp;
let actors: Record<Exclude<Who, 'anonymous'>, Actor>;
let anonymous: Agent;
let spareAdminId: string;
let targetUserId: string;
let candidateId: string;
let shared: World;

/** A workspace where every actor has their role, and a project with its members. */
async function buildWorld(): Promise<World> {
  const a = actors;
  const { workspace } = await seedWorkspace(t, a.wsAdmin.id, [
    [a.wsAdmin.id, ROLE.ADMIN],
    [a.wsGuestOut.id, ROLE.GUEST],
    [a.wsMemberOut.id, ROLE.MEMBER],
    [a.projGuest.id, ROLE.GUEST],
    [a.projMember.id, ROLE.MEMBER],
    [a.projAdmin.id, ROLE.MEMBER],
    [spareAdminId, ROLE.MEMBER],
    [targetUserId, ROLE.MEMBER],
    [candidateId, ROLE.MEMBER],
  ]);
  const project = await seedProject(t, workspace.id, a.projAdmin.id);
  const ids = await addProjectMembers(t, workspace.id, project.id, [
    [a.projGuest.id, ROLE.GUEST],
    [a.projMember.id, ROLE.MEMBER],
    [spareAdminId, ROLE.ADMIN],
    [targetUserId, ROLE.MEMBER],
  ]);
  return { slug: workspace.slug, workspaceId: workspace.id, project, targetMemberId: ids.get(targetUserId)! };
}

beforeAll(async () => {
  t = await createTestApp();
  actors = {
    outsider: await newActor(t, 'outsider'),
    wsGuestOut: await newActor(t, 'wsguest'),
    wsMemberOut: await newActor(t, 'wsmember'),
    projGuest: await newActor(t, 'pguest'),
    projMember: await newActor(t, 'pmember'),
    projAdmin: await newActor(t, 'padmin'),
    wsAdmin: await newActor(t, 'wsadmin'),
  };
  anonymous = createAgent(t.app);
  spareAdminId = (await newActor(t, 'spare')).id;
  targetUserId = (await newActor(t, 'target')).id;
  candidateId = (await newActor(t, 'candidate')).id;
  await seedWorkspace(t, actors.outsider.id, [[actors.outsider.id, ROLE.ADMIN]]);
  shared = await buildWorld();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe.each(cases)('$method $name', (c) => {
  it.each(WHO)('%s', async (who) => {
    const expected = c.expect[who];
    const agent = who === 'anonymous' ? anonymous : actors[who].agent;
    const changes = c.method !== 'GET' && expected < 300;
    const world = changes ? await buildWorld() : shared;
    const before = changes ? '' : await snapshotProjects(t, world.workspaceId);
    const res = await agent.request({ method: c.method, url: c.url(world), body: c.body?.(world) });
    expect({ status: res.statusCode, body: res.statusCode === expected ? undefined : res.body }).toEqual({ status: expected, body: undefined });
    if (expected >= 400) expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), error_code: expect.any(String) }));
    // A refused call (and any read) leaves every project row exactly as it was.
    if (!changes) expect(await snapshotProjects(t, world.workspaceId)).toBe(before);
  });
});

describe('refusal messages', () => {
  it('names the reason: workspace, project membership, role', async () => {
    const w = shared;
    expect((await actors.outsider.agent.get(apiPaths.project(w.slug, w.project.id))).json()).toMatchObject({ error: 'Workspace not found', error_code: 'NOT_FOUND' });
    expect((await actors.wsMemberOut.agent.get(apiPaths.project(w.slug, w.project.id))).json()).toMatchObject({ error_code: 'NOT_PROJECT_MEMBER' });
    expect((await actors.projMember.agent.patch(apiPaths.project(w.slug, w.project.id), { name: 'x' })).json()).toMatchObject({ error_code: 'FORBIDDEN' });
  });

  it('workspace guests see only their own projects; members see all, marked is_member false', async () => {
    const w = shared;
    expect((await actors.wsGuestOut.agent.get(apiPaths.projects(w.slug))).json()).toEqual([]);
    expect((await actors.projGuest.agent.get(apiPaths.projects(w.slug))).json()).toEqual([expect.objectContaining({ id: w.project.id, member_role: ROLE.GUEST, is_member: true })]);
    expect((await actors.wsMemberOut.agent.get(apiPaths.projects(w.slug))).json()).toEqual([expect.objectContaining({ id: w.project.id, member_role: null, is_member: false })]);
    expect((await actors.wsAdmin.agent.get(apiPaths.projects(w.slug))).json()).toEqual([expect.objectContaining({ id: w.project.id, member_role: ROLE.ADMIN, is_member: false })]);
  });
});
