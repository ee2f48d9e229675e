import { randomUUID } from 'node:crypto';
import { apiPaths, ROLE } from '@cairn/types';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Route × role table for every list route, with what each role SEES: guests without guest_view_all_features see only
// the items they created, workspace lists cover only the projects the caller has a role in (archived projects never),
// profile lists need a workspace member. Foreign ids (other workspace's projects and users) find nothing.

type Who = 'anonymous' | 'outsider' | 'wsGuestOut' | 'wsMemberOut' | 'projGuest' | 'projMember' | 'projAdmin' | 'wsAdmin';
const WHO: Who[] = ['anonymous', 'outsider', 'wsGuestOut', 'wsMemberOut', 'projGuest', 'projMember', 'projAdmin', 'wsAdmin'];
type Named = Exclude<Who, 'anonymous'>;

let t: TestApp;
let slug: string;
let p1: SeededProject; // projAdmin admin, projMember member, projGuest guest; guest_view_all_features false
let p2: SeededProject; // projMember member, projGuest guest; guest_view_all_features true
let p3: SeededProject; // archived; projMember member
let foreignProject: SeededProject;
const agents = {} as Record<Who, Agent>;
const actors = {} as Record<Named, Actor>;
/** Item names → ids. */
const items: Record<string, string> = {};

const outside = { anonymous: 401, outsider: 404 } as const;
const readers = { ...outside, wsGuestOut: 403, wsMemberOut: 403, projGuest: 200, projMember: 200, projAdmin: 200, wsAdmin: 200 };
const wsMembers = { ...outside, wsGuestOut: 200, wsMemberOut: 200, projGuest: 200, projMember: 200, projAdmin: 200, wsAdmin: 200 };

beforeAll(async () => {
  t = await createTestApp();
  for (const who of WHO.slice(1) as Named[]) actors[who] = await newActor(t, who.toLowerCase());
  const { workspace } = await seedWorkspace(t, actors.wsAdmin.id, [
    [actors.wsAdmin.id, ROLE.ADMIN], [actors.wsGuestOut.id, ROLE.GUEST], [actors.wsMemberOut.id, ROLE.MEMBER],
    [actors.projGuest.id, ROLE.GUEST], [actors.projMember.id, ROLE.MEMBER], [actors.projAdmin.id, ROLE.MEMBER],
  ]);
  const { workspace: other } = await seedWorkspace(t, actors.outsider.id, [[actors.outsider.id, ROLE.ADMIN]]);
  slug = workspace.slug;
  const ws = workspace.id;
  p1 = await seedProject(t, ws, actors.projAdmin.id);
  p2 = await seedProject(t, ws, actors.projMember.id);
  p3 = await seedProject(t, ws, actors.projMember.id);
  foreignProject = await seedProject(t, other.id, actors.outsider.id);
  await addProjectMembers(t, ws, p1.id, [[actors.projGuest.id, ROLE.GUEST], [actors.projMember.id, ROLE.MEMBER]]);
  await addProjectMembers(t, ws, p2.id, [[actors.projGuest.id, ROLE.GUEST]]);
  await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [p2.id]);
  const seed = async (name: string, project: SeededProject, creator: Named, assignees: Named[] = [], extra: Record<string, unknown> = {}, wsId = ws) => {
    const row = await insertSeedWorkItem(t.db, { workspace_id: wsId, project_id: project.id, name, created_by: actors[creator].id, state_id: project.defaultStateId, ...extra }, { assigneeIds: assignees.map((a) => actors[a].id) });
    items[name] = row.id;
  };
  let minute = 0;
  const at = () => ({ created_at: new Date(Date.UTC(2026, 0, 1, 0, (minute += 1))) });
  await seed('a1', p1, 'projAdmin', ['projMember'], at());
  await seed('a2', p1, 'projAdmin', [], at());
  await seed('g1', p1, 'projGuest', ['projMember'], at());
  await seed('b1', p2, 'projMember', ['projMember'], at());
  await seed('b2', p2, 'projMember', [], at());
  await seed('c1', p3, 'projMember', ['projMember'], at());
  await seed('f1', foreignProject, 'outsider', ['outsider'], at(), other.id);
  await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [p3.id]);
  await t.query('INSERT INTO work_item_subscribers (workspace_id, project_id, work_item_id, subscriber_id) VALUES ($1, $2, $3, $4), ($1, $5, $6, $4)', [ws, p1.id, items.a2, actors.projMember.id, p2.id, items.b2]);
  agents.anonymous = createAgent(t.app);
  for (const who of WHO.slice(1) as Named[]) agents[who] = actors[who].agent;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const P = (p: SeededProject) => `/api/workspaces/${slug}/projects/${p.id}`;
const names = (ids: string[]) => ids.map((id) => Object.keys(items).find((k) => items[k] === id) ?? id).sort();

interface ListCase {
  name: string;
  url: () => string;
  expect: Record<Who, number>;
  /** Names of the items each role sees (newest first is not checked here; sorted). */
  sees?: Partial<Record<Who, string[]>>;
}

const listCases: ListCase[] = [
  { name: 'project issues', url: () => `${P(p1)}/issues/`, expect: readers, sees: { projGuest: ['g1'], projMember: ['a1', 'a2', 'g1'], projAdmin: ['a1', 'a2', 'g1'], wsAdmin: ['a1', 'a2', 'g1'] } },
  { name: 'project issues grouped', url: () => `${P(p1)}/issues/?group_by=state`, expect: readers },
  { name: 'archived issues', url: () => `${P(p1)}/archived-issues/`, expect: readers, sees: { projGuest: [], wsAdmin: [] } },
  { name: 'draft issues', url: () => `${P(p1)}/issue-drafts/`, expect: readers, sees: { projMember: [] } },
  {
    name: 'workspace issues',
    url: () => apiPaths.workspaceWorkItems(slug),
    expect: wsMembers,
    sees: { wsGuestOut: [], wsMemberOut: [], projGuest: ['b1', 'b2', 'g1'], projMember: ['a1', 'a2', 'b1', 'b2', 'g1'], projAdmin: ['a1', 'a2', 'g1'], wsAdmin: ['a1', 'a2', 'b1', 'b2', 'g1'] },
  },
  {
    name: 'profile assigned',
    url: () => apiPaths.profileWorkItems(slug, actors.projMember.id, 'assigned'),
    expect: wsMembers,
    sees: { wsMemberOut: [], projGuest: ['b1', 'g1'], projMember: ['a1', 'b1', 'g1'], projAdmin: ['a1', 'g1'], wsAdmin: ['a1', 'b1', 'g1'] },
  },
  { name: 'profile created', url: () => apiPaths.profileWorkItems(slug, actors.projMember.id, 'created'), expect: wsMembers, sees: { projAdmin: [], wsAdmin: ['b1', 'b2'], projGuest: ['b1', 'b2'] } },
  { name: 'profile subscribed', url: () => apiPaths.profileWorkItems(slug, actors.projMember.id, 'subscribed'), expect: wsMembers, sees: { projGuest: ['b2'], projAdmin: ['a2'], wsAdmin: ['a2', 'b2'] } },
  { name: 'profile of a guest, grouped', url: () => `${apiPaths.profileWorkItems(slug, actors.projGuest.id, 'created')}?group_by=priority`, expect: wsMembers },
  { name: 'profile of a non-member', url: () => apiPaths.profileWorkItems(slug, actors.outsider.id, 'assigned'), expect: { ...wsMembers, wsGuestOut: 404, wsMemberOut: 404, projGuest: 404, projMember: 404, projAdmin: 404, wsAdmin: 404 } },
  { name: 'profile of an unknown user', url: () => apiPaths.profileWorkItems(slug, randomUUID(), 'created'), expect: { ...wsMembers, wsGuestOut: 404, wsMemberOut: 404, projGuest: 404, projMember: 404, projAdmin: 404, wsAdmin: 404 } },
  { name: 'a profile list that does not exist', url: () => `/api/workspaces/${slug}/user-issues/${actors.projMember.id}/mentioned/`, expect: { ...wsMembers, anonymous: 401, outsider: 400, wsGuestOut: 400, wsMemberOut: 400, projGuest: 400, projMember: 400, projAdmin: 400, wsAdmin: 400 } },
  { name: 'project user-properties', url: () => `${P(p1)}/user-properties/`, expect: readers },
  { name: 'workspace user-properties', url: () => apiPaths.workspaceUserProperties(slug, 'all-issues'), expect: wsMembers },
  { name: 'profile user-properties', url: () => apiPaths.workspaceUserProperties(slug, 'profile-assigned'), expect: wsMembers },
];

describe.each(listCases)('GET $name', (c) => {
  it.each(WHO)('%s', async (who) => {
    const res = await agents[who].get(c.url());
    expect({ who, status: res.statusCode }).toEqual({ who, status: c.expect[who] });
    const sees = c.sees?.[who];
    if (sees) expect({ who, sees: names(res.json().results.map((r: { id: string }) => r.id)) }).toEqual({ who, sees: [...sees].sort() });
  });
});

const snapshotProperties = async () =>
  JSON.stringify([await t.query('SELECT * FROM project_user_properties ORDER BY id'), await t.query('SELECT * FROM workspace_user_properties ORDER BY id')]);

const patchCases = [
  { name: 'project user-properties', url: () => `${P(p1)}/user-properties/`, expect: readers },
  { name: 'workspace user-properties', url: () => apiPaths.workspaceUserProperties(slug, 'subscribed'), expect: wsMembers },
];

describe.each(patchCases)('PATCH $name', (c) => {
  it.each(WHO)('%s', async (who) => {
    const before = await snapshotProperties();
    const res = await agents[who].patch(c.url(), { display_filters: { layout: 'kanban' } });
    expect({ who, status: res.statusCode }).toEqual({ who, status: c.expect[who] });
    const after = await snapshotProperties();
    if (res.statusCode === 200) expect(res.json().display_filters.layout).toBe('kanban');
    else expect(after).toEqual(before);
  });
});

describe('foreign ids', () => {
  it('finds nothing through filters naming other workspaces’ projects, users, labels and states', async () => {
    const list = async (url: string) => (await agents.wsAdmin.get(url)).json();
    const ws = apiPaths.workspaceWorkItems(slug);
    for (const q of [`project=${foreignProject.id}`, `assignees=${actors.outsider.id}`, `created_by=${actors.outsider.id}`, `labels=${foreignProject.labelId}`, `state=${foreignProject.defaultStateId}`]) {
      expect({ q, body: await list(`${ws}?${q}`) }).toEqual({ q, body: expect.objectContaining({ results: [], total_count: 0 }) });
    }
    // The archived project's items stay out even when asked for by name.
    expect((await list(`${ws}?project=${p3.id}`)).total_count).toBe(0);
    expect(names((await list(`${ws}?project=${p2.id}`)).results.map((r: { id: string }) => r.id))).toEqual(['b1', 'b2']);
  });

  it('404s for another workspace’s project and for the caller’s workspace slug with a foreign project id', async () => {
    for (const url of [`${P(foreignProject)}/issues/`, `${P(foreignProject)}/user-properties/`, `/api/workspaces/${slug}/projects/${randomUUID()}/archived-issues/`]) {
      expect({ url, status: (await agents.projMember.get(url)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await agents.projMember.patch(`${P(foreignProject)}/user-properties/`, { filters: { priority: ['high'] } })).statusCode).toBe(404);
    expect(await t.query('SELECT * FROM project_user_properties WHERE project_id = $1', [foreignProject.id])).toEqual([]);
  });

  it('a guest of a project that opens to guests sees all of it, grouped as well', async () => {
    const grouped = (await agents.projGuest.get(`${P(p2)}/issues/?group_by=created_by`)).json();
    expect(grouped.results[actors.projMember.id].total_results).toBe(2);
    const own = (await agents.projGuest.get(`${P(p1)}/issues/?group_by=created_by`)).json();
    expect(Object.keys(own.results)).toEqual([actors.projGuest.id]);
  });
});
