import { memoryStorage } from './memory-storage.test-support';
import { browserCapabilities, chooseBrowserStorage } from './browser-storage';
import { localDbFileName } from './storage';

describe('LocalDatabase over wa-sqlite (memory VFS)', () => {
  test('exec, run with binds (booleans as 0/1), all rows as objects', async () => {
    const db = await (await memoryStorage()).open('a.db');
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, flag INTEGER, score REAL)');
    expect(await db.run('INSERT INTO t (name, flag, score) VALUES (?, ?, ?), (?, ?, ?)', ['x', true, 1.5, 'y', false, undefined])).toBe(2);
    expect(await db.all('SELECT name, flag, score FROM t ORDER BY id')).toEqual([
      { name: 'x', flag: 1, score: 1.5 },
      { name: 'y', flag: 0, score: null },
    ]);
    await db.close();
    await expect(db.all('SELECT 1')).rejects.toThrow(/closed/);
  });

  test('a failing transaction rolls back; a committed one stays', async () => {
    const db = await (await memoryStorage()).open('b.db');
    await db.exec('CREATE TABLE t (v TEXT)');
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t VALUES (?)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t VALUES (?)', ['lost']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(db.transaction((tx) => tx.run('INSERT INTO nope VALUES (1)'))).rejects.toThrow(/no such table/);
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 'kept' }]);
  });

  test('concurrent callers are serialised: a read never sees a transaction half-written', async () => {
    const db = await (await memoryStorage()).open('c.db');
    await db.exec('CREATE TABLE t (v INTEGER)');
    const writing = db.transaction(async (tx) => {
      for (let i = 0; i < 20; i += 1) await tx.run('INSERT INTO t VALUES (?)', [i]);
    });
    const reading = db.all<{ n: number }>('SELECT count(*) AS n FROM t');
    await writing;
    expect((await reading)[0].n).toBe(20);
  });

  test('files of one storage keep their data across close and open', async () => {
    const storage = await memoryStorage();
    const first = await storage.open('d.db');
    await first.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('x')");
    await first.close();
    const again = await storage.open('d.db');
    expect(await again.all('SELECT v FROM t')).toEqual([{ v: 'x' }]);
  });
});

describe('file names and browser storage choice', () => {
  test('one short file name per user and workspace (VFS paths ≤ 64 bytes with the journal suffix)', () => {
    const a = localDbFileName('00000000-0000-4000-8000-000000000001', 'ffffffff-ffff-4fff-bfff-ffffffffffff');
    const b = localDbFileName('00000000-0000-4000-8000-000000000002', 'ffffffff-ffff-4fff-bfff-ffffffffffff');
    const c = localDbFileName('00000000-0000-4000-8000-000000000001', 'efffffff-ffff-4fff-bfff-ffffffffffff');
    expect(new Set([a, b, c]).size).toBe(3);
    expect(`/${a}-journal`.length).toBeLessThanOrEqual(63);
    expect(localDbFileName('00000000-0000-4000-8000-000000000001', 'ffffffff-ffff-4fff-bfff-ffffffffffff')).toBe(a);
  });

  test('OPFS first, IndexedDB as the fallback, nothing otherwise', () => {
    expect(chooseBrowserStorage({ opfs: true, indexedDb: true })).toBe('opfs');
    expect(chooseBrowserStorage({ opfs: false, indexedDb: true })).toBe('idb');
    expect(chooseBrowserStorage({ opfs: false, indexedDb: false })).toBeNull();
    expect(browserCapabilities({} as typeof globalThis)).toEqual({ opfs: false, indexedDb: false });
    const worker = { navigator: { storage: { getDirectory: () => null } }, FileSystemSyncAccessHandle: function F() {}, indexedDB: {} };
    expect(browserCapabilities(worker as unknown as typeof globalThis)).toEqual({ opfs: true, indexedDb: true });
  });
});
