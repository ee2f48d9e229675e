import { randomUUID } from 'node:crypto';
import { API_TOKEN_MAX_PER_USER, API_TOKEN_PREFIX, API_V1_PREFIX, apiPaths, apiTokenCreatedSchema, apiTokenSchema, INTEGRATION_TEXT } from '@cairn/types';
import { sha256 } from '../../http/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { homeActors, seedHomeWorld, type HomeActors, type HomeWorld } from '../dashboard/home.test-support';
import { newApiKey } from '../public-api/v1.test-support';
import type { Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let a: HomeActors;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await homeActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.reset();
  // The actors live for the whole file: each test starts without tokens.
  await t.query('DELETE FROM api_tokens');
  w = await seedHomeWorld(t, a);
});

const T0 = new Date('2026-03-01T10:00:00.000Z');
const create = (actor: Actor, body: Record<string, unknown>) => actor.agent.post(apiPaths.apiTokens(), body);
const me = (key: string) => t.app.inject({ method: 'GET', url: `${API_V1_PREFIX}/users/me/`, headers: { 'x-api-key': key } });
const tokenRow = async (id: string) => (await t.query<Record<string, unknown>>('SELECT * FROM api_tokens WHERE id = $1', [id]))[0];

describe('personal API tokens', () => {
  it('creates a token shown once: prefixed, random, stored as sha256 only, with its last four as the hint', async () => {
    t.clock.set(T0);
    const res = await create(a.member, { label: '  CI  ', description: 'Deploy bot', workspace_slug: w.slug });
    expect(res.statusCode).toBe(201);
    const created = apiTokenCreatedSchema.strict().parse(res.json());
    expect(created).toMatchObject({
      label: 'CI', description: 'Deploy bot', workspace: w.workspaceId, workspace_slug: w.slug, expired_at: null, is_active: true, last_used_at: null, created_at: T0.toISOString(),
    });
    expect(created.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(created.token.length).toBeGreaterThanOrEqual(API_TOKEN_PREFIX.length + 43);
    expect(created.token_hint).toBe(created.token.slice(-4));

    const row = await tokenRow(created.id);
    expect(row.token_hash).toBe(sha256(created.token));
    expect(row.user_id).toBe(a.member.id);
    // Nothing stored holds the token (nor its random part) as text.
    const stored = JSON.stringify(await t.query('SELECT * FROM api_tokens'));
    expect(stored).not.toContain(created.token);
    expect(stored).not.toContain(created.token.slice(API_TOKEN_PREFIX.length));

    // Two tokens never share a value.
    const other = (await create(a.member, { label: 'CI 2', workspace_slug: w.slug })).json();
    expect(other.token).not.toBe(created.token);

    // It works as an X-Api-Key, as its user.
    const who = await me(created.token);
    expect(who.statusCode).toBe(200);
    expect(who.json().id).toBe(a.member.id);
  });

  it('lists newest first and reads one, never with the token or its hash', async () => {
    t.clock.set(T0);
    const first = (await create(a.member, { label: 'First', workspace_slug: w.slug })).json();
    t.clock.advance(1000);
    const second = (await create(a.member, { label: 'Second', workspace_slug: w.slug, expired_at: '2026-06-01T00:00:00+02:00' })).json();
    const list = await a.member.agent.get(apiPaths.apiTokens());
    expect(list.statusCode).toBe(200);
    const rows = list.json() as unknown[];
    expect(rows.map((r) => apiTokenSchema.strict().parse(r).label)).toEqual(['Second', 'First']);
    expect(list.body).not.toContain(first.token);
    expect(list.body).not.toContain('token_hash');
    expect(list.body).not.toContain(sha256(first.token));

    const one = await a.member.agent.get(apiPaths.apiToken(second.id));
    expect(one.statusCode).toBe(200);
    expect(apiTokenSchema.strict().parse(one.json())).toMatchObject({ id: second.id, label: 'Second', expired_at: '2026-05-31T22:00:00.000Z', is_active: true });
    expect(one.body).not.toContain(second.token);
    // Only the caller's own tokens.
    expect((await a.admin.agent.get(apiPaths.apiTokens())).json()).toEqual([]);
  });

  it('revoking deletes the token: the next request with it is 401 at once', async () => {
    const created = (await create(a.member, { label: 'Soon gone', workspace_slug: w.slug })).json();
    expect((await me(created.token)).statusCode).toBe(200);
    expect((await a.member.agent.delete(apiPaths.apiToken(created.id))).statusCode).toBe(204);
    const after = await me(created.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: INTEGRATION_TEXT.apiKeyInvalid, error_code: 'UNAUTHENTICATED' });
    expect(await tokenRow(created.id)).toBeUndefined();
    expect((await a.member.agent.get(apiPaths.apiToken(created.id))).json()).toEqual({ error: INTEGRATION_TEXT.tokenNotFound, error_code: 'NOT_FOUND' });
    expect((await a.member.agent.delete(apiPaths.apiToken(created.id))).statusCode).toBe(404);
  });

  it('expires: is_active turns false and the key is refused once expired_at has passed', async () => {
    t.clock.set(T0);
    const created = (await create(a.member, { label: 'Week', workspace_slug: w.slug, expired_at: new Date(T0.getTime() + 7 * 86_400_000).toISOString() })).json();
    expect(created.is_active).toBe(true);
    t.clock.advance(7 * 86_400_000 - 1000);
    expect((await me(created.token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await me(created.token)).statusCode).toBe(401);
    expect((await a.member.agent.get(apiPaths.apiToken(created.id))).json()).toMatchObject({ is_active: false });
    expect((await a.member.agent.get(apiPaths.apiTokens())).json()[0]).toMatchObject({ id: created.id, is_active: false });
  });

  it('moves last_used_at when the token is used, at most once a minute', async () => {
    t.clock.set(T0);
    const created = (await create(a.member, { label: 'Used', workspace_slug: w.slug })).json();
    t.clock.advance(5000);
    await me(created.token);
    expect((await a.member.agent.get(apiPaths.apiToken(created.id))).json().last_used_at).toBe(new Date(T0.getTime() + 5000).toISOString());
    t.clock.advance(30_000);
    await me(created.token);
    expect((await a.member.agent.get(apiPaths.apiToken(created.id))).json().last_used_at).toBe(new Date(T0.getTime() + 5000).toISOString());
    t.clock.advance(31_000);
    await me(created.token);
    expect((await a.member.agent.get(apiPaths.apiToken(created.id))).json().last_used_at).toBe(new Date(T0.getTime() + 66_000).toISOString());
  });

  it('lets every active member create one (guests too), and only for a workspace they belong to (404 otherwise)', async () => {
    for (const actor of [a.admin, a.member, a.guest]) {
      expect((await create(actor, { label: 'Mine', workspace_slug: w.slug })).statusCode).toBe(201);
    }
    const outsider = await create(a.outsider, { label: 'Theirs', workspace_slug: w.slug });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error).toBe('Workspace not found');
    expect((await create(a.member, { label: 'Nowhere', workspace_slug: 'no-such-workspace' })).statusCode).toBe(404);
    expect((await create(a.member, { label: 'Foreign', workspace_slug: w.foreign.slug })).statusCode).toBe(404);
    // A member who left (inactive membership) cannot either.
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [w.workspaceId, a.memberOut.id]);
    expect((await create(a.memberOut, { label: 'Gone', workspace_slug: w.slug })).statusCode).toBe(404);
    expect(await t.query('SELECT user_id FROM api_tokens WHERE user_id = ANY($1)', [[a.outsider.id, a.memberOut.id]])).toEqual([]);
  });

  it(`refuses a ${API_TOKEN_MAX_PER_USER + 1}th token with 409`, async () => {
    for (let i = 0; i < API_TOKEN_MAX_PER_USER; i += 1) await newApiKey(t, a.member.id, w.workspaceId, { label: `k${i}` });
    const res = await create(a.member, { label: 'One too many', workspace_slug: w.slug });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: INTEGRATION_TEXT.tokenLimit, error_code: 'CONFLICT' });
    // Another user's budget is their own.
    expect((await create(a.admin, { label: 'Fine', workspace_slug: w.slug })).statusCode).toBe(201);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    t.clock.set(T0);
    const cases: Array<[Record<string, unknown>, string?]> = [
      [{ workspace_slug: w.slug }],
      [{ label: '', workspace_slug: w.slug }, INTEGRATION_TEXT.tokenLabelRequired],
      [{ label: '   ', workspace_slug: w.slug }, INTEGRATION_TEXT.tokenLabelRequired],
      [{ label: 'x'.repeat(256), workspace_slug: w.slug }],
      [{ label: 'ok', description: 'd'.repeat(1001), workspace_slug: w.slug }],
      [{ label: 'ok' }],
      [{ label: 'ok', workspace_slug: '' }],
      [{ label: 'ok', workspace_slug: 's'.repeat(10_000) }],
      [{ label: 'ok', workspace_slug: w.slug, expired_at: 'tomorrow' }],
      [{ label: 'ok', workspace_slug: w.slug, expired_at: 12 }],
      [{ label: 'ok', workspace_slug: w.slug, expired_at: T0.toISOString() }, INTEGRATION_TEXT.tokenExpiryPast],
      [{ label: 'ok', workspace_slug: w.slug, expired_at: '2020-01-01T00:00:00Z' }, INTEGRATION_TEXT.tokenExpiryPast],
      [{ label: 'ok\u0000', workspace_slug: w.slug }],
      [{ label: 'ok', workspace_slug: w.slug, token: 'cairn_api_mine' }],
      [{ label: 'ok', workspace_slug: w.slug, user_id: a.admin.id }],
      [{ label: ['ok'], workspace_slug: w.slug }],
    ];
    for (const [body, message] of cases) {
      const res = await create(a.member, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      if (message) expect(res.json().error).toBe(message);
    }
    expect((await a.member.agent.post(apiPaths.apiTokens(), 'not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await a.member.agent.get(apiPaths.apiToken('not-a-uuid'))).statusCode).toBe(400);
    expect((await a.member.agent.delete(apiPaths.apiToken('1'.repeat(60)))).statusCode).toBe(400);
    // A huge id is stopped by the input guard before routing.
    expect((await a.member.agent.delete(apiPaths.apiToken('1'.repeat(5000)))).statusCode).toBe(414);
    expect(await t.query('SELECT id FROM api_tokens')).toEqual([]);
  });

  it("denies: anonymous 401, another user's token 404 and untouched, no CSRF header 403", async () => {
    const mine = (await create(a.member, { label: 'Mine', workspace_slug: w.slug })).json();
    const anonymous = [
      { method: 'GET' as const, url: apiPaths.apiTokens() },
      { method: 'POST' as const, url: apiPaths.apiTokens(), payload: { label: 'x', workspace_slug: w.slug } },
      { method: 'GET' as const, url: apiPaths.apiToken(mine.id) },
      { method: 'DELETE' as const, url: apiPaths.apiToken(mine.id) },
    ];
    for (const req of anonymous) expect({ ...req, status: (await t.app.inject(req)).statusCode }).toEqual({ ...req, status: 401 });
    // An API key is no session: the token routes are not reachable with one.
    expect((await t.app.inject({ method: 'GET', url: apiPaths.apiTokens(), headers: { 'x-api-key': mine.token } })).statusCode).toBe(401);

    for (const other of [a.admin, a.guest, a.outsider]) {
      expect((await other.agent.get(apiPaths.apiToken(mine.id))).statusCode).toBe(404);
      expect((await other.agent.delete(apiPaths.apiToken(mine.id))).statusCode).toBe(404);
    }
    expect((await a.member.agent.get(apiPaths.apiToken(randomUUID()))).statusCode).toBe(404);
    expect((await a.member.agent.request({ method: 'DELETE', url: apiPaths.apiToken(mine.id), csrf: false })).statusCode).toBe(403);
    expect((await a.member.agent.request({ method: 'POST', url: apiPaths.apiTokens(), body: { label: 'x', workspace_slug: w.slug }, csrf: false })).statusCode).toBe(403);
    expect(await tokenRow(mine.id)).toMatchObject({ id: mine.id, label: 'Mine' });
    expect((await me(mine.token)).statusCode).toBe(200);
  });

  it("reaches only its workspace on the v1 API, with the user's current membership", async () => {
    const created = (await create(a.member, { label: 'Projects', workspace_slug: w.slug })).json();
    const projects = (slug: string) => t.app.inject({ method: 'GET', url: `${API_V1_PREFIX}/workspaces/${slug}/projects/`, headers: { 'x-api-key': created.token } });
    const own = await projects(w.slug);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(w.project.id);
    const foreign = await projects(w.foreign.slug);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(INTEGRATION_TEXT.apiKeyWorkspace);
    expect(foreign.body).not.toContain(w.foreign.project.id);
    // Removed from the workspace: the key opens nothing any more, not even users/me (refused like a revoked key).
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [w.workspaceId, a.member.id]);
    const removed = await projects(w.slug);
    expect(removed.statusCode).toBe(401);
    expect(removed.body).not.toContain(w.project.id);
    expect((await me(created.token)).statusCode).toBe(401);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/users/api-tokens/'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/users/api-tokens/{tokenId}/'] ?? {})).toEqual(expect.arrayContaining(['get', 'delete']));
  });
});
