import { randomUUID } from 'node:crypto';
import { apiPaths, PLANNING_TEXT, workItemSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { cycleOf, CURRENT, PAST, seedCycle, seedCycleItem, statesByGroup, type SeedCycleInput } from './cycles.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let states: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  states = await statesByGroup(t, w.project.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const member = () => cast.projMember.agent;
const cycle = (extra: Partial<SeedCycleInput> = {}) => seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id, ...extra });
const item = (extra: { stateId?: string; cycleId?: string; projectId?: string; workspaceId?: string } = {}) =>
  seedCycleItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, ...extra });
const add = (cycleId: string, issues: string[]) => member().post(apiPaths.cycleIssues(w.slug, w.project.id, cycleId), { issues });
const listIds = async (cycleId: string, query = '') => {
  const page = (await cast.projGuest.agent.get(`${apiPaths.cycleIssues(w.slug, w.project.id, cycleId)}${query}`)).json();
  return (page.results as Array<{ id: string }>).map((r) => r.id).sort();
};

describe('cycle-issues/', () => {
  it('moves items into the cycle (from another cycle too), answers them, and lists them like the project list', async () => {
    const c = await cycle(CURRENT);
    const elsewhere = await cycle();
    const a = await item();
    const b = await item({ cycleId: elsewhere.id });
    const res = await add(c.id, [a.id, b.id, a.id]);
    expect(res.statusCode).toBe(200);
    const body = res.json().map((i: unknown) => workItemSchema.parse(i));
    expect(body.map((i: { id: string; cycle_id: string }) => [i.id, i.cycle_id])).toEqual([[a.id, c.id], [b.id, c.id]]);
    expect(await listIds(c.id)).toEqual([a.id, b.id].sort());
    expect(await listIds(elsewhere.id)).toEqual([]);
    expect((await activityOf(t, b.id)).map((r) => [r.field, r.old_identifier, r.new_identifier])).toEqual([['cycle', elsewhere.id, c.id]]);
    // The list takes the project list's query: filters and grouping.
    await t.query("UPDATE work_items SET priority = 'urgent' WHERE id = $1", [a.id]);
    expect(await listIds(c.id, '?priority=urgent,high')).toEqual([a.id]);
    const grouped = (await member().get(`${apiPaths.cycleIssues(w.slug, w.project.id, c.id)}?group_by=priority`)).json();
    expect(Object.keys(grouped.results).sort()).toEqual(['none', 'urgent']);
    expect(grouped.results.urgent.total_results).toBe(1);
    expect(grouped.results.none.total_results).toBe(1);
  });

  it('refuses the whole request (400, nothing changed) when one id is not a live item of this project', async () => {
    const c = await cycle(CURRENT);
    const mine = await item();
    const archived = await item();
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [archived.id]);
    const deleted = await item();
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [deleted.id]);
    const draft = await item();
    await t.query('UPDATE work_items SET is_draft = true WHERE id = $1', [draft.id]);
    const epic = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, isEpic: true });
    const otherProject = await item({ projectId: w.otherProject.id });
    const foreign = await seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id });
    for (const bad of [otherProject.id, foreign.id, archived.id, deleted.id, draft.id, epic.id, randomUUID()]) {
      const res = await add(c.id, [mine.id, bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: PLANNING_TEXT.itemsOfOtherProject, error_code: 'ITEMS_OF_OTHER_PROJECT' });
    }
    expect(await cycleOf(t, [mine.id, otherProject.id, foreign.id])).toEqual({ [mine.id]: null, [otherProject.id]: null, [foreign.id]: null });
    expect(await activityOf(t, mine.id)).toEqual([]);
    expect((await add(c.id, [])).statusCode).toBe(400);
  });

  it('refuses a completed or archived cycle, and changes nothing', async () => {
    const done = await cycle(PAST);
    const archived = await cycle({ ...PAST, archived: true });
    const a = await item();
    const b = await item();
    const res = await add(done.id, [a.id, b.id]);
    expect(res.json()).toMatchObject({ error_code: 'CYCLE_COMPLETED' });
    expect((await add(archived.id, [a.id])).json()).toMatchObject({ error_code: 'CYCLE_ARCHIVED' });
    expect(await cycleOf(t, [a.id, b.id])).toEqual({ [a.id]: null, [b.id]: null });
  });

  it('DELETE cycle-issues/{issueId}/ takes one item out; 404 unless it is in this cycle', async () => {
    const c = await cycle(CURRENT);
    const other = await cycle();
    const a = await item({ cycleId: c.id });
    const b = await item({ cycleId: other.id });
    const foreign = await item({ projectId: w.otherProject.id });
    expect((await member().delete(apiPaths.cycleIssue(w.slug, w.project.id, c.id, a.id))).statusCode).toBe(204);
    expect((await cycleOf(t, [a.id]))[a.id]).toBeNull();
    expect((await activityOf(t, a.id)).map((r) => [r.field, r.old_identifier, r.new_identifier])).toEqual([['cycle', c.id, null]]);
    for (const id of [a.id, b.id, foreign.id, randomUUID()]) {
      expect((await member().delete(apiPaths.cycleIssue(w.slug, w.project.id, c.id, id))).json()).toMatchObject({ error: PLANNING_TEXT.cycleItemNotInCycle });
    }
    expect((await cycleOf(t, [b.id]))[b.id]).toBe(other.id);
  });
});

describe('transfer-issues/', () => {
  it('moves only the unfinished live items of a completed cycle', async () => {
    const from = await cycle(PAST);
    const to = await cycle();
    const moving = await Promise.all([states.backlog, states.unstarted, states.started, undefined].map((stateId) => item({ stateId, cycleId: from.id })));
    const staying = await Promise.all([states.completed, states.cancelled, states.started].map((stateId) => item({ stateId, cycleId: from.id })));
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [staying[2].id]);
    const res = await member().post(apiPaths.cycleTransfer(w.slug, w.project.id, from.id), { new_cycle_id: to.id });
    expect(res.json()).toEqual({ moved: 4 });
    const where = await cycleOf(t, [...moving, ...staying].map((i) => i.id));
    for (const i of moving) expect(where[i.id]).toBe(to.id);
    for (const i of staying) expect(where[i.id]).toBe(from.id);
    expect((await activityOf(t, moving[0].id)).map((r) => [r.field, r.old_identifier, r.new_identifier])).toEqual([['cycle', from.id, to.id]]);
  });

  it('refuses a source that is not completed and a target that is not another open cycle of the project; nothing moves', async () => {
    const current = await cycle(CURRENT);
    const done = await cycle(PAST);
    const a = await item({ stateId: states.started, cycleId: done.id });
    const b = await item({ stateId: states.started, cycleId: current.id });
    const transfer = (fromId: string, to: string) => member().post(apiPaths.cycleTransfer(w.slug, w.project.id, fromId), { new_cycle_id: to });
    expect((await transfer(current.id, done.id)).json()).toMatchObject({ error: PLANNING_TEXT.transferNotCompleted, error_code: 'CYCLE_NOT_COMPLETED' });
    expect((await transfer((await cycle()).id, current.id)).json().error_code).toBe('CYCLE_NOT_COMPLETED');
    const targets = [
      done.id,
      (await cycle(PAST)).id,
      (await cycle({ archived: true })).id,
      (await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, createdBy: cast.wsAdmin.id })).id,
      (await seedCycle(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id })).id,
      randomUUID(),
    ];
    for (const target of targets) {
      const res = await transfer(done.id, target);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: PLANNING_TEXT.transferTarget, details: { new_cycle_id: [PLANNING_TEXT.transferTarget] } });
    }
    expect(await cycleOf(t, [a.id, b.id])).toEqual({ [a.id]: done.id, [b.id]: current.id });
    expect((await transfer(done.id, current.id)).json()).toEqual({ moved: 1 });
  });
});
