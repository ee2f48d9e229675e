import { apiPaths } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import { openTestDatabase, type TestDatabase } from '../data/test-database';
import { createCapturingMailer } from '../mail/mailer';
import { buildServer } from '../server';
import { createAgent, signUp } from '../test/test-app';
import { BENCH_CEILING_URL, registerBenchCeiling } from './bench-ceiling';

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', SCRYPT_N: '1024', CAIRN_SERVE_APPS: 'false', LOG_LEVEL: 'silent' });
  const app = await buildServer({ db: testDb.database.db, config, mailer: createCapturingMailer(false), now: () => new Date() });
  registerBenchCeiling(app, env);
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  testDb = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.dispose();
});

describe('bench ceiling route', () => {
  it('does not exist unless CAIRN_BENCH_CEILING=1', async () => {
    const app = await appWith({ CAIRN_BENCH_CEILING: 'true' });
    expect(app.hasRoute({ method: 'GET', url: BENCH_CEILING_URL })).toBe(false);
    expect((await app.inject({ method: 'GET', url: BENCH_CEILING_URL })).statusCode).not.toBe(200);
  });

  it('stores one real answer as the signed-in caller and serves the same bytes to loopback clients without a session', async () => {
    const app = await appWith({ CAIRN_BENCH_CEILING: '1' });
    expect(app.hasRoute({ method: 'GET', url: BENCH_CEILING_URL })).toBe(true);
    const anonymous = createAgent(app);
    const empty = await anonymous.get(BENCH_CEILING_URL);
    expect(empty.statusCode).toBe(404);
    expect((await anonymous.get(`${BENCH_CEILING_URL}?from=${encodeURIComponent(apiPaths.me())}`)).statusCode).toBe(401);

    const agent = createAgent(app);
    const me = await signUp(agent);
    const real = await agent.get(apiPaths.me());
    const primed = await agent.get(`${BENCH_CEILING_URL}?from=${encodeURIComponent(apiPaths.me())}`);
    expect(primed.statusCode).toBe(200);
    expect(primed.body).toBe(real.body);
    expect(primed.json()).toMatchObject({ id: me.id });

    const served = await anonymous.get(BENCH_CEILING_URL);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(real.headers['content-type']);
    expect(served.body).toBe(real.body);
    expect((await anonymous.request({ method: 'GET', url: BENCH_CEILING_URL, remoteAddress: '10.0.0.7' })).statusCode).toBe(403);
    expect((await agent.get(`${BENCH_CEILING_URL}?from=${encodeURIComponent('/auth/get-csrf-token/')}`)).statusCode).toBe(400);
    expect((await agent.get(`${BENCH_CEILING_URL}?from=${encodeURIComponent(`${BENCH_CEILING_URL}?from=/api/users/me/`)}`)).statusCode).toBe(400);
  });
});
