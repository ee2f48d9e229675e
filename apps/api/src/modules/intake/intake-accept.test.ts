import { apiPaths, ROLE } from '@cairn/types';
import { findLiveWorkItems } from '../../data/repositories/events.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { enableIntake, seedIntake, submitIntake, storedIntake } from './intake.test-support';

// A request stays out of every project list, count, sync and picker until it is accepted; accepting makes it a
// project work item (lists, counts, sync, and a 'created' event carrying the row for the live stream). Foreign ids
// (another workspace's request, another project's request through the wrong path) are 404 and change nothing.

let t: TestApp;
let cast: Cast;
let w: World;
let project: SeededProject;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  // A project of its own, so counts are exact.
  project = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  await addProjectMembers(t, w.workspaceId, project.id, [
    [cast.projAdmin.id, ROLE.ADMIN],
    [cast.projMember.id, ROLE.MEMBER],
    [cast.projGuest.id, ROLE.GUEST],
  ]);
  await enableIntake(t, w.workspaceId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const pw: () => World = () => ({ ...w, project });
const issuesList = async () => (await cast.projMember.agent.get(apiPaths.workItems(w.slug, project.id))).body;
const stats = async () => {
  const rows = (await cast.projMember.agent.get(apiPaths.projectStats(w.slug))).json() as Array<{ id: string; total_issues: number }>;
  return rows.find((r) => r.id === project.id)!.total_issues;
};
const syncBody = async () => (await cast.projMember.agent.get(apiPaths.workItemSync(w.slug, project.id))).body;

describe('intake: accept brings the item into the project', () => {
  it('before: absent from issues/, counts and sync-issues/; after accept (as admin): present in all three', async () => {
    const live = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: project.id, createdBy: cast.projAdmin.id, name: 'Already there' });
    const countBefore = await stats();
    const request = await submitIntake(cast, 'projGuest', pw(), { name: 'Please add dark mode', description_html: '<p>It hurts</p>', priority: 'medium' });
    const itemId = request.issue.id;
    expect(request).toMatchObject({ status: 'pending', source: 'in-app', created_by: cast.projGuest.id, snoozed_till: null, duplicate_to: null });
    expect(request.issue).toMatchObject({ name: 'Please add dark mode', priority: 'medium', state_id: project.defaultStateId, project_id: project.id });

    expect(await issuesList()).toContain(live.id);
    expect(await issuesList()).not.toContain(itemId);
    expect(await stats()).toBe(countBefore);
    expect(await syncBody()).not.toContain(itemId);
    // The live stream never carries the request as a list row.
    expect(await findLiveWorkItems(t.db, w.workspaceId, [itemId])).toEqual([]);

    const res = await cast.projAdmin.agent.patch(apiPaths.intakeIssue(w.slug, project.id, itemId), { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', issue: { id: itemId, state_id: project.defaultStateId } });

    expect(await issuesList()).toContain(itemId);
    expect(await stats()).toBe(countBefore + 1);
    expect(await syncBody()).toContain(itemId);
    expect(await findLiveWorkItems(t.db, w.workspaceId, [itemId])).toHaveLength(1);
    const events = await t.query<{ action: string; changes: Record<string, unknown> }>(
      "SELECT action, changes FROM events WHERE entity_type = 'work_item' AND entity_id = $1 ORDER BY created_at, id",
      [itemId],
    );
    expect(events.at(-1)).toMatchObject({ action: 'created', changes: { is_intake: { old: true, new: false }, intake: { old: 'pending', new: 'accepted' } } });
    // The accepted item is an ordinary work item now.
    expect((await cast.projMember.agent.patch(apiPaths.workItem(w.slug, project.id, itemId), { priority: 'urgent' })).statusCode).toBe(200);
  });

  it('declined and duplicate requests stay out of the project', async () => {
    for (const status of ['declined', 'duplicate'] as const) {
      const r = await seedIntake(t, { workspaceId: w.workspaceId, projectId: project.id, identifier: project.identifier, createdBy: cast.projMember.id, status });
      expect(await issuesList()).not.toContain(r.item.id);
      expect(await syncBody()).not.toContain(r.item.id);
    }
  });
});

describe('intake: a request is no project item for the pickers and bulk calls', () => {
  it('list?issues=, deleted-issues/, sub-issues, parent, relations and bulk calls leave it out (4xx, not 5xx)', async () => {
    const r = await seedIntake(t, { workspaceId: w.workspaceId, projectId: project.id, identifier: project.identifier, createdBy: cast.projMember.id });
    const live = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: project.id, createdBy: cast.projAdmin.id });
    const base = `/api/workspaces/${w.slug}/projects/${project.id}`;
    const agent = cast.projAdmin.agent;
    expect((await agent.get(`${base}/issues/list/?issues=${r.item.id},${live.id}`)).json().map((i: { id: string }) => i.id)).toEqual([live.id]);
    expect((await agent.post(apiPaths.subIssues(w.slug, project.id, live.id), { sub_issue_ids: [r.item.id] })).statusCode).toBe(400);
    expect((await agent.patch(apiPaths.workItem(w.slug, project.id, live.id), { parent_id: r.item.id })).statusCode).toBe(400);
    expect((await agent.post(apiPaths.relations(w.slug, project.id, live.id), { relation_type: 'relates_to', issues: [r.item.id] })).statusCode).toBe(400);
    expect((await agent.post(apiPaths.bulkOperation(w.slug, project.id), { issue_ids: [r.item.id], properties: { priority: 'high' } })).statusCode).toBe(400);
    // A request's own parent set through the work-item route does not make it a listed child.
    await t.query('UPDATE work_items SET parent_id = $1 WHERE id = $2', [live.id, r.item.id]);
    const sub = (await agent.get(apiPaths.subIssues(w.slug, project.id, live.id))).json();
    expect(sub.sub_issues).toEqual([]);
    expect((await agent.get(apiPaths.workItem(w.slug, project.id, live.id))).json().sub_issues_count).toBe(0);
    // A request deleted through the work-item route never shows among the project's deleted items.
    expect((await agent.delete(apiPaths.workItem(w.slug, project.id, r.item.id))).statusCode).toBe(204);
    expect((await agent.get(apiPaths.deletedWorkItems(w.slug, project.id))).body).not.toContain(r.item.id);
    expect((await agent.get(apiPaths.intakeIssue(w.slug, project.id, r.item.id))).statusCode).toBe(404);
  });
});

describe('intake: foreign ids (404, nothing changed)', () => {
  it("another workspace's request through our path", async () => {
    await t.query('UPDATE projects SET inbox_view = true WHERE id = $1', [w.foreign.project.id]);
    const theirs = await seedIntake(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, identifier: w.foreign.project.identifier, createdBy: cast.outsider.id });
    const before = await storedIntake(t, theirs.item.id);
    const url = apiPaths.intakeIssue(w.slug, project.id, theirs.item.id);
    expect((await cast.wsAdmin.agent.get(url)).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.patch(url, { status: 'accepted' })).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.delete(url)).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.get(apiPaths.intakeDescriptionVersions(w.slug, project.id, theirs.item.id))).statusCode).toBe(404);
    // Their project under our slug, and our project under their slug.
    expect((await cast.wsAdmin.agent.get(apiPaths.intakeIssue(w.slug, w.foreign.project.id, theirs.item.id))).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.post(apiPaths.intakeIssues(w.foreign.slug, project.id), { issue: { name: 'x' } })).statusCode).toBe(404);
    expect(await storedIntake(t, theirs.item.id)).toEqual(before);
  });

  it("another project's request through this project's path", async () => {
    const other = await seedIntake(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, identifier: w.otherProject.identifier, createdBy: cast.projMember.id });
    const before = await storedIntake(t, other.item.id);
    const url = apiPaths.intakeIssue(w.slug, project.id, other.item.id);
    expect((await cast.projAdmin.agent.get(url)).statusCode).toBe(404);
    expect((await cast.projAdmin.agent.patch(url, { status: 'declined' })).statusCode).toBe(404);
    expect((await cast.projAdmin.agent.patch(url, { issue: { name: 'Moved?' } })).statusCode).toBe(404);
    expect((await cast.projAdmin.agent.delete(url)).statusCode).toBe(404);
    expect(await storedIntake(t, other.item.id)).toEqual(before);
    // A plain work item is no request either.
    const plain = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: project.id, createdBy: cast.projAdmin.id });
    expect((await cast.projAdmin.agent.get(apiPaths.intakeIssue(w.slug, project.id, plain.id))).statusCode).toBe(404);
    expect((await cast.projAdmin.agent.get(apiPaths.intakeDescriptionVersions(w.slug, project.id, plain.id))).statusCode).toBe(404);
  });

  it('a version of another item through a request path is 404', async () => {
    const r = await seedIntake(t, { workspaceId: w.workspaceId, projectId: project.id, identifier: project.identifier, createdBy: cast.projMember.id });
    const plain = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: project.id, createdBy: cast.projAdmin.id });
    expect((await cast.projAdmin.agent.patch(apiPaths.workItem(w.slug, project.id, plain.id), { description_html: '<p>v2</p>' })).statusCode).toBe(200);
    const [v] = await t.query<{ id: string }>('SELECT id FROM work_item_description_versions WHERE work_item_id = $1', [plain.id]);
    expect((await cast.projAdmin.agent.get(apiPaths.intakeDescriptionVersion(w.slug, project.id, r.item.id, v.id))).statusCode).toBe(404);
    // The request's own versions come from edits of its description.
    await cast.projAdmin.agent.patch(apiPaths.intakeIssue(w.slug, project.id, r.item.id), { issue: { description_html: '<p>More detail</p>' } });
    const versions = (await cast.projAdmin.agent.get(apiPaths.intakeDescriptionVersions(w.slug, project.id, r.item.id))).json();
    expect(versions).toHaveLength(1);
    expect((await cast.projAdmin.agent.get(apiPaths.intakeDescriptionVersion(w.slug, project.id, r.item.id, versions[0].id))).json().description_html).toBe('<p>More detail</p>');
  });
});
