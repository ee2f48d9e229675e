import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorld, WHO, writers, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { seedTeamspace, seedView, type SeedViewInput } from './views.test-support';

// Every view route × every role, with explicit deny rows. Project views: every project role reads and favorites,
// admins and members create, the owner (projMember here) and admins edit. Global views: every workspace member
// reads, guests do not create, only the owner and workspace admins edit. Team views: the team's members (every role
// of the cast but wsMemberOut and wsAdmin) and workspace admins read; guests do not create; the owner and workspace
// admins edit. Outsiders 404, anonymous 401.

let t: TestApp;
let cast: Cast;
let w: World;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  teamId = await seedTeamspace(t, {
    workspaceId: w.workspaceId,
    createdBy: cast.wsAdmin.id,
    memberIds: [cast.projGuest.id, cast.projMember.id, cast.projAdmin.id],
    projectIds: [w.project.id],
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const p = () => [w.slug, w.project.id] as const;
const base = (extra: Partial<SeedViewInput>) => seedView(t, { workspaceId: w.workspaceId, ownedBy: cast.projMember.id, ...extra });
const projectView = async () => (await base({ projectId: w.project.id })).id;
const globalView = async () => (await base({})).id;
const teamView = async () => (await base({ teamspaceId: teamId })).id;

const outside = { anonymous: 401, outsider: 404 } as const;
/** Every workspace member. */
const workspaceReaders = (ok: number): Record<Who, number> => ({ ...readers(ok), wsMemberOut: ok });
/** Workspace admins and members, not guests. */
const workspaceWriters = (ok: number): Record<Who, number> => ({ ...workspaceReaders(ok), projGuest: 403 });
/** The view's owner (projMember) and workspace admins. */
const ownerOrWsAdmin = (ok: number): Record<Who, number> => ({ ...outside, wsMemberOut: 403, projGuest: 403, projMember: ok, projAdmin: 403, wsAdmin: ok });
/** Team members and workspace admins. */
const teamReaders = (ok: number): Record<Who, number> => ({ ...outside, wsMemberOut: 403, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
const teamWriters = (ok: number): Record<Who, number> => ({ ...teamReaders(ok), projGuest: 403 });

const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET views/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.views(...p()) }) },
  { name: 'POST views/', expect: writers(201), request: async () => ({ method: 'POST', url: apiPaths.views(...p()), body: { name: 'V' } }) },
  { name: 'GET views/{id}/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.view(...p(), await projectView()) }) },
  { name: 'GET views/{id}/issues/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.viewIssues(...p(), await projectView()) }) },
  { name: 'PATCH views/{id}/', expect: writers(200), request: async () => ({ method: 'PATCH', url: apiPaths.view(...p(), await projectView()), body: { name: 'N' } }) },
  { name: 'DELETE views/{id}/', expect: writers(204), request: async () => ({ method: 'DELETE', url: apiPaths.view(...p(), await projectView()) }) },
  { name: 'POST user-favorite-views/', expect: readers(201), request: async () => ({ method: 'POST', url: apiPaths.favoriteViews(...p()), body: { view: await projectView() } }) },
  // Dropping a favorite needs only workspace membership (someone who left the project may still drop theirs).
  { name: 'DELETE user-favorite-views/{id}/', expect: workspaceReaders(204), request: async () => ({ method: 'DELETE', url: apiPaths.favoriteView(...p(), await projectView()) }) },

  { name: 'GET workspace views/', expect: workspaceReaders(200), request: async () => ({ method: 'GET', url: apiPaths.workspaceViews(w.slug) }) },
  { name: 'POST workspace views/', expect: workspaceWriters(201), request: async () => ({ method: 'POST', url: apiPaths.workspaceViews(w.slug), body: { name: 'G' } }) },
  { name: 'GET workspace views/{id}/', expect: workspaceReaders(200), request: async () => ({ method: 'GET', url: apiPaths.workspaceView(w.slug, await globalView()) }) },
  { name: 'GET workspace views/{id}/issues/', expect: workspaceReaders(200), request: async () => ({ method: 'GET', url: apiPaths.workspaceViewIssues(w.slug, await globalView()) }) },
  { name: 'PATCH workspace views/{id}/', expect: ownerOrWsAdmin(200), request: async () => ({ method: 'PATCH', url: apiPaths.workspaceView(w.slug, await globalView()), body: { name: 'N' } }) },
  { name: 'DELETE workspace views/{id}/', expect: ownerOrWsAdmin(204), request: async () => ({ method: 'DELETE', url: apiPaths.workspaceView(w.slug, await globalView()) }) },

  { name: 'GET team views/', expect: teamReaders(200), request: async () => ({ method: 'GET', url: apiPaths.teamspaceViews(w.slug, teamId) }) },
  { name: 'POST team views/', expect: teamWriters(201), request: async () => ({ method: 'POST', url: apiPaths.teamspaceViews(w.slug, teamId), body: { name: 'T' } }) },
  { name: 'GET team views/{id}/', expect: teamReaders(200), request: async () => ({ method: 'GET', url: apiPaths.teamspaceView(w.slug, teamId, await teamView()) }) },
  {
    name: 'GET team views/{id}/issues/',
    expect: teamReaders(200),
    request: async () => ({ method: 'GET', url: apiPaths.teamspaceViewIssues(w.slug, teamId, await teamView()) }),
  },
  {
    name: 'PATCH team views/{id}/',
    expect: ownerOrWsAdmin(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.teamspaceView(w.slug, teamId, await teamView()), body: { name: 'N' } }),
  },
  { name: 'DELETE team views/{id}/', expect: ownerOrWsAdmin(204), request: async () => ({ method: 'DELETE', url: apiPaths.teamspaceView(w.slug, teamId, await teamView()) }) },
];

describe('views: routes × roles', () => {
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect(res.statusCode).toBe(c.expect[who]);
    });
  }

  it('a refused write changes nothing', async () => {
    const id = await globalView();
    const before = await t.query('SELECT name, updated_at FROM issue_views WHERE id = $1', [id]);
    for (const who of ['projGuest', 'projAdmin', 'wsMemberOut'] as const) {
      expect((await cast[who].agent.patch(apiPaths.workspaceView(w.slug, id), { name: 'Taken' })).statusCode).toBe(403);
      expect((await cast[who].agent.delete(apiPaths.workspaceView(w.slug, id))).statusCode).toBe(403);
    }
    expect(await t.query('SELECT name, updated_at FROM issue_views WHERE id = $1', [id])).toEqual(before);
  });
});
