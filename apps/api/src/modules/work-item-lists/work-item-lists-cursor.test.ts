import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectedPage } from './work-item-lists-oracle.test-support';
import { indicesOf, newListActors, qs, seedListWorld, type ListWorld } from './work-item-lists.test-support';

// Cursor walks: following next_cursor while next_page_results visits every item exactly once — flat, in every group,
// in every (group, sub-group) pair — in the list's order, for several order_by values and page sizes.

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
type Items = Array<{ id: string }>;
type Page = { results: Items | Record<string, { results: Items | Record<string, { results: Items }> }>; next_cursor: string; prev_cursor: string; next_page_results: boolean; total_count: number };

/** Follows next_cursor from the first page; returns every page (guards against a walk that never ends). */
async function walk(params: Params, path = apiPaths.workItems(w.slug, w.project.id)): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 60; i += 1) {
    const res = await w.a.member.agent.get(`${path}${qs({ ...params, cursor })}`);
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    pages.push(page);
    if (!page.next_page_results) return pages;
    cursor = page.next_cursor;
  }
  throw new Error('the walk did not end');
}

/** Concatenates, per key path, the ids of every page: flat → '' ; grouped → 'g'; sub-grouped → 'g/s'. */
function collect(pages: Page[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, items: Items) => out.set(key, [...(out.get(key) ?? []), ...items.map((r) => r.id)]);
  for (const p of pages) {
    if (Array.isArray(p.results)) add('', p.results);
    else
      for (const [g, group] of Object.entries(p.results)) {
        if (Array.isArray(group.results)) add(g, group.results);
        else for (const [s, sub] of Object.entries(group.results)) add(`${g}/${s}`, sub.results);
      }
  }
  return out;
}

function expectedLists(params: Params): Map<string, string[]> {
  const e = expectedPage(w.items, { ...params, per_page: 1000 } as never, t.deps.now());
  if (e.flat) return new Map([['', e.flat]]);
  if (!e.subGroups) return new Map([...e.groups!].map(([k, g]) => [k, g.ids]));
  return new Map([...e.subGroups].flatMap(([k, subs]) => [...subs].map(([s, g]) => [`${k}/${s}`, g.ids] as [string, string[]])));
}

const ORDERS = ['-created_at', 'sort_order', 'priority', '-state', 'target_date', '-name'];

describe('cursor walks', () => {
  it.each(ORDERS)('flat, order_by %s: every item once, in order, for page sizes 1, 7 and 40', async (order_by) => {
    for (const per_page of [1, 7, 40]) {
      const pages = await walk({ order_by, per_page });
      const ids = collect(pages).get('')!;
      expect(new Set(ids).size).toBe(ids.length);
      expect(indicesOf(w, ids)).toEqual(indicesOf(w, expectedLists({ order_by }).get('')!));
      expect(pages).toHaveLength(Math.ceil(40 / per_page));
      expect(pages.every((p) => p.total_count === 40)).toBe(true);
    }
  });

  it.each(ORDERS)('grouped by labels and by state, order_by %s: every group walked to its end, each item once per group', async (order_by) => {
    for (const group_by of ['labels', 'state']) {
      const params = { order_by, group_by, per_page: 3 };
      const got = collect(await walk(params));
      const expected = expectedLists(params);
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, ids] of expected) expect({ key, ids: indicesOf(w, got.get(key)!) }).toEqual({ key, ids: indicesOf(w, ids) });
      // Every item is reached through at least one group.
      expect(new Set([...got.values()].flat()).size).toBe(40);
    }
  });

  it.each(['-created_at', 'priority', 'state'])('sub-grouped assignees × priority, order_by %s: every pair walked to its end', async (order_by) => {
    const params = { order_by, group_by: 'assignees', sub_group_by: 'priority', per_page: 2 };
    const pages = await walk(params);
    const got = collect(pages);
    const expected = expectedLists(params);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, ids] of expected) expect({ key, ids: indicesOf(w, got.get(key)!) }).toEqual({ key, ids: indicesOf(w, ids) });
    const longest = Math.max(...[...expected.values()].map((ids) => ids.length));
    expect(pages).toHaveLength(Math.ceil(longest / 2));
  });

  it('filtered walks over the workspace list and a profile list', async () => {
    const ws = collect(await walk({ per_page: 4, labels: w.labels.A, order_by: 'sequence_id' }, apiPaths.workspaceWorkItems(w.slug))).get('')!;
    expect(indicesOf(w, ws)).toEqual(w.items.filter((m) => m.label_ids.includes(w.labels.A)).map((m) => m.i));
    const assigned = collect(await walk({ per_page: 5, order_by: 'sequence_id' }, apiPaths.profileWorkItems(w.slug, w.a.admin.id, 'assigned'))).get('')!;
    expect(indicesOf(w, assigned)).toEqual(w.items.filter((m) => m.assignee_ids.includes(w.a.admin.id)).map((m) => m.i));
  });

  it('the workspace list answers order_by sort_order as -created_at (manual order means nothing across projects)', async () => {
    const ids = async (order_by: string) => ((await w.a.member.agent.get(`${apiPaths.workspaceWorkItems(w.slug)}${qs({ per_page: 100, order_by })}`)).json() as { results: Array<{ id: string }> }).results.map((r) => r.id);
    const newestFirst = await ids('-created_at');
    expect(newestFirst.length).toBeGreaterThan(1);
    expect(await ids('sort_order')).toEqual(newestFirst);
    expect(await ids('-sort_order')).toEqual(newestFirst);
    expect(await ids('created_at')).toEqual([...newestFirst].reverse());
  });

  it('prev_cursor leads back to the previous page', async () => {
    const pages = await walk({ per_page: 9, order_by: 'name' });
    const back = (await w.a.member.agent.get(`${apiPaths.workItems(w.slug, w.project.id)}${qs({ order_by: 'name', cursor: pages[2].prev_cursor })}`)).json();
    expect(back.results).toEqual(pages[1].results);
    expect(pages[0].prev_cursor).toBe('9:0:0');
    expect(pages[2].prev_cursor).toBe('9:1:1');
    // Past the end: an empty page that says there is no more.
    const past = (await w.a.member.agent.get(`${apiPaths.workItems(w.slug, w.project.id)}?cursor=9:9:81`)).json();
    expect(past).toMatchObject({ results: [], total_count: 40, next_page_results: false });
  });
});
