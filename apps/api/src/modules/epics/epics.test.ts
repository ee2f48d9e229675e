import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, callAs, newCast, readers, seedWorkItem, seedWorld, WHO, writers, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { CURRENT, putInCycle, seedCycle } from '../cycles/cycles.test-support';
import { moduleIdsOfItem, seedItemIn, seedModule } from '../modules/modules.test-support';

// Epics additions: epics-user-properties (the caller's epics list settings) and converting a work item into an epic
// and back (rules: an epic has no parent, cycle or module — converting clears them; children stay).

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

const p = () => [w.slug, w.project.id] as const;
const scope = () => ({ workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id });
const item = (extra: { parentId?: string; isEpic?: boolean; name?: string } = {}) => seedWorkItem(t, { ...scope(), ...extra });
const convert = (id: string, isEpic: boolean, who: Exclude<Who, 'anonymous'> = 'projMember') => cast[who].agent.post(apiPaths.workItemConvert(...p(), id), { is_epic: isEpic });
const row = async (id: string) =>
  (await t.query<{ is_epic: boolean; parent_id: string | null; cycle_id: string | null }>('SELECT is_epic, parent_id, cycle_id FROM work_items WHERE id = $1', [id]))[0];
const itemEvents = (id: string) =>
  t.query<{ changes: Record<string, { old: unknown; new: unknown }> }>("SELECT changes FROM events WHERE entity_type = 'work_item' AND entity_id = $1 ORDER BY id", [id]);

describe('epics: routes × roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
    { name: 'GET epics-user-properties/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.epicsUserProperties(...p()) }) },
    {
      name: 'PATCH epics-user-properties/',
      expect: readers(200),
      request: async () => ({ method: 'PATCH', url: apiPaths.epicsUserProperties(...p()), body: { display_filters: { layout: 'kanban' } } }),
    },
    { name: 'POST convert/ to epic', expect: writers(200), request: async () => ({ method: 'POST', url: apiPaths.workItemConvert(...p(), (await item()).id), body: { is_epic: true } }) },
    {
      name: 'POST convert/ to work item',
      expect: writers(200),
      request: async () => ({ method: 'POST', url: apiPaths.workItemConvert(...p(), (await item({ isEpic: true })).id), body: { is_epic: false } }),
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect(res.statusCode).toBe(c.expect[who]);
    });
  }

  it('a refused convert changes nothing', async () => {
    const it1 = await item();
    expect((await convert(it1.id, true, 'projGuest')).statusCode).toBe(403);
    expect((await convert(it1.id, true, 'wsMemberOut')).statusCode).toBe(403);
    expect((await row(it1.id)).is_epic).toBe(false);
  });
});

describe('epics-user-properties/', () => {
  it('round trip: defaults, merge per key, per user and per project; separate from the project list settings', async () => {
    // The role table above stored settings for every role: start from none.
    await t.query("DELETE FROM planning_user_properties WHERE entity_type = 'epics'");
    const path = apiPaths.epicsUserProperties(...p());
    const initial = (await cast.projMember.agent.get(path)).json();
    expect(initial.display_filters).toMatchObject({ layout: 'list', group_by: null, sub_group_by: null, sub_issue: true });
    expect(initial.sub_issue_display_properties).toBeUndefined();
    expect(initial.filters).toEqual({});
    const first = (await cast.projMember.agent.patch(path, { display_filters: { layout: 'spreadsheet', order_by: '-priority' }, filters: { state_group: ['started'] } })).json();
    expect(first).toMatchObject({ display_filters: { layout: 'spreadsheet', order_by: '-priority' }, filters: { state_group: ['started'] } });
    const second = (await cast.projMember.agent.patch(path, { display_properties: { assignee: false } })).json();
    expect(second).toMatchObject({ display_filters: { layout: 'spreadsheet' }, filters: { state_group: ['started'] }, display_properties: { assignee: false, labels: true } });
    expect((await cast.projMember.agent.get(path)).json()).toEqual(second);
    expect((await cast.projAdmin.agent.get(path)).json()).toEqual(initial);
    expect((await cast.projMember.agent.get(apiPaths.epicsUserProperties(w.slug, w.otherProject.id))).json()).toEqual(initial);
    expect((await cast.projMember.agent.get(apiPaths.projectUserProperties(...p()))).json().display_filters.layout).toBe('list');
    const rows = await t.query("SELECT entity_id FROM planning_user_properties WHERE entity_type = 'epics' AND user_id = $1", [cast.projMember.id]);
    expect(rows).toEqual([{ entity_id: w.project.id }]);
  });

  it('bad input → 400; a foreign project → 404', async () => {
    const path = apiPaths.epicsUserProperties(...p());
    expect((await cast.projMember.agent.patch(path, { display_filters: { layout: 'nope' } })).statusCode).toBe(400);
    expect((await cast.projMember.agent.patch(path, { filters: 'x' })).statusCode).toBe(400);
    expect((await cast.projMember.agent.get(apiPaths.epicsUserProperties(w.slug, w.foreign.project.id))).statusCode).toBe(404);
    expect((await cast.projMember.agent.get(apiPaths.epicsUserProperties(w.foreign.slug, w.foreign.project.id))).statusCode).toBe(404);
  });
});

describe('POST issues/{id}/convert/', () => {
  it('to an epic: parent, cycle and modules cleared with activity rows and one event; children stay; lists follow', async () => {
    const parent = await item({ name: 'parent' });
    const it1 = await item({ parentId: parent.id, name: 'converted' });
    const child = await item({ parentId: it1.id, name: 'child' });
    const cycle = await seedCycle(t, { ...scope(), ...CURRENT });
    await putInCycle(t, it1, cycle.id);
    const mod = await seedModule(t, scope());
    await t.query('INSERT INTO work_item_modules (workspace_id, project_id, work_item_id, module_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, w.project.id, it1.id, mod.id]);

    const res = await convert(it1.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: it1.id, is_epic: true, parent_id: null, cycle_id: null, module_ids: [] });
    expect(await row(it1.id)).toEqual({ is_epic: true, parent_id: null, cycle_id: null });
    expect(await moduleIdsOfItem(t, it1.id)).toEqual([]);
    expect((await row(child.id)).parent_id).toBe(it1.id);

    const fields = (await activityOf(t, it1.id)).map((a) => [a.field, a.old_value, a.new_value]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['is_epic', 'false', 'true'],
        ['parent', `${w.project.identifier}-${parent.sequence_id}`, null],
        ['cycle', cycle.name, null],
        ['module', mod.name, null],
      ]),
    );
    const [event] = (await itemEvents(it1.id)).slice(-1);
    expect(event.changes).toMatchObject({
      is_epic: { old: false, new: true },
      parent_id: { old: parent.id, new: null },
      cycle_id: { old: cycle.id, new: null },
      module_ids: { old: [mod.id], new: [] },
    });

    const listIds = async (type: 'issues' | 'epics') => ((await cast.projMember.agent.get(apiPaths.workItems(...p(), type))).json().results as Array<{ id: string }>).map((r) => r.id);
    expect(await listIds('epics')).toContain(it1.id);
    expect(await listIds('issues')).not.toContain(it1.id);
    // The epic's detail and progress come from the epics paths.
    expect((await cast.projMember.agent.get(apiPaths.workItem(...p(), it1.id, 'epics'))).statusCode).toBe(200);
    const subs = (await cast.projMember.agent.get(apiPaths.subIssues(...p(), it1.id, 'epics'))).json();
    expect(subs.sub_issues.map((s: { id: string }) => s.id)).toEqual([child.id]);
    expect(Object.keys(subs.state_distribution).sort()).toEqual(['backlog', 'cancelled', 'completed', 'started', 'unstarted']);
  });

  it("an epic's child becomes an epic only by leaving its parent (cleared)", async () => {
    const epic = await item({ isEpic: true });
    const child = await item({ parentId: epic.id });
    expect((await convert(child.id, true)).json()).toMatchObject({ is_epic: true, parent_id: null });
    const subs = (await cast.projMember.agent.get(apiPaths.subIssues(...p(), epic.id, 'epics'))).json();
    expect(subs.sub_issues).toEqual([]);
  });

  it('an epic is given no parent, cycle or modules later either: PATCH, create and sub-issues refuse (400), nothing changes', async () => {
    const epic = await item({ isEpic: true });
    const other = await item();
    const cycle = await seedCycle(t, { ...scope(), ...CURRENT });
    const mod = await seedModule(t, scope());
    const url = apiPaths.workItem(...p(), epic.id, 'epics');
    for (const body of [{ parent_id: other.id }, { cycle_id: cycle.id }, { module_ids: [mod.id] }]) {
      const res = await cast.projMember.agent.patch(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('An epic cannot have a parent, a cycle or modules');
    }
    expect((await cast.projMember.agent.post(apiPaths.workItems(...p(), 'epics'), { name: 'In a cycle', cycle_id: cycle.id })).statusCode).toBe(400);
    expect((await cast.projMember.agent.post(apiPaths.subIssues(...p(), other.id), { sub_issue_ids: [epic.id] })).statusCode).toBe(400);
    expect(await row(epic.id)).toEqual({ is_epic: true, parent_id: null, cycle_id: null });
    expect(await moduleIdsOfItem(t, epic.id)).toEqual([]);
    // Clearing them is fine.
    expect((await cast.projMember.agent.patch(url, { parent_id: null, cycle_id: null, module_ids: [] })).statusCode).toBe(200);
  });

  it('back to a work item: only is_epic changes, children stay; converting to the same kind is a no-op', async () => {
    const epic = await item({ isEpic: true });
    const child = await item({ parentId: epic.id });
    const res = await convert(epic.id, false);
    expect(res.json()).toMatchObject({ is_epic: false });
    expect((await row(child.id)).parent_id).toBe(epic.id);
    expect((await activityOf(t, epic.id)).map((a) => a.field)).toEqual(['is_epic']);
    const eventsBefore = (await itemEvents(epic.id)).length;
    expect((await convert(epic.id, false)).statusCode).toBe(200);
    expect(await itemEvents(epic.id)).toHaveLength(eventsBefore);
    expect((await activityOf(t, epic.id))).toHaveLength(1);
  });

  it('state distribution of an epic counts its visible children by state group', async () => {
    const epic = await item({ isEpic: true });
    const started = (await t.query<{ id: string }>("SELECT id FROM states WHERE project_id = $1 AND \"group\" = 'started' LIMIT 1", [w.project.id]))[0].id;
    const a = await item({ parentId: epic.id });
    await item({ parentId: epic.id });
    await t.query('UPDATE work_items SET state_id = $1 WHERE id = $2', [started, a.id]);
    const subs = (await cast.projGuest.agent.get(apiPaths.subIssues(...p(), epic.id, 'epics'))).json();
    expect(subs.sub_issues).toHaveLength(2);
    expect(subs.state_distribution.started).toBe(1);
  });

  it('archived items, drafts and intake requests are refused (400 CONVERT_NOT_LIVE), nothing changes', async () => {
    for (const column of ['archived_at = now()', 'is_draft = true', 'is_intake = true']) {
      const it1 = await item();
      await t.query(`UPDATE work_items SET ${column} WHERE id = $1`, [it1.id]);
      const res = await convert(it1.id, true);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('CONVERT_NOT_LIVE');
      expect((await row(it1.id)).is_epic).toBe(false);
    }
  });

  it('foreign ids → 404; bad input → 400, never 5xx', async () => {
    const foreign = await seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id });
    const other = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, createdBy: cast.projMember.id });
    expect((await convert(foreign.id, true)).statusCode).toBe(404);
    expect((await convert(other.id, true)).statusCode).toBe(404);
    expect((await cast.projMember.agent.post(apiPaths.workItemConvert(w.foreign.slug, w.foreign.project.id, foreign.id), { is_epic: true })).statusCode).toBe(404);
    expect((await row(foreign.id)).is_epic).toBe(false);
    const deleted = await item();
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [deleted.id]);
    expect((await convert(deleted.id, true)).statusCode).toBe(404);
    const it1 = await item();
    for (const body of [{}, { is_epic: 'yes' }, { is_epic: true, extra: 1 }, null, { is_epic: 'a\u0000' }]) {
      expect((await cast.projMember.agent.post(apiPaths.workItemConvert(...p(), it1.id), body)).statusCode).toBe(400);
    }
    expect((await cast.projMember.agent.post(apiPaths.workItemConvert(...p(), 'not-a-uuid'), { is_epic: true })).statusCode).toBe(400);
  });

  it('a guest is refused (403) and the item stays as it was', async () => {
    const it1 = await seedItemIn(t, scope(), []);
    expect((await convert(it1.id, true, 'projGuest')).statusCode).toBe(403);
    expect((await row(it1.id)).is_epic).toBe(false);
  });
});

describe('epics list: the query of issues/', () => {
  it('honours filters, grouping and order', async () => {
    const a = await item({ isEpic: true, name: 'zz epic a' });
    const b = await item({ isEpic: true, name: 'zz epic b' });
    await t.query("UPDATE work_items SET priority = 'high' WHERE id = $1", [b.id]);
    const get = async (q: string) => (await cast.projMember.agent.get(`${apiPaths.workItems(...p(), 'epics')}${q}`)).json();
    const high = await get('?priority=high');
    expect(high.results.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const byName = (await get('?order_by=-name')).results.map((r: { id: string }) => r.id);
    expect(byName.indexOf(b.id)).toBeLessThan(byName.indexOf(a.id));
    const grouped = await get('?group_by=priority');
    expect(grouped.results.high.results.map((r: { id: string }) => r.id)).toEqual([b.id]);
  });
});
