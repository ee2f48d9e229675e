import type { LocalProjectStatus, WorkItem } from '@cairn/types';
import { freshDb } from '../sqlite/memory-storage.test-support';
import { buildDataset, PROJECTS } from '../query/dataset.test-support';
import { createStaticSyncTransport, type StaticSyncSource } from './static-transport';
import { syncProject, type SyncTransport } from './sync-project';
import { missingProjects, readProjectSyncState } from './sync-state';
import { upsertWorkItems } from './write-items';

const projectId = PROJECTS[0];
const serverItems = (n = 130) => buildDataset(5, n).items.filter((i) => i.project_id === projectId && !i.is_draft && !i.is_epic && !i.deleted_at && i.workspace_id === buildDataset(5, 1).items[0].workspace_id);
const localIds = async (db: Awaited<ReturnType<typeof freshDb>>) => (await db.all<{ id: string }>('SELECT id FROM issues ORDER BY id')).map((r) => r.id);
const sortedIds = (items: WorkItem[]) => items.map((i) => i.id).sort();

/** A transport that records its calls and the number of rows in the database at each page request. */
function spy(inner: SyncTransport) {
  const calls: Array<{ kind: string; args: unknown }> = [];
  const t: SyncTransport = {
    fetchPage: (args) => (calls.push({ kind: 'page', args }), inner.fetchPage(args)),
    fetchRemoved: (args) => (calls.push({ kind: 'removed', args }), inner.fetchRemoved(args)),
  };
  return { t, calls };
}

describe('syncProject', () => {
  test('first sync: loading, keyset pages, transactions of rowsPerTransaction rows, next page fetched meanwhile, ready', async () => {
    const db = await freshDb();
    const source: StaticSyncSource = { items: serverItems() };
    const { t, calls } = spy(createStaticSyncTransport(source, 25));
    const statuses: Array<[LocalProjectStatus, number]> = [];
    const transactions: number[] = [];
    const original = db.transaction.bind(db);
    db.transaction = ((fn, mode) => (transactions.push(1), original(fn, mode))) as typeof db.transaction;
    const result = await syncProject(db, t, { projectId, rowsPerTransaction: 10, onStatus: (s, p) => statuses.push([s, p.written]) });

    expect(result).toMatchObject({ status: 'ready', firstSync: true, written: source.items.length, removed: 0 });
    expect(await localIds(db)).toEqual(sortedIds(source.items));
    const pages = calls.filter((c) => c.kind === 'page');
    expect(pages.length).toBe(Math.ceil(source.items.length / 25));
    expect(pages[0].args).toEqual({ projectId, after: null, updatedAfter: null });
    expect((pages[1].args as { after: string }).after).toMatch(/^2026-.*,[0-9a-f-]{36}$/);
    expect(calls.some((c) => c.kind === 'removed')).toBe(false);
    // 25-row pages in 10-row batches (10, 10, 5 per full page), plus the final state write.
    const pageSizes = pages.map((_, i) => Math.min(25, source.items.length - i * 25));
    expect(transactions.length).toBe(pageSizes.reduce((sum, n) => sum + Math.ceil(n / 10), 0) + 1);
    expect(statuses[0]).toEqual(['loading', 0]);
    expect(statuses.at(-1)).toEqual(['ready', source.items.length]);
    expect(statuses.filter(([s]) => s === 'loading').length).toBeGreaterThan(5);
    expect(await missingProjects(db, [projectId])).toEqual([]);
  });

  test('a query arriving between batches runs before the sync ends (the sync yields)', async () => {
    const db = await freshDb();
    const source = { items: serverItems() };
    let seenMidway = -1;
    const sync = syncProject(db, createStaticSyncTransport(source, 500), {
      projectId,
      rowsPerTransaction: 50,
      onStatus: (s, p) => {
        if (s === 'loading' && p.written === 50) void db.all<{ n: number }>('SELECT count(*) AS n FROM issues').then((r) => (seenMidway = r[0].n));
      },
    });
    await sync;
    expect(seenMidway).toBeGreaterThanOrEqual(50);
    expect(seenMidway).toBeLessThan(source.items.length);
  });

  test('later syncs: syncing, updated_at after the newest local row, removals applied (unless the item came back)', async () => {
    const db = await freshDb();
    const items = serverItems();
    const source: StaticSyncSource = { items: [...items] };
    await syncProject(db, createStaticSyncTransport(source), { projectId });
    const newest = items.map((i) => i.updated_at).sort().at(-1)!;

    const later = '2026-05-01T00:00:00.000Z';
    const created: WorkItem = { ...items[0], id: '0000000e-0000-4000-8000-00000000abcd', sequence_id: 5000, name: 'New on the server', updated_at: later };
    const updated: WorkItem = { ...items[1], name: 'Renamed on the server', updated_at: later };
    const deleted = items[2];
    const returned = items[3];
    source.items = [...items.filter((i) => i.id !== deleted.id && i.id !== updated.id), created, updated];
    source.items = source.items.map((i) => (i.id === returned.id ? { ...i, updated_at: '2026-05-02T00:00:00.000Z' } : i));
    source.removed = [
      { id: deleted.id, removed_at: '2026-04-01T00:00:00.000Z' },
      { id: returned.id, removed_at: '2026-04-15T00:00:00.000Z' }, // made a draft, then a normal item again later
    ];
    const { t, calls } = spy(createStaticSyncTransport(source));
    const statuses: LocalProjectStatus[] = [];
    const result = await syncProject(db, t, { projectId, onStatus: (s) => statuses.push(s) });

    expect(result).toMatchObject({ status: 'ready', firstSync: false, written: 3, removed: 1 });
    expect(calls[0].args).toEqual({ projectId, after: null, updatedAfter: newest });
    expect(calls.find((c) => c.kind === 'removed')!.args).toEqual({ projectId, since: newest });
    expect(statuses[0]).toBe('syncing');
    expect(statuses.at(-1)).toBe('ready');
    expect(await localIds(db)).toEqual(sortedIds(source.items));
    expect((await db.all<{ name: string }>('SELECT name FROM issues WHERE id = ?', [updated.id]))[0].name).toBe('Renamed on the server');
  });

  test('a single write newer than the last sync does not hide earlier changes by others from the next sync', async () => {
    const db = await freshDb();
    const items = serverItems(40);
    const source: StaticSyncSource = { items: [...items] };
    await syncProject(db, createStaticSyncTransport(source), { projectId });
    const newest = items.map((i) => i.updated_at).sort().at(-1)!;
    // Someone else edits item 0 (T1), then this tab's confirmed write of item 1 (T2 > T1) is stored locally.
    const other: WorkItem = { ...items[0], name: 'Edited by someone else', updated_at: '2026-06-01T00:00:00.000Z' };
    const mine: WorkItem = { ...items[1], name: 'Mine', updated_at: '2026-06-02T00:00:00.000Z' };
    await upsertWorkItems(db, [mine]);
    source.items = items.map((i) => (i.id === other.id ? other : i.id === mine.id ? mine : i));
    const { t, calls } = spy(createStaticSyncTransport(source));
    await syncProject(db, t, { projectId });
    expect(calls[0].args).toEqual({ projectId, after: null, updatedAfter: newest });
    expect((await db.all<{ name: string }>('SELECT name FROM issues WHERE id = ?', [other.id]))[0].name).toBe('Edited by someone else');
    expect((await readProjectSyncState(db, projectId)).synced_through).toBe(mine.updated_at);
  });

  test('a failing transport: error, rows already written stay, the next sync resumes after the last written row', async () => {
    const db = await freshDb();
    const source = { items: serverItems(300) };
    expect(source.items.length).toBeGreaterThan(120);
    const inner = createStaticSyncTransport(source, 40);
    let pagesServed = 0;
    const flaky: SyncTransport = {
      fetchPage: async (args) => {
        if (pagesServed === 2) throw new Error('network down');
        pagesServed += 1;
        return inner.fetchPage(args);
      },
      fetchRemoved: inner.fetchRemoved,
    };
    const statuses: LocalProjectStatus[] = [];
    const failed = await syncProject(db, flaky, { projectId, onStatus: (s) => statuses.push(s) });
    expect(failed.status).toBe('error');
    expect((failed.error as Error).message).toBe('network down');
    expect(statuses.at(-1)).toBe('error');
    expect((await localIds(db)).length).toBe(80);
    expect(await missingProjects(db, [projectId])).toEqual([projectId]);
    const state = await readProjectSyncState(db, projectId);
    expect(state).toMatchObject({ first_sync_done: false });
    expect(state.resume_after).toMatch(/,/);

    const { t, calls } = spy(inner);
    const resumed = await syncProject(db, t, { projectId });
    expect(resumed).toMatchObject({ status: 'ready', firstSync: true, written: source.items.length - 80 });
    expect(calls[0].args).toEqual({ projectId, after: state.resume_after, updatedAfter: null });
    expect(await localIds(db)).toEqual(sortedIds(source.items));
  });

  test('a failing write (bad row) is an error too, and the sync can be retried', async () => {
    const db = await freshDb();
    const items = serverItems(20);
    const bad = { ...items[5], name: null as unknown as string };
    const source = { items: items.map((i) => (i.id === bad.id ? bad : i)) };
    const result = await syncProject(db, createStaticSyncTransport(source), { projectId, rowsPerTransaction: 50 });
    expect(result.status).toBe('error');
    expect(await localIds(db)).toEqual([]);
    source.items = items;
    expect((await syncProject(db, createStaticSyncTransport(source), { projectId })).status).toBe('ready');
    expect(await localIds(db)).toEqual(sortedIds(items));
  });
});
