import { performance } from 'node:perf_hooks';
import { apiPaths, normalizeWorkItemListQuery } from '@cairn/types';
import { flatPageQuery, groupedPageQuery } from '../../data/repositories/work-item-list.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newWorkItemActors, seedWorkItemWorld, stateId, type WorkItemActors, type WorkItemWorld } from '../work-items/work-items.test-support';

// A 10,000-item project (beside another of the same size) seeded with one INSERT … SELECT generate_series: the answers stay right at that size, the
// common flat query is planned on the list indexes (EXPLAIN), and the time of a few pages is LOGGED — a sanity
// number for the report, never an assertion (benchmarks live in tools/bench).

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;
const N = 10_000;

/** N items in a project with one INSERT … SELECT generate_series (states, priorities, dates and sort orders vary). */
async function seedItems(projectId: string) {
  const names = ['Backlog', 'Todo', 'In Progress', 'Review', 'Done', 'Cancelled'];
  const stateIds = await Promise.all(names.map((n) => stateId(t, projectId, n)));
  await t.query(
    `INSERT INTO work_items (workspace_id, project_id, sequence_id, name, priority, state_id, sort_order, start_date, target_date, parent_id, created_by, created_at, updated_at)
     SELECT $1, $2, g, 'Item ' || g, (ARRAY['none','low','medium','high','urgent'])[1 + g % 5], ($3::uuid[])[1 + g % 6], (g * 7919) % 10007,
       CASE WHEN g % 4 = 0 THEN NULL ELSE DATE '2026-01-01' + (g % 90) END, CASE WHEN g % 3 = 0 THEN NULL ELSE DATE '2026-04-01' + (g % 60) END,
       NULL, $4, TIMESTAMPTZ '2025-01-01' + g * INTERVAL '1 minute', TIMESTAMPTZ '2025-06-01' + ((g * 31) % 10000) * INTERVAL '1 minute'
     FROM generate_series(1, ${N}) AS g`,
    [w.workspaceId, projectId, `{${stateIds.join(',')}}`, a.admin.id],
  );
  await t.query('UPDATE projects SET issue_sequence = $2 WHERE id = $1', [projectId, N]);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
  w = await seedWorkItemWorld(t, a);
  // The project under test and, beside it in the same workspace, another project of the same size.
  for (const projectId of [w.project.id, w.other.id]) await seedItems(projectId);
  const scope = [w.workspaceId, w.project.id];
  await t.query(`INSERT INTO work_item_labels (workspace_id, project_id, work_item_id, label_id) SELECT $1, $2, id, $3 FROM work_items WHERE project_id = $2 AND sequence_id % 3 = 0`, [...scope, w.project.labelId]);
  await t.query(`INSERT INTO work_item_labels (workspace_id, project_id, work_item_id, label_id) SELECT $1, $2, id, $3 FROM work_items WHERE project_id = $2 AND sequence_id % 5 = 0`, [...scope, w.project.childLabelId]);
  await t.query(`INSERT INTO work_item_assignees (workspace_id, project_id, work_item_id, assignee_id) SELECT $1, $2, id, $3 FROM work_items WHERE project_id = $2 AND sequence_id % 2 = 0`, [...scope, a.member.id]);
  await t.query(`INSERT INTO work_item_assignees (workspace_id, project_id, work_item_id, assignee_id) SELECT $1, $2, id, $3 FROM work_items WHERE project_id = $2 AND sequence_id % 7 = 0`, [...scope, a.admin.id]);
  await t.query('ANALYZE');
}, 180_000);
afterAll(async () => {
  await t.close();
});

const url = (query: string) => `${apiPaths.workItems(w.slug, w.project.id)}${query}`;

/** Median and p95 of `runs` timed requests (after one warm-up), in ms. */
async function time(path: string, runs = 9) {
  expect((await a.member.agent.get(path)).statusCode).toBe(200);
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const res = await a.member.agent.get(path);
    ms.push(performance.now() - start);
    expect(res.statusCode).toBe(200);
  }
  ms.sort((x, y) => x - y);
  return { median: Number(ms[Math.floor(runs / 2)].toFixed(1)), p95: Number(ms[Math.ceil(runs * 0.95) - 1].toFixed(1)) };
}

describe(`a ${N}-item project`, () => {
  it('answers right at that size: totals, group totals and the last page', async () => {
    const flat = (await a.member.agent.get(url('?per_page=50&order_by=sequence_id&cursor=50:199:9950'))).json();
    expect(flat.total_count).toBe(N);
    expect(flat.results.map((r: { sequence_id: number }) => r.sequence_id)).toEqual(Array.from({ length: 50 }, (_, i) => 9951 + i));
    expect(flat.next_page_results).toBe(false);
    const labels = (await a.member.agent.get(url('?group_by=labels&per_page=10'))).json();
    const totals = Object.fromEntries(Object.entries(labels.results as Record<string, { total_results: number }>).map(([k, g]) => [k, g.total_results]));
    // Multiples of 3, of 5, and the rest (neither): 3333, 2000, 10000 − 3333 − 2000 + 666.
    expect(totals).toEqual({ [w.project.labelId]: 3333, [w.project.childLabelId]: 2000, None: 5333 });
    expect(labels.total_count).toBe(N);
    const sub = (await a.member.agent.get(url('?group_by=priority&sub_group_by=assignees&per_page=5&assignees=' + a.admin.id))).json();
    expect(sub.total_count).toBe(Math.floor(N / 7));
  }, 60_000);

  it('plans the common flat query on the list indexes (no sequential scan of work_items)', async () => {
    const scope = { workspaceId: w.workspaceId, projectIds: [w.project.id], ownOnlyProjectIds: [], userId: a.member.id, state: 'live' as const, isEpic: false };
    const explain = async (query: Parameters<typeof normalizeWorkItemListQuery>[0]) => {
      const { sql, params } = flatPageQuery(t.db, scope, normalizeWorkItemListQuery(query, new Date())).toSQL();
      const rows = await t.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const common = await explain({});
    console.log(`EXPLAIN flat -created_at (default):\n${common}`);
    // An ordered index scan that stops after the page (the project's created_at index, or the workspace's when the
    // planner finds it as cheap), never a sort of the whole project.
    expect(common).toMatch(/Index Scan Backward using work_items_(project|workspace)_created_idx/);
    expect(common).not.toMatch(/Seq Scan on work_items/);
    for (const order_by of ['sort_order', '-updated_at']) {
      const plan = await explain({ order_by } as never);
      expect({ order_by, indexed: /Index Scan( Backward)? using work_items_(project|workspace)_(sort|updated)_idx/.test(plan) }).toEqual({ order_by, indexed: true });
    }
    const filtered = await explain({ priority: 'urgent' });
    expect(filtered).not.toMatch(/Seq Scan on work_items/);
  });

  it('numbers a grouped page in one pass: one scan of work_items, one sort for both windows', async () => {
    const scope = { workspaceId: w.workspaceId, projectIds: [w.project.id], ownOnlyProjectIds: [], userId: a.member.id, state: 'live' as const, isEpic: false };
    const { sql, params } = groupedPageQuery(t.db, scope, normalizeWorkItemListQuery({ group_by: 'state' }, new Date())).toSQL();
    const plan = (await t.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n');
    console.log(`EXPLAIN grouped by state:\n${plan}`);
    expect(plan.match(/WindowAgg/g)).toHaveLength(2);
    expect(plan.match(/Sort Key: work_items\.state_id, work_items\.created_at DESC, work_items\.id/g)).toHaveLength(1);
    expect(plan.match(/Scan (Backward )?(using \w+ )?on work_items\b/g)).toHaveLength(1);
    expect(plan).not.toMatch(/Seq Scan on work_items/);
  });

  it('logs how long pages take (sanity numbers, not assertions)', async () => {
    const cases: Array<[string, string]> = [
      ['baseline: GET issue-labels/ (auth + 1 query)', apiPaths.labels(w.slug, w.project.id)],
      ['flat page 1 (-created_at)', '?per_page=50'],
      ['flat page 100 (-created_at)', '?per_page=50&cursor=50:99:4950'],
      ['flat page 1, priority filter, order priority', '?per_page=50&priority=high,urgent&order_by=priority'],
      ['flat page 1, order state', '?per_page=50&order_by=state'],
      ['grouped by state, 50 per group', '?group_by=state&per_page=50'],
      ['grouped by labels, 50 per group', '?group_by=labels&per_page=50'],
      ['grouped by assignees, page 10', '?group_by=assignees&per_page=50&cursor=50:10:500'],
      ['sub-grouped state × priority, 50 per pair', '?group_by=state&sub_group_by=priority&per_page=50'],
      ['calendar window, 1000 flat', '?per_page=1000&target_date=2026-04-01;after,2026-04-30;before&order_by=target_date'],
    ];
    const lines: string[] = [];
    for (const [name, query] of cases) {
      const { median, p95 } = await time(query.startsWith('/') ? query : url(query));
      lines.push(`${name.padEnd(48)} median ${String(median).padStart(7)} ms   p95 ${String(p95).padStart(7)} ms`);
    }
    console.log(`List timings over app.inject on ${t.database.kind}, ${N} items (includes presenting the items):\n${lines.join('\n')}`);
  }, 120_000);
});
