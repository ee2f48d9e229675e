import { apiPaths } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../data/db';
import { newCast, seedWorkItem, seedWorld } from '../modules/comments/work-items.test-support';
import { buildServer } from '../server';
import { createTestApp, type TestApp } from '../test/test-app';
import { openStream, type SseClient } from './events.test-support';

// Two API instances on one database: a write through one reaches a stream held by the other. On PostgreSQL (npm run
// test:pg) the second instance has its own pool and its own LISTEN connection, so the event crosses real
// NOTIFY; on PGlite both share the one embedded database and its in-process notifications.

jest.setTimeout(30_000);

let t: TestApp;
let second: FastifyInstance;
let secondDb: Database | undefined;
let stream: SseClient | undefined;

beforeAll(async () => {
  t = await createTestApp();
  let database = t.database;
  if (t.database.kind === 'postgres') {
    const [{ name }] = await t.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    secondDb = await openDatabase({ databaseUrl: url.toString() });
    database = secondDb;
  }
  // Polling far off: only NOTIFY can bring the event in time.
  second = await buildServer({ ...t.deps, db: database.db, listen: database.listen, events: { pollMs: 60_000 } });
  await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  stream?.close();
  await second.close();
  await secondDb?.close();
  await t.close();
});

it('a change made through one instance reaches a client of the other within a blink', async () => {
  const cast = await newCast(t);
  const w = await seedWorld(t, cast);
  const row = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projAdmin.id });
  const address = second.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  // Sessions live in the database: the cookie from the first instance signs in on the second.
  stream = await openStream(`http://127.0.0.1:${address.port}`, cast.projMember.agent, w.slug);
  expect(stream.status).toBe(200);
  await stream.waitFor((m) => m.some((x) => x.event === 'ready'));
  const started = Date.now();
  expect((await cast.projAdmin.agent.patch(apiPaths.workItem(w.slug, w.project.id, row.id), { priority: 'urgent' })).statusCode).toBe(200);
  await stream.waitFor((m) => m.some((x) => x.event === 'change'), 5000);
  expect(stream.changes()[0]).toMatchObject({ entity_id: row.id, changes: { priority: { old: 'none', new: 'urgent' } } });
  expect(Date.now() - started).toBeLessThan(5000);
});
