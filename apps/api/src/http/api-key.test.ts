import { API_RATE_LIMIT, API_TOKEN_PREFIX, API_V1_PREFIX, INTEGRATION_TEXT, ROLE } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildServer } from '../server';
import { createAgent, signUp, uniqueEmail, type TestApp, createTestApp } from '../test/test-app';
import { newApiKey, seedV1User } from '../modules/public-api/v1.test-support';
import { seedWorkspace } from '../modules/workspaces/workspaces.test-support';
import { defineRoute } from './route';
import { randomToken, sha256 } from './tokens';

// X-Api-Key authentication (http/api-key.ts, issue 18): a second server over the same database carries test-only v1
// routes with :slug (GET and POST), so workspace binding, CSRF and "authentication before validation" are checked
// without depending on any v1 area. Workspace-less checks use the real GET /api/v1/users/me/.

let t: TestApp;
let probe: FastifyInstance;
let user: { id: string; email: string };
let slugA: string;
let slugB: string;
let workspaceA: string;
let workspaceB: string;

const PROBE = `${API_V1_PREFIX}/workspaces/:slug/probe/:probeId/`;
const probeUrl = (slug: string, id = '00000000-0000-4000-8000-000000000001') => `${API_V1_PREFIX}/workspaces/${slug}/probe/${id}/`;
const WINDOW_MS = API_RATE_LIMIT.windowSec * 1000;
// The start of a rate-limit window, plus 10 s.
const T0 = new Date(Math.floor(Date.parse('2026-04-01T12:00:00Z') / WINDOW_MS) * WINDOW_MS + 10_000);

beforeAll(async () => {
  t = await createTestApp();
  probe = await buildServer(t.deps);
  const params = z.strictObject({ slug: z.string(), probeId: z.string().uuid() });
  defineRoute(probe, {
    method: 'GET', url: PROBE, auth: 'apiKey', params, tags: ['test'], summary: 'test probe',
    handler: async ({ user: caller, req }) => ({ user: caller.id, token: req.apiKey?.token.id }),
  });
  defineRoute(probe, {
    method: 'POST', url: PROBE, auth: 'apiKey', params, body: z.object({ name: z.string().max(10) }), tags: ['test'], summary: 'test probe write',
    handler: async ({ body, reply }) => {
      reply.code(201);
      return { name: body.name };
    },
  });
  await probe.ready();
  user = await seedV1User(t, 'key-user');
  const a = await seedWorkspace(t, user.id, [[user.id, ROLE.ADMIN]]);
  const b = await seedWorkspace(t, user.id, [[user.id, ROLE.ADMIN]]);
  slugA = a.workspace.slug;
  slugB = b.workspace.slug;
  workspaceA = a.workspace.id;
  workspaceB = b.workspace.id;
}, 60_000);
afterAll(async () => {
  await probe.close();
  await t.close();
});
beforeEach(async () => {
  t.clock.reset();
  await t.query("DELETE FROM rate_limit_buckets WHERE key LIKE 'api-key:%'");
});

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${API_V1_PREFIX}/users/me/`, headers });

describe('X-Api-Key authentication', () => {
  it('answers 401 without a key, with an unknown, mistyped or malformed key — never 5xx', async () => {
    const { key } = await newApiKey(t, user.id, workspaceA);
    expect((await me({ 'x-api-key': key })).statusCode).toBe(200);
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error_code: 'UNAUTHENTICATED' });
    const bad = [
      '',
      '   ',
      `${API_TOKEN_PREFIX}${randomToken()}`,
      key.toUpperCase(),
      key.slice(0, -1),
      `${key}x`,
      sha256(key),
      'cairn_api_ünïcødé-ключ-🔑-0123456789',
      `${API_TOKEN_PREFIX}${'a'.repeat(10_240)}`,
      'x'.repeat(10_240),
      "' OR 1=1 --aaaaaaaaaaaaaaaaaaa",
      `${key.slice(0, 20)}%00${key.slice(20)}`,
    ];
    for (const value of bad) {
      const res = await me({ 'x-api-key': value });
      expect({ value: value.slice(0, 40), status: res.statusCode }).toEqual({ value: value.slice(0, 40), status: 401 });
    }
    // NUL bytes (inject lets them through, as a lenient proxy might), a non-ASCII character inside a real key, a list.
    for (const value of [`${key.slice(0, 20)}\u0000${key.slice(20)}`, `${key}\u0000`, '\u0000'.repeat(40), `${key.slice(0, 20)}\u00e9${key.slice(20)}`]) {
      expect((await me({ 'x-api-key': value })).statusCode).toBe(401);
    }
    const twice = await t.app.inject({ method: 'GET', url: `${API_V1_PREFIX}/users/me/`, headers: { 'x-api-key': [key, key] as unknown as string } });
    expect(twice.statusCode).toBe(401);
  });

  it('takes no session: the cookie alone is 401 on /api/v1, and a key needs no CSRF header', async () => {
    const agent = createAgent(t.app);
    await signUp(agent, uniqueEmail('cookie'));
    expect((await agent.get('/api/users/me/')).statusCode).toBe(200);
    expect((await agent.get(`${API_V1_PREFIX}/users/me/`)).statusCode).toBe(401);
    // A key with the cookie present: the key's user, not the session's.
    const { key } = await newApiKey(t, user.id, workspaceA);
    const both = await agent.get(`${API_V1_PREFIX}/users/me/`, { 'x-api-key': key });
    expect(both.statusCode).toBe(200);
    expect(both.json().id).toBe(user.id);
    // A write with the key and no CSRF header (nor cookie) works.
    const write = await probe.inject({ method: 'POST', url: probeUrl(slugA), headers: { 'x-api-key': key }, payload: { name: 'hello' } });
    expect(write.statusCode).toBe(201);
    expect(write.json()).toEqual({ name: 'hello' });
    const cookieOnly = await probe.inject({ method: 'POST', url: probeUrl(slugA), headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, payload: { name: 'x' } });
    expect(cookieOnly.statusCode).toBe(401);
  });

  it("binds the key to its workspace: another workspace's slug is 403, even one the user belongs to", async () => {
    const { key, tokenId } = await newApiKey(t, user.id, workspaceA);
    const own = await probe.inject({ method: 'GET', url: probeUrl(slugA), headers: { 'x-api-key': key } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ user: user.id, token: tokenId });
    for (const slug of [slugB, 'no-such-workspace', slugA.toUpperCase()]) {
      const res = await probe.inject({ method: 'GET', url: probeUrl(slug), headers: { 'x-api-key': key } });
      expect({ slug, status: res.statusCode }).toEqual({ slug, status: 403 });
      expect(res.json()).toMatchObject({ error: INTEGRATION_TEXT.apiKeyWorkspace, error_code: 'FORBIDDEN' });
    }
    const keyB = await newApiKey(t, user.id, workspaceB);
    expect((await probe.inject({ method: 'GET', url: probeUrl(slugB), headers: keyB.headers })).statusCode).toBe(200);
    expect((await probe.inject({ method: 'GET', url: probeUrl(slugA), headers: keyB.headers })).statusCode).toBe(403);
  });

  it('authenticates before reading input: without a key bad input is 401, with one it is 400', async () => {
    const { headers } = await newApiKey(t, user.id, workspaceA);
    expect((await probe.inject({ method: 'GET', url: probeUrl(slugA, 'not-a-uuid') })).statusCode).toBe(401);
    expect((await probe.inject({ method: 'POST', url: probeUrl(slugA), payload: { name: 'x'.repeat(50) } })).statusCode).toBe(401);
    expect((await probe.inject({ method: 'GET', url: probeUrl(slugA, 'not-a-uuid'), headers })).statusCode).toBe(400);
    const tooLong = await probe.inject({ method: 'POST', url: probeUrl(slugA), headers, payload: { name: 'x'.repeat(50) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { name: expect.any(Array) } });
  });

  it('refuses an expired key and a deactivated user’s key with 401', async () => {
    t.clock.set(T0);
    const soon = await newApiKey(t, user.id, workspaceA, { expiredAt: new Date(T0.getTime() + 3_600_000) });
    expect((await me(soon.headers)).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    const expired = await me(soon.headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(INTEGRATION_TEXT.apiKeyInvalid);

    const other = await seedV1User(t, 'deactivated');
    const own = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]]);
    const { headers } = await newApiKey(t, other.id, own.workspace.id);
    expect((await me(headers)).statusCode).toBe(200);
    await t.query('UPDATE users SET is_active = false WHERE id = $1', [other.id]);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it("refuses the key of a user who is no longer a member of the token's workspace", async () => {
    const leaver = await seedV1User(t, 'leaver');
    const own = await seedWorkspace(t, leaver.id, [[leaver.id, ROLE.ADMIN]]);
    const { headers } = await newApiKey(t, leaver.id, own.workspace.id);
    expect((await me(headers)).statusCode).toBe(200);
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [own.workspace.id, leaver.id]);
    expect((await me(headers)).statusCode).toBe(401);
    // A key bound to a workspace the user never joined opens nothing either.
    const stray = await newApiKey(t, leaver.id, workspaceA);
    expect((await me(stray.headers)).statusCode).toBe(401);
  });

  it(`rate-limits each key: ${API_RATE_LIMIT.limit} requests a window with the headers counting down, then 429 with Retry-After`, async () => {
    t.clock.set(T0);
    const first = await newApiKey(t, user.id, workspaceA);
    const resetAt = String((Math.floor(T0.getTime() / WINDOW_MS) * WINDOW_MS + WINDOW_MS) / 1000);
    for (let i = 1; i <= API_RATE_LIMIT.limit; i += 1) {
      const res = await me(first.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(API_RATE_LIMIT.limit));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(API_RATE_LIMIT.limit - i));
      expect(res.headers['x-ratelimit-reset']).toBe(resetAt);
    }
    const limited = await me(first.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error_code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBe(String(API_RATE_LIMIT.windowSec - 10));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBe(resetAt);

    // Another key of the same user has its own budget.
    const second = await newApiKey(t, user.id, workspaceA);
    const fresh = await me(second.headers);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-ratelimit-remaining']).toBe(String(API_RATE_LIMIT.limit - 1));

    // A new window starts the count again.
    t.clock.advance(WINDOW_MS - 10_000);
    const next = await me(first.headers);
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe(String(API_RATE_LIMIT.limit - 1));
    expect(next.headers['x-ratelimit-reset']).toBe(String(Number(resetAt) + API_RATE_LIMIT.windowSec));
  }, 60_000);

  it('does not count requests that fail authentication against any key', async () => {
    t.clock.set(T0);
    const { headers } = await newApiKey(t, user.id, workspaceA);
    for (let i = 0; i < 5; i += 1) await me({ 'x-api-key': `${API_TOKEN_PREFIX}${randomToken()}` });
    expect((await me(headers)).headers['x-ratelimit-remaining']).toBe(String(API_RATE_LIMIT.limit - 1));
  });
});
