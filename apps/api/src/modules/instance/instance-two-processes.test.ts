import { apiPaths, INSTANCE_TEXT } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type Db } from '../../data/db';
import { buildServer } from '../../server';
import { createAgent, createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';
import { startInstanceSettings } from './instance-settings.store';
import { setUpInstance } from './instance.test-support';

// Two API processes on one database: a settings change made through A is seen by B without a restart. B's settings
// cache lives 60 s here and ignores A's local invalidation, so only the NOTIFY at commit can bring the change in time.
// On PostgreSQL (npm run test:pg) B has its own pool and LISTEN connection; on PGlite (one process per database by
// design) B is a second handle on the same embedded database with its own cache and in-process notifications.

jest.setTimeout(30_000);

let t: TestApp;
let b: FastifyInstance;
let secondDb: Database | undefined;
let stopB: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await createTestApp();
  let db: Db = new Proxy(t.db, {});
  let listen = t.database.listen;
  if (t.database.kind === 'postgres') {
    const [{ name }] = await t.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    secondDb = await openDatabase({ databaseUrl: url.toString() });
    db = secondDb.db;
    listen = secondDb.listen;
  }
  stopB = await startInstanceSettings(db, { config: t.deps.config, secretKey: t.deps.secretKey, listen, ttlMs: 60_000, isolated: true });
  b = await buildServer({ ...t.deps, db, listen });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await stopB?.();
  await secondDb?.close();
  await t.close();
});

async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a settings change made through process A is enforced by process B within a blink', async () => {
  const god = await setUpInstance(t);
  const info = async () => (await createAgent(b).get(apiPaths.instances())).json();
  expect((await info()).config.is_signup_enabled).toBe(true);
  const started = Date.now();
  expect((await god.agent.patch(apiPaths.instanceSettings(), { is_signup_enabled: false, instance_name: 'Renamed' })).statusCode).toBe(200);
  await eventually(async () => (await info()).config.is_signup_enabled === false, 3000);
  expect(Date.now() - started).toBeLessThan(3000);
  expect((await info()).instance.name).toBe('Renamed');
  const refused = await createAgent(b).post(apiPaths.signUp(), { email: uniqueEmail(), password: TEST_PASSWORD });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toBe(INSTANCE_TEXT.signupDisabled);
});
