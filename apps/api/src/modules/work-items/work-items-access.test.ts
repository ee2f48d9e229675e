import { ROLE } from '@cairn/types';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { snapshotWorkItems, stateId } from './work-items.test-support';

// Route × role table for every work-item route. Each call gets fresh items (created by the project admin, in a
// completed state so archive is allowed). The project sets guest_view_all_features so a project guest can read
// items it did not create (the guest-only rule is tested in work-items.test.ts). Denied calls must change nothing.

type Who = 'anonymous' | 'outsider' | 'wsGuestOut' | 'wsMemberOut' | 'projGuest' | 'projMember' | 'projAdmin' | 'wsAdmin';
const WHO: Who[] = ['anonymous', 'outsider', 'wsGuestOut', 'wsMemberOut', 'projGuest', 'projMember', 'projAdmin', 'wsAdmin'];

/** Ids seeded for one call. */
interface Call {
  item: string;
  second: string;
  seq: number;
}
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (c: Call) => string;
  body?: (c: Call) => unknown;
  prep?: (c: Call) => Promise<void>;
  expect: Record<Who, number>;
}

let t: TestApp;
let slug: string;
let workspaceId: string;
let project: SeededProject;
let doneState: string;
const agents = {} as Record<Who, Agent>;
let projAdmin: Actor;

const outside = { anonymous: 401, outsider: 404 } as const;
const readers = (ok: number) => ({ ...outside, wsGuestOut: 403, wsMemberOut: 403, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
const writers = (ok: number) => ({ ...readers(ok), projGuest: 403 });
/** Deletes: project admins any item, members only their own (the seeded items are the project admin's). */
const deleters = (ok: number) => ({ ...writers(ok), projMember: 403 });

const P = () => `/api/workspaces/${slug}/projects/${project.id}`;
const archived = async (c: Call) => void (await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [c.item]));
const drafted = async (c: Call) => void (await t.query('UPDATE work_items SET is_draft = true WHERE id = $1', [c.item]));

const cases: Case[] = [
  { name: 'list issues', method: 'GET', url: () => `${P()}/issues/`, expect: readers(200) },
  { name: 'list epics', method: 'GET', url: () => `${P()}/epics/`, expect: readers(200) },
  { name: 'list by ids', method: 'GET', url: (c) => `${P()}/issues/list/?issues=${c.item}`, expect: readers(200) },
  { name: 'create issue', method: 'POST', url: () => `${P()}/issues/`, body: () => ({ name: 'New' }), expect: writers(201) },
  { name: 'create epic', method: 'POST', url: () => `${P()}/epics/`, body: () => ({ name: 'New' }), expect: writers(201) },
  { name: 'retrieve', method: 'GET', url: (c) => `${P()}/issues/${c.item}/?expand=parent`, expect: readers(200) },
  { name: 'patch', method: 'PATCH', url: (c) => `${P()}/issues/${c.item}/`, body: () => ({ name: 'Renamed' }), expect: writers(200) },
  { name: 'delete', method: 'DELETE', url: (c) => `${P()}/issues/${c.item}/`, expect: deleters(204) },
  { name: 'meta', method: 'GET', url: (c) => `${P()}/issues/${c.item}/meta/`, expect: readers(200) },
  { name: 'by identifier', method: 'GET', url: (c) => `/api/workspaces/${slug}/work-items/${project.identifier}-${c.seq}/`, expect: { ...readers(200), wsGuestOut: 404, wsMemberOut: 404 } },
  { name: 'archive', method: 'POST', url: (c) => `${P()}/issues/${c.item}/archive/`, expect: writers(200) },
  { name: 'restore', method: 'DELETE', url: (c) => `${P()}/issues/${c.item}/archive/`, prep: archived, expect: writers(200) },
  { name: 'get archived', method: 'GET', url: (c) => `${P()}/issues/${c.item}/archive/`, prep: archived, expect: readers(200) },
  { name: 'archived list', method: 'GET', url: () => `${P()}/archived-issues/`, expect: readers(200) },
  { name: 'deleted list', method: 'GET', url: () => `${P()}/deleted-issues/`, expect: writers(200) },
  { name: 'drafts list', method: 'GET', url: () => `${P()}/issue-drafts/`, expect: readers(200) },
  { name: 'draft create', method: 'POST', url: () => `${P()}/issue-drafts/`, body: () => ({ name: 'D' }), expect: writers(201) },
  { name: 'draft get', method: 'GET', url: (c) => `${P()}/issue-drafts/${c.item}/`, prep: drafted, expect: readers(200) },
  { name: 'draft patch', method: 'PATCH', url: (c) => `${P()}/issue-drafts/${c.item}/`, prep: drafted, body: () => ({ name: 'D2' }), expect: writers(200) },
  { name: 'draft delete', method: 'DELETE', url: (c) => `${P()}/issue-drafts/${c.item}/`, prep: drafted, expect: deleters(204) },
  { name: 'sub-issues', method: 'GET', url: (c) => `${P()}/issues/${c.item}/sub-issues/`, expect: readers(200) },
  { name: 'add sub-issues', method: 'POST', url: (c) => `${P()}/issues/${c.item}/sub-issues/`, body: (c) => ({ sub_issue_ids: [c.second] }), expect: writers(200) },
  { name: 'subscription', method: 'GET', url: (c) => `${P()}/issues/${c.item}/subscribe/`, expect: readers(200) },
  { name: 'subscribe', method: 'POST', url: (c) => `${P()}/issues/${c.item}/subscribe/`, expect: readers(200) },
  { name: 'unsubscribe', method: 'DELETE', url: (c) => `${P()}/issues/${c.item}/subscribe/`, expect: readers(200) },
  { name: 'description versions', method: 'GET', url: (c) => `${P()}/issues/${c.item}/description-versions/`, expect: readers(200) },
  { name: 'display properties', method: 'GET', url: () => `${P()}/issue-display-properties/`, expect: readers(200) },
  { name: 'set display properties', method: 'POST', url: () => `${P()}/issue-display-properties/`, body: () => ({ properties: { key: false } }), expect: readers(200) },
  { name: 'dates', method: 'POST', url: () => `${P()}/issue-dates/`, body: (c) => ({ updates: [{ id: c.item, start_date: '2026-01-01' }] }), expect: writers(204) },
  { name: 'bulk operation', method: 'POST', url: () => `${P()}/bulk-operation-issues/`, body: (c) => ({ issue_ids: [c.item, c.second], properties: { priority: 'low' } }), expect: writers(204) },
  { name: 'bulk delete', method: 'DELETE', url: () => `${P()}/bulk-delete-issues/`, body: (c) => ({ issue_ids: [c.item] }), expect: deleters(204) },
  { name: 'bulk archive', method: 'POST', url: () => `${P()}/bulk-archive-issues/`, body: (c) => ({ issue_ids: [c.item] }), expect: writers(200) },
  { name: 'bulk subscribe', method: 'POST', url: () => `${P()}/bulk-subscribe-issues/`, body: (c) => ({ issue_ids: [c.item] }), expect: readers(204) },
];

beforeAll(async () => {
  t = await createTestApp();
  const actors = {} as Record<Exclude<Who, 'anonymous'>, Actor>;
  for (const who of WHO.slice(1) as Array<Exclude<Who, 'anonymous'>>) actors[who] = await newActor(t, who.toLowerCase());
  projAdmin = actors.projAdmin;
  const { workspace } = await seedWorkspace(t, actors.wsAdmin.id, [
    [actors.wsAdmin.id, ROLE.ADMIN],
    [actors.wsGuestOut.id, ROLE.GUEST],
    [actors.wsMemberOut.id, ROLE.MEMBER],
    [actors.projGuest.id, ROLE.GUEST],
    [actors.projMember.id, ROLE.MEMBER],
    [actors.projAdmin.id, ROLE.MEMBER],
  ]);
  await seedWorkspace(t, actors.outsider.id, [[actors.outsider.id, ROLE.ADMIN]]);
  slug = workspace.slug;
  workspaceId = workspace.id;
  project = await seedProject(t, workspaceId, actors.projAdmin.id);
  await addProjectMembers(t, workspaceId, project.id, [
    [actors.projGuest.id, ROLE.GUEST],
    [actors.projMember.id, ROLE.MEMBER],
  ]);
  await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [project.id]);
  doneState = await stateId(t, project.id, 'Done');
  agents.anonymous = createAgent(t.app);
  for (const who of WHO.slice(1) as Array<Exclude<Who, 'anonymous'>>) agents[who] = actors[who].agent;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function seedCall(): Promise<Call> {
  const values = { workspace_id: workspaceId, project_id: project.id, name: 'Seeded', state_id: doneState, created_by: projAdmin.id };
  const item = await insertSeedWorkItem(t.db, values);
  const second = await insertSeedWorkItem(t.db, values);
  return { item: item.id, second: second.id, seq: item.sequence_id };
}

describe.each(cases)('$method $name', (c) => {
  it.each(WHO)('%s', async (who) => {
    const call = await seedCall();
    if (c.prep) await c.prep(call);
    const expected = c.expect[who];
    const before = c.method !== 'GET' && expected >= 400 ? await snapshotWorkItems(t, workspaceId) : null;
    const res = await agents[who].request({ method: c.method, url: c.url(call), body: c.body?.(call) });
    expect({ who, status: res.statusCode }).toEqual({ who, status: expected });
    if (before !== null) expect(await snapshotWorkItems(t, workspaceId)).toBe(before);
  });
});
