import { apiPaths } from '@cairn/types';
import type { FastifyRequest } from 'fastify';
import { createAgent, createTestApp, signUp, type TestApp } from '../test/test-app';
import { findSessionWithUser } from '../data/repositories/sessions.repository';
import { DELEGATED_SESSION_HEADER, withDelegatedSession } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1, sessionIdleDays: 7, sessionMaxDays: 30 } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const DAY = 24 * 60 * 60 * 1000;
const lastSeen = async () => (await t.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions'))[0].last_seen_at.getTime();

describe('session cookie', () => {
  it('is Secure when the request came over https through a trusted proxy', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    const res = await agent.post(apiPaths.signIn(), { email: (await agent.get(apiPaths.me())).json().email, password: 'Str0ng-Passw0rd!' }, { 'x-forwarded-proto': 'https' });
    const cookie = res.cookies.find((c) => c.name === 'session_id');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('stores only a hash of the token', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    const token = agent.cookies.get('session_id') ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.query<{ id: string }>('SELECT id FROM sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(token);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('session timeouts', () => {
  it('ends after SESSION_IDLE_DAYS without use', async () => {
    t.clock.set(new Date('2030-01-01T00:00:00Z'));
    const agent = createAgent(t.app);
    await signUp(agent);
    t.clock.advance(7 * DAY - 60_000);
    expect((await agent.get(apiPaths.me())).statusCode).toBe(200);
    t.clock.advance(7 * DAY - 60_000);
    expect((await agent.get(apiPaths.me())).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    const res = await agent.get(apiPaths.me());
    expect(res.statusCode).toBe(401);
    expect(agent.cookies.has('session_id')).toBe(false);
    expect(await t.query('SELECT id FROM sessions')).toHaveLength(0);
  });

  it('ends SESSION_MAX_DAYS after sign-in even when used every day', async () => {
    t.clock.set(new Date('2030-01-01T00:00:00Z'));
    const agent = createAgent(t.app);
    await signUp(agent);
    for (let day = 1; day < 30; day += 1) {
      t.clock.advance(DAY);
      expect((await agent.get(apiPaths.me())).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await agent.get(apiPaths.me())).statusCode).toBe(401);
  });

  it('updates last_seen_at at most once a minute', async () => {
    t.clock.set(new Date('2030-01-01T00:00:00Z'));
    const agent = createAgent(t.app);
    await signUp(agent);
    const start = await lastSeen();
    t.clock.advance(30_000);
    await agent.get(apiPaths.me());
    expect(await lastSeen()).toBe(start);
    t.clock.advance(31_000);
    await agent.get(apiPaths.me());
    expect(await lastSeen()).toBe(start + 61_000);
  });

  it('treats a malformed or unknown cookie as anonymous and clears it', async () => {
    for (const value of ['short', 'x'.repeat(43)]) {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: { cookie: `session_id=${value}` } });
      expect(res.statusCode).toBe(401);
      expect(res.cookies.find((c) => c.name === 'session_id')?.value).toBe('');
    }
  });
});

describe('a session lent to in-process requests (withDelegatedSession: the boot)', () => {
  it('stands for the caller while the lending request runs, and for nobody after it or when made up', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    const me = await agent.get(apiPaths.me());
    const sessionId = (await t.query<{ id: string }>('SELECT id FROM sessions'))[0].id;
    const found = await findSessionWithUser(t.db, sessionId);
    const lender = { user: found?.user, sessionId } as unknown as FastifyRequest;
    let lent: Record<string, string> = {};
    const inner = await withDelegatedSession(lender, async (headers) => {
      lent = headers;
      return t.app.inject({ method: 'GET', url: apiPaths.me(), headers });
    });
    expect(inner.statusCode).toBe(200);
    expect((inner.json() as { id: string }).id).toBe((me.json() as { id: string }).id);
    expect(Object.keys(lent)).toEqual([DELEGATED_SESSION_HEADER]);
    // Forgotten once the lender is done; a made-up token is no session; with a cookie, the cookie decides.
    expect((await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: lent })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: { [DELEGATED_SESSION_HEADER]: 'a'.repeat(43) } })).statusCode).toBe(401);
    expect(((await agent.get(apiPaths.me(), { [DELEGATED_SESSION_HEADER]: 'a'.repeat(43) })).json() as { id: string }).id).toBe(user.id);
    // Nothing is lent without a session.
    await withDelegatedSession({ user: null, sessionId: null } as unknown as FastifyRequest, async (headers) => expect(headers).toEqual({}));
  });
});
