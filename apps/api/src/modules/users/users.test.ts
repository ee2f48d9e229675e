import { SPEC_TEXT, apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../test/test-app';

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

describe('anonymous callers', () => {
  it.each([
    ['GET', apiPaths.me()],
    ['PATCH', apiPaths.me()],
    ['DELETE', apiPaths.me()],
    ['GET', apiPaths.profile()],
    ['PATCH', apiPaths.profile()],
    ['GET', apiPaths.settings()],
    ['POST', apiPaths.onboard()],
    ['POST', apiPaths.tourCompleted()],
    ['GET', '/api/users/me/instance-admin/'],
  ])('%s %s → 401', async (method, url) => {
    const res = await createAgent(t.app).request({ method, url, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication credentials were not provided.', error_code: 'UNAUTHENTICATED' });
  });
});

describe('/api/users/me/', () => {
  it('reads and updates the user, refusing unknown keys', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    expect((await agent.get(apiPaths.me())).json()).toEqual(user);
    const res = await agent.patch(apiPaths.me(), { first_name: 'Ada', last_name: 'Lovelace', display_name: 'ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', display_name: 'ada' });
    expect((await agent.patch(apiPaths.me(), { email: 'evil@example.com' })).statusCode).toBe(400);
    expect((await agent.patch(apiPaths.me(), { is_active: false })).statusCode).toBe(400);
    expect((await agent.patch(apiPaths.me(), JSON.parse('{"__proto__": {"admin": true}}'))).statusCode).toBe(400);
    expect((await agent.patch(apiPaths.me(), { display_name: '' })).statusCode).toBe(400);
    const [row] = await t.query<{ email: string; is_active: boolean }>('SELECT email, is_active FROM users WHERE id = $1', [user.id]);
    expect(row).toEqual({ email: user.email, is_active: true });
  });

  it('refuses a change without the CSRF header', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    const res = await agent.request({ method: 'PATCH', url: apiPaths.me(), body: { first_name: 'X' }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('CSRF_FAILED');
    const wrong = await agent.request({ method: 'PATCH', url: apiPaths.me(), body: { first_name: 'X' }, csrf: false, headers: { 'x-csrftoken': 'a'.repeat(43) } });
    expect(wrong.statusCode).toBe(403);
    expect((await agent.get(apiPaths.me())).json().first_name).toBe('');
  });

  it('deactivates: every session ends and sign-in is refused', async () => {
    const email = uniqueEmail();
    const agent = createAgent(t.app);
    const user = await signUp(agent, email);
    const second = createAgent(t.app);
    await second.post(apiPaths.signIn(), { email, password: TEST_PASSWORD });
    const res = await agent.delete(apiPaths.me());
    expect(res.statusCode).toBe(204);
    expect((await agent.get(apiPaths.me())).statusCode).toBe(401);
    expect((await second.get(apiPaths.me())).statusCode).toBe(401);
    expect(await t.query('SELECT id FROM sessions WHERE user_id = $1', [user.id])).toHaveLength(0);
    const [row] = await t.query<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [user.id]);
    expect(row.is_active).toBe(false);
    expect((await createAgent(t.app).post(apiPaths.signIn(), { email, password: TEST_PASSWORD })).statusCode).toBe(403);
  });
});

describe('/api/users/me/profile/', () => {
  it('has the spec defaults', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    const profile = (await agent.get(apiPaths.profile())).json();
    expect(profile).toMatchObject({
      user: user.id,
      language: 'en',
      start_of_the_week: 0,
      is_onboarded: false,
      is_tour_completed: false,
      last_workspace_id: null,
      theme: { theme: 'system' },
      onboarding_step: { workspace_join: false, profile_complete: false, workspace_create: false, workspace_invite: false },
      has_billing_address: false,
    });
  });

  it('merges theme and onboarding steps and validates the language', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    await agent.patch(apiPaths.profile(), { theme: { theme: 'dark', primary: '#123456' } });
    const res = await agent.patch(apiPaths.profile(), {
      theme: { sidebarText: '#fff' },
      onboarding_step: { profile_complete: true },
      language: 'fr',
      start_of_the_week: 1,
      billing_address: '1 Main St',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      theme: { theme: 'dark', primary: '#123456', sidebarText: '#fff' },
      onboarding_step: { profile_complete: true, workspace_join: false },
      language: 'fr',
      start_of_the_week: 1,
      has_billing_address: true,
    });
    const bad = await agent.patch(apiPaths.profile(), { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: SPEC_TEXT.invalidLanguage, details: { language: [SPEC_TEXT.invalidLanguage] } });
    expect((await agent.patch(apiPaths.profile(), { start_of_the_week: 7 })).statusCode).toBe(400);
    expect((await agent.patch(apiPaths.profile(), { is_onboarded: true })).statusCode).toBe(400);
    expect((await agent.get(apiPaths.profile())).json().language).toBe('fr');
  });

  it('refuses a last workspace the user does not belong to', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    const res = await agent.patch(apiPaths.profile(), { last_workspace_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(SPEC_TEXT.workspaceNotFound);
    expect((await agent.get(apiPaths.profile())).json().last_workspace_id).toBeNull();
  });

  it('marks onboarding and the tour done', async () => {
    const agent = createAgent(t.app);
    await signUp(agent);
    expect((await agent.post(apiPaths.onboard(), { is_onboarded: false })).statusCode).toBe(400);
    expect((await agent.post(apiPaths.onboard(), { is_onboarded: true })).json().is_onboarded).toBe(true);
    expect((await agent.post(apiPaths.tourCompleted())).json().is_tour_completed).toBe(true);
    expect((await agent.get(apiPaths.profile())).json()).toMatchObject({ is_onboarded: true, is_tour_completed: true });
  });
});

describe('/api/users/me/settings/ and instance-admin/', () => {
  it('gives the settings with an empty workspace block for a new user', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    expect((await agent.get(apiPaths.settings())).json()).toEqual({
      id: user.id,
      email: user.email,
      workspace: {
        last_workspace_id: null,
        last_workspace_slug: null,
        last_workspace_name: null,
        last_workspace_logo: null,
        fallback_workspace_id: null,
        fallback_workspace_slug: null,
        invites: 0,
      },
    });
  });

  it('reports the instance-admin flag', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    expect((await agent.get('/api/users/me/instance-admin/')).json()).toEqual({ is_instance_admin: false });
    await t.query('UPDATE users SET is_instance_admin = true WHERE id = $1', [user.id]);
    expect((await agent.get('/api/users/me/instance-admin/')).json()).toEqual({ is_instance_admin: true });
  });
});
