import { randomUUID } from 'node:crypto';
import { anyWorkItemPageSchema, apiPaths, WORK_ITEM_ORDER_BY, workItemSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectedPage } from './work-item-lists-oracle.test-support';
import { indicesOf, newListActors, qs, seedListWorld, type ListWorld } from './work-item-lists.test-support';

// Flat project lists: a table of filter / order cases checked exactly (ids and order) against the reference model,
// a few literal anchors for the model itself, and the 400s of the query schema.

let t: TestApp;
let w: ListWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedListWorld(t, await newListActors(t));
}, 120_000);
afterAll(async () => {
  await t.close();
});
afterEach(() => t.clock.reset());

type Params = Record<string, string | number | undefined>;
const url = (params: Params, path = apiPaths.workItems(w.slug, w.project.id)) => `${path}${qs({ per_page: 100, ...params })}`;

async function list(params: Params, path?: string) {
  const res = await w.a.member.agent.get(url(params, path));
  expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ status: 200, body: null });
  return res.json() as { results: Array<{ id: string }>; total_count: number; next_page_results: boolean; grouped_by: null };
}

/** Asserts the answer equals the model's: same ids in the same order and the same total. */
async function expectModel(params: Params) {
  const answer = await list(params);
  const expected = expectedPage(w.items, { per_page: 100, ...params } as never, t.deps.now());
  expect(indicesOf(w, answer.results.map((r) => r.id))).toEqual(indicesOf(w, expected.flat!));
  expect(answer.total_count).toBe(expected.total);
  return answer;
}

// Ids are filled in after seeding, so cases name them through functions.
const L = () => w.labels;
const S = (name: string) => w.states.get(name)!.id;
const U = () => ({ admin: w.a.admin.id, member: w.a.member.id, guest: w.a.guest.id });
const filterCases: Array<[string, () => Params, number | null]> = [
  ['no filter', () => ({}), 40],
  ['priority one', () => ({ priority: 'urgent' }), 8],
  ['priority two', () => ({ priority: 'urgent,high' }), 16],
  ['priority unknown value is dropped', () => ({ priority: 'bogus' }), 40],
  ['state ids', () => ({ state: `${S('Todo')},${S('Done')}` }), null],
  ['state_group one', () => ({ state_group: 'started' }), null],
  ['state_group two', () => ({ state_group: 'backlog,completed' }), null],
  ['assignees one', () => ({ assignees: U().member }), null],
  ['assignees any of', () => ({ assignees: `${U().admin},${U().guest}` }), null],
  ['labels one', () => ({ labels: L().A }), 20],
  ['labels any of', () => ({ labels: `${L().B},${L().C}` }), 20],
  ['mentions', () => ({ mentions: U().guest }), null],
  ['cycle one', () => ({ cycle: w.cycles.C1 }), 18],
  ['cycle None (no cycle)', () => ({ cycle: 'None' }), 10],
  ['cycle None or one', () => ({ cycle: `none,${w.cycles.C2}` }), 22],
  ['module any of', () => ({ module: `${w.modules.M1},${w.modules.M2}` }), 24],
  ['module None (no module)', () => ({ module: 'None' }), 16],
  ['module and cycle (AND)', () => ({ module: w.modules.M1, cycle: w.cycles.C1 }), null],
  ['foreign cycle id', () => ({ cycle: randomUUID() }), 0],
  ['created_by', () => ({ created_by: U().member }), 4],
  ['subscriber', () => ({ subscriber: U().member }), 10],
  ['start_date after', () => ({ start_date: '2026-01-10;after' }), null],
  ['target_date before', () => ({ target_date: '2026-02-10;before' }), null],
  ['start_date range (bounds AND)', () => ({ start_date: '2026-01-05;after,2026-01-20;before' }), null],
  ['unparsable date clause ignored', () => ({ start_date: 'soon;after' }), 40],
  ['invalid calendar day ignored', () => ({ target_date: '2026-02-30;before' }), 40],
  ['one bad clause, one good', () => ({ start_date: 'x;y,2026-01-20;before' }), null],
  ['sub_issue=false', () => ({ sub_issue: 'false' }), 30],
  ['type=active', () => ({ type: 'active' }), null],
  ['type=backlog', () => ({ type: 'backlog' }), null],
  ['search word', () => ({ search: 'alpha' }), 5],
  ['search any case', () => ({ search: 'BETA' }), 5],
  ['search number: sequence or name', () => ({ search: '12' }), null],
  ['search % is literal', () => ({ search: '%' }), 0],
  ['search _ is literal', () => ({ search: 'a_' }), 0],
  ['AND across keys', () => ({ priority: 'high,urgent', labels: L().A, assignees: U().member, sub_issue: 'false' }), null],
  ['state_group AND type', () => ({ state_group: 'started,completed', type: 'active' }), null],
  ['state_group while ordering by state (states joined)', () => ({ state_group: 'started,backlog', order_by: '-state' }), null],
  ['search in a sorted subset', () => ({ search: 'eta', order_by: 'name', sub_issue: 'false' }), null],
  ['another project', () => ({ project: w.other.id }), 0],
  ['foreign label id', () => ({ labels: randomUUID() }), 0],
  ['foreign assignee id', () => ({ assignees: randomUUID() }), 0],
  ['not-a-uuid ids are dropped', () => ({ state: 'nope' }), 40],
];

describe('flat project list: filters (OR within a key, AND across keys)', () => {
  it.each(filterCases)('%s', async (_name, params, count) => {
    const answer = await expectModel(params());
    if (count !== null) expect(answer.total_count).toBe(count);
    anyWorkItemPageSchema.parse(answer);
    expect(answer.grouped_by).toBeNull();
    for (const id of Object.values(w.hidden)) expect(answer.results.map((r) => r.id)).not.toContain(id);
  });

  it('relative date clauses count weeks as 7 days and months as 30 from the server clock', async () => {
    t.clock.set(new Date('2026-02-01T10:00:00Z'));
    const weeks = await expectModel({ target_date: '1_weeks;after;fromnow' });
    expect(weeks.total_count).toBe(w.items.filter((m) => m.target_date !== null && m.target_date >= '2026-02-08').length);
    t.clock.set(new Date('2026-03-20T10:00:00Z'));
    const months = await expectModel({ start_date: '2_months;before;ago' });
    expect(months.total_count).toBe(w.items.filter((m) => m.start_date !== null && m.start_date <= '2026-01-19').length);
    await expectModel({ start_date: '3_days;after;ago,1_weeks;before;fromnow' });
  });

  it('anchors: literal answers the model must also give', async () => {
    const ids = async (params: Params) => indicesOf(w, (await list(params)).results.map((r) => r.id));
    // created_at is base + (i·7 mod 40) minutes.
    expect(await ids({ priority: 'urgent' })).toEqual([34, 39, 4, 9, 14, 19, 24, 29]);
    expect(await ids({ search: 'alpha' })).toEqual([16, 32, 8, 24, 0]);
    expect(await ids({ labels: L().C, order_by: 'sequence_id' })).toEqual([3, 7, 11, 15, 19, 23, 27, 31, 35, 39]);
    expect(await ids({ labels: L().C, order_by: '-sequence_id', per_page: 3 })).toEqual([39, 35, 31]);
    expect(await ids({ search: '12', order_by: 'sequence_id' })).toEqual([11, 12]);
    // The identifier `<PROJECT>-12`, any case: that item only (an identifier of no project of the workspace: nothing).
    const [{ identifier }] = await t.query<{ identifier: string }>('SELECT identifier FROM projects WHERE id = $1', [w.project.id]);
    expect(await ids({ search: `${identifier.toLowerCase()}-12` })).toEqual([11]);
    expect(await ids({ search: 'NOPE-12' })).toEqual([]);
    expect(await ids({ state_group: 'started', priority: 'none', order_by: 'sequence_id' })).toEqual([15]); // 20 has no state
  });

  it('answers work items in the wire shape', async () => {
    const answer = await list({ per_page: 3 });
    for (const item of answer.results) workItemSchema.strict().parse(item);
    expect(answer).toMatchObject({ next_cursor: '3:1:0', prev_cursor: '3:0:0', next_page_results: true, total_count: 40, sub_grouped_by: null });
  });
});

describe('flat project list: order_by', () => {
  it.each(WORK_ITEM_ORDER_BY as readonly string[])('%s (nulls last, ties by id ascending)', async (orderBy) => {
    await expectModel({ order_by: orderBy });
    await expectModel({ order_by: orderBy, labels: w.labels.A, per_page: 6, cursor: '6:1:6' });
  });

  it('defaults to -created_at and 50 a page', async () => {
    const res = (await w.a.member.agent.get(apiPaths.workItems(w.slug, w.project.id))).json();
    expect(res.results).toHaveLength(40);
    expect(res.next_cursor).toBe('50:1:0');
    const expected = expectedPage(w.items, { order_by: '-created_at' }, t.deps.now());
    expect(res.results.map((r: { id: string }) => r.id)).toEqual(expected.flat);
  });
});

describe('the list query is validated', () => {
  it.each([
    ['order_by outside the allow-list', { order_by: 'bogus' }],
    ['order_by a column name', { order_by: 'description_html' }],
    ['order_by with SQL', { order_by: 'priority;drop table work_items' }],
    ['double minus', { order_by: '--created_at' }],
    ['group_by unknown', { group_by: 'name' }],
    ['sub_group_by unknown', { group_by: 'state', sub_group_by: 'sprint' }],
    ['bad cursor', { cursor: '50:x:0' }],
    ['per_page 0', { per_page: 0 }],
    ['per_page too big', { per_page: 1001 }],
    ['type unknown', { type: 'done' }],
    ['sub_issue not boolean', { sub_issue: 'no' }],
  ])('%s → 400', async (_name, params) => {
    for (const path of [apiPaths.workItems(w.slug, w.project.id), apiPaths.archivedWorkItems(w.slug, w.project.id), apiPaths.workItemDrafts(w.slug, w.project.id), apiPaths.workspaceWorkItems(w.slug)]) {
      const res = await w.a.member.agent.get(`${path}${qs(params)}`);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
    }
  });
});

describe('contexts of a project', () => {
  it('archived-issues/, issue-drafts/ and epics/ list only their rows, with the same query', async () => {
    const only = async (path: string, params: Params) => (await list(params, path)).results.map((r) => r.id);
    expect(await only(apiPaths.archivedWorkItems(w.slug, w.project.id), {})).toEqual([w.hidden.archived]);
    expect(await only(apiPaths.archivedWorkItems(w.slug, w.project.id), { priority: 'low' })).toEqual([]);
    expect(await only(apiPaths.workItemDrafts(w.slug, w.project.id), { labels: w.labels.A })).toEqual([w.hidden.draft]);
    expect(await only(apiPaths.workItems(w.slug, w.project.id, 'epics'), { search: 'hidden' })).toEqual([w.hidden.epic]);
    const grouped = (await w.a.member.agent.get(`${apiPaths.archivedWorkItems(w.slug, w.project.id)}?group_by=assignees`)).json();
    expect(grouped.results).toEqual({ [w.a.member.id]: { results: [expect.objectContaining({ id: w.hidden.archived })], total_results: 1 } });
  });
});
