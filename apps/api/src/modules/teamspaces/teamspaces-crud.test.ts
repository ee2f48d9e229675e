import { apiPaths, type Teamspace } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedTeamspace, seedWorldTeam, snapshotTeamspaces } from './teamspaces.test-support';

// Teamspace CRUD, members and projects: what is stored, the rules on ids (workspace members, live projects of the
// workspace), foreign ids (another workspace's team → 404; its members and projects → 400), bad input (400, never 5xx),
// events, and what deleting a team removes.

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

const admin = () => cast.wsAdmin.agent;
const url = (id: string) => apiPaths.teamspace(w.slug, id);
const teamEvents = (id: string) =>
  t.query<{ action: string; changes: Record<string, { old: unknown; new: unknown }>; project_id: string | null }>(
    "SELECT action, changes, project_id FROM events WHERE entity_type = 'teamspace' AND entity_id = $1 ORDER BY id",
    [id],
  );

describe('teamspaces: create, read, update, delete', () => {
  it('POST creates the team: the creator and the lead become members, projects linked, an event recorded', async () => {
    const res = await admin().post(apiPaths.teamspaces(w.slug), {
      name: '  Platform  ',
      description: 'Infra',
      logo_props: { emoji: '🚀' },
      lead: cast.projAdmin.id,
      member_ids: [cast.projMember.id, cast.projMember.id],
      project_ids: [w.project.id],
    });
    expect(res.statusCode).toBe(201);
    const team = res.json() as Teamspace;
    expect(team).toMatchObject({ workspace: w.workspaceId, name: 'Platform', description: 'Infra', logo_props: { emoji: '🚀' }, lead: cast.projAdmin.id, created_by: cast.wsAdmin.id });
    expect([...team.member_ids].sort()).toEqual([cast.wsAdmin.id, cast.projAdmin.id, cast.projMember.id].sort());
    expect(team.project_ids).toEqual([w.project.id]);
    expect((await admin().get(url(team.id))).json()).toEqual(team);
    const events = await teamEvents(team.id);
    expect(events).toEqual([expect.objectContaining({ action: 'created', project_id: null })]);
    expect(events[0].changes.name).toEqual({ old: null, new: 'Platform' });
  });

  it('POST with a client id keeps it; the same id again → 409', async () => {
    const id = '0190a0a0-0000-7000-8000-00000000abcd';
    expect((await admin().post(apiPaths.teamspaces(w.slug), { id, name: 'With id' })).json().id).toBe(id);
    expect((await admin().post(apiPaths.teamspaces(w.slug), { id, name: 'Again' })).statusCode).toBe(409);
  });

  it('GET teamspaces/ lists by name with member and project ids', async () => {
    const b = await seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: cast.wsAdmin.id, name: 'zz-B', memberIds: [cast.projMember.id] });
    const a = await seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: cast.wsAdmin.id, name: 'zz-A', projectIds: [w.project.id] });
    const list = (await admin().get(apiPaths.teamspaces(w.slug))).json() as Teamspace[];
    const names = list.map((x) => x.name);
    expect(names.indexOf('zz-A')).toBeLessThan(names.indexOf('zz-B'));
    expect(list.find((x) => x.id === a.id)!.project_ids).toEqual([w.project.id]);
    expect(list.find((x) => x.id === b.id)!.member_ids).toEqual([cast.projMember.id]);
  });

  it('PATCH changes the fields; a new lead joins the team; lead null clears it; events carry the changes', async () => {
    const team = await seedTeamspace(t, { workspaceId: w.workspaceId, createdBy: cast.wsAdmin.id });
    const res = await admin().patch(url(team.id), { name: 'Renamed', lead: cast.projMember.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', lead: cast.projMember.id, member_ids: [cast.projMember.id] });
    expect((await admin().patch(url(team.id), { lead: null })).json().lead).toBeNull();
    const events = await teamEvents(team.id);
    expect(events.map((e) => e.action)).toEqual(['updated', 'updated']);
    expect(events[0].changes).toMatchObject({ name: { old: team.name, new: 'Renamed' }, lead: { old: null, new: cast.projMember.id } });
    expect(events[1].changes).toEqual({ lead: { old: cast.projMember.id, new: null } });
  });

  it('DELETE removes the team, its links, its views and their favorites and everyone\'s team-list settings; projects and items stay', async () => {
    const team = await seedWorldTeam(t, cast, w);
    expect((await cast.projMember.agent.patch(apiPaths.teamspaceUserProperties(w.slug, team.id), { display_filters: { layout: 'kanban' } })).statusCode).toBe(200);
    const [view] = await t.query<{ id: string }>(
      "INSERT INTO issue_views (workspace_id, teamspace_id, name) VALUES ($1, $2, 'Team view') RETURNING id",
      [w.workspaceId, team.id],
    );
    await t.query("INSERT INTO user_favorites (workspace_id, user_id, entity_type, entity_identifier, name) VALUES ($1, $2, 'view', $3, 'Team view')", [
      w.workspaceId,
      cast.projMember.id,
      view.id,
    ]);
    expect((await admin().delete(url(team.id))).statusCode).toBe(204);
    expect((await admin().get(url(team.id))).statusCode).toBe(404);
    expect(await t.query('SELECT 1 FROM teamspace_members WHERE teamspace_id = $1 UNION ALL SELECT 1 FROM teamspace_projects WHERE teamspace_id = $1', [team.id])).toHaveLength(0);
    expect(await t.query('SELECT 1 FROM issue_views WHERE id = $1', [view.id])).toHaveLength(0);
    expect(await t.query('SELECT 1 FROM user_favorites WHERE entity_identifier = $1', [view.id])).toHaveLength(0);
    expect(await t.query('SELECT 1 FROM workspace_user_properties WHERE view_key = $1', [`team:${team.id}`])).toHaveLength(0);
    expect(await t.query('SELECT 1 FROM projects WHERE id = $1', [w.project.id])).toHaveLength(1);
    expect((await teamEvents(team.id)).at(-1)).toMatchObject({ action: 'deleted' });
  });
});

describe('teamspaces: members and projects', () => {
  it('POST members/ adds (those already in stay), DELETE removes; removing the lead clears the lead', async () => {
    const team = await seedWorldTeam(t, cast, w);
    const res = await cast.projAdmin.agent.post(apiPaths.teamspaceMembers(w.slug, team.id), { member_ids: [cast.wsMemberOut.id, cast.projMember.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().member_ids).toHaveLength(5);
    expect((await admin().delete(apiPaths.teamspaceMember(w.slug, team.id, cast.projAdmin.id))).statusCode).toBe(204);
    const after = (await admin().get(url(team.id))).json() as Teamspace;
    expect(after.lead).toBeNull();
    expect(after.member_ids).not.toContain(cast.projAdmin.id);
    const events = await teamEvents(team.id);
    expect(events[0].changes.member_ids).toBeDefined();
    expect(events[1].changes).toMatchObject({ lead: { old: cast.projAdmin.id, new: null } });
  });

  it('DELETE of someone not in the team → 404 Member not found', async () => {
    const team = await seedWorldTeam(t, cast, w);
    const res = await admin().delete(apiPaths.teamspaceMember(w.slug, team.id, cast.wsMemberOut.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Member not found');
  });

  it('POST projects/ adds live projects of the workspace, DELETE removes; a project not in the team → 404', async () => {
    const team = await seedWorldTeam(t, cast, w);
    const res = await admin().post(apiPaths.teamspaceProjects(w.slug, team.id), { project_ids: [w.otherProject.id, w.project.id] });
    expect(res.json().project_ids).toEqual([w.project.id, w.otherProject.id]);
    expect((await admin().delete(apiPaths.teamspaceProject(w.slug, team.id, w.project.id))).statusCode).toBe(204);
    expect((await admin().get(url(team.id))).json().project_ids).toEqual([w.otherProject.id]);
    expect((await admin().delete(apiPaths.teamspaceProject(w.slug, team.id, w.project.id))).statusCode).toBe(404);
  });

  it('a member who left the workspace is no longer listed, and cannot be added', async () => {
    const team = await seedWorldTeam(t, cast, w, { memberIds: [cast.wsMemberOut.id] });
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [w.workspaceId, cast.wsMemberOut.id]);
    try {
      expect((await admin().get(url(team.id))).json().member_ids).toEqual([]);
      expect((await admin().post(apiPaths.teamspaceMembers(w.slug, team.id), { member_ids: [cast.wsMemberOut.id] })).statusCode).toBe(400);
    } finally {
      await t.query('UPDATE workspace_members SET is_active = true WHERE workspace_id = $1 AND member = $2', [w.workspaceId, cast.wsMemberOut.id]);
    }
  });
});

describe('teamspaces: foreign ids', () => {
  it("another workspace's team → 404 through this workspace's slug, and through its own slug for our members", async () => {
    const foreignTeam = await seedTeamspace(t, { workspaceId: w.foreign.workspaceId, createdBy: cast.outsider.id, memberIds: [cast.outsider.id] });
    for (const req of [
      () => admin().get(url(foreignTeam.id)),
      () => admin().patch(url(foreignTeam.id), { name: 'x' }),
      () => admin().delete(url(foreignTeam.id)),
      () => admin().post(apiPaths.teamspaceMembers(w.slug, foreignTeam.id), { member_ids: [cast.projMember.id] }),
      () => admin().get(apiPaths.teamspaceIssues(w.slug, foreignTeam.id)),
      () => admin().get(apiPaths.teamspaceUserProperties(w.slug, foreignTeam.id)),
      () => admin().get(apiPaths.teamspace(w.foreign.slug, foreignTeam.id)),
    ]) {
      const res = await req();
      expect(res.statusCode).toBe(404);
    }
    const ours = await seedWorldTeam(t, cast, w);
    expect((await cast.outsider.agent.get(apiPaths.teamspace(w.foreign.slug, ours.id))).statusCode).toBe(404);
    expect((await cast.outsider.agent.delete(apiPaths.teamspace(w.foreign.slug, ours.id))).statusCode).toBe(404);
    expect((await admin().get(url(ours.id))).statusCode).toBe(200);
  });

  it('a member or project of another workspace, an archived project or an unknown id → 400, nothing changes', async () => {
    const team = await seedWorldTeam(t, cast, w);
    const archived = await t.query<{ id: string }>('SELECT id FROM projects WHERE id = $1', [w.otherProject.id]);
    const before = await snapshotTeamspaces(t, w.workspaceId);
    const bad = [
      () => admin().post(apiPaths.teamspaceMembers(w.slug, team.id), { member_ids: [cast.projMember.id, cast.outsider.id] }),
      () => admin().post(apiPaths.teamspaceMembers(w.slug, team.id), { member_ids: ['0190a0a0-0000-7000-8000-000000000001'] }),
      () => admin().post(apiPaths.teamspaceProjects(w.slug, team.id), { project_ids: [w.otherProject.id, w.foreign.project.id] }),
      () => admin().post(apiPaths.teamspaces(w.slug), { name: 'x', member_ids: [cast.outsider.id] }),
      () => admin().post(apiPaths.teamspaces(w.slug), { name: 'x', project_ids: [w.foreign.project.id] }),
      () => admin().post(apiPaths.teamspaces(w.slug), { name: 'x', lead: cast.outsider.id }),
      () => admin().patch(url(team.id), { lead: cast.outsider.id }),
    ];
    for (const req of bad) expect((await req()).statusCode).toBe(400);
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [archived[0].id]);
    try {
      expect((await admin().post(apiPaths.teamspaceProjects(w.slug, team.id), { project_ids: [w.otherProject.id] })).statusCode).toBe(400);
    } finally {
      await t.query('UPDATE projects SET archived_at = null WHERE id = $1', [archived[0].id]);
    }
    expect(await snapshotTeamspaces(t, w.workspaceId)).toBe(before);
  });
});

describe('teamspaces: bad input → 400, never 5xx', () => {
  const huge = 'x'.repeat(300);
  it.each([
    ['empty name', { name: '   ' }],
    ['huge name', { name: huge }],
    ['NUL byte', { name: 'a\u0000b' }],
    ['unknown field', { name: 'ok', owner: 'x' }],
    ['member id not a uuid', { name: 'ok', member_ids: ['nope'] }],
    ['project_ids not an array', { name: 'ok', project_ids: 'x' }],
    ['logo_props not an object', { name: 'ok', logo_props: 3 }],
  ])('POST with %s', async (_n, body) => {
    expect((await admin().post(apiPaths.teamspaces(w.slug), body)).statusCode).toBe(400);
  });

  it('ids in the path that are not uuids, empty lists, unknown filters', async () => {
    const team = await seedWorldTeam(t, cast, w);
    expect((await admin().get(url('not-a-uuid'))).statusCode).toBe(400);
    expect((await admin().delete(apiPaths.teamspaceMember(w.slug, team.id, 'nope'))).statusCode).toBe(400);
    expect((await admin().post(apiPaths.teamspaceMembers(w.slug, team.id), { member_ids: [] })).statusCode).toBe(400);
    expect((await admin().post(apiPaths.teamspaceProjects(w.slug, team.id), {})).statusCode).toBe(400);
    expect((await admin().patch(url(team.id), { name: 'a\u0000' })).statusCode).toBe(400);
    expect((await admin().get(`${apiPaths.teamspaceIssues(w.slug, team.id)}?order_by=drop_table`)).statusCode).toBe(400);
    expect((await admin().patch(apiPaths.teamspaceUserProperties(w.slug, team.id), { display_filters: { layout: 'nope' } })).statusCode).toBe(400);
  });
});
