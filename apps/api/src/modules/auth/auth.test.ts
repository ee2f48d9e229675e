import { ERROR_CODE, SPEC_TEXT, apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from './auth.policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const sessionCount = async (userId: string) => Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [userId]))[0].n);

describe('POST /auth/email-check/', () => {
  it('tells a password account from a new or code-only one', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail();
    expect((await agent.post(apiPaths.emailCheck(), { email })).json()).toEqual({ existing: false, status: 'MAGIC_CODE' });
    await signUp(createAgent(t.app), email);
    expect((await agent.post(apiPaths.emailCheck(), { email: email.toUpperCase() })).json()).toEqual({ existing: true, status: 'CREDENTIAL' });
  });

  it('answers the spec texts for a missing or malformed email', async () => {
    const agent = createAgent(t.app);
    const empty = await agent.post(apiPaths.emailCheck(), { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: SPEC_TEXT.emailRequired, error_code: ERROR_CODE.VALIDATION, details: { email: [SPEC_TEXT.emailRequired] } });
    expect((await agent.post(apiPaths.emailCheck(), { email: 'nope' })).json().error).toBe(SPEC_TEXT.emailInvalid);
    expect((await agent.post(apiPaths.emailCheck(), { email: 'a@b.co', extra: 1 })).statusCode).toBe(400);
  });
});

describe('POST /auth/sign-up/', () => {
  it('creates the account, a profile and a session', async () => {
    const agent = createAgent(t.app);
    const res = await agent.post(apiPaths.signUp(), { email: 'New.User@Example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ email: 'new.user@example.com', is_active: true, is_password_autoset: false, display_name: 'new.user' });
    expect(user).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'session_id');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect((await agent.get(apiPaths.me())).json().id).toBe(user.id);
    expect(await sessionCount(user.id)).toBe(1);
    const [row] = await t.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
    expect(await t.query('SELECT id FROM profiles WHERE user_id = $1', [user.id])).toHaveLength(1);
  });

  it('refuses a taken email with 409 USER_ALREADY_EXISTS', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(t.app), email);
    const res = await createAgent(t.app).post(apiPaths.signUp(), { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('USER_ALREADY_EXISTS');
  });

  it('refuses short and weak passwords with the spec texts', async () => {
    const agent = createAgent(t.app);
    const short = await agent.post(apiPaths.signUp(), { email: uniqueEmail(), password: 'Ab1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(SPEC_TEXT.passwordTooShort);
    const weak = await agent.post(apiPaths.signUp(), { email: uniqueEmail(), password: 'alllowercase' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: SPEC_TEXT.passwordWeakSignUp, error_code: ERROR_CODE.PASSWORD_WEAK });
    expect(await t.query('SELECT id FROM users')).toHaveLength(0);
  });

  it('needs the CSRF header', async () => {
    const res = await createAgent(t.app).request({ method: 'POST', url: apiPaths.signUp(), body: { email: uniqueEmail(), password: TEST_PASSWORD }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF Failed: CSRF token missing or incorrect.', error_code: 'CSRF_FAILED' });
    expect(await t.query('SELECT id FROM users')).toHaveLength(0);
  });

  it('starts the account in the language the sign-up screen was shown in (issue 21), and refuses an unknown one', async () => {
    const agent = createAgent(t.app);
    const res = await agent.post(apiPaths.signUp(), { email: uniqueEmail(), password: TEST_PASSWORD, language: 'ja' });
    expect(res.statusCode).toBe(200);
    expect((await agent.get(apiPaths.profile())).json()).toMatchObject({ language: 'ja' });
    const bad = await createAgent(t.app).post(apiPaths.signUp(), { email: uniqueEmail(), password: TEST_PASSWORD, language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(SPEC_TEXT.invalidLanguage);
    const plain = createAgent(t.app);
    await plain.post(apiPaths.signUp(), { email: uniqueEmail(), password: TEST_PASSWORD });
    expect((await plain.get(apiPaths.profile())).json()).toMatchObject({ language: 'en' });
  });
});

describe('POST /auth/sign-in/', () => {
  it('signs in with the right password and rotates the session id', async () => {
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const user = await signUp(agent, email);
    const first = agent.cookies.get('session_id');
    const res = await agent.post(apiPaths.signIn(), { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email });
    const second = agent.cookies.get('session_id');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The previous session is gone server-side: replaying its cookie is anonymous.
    expect(await sessionCount(user.id)).toBe(1);
    const replay = await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: { cookie: `session_id=${first}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('does not authenticate a planted (fixated) cookie', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(t.app), email);
    const victim = createAgent(t.app);
    victim.cookies.set('session_id', 'attacker-chosen-token-value-0123456789');
    await victim.post(apiPaths.signIn(), { email, password: TEST_PASSWORD });
    expect(victim.cookies.get('session_id')).not.toBe('attacker-chosen-token-value-0123456789');
    expect((await victim.get(apiPaths.me())).statusCode).toBe(200);
    const planted = await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: { cookie: 'session_id=attacker-chosen-token-value-0123456789' } });
    expect(planted.statusCode).toBe(401);
  });

  it('gives one generic answer for an unknown email and a wrong password', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(t.app), email);
    const agent = createAgent(t.app);
    const wrong = await agent.post(apiPaths.signIn(), { email, password: 'Wrong-Passw0rd!' });
    const unknown = await agent.post(apiPaths.signIn(), { email: uniqueEmail(), password: 'Wrong-Passw0rd!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password', error_code: ERROR_CODE.INVALID_CREDENTIALS });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(agent.cookies.has('session_id')).toBe(false);
    expect((await agent.post(apiPaths.signIn(), { email, password: '' })).json().error).toBe(SPEC_TEXT.passwordRequired);
  });

  it('limits attempts per account with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(t.app), email);
    t.clock.set(new Date('2030-01-01T10:00:15Z'));
    const agent = createAgent(t.app);
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccount.limit; i += 1) {
      expect((await agent.post(apiPaths.signIn(), { email, password: 'Wrong-Passw0rd!' }, {})).statusCode).toBe(400);
    }
    const limited = await agent.post(apiPaths.signIn(), { email, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.json().error_code).toBe('RATE_LIMITED');
    t.clock.advance(46_000);
    expect((await agent.post(apiPaths.signIn(), { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('limits attempts per IP across accounts', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const agent = createAgent(t.app);
    const ip = '203.0.113.9';
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerIp.limit; i += 1) {
      const res = await agent.request({ method: 'POST', url: apiPaths.signIn(), body: { email: uniqueEmail(), password: 'x' }, remoteAddress: ip });
      expect(res.statusCode).toBe(400);
    }
    const limited = await agent.request({ method: 'POST', url: apiPaths.signIn(), body: { email: uniqueEmail(), password: 'x' }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    const other = await agent.request({ method: 'POST', url: apiPaths.signIn(), body: { email: uniqueEmail(), password: 'x' }, remoteAddress: '203.0.113.10' });
    expect(other.statusCode).toBe(400);
  });

  it('refuses a deactivated account', async () => {
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    await signUp(agent, email);
    expect((await agent.delete(apiPaths.me())).statusCode).toBe(204);
    const res = await createAgent(t.app).post(apiPaths.signIn(), { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe(ERROR_CODE.USER_DEACTIVATED);
  });
});

describe('POST /auth/sign-out/', () => {
  it('ends the session server-side and clears the cookie', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    const token = agent.cookies.get('session_id');
    const res = await agent.post(apiPaths.signOut());
    expect(res.statusCode).toBe(204);
    expect(agent.cookies.has('session_id')).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);
    const replay = await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: { cookie: `session_id=${token}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('needs the CSRF header', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    const res = await agent.request({ method: 'POST', url: apiPaths.signOut(), csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('POST /auth/set-password/ and /auth/change-password/', () => {
  it('refuses set-password when the password was not auto-set', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    const res = await agent.post(apiPaths.setPassword(), { password: 'An0ther-Passw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('PASSWORD_ALREADY_SET');
  });

  it('needs a session', async () => {
    const res = await createAgent(t.app).post(apiPaths.changePassword(), { old_password: 'a', new_password: 'An0ther-Passw0rd' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication credentials were not provided.', error_code: 'UNAUTHENTICATED' });
  });

  it('changes the password after checking the old one and ends the other sessions', async () => {
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const user = await signUp(agent, email);
    const other = createAgent(t.app);
    await other.post(apiPaths.signIn(), { email, password: TEST_PASSWORD });
    expect(await sessionCount(user.id)).toBe(2);
    const wrong = await agent.post(apiPaths.changePassword(), { old_password: 'Wrong-Passw0rd!', new_password: 'An0ther-Passw0rd' });
    expect(wrong.statusCode).toBe(400);
    const short = await agent.post(apiPaths.changePassword(), { old_password: TEST_PASSWORD, new_password: 'short' });
    expect(short.json().error).toBe(SPEC_TEXT.passwordTooShort);
    const res = await agent.post(apiPaths.changePassword(), { old_password: TEST_PASSWORD, new_password: 'An0ther-Passw0rd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SPEC_TEXT.passwordChanged });
    expect((await agent.get(apiPaths.me())).statusCode).toBe(200);
    expect((await other.get(apiPaths.me())).statusCode).toBe(401);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: 'An0ther-Passw0rd' })).statusCode).toBe(200);
  });

  it('refuses a change without the CSRF header', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    const res = await agent.request({ method: 'POST', url: apiPaths.changePassword(), body: { old_password: TEST_PASSWORD, new_password: 'An0ther-Passw0rd' }, csrf: false });
    expect(res.statusCode).toBe(403);
  });
});
