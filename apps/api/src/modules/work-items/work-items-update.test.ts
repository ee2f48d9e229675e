import { randomUUID } from 'node:crypto';
import { apiPaths, descriptionVersionSchema, workItemSchema } from '@cairn/types';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  activitiesOf,
  createItem,
  newWorkItemActors,
  seedWorkItemWorld,
  snapshotWorkItems,
  stateId,
  type WorkItemActors,
  type WorkItemWorld,
} from './work-items.test-support';

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

const patch = (id: string, body: unknown, actor = a.member) => actor.agent.patch(apiPaths.workItem(w.slug, w.project.id, id), body);
const displayName = async (id: string) => (await t.query<{ display_name: string }>('SELECT display_name FROM users WHERE id = $1', [id]))[0].display_name;
const changes = async (id: string) => (await activitiesOf(t, id)).filter((r) => r.verb === 'updated');

describe('PATCH issues/{id}/', () => {
  it('writes one activity row per changed field with display values', async () => {
    const item = await createItem(a.member, w, { name: 'Old', label_ids: [w.project.labelId], assignee_ids: [a.member.id] });
    const review = w.project.extraStateId;
    const parent = await createItem(a.member, w, { name: 'Parent' });
    const res = await patch(item.id, {
      name: 'New', priority: 'urgent', state_id: review, estimate_point: w.project.pointId, parent_id: parent.id, start_date: '2026-03-01', target_date: '2026-03-02',
      label_ids: [w.project.childLabelId], assignee_ids: [a.guest.id], sort_order: 1,
    });
    expect(res.statusCode).toBe(200);
    workItemSchema.strict().parse(res.json());
    expect(res.json()).toMatchObject({ name: 'New', priority: 'urgent', state_id: review, state__group: 'started', parent_id: parent.id, label_ids: [w.project.childLabelId], assignee_ids: [a.guest.id], updated_by: a.member.id, sort_order: 1 });
    const rows = await changes(item.id);
    const byField = (f: string) => rows.filter((r) => r.field === f).map(({ old_value, new_value, old_identifier, new_identifier }) => ({ old_value, new_value, old_identifier, new_identifier }));
    expect(byField('name')).toEqual([{ old_value: 'Old', new_value: 'New', old_identifier: null, new_identifier: null }]);
    expect(byField('priority')).toEqual([expect.objectContaining({ old_value: 'none', new_value: 'urgent' })]);
    expect(byField('state')).toEqual([{ old_value: 'Backlog', new_value: 'Review', old_identifier: w.project.defaultStateId, new_identifier: review }]);
    expect(byField('estimate_point')).toEqual([{ old_value: null, new_value: '1', old_identifier: null, new_identifier: w.project.pointId }]);
    expect(byField('parent')).toEqual([{ old_value: null, new_value: `${w.project.identifier}-${parent.sequence_id}`, old_identifier: null, new_identifier: parent.id }]);
    expect(byField('start_date')).toEqual([expect.objectContaining({ old_value: null, new_value: '2026-03-01' })]);
    expect(byField('target_date')).toEqual([expect.objectContaining({ old_value: null, new_value: '2026-03-02' })]);
    expect(byField('labels')).toEqual(expect.arrayContaining([
      { old_value: null, new_value: 'Frontend', old_identifier: null, new_identifier: w.project.childLabelId },
      { old_value: 'Area', new_value: null, old_identifier: w.project.labelId, new_identifier: null },
    ]));
    expect(byField('assignees')).toEqual(expect.arrayContaining([
      { old_value: null, new_value: await displayName(a.guest.id), old_identifier: null, new_identifier: a.guest.id },
      { old_value: await displayName(a.member.id), new_value: null, old_identifier: a.member.id, new_identifier: null },
    ]));
    expect(rows).toHaveLength(11);
    // The new assignee is subscribed.
    expect(await t.query('SELECT 1 FROM work_item_subscribers WHERE work_item_id = $1 AND subscriber_id = $2', [item.id, a.guest.id])).toHaveLength(1);
    // The same values again change nothing and write nothing.
    await patch(item.id, { name: 'New', priority: 'urgent', label_ids: [w.project.childLabelId] });
    expect(await changes(item.id)).toHaveLength(11);
  });

  it('sets completed_at entering a completed state and clears it leaving', async () => {
    const item = await createItem(a.member, w);
    const done = await patch(item.id, { state_id: await stateId(t, w.project.id, 'Done') });
    expect(done.json().completed_at).not.toBeNull();
    expect((await patch(item.id, { state_id: await stateId(t, w.project.id, 'Todo') })).json().completed_at).toBeNull();
  });

  it('saves a description version per change, sanitised, with mentions rewritten', async () => {
    const item = await createItem(a.member, w, { description_html: `<p><span data-mention-id="${a.guest.id}">@g</span></p>` });
    await patch(item.id, { description_html: `<p>One <span data-mention-id="${a.member.id}">@m</span><script>x</script></p>` });
    t.clock.advance(1000);
    await patch(item.id, { description_html: '<p>Two</p>' });
    await patch(item.id, { description_html: '<p>Two</p>' });
    expect(await t.query('SELECT mention_id FROM work_item_mentions WHERE work_item_id = $1', [item.id])).toEqual([]);
    const versions = (await a.guest.agent.get(apiPaths.descriptionVersions(w.slug, w.project.id, item.id))).statusCode;
    expect(versions).toBe(404); // a guest cannot see another's item
    const list = (await a.member.agent.get(apiPaths.descriptionVersions(w.slug, w.project.id, item.id))).json();
    expect(list.map((v: { description_html: string }) => v.description_html)).toEqual(['<p>Two</p>', `<p>One <span data-mention-id="${a.member.id}">@m</span></p>`]);
    for (const v of list) descriptionVersionSchema.strict().parse(v);
    const one = await a.member.agent.get(`${apiPaths.descriptionVersions(w.slug, w.project.id, item.id)}${list[1].id}/`);
    expect(one.json()).toMatchObject({ id: list[1].id, issue: item.id, owned_by: a.member.id });
    expect((await a.member.agent.get(`${apiPaths.descriptionVersions(w.slug, w.project.id, item.id)}${randomUUID()}/`)).json().error).toBe('Description version not found');
    expect((await changes(item.id)).filter((r) => r.field === 'description').map((r) => r.new_value)).toEqual(['One @m', 'Two']);
  });

  it('refuses parent loops and self-parenting with 400 PARENT_LOOP', async () => {
    const top = await createItem(a.member, w);
    const mid = await createItem(a.member, w, { parent_id: top.id });
    const low = await createItem(a.member, w, { parent_id: mid.id });
    const before = await snapshotWorkItems(t, w.workspaceId);
    for (const [id, parent] of [[top.id, low.id], [top.id, top.id], [mid.id, low.id]]) {
      const res = await patch(id, { parent_id: parent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'A work item cannot be its own parent or ancestor', error_code: 'PARENT_LOOP' });
    }
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
    expect((await patch(low.id, { parent_id: null })).json().parent_id).toBeNull();
  });

  it('turns a draft into a normal item with is_draft false', async () => {
    const draft = await createItem(a.member, w, { is_draft: true });
    expect((await a.member.agent.get(apiPaths.workItems(w.slug, w.project.id))).json().total_count).toBe(0);
    expect((await patch(draft.id, { is_draft: false })).json().is_draft).toBe(false);
    expect((await a.member.agent.get(apiPaths.workItems(w.slug, w.project.id))).json().total_count).toBe(1);
  });
});

describe('foreign ids', () => {
  it('refuses ids of another project on create and patch with 400, writing nothing', async () => {
    const item = await createItem(a.member, w);
    const foreignItem = await insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.other.id, name: 'Other' });
    const deleted = await insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.project.id, name: 'Gone', deleted_at: new Date() });
    const outsider = (await t.query<{ id: string }>('SELECT id FROM users WHERE id <> ALL($1) LIMIT 1', [[a.admin.id, a.member.id, a.guest.id]]))[0]?.id ?? randomUUID();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ state_id: w.other.defaultStateId }, 'State not found'],
      [{ label_ids: [w.project.labelId, w.other.labelId] }, 'Label not found'],
      [{ assignee_ids: [outsider] }, 'Assignees must be members of the project'],
      [{ estimate_point: w.other.pointId }, 'Estimate point not found'],
      [{ parent_id: foreignItem.id }, 'Parent work item not found'],
      [{ parent_id: deleted.id }, 'Parent work item not found'],
    ];
    const before = await snapshotWorkItems(t, w.workspaceId);
    for (const [body, error] of cases) {
      const created = await a.member.agent.post(apiPaths.workItems(w.slug, w.project.id), { name: 'X', ...body });
      expect([created.statusCode, created.json().error]).toEqual([400, error]);
      const patched = await patch(item.id, { name: 'Changed', ...body });
      expect([patched.statusCode, patched.json().error]).toEqual([400, error]);
    }
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });

  it('404s for an item of another project in the URL and changes nothing', async () => {
    const foreignItem = await insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.other.id, name: 'Other' });
    const before = await snapshotWorkItems(t, w.workspaceId);
    expect((await patch(foreignItem.id, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await a.member.agent.delete(apiPaths.workItem(w.slug, w.project.id, foreignItem.id))).statusCode).toBe(404);
    expect((await a.member.agent.post(apiPaths.workItemArchive(w.slug, w.project.id, foreignItem.id))).statusCode).toBe(404);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });
});

describe('guests', () => {
  it('cannot create or patch (403) and write nothing', async () => {
    const item = await createItem(a.member, w);
    const before = await snapshotWorkItems(t, w.workspaceId);
    expect((await a.guest.agent.post(apiPaths.workItems(w.slug, w.project.id), { name: 'G' })).statusCode).toBe(403);
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect((await patch(item.id, { name: 'G' }, a.guest)).statusCode).toBe(403);
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });
});
