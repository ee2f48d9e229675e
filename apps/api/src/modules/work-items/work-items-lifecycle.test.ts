import { apiPaths, subIssuesResponseSchema, workItemPageSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activitiesOf, createItem, newWorkItemActors, seedWorkItemWorld, snapshotWorkItems, stateId, type WorkItemActors, type WorkItemWorld } from './work-items.test-support';

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedWorkItemWorld(t, a);
});

const p = () => `/api/workspaces/${w.slug}/projects/${w.project.id}`;

describe('DELETE issues/{id}/ and deleted-issues/', () => {
  it('soft-deletes (creator or admin), lists it under deleted-issues/ and records the activity', async () => {
    const mine = await createItem(a.member, w, { name: 'Mine' });
    const admins = await createItem(a.admin, w, { name: 'Admins' });
    const before = await snapshotWorkItems(t, w.workspaceId);
    const refused = await a.member.agent.delete(apiPaths.workItem(w.slug, w.project.id, admins.id));
    expect(refused.statusCode).toBe(403);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
    expect((await a.member.agent.delete(apiPaths.workItem(w.slug, w.project.id, mine.id))).statusCode).toBe(204);
    expect((await a.admin.agent.delete(apiPaths.workItem(w.slug, w.project.id, admins.id))).statusCode).toBe(204);
    expect((await a.member.agent.get(apiPaths.workItem(w.slug, w.project.id, mine.id))).statusCode).toBe(404);
    const deleted = (await a.member.agent.get(apiPaths.deletedWorkItems(w.slug, w.project.id))).json();
    workItemPageSchema.parse(deleted);
    expect(deleted.results.map((r: { name: string }) => r.name).sort()).toEqual(['Admins', 'Mine']);
    expect(deleted.results[0].deleted_at).not.toBeNull();
    expect((await activitiesOf(t, mine.id)).map((r) => r.verb)).toEqual(['created', 'deleted']);
    expect((await a.guest.agent.get(apiPaths.deletedWorkItems(w.slug, w.project.id))).statusCode).toBe(403);
  });
});

describe('archive', () => {
  it('archives only completed or cancelled items, restores, and lists archived ones', async () => {
    const open = await createItem(a.member, w, { name: 'Open' });
    const done = await createItem(a.member, w, { name: 'Done', state_id: await stateId(t, w.project.id, 'Done') });
    const before = await snapshotWorkItems(t, w.workspaceId);
    const refused = await a.member.agent.post(apiPaths.workItemArchive(w.slug, w.project.id, open.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Only work items in a completed or cancelled state can be archived', error_code: 'ARCHIVE_STATE' });
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
    expect((await a.member.agent.get(apiPaths.workItemArchive(w.slug, w.project.id, done.id))).statusCode).toBe(404);
    const archived = await a.member.agent.post(apiPaths.workItemArchive(w.slug, w.project.id, done.id));
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect((await a.member.agent.get(apiPaths.workItems(w.slug, w.project.id))).json().total_count).toBe(1);
    const list = (await a.member.agent.get(apiPaths.archivedWorkItems(w.slug, w.project.id))).json();
    expect(list.results.map((r: { id: string }) => r.id)).toEqual([done.id]);
    expect((await a.member.agent.get(apiPaths.workItemArchive(w.slug, w.project.id, done.id))).json()).toMatchObject({ id: done.id });
    const restored = await a.member.agent.delete(apiPaths.workItemArchive(w.slug, w.project.id, done.id));
    expect(restored.json()).toMatchObject({ id: done.id, archived_at: null });
    expect((await a.member.agent.delete(apiPaths.workItemArchive(w.slug, w.project.id, done.id))).statusCode).toBe(404);
    const rows = (await activitiesOf(t, done.id)).filter((r) => r.field === 'archived_at');
    expect(rows.map((r) => [r.old_value === null, r.new_value === null])).toEqual([[true, false], [false, true]]);
  });
});

describe('issue-drafts/', () => {
  it('creates, lists, gets, patches (publishing) and deletes drafts', async () => {
    const created = await a.member.agent.post(apiPaths.workItemDrafts(w.slug, w.project.id), { name: 'Draft', is_draft: false });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft.is_draft).toBe(true);
    expect((await a.member.agent.get(apiPaths.workItemDrafts(w.slug, w.project.id))).json()).toMatchObject({ total_count: 1, results: [{ id: draft.id }] });
    expect((await a.member.agent.get(apiPaths.workItemDraft(w.slug, w.project.id, draft.id))).json()).toMatchObject({ id: draft.id, is_draft: true });
    expect((await a.member.agent.patch(apiPaths.workItemDraft(w.slug, w.project.id, draft.id), { name: 'Renamed' })).json()).toMatchObject({ name: 'Renamed' });
    const second = (await a.member.agent.post(apiPaths.workItemDrafts(w.slug, w.project.id), { name: 'Second' })).json();
    expect((await a.member.agent.delete(apiPaths.workItemDraft(w.slug, w.project.id, second.id))).statusCode).toBe(204);
    expect((await a.member.agent.patch(apiPaths.workItemDraft(w.slug, w.project.id, draft.id), { is_draft: false })).json().is_draft).toBe(false);
    // Published: no longer a draft.
    expect((await a.member.agent.get(apiPaths.workItemDraft(w.slug, w.project.id, draft.id))).statusCode).toBe(404);
    expect((await a.member.agent.get(apiPaths.workItemDrafts(w.slug, w.project.id))).json().total_count).toBe(0);
    expect((await a.guest.agent.post(apiPaths.workItemDrafts(w.slug, w.project.id), { name: 'G' })).statusCode).toBe(403);
  });
});

describe('sub-issues', () => {
  it('adds children (activity on each), lists them with the state distribution; refuses loops and foreign ids', async () => {
    const parent = await createItem(a.member, w, { name: 'Parent' });
    const c1 = await createItem(a.member, w, { name: 'C1' });
    const c2 = await createItem(a.member, w, { name: 'C2', state_id: await stateId(t, w.project.id, 'Done') });
    const res = await a.member.agent.post(apiPaths.subIssues(w.slug, w.project.id, parent.id), { sub_issue_ids: [c1.id, c2.id] });
    expect(res.statusCode).toBe(200);
    const body = subIssuesResponseSchema.parse(res.json());
    expect(body.sub_issues.map((s) => s.id).sort()).toEqual([c1.id, c2.id].sort());
    expect(body.state_distribution).toEqual({ backlog: 1, unstarted: 0, started: 0, completed: 1, cancelled: 0 });
    expect((await activitiesOf(t, c1.id)).filter((r) => r.field === 'parent')).toHaveLength(1);
    expect((await a.guest.agent.get(apiPaths.subIssues(w.slug, w.project.id, parent.id))).statusCode).toBe(404);
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect((await a.guest.agent.get(apiPaths.subIssues(w.slug, w.project.id, parent.id))).json().sub_issues).toHaveLength(2);
    const foreign = await createItem(a.admin, w, {}, 'issues', w.other.id);
    const before = await snapshotWorkItems(t, w.workspaceId);
    const loop = await a.member.agent.post(apiPaths.subIssues(w.slug, w.project.id, c1.id), { sub_issue_ids: [parent.id] });
    expect(loop.json().error_code).toBe('PARENT_LOOP');
    const bad = await a.member.agent.post(apiPaths.subIssues(w.slug, w.project.id, parent.id), { sub_issue_ids: [c1.id, foreign.id] });
    expect(bad.json()).toMatchObject({ error: 'Every work item must belong to this project', error_code: 'BULK_FOREIGN_IDS' });
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });

  it('lists an epic\'s children under epics/{id}/issues/', async () => {
    const epic = await createItem(a.member, w, { name: 'Epic' }, 'epics');
    const child = await createItem(a.member, w, { name: 'Child', parent_id: epic.id });
    const res = await a.member.agent.get(apiPaths.subIssues(w.slug, w.project.id, epic.id, 'epics'));
    expect(res.json().sub_issues.map((s: { id: string }) => s.id)).toEqual([child.id]);
    expect((await a.member.agent.get(apiPaths.subIssues(w.slug, w.project.id, epic.id))).statusCode).toBe(404);
  });
});

describe('subscribe/', () => {
  it('lets any project role subscribe and unsubscribe', async () => {
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    const item = await createItem(a.member, w);
    const path = apiPaths.subscription(w.slug, w.project.id, item.id);
    expect((await a.guest.agent.get(path)).json()).toEqual({ subscribed: false });
    expect((await a.guest.agent.post(path)).json()).toEqual({ subscribed: true });
    expect((await a.guest.agent.get(path)).json()).toEqual({ subscribed: true });
    expect((await a.guest.agent.get(apiPaths.workItem(w.slug, w.project.id, item.id))).json().is_subscribed).toBe(true);
    expect((await a.guest.agent.delete(path)).json()).toEqual({ subscribed: false });
    expect((await a.member.agent.get(path)).json()).toEqual({ subscribed: true });
  });
});

describe('issue-display-properties/', () => {
  it('answers all-on defaults and stores the caller\'s choice per project', async () => {
    const path = apiPaths.displayProperties(w.slug, w.project.id);
    const defaults = (await a.member.agent.get(path)).json().properties;
    expect(Object.keys(defaults).sort()).toEqual(['assignee', 'attachment_count', 'created_on', 'cycle', 'due_date', 'estimate', 'issue_type', 'key', 'labels', 'link', 'modules', 'priority', 'start_date', 'state', 'sub_issue_count', 'updated_on']);
    expect(Object.values(defaults).every((v) => v === true)).toBe(true);
    expect((await a.guest.agent.post(path, { properties: { labels: false } })).json().properties.labels).toBe(false);
    expect((await a.guest.agent.get(path)).json().properties).toMatchObject({ labels: false, key: true });
    expect((await a.member.agent.get(path)).json().properties.labels).toBe(true);
    expect((await a.member.agent.post(path, { properties: { labels: 'no' } })).statusCode).toBe(400);
  });
});

describe('epics/', () => {
  it('creates epics with is_epic true, from the same sequence', async () => {
    const issue = await createItem(a.member, w);
    const epic = await createItem(a.member, w, { name: 'Epic' }, 'epics');
    expect(epic).toMatchObject({ is_epic: true, sequence_id: issue.sequence_id + 1 });
    expect((await a.member.agent.patch(apiPaths.workItem(w.slug, w.project.id, epic.id, 'epics'), { name: 'E2' })).json().name).toBe('E2');
    expect((await a.member.agent.patch(apiPaths.workItem(w.slug, w.project.id, epic.id), { name: 'E3' })).statusCode).toBe(404);
    expect((await a.member.agent.get(`${p()}/epics/list/?issues=${epic.id},${issue.id}`)).json().map((r: { id: string }) => r.id)).toEqual([epic.id]);
  });
});
