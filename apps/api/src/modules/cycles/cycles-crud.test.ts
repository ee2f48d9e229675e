import { randomUUID } from 'node:crypto';
import { apiPaths, cycleSchema, PLANNING_TEXT, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { addProjectMembers, seedProject } from '../projects/projects.test-support';
import { cycleOf, day, seedCycle, seedCycleItem, type SeedCycleInput } from './cycles.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});
// A fresh project per test, so dates never collide across tests.
beforeEach(async () => {
  projectId = (await seedProject(t, w.workspaceId, cast.wsAdmin.id)).id;
  await addProjectMembers(t, w.workspaceId, projectId, [[cast.projAdmin.id, ROLE.ADMIN], [cast.projMember.id, ROLE.MEMBER], [cast.projGuest.id, ROLE.GUEST]]);
});

const member = () => cast.projMember.agent;
const create = (body: Record<string, unknown>) => member().post(apiPaths.cycles(w.slug, projectId), body);
const patch = (id: string, body: Record<string, unknown>) => member().patch(apiPaths.cycle(w.slug, projectId, id), body);
const check = (body: Record<string, unknown>) => member().post(apiPaths.cycleDateCheck(w.slug, projectId), body);
const cycle = (extra: Partial<SeedCycleInput> = {}) => seedCycle(t, { workspaceId: w.workspaceId, projectId, createdBy: cast.projMember.id, ...extra });
const eventsOf = (entityId: string) =>
  t.query<{ entity_type: string; action: string; project_id: string; changes: Record<string, { old: unknown; new: unknown }> }>(
    'SELECT entity_type, action, project_id, changes FROM events WHERE entity_id = $1 ORDER BY id',
    [entityId],
  );

describe('POST cycles/', () => {
  it('creates with a client id, the caller as owner, status from the dates, counts and is_favorite; records a created event', async () => {
    const id = randomUUID();
    const res = await create({ id, name: '  Sprint 1 ', start_date: day(-1), end_date: day(5), version: 2 });
    expect(res.statusCode).toBe(201);
    const body = cycleSchema.strict().parse(res.json());
    expect(body).toMatchObject({ id, name: 'Sprint 1', status: 'current', owned_by_id: cast.projMember.id, created_by: cast.projMember.id, version: 2, total_issues: 0, is_favorite: false, archived_at: null });
    expect((await create({ name: 'Later', start_date: day(10), end_date: day(12) })).json().status).toBe('upcoming');
    expect((await create({ name: 'Done', start_date: day(-9), end_date: day(-2) })).json().status).toBe('completed');
    expect((await create({ name: 'Draft' })).json()).toMatchObject({ status: 'draft', start_date: null, end_date: null, version: 1 });
    const list = (await cast.projGuest.agent.get(apiPaths.cycles(w.slug, projectId))).json();
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual(['Done', 'Draft', 'Later', 'Sprint 1']);
    expect(await eventsOf(id)).toEqual([
      expect.objectContaining({ entity_type: 'cycle', action: 'created', project_id: projectId, changes: expect.objectContaining({ name: { old: null, new: 'Sprint 1' } }) }),
    ]);
    expect((await create({ id, name: 'Again' })).statusCode).toBe(409);
  });

  it('dates: both or neither, start ≤ end, no shared day with another live cycle (touching days overlap)', async () => {
    expect((await create({ name: 'A', start_date: '2031-01-10' })).json()).toMatchObject({ error: PLANNING_TEXT.cycleDatesBoth, details: { start_date: [PLANNING_TEXT.cycleDatesBoth] } });
    expect((await create({ name: 'A', end_date: '2031-01-10' })).statusCode).toBe(400);
    expect((await create({ name: 'A', start_date: '2031-01-10', end_date: '2031-01-09' })).json().error).toBe(PLANNING_TEXT.cycleDatesOrder);
    expect((await create({ name: 'A', start_date: '2031-01-10', end_date: '2031-01-20' })).statusCode).toBe(201);
    const overlap = await create({ name: 'B', start_date: '2031-01-20', end_date: '2031-01-25' });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ error: PLANNING_TEXT.cycleDatesOverlap, error_code: 'CYCLE_DATES_OVERLAP' });
    expect((await create({ name: 'B', start_date: '2031-01-01', end_date: '2031-01-10' })).statusCode).toBe(400);
    expect((await create({ name: 'B', start_date: '2031-01-12', end_date: '2031-01-13' })).statusCode).toBe(400);
    expect((await create({ name: 'B', start_date: '2031-01-21', end_date: '2031-01-25' })).statusCode).toBe(201);
    expect((await create({ name: 'C', start_date: '2031-01-01', end_date: '2031-01-09' })).statusCode).toBe(201);
    // Archived cycles and other projects' cycles do not block.
    await cycle({ start: '2031-03-01', end: '2031-03-31', archived: true });
    await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, start: '2031-04-01', end: '2031-04-30' });
    expect((await create({ name: 'D', start_date: '2031-03-10', end_date: '2031-04-10' })).statusCode).toBe(201);
    expect(await t.query('SELECT name FROM cycles WHERE project_id = $1 ORDER BY start_date', [projectId])).toEqual([
      { name: 'C' }, { name: 'A' }, { name: 'B' }, expect.anything(), { name: 'D' },
    ]);
  });

  it('refuses an owner outside the project, a project with cycles off (reads still work), and bad input', async () => {
    const res = await create({ name: 'A', owned_by_id: cast.wsMemberOut.id });
    expect(res.json()).toMatchObject({ error: PLANNING_TEXT.cycleOwnerNotMember });
    expect((await create({ name: 'A', owned_by_id: cast.projGuest.id })).json().owned_by_id).toBe(cast.projGuest.id);
    expect((await create({ name: 'No owner', owned_by_id: null })).json().owned_by_id).toBeNull();
    await t.query('UPDATE projects SET cycle_view = false WHERE id = $1', [projectId]);
    expect((await create({ name: 'Off' })).json()).toEqual({ error: 'Cycles are turned off for this project', error_code: 'CYCLES_OFF' });
    expect((await member().get(apiPaths.cycles(w.slug, projectId))).json()).toHaveLength(2);
    for (const body of [{ name: '' }, { name: 'x'.repeat(256) }, { name: 'a\u0000b' }, { name: 'A', description: 'y'.repeat(10_001) }, { name: 'A', project_id: w.project.id }, { name: 'A', start_date: '2031-02-30', end_date: '2031-03-01' }]) {
      const r = await create(body);
      expect(r.statusCode).toBe(400);
    }
    expect(await t.query('SELECT id FROM cycles WHERE project_id = $1', [projectId])).toHaveLength(2);
  });
});

describe('POST cycles/date-check/', () => {
  it('answers status false when the dates share a day with another cycle (cycle_id leaves that one out)', async () => {
    const a = await cycle({ start: '2031-05-10', end: '2031-05-20' });
    await cycle({ start: '2031-06-01', end: '2031-06-30', archived: true });
    const status = async (start_date: string, end_date: string, cycle_id?: string) => (await check({ start_date, end_date, cycle_id })).json().status;
    expect(await status('2031-05-01', '2031-05-09')).toBe(true);
    expect(await status('2031-05-01', '2031-05-10')).toBe(false); // ends on a's first day
    expect(await status('2031-05-20', '2031-05-25')).toBe(false); // starts on a's last day
    expect(await status('2031-05-21', '2031-05-25')).toBe(true); // the day after
    expect(await status('2031-05-12', '2031-05-13')).toBe(false); // inside
    expect(await status('2031-05-01', '2031-05-31')).toBe(false); // around
    expect(await status('2031-05-12', '2031-05-25', a.id)).toBe(true);
    expect(await status('2031-06-05', '2031-06-06')).toBe(true); // archived cycles do not count
    expect((await check({ start_date: '2031-05-02', end_date: '2031-05-01' })).statusCode).toBe(400);
    expect((await check({ start_date: '2031-05-02' })).statusCode).toBe(400);
  });
});

describe('PATCH cycles/{id}/', () => {
  it('edits, re-checks new dates against the others (not itself), refuses archived cycles; records updated events', async () => {
    const a = await cycle({ start: '2031-07-01', end: '2031-07-10' });
    await cycle({ start: '2031-07-20', end: '2031-07-31' });
    const moved = await patch(a.id, { name: 'Renamed', start_date: '2031-07-05', end_date: '2031-07-19', description: 'Why' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Renamed', start_date: '2031-07-05', end_date: '2031-07-19', description: 'Why', updated_by: cast.projMember.id });
    expect((await patch(a.id, { end_date: '2031-07-20' })).json().error_code).toBe('CYCLE_DATES_OVERLAP');
    expect((await patch(a.id, { end_date: null })).json().error).toBe(PLANNING_TEXT.cycleDatesBoth);
    expect((await patch(a.id, { start_date: '2031-07-25', end_date: '2031-07-06' })).json().error).toBe(PLANNING_TEXT.cycleDatesOrder);
    expect((await patch(a.id, { start_date: null, end_date: null })).json()).toMatchObject({ status: 'draft', start_date: null });
    expect((await eventsOf(a.id)).map((e) => [e.action, Object.keys(e.changes).sort()])).toEqual([
      ['updated', ['description', 'end_date', 'name', 'start_date']],
      ['updated', ['end_date', 'start_date']],
    ]);
    const archived = await cycle({ start: '2030-01-01', end: '2030-01-05', archived: true });
    expect((await patch(archived.id, { name: 'X' })).json()).toMatchObject({ error: PLANNING_TEXT.cycleArchived, error_code: 'CYCLE_ARCHIVED' });
    expect((await patch(a.id, { owned_by_id: cast.outsider.id })).statusCode).toBe(400);
  });
});

describe('DELETE cycles/{id}/', () => {
  it('takes every item out first (activity and work_item event each), drops favorites and list settings, records deleted', async () => {
    const c = await cycle({ start: day(-2), end: day(2) });
    const items = await Promise.all([1, 2].map(() => seedCycleItem(t, { workspaceId: w.workspaceId, projectId, createdBy: cast.wsAdmin.id, cycleId: c.id })));
    expect((await member().post(apiPaths.favoriteCycles(w.slug, projectId), { cycle: c.id })).statusCode).toBe(201);
    expect((await cast.projGuest.agent.patch(apiPaths.cycleUserProperties(w.slug, projectId, c.id), { filters: { priority: ['high'] } })).statusCode).toBe(200);
    expect((await member().delete(apiPaths.cycle(w.slug, projectId, c.id))).statusCode).toBe(204);
    expect(Object.values(await cycleOf(t, items.map((i) => i.id)))).toEqual([null, null]);
    for (const i of items) {
      const [event] = await t.query<{ action: string; changes: Record<string, unknown> }>("SELECT action, changes FROM events WHERE entity_type = 'work_item' AND entity_id = $1", [i.id]);
      expect(event).toMatchObject({ action: 'updated', changes: { cycle_id: { old: c.id, new: null } } });
      expect(await t.query("SELECT field, old_value FROM work_item_activities WHERE work_item_id = $1 AND field = 'cycle'", [i.id])).toEqual([{ field: 'cycle', old_value: c.name }]);
    }
    expect(await t.query("SELECT id FROM user_favorites WHERE entity_identifier = $1", [c.id])).toEqual([]);
    expect(await t.query('SELECT id FROM planning_user_properties WHERE entity_id = $1', [c.id])).toEqual([]);
    expect((await eventsOf(c.id)).map((e) => e.action)).toEqual(['deleted']);
    expect((await member().get(apiPaths.cycle(w.slug, projectId, c.id))).json()).toEqual({ error: 'Cycle not found', error_code: 'NOT_FOUND' });
  });
});

describe('foreign ids', () => {
  it('a cycle of another project or workspace is "Cycle not found" on every cycle path of this project; nothing changes', async () => {
    const other = await seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, start: '2030-01-01', end: '2030-01-02' });
    const foreign = await seedCycle(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id, start: '2030-01-01', end: '2030-01-02' });
    const before = JSON.stringify(await t.query('SELECT * FROM cycles ORDER BY id'));
    for (const id of [other.id, foreign.id]) {
      const calls = [
        member().get(apiPaths.cycle(w.slug, projectId, id)),
        member().patch(apiPaths.cycle(w.slug, projectId, id), { name: 'x' }),
        cast.wsAdmin.agent.delete(apiPaths.cycle(w.slug, projectId, id)),
        member().get(apiPaths.cycleIssues(w.slug, projectId, id)),
        member().get(apiPaths.cycleAnalytics(w.slug, projectId, id)),
        member().get(apiPaths.cycleProgress(w.slug, projectId, id)),
        member().get(apiPaths.cycleUserProperties(w.slug, projectId, id)),
        member().post(apiPaths.cycleArchive(w.slug, projectId, id)),
        member().delete(apiPaths.cycleArchive(w.slug, projectId, id)),
        member().get(apiPaths.archivedCycle(w.slug, projectId, id)),
        member().post(apiPaths.favoriteCycles(w.slug, projectId), { cycle: id }),
        member().delete(apiPaths.favoriteCycle(w.slug, projectId, id)),
      ];
      for (const res of await Promise.all(calls)) expect(res.json()).toEqual({ error: 'Cycle not found', error_code: 'NOT_FOUND' });
    }
    expect(JSON.stringify(await t.query('SELECT * FROM cycles ORDER BY id'))).toBe(before);
    expect(await t.query("SELECT id FROM user_favorites WHERE entity_type = 'cycle'")).toEqual([]);
  });
});
