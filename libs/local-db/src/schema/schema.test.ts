import { LOCAL_DB_VERSION } from '../version';
import { openLocalDb } from '../open-local-db';
import { memoryStorage } from '../sqlite/memory-storage.test-support';
import { orderTerms } from '../query/order';
import { buildListIndexes, listIndexesDeferred, LOCAL_DB_PAGE_SIZE, readSchemaVersion } from './schema';
import { upsertWorkItems } from '../sync/write-items';
import { buildDataset } from '../query/dataset.test-support';

const who = { userId: '00000000-0000-4000-8000-000000000001', workspaceId: '00000000-0000-4000-8000-0000000000aa' };

const tables = async (db: { all<T>(sql: string): Promise<T[]> }) =>
  (await db.all<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)).map((r) => r.name);

describe('schema and version', () => {
  test('a new file gets the spec tables, the list indexes and version 1.3', async () => {
    const { db, recreated } = await openLocalDb(await memoryStorage(), who);
    expect(recreated).toBe(true);
    expect(LOCAL_DB_VERSION).toBe('1.3');
    expect(await readSchemaVersion(db)).toBe('1.3');
    expect(await tables(db)).toEqual(['cycles', 'estimate_points', 'issue_meta', 'issues', 'labels', 'members', 'modules', 'options', 'states']);
    const columns = (await db.all<{ name: string }>(`SELECT name FROM pragma_table_info('issues')`)).map((c) => c.name);
    for (const c of ['id', 'name', 'state_id', 'sort_order', 'completed_at', 'estimate_point', 'priority', 'priority_proxy', 'start_date', 'target_date',
      'sequence_id', 'project_id', 'parent_id', 'created_at', 'updated_at', 'created_by', 'updated_by', 'is_draft', 'archived_at', 'state__group',
      'sub_issues_count', 'cycle_id', 'link_count', 'attachment_count', 'type_id', 'label_ids', 'assignee_ids', 'module_ids', 'description_html',
      'is_local_update']) expect(columns).toContain(c);
    // The default list order (-created_at, id) and the cache's sort_order walk an index, no sort.
    for (const [orderBy, index] of [['-created_at', 'issues_project_created'], ['sort_order', 'issues_project_sort_order'], ['-updated_at', 'issues_project_updated']] as const) {
      const sql = `EXPLAIN QUERY PLAN SELECT i.id FROM issues i WHERE i.project_id = ? ORDER BY ${orderTerms(orderBy).terms} LIMIT 50`;
      const plan = (await db.all<{ detail: string }>(sql, ['p'])).map((p) => p.detail).join(' ');
      expect(plan).toMatch(new RegExp(`INDEX ${index}`));
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  test('the same version keeps the data; a different or missing version drops everything and recreates', async () => {
    const storage = await memoryStorage();
    const first = await openLocalDb(storage, who);
    await first.db.run(`INSERT INTO labels (id, project_id, data) VALUES ('l1', 'p1', '{}')`);
    await first.db.close();

    const same = await openLocalDb(storage, who);
    expect(same.recreated).toBe(false);
    expect(await same.db.all('SELECT id FROM labels')).toEqual([{ id: 'l1' }]);
    await same.db.run(`UPDATE options SET value = '1.2' WHERE key = 'version'`);
    await same.db.exec('CREATE TABLE legacy_thing (x)');
    await same.db.close();

    const wiped = await openLocalDb(storage, who);
    expect(wiped.recreated).toBe(true);
    expect(await readSchemaVersion(wiped.db)).toBe('1.3');
    expect(await wiped.db.all('SELECT id FROM labels')).toEqual([]);
    expect(await tables(wiped.db)).not.toContain('legacy_thing');
    await wiped.db.run(`DELETE FROM options WHERE key = 'version'`);
    await wiped.db.run(`INSERT INTO labels (id, project_id, data) VALUES ('l2', 'p1', '{}')`);
    await wiped.db.close();

    const missing = await openLocalDb(storage, who);
    expect(missing.recreated).toBe(true);
    expect(await missing.db.all('SELECT id FROM labels')).toEqual([]);
  });

  test('a new file has 64 KB pages; a wiped file written with smaller pages is rebuilt with them', async () => {
    const storage = await memoryStorage();
    const fresh = await openLocalDb(storage, who);
    expect(await fresh.db.all('PRAGMA page_size')).toEqual([{ page_size: LOCAL_DB_PAGE_SIZE }]);
    const other = { ...who, workspaceId: '00000000-0000-4000-8000-0000000000bb' };
    const old = await storage.open((await import('../sqlite/storage')).localDbFileName(other.userId, other.workspaceId));
    await old.exec(`PRAGMA page_size = 4096; CREATE TABLE options (key TEXT PRIMARY KEY, value TEXT); INSERT INTO options VALUES ('version', '1.2')`);
    expect(await old.all('PRAGMA page_size')).toEqual([{ page_size: 4096 }]);
    await old.close();
    const wiped = await openLocalDb(storage, other);
    expect(wiped.recreated).toBe(true);
    expect(await wiped.db.all('PRAGMA page_size')).toEqual([{ page_size: LOCAL_DB_PAGE_SIZE }]);
  });

  test('deferred list indexes: none until buildListIndexes, which builds them once over the written rows', async () => {
    const listIndexes = async (db: { all<T>(sql: string): Promise<T[]> }) =>
      (await db.all<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('issues', 'issue_meta') AND name NOT LIKE 'sqlite_%' ORDER BY name`)).map((r) => r.name);
    const { db } = await openLocalDb(await memoryStorage(), who, { deferListIndexes: true });
    expect(await listIndexes(db)).toEqual([]);
    expect(await listIndexesDeferred(db)).toBe(true);
    const items = buildDataset(5, 40).items;
    await upsertWorkItems(db, items);
    expect(await buildListIndexes(db)).toBe(true);
    expect(await listIndexesDeferred(db)).toBe(false);
    expect(await listIndexes(db)).toContain('issues_project_created');
    expect((await listIndexes(db)).length).toBe(12);
    expect(await db.all(`PRAGMA integrity_check`)).toEqual([{ integrity_check: 'ok' }]);
    expect(await buildListIndexes(db)).toBe(false);
    // A file opened without deferring has them from the start.
    const { db: eager } = await openLocalDb(await memoryStorage(), who);
    expect((await listIndexes(eager)).length).toBe(12);
    expect(await listIndexesDeferred(eager)).toBe(false);
  });

  test('each user and workspace has its own file', async () => {
    const storage = await memoryStorage();
    const a = await openLocalDb(storage, who);
    await a.db.run(`INSERT INTO labels (id, project_id, data) VALUES ('mine', 'p1', '{}')`);
    const b = await openLocalDb(storage, { ...who, userId: '00000000-0000-4000-8000-000000000002' });
    expect(await b.db.all('SELECT id FROM labels')).toEqual([]);
  });
});
