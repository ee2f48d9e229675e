import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, seedWorld, WHO, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { seedTeamspace, seedWorldTeam } from './teamspaces.test-support';

// Every teamspace route × every role, with explicit deny rows. Workspace roles: wsAdmin admin; projAdmin, projMember
// and wsMemberOut members; projGuest a guest. The seeded team's lead is projAdmin; its members wsAdmin, projAdmin,
// projMember and projGuest (wsMemberOut is outside the team but, as a workspace member, still reads it).

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const outside = { anonymous: 401, outsider: 404 } as const;
/** Every workspace member and admin (the guest reads the teams they are in). */
const everyone = (ok: number): Record<Who, number> => ({ ...outside, wsMemberOut: ok, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
/** Workspace admins only. */
const adminOnly = (ok: number): Record<Who, number> => ({ ...outside, wsMemberOut: 403, projGuest: 403, projMember: 403, projAdmin: 403, wsAdmin: ok });
/** Workspace admins and the team lead (projAdmin). */
const managers = (ok: number): Record<Who, number> => ({ ...adminOnly(ok), projAdmin: ok });

const team = () => seedWorldTeam(t, cast, w);
const url = (id: string) => apiPaths.teamspace(w.slug, id);

const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET teamspaces/', expect: everyone(200), request: async () => ({ method: 'GET', url: apiPaths.teamspaces(w.slug) }) },
  { name: 'POST teamspaces/', expect: adminOnly(201), request: async () => ({ method: 'POST', url: apiPaths.teamspaces(w.slug), body: { name: 'New team' } }) },
  { name: 'GET teamspaces/{id}/', expect: everyone(200), request: async () => ({ method: 'GET', url: url((await team()).id) }) },
  { name: 'PATCH teamspaces/{id}/', expect: adminOnly(200), request: async () => ({ method: 'PATCH', url: url((await team()).id), body: { name: 'Renamed' } }) },
  { name: 'DELETE teamspaces/{id}/', expect: adminOnly(204), request: async () => ({ method: 'DELETE', url: url((await team()).id) }) },
  {
    name: 'POST members/',
    expect: managers(200),
    request: async () => ({ method: 'POST', url: apiPaths.teamspaceMembers(w.slug, (await team()).id), body: { member_ids: [cast.wsMemberOut.id] } }),
  },
  {
    name: 'DELETE members/{id}/',
    expect: managers(204),
    request: async () => ({ method: 'DELETE', url: apiPaths.teamspaceMember(w.slug, (await team()).id, cast.projMember.id) }),
  },
  {
    name: 'POST projects/',
    expect: managers(200),
    request: async () => ({ method: 'POST', url: apiPaths.teamspaceProjects(w.slug, (await team()).id), body: { project_ids: [w.otherProject.id] } }),
  },
  {
    name: 'DELETE projects/{id}/',
    expect: managers(204),
    request: async () => ({ method: 'DELETE', url: apiPaths.teamspaceProject(w.slug, (await team()).id, w.project.id) }),
  },
  { name: 'GET issues/', expect: everyone(200), request: async () => ({ method: 'GET', url: apiPaths.teamspaceIssues(w.slug, (await team()).id) }) },
  { name: 'GET user-properties/', expect: everyone(200), request: async () => ({ method: 'GET', url: apiPaths.teamspaceUserProperties(w.slug, (await team()).id) }) },
  {
    name: 'PATCH user-properties/',
    expect: everyone(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.teamspaceUserProperties(w.slug, (await team()).id), body: { display_filters: { layout: 'kanban' } } }),
  },
];

describe('teamspaces: routes × roles', () => {
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect(res.statusCode).toBe(c.expect[who]);
    });
  }
});

describe('teamspaces: a guest reads only the teams they are in', () => {
  const notIn = () => seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: cast.wsAdmin.id, memberIds: [cast.projMember.id], projectIds: [w.project.id] });

  it('lists only their teams; members and admins list every team', async () => {
    const mine = await team();
    const other = await notIn();
    const guestIds = ((await cast.projGuest.agent.get(apiPaths.teamspaces(w.slug))).json() as Array<{ id: string }>).map((x) => x.id);
    expect(guestIds).toContain(mine.id);
    expect(guestIds).not.toContain(other.id);
    const memberIds = ((await cast.wsMemberOut.agent.get(apiPaths.teamspaces(w.slug))).json() as Array<{ id: string }>).map((x) => x.id);
    expect(memberIds).toEqual(expect.arrayContaining([mine.id, other.id]));
  });

  it.each([
    ['GET {id}/', (id: string) => ({ method: 'GET', url: url(id) })],
    ['GET issues/', (id: string) => ({ method: 'GET', url: apiPaths.teamspaceIssues(w.slug, id) })],
    ['GET user-properties/', (id: string) => ({ method: 'GET', url: apiPaths.teamspaceUserProperties(w.slug, id) })],
    ['PATCH user-properties/', (id: string) => ({ method: 'PATCH', url: apiPaths.teamspaceUserProperties(w.slug, id), body: { filters: {} } })],
    ['POST members/', (id: string) => ({ method: 'POST', url: apiPaths.teamspaceMembers(w.slug, id), body: { member_ids: [cast.projGuest.id] } })],
  ] as const)('%s of a team they are not in → 404 Teamspace not found', async (_name, req) => {
    const res = await callAs(cast, 'projGuest', req((await notIn()).id) as RoleRequest);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Teamspace not found');
  });

  it('a guest named lead is refused (400): a guest cannot manage a team', async () => {
    const res = await cast.wsAdmin.agent.post(apiPaths.teamspaces(w.slug), { name: 'Guest-led', lead: cast.projGuest.id });
    expect(res.statusCode).toBe(400);
  });

  it('a member who is not the lead may not manage; after becoming lead they may', async () => {
    const tm = await team();
    const add = () => cast.projMember.agent.post(apiPaths.teamspaceMembers(w.slug, tm.id), { member_ids: [cast.wsMemberOut.id] });
    expect((await add()).statusCode).toBe(403);
    expect((await cast.wsAdmin.agent.patch(url(tm.id), { lead: cast.projMember.id })).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
    // The former lead lost the right.
    expect((await cast.projAdmin.agent.delete(apiPaths.teamspaceMember(w.slug, tm.id, cast.wsMemberOut.id))).statusCode).toBe(403);
  });
});
