import * as SQLite from '@journeyapps/wa-sqlite';

/** A value SQLite stores or returns (booleans are bound as 0/1, undefined as null). */
export type SqlValue = string | number | bigint | Uint8Array | null;
/** A value accepted as a bind parameter. */
export type SqlBind = SqlValue | boolean | undefined;
/** One result row: column name → value. */
export type SqlRow = Record<string, SqlValue>;

/** Statements on a connection: run inside or outside a transaction. */
export interface SqlHandle {
  /** Runs one or more statements without binds (DDL, BEGIN …). */
  exec(sql: string): Promise<void>;
  /** Runs ONE statement with positional binds (`?`); resolves to the number of rows it changed. */
  run(sql: string, binds?: readonly SqlBind[]): Promise<number>;
  /** Runs ONE statement and returns every row as an object keyed by column name. */
  all<T = SqlRow>(sql: string, binds?: readonly SqlBind[]): Promise<T[]>;
}

/**
 * An open local database. Every call is serialised on the connection (one wa-sqlite connection must not interleave
 * statements of concurrent callers); `transaction` holds the connection for its whole callback, which must use the
 * `tx` handle it is given (calls on the database itself would wait for the transaction and deadlock).
 */
export interface LocalDatabase extends SqlHandle {
  readonly fileName: string;
  /** 'write' (default) takes the write lock at once (BEGIN IMMEDIATE); 'read' is a deferred BEGIN (a consistent snapshot). */
  transaction<T>(fn: (tx: SqlHandle) => Promise<T>, mode?: 'read' | 'write'): Promise<T>;
  close(): Promise<void>;
}

function toBind(value: SqlBind): SqlValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

const STATEMENT_CACHE_SIZE = 64;

/**
 * Raw statements over a wa-sqlite connection, without serialisation. run/all take ONE statement, prepared once and
 * kept (an LRU of 64 by SQL text): a sync writes thousands of rows with the same few statements.
 */
function rawHandle(sqlite3: SQLiteAPI, db: number): SqlHandle & { finalizeAll(): Promise<void> } {
  const cache = new Map<string, number>();
  async function prepared(sql: string): Promise<number> {
    const cached = cache.get(sql);
    if (cached !== undefined) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    let stmt: number | undefined;
    for await (const s of sqlite3.statements(db, sql, { unscoped: true })) {
      stmt = s;
      break;
    }
    if (stmt === undefined) throw new Error('No SQL statement to run');
    cache.set(sql, stmt);
    if (cache.size > STATEMENT_CACHE_SIZE) {
      const [oldestSql, oldest] = cache.entries().next().value as [string, number];
      cache.delete(oldestSql);
      await sqlite3.finalize(oldest);
    }
    return stmt;
  }
  async function each(sql: string, binds: readonly SqlBind[], onRow: ((stmt: number) => void) | null): Promise<void> {
    const stmt = await prepared(sql);
    try {
      if (binds.length) sqlite3.bind_collection(stmt, binds.map(toBind) as SQLiteCompatibleType[]);
      while ((await sqlite3.step(stmt)) === SQLite.SQLITE_ROW) onRow?.(stmt);
    } finally {
      await sqlite3.reset(stmt).catch(() => undefined);
      sqlite3.clear_bindings(stmt);
    }
  }
  return {
    async exec(sql) {
      await sqlite3.exec(db, sql);
    },
    async run(sql, binds = []) {
      await each(sql, binds, null);
      return sqlite3.changes(db);
    },
    async all<T>(sql: string, binds: readonly SqlBind[] = []) {
      const rows: T[] = [];
      let names: string[] | null = null;
      await each(sql, binds, (stmt) => {
        names ??= sqlite3.column_names(stmt);
        const values = sqlite3.row(stmt);
        const row: Record<string, unknown> = {};
        for (let i = 0; i < names.length; i += 1) row[names[i]] = values[i];
        rows.push(row as T);
      });
      return rows;
    },
    async finalizeAll() {
      for (const stmt of cache.values()) await sqlite3.finalize(stmt);
      cache.clear();
    },
  };
}

/** A FIFO mutex: `lock(fn)` runs fn after every earlier holder has finished. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return function lock<T>(fn: () => Promise<T>): Promise<T> {
    const result = tail.then(fn, fn);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** Wraps an open wa-sqlite connection (see LocalDatabase). */
export function wrapConnection(sqlite3: SQLiteAPI, db: number, fileName: string, onClose?: () => Promise<void> | void): LocalDatabase {
  const raw = rawHandle(sqlite3, db);
  const lock = createMutex();
  let closed = false;
  const guard = <T>(fn: () => Promise<T>) =>
    lock(() => {
      if (closed) throw new Error(`local database ${fileName} is closed`);
      return fn();
    });
  return {
    fileName,
    exec: (sql) => guard(() => raw.exec(sql)),
    run: (sql, binds) => guard(() => raw.run(sql, binds)),
    all: <T>(sql: string, binds?: readonly SqlBind[]) => guard(() => raw.all<T>(sql, binds)),
    transaction: <T>(fn: (tx: SqlHandle) => Promise<T>, mode: 'read' | 'write' = 'write') =>
      guard(async () => {
        await raw.exec(mode === 'read' ? 'BEGIN' : 'BEGIN IMMEDIATE');
        try {
          const result = await fn(raw);
          await raw.exec('COMMIT');
          return result;
        } catch (error) {
          if (!sqlite3.get_autocommit(db)) await raw.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () =>
      guard(async () => {
        closed = true;
        await raw.finalizeAll();
        await sqlite3.close(db);
        await onClose?.();
      }),
  };
}
