import { createAgent, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health/', () => {
  it('is public and reports the database', async () => {
    const res = await createAgent(t.app).get('/api/health/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
