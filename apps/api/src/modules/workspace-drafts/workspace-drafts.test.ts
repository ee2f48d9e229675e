import { randomUUID } from 'node:crypto';
import { apiPaths, ROLE, workItemSchema, workspaceDraftPageSchema, workspaceDraftSchema } from '@cairn/types';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers } from '../projects/projects.test-support';
import { activitiesOf, newWorkItemActors, seedWorkItemWorld, snapshotWorkItems, type WorkItemActors, type WorkItemWorld } from '../work-items/work-items.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;
let outsider: Actor;

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
  outsider = await newActor(t, 'outsider');
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedWorkItemWorld(t, a);
});

const list = () => apiPaths.workspaceDrafts(w.slug);
const one = (id: string) => apiPaths.workspaceDraft(w.slug, id);

describe('draft-issues/', () => {
  it('creates, lists (own, newest first, 50 a page), gets, patches and deletes drafts', async () => {
    const created = await a.member.agent.post(list(), { name: 'Idea', description_html: '<p>x<script>bad()</script></p>', project_id: w.project.id, label_ids: [w.project.labelId] });
    expect(created.statusCode).toBe(201);
    const draft = workspaceDraftSchema.strict().parse(created.json());
    expect(draft).toMatchObject({ name: 'Idea', description_html: '<p>x</p>', project_id: w.project.id, label_ids: [w.project.labelId], created_by: a.member.id });
    await a.admin.agent.post(list(), { name: 'Admin draft' });
    for (let i = 0; i < 50; i += 1) {
      t.clock.advance(10);
      await t.query('INSERT INTO workspace_drafts (workspace_id, name, created_by, created_at) VALUES ($1, $2, $3, $4)', [w.workspaceId, `Bulk ${i}`, a.member.id, t.clock.now()]);
    }
    const page1 = workspaceDraftPageSchema.parse((await a.member.agent.get(list())).json());
    expect(page1).toMatchObject({ total_count: 51, next_cursor: '50:1:0', next_page_results: true });
    expect(page1.results).toHaveLength(50);
    expect(page1.results[0].name).toBe('Bulk 49');
    const page2 = (await a.member.agent.get(`${list()}?cursor=50:1:0`)).json();
    expect(page2.results.map((d: { id: string }) => d.id)).toEqual([draft.id]);
    expect(page2.next_page_results).toBe(false);
    expect((await a.member.agent.get(one(draft.id))).json()).toMatchObject({ id: draft.id });
    expect((await a.member.agent.patch(one(draft.id), { name: 'Better', priority: 'high' })).json()).toMatchObject({ name: 'Better', priority: 'high' });
    expect((await a.member.agent.delete(one(draft.id))).statusCode).toBe(204);
    expect((await a.member.agent.get(one(draft.id))).json()).toEqual({ error: 'Draft not found', error_code: 'NOT_FOUND' });
  });

  it("hides other users' drafts and refuses guests, outsiders and anonymous callers", async () => {
    const draft = (await a.admin.agent.post(list(), { name: 'Mine' })).json();
    const before = await snapshotWorkItems(t, w.workspaceId);
    for (const res of [await a.member.agent.get(one(draft.id)), await a.member.agent.patch(one(draft.id), { name: 'x' }), await a.member.agent.delete(one(draft.id)), await a.member.agent.post(apiPaths.workspaceDraftToIssue(w.slug, draft.id))]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await a.member.agent.get(list())).json().total_count).toBe(0);
    expect((await a.guest.agent.get(list())).statusCode).toBe(403);
    expect((await a.guest.agent.post(list(), { name: 'g' })).statusCode).toBe(403);
    expect((await outsider.agent.get(list())).statusCode).toBe(404);
    expect((await createAgent(t.app).get(list())).statusCode).toBe(401);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });

  it('refuses foreign ids, project ids without a project and projects the caller is not in', async () => {
    const { workspace: otherWs } = await seedWorkspace(t, a.admin.id, [[a.admin.id, ROLE.ADMIN]]);
    const before = await snapshotWorkItems(t, w.workspaceId);
    const bodies: Array<[Record<string, unknown>, string]> = [
      [{ label_ids: [w.project.labelId] }, 'Choose a project before creating the work item'],
      [{ project_id: w.project.id, state_id: w.other.defaultStateId }, 'State not found'],
      [{ project_id: w.project.id, label_ids: [w.other.labelId] }, 'Label not found'],
      [{ project_id: w.other.id }, 'Project not found'], // the member is not in the other project
      [{ project_id: randomUUID() }, 'Project not found'],
      [{ project_id: otherWs.id }, 'Project not found'],
    ];
    for (const [body, error] of bodies) {
      const res = await a.member.agent.post(list(), { name: 'x', ...body });
      expect([res.statusCode, res.json().error]).toEqual([400, error]);
    }
    const draft = (await a.member.agent.post(list(), { name: 'ok', project_id: w.project.id, label_ids: [w.project.labelId] })).json();
    // Moving the draft to a project whose labels differ re-checks the stored ids.
    await addProjectMembers(t, w.workspaceId, w.other.id, [[a.member.id, ROLE.MEMBER]]);
    expect((await a.member.agent.patch(one(draft.id), { project_id: w.other.id })).json().error).toBe('Label not found');
    await t.query('DELETE FROM workspace_drafts WHERE id = $1', [draft.id]);
    await t.query('DELETE FROM project_members WHERE project_id = $1 AND member = $2', [w.other.id, a.member.id]);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });
  it("answers 409 for a client-chosen id that already exists (the caller's own or another user's draft) and changes nothing", async () => {
    const mine = (await a.member.agent.post(list(), { name: 'First' })).json();
    const theirs = (await a.admin.agent.post(list(), { name: 'Admin draft' })).json();
    for (const id of [mine.id, theirs.id]) {
      const res = await a.member.agent.post(list(), { id, name: 'Again' });
      expect([res.statusCode, res.json()]).toEqual([409, { error: 'A draft with this id already exists', error_code: 'CONFLICT' }]);
    }
    expect(await t.query('SELECT name, created_by FROM workspace_drafts WHERE id IN ($1, $2) ORDER BY name', [mine.id, theirs.id])).toEqual([
      { name: 'Admin draft', created_by: a.admin.id },
      { name: 'First', created_by: a.member.id },
    ]);
    const fresh = randomUUID();
    expect((await a.member.agent.post(list(), { id: fresh, name: 'Chosen id' })).json()).toMatchObject({ id: fresh, name: 'Chosen id' });
  });
});

describe('POST draft-to-issue/{id}/', () => {
  it('creates the work item in the draft project and deletes the draft', async () => {
    const draft = (await a.member.agent.post(list(), { name: 'Ship it', project_id: w.project.id, label_ids: [w.project.labelId], assignee_ids: [a.member.id], priority: 'low' })).json();
    const res = await a.member.agent.post(apiPaths.workspaceDraftToIssue(w.slug, draft.id));
    expect(res.statusCode).toBe(201);
    const item = workItemSchema.strict().parse(res.json());
    expect(item).toMatchObject({ name: 'Ship it', project_id: w.project.id, label_ids: [w.project.labelId], assignee_ids: [a.member.id], priority: 'low', sequence_id: 1, is_draft: false });
    expect((await activitiesOf(t, item.id)).map((r) => r.verb)).toEqual(['created']);
    expect((await a.member.agent.get(one(draft.id))).statusCode).toBe(404);
  });

  it('refuses a draft without a project, without a name, or in a project where the caller cannot write', async () => {
    const noProject = (await a.member.agent.post(list(), { name: 'x' })).json();
    const noName = (await a.member.agent.post(list(), { project_id: w.project.id })).json();
    await addProjectMembers(t, w.workspaceId, w.other.id, [[a.member.id, ROLE.GUEST]]);
    const guestThere = (await a.member.agent.post(list(), { name: 'x', project_id: w.other.id })).json();
    const before = await snapshotWorkItems(t, w.workspaceId);
    expect((await a.member.agent.post(apiPaths.workspaceDraftToIssue(w.slug, noProject.id))).json()).toMatchObject({ error: 'Choose a project before creating the work item' });
    expect((await a.member.agent.post(apiPaths.workspaceDraftToIssue(w.slug, noName.id))).json()).toMatchObject({ error: 'Title is required' });
    expect((await a.member.agent.post(apiPaths.workspaceDraftToIssue(w.slug, guestThere.id))).statusCode).toBe(403);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });
});
