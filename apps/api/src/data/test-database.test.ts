import { openTestDatabase, type TestDatabase } from './test-database';

// openTestDatabase opens a copy of a migrated template (PGlite dump or PostgreSQL template database); truncateAll
// empties only what was written. Both must leave every test with empty tables and fresh sequences.

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await openTestDatabase();
});
afterAll(async () => {
  await first?.dispose();
  await second?.dispose();
});

const rowCounts = async (t: TestDatabase) => {
  const tables = (await t.database.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).map((r) => r.tablename);
  const [row] = await t.database.query<{ n: number }>(`SELECT (${tables.map((name) => `(SELECT count(*) FROM "${name}")`).join(' + ')})::int AS n`);
  return { tables: tables.length, rows: row.n };
};

const addUserWithToken = async (t: TestDatabase, email: string) => {
  const [user] = await t.database.query<{ id: string }>(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]);
  await t.database.query(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now())`, [email, user.id]);
};

describe('openTestDatabase', () => {
  it('opens migrated, empty databases that do not share rows', async () => {
    const migrated = await first.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(migrated[0].n).toBeGreaterThan(0);
    expect((await rowCounts(first)).tables).toBeGreaterThan(40);
    await first.truncateAll();
    await second.truncateAll();
    await addUserWithToken(first, 'only-in-first@example.com');
    expect(await second.database.query(`SELECT id FROM users`)).toEqual([]);
  });

  it('truncateAll empties referenced and referencing tables and restarts used sequences', async () => {
    await addUserWithToken(first, 'a@example.com');
    await first.database.query(`SELECT nextval('events_id_seq'), nextval('events_id_seq'), nextval('page_doc_updates_id_seq')`);
    await first.truncateAll();
    expect((await rowCounts(first)).rows).toBe(0);
    const [seq] = await first.database.query<{ events: string; pages: string }>(`SELECT nextval('events_id_seq')::text AS events, nextval('page_doc_updates_id_seq')::text AS pages`);
    expect(seq).toEqual({ events: '1', pages: '1' });
    await first.truncateAll();
    await addUserWithToken(first, 'a@example.com');
    expect(await first.database.query(`SELECT email FROM users`)).toEqual([{ email: 'a@example.com' }]);
    await first.truncateAll();
    await first.truncateAll();
    expect((await rowCounts(first)).rows).toBe(0);
  });
});
