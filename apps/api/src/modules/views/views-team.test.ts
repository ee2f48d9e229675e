import { randomUUID } from 'node:crypto';
import { apiPaths, issueViewSchema, ORGANISE_TEXT, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newListActors, qs, seedListWorld, type ListWorld } from '../work-item-lists/work-item-lists.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { eventsOf, seedTeamspace, seedView } from './views.test-support';

// Team views: CRUD, who reads (team members and workspace admins), foreign ids (another team's view, another
// workspace's team), events without content, and issues/ — the team's list narrowed by the view's filters.

let t: TestApp;
let w: ListWorld;
let team: string;
let otherTeam: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedListWorld(t, await newListActors(t));
  team = await seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: w.a.admin.id, memberIds: [w.a.member.id, w.a.guest.id], projectIds: [w.project.id] });
  otherTeam = await seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: w.a.admin.id, memberIds: [w.a.member.id], projectIds: [w.other.id] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Params = Record<string, string | number | undefined>;

async function page(actor: Actor, url: string) {
  const res = await actor.agent.get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const view = (filters: Record<string, string[]> = {}, teamspaceId = team) => seedView(t, { workspaceId: w.workspaceId, teamspaceId, ownedBy: w.a.member.id, filters });

describe('team views', () => {
  it('CRUD by a team member; is_favorite false; events carry no content (they reach every workspace member)', async () => {
    const res = await w.a.member.agent.post(apiPaths.teamspaceViews(w.slug, team), { name: 'Team urgent', filters: { priority: ['urgent'] } });
    expect(res.statusCode).toBe(201);
    const body = issueViewSchema.strict().parse(res.json());
    expect(body).toMatchObject({ teamspace: team, project: null, is_favorite: false, display_filters: {} });
    expect((await w.a.guest.agent.get(apiPaths.teamspaceView(w.slug, team, body.id))).statusCode).toBe(200);
    expect((await w.a.admin.agent.get(apiPaths.teamspaceViews(w.slug, team))).json().map((v: { id: string }) => v.id)).toContain(body.id);
    expect((await w.a.member.agent.patch(apiPaths.teamspaceView(w.slug, team, body.id), { name: 'Renamed', access: 'private' })).json()).toMatchObject({ name: 'Renamed', access: 'private' });
    expect((await w.a.member.agent.delete(apiPaths.teamspaceView(w.slug, team, body.id))).statusCode).toBe(204);
    expect((await eventsOf(t, body.id)).map((e) => [e.action, e.project_id, e.changes])).toEqual([
      ['created', null, {}],
      ['updated', null, { access: { old: 'public', new: 'private' } }],
    ]);
  });

  it('foreign ids: another team\'s view, a global or project view, another workspace\'s team → 404; nothing changed', async () => {
    const theirs = await view({}, otherTeam);
    const global = await seedView(t, { workspaceId: w.workspaceId, ownedBy: w.a.member.id });
    const projectView = await seedView(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: w.a.member.id });
    for (const id of [theirs.id, global.id, projectView.id, randomUUID()]) {
      expect((await w.a.member.agent.get(apiPaths.teamspaceView(w.slug, team, id))).statusCode).toBe(404);
      expect((await w.a.member.agent.get(apiPaths.teamspaceViewIssues(w.slug, team, id))).statusCode).toBe(404);
      expect((await w.a.member.agent.patch(apiPaths.teamspaceView(w.slug, team, id), { name: 'x' })).statusCode).toBe(404);
      expect((await w.a.member.agent.delete(apiPaths.teamspaceView(w.slug, team, id))).statusCode).toBe(404);
    }
    expect((await t.query('SELECT count(*)::int AS n FROM issue_views WHERE id = ANY($1::uuid[])', [[theirs.id, global.id, projectView.id]]))[0]).toEqual({ n: 3 });
    const other = await newActor(t, 'other');
    const { workspace } = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]]);
    const foreignTeam = await seedTeamspace(t, { workspaceId: workspace.id, createdBy: other.id, memberIds: [other.id], projectIds: [] });
    const res = await w.a.admin.agent.get(apiPaths.teamspaceViews(w.slug, foreignTeam));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(ORGANISE_TEXT.teamspaceNotFound);
    expect((await w.a.admin.agent.post(apiPaths.teamspaceViews(w.slug, foreignTeam), { name: 'x' })).statusCode).toBe(404);
    // A guest outside a team does not see it at all (404, as teamspaceAccess decides).
    expect((await w.a.guest.agent.get(apiPaths.teamspaceViews(w.slug, otherTeam))).statusCode).toBe(404);
  });

  it("issues/ equal the workspace list narrowed to the team's projects with the same filters", async () => {
    const cases: Array<{ stored: Record<string, string[]>; query: Params; same: Params }> = [
      { stored: { priority: ['high', 'urgent'] }, query: {}, same: { priority: 'high,urgent' } },
      { stored: { labels: [w.labels.A] }, query: { labels: `${w.labels.A},${w.labels.B}`, group_by: 'state' }, same: { labels: w.labels.A, group_by: 'state' } },
      { stored: {}, query: { order_by: 'sort_order', per_page: 6 }, same: { order_by: '-created_at', per_page: 6 } },
    ];
    for (const c of cases) {
      const id = (await view(c.stored)).id;
      for (const actor of [w.a.admin, w.a.member, w.a.guest]) {
        const expected = await page(actor, `${apiPaths.workspaceWorkItems(w.slug)}${qs({ ...c.same, project: w.project.id })}`);
        expect(await page(actor, `${apiPaths.teamspaceViewIssues(w.slug, team, id)}${qs(c.query)}`)).toEqual(expected);
      }
    }
    // The other team's project holds the hidden foreign item; the member is not in that project: nothing visible.
    const theirs = (await view({}, otherTeam)).id;
    expect((await page(w.a.member, apiPaths.teamspaceViewIssues(w.slug, otherTeam, theirs))).total_count).toBe(0);
    expect((await page(w.a.admin, apiPaths.teamspaceViewIssues(w.slug, otherTeam, theirs))).results.map((i: { id: string }) => i.id)).toEqual([w.hidden.foreign]);
  }, 60_000);
});
