import { ERROR_CODE, apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://cairn.example.org' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

async function tokenFromMail(): Promise<string> {
  await t.runJobs();
  const text = t.mailer.sent.at(-1)?.text ?? '';
  const match = /https:\/\/cairn\.example\.org\/accounts\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('POST /auth/forgot-password/', () => {
  it('answers the same for known and unknown emails and mails a link only to the account', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(t.app), email);
    const agent = createAgent(t.app);
    const known = await agent.post(apiPaths.forgotPassword(), { email });
    const unknown = await agent.post(apiPaths.forgotPassword(), { email: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ sent: false, smtp_configured: false });
    expect(unknown.json()).toEqual(known.json());
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0].to).toBe(email);
    const token = await tokenFromMail();
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await t.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(rows[0].token_hash).not.toBe(token);
  });

  it('limits requests per account', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    for (let i = 0; i < 5; i += 1) expect((await agent.post(apiPaths.forgotPassword(), { email })).statusCode).toBe(200);
    const limited = await agent.post(apiPaths.forgotPassword(), { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
  });
});

describe('POST /auth/reset-password/', () => {
  it('sets the new password once and ends every session', async () => {
    const email = uniqueEmail();
    const owner = createAgent(t.app);
    const user = await signUp(owner, email);
    await createAgent(t.app).post(apiPaths.forgotPassword(), { email });
    const token = await tokenFromMail();
    const agent = createAgent(t.app);
    const res = await agent.post(apiPaths.resetPassword(), { token, new_password: 'Brand-New-Passw0rd' });
    expect(res.statusCode).toBe(204);
    expect((await owner.get(apiPaths.me())).statusCode).toBe(401);
    expect(await t.query('SELECT id FROM sessions WHERE user_id = $1', [user.id])).toHaveLength(0);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: 'Brand-New-Passw0rd' })).statusCode).toBe(200);
    const reuse = await agent.post(apiPaths.resetPassword(), { token, new_password: 'Other-New-Passw0rd' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error_code).toBe(ERROR_CODE.INVALID_TOKEN);
  });

  it('refuses a token older than one hour and an unknown token', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const email = uniqueEmail();
    await signUp(createAgent(t.app), email);
    await createAgent(t.app).post(apiPaths.forgotPassword(), { email });
    const token = await tokenFromMail();
    t.clock.advance(60 * 60 * 1000);
    const agent = createAgent(t.app);
    expect((await agent.post(apiPaths.resetPassword(), { token, new_password: 'Brand-New-Passw0rd' })).json().error_code).toBe(ERROR_CODE.INVALID_TOKEN);
    expect((await agent.post(apiPaths.resetPassword(), { token: 'made-up', new_password: 'Brand-New-Passw0rd' })).statusCode).toBe(400);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('needs the CSRF header', async () => {
    const res = await createAgent(t.app).request({ method: 'POST', url: apiPaths.resetPassword(), body: { token: 'x', new_password: 'Brand-New-Passw0rd' }, csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('limits attempts per IP', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const agent = createAgent(t.app);
    for (let i = 0; i < 30; i += 1) await agent.post(apiPaths.resetPassword(), { token: `guess-${i}`, new_password: 'Brand-New-Passw0rd' });
    const res = await agent.post(apiPaths.resetPassword(), { token: 'guess-x', new_password: 'Brand-New-Passw0rd' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});
