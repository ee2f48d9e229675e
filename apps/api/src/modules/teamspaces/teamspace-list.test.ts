import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedTeamspace, seedWorldTeam } from './teamspaces.test-support';

// The team list context: exactly the live, non-epic items of the team's projects that the caller can see (the
// workspace list's rules), with the workspace list's query and page shapes; and the caller's settings of it.

let t: TestApp;
let cast: Cast;
let w: World;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  // Guests see only their own items here.
  w = await seedWorld(t, cast, { guestViewAll: false });
  const seed = async (key: string, projectId: string, createdBy: string, extra: { isEpic?: boolean } = {}) => {
    ids[key] = (await seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy, name: key, ...extra })).id;
  };
  await seed('byAdmin', w.project.id, cast.wsAdmin.id);
  await seed('byGuest', w.project.id, cast.projGuest.id);
  await seed('epic', w.project.id, cast.wsAdmin.id, { isEpic: true });
  await seed('archived', w.project.id, cast.wsAdmin.id);
  await seed('draft', w.project.id, cast.wsAdmin.id);
  await seed('deleted', w.project.id, cast.wsAdmin.id);
  await seed('intake', w.project.id, cast.wsAdmin.id);
  await seed('otherProject', w.otherProject.id, cast.wsAdmin.id);
  await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [ids.archived]);
  await t.query('UPDATE work_items SET is_draft = true WHERE id = $1', [ids.draft]);
  await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [ids.deleted]);
  await t.query('UPDATE work_items SET is_intake = true WHERE id = $1', [ids.intake]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Page = { results: Array<{ id: string }>; total_count: number };
const names = (page: Page) => page.results.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0]).sort();

describe('team list: GET teamspaces/{id}/issues/', () => {
  it('admins and project members see the live non-epic items of the team projects, nothing else', async () => {
    const team = await seedWorldTeam(t, cast, w);
    for (const who of ['wsAdmin', 'projAdmin', 'projMember'] as const) {
      const res = await cast[who].agent.get(apiPaths.teamspaceIssues(w.slug, team.id));
      expect(res.statusCode).toBe(200);
      expect(names(res.json())).toEqual(['byAdmin', 'byGuest']);
    }
  });

  it("a guest sees only their own items where the project does not set guest_view_all_features", async () => {
    const team = await seedWorldTeam(t, cast, w);
    expect(names((await cast.projGuest.agent.get(apiPaths.teamspaceIssues(w.slug, team.id))).json())).toEqual(['byGuest']);
  });

  it('a workspace member without a role in the team projects sees none of their items', async () => {
    const team = await seedWorldTeam(t, cast, w);
    const res = await cast.wsMemberOut.agent.get(apiPaths.teamspaceIssues(w.slug, team.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().total_count).toBe(0);
  });

  it('a team without projects lists nothing; adding a project adds its items; an archived project drops out', async () => {
    const team = await seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: cast.wsAdmin.id });
    const list = async () => names((await cast.wsAdmin.agent.get(apiPaths.teamspaceIssues(w.slug, team.id))).json());
    expect(await list()).toEqual([]);
    await cast.wsAdmin.agent.post(apiPaths.teamspaceProjects(w.slug, team.id), { project_ids: [w.otherProject.id] });
    expect(await list()).toEqual(['otherProject']);
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [w.otherProject.id]);
    try {
      expect(await list()).toEqual([]);
    } finally {
      await t.query('UPDATE projects SET archived_at = null WHERE id = $1', [w.otherProject.id]);
    }
  });

  it('answers the same pages as the workspace list narrowed to the team projects (filters, grouping, order)', async () => {
    const team = await seedWorldTeam(t, cast, w, { projectIds: [w.project.id, w.otherProject.id] });
    for (const query of ['', '?order_by=name', '?group_by=state', '?group_by=priority&sub_group_by=state', `?created_by=${cast.projGuest.id}`, '?per_page=1']) {
      const sep = query ? '&' : '?';
      const workspace = (await cast.projMember.agent.get(`${apiPaths.workspaceWorkItems(w.slug)}${query}${sep}project=${w.project.id},${w.otherProject.id}`)).json();
      const teamPage = (await cast.projMember.agent.get(`${apiPaths.teamspaceIssues(w.slug, team.id)}${query}`)).json();
      expect(teamPage).toEqual(workspace);
    }
  });

  it('manual order across projects is answered as -created_at, as in the workspace list', async () => {
    const team = await seedWorldTeam(t, cast, w);
    const byManual = (await cast.wsAdmin.agent.get(`${apiPaths.teamspaceIssues(w.slug, team.id)}?order_by=sort_order`)).json() as Page;
    const byCreated = (await cast.wsAdmin.agent.get(`${apiPaths.teamspaceIssues(w.slug, team.id)}?order_by=-created_at`)).json() as Page;
    expect(byManual.results.map((r) => r.id)).toEqual(byCreated.results.map((r) => r.id));
  });
});

describe('team list: user-properties/', () => {
  it("defaults like the project list's (without sub-item properties), merged per user and per team", async () => {
    const team = await seedWorldTeam(t, cast, w);
    const other = await seedWorldTeam(t, cast, w);
    const path = apiPaths.teamspaceUserProperties(w.slug, team.id);
    const initial = (await cast.projMember.agent.get(path)).json();
    expect(initial.display_filters).toMatchObject({ layout: 'list', group_by: null, sub_issue: true });
    expect(initial.sub_issue_display_properties).toBeUndefined();
    expect(Object.values(initial.display_properties).every((v) => v === true)).toBe(true);
    const patched = (await cast.projMember.agent.patch(path, { display_filters: { layout: 'kanban', group_by: 'state' }, filters: { priority: ['high'] } })).json();
    expect(patched).toMatchObject({ display_filters: { layout: 'kanban', group_by: 'state' }, filters: { priority: ['high'] } });
    const again = (await cast.projMember.agent.patch(path, { display_properties: { labels: false } })).json();
    expect(again).toMatchObject({ display_filters: { layout: 'kanban' }, filters: { priority: ['high'] }, display_properties: { labels: false, priority: true } });
    expect((await cast.projMember.agent.get(path)).json()).toEqual(again);
    expect((await cast.projAdmin.agent.get(path)).json()).toEqual(initial);
    expect((await cast.projMember.agent.get(apiPaths.teamspaceUserProperties(w.slug, other.id))).json()).toEqual(initial);
    const rows = await t.query('SELECT view_key FROM workspace_user_properties WHERE user_id = $1 AND view_key = $2', [cast.projMember.id, `team:${team.id}`]);
    expect(rows).toHaveLength(1);
  });
});
