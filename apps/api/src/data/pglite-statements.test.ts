import { PGlite } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements';

// Named prepared statements on PGlite: the same answers as PGlite's own query(), parsed once per text, a bounded
// number kept, and errors that leave the connection usable.

let client: PGlite;
let statements: PgliteStatements;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec(`create table t (id int primary key, name text, at timestamptz, tags text[])`);
  statements = new PgliteStatements(client);
});

afterAll(async () => {
  await client.close();
});

const prepared = async () => (await client.query<{ name: string; generic_plans: number; custom_plans: number }>('select name, generic_plans, custom_plans from pg_prepared_statements')).rows;

describe('PgliteStatements', () => {
  it('answers as PGlite query() does — rows, types, row modes and affected rows — parsing each text once', async () => {
    const insert = 'insert into t (id, name, at, tags) values ($1, $2, $3, $4)';
    for (const id of [1, 2, 3]) {
      const r = await statements.run(insert, [id, `n${id}`, new Date(Date.UTC(2026, 0, id)), ['a', `b${id}`]]);
      expect(r.affectedRows).toBe(1);
    }
    const text = 'select id, name, at, tags from t where id >= $1 order by id';
    const ours = await statements.run(text, [2]);
    const theirs = await client.query(text, [2]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect((await statements.run(text, [1], { rowMode: 'array' })).rows).toEqual((await client.query(text, [1], { rowMode: 'array' })).rows);
    const named = (await prepared()).filter((s) => s.name.startsWith('cairn_s'));
    expect(named).toHaveLength(2);
    const select = named.find((s) => s.generic_plans + s.custom_plans === 2);
    expect(select).toBeDefined();
  });

  it('keeps at most 256 statements, dropping the least recently used, and parses a dropped text again', async () => {
    const first = 'select 1 + $1::int as n';
    await statements.run(first, [1]);
    for (let i = 0; i < 300; i += 1) await statements.run(`select ${i} + $1::int as n`, [1]);
    expect(statements.size).toBe(256);
    expect((await prepared()).filter((s) => s.name.startsWith('cairn_s'))).toHaveLength(256);
    expect((await statements.run<{ n: number }>(first, [41])).rows).toEqual([{ n: 42 }]);
  });

  it('throws the database error with its code and stays usable; DDL runs unnamed', async () => {
    await expect(statements.run('insert into t (id, name) values ($1, $2)', [1, 'dup'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.run('select nope from t', [])).rejects.toMatchObject({ code: '42703' });
    const before = statements.size;
    await statements.run('create index t_name_idx on t (name)');
    expect(statements.size).toBe(before);
    expect((await statements.run<{ n: number }>('select count(*)::int as n from t', [])).rows).toEqual([{ n: 3 }]);
  });
});
