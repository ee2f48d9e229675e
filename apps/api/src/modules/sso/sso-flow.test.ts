import { createAgent, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc/oidc-test-provider';
import { ssoRedirectUri } from './sso.handlers';
import { SSO_STATE_COOKIE } from './sso.policy';
import { instanceAdminAgent, runSso, setInstanceSettings, testProviderBody } from './sso.test-support';

// Single sign-on against a real OpenID Connect provider (oidc-provider in a child process).
let t: TestApp;
let op: TestOidcProvider;
const KEYS = ['test', 'corp', 'off'];

beforeAll(async () => {
  t = await createTestApp();
  op = await startTestOidcProvider({ redirectUris: KEYS.map((k) => ssoRedirectUri(t.deps.config.publicUrl, k)) });
  const admin = await instanceAdminAgent(t);
  for (const body of [testProviderBody(op, 'test'), testProviderBody(op, 'corp', { allowed_domains: ['corp.example'] }), testProviderBody(op, 'off', { enabled: false })]) {
    const res = await admin.post('/api/instances/admin/sso-providers/', body);
    expect(res.statusCode).toBe(201);
  }
}, 90_000);

afterAll(async () => {
  await op?.stop();
  await t?.close();
});

const signedInEmail = async (agent: ReturnType<typeof createAgent>) => {
  const me = await agent.get('/api/users/me/');
  return me.statusCode === 200 ? (me.json() as { email: string }).email : null;
};

describe('sign-in through an OpenID Connect provider', () => {
  it('creates a new account, starts a session and goes to next_path', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail('sso-new');
    const run = await runSso(agent, op, 'test', { email }, '/acme/projects?x=1');
    const auth = new URL(run.startLocation);
    expect(auth.origin).toBe(op.issuer);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('nonce')).toBeTruthy();
    expect(auth.searchParams.get('redirect_uri')).toBe(ssoRedirectUri(t.deps.config.publicUrl, 'test'));
    expect(run.callback.statusCode).toBe(302);
    expect(run.callback.headers.location).toBe('/acme/projects?x=1');
    expect(await signedInEmail(agent)).toBe(email);
    const [user] = await t.query<{ id: string; is_email_verified: boolean; is_password_autoset: boolean }>('select id, is_email_verified, is_password_autoset from users where email = $1', [email]);
    expect(user).toMatchObject({ is_email_verified: true, is_password_autoset: true });
    const ids = await t.query('select provider, subject from user_identities where user_id = $1', [user.id]);
    expect(ids).toEqual([{ provider: 'test', subject: `sub-${email}` }]);
    // The attempt is used up and its cookie cleared.
    expect(agent.cookies.has(SSO_STATE_COOKIE)).toBe(false);
    expect(await t.query('select 1 from sso_login_states')).toHaveLength(0);
  });

  it('links an existing account by its verified email (same account, then found by identity)', async () => {
    const email = uniqueEmail('sso-existing');
    const existing = await signUp(createAgent(t.app), email);
    const agent = createAgent(t.app);
    const run = await runSso(agent, op, 'test', { email, sub: `linked-${email}` });
    expect(run.callback.headers.location).toBe('/');
    const me = await agent.get('/api/users/me/');
    expect(me.json()).toMatchObject({ id: existing.id, email });
    expect(await t.query('select user_id from user_identities where subject = $1', [`linked-${email}`])).toEqual([{ user_id: existing.id }]);
    // Next time the identity finds the account even if the provider reports another address.
    const again = createAgent(t.app);
    const other = uniqueEmail('sso-renamed');
    await runSso(again, op, 'test', { email: other, sub: `linked-${email}` });
    expect((await again.get('/api/users/me/')).json()).toMatchObject({ id: existing.id });
    expect(await t.query('select 1 from users where email = $1', [other])).toHaveLength(0);
  });

  it('refuses a wrong state', async () => {
    const agent = createAgent(t.app);
    const start = await agent.get('/auth/sso/test/');
    const callback = await op.authorize(String(start.headers.location), { email: uniqueEmail('sso-state') });
    callback.searchParams.set('state', 'not-the-state');
    const res = await agent.get(callback.pathname + callback.search);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?error=sso_state');
    expect(await signedInEmail(agent)).toBeNull();
  });

  it('refuses a replayed state', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail('sso-replay');
    const run = await runSso(agent, op, 'test', { email });
    expect(run.callback.headers.location).toBe('/');
    const attacker = createAgent(t.app);
    attacker.cookies.set(SSO_STATE_COOKIE, String(run.callbackUrl.searchParams.get('state')));
    const replay = await attacker.get(run.callbackUrl.pathname + run.callbackUrl.search);
    expect(replay.headers.location).toBe('/?error=sso_state');
    expect(await signedInEmail(attacker)).toBeNull();
  });

  it('refuses a callback in another browser than the one that started (no state cookie)', async () => {
    const starter = createAgent(t.app);
    const start = await starter.get('/auth/sso/test/');
    const callback = await op.authorize(String(start.headers.location), { email: uniqueEmail('sso-csrf') });
    const victim = createAgent(t.app);
    const res = await victim.get(callback.pathname + callback.search);
    expect(res.headers.location).toBe('/?error=sso_state');
    expect(await signedInEmail(victim)).toBeNull();
  });

  it('refuses an expired attempt', async () => {
    const agent = createAgent(t.app);
    const start = await agent.get('/auth/sso/test/');
    const callback = await op.authorize(String(start.headers.location), { email: uniqueEmail('sso-expired') });
    t.clock.advance(11 * 60 * 1000);
    try {
      const res = await agent.get(callback.pathname + callback.search);
      expect(res.headers.location).toBe('/?error=sso_state');
    } finally {
      t.clock.reset();
    }
  });

  it('refuses an ID token with another nonce', async () => {
    await op.tamperNextNonce();
    const agent = createAgent(t.app);
    const email = uniqueEmail('sso-nonce');
    const run = await runSso(agent, op, 'test', { email }, '/somewhere');
    expect(run.callback.headers.location).toBe('/?error=sso_failed&next_path=%2Fsomewhere');
    expect(await signedInEmail(agent)).toBeNull();
    expect(await t.query('select 1 from users where email = $1', [email])).toHaveLength(0);
  });

  it('refuses an unverified email', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail('sso-unverified');
    const run = await runSso(agent, op, 'test', { email, email_verified: false });
    expect(run.callback.headers.location).toBe('/?error=sso_email_unverified');
    expect(await signedInEmail(agent)).toBeNull();
    expect(await t.query('select 1 from users where email = $1', [email])).toHaveLength(0);
  });

  it('refuses a disabled or unknown provider with the same redirect', async () => {
    const agent = createAgent(t.app);
    for (const key of ['off', 'nope', 'x'.repeat(90)]) {
      const res = await agent.get(`/auth/sso/${key}/?next_path=/here`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?error=sso_unavailable&next_path=%2Fhere');
    }
    const res = await agent.get('/auth/sso/off/callback/?code=abc&state=def');
    expect(res.headers.location).toBe('/?error=sso_state');
  });

  it('refuses a provider turned off between the start and the callback', async () => {
    const admin = await instanceAdminAgent(t);
    const agent = createAgent(t.app);
    const start = await agent.get('/auth/sso/corp/');
    const callback = await op.authorize(String(start.headers.location), { email: uniqueEmail('sso-off').replace('example.com', 'corp.example') });
    expect((await admin.patch('/api/instances/admin/sso-providers/corp/', { enabled: false })).statusCode).toBe(200);
    try {
      const res = await agent.get(callback.pathname + callback.search);
      expect(res.headers.location).toBe('/?error=sso_unavailable');
    } finally {
      expect((await admin.patch('/api/instances/admin/sso-providers/corp/', { enabled: true })).statusCode).toBe(200);
    }
  });

  it('applies the domain allow-list', async () => {
    const refused = createAgent(t.app);
    const run = await runSso(refused, op, 'corp', { email: uniqueEmail('sso-domain') });
    expect(run.callback.headers.location).toBe('/?error=sso_domain_not_allowed');
    expect(await signedInEmail(refused)).toBeNull();
    const allowed = createAgent(t.app);
    const email = uniqueEmail('sso-domain').replace('example.com', 'corp.example');
    await runSso(allowed, op, 'corp', { email });
    expect(await signedInEmail(allowed)).toBe(email);
  });

  it('with sign-up off refuses a new uninvited email but signs existing accounts in', async () => {
    const email = uniqueEmail('sso-existing-closed');
    await signUp(createAgent(t.app), email);
    await setInstanceSettings(t, { is_signup_enabled: false });
    try {
      const stranger = createAgent(t.app);
      const newEmail = uniqueEmail('sso-closed');
      const run = await runSso(stranger, op, 'test', { email: newEmail });
      expect(run.callback.headers.location).toBe('/?error=sso_signup_disabled');
      expect(await t.query('select 1 from users where email = $1', [newEmail])).toHaveLength(0);
      const member = createAgent(t.app);
      await runSso(member, op, 'test', { email });
      expect(await signedInEmail(member)).toBe(email);
    } finally {
      await setInstanceSettings(t, { is_signup_enabled: true });
    }
  });

  it('refuses a deactivated account', async () => {
    const email = uniqueEmail('sso-deactivated');
    const user = await signUp(createAgent(t.app), email);
    await t.query('update users set is_active = false where id = $1', [user.id]);
    const agent = createAgent(t.app);
    const run = await runSso(agent, op, 'test', { email });
    expect(run.callback.headers.location).toBe('/?error=sso_account_deactivated');
  });

  it('reports a cancel at the provider, and keeps only a same-origin next_path', async () => {
    const agent = createAgent(t.app);
    const start = await agent.get('/auth/sso/test/?next_path=//evil.example/x');
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const res = await agent.get(`/auth/sso/test/callback/?error=access_denied&state=${state}`);
    expect(res.headers.location).toBe('/?error=sso_denied');
    const unsafe = createAgent(t.app);
    await runSso(unsafe, op, 'test', { email: uniqueEmail('sso-next') }, 'https://evil.example/');
    const last = await runSso(unsafe, op, 'test', { email: uniqueEmail('sso-next') }, '/\\evil.example');
    expect(last.callback.headers.location).toBe('/');
  });

  it('answers bad input with a redirect or a 400, never a 5xx', async () => {
    const agent = createAgent(t.app);
    for (const url of ['/auth/sso/test/callback/', '/auth/sso/test/callback/?state=', `/auth/sso/test/callback/?state=${'a'.repeat(900)}&code=x`, '/auth/sso/test/?next_path=' + 'a'.repeat(5000), '/auth/sso/test/callback/?state=a&state=b']) {
      const res = await agent.get(url);
      expect([302, 400]).toContain(res.statusCode);
    }
    expect((await agent.get('/auth/sso/te%00st/')).statusCode).toBe(400);
  });
});
