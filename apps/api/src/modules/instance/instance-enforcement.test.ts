import { apiPaths, INSTANCE_TEXT, ROLE, type InstanceSettingsUpdate } from '@cairn/types';
import { createAgent, createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type Agent, type TestApp } from '../../test/test-app';
import { newActor, seedInvitation, seedWorkspace, uniqueSlug, type Actor } from '../workspaces/workspaces.test-support';
import { setUpInstance } from './instance.test-support';

// The console's switches are enforced by the server (not only hidden by the apps). The test app's mailer reports SMTP as
// configured, so "mail turned off" is visible in the answers.

let t: TestApp;
let god: Actor;
beforeAll(async () => {
  t = await createTestApp({ smtpConfigured: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  god = await setUpInstance(t);
});

async function settings(patch: InstanceSettingsUpdate): Promise<void> {
  const res = await god.agent.patch(apiPaths.instanceSettings(), patch);
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
}

async function mailedCode(email: string): Promise<string> {
  await t.runJobs();
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

async function invite(email: string): Promise<void> {
  const { workspace } = await seedWorkspace(t, god.id, [[god.id, ROLE.ADMIN]]);
  await seedInvitation(t, workspace.id, god.id, email);
}

const expectRefused = (res: { statusCode: number; json(): { error: string } }, text: string) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toBe(text);
};

describe('sign-up off', () => {
  beforeEach(() => settings({ is_signup_enabled: false }));

  it('refuses an uninvited email and lets an invited one through (password)', async () => {
    expectRefused(await createAgent(t.app).post(apiPaths.signUp(), { email: uniqueEmail('stranger'), password: TEST_PASSWORD }), INSTANCE_TEXT.signupDisabled);
    const invited = uniqueEmail('invited');
    await invite(invited);
    expect((await createAgent(t.app).post(apiPaths.signUp(), { email: invited, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a unique-code sign-up of an unknown email; existing and invited emails get codes', async () => {
    const a = createAgent(t.app);
    expectRefused(await a.post(apiPaths.magicGenerate(), { email: uniqueEmail('stranger') }), INSTANCE_TEXT.signupDisabled);
    const invited = uniqueEmail('invited');
    await invite(invited);
    expect((await a.post(apiPaths.magicGenerate(), { email: invited })).statusCode).toBe(200);
    const res = await a.post(apiPaths.magicSignIn(), { email: invited, code: await mailedCode(invited) });
    expect(res.statusCode).toBe(200);
    expect((await createAgent(t.app).post(apiPaths.magicGenerate(), { email: god.email })).statusCode).toBe(200);
  });

  it('a code sent while sign-up was open creates no account once it is closed', async () => {
    await settings({ is_signup_enabled: true });
    const email = uniqueEmail('late');
    const a = createAgent(t.app);
    expect((await a.post(apiPaths.magicGenerate(), { email })).statusCode).toBe(200);
    const code = await mailedCode(email);
    await settings({ is_signup_enabled: false });
    expectRefused(await a.post(apiPaths.magicSignIn(), { email, code }), INSTANCE_TEXT.signupDisabled);
    expect(await t.query('select id from users where email = $1', [email])).toHaveLength(0);
  });
});

describe('email + password off', () => {
  let member: { agent: Agent; email: string };
  beforeEach(async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent, uniqueEmail('member'));
    member = { agent, email: user.email };
    await settings({ is_email_password_enabled: false });
  });

  it('refuses sign-in, sign-up and forgot-password; instance admins still sign in with their password', async () => {
    expectRefused(await createAgent(t.app).post(apiPaths.signIn(), { email: member.email, password: TEST_PASSWORD }), INSTANCE_TEXT.methodDisabled);
    // A wrong pair gets the usual answer (nothing about the method is learnt without the password).
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email: member.email, password: 'Wr0ng-Passw0rd!' })).statusCode).toBe(400);
    expectRefused(await createAgent(t.app).post(apiPaths.signUp(), { email: uniqueEmail(), password: TEST_PASSWORD }), INSTANCE_TEXT.methodDisabled);
    expectRefused(await createAgent(t.app).post(apiPaths.forgotPassword(), { email: member.email }), INSTANCE_TEXT.methodDisabled);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email: god.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses set-password for an account made by unique code', async () => {
    const email = uniqueEmail('coded');
    const a = createAgent(t.app);
    await a.post(apiPaths.magicGenerate(), { email });
    expect((await a.post(apiPaths.magicSignIn(), { email, code: await mailedCode(email) })).statusCode).toBe(200);
    expectRefused(await a.post(apiPaths.setPassword(), { password: TEST_PASSWORD }), INSTANCE_TEXT.methodDisabled);
  });
});

it('unique code off: magic-generate and magic-sign-in are refused', async () => {
  await settings({ is_magic_code_enabled: false });
  expectRefused(await createAgent(t.app).post(apiPaths.magicGenerate(), { email: god.email }), INSTANCE_TEXT.methodDisabled);
  expectRefused(await createAgent(t.app).post(apiPaths.magicSignIn(), { email: god.email, code: '123456' }), INSTANCE_TEXT.methodDisabled);
});

it('workspace creation off: only instance admins create workspaces', async () => {
  const member = await newActor(t);
  await settings({ is_workspace_creation_enabled: false });
  expectRefused(await member.agent.post('/api/workspaces/', { name: 'Mine', slug: uniqueSlug() }), INSTANCE_TEXT.workspaceCreationDisabled);
  expect((await god.agent.post('/api/workspaces/', { name: 'Gods', slug: uniqueSlug() })).statusCode).toBe(201);
  await settings({ is_workspace_creation_enabled: true });
  expect((await member.agent.post('/api/workspaces/', { name: 'Mine', slug: uniqueSlug() })).statusCode).toBe(201);
});

it('mail turned off in the console: forgot-password and magic-generate report SMTP not configured, at once', async () => {
  const member = await newActor(t);
  expect((await createAgent(t.app).post(apiPaths.forgotPassword(), { email: member.email })).json()).toEqual({ sent: true, smtp_configured: true });
  await settings({ is_smtp_enabled: false });
  expect((await createAgent(t.app).post(apiPaths.forgotPassword(), { email: member.email })).json()).toEqual({ sent: false, smtp_configured: false });
  expect((await createAgent(t.app).post(apiPaths.magicGenerate(), { email: member.email })).json().smtp_configured).toBe(false);
});
