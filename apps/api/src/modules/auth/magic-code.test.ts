import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODE, MAGIC_CODE_MAX_ATTEMPTS, apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signUp, uniqueEmail, type Agent, type TestApp } from '../../test/test-app';
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

async function requestCode(agent: Agent, email: string): Promise<string> {
  const res = await agent.post(apiPaths.magicGenerate(), { email });
  expect(res.statusCode).toBe(200);
  await t.runJobs();
  const mail = t.mailer.sent.at(-1);
  expect(mail?.to).toBe(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in mail');
  return code;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /auth/magic-generate/', () => {
  it('mails a 6-digit code and stores only its hash', async () => {
    const email = uniqueEmail();
    const res = await createAgent(t.app).post(apiPaths.magicGenerate(), { email });
    expect(res.json()).toEqual({ email, expires_in: 600, resend_after: 30, smtp_configured: false });
    await t.runJobs();
    const code = /\b(\d{6})\b/.exec(t.mailer.sent[0].text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.query<{ code_hash: string }>('SELECT code_hash FROM magic_codes WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it("writes the code mail in the account's language, else in the language the visitor asked in (issue 21)", async () => {
    const ja = (JSON.parse(readFileSync(join(__dirname, '../../../../../libs/i18n/src/locales/ja.json'), 'utf8')) as { mail: Record<string, string> }).mail;
    const de = (JSON.parse(readFileSync(join(__dirname, '../../../../../libs/i18n/src/locales/de.json'), 'utf8')) as { mail: Record<string, string> }).mail;
    const newcomer = uniqueEmail();
    await createAgent(t.app).post(apiPaths.magicGenerate(), { email: newcomer, language: 'ja' });
    await t.runJobs();
    const code = /\b(\d{6})\b/.exec(t.mailer.sent.at(-1)!.text)?.[1] ?? '';
    expect(t.mailer.sent.at(-1)!.subject).toBe(ja.magic_code_subject.replace('{{code}}', code));
    // An account's own language wins over the one the request was made in.
    const member = uniqueEmail();
    await createAgent(t.app).post(apiPaths.signUp(), { email: member, password: 'Cairn-test-123!', language: 'de' });
    await createAgent(t.app).post(apiPaths.magicGenerate(), { email: member, language: 'ja' });
    await t.runJobs();
    expect(t.mailer.sent.at(-1)!.subject).toMatch(new RegExp(`^${de.magic_code_subject.replace('{{code}}', '\\d{6}')}$`));
  });

  it('waits 30 seconds before another code and limits codes per account', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    await requestCode(agent, email);
    const early = await agent.post(apiPaths.magicGenerate(), { email });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    for (let i = 1; i < AUTH_RATE_LIMITS.magicGeneratePerAccount.limit - 1; i += 1) {
      t.clock.advance(31_000);
      await requestCode(agent, email);
    }
    t.clock.advance(31_000);
    const limited = await agent.post(apiPaths.magicGenerate(), { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs the CSRF header', async () => {
    const res = await createAgent(t.app).request({ method: 'POST', url: apiPaths.magicGenerate(), body: { email: uniqueEmail() }, csrf: false });
    expect(res.statusCode).toBe(403);
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe('POST /auth/magic-sign-in/', () => {
  it('creates the account with an auto-set password on first use, then the code is spent', async () => {
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const code = await requestCode(agent, email);
    const res = await agent.post(apiPaths.magicSignIn(), { email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, is_password_autoset: true, is_email_verified: true });
    expect((await agent.get(apiPaths.me())).json().email).toBe(email);
    const again = await createAgent(t.app).post(apiPaths.magicSignIn(), { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe(ERROR_CODE.INVALID_MAGIC_CODE);
    // The account may now set its first password exactly once.
    expect((await agent.post(apiPaths.setPassword(), { password: 'Fresh-Passw0rd' })).statusCode).toBe(200);
    expect((await agent.post(apiPaths.setPassword(), { password: 'Fresh-Passw0rd' })).json().error_code).toBe('PASSWORD_ALREADY_SET');
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: 'Fresh-Passw0rd' })).statusCode).toBe(200);
  });

  it('signs an existing account in without changing its password', async () => {
    const email = uniqueEmail();
    const user = await signUp(createAgent(t.app), email);
    const agent = createAgent(t.app);
    const code = await requestCode(agent, email);
    const res = await agent.post(apiPaths.magicSignIn(), { email, code });
    expect(res.json()).toMatchObject({ id: user.id, is_password_autoset: false });
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const code = await requestCode(agent, email);
    for (let i = 0; i < MAGIC_CODE_MAX_ATTEMPTS; i += 1) {
      const res = await agent.post(apiPaths.magicSignIn(), { email, code: wrongCode(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe(ERROR_CODE.INVALID_MAGIC_CODE);
    }
    const right = await agent.post(apiPaths.magicSignIn(), { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error_code).toBe(ERROR_CODE.EXPIRED_MAGIC_CODE);
    expect(agent.cookies.has('session_id')).toBe(false);
    expect(await t.query('SELECT id FROM users')).toHaveLength(0);
  });

  it('kills a code after 10 minutes', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const code = await requestCode(agent, email);
    t.clock.advance(10 * 60 * 1000);
    const res = await agent.post(apiPaths.magicSignIn(), { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(ERROR_CODE.EXPIRED_MAGIC_CODE);
  });

  it('accepts a code just before it expires', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const code = await requestCode(agent, email);
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect((await agent.post(apiPaths.magicSignIn(), { email, code })).statusCode).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const email = uniqueEmail();
    const owner = createAgent(t.app);
    await signUp(owner, email);
    await owner.delete(apiPaths.me());
    const res = await createAgent(t.app).post(apiPaths.magicGenerate(), { email });
    expect(res.statusCode).toBe(403);
    await t.runJobs();
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('limits tries per account with 429', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    for (let i = 0; i < AUTH_RATE_LIMITS.magicSignInPerAccount.limit; i += 1) await agent.post(apiPaths.magicSignIn(), { email, code: '123456' });
    const res = await agent.post(apiPaths.magicSignIn(), { email, code: '123456' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});
