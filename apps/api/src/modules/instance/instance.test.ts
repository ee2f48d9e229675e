import { apiPaths, INSTANCE_TEXT, instanceInfoSchema, instanceSettingsSchema } from '@cairn/types';
import { createAgent, createTestApp, signIn, signUp, TEST_PASSWORD, uniqueEmail, type Agent, type TestApp } from '../../test/test-app';
import { newActor, uniqueSlug } from '../workspaces/workspaces.test-support';
import { newInstanceCast, setUpInstance, type InstanceCast } from './instance.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const setupBody = (email: string, password = TEST_PASSWORD) => ({ first_name: 'Ada', last_name: 'L', email, password, instance_name: 'Acme Cairn' });

describe('GET /api/instances/', () => {
  it('answers the instance and config publicly, never cached by browsers (a change shows at once), with a stable id', async () => {
    const res = await createAgent(t.app).get(apiPaths.instances());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = instanceInfoSchema.parse(res.json());
    expect(body.instance).toMatchObject({ name: 'Cairn', is_setup_done: false, workspaces_exist: false });
    expect(body.instance.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.config).toMatchObject({
      is_signup_enabled: true,
      is_email_password_enabled: true,
      is_magic_code_enabled: true,
      is_workspace_creation_enabled: true,
      is_smtp_configured: false,
      sso_providers: [],
      has_unsplash_configured: false,
      admin_base_url: `${t.deps.config.publicUrl}/god-mode/`,
      space_base_url: `${t.deps.config.publicUrl}/spaces/`,
      app_base_url: `${t.deps.config.publicUrl}/`,
    });
    expect(body.config.file_size_limit).toBeGreaterThan(0);
    const again = instanceInfoSchema.parse((await createAgent(t.app).get(apiPaths.instances())).json());
    expect(again.instance.id).toBe(body.instance.id);
  });

  it('racing first reads create exactly one instance id', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => createAgent(t.app).get(apiPaths.instances())));
    expect(new Set(answers.map((r) => r.json().instance.id)).size).toBe(1);
    expect(await t.query(`select key from instance_settings where key = 'instance_id'`)).toHaveLength(1);
  });

  it('reports set-up done, the name, and workspaces after they exist', async () => {
    const god = await setUpInstance(t);
    await god.agent.post('/api/workspaces/', { name: 'W', slug: uniqueSlug() });
    const body = (await createAgent(t.app).get(apiPaths.instances())).json();
    expect(body.instance).toMatchObject({ name: 'Test instance', is_setup_done: true, workspaces_exist: true });
  });
});

describe('first run: POST /api/instances/admins/sign-up/', () => {
  it('creates the first instance admin, names the instance and signs in; afterwards 403', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail('first');
    const res = await agent.post(apiPaths.instanceSetup(), setupBody(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, first_name: 'Ada' });
    expect((await agent.get(apiPaths.instanceAdmin())).json()).toEqual({ is_instance_admin: true });
    expect((await agent.get(apiPaths.instanceSettings())).json()).toMatchObject({ instance_name: 'Acme Cairn', admin_email: email });
    const late = await createAgent(t.app).post(apiPaths.instanceSetup(), setupBody(uniqueEmail('late')));
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(INSTANCE_TEXT.setupDone);
  });

  it('two simultaneous submissions: exactly one admin', async () => {
    const answers = await Promise.all([1, 2, 3].map((i) => createAgent(t.app).post(apiPaths.instanceSetup(), setupBody(uniqueEmail(`race${i}`)))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
    expect(await t.query(`select id from users where is_instance_admin`)).toHaveLength(1);
  });

  it('an existing account becomes admin only with its own password', async () => {
    const email = uniqueEmail('existing');
    await signUp(createAgent(t.app), email);
    const wrong = await createAgent(t.app).post(apiPaths.instanceSetup(), setupBody(email, 'An0ther-Passw0rd!'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('INSTANCE_SETUP_ACCOUNT_EXISTS');
    const right = await createAgent(t.app).post(apiPaths.instanceSetup(), setupBody(email));
    expect(right.statusCode).toBe(200);
    expect(await t.query(`select email from users where is_instance_admin`)).toEqual([{ email }]);
  });

  it('bad input → 400 (weak password, missing names, unknown keys)', async () => {
    const a = createAgent(t.app);
    expect((await a.post(apiPaths.instanceSetup(), setupBody(uniqueEmail(), 'short'))).statusCode).toBe(400);
    expect((await a.post(apiPaths.instanceSetup(), setupBody(uniqueEmail(), 'longbutweakpassword'))).statusCode).toBe(400);
    expect((await a.post(apiPaths.instanceSetup(), { ...setupBody(uniqueEmail()), instance_name: '' })).statusCode).toBe(400);
    expect((await a.post(apiPaths.instanceSetup(), { ...setupBody(uniqueEmail()), is_instance_admin: true })).statusCode).toBe(400);
    expect(await t.query(`select id from users where is_instance_admin`)).toHaveLength(0);
  });
});

type Role = keyof InstanceCast;
const DENY: Array<[Role, number]> = [
  ['anonymous', 401],
  ['member', 403],
  ['workspaceAdmin', 403],
];
const agentOf = (cast: InstanceCast, role: Role): Agent => (role === 'anonymous' ? cast.anonymous : cast[role].agent);

describe('admin API: every route × role', () => {
  const routes: Array<{ name: string; call: (a: Agent, cast: InstanceCast) => ReturnType<Agent['get']>; ok: number; bad?: (a: Agent) => ReturnType<Agent['get']> }> = [
    { name: 'GET settings', call: (a) => a.get(apiPaths.instanceSettings()), ok: 200 },
    { name: 'PATCH settings', call: (a) => a.patch(apiPaths.instanceSettings(), { instance_name: 'Renamed' }), ok: 200, bad: (a) => a.patch(apiPaths.instanceSettings(), { smtp_port: 70000 }) },
    { name: 'POST email-test', call: (a) => a.post(apiPaths.instanceEmailTest(), { to: 'x@example.com' }), ok: 200, bad: (a) => a.post(apiPaths.instanceEmailTest(), { to: 'not-an-email' }) },
    { name: 'GET admins', call: (a) => a.get(apiPaths.instanceAdmins()), ok: 200 },
    { name: 'POST admins', call: (a, c) => a.post(apiPaths.instanceAdmins(), { email: c.member.email }), ok: 201, bad: (a) => a.post(apiPaths.instanceAdmins(), { email: 42 }) },
    { name: 'DELETE admin', call: (a, c) => a.delete(apiPaths.instanceAdminUser(c.god.id)), ok: 400, bad: (a) => a.delete(apiPaths.instanceAdminUser('not-a-uuid')) },
    { name: 'GET workspaces', call: (a) => a.get(apiPaths.instanceWorkspaces()), ok: 200 },
    {
      name: 'POST workspaces',
      call: (a, c) => a.post(apiPaths.instanceWorkspaces(), { name: 'For member', slug: uniqueSlug(), owner_email: c.member.email }),
      ok: 201,
      bad: (a) => a.post(apiPaths.instanceWorkspaces(), { name: '', slug: 'Bad Slug!', owner_email: 'x@example.com' }),
    },
  ];

  it.each(routes.map((r) => [r.name, r] as const))('%s: anonymous 401, member 403, workspace admin 403, instance admin OK, bad input 400', async (_name, route) => {
    const cast = await newInstanceCast(t);
    for (const [role, status] of DENY) {
      const res = await route.call(agentOf(cast, role), cast);
      expect([role, res.statusCode]).toEqual([role, status]);
      if (status === 403) expect(res.json().error).toBe(INSTANCE_TEXT.notInstanceAdmin);
    }
    // The only admin removing themself is the one refusal an instance admin gets (lastAdmin).
    const res = await route.call(cast.god.agent, cast);
    expect(res.statusCode).toBe(route.ok);
    if (route.bad) expect((await route.bad(cast.god.agent)).statusCode).toBe(400);
  });
});

describe('settings', () => {
  it('PATCH changes settings, secrets are write-only, and the info follows', async () => {
    const { god } = await newInstanceCast(t);
    const res = await god.agent.patch(apiPaths.instanceSettings(), { smtp_host: 'mail.example.com', smtp_password: 's3cret', unsplash_access_key: 'k', is_signup_enabled: false });
    expect(res.statusCode).toBe(200);
    const body = instanceSettingsSchema.strict().parse(res.json());
    expect(body).toMatchObject({ smtp_host: 'mail.example.com', has_smtp_password: true, has_unsplash_access_key: true, is_signup_enabled: false });
    expect(res.body).not.toContain('s3cret');
    const rows = await t.query<{ key: string; value: unknown; is_encrypted: boolean }>(`select key, value, is_encrypted from instance_settings where key in ('smtp_password', 'smtp_host')`);
    const secret = rows.find((r) => r.key === 'smtp_password');
    expect(secret?.is_encrypted).toBe(true);
    expect(JSON.stringify(secret?.value)).not.toContain('s3cret');
    const info = (await createAgent(t.app).get(apiPaths.instances())).json();
    expect(info.config).toMatchObject({ is_signup_enabled: false, is_smtp_configured: true, has_unsplash_configured: true });
    expect(JSON.stringify(info)).not.toContain('s3cret');
    // '' clears a secret.
    expect((await god.agent.patch(apiPaths.instanceSettings(), { smtp_password: '' })).json().has_smtp_password).toBe(false);
  });

  it('refuses turning off the last sign-in method', async () => {
    const { god } = await newInstanceCast(t);
    expect((await god.agent.patch(apiPaths.instanceSettings(), { is_email_password_enabled: false })).statusCode).toBe(200);
    const res = await god.agent.patch(apiPaths.instanceSettings(), { is_magic_code_enabled: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INSTANCE_TEXT.lastMethod);
    const both = await god.agent.patch(apiPaths.instanceSettings(), { is_email_password_enabled: false, is_magic_code_enabled: false });
    expect(both.statusCode).toBe(400);
    expect((await god.agent.get(apiPaths.instanceSettings())).json()).toMatchObject({ is_email_password_enabled: false, is_magic_code_enabled: true });
  });

  it('refuses NUL bytes and huge strings with 400', async () => {
    const { god } = await newInstanceCast(t);
    expect((await god.agent.patch(apiPaths.instanceSettings(), { instance_name: 'a\u0000b' })).statusCode).toBe(400);
    expect((await god.agent.patch(apiPaths.instanceSettings(), { smtp_host: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect((await god.agent.patch(apiPaths.instanceSettings(), { unknown_setting: true })).statusCode).toBe(400);
  });
});

describe('admins', () => {
  it('adds an existing user, 404 for an unknown email, removes (not the last), self-removal while another remains', async () => {
    const cast = await newInstanceCast(t);
    const { god, member } = cast;
    expect((await god.agent.post(apiPaths.instanceAdmins(), { email: uniqueEmail('nobody') })).statusCode).toBe(404);
    expect((await god.agent.post(apiPaths.instanceAdmins(), { email: member.email })).statusCode).toBe(201);
    const list = (await god.agent.get(apiPaths.instanceAdmins())).json();
    expect(list.map((a: { email: string }) => a.email)).toEqual([god.email, member.email]);
    expect((await member.agent.get(apiPaths.instanceSettings())).statusCode).toBe(200);
    // Unknown / non-admin ids → 404.
    expect((await god.agent.delete(apiPaths.instanceAdminUser(cast.workspaceAdmin.id))).statusCode).toBe(404);
    expect((await god.agent.delete(apiPaths.instanceAdminUser('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await god.agent.delete(apiPaths.instanceAdminUser(god.id))).statusCode).toBe(204);
    expect((await god.agent.get(apiPaths.instanceSettings())).statusCode).toBe(403);
    const last = await member.agent.delete(apiPaths.instanceAdminUser(member.id));
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe(INSTANCE_TEXT.lastAdmin);
  });

  it('two admins removing each other at once: one stays', async () => {
    const { god, member } = await newInstanceCast(t);
    await god.agent.post(apiPaths.instanceAdmins(), { email: member.email });
    const answers = await Promise.all([god.agent.delete(apiPaths.instanceAdminUser(member.id)), member.agent.delete(apiPaths.instanceAdminUser(god.id))]);
    // The loser is refused either as the last admin (400) or, once removed, as no longer an admin (403).
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(204);
    expect([400, 403]).toContain(codes[1]);
    expect(await t.query(`select id from users where is_instance_admin`)).toHaveLength(1);
  });
});

describe('workspaces', () => {
  it('lists every workspace with owner and counts; creates one for an existing user who becomes its admin', async () => {
    const cast = await newInstanceCast(t);
    const { god, member } = cast;
    const slug = uniqueSlug('for');
    const created = await god.agent.post(apiPaths.instanceWorkspaces(), { name: 'Member space', slug, owner_email: member.email });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug, owner_email: member.email, member_count: 1, project_count: 0 });
    const mine = (await member.agent.get('/api/users/me/workspaces/')).json();
    expect(mine.find((w: { slug: string }) => w.slug === slug)).toMatchObject({ role: 20 });
    const list = (await god.agent.get(apiPaths.instanceWorkspaces())).json();
    expect(list).toHaveLength(2);
    expect(list.find((w: { slug: string }) => w.slug !== slug)).toMatchObject({ owner_email: cast.workspaceAdmin.email, member_count: 2 });
    expect((await god.agent.post(apiPaths.instanceWorkspaces(), { name: 'X', slug: uniqueSlug(), owner_email: uniqueEmail('ghost') })).statusCode).toBe(404);
    expect((await god.agent.post(apiPaths.instanceWorkspaces(), { name: 'X', slug, owner_email: member.email })).statusCode).toBe(409);
  });
});

it('users/me/instance-admin/ answers the check', async () => {
  const god = await setUpInstance(t);
  const other = await newActor(t);
  expect((await god.agent.get(apiPaths.instanceAdmin())).json()).toEqual({ is_instance_admin: true });
  expect((await other.agent.get(apiPaths.instanceAdmin())).json()).toEqual({ is_instance_admin: false });
  expect((await createAgent(t.app).get(apiPaths.instanceAdmin())).statusCode).toBe(401);
  await signIn(createAgent(t.app), god.email);
});
