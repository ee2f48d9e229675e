import { apiPaths } from '@cairn/types';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
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

const foreignError = { error: 'Every work item must belong to this project', error_code: 'BULK_FOREIGN_IDS' };
const foreignItem = () => insertSeedWorkItem(t.db, { workspace_id: w.workspaceId, project_id: w.other.id, name: 'Foreign' });
const get = async (id: string) => (await a.member.agent.get(apiPaths.workItem(w.slug, w.project.id, id))).json();

describe('POST issue-dates/', () => {
  it('sets dates with activity rows; start after target or a foreign id → 400 and nothing changes', async () => {
    const one = await createItem(a.member, w);
    const two = await createItem(a.member, w, { target_date: '2026-05-10' });
    const res = await a.member.agent.post(apiPaths.workItemDates(w.slug, w.project.id), { updates: [{ id: one.id, start_date: '2026-05-01', target_date: '2026-05-02' }, { id: two.id, start_date: '2026-05-03' }] });
    expect(res.statusCode).toBe(204);
    expect(await get(one.id)).toMatchObject({ start_date: '2026-05-01', target_date: '2026-05-02' });
    expect(await get(two.id)).toMatchObject({ start_date: '2026-05-03', target_date: '2026-05-10' });
    expect((await activitiesOf(t, one.id)).map((r) => r.field).filter(Boolean).sort()).toEqual(['start_date', 'target_date']);
    const other = await foreignItem();
    const before = await snapshotWorkItems(t, w.workspaceId);
    const late = await a.member.agent.post(apiPaths.workItemDates(w.slug, w.project.id), { updates: [{ id: one.id, start_date: '2026-04-01' }, { id: two.id, start_date: '2026-06-01' }] });
    expect(late.json()).toMatchObject({ error: 'The start date must be on or before the target date' });
    const foreign = await a.member.agent.post(apiPaths.workItemDates(w.slug, w.project.id), { updates: [{ id: one.id, start_date: '2026-04-01' }, { id: other.id, start_date: '2026-04-01' }] });
    expect(foreign.json()).toMatchObject(foreignError);
    expect((await a.guest.agent.post(apiPaths.workItemDates(w.slug, w.project.id), { updates: [{ id: one.id, start_date: null }] })).statusCode).toBe(403);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });
});

describe('POST bulk-operation-issues/', () => {
  it('sets properties on every item with activity per item and field', async () => {
    const one = await createItem(a.member, w);
    const two = await createItem(a.member, w);
    const done = await stateId(t, w.project.id, 'Done');
    const res = await a.member.agent.post(apiPaths.bulkOperation(w.slug, w.project.id), { issue_ids: [one.id, two.id], properties: { state_id: done, priority: 'low', label_ids: [w.project.labelId] } });
    expect(res.statusCode).toBe(204);
    for (const id of [one.id, two.id]) {
      expect(await get(id)).toMatchObject({ state_id: done, priority: 'low', label_ids: [w.project.labelId] });
      expect(await get(id)).toMatchObject({ completed_at: expect.any(String) });
      expect((await activitiesOf(t, id)).map((r) => r.field).filter(Boolean).sort()).toEqual(['labels', 'priority', 'state']);
    }
  });

  it('changes nothing when one id is foreign, or a property id is foreign', async () => {
    const one = await createItem(a.member, w);
    const other = await foreignItem();
    const before = await snapshotWorkItems(t, w.workspaceId);
    const res = await a.member.agent.post(apiPaths.bulkOperation(w.slug, w.project.id), { issue_ids: [one.id, other.id], properties: { priority: 'high' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(foreignError);
    const badState = await a.member.agent.post(apiPaths.bulkOperation(w.slug, w.project.id), { issue_ids: [one.id], properties: { priority: 'high', state_id: w.other.defaultStateId } });
    expect(badState.json().error).toBe('State not found');
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
  });
});

describe('DELETE bulk-delete-issues/', () => {
  it('soft-deletes all or nothing; members only their own items', async () => {
    const mine = await createItem(a.member, w);
    const admins = await createItem(a.admin, w);
    const other = await foreignItem();
    const before = await snapshotWorkItems(t, w.workspaceId);
    expect((await a.member.agent.delete(apiPaths.bulkDelete(w.slug, w.project.id), { issue_ids: [mine.id, other.id] })).json()).toMatchObject(foreignError);
    expect((await a.member.agent.delete(apiPaths.bulkDelete(w.slug, w.project.id), { issue_ids: [mine.id, admins.id] })).statusCode).toBe(403);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
    expect((await a.admin.agent.delete(apiPaths.bulkDelete(w.slug, w.project.id), { issue_ids: [mine.id, admins.id] })).statusCode).toBe(204);
    expect((await a.member.agent.get(apiPaths.deletedWorkItems(w.slug, w.project.id))).json().total_count).toBe(2);
    expect((await activitiesOf(t, mine.id)).map((r) => r.verb)).toEqual(['created', 'deleted']);
  });
});

describe('POST bulk-archive-issues/', () => {
  it('archives completed/cancelled items; any open or foreign item → 400 and nothing changes', async () => {
    const done = await createItem(a.member, w, { state_id: await stateId(t, w.project.id, 'Done') });
    const cancelled = await createItem(a.member, w, { state_id: await stateId(t, w.project.id, 'Cancelled') });
    const open = await createItem(a.member, w);
    const other = await foreignItem();
    const before = await snapshotWorkItems(t, w.workspaceId);
    expect((await a.member.agent.post(apiPaths.bulkArchive(w.slug, w.project.id), { issue_ids: [done.id, open.id] })).json().error_code).toBe('ARCHIVE_STATE');
    expect((await a.member.agent.post(apiPaths.bulkArchive(w.slug, w.project.id), { issue_ids: [done.id, other.id] })).json()).toMatchObject(foreignError);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
    const res = await a.member.agent.post(apiPaths.bulkArchive(w.slug, w.project.id), { issue_ids: [done.id, cancelled.id] });
    expect(res.statusCode).toBe(200);
    expect((await a.member.agent.get(apiPaths.archivedWorkItems(w.slug, w.project.id))).json().total_count).toBe(2);
  });
});

describe('POST bulk-subscribe-issues/', () => {
  it('subscribes the caller (guests too) to visible items only', async () => {
    const item = await createItem(a.member, w);
    const before = await snapshotWorkItems(t, w.workspaceId);
    // The guest cannot see the member's item (guest_view_all_features false): refused like a foreign id.
    expect((await a.guest.agent.post(apiPaths.bulkSubscribe(w.slug, w.project.id), { issue_ids: [item.id] })).json()).toMatchObject(foreignError);
    expect(await snapshotWorkItems(t, w.workspaceId)).toBe(before);
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect((await a.guest.agent.post(apiPaths.bulkSubscribe(w.slug, w.project.id), { issue_ids: [item.id] })).statusCode).toBe(204);
    expect((await a.guest.agent.get(apiPaths.subscription(w.slug, w.project.id, item.id))).json()).toEqual({ subscribed: true });
  });
});

describe('DELETE states/{id}/ with work items', () => {
  it('answers 409 STATE_IN_USE while any item (even deleted) uses the state', async () => {
    const item = await createItem(a.member, w, { state_id: w.project.extraStateId });
    await a.member.agent.delete(apiPaths.workItem(w.slug, w.project.id, item.id));
    const res = await a.member.agent.delete(apiPaths.state(w.slug, w.project.id, w.project.extraStateId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This state is used by work items; move them to another state first', error_code: 'STATE_IN_USE' });
    await t.query('UPDATE work_items SET state_id = $1 WHERE id = $2', [w.project.defaultStateId, item.id]);
    expect((await a.member.agent.delete(apiPaths.state(w.slug, w.project.id, w.project.extraStateId))).statusCode).toBe(204);
  });
});
