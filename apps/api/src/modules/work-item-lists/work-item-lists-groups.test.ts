import { apiPaths, groupedWorkItemPageSchema, subGroupedWorkItemPageSchema, WORK_ITEM_GROUP_BY, type WorkItemGroupBy } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectedPage, reduceExpected, reduceGrouped, type GroupedAnswer } from './work-item-lists-oracle.test-support';
import { newListActors, qs, seedListWorld, type ListWorld } from './work-item-lists.test-support';

// Grouped and sub-grouped project lists: group keys, per-group pages and totals, checked exactly against the
// reference model, with literal totals as anchors.

let t: TestApp;
let w: ListWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedListWorld(t, await newListActors(t));
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Params = Record<string, string | number | undefined>;

async function get(params: Params): Promise<GroupedAnswer & { grouped_by: string | null; sub_grouped_by: string | null }> {
  const res = await w.a.member.agent.get(`${apiPaths.workItems(w.slug, w.project.id)}${qs(params)}`);
  expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ status: 200, body: null });
  return res.json();
}

/** The answer equals the model: the same groups (keys), the same page of ids per group in order, the same totals. */
async function expectModel(params: Params) {
  const answer = await get(params);
  const sub = Boolean(params.sub_group_by) && params.sub_group_by !== params.group_by;
  (sub ? subGroupedWorkItemPageSchema : groupedWorkItemPageSchema).parse(answer);
  expect(reduceGrouped(answer, sub)).toEqual(reduceExpected(w.items, params as never, t.deps.now()));
  const e = expectedPage(w.items, params as never, t.deps.now());
  expect(answer.total_count).toBe(e.total);
  const end = e.q.offset + e.q.perPage;
  const more = sub ? [...e.subGroups!.values()].some((m) => [...m.values()].some((g) => g.total > end)) : [...e.groups!.values()].some((g) => g.total > end);
  expect(answer.next_page_results).toBe(more);
  return answer;
}

const PAIRS: Array<[WorkItemGroupBy, WorkItemGroupBy]> = [
  ['state', 'priority'],
  ['labels', 'assignees'],
  ['assignees', 'labels'],
  ['priority', 'labels'],
  ['state_group', 'created_by'],
  ['project', 'state'],
  ['created_by', 'state_group'],
  ['cycle', 'module'],
  ['module', 'cycle'],
];

describe('group_by', () => {
  it.each(WORK_ITEM_GROUP_BY as readonly WorkItemGroupBy[])('%s: every group, page 0 and 1 of 4, several orders and a filter', async (by) => {
    for (const order_by of ['-created_at', 'priority', '-state', 'name', 'target_date']) {
      await expectModel({ group_by: by, order_by, per_page: 4 });
      await expectModel({ group_by: by, order_by, per_page: 4, cursor: '4:1:4' });
    }
    await expectModel({ group_by: by, per_page: 100, labels: `${w.labels.A},${w.labels.C}`, sub_issue: 'false' });
    await expectModel({ group_by: by, per_page: 100, search: 'zzz' });
  });

  it('anchors: keys and totals of each grouping', async () => {
    const totals = async (params: Params) => {
      const a = await get({ per_page: 1, ...params });
      return { total: a.total_count, groups: Object.fromEntries(Object.entries(a.results).map(([k, g]) => [k, g.total_results])) };
    };
    expect(await totals({ group_by: 'priority' })).toEqual({ total: 40, groups: { none: 8, low: 8, medium: 8, high: 8, urgent: 8 } });
    // A multi-valued field puts an item in each of its groups; total_count counts distinct items.
    expect(await totals({ group_by: 'labels' })).toEqual({ total: 40, groups: { [w.labels.A]: 20, [w.labels.B]: 10, [w.labels.C]: 10, None: 10 } });
    expect(await totals({ group_by: 'assignees' })).toEqual({ total: 40, groups: { [w.a.member.id]: 26, [w.a.admin.id]: 13, None: 14 } });
    expect((await totals({ group_by: 'state' })).groups.None).toBe(3);
    expect(await totals({ group_by: 'created_by', priority: 'urgent' })).toEqual({ total: 8, groups: { [w.a.admin.id]: 8 } });
    expect(await totals({ group_by: 'project' })).toEqual({ total: 40, groups: { [w.project.id]: 40 } });
    // Only groups with a matching item appear.
    expect(await totals({ group_by: 'priority', priority: 'low,high' })).toEqual({ total: 16, groups: { low: 8, high: 8 } });
    expect(await totals({ group_by: 'state', search: 'nothing-matches' })).toEqual({ total: 0, groups: {} });
  });

  it('pages each group on its own: a group past its last page is still listed, empty, with its total', async () => {
    const page2 = await get({ group_by: 'assignees', per_page: 13, cursor: '13:1:13' });
    expect(page2.results[w.a.admin.id]).toEqual({ results: [], total_results: 13 });
    expect((page2.results[w.a.member.id].results as unknown[]).length).toBe(13);
    expect((page2.results.None.results as unknown[]).length).toBe(1);
    expect(page2.next_page_results).toBe(false);
    expect(page2).toMatchObject({ next_cursor: '13:2:0', prev_cursor: '13:0:1', grouped_by: 'assignees', sub_grouped_by: null });
  });

  it('equal group_by and sub_group_by is a plain grouping; sub_group_by alone is ignored', async () => {
    const same = await get({ group_by: 'state', sub_group_by: 'state', per_page: 2 });
    expect(same.sub_grouped_by).toBeNull();
    await expectModel({ group_by: 'state', sub_group_by: 'state', per_page: 2 });
    const alone = await get({ sub_group_by: 'priority', per_page: 2 });
    expect(Array.isArray(alone.results)).toBe(true);
    expect(alone.grouped_by).toBeNull();
  });
});

describe('sub_group_by', () => {
  it.each(PAIRS)('%s × %s: each (group, sub-group) pair pages on its own', async (group_by, sub_group_by) => {
    for (const order_by of ['-created_at', '-priority', 'state', 'sort_order']) {
      await expectModel({ group_by, sub_group_by, order_by, per_page: 2 });
      await expectModel({ group_by, sub_group_by, order_by, per_page: 2, cursor: '2:2:4' });
    }
    await expectModel({ group_by, sub_group_by, per_page: 50, assignees: w.a.member.id });
  });

  it('anchors: a group total counts distinct items, sub-group totals may add up to more', async () => {
    const a = await get({ group_by: 'priority', sub_group_by: 'labels', per_page: 1 });
    expect(a).toMatchObject({ grouped_by: 'priority', sub_grouped_by: 'labels', total_count: 40 });
    const urgent = a.results.urgent as unknown as { total_results: number; results: Record<string, { total_results: number }> };
    // urgent: i = 4, 9, …, 39 → labels by i mod 4: A (4, 24), A+B (9, 29), none (14, 34), C (19, 39).
    expect(urgent.total_results).toBe(8);
    expect(Object.fromEntries(Object.entries(urgent.results).map(([k, s]) => [k, s.total_results]))).toEqual({
      [w.labels.A]: 4, [w.labels.B]: 2, [w.labels.C]: 2, None: 2,
    });
  });
});
