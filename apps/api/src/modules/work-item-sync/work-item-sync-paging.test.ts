import { apiPaths, type WorkItem, type WorkItemSyncPage } from '@cairn/types';
import { listSyncPage, syncPageIdsQuery } from '../../data/repositories/work-item-sync.repository';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newWorkItemActors, seedWorkItemWorld, type WorkItemActors, type WorkItemWorld } from '../work-items/work-items.test-support';
import { PER_MS, SYNC_BASE, seedMs, seedSyncItems, storedSyncItems, syncAllPages, syncKeyOf, syncPage, syncUrl } from './work-item-sync.test-support';

// Paging a 1,234-item project 500 at a time: each item exactly once, in (updated_at, id) order at ms precision (the
// seed puts 7 items in each millisecond, µs apart, so page boundaries fall inside a millisecond); items changed
// while a sync pages through are still delivered with their newest values; updated_at__gt; a fixed number of
// statements per request; and the plan with the proposed expression index.

const N = 1234;
let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;
/** Rows of the project no sync may deliver. */
const hidden: Record<'draft' | 'epic' | 'deleted' | 'foreign', string> = { draft: '', epic: '', deleted: '', foreign: '' };

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
  w = await seedWorkItemWorld(t, a);
  // The same 1,234 items in both projects: `project` is only read, `other` is changed by the mid-sync test.
  for (const p of [w.project, w.other]) await seedSyncItems(t, w.workspaceId, p.id, p.defaultStateId, a.admin.id, a.guest.id, N);
  const base = { workspace_id: w.workspaceId, project_id: w.project.id, created_by: a.admin.id, updated_at: new Date(SYNC_BASE + 60_000) };
  hidden.draft = (await insertSeedWorkItem(t.db, { ...base, name: 'draft', is_draft: true })).id;
  hidden.epic = (await insertSeedWorkItem(t.db, { ...base, name: 'epic', is_epic: true })).id;
  hidden.deleted = (await insertSeedWorkItem(t.db, { ...base, name: 'deleted', deleted_at: new Date(SYNC_BASE) })).id;
  const otherWs = await seedWorkItemWorld(t, a);
  hidden.foreign = (await insertSeedWorkItem(t.db, { ...base, workspace_id: otherWs.workspaceId, project_id: otherWs.project.id, name: 'foreign' })).id;
  await t.query('ANALYZE');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const flat = (pages: WorkItemSyncPage[]) => pages.flatMap((p) => p.results);

function expectStrictlyOrdered(items: WorkItem[]) {
  const keys = items.map(syncKeyOf);
  const unordered = keys.filter((k, i) => i > 0 && !(keys[i - 1] < k));
  expect(unordered).toEqual([]);
}

describe('a first sync', () => {
  it('pages through 1,234 items 500 at a time, each exactly once, oldest change first', async () => {
    const pages = await syncAllPages(a.member.agent, w.slug, w.project.id, { per_page: 500 });
    expect(pages.map((p) => p.results.length)).toEqual([500, 500, 234]);
    expect(pages.map((p) => p.total_count)).toEqual([N, N, N]);
    const items = flat(pages);
    expect(new Set(items.map((i) => i.id)).size).toBe(N);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set((await storedSyncItems(t, w.project.id)).keys()));
    expectStrictlyOrdered(items);
    // next_after is the last row's (updated_at, id); the last page has none.
    expect(pages.map((p) => p.next_after)).toEqual([syncKeyOf(pages[0].results[499]), syncKeyOf(pages[1].results[499]), null]);
    // A boundary inside a millisecond: the next page starts with rows of the same ms, so ms precision is what is compared.
    expect(pages[1].results[0].updated_at).toBe(pages[0].results[499].updated_at);
    for (const h of Object.values(hidden)) expect(items.find((i) => i.id === h)).toBeUndefined();
  });

  it('delivers descriptions, archived items and the WorkItem wire shape', async () => {
    const items = flat(await syncAllPages(a.member.agent, w.slug, w.project.id));
    const item7 = items.find((i) => i.name === 'Item 7')!;
    expect(item7).toMatchObject({ description_html: '<p>Item 7</p>', updated_at: seedMs(7), project_id: w.project.id, is_draft: false, is_epic: false, archived_at: null, state__group: 'backlog' });
    expect(items.filter((i) => i.archived_at !== null).map((i) => i.name).sort()).toEqual(Array.from({ length: Math.floor(N / 50) }, (_, k) => `Item ${(k + 1) * 50}`).sort());
  });

  it('the default page is 500; smaller pages visit the same items in the same order', async () => {
    const one = await syncPage(a.member.agent, syncUrl(w.slug, w.project.id));
    expect(one.results).toHaveLength(500);
    const small = flat(await syncAllPages(a.member.agent, w.slug, w.project.id, { per_page: 97 }));
    const big = flat(await syncAllPages(a.member.agent, w.slug, w.project.id, { per_page: 500 }));
    expect(small.map((i) => i.id)).toEqual(big.map((i) => i.id));
  });
});

describe('updated_at__gt', () => {
  // Millisecond k of the seed holds the items g with floor(g / 7) = k.
  const afterMs = (k: number) => N - (PER_MS * (k + 1) - 1);

  it('answers the items changed strictly after the instant, at ms precision; total_count ignores after', async () => {
    const since = new Date(SYNC_BASE + 100).toISOString();
    const pages = await syncAllPages(a.member.agent, w.slug, w.project.id, { updated_at__gt: since });
    const items = flat(pages);
    // The 7 items of ms 100 are later than the instant by some µs, yet not after it at the wire's precision.
    expect(items.map((i) => Number(i.name.slice(5))).sort((x, y) => x - y)).toEqual(Array.from({ length: afterMs(100) }, (_, k) => PER_MS * 101 + k));
    expect(pages.map((p) => p.results.length)).toEqual([500, afterMs(100) - 500]);
    expect(pages.map((p) => p.total_count)).toEqual([afterMs(100), afterMs(100)]);
    expectStrictlyOrdered(items);
  });

  it('reads any offset and ignores µs beyond the wire’s precision', async () => {
    const expected = flat(await syncAllPages(a.member.agent, w.slug, w.project.id, { updated_at__gt: new Date(SYNC_BASE + 150).toISOString() })).map((i) => i.id);
    expect(expected).toHaveLength(afterMs(150));
    const offset = new Date(SYNC_BASE + 150 + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    const micro = new Date(SYNC_BASE + 150).toISOString().replace('Z', '999Z');
    for (const since of [offset, micro]) {
      const ids = flat(await syncAllPages(a.member.agent, w.slug, w.project.id, { updated_at__gt: since })).map((i) => i.id);
      expect({ since, ids }).toEqual({ since, ids: expected });
    }
  });

  it('is empty past the newest change, and a keyset past the end still counts', async () => {
    const newest = new Date(SYNC_BASE + Math.floor(N / PER_MS)).toISOString();
    expect(await syncPage(a.member.agent, syncUrl(w.slug, w.project.id, { updated_at__gt: newest }))).toEqual({ results: [], total_count: 0, next_after: null });
    const pages = await syncAllPages(a.member.agent, w.slug, w.project.id);
    const last = pages[pages.length - 1].results.at(-1)!;
    expect(await syncPage(a.member.agent, syncUrl(w.slug, w.project.id, { after: syncKeyOf(last) }))).toEqual({ results: [], total_count: N, next_after: null });
  });
});

describe('items changed while a sync pages through', () => {
  it('delivers every item with its newest values over pages 1..n plus one incremental sync', async () => {
    const agent = a.admin.agent;
    const project = w.other.id;
    const patch = async (id: string, name: string) => {
      t.clock.advance(3);
      const res = await agent.patch(apiPaths.workItem(w.slug, project, id), { name });
      expect(res.statusCode).toBe(200);
    };
    const sortedIds = [...(await t.query<{ id: string }>(`SELECT id FROM work_items WHERE project_id = $1 ORDER BY date_trunc('milliseconds', updated_at at time zone 'UTC'), id`, [project]))].map((r) => r.id);
    t.clock.set(new Date(SYNC_BASE + 3600_000));
    const renamed = new Map<string, string>();
    const change = async (id: string, name: string) => {
      await patch(id, name);
      renamed.set(id, name);
    };
    const pages = await syncAllPages(agent, w.slug, project, { per_page: 500 }, async (index) => {
      if (index === 0) {
        await change(sortedIds[10], 'seen on page 1, then renamed');
        await change(sortedIds[700], 'renamed before its page');
        await change(sortedIds[1200], 'renamed before its page, twice');
        await change(sortedIds[1200], 'renamed before its page, twice (2)');
      }
      if (index === 1) await change(sortedIds[600], 'seen on page 2, then renamed');
      if (index === 2) await change(sortedIds[20], 'renamed after the last page');
    });
    // The cache: later deliveries replace earlier ones; the next sync asks for changes after the newest updated_at held.
    const cache = new Map<string, WorkItem>();
    for (const item of flat(pages)) cache.set(item.id, item);
    const newest = [...cache.values()].map((i) => i.updated_at).sort().at(-1)!;
    const incremental = await syncAllPages(agent, w.slug, project, { updated_at__gt: newest, per_page: 500 });
    for (const item of flat(incremental)) cache.set(item.id, item);

    const stored = await storedSyncItems(t, project);
    expect(cache.size).toBe(N);
    const stale = [...stored].filter(([id, s]) => cache.get(id)?.name !== s.name || cache.get(id)?.updated_at !== s.updated_at);
    expect(stale).toEqual([]);
    for (const [id, name] of renamed) expect(cache.get(id)?.name).toBe(name);
    // Where they came: renamed items reappear at the end of the same sync, the last one in the incremental sync.
    expect(flat(incremental).map((i) => i.name)).toEqual(['renamed after the last page']);
    const delivered = flat(pages);
    expect(delivered.filter((i) => i.id === sortedIds[700]).map((i) => i.name)).toEqual(['renamed before its page']);
    expect(delivered.filter((i) => i.id === sortedIds[10]).map((i) => i.name)).toEqual(['Item ' + delivered.find((i) => i.id === sortedIds[10])!.sequence_id, 'seen on page 1, then renamed']);
    expect(delivered.length).toBe(N + 2);
    t.clock.reset();
  });
});

describe('statements and plan', () => {
  /** Counts the statements the driver runs for `fn` besides the session's (drizzle sends each through the client's query()). */
  async function statementsOf(fn: () => Promise<unknown>): Promise<number> {
    const client = (t.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const spy = jest.spyOn(client, 'query');
    try {
      await fn();
      // The session lookup (and its occasional touch) belongs to every signed-in request, not to this route.
      // node-postgres gets { name?, text }, PGlite the text.
      const texts = spy.mock.calls.map((c) => (typeof c[0] === 'string' ? c[0] : ((c[0] as { text?: string }).text ?? '')));
      return texts.filter((s) => !/^(select|update) "sessions"/i.test(s)).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('costs the same fixed number of statements for 5 items or 500', async () => {
    const first = await syncPage(a.member.agent, syncUrl(w.slug, w.project.id, { per_page: 5 }));
    const counts = [
      await statementsOf(() => syncPage(a.member.agent, syncUrl(w.slug, w.project.id, { per_page: 5 }))),
      await statementsOf(() => syncPage(a.member.agent, syncUrl(w.slug, w.project.id, { per_page: 500 }))),
      await statementsOf(() => syncPage(a.member.agent, syncUrl(w.slug, w.project.id, { per_page: 500, after: first.next_after! }))),
      await statementsOf(() => syncPage(a.guest.agent, syncUrl(w.slug, w.project.id, { per_page: 500, updated_at__gt: new Date(SYNC_BASE).toISOString() }))),
    ];
    // Access check + the page (rows, extras and total in one statement).
    expect(counts).toEqual([2, 2, 2, 2]);
    expect(await statementsOf(() => a.member.agent.get(`${apiPaths.removedWorkItemsSync(w.slug, w.project.id)}?since=${new Date(0).toISOString()}`))).toBe(2);
  });

  it('with the expression index of migration 0006, a page is an ordered index scan that stops after the page', async () => {
    await t.query('ANALYZE work_items');
    const scope = { workspaceId: w.workspaceId, projectId: w.project.id };
    const first = await listSyncPage(t.db, scope, { perPage: 50 }, a.member.id);
    for (const request of [{ perPage: 50 }, { perPage: 50, after: first.next! }, { perPage: 50, changedAfter: new Date(SYNC_BASE + 20).toISOString(), after: first.next! }]) {
      const { sql, params } = syncPageIdsQuery(t.db, scope, request).toSQL();
      const plan = (await t.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n');
      // The page's scan (the count's scan is the subquery's own).
      expect(plan).toMatch(/Limit[\s\S]*Index Scan using work_items_project_sync_idx/);
      expect(plan).not.toMatch(/Sort/);
    }
    // And the answers stay the same with the index.
    const withIndex = flat(await syncAllPages(a.member.agent, w.slug, w.project.id, { per_page: 500 }));
    expect(withIndex).toHaveLength(N);
    expectStrictlyOrdered(withIndex);
  });
});
