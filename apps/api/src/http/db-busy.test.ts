import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import { migrationsFolder, openDatabase, runMigrations, type Database } from '../data/db';
import { createCapturingMailer } from '../mail/mailer';
import { buildServer } from '../server';
import { createAgent, signUp } from '../test/test-app';

// PGlite's single connection is handed out by a request-fair gate (data/db-gate.ts) with a bound: a request that
// cannot have the database within it is answered 503 with Retry-After, never left hanging, and nothing of it is
// written. This file always runs on PGlite (the gate exists only there), with a 300 ms bound.

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  const config = { ...loadConfig({ NODE_ENV: 'test', SCRYPT_N: '1024', CAIRN_SERVE_APPS: 'false', LOG_LEVEL: 'silent' }), dbQueueTimeoutMs: 300 };
  database = await openDatabase({ inMemory: true, queueTimeoutMs: config.dbQueueTimeoutMs });
  await runMigrations(database, migrationsFolder(config.appsDir));
  app = await buildServer({ db: database.db, config, mailer: createCapturingMailer(false), now: () => new Date() });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Holds the database (a transaction that waits) until release() is called. */
function holdDatabase() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  // The transaction holds the database from its BEGIN to its end.
  const done = database.db.transaction(async () => {
    holding();
    await released;
  });
  return { held, release, done };
}

describe('PGlite busy: bounded queue', () => {
  it('answers 503 with Retry-After while the database is held, writes nothing, and serves the request once it is free', async () => {
    const agent = createAgent(app);
    await signUp(agent);
    const create = () => agent.post('/api/workspaces/', { name: 'Busy', slug: 'busy-ws' });
    await agent.get('/auth/get-csrf-token/');

    const hold = holdDatabase();
    await hold.held;
    let answered = false;
    try {
      const res = await create();
      answered = true;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ error_code: 'SERVICE_BUSY' });
    } finally {
      // Released only after the answer came: the request was refused while the database was still held.
      hold.release();
      await hold.done;
    }
    expect(answered).toBe(true);
    expect(await database.query(`select count(*)::int as n from workspaces where slug = 'busy-ws'`)).toEqual([{ n: 0 }]);

    const again = await create();
    expect(again.statusCode).toBe(201);
    expect(await database.query(`select count(*)::int as n from workspaces where slug = 'busy-ws'`)).toEqual([{ n: 1 }]);
  });

  it('answers a queue of requests in the order they arrived once the database is free', async () => {
    const agent = createAgent(app);
    await signUp(agent);
    const hold = holdDatabase();
    await hold.held;
    const order: number[] = [];
    const requests = [0, 1, 2, 3].map((i) => agent.get('/api/users/me/').then((res) => (order.push(i), res.statusCode)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    hold.release();
    await hold.done;
    expect(await Promise.all(requests)).toEqual([200, 200, 200, 200]);
    expect(order).toEqual([0, 1, 2, 3]);
  });
});
