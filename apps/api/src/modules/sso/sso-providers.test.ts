import { INSTANCE_TEXT } from '@cairn/types';
import { createAgent, createTestApp, signUp, type Agent, type TestApp } from '../../test/test-app';
import { instanceAdminAgent, setInstanceSettings } from './sso.test-support';

// The providers' admin API: instance admins only; secrets never answered; the last sign-in method stays on.
let t: TestApp;
let admin: Agent;
let member: Agent;
const SECRET = 'super-secret-value-123';
const base = '/api/instances/admin/sso-providers/';
const body = (key: string, extra: Record<string, unknown> = {}) => ({
  key, kind: 'oidc', name: `Provider ${key}`, enabled: true, issuer_url: 'https://id.example.com', client_id: 'client', client_secret: SECRET, scopes: '', allowed_domains: [], ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await instanceAdminAgent(t);
  member = createAgent(t.app);
  await signUp(member);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('SSO providers admin API', () => {
  it('is refused to anonymous (401) and to members (403) on every route, and changes nothing', async () => {
    expect((await admin.post(base, body('guarded'))).statusCode).toBe(201);
    const anonymous = createAgent(t.app);
    const calls = (a: Agent) => [a.get(base), a.post(base, body('intruder')), a.patch(`${base}guarded/`, { enabled: false }), a.delete(`${base}guarded/`)];
    for (const res of await Promise.all(calls(anonymous))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(member))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: INSTANCE_TEXT.notInstanceAdmin });
    }
    const list = (await admin.get(base)).json() as Array<{ key: string; enabled: boolean }>;
    expect(list.find((p) => p.key === 'guarded')).toMatchObject({ enabled: true });
    expect(list.some((p) => p.key === 'intruder')).toBe(false);
  });

  it('creates, lists, updates and deletes; never answers the secret; stores it encrypted', async () => {
    const created = await admin.post(base, body('crud', { allowed_domains: ['Example.ORG', '@corp.example'] }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      key: 'crud', kind: 'oidc', name: 'Provider crud', enabled: true, issuer_url: 'https://id.example.com', client_id: 'client', has_client_secret: true, scopes: '',
      allowed_domains: ['example.org', 'corp.example'],
    });
    const list = await admin.get(base);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(SECRET);
    const patched = await admin.patch(`${base}crud/`, { name: 'Renamed', enabled: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Renamed', enabled: false, has_client_secret: true });
    expect(patched.body).not.toContain(SECRET);
    const [row] = await t.query<{ value: unknown; is_encrypted: boolean }>("select value, is_encrypted from instance_settings where key = 'sso_providers'");
    expect(row.is_encrypted).toBe(true);
    expect(JSON.stringify(row.value)).not.toContain(SECRET);
    expect((await admin.delete(`${base}crud/`)).statusCode).toBe(204);
    expect(((await admin.get(base)).json() as Array<{ key: string }>).some((p) => p.key === 'crud')).toBe(false);
  });

  it('lists enabled providers, without secrets, in the public instance info', async () => {
    await admin.post(base, body('shown', { name: 'Shown' }));
    await admin.post(base, body('hidden', { enabled: false }));
    const info = await createAgent(t.app).get('/api/instances/');
    expect(info.statusCode).toBe(200);
    const listed = (info.json() as { config: { sso_providers: Array<{ key: string }> } }).config.sso_providers;
    expect(listed).toContainEqual({ key: 'shown', kind: 'oidc', name: 'Shown' });
    expect(listed.some((p) => p.key === 'hidden')).toBe(false);
    expect(info.body).not.toContain(SECRET);
  });

  it('fills the presets and checks issuers', async () => {
    const google = await admin.post(base, body('google', { kind: 'google', issuer_url: null }));
    expect(google.json()).toMatchObject({ kind: 'google', issuer_url: 'https://accounts.google.com' });
    const gitlab = await admin.post(base, body('gitlab', { kind: 'gitlab', issuer_url: 'https://ignored.example' }));
    expect(gitlab.json()).toMatchObject({ issuer_url: 'https://gitlab.com' });
    const github = await admin.post(base, body('github', { kind: 'github', issuer_url: null }));
    expect(github.json()).toMatchObject({ kind: 'github', issuer_url: null });
    const noIssuer = await admin.post(base, body('no-issuer', { issuer_url: null }));
    expect(noIssuer.statusCode).toBe(400);
    expect(noIssuer.json().details).toHaveProperty('issuer_url');
    expect((await admin.post(base, body('plain-http', { issuer_url: 'http://id.example.com' }))).statusCode).toBe(400);
    expect((await admin.post(base, body('loopback', { issuer_url: 'http://127.0.0.1:9999' }))).statusCode).toBe(201);
    // Switching kind re-applies the preset.
    expect((await admin.patch(`${base}loopback/`, { kind: 'google' })).json()).toMatchObject({ issuer_url: 'https://accounts.google.com' });
  });

  it('refuses bad input with 400 and clear messages, unknown keys with 404, a taken key with 409', async () => {
    expect((await admin.post(base, body('dup'))).statusCode).toBe(201);
    expect((await admin.post(base, body('dup'))).statusCode).toBe(409);
    expect((await admin.post(base, body('Bad Key'))).statusCode).toBe(400);
    expect((await admin.post(base, body('no-secret', { client_secret: undefined }))).statusCode).toBe(400);
    expect((await admin.post(base, body('nul\u0000'))).statusCode).toBe(400);
    expect((await admin.post(base, body('huge', { name: 'x'.repeat(100_000) }))).statusCode).toBe(400);
    expect((await admin.post(base, body('domains', { allowed_domains: ['not a domain'] }))).json().details).toHaveProperty('allowed_domains');
    expect((await admin.post(base, { ...body('extra'), surprise: true })).statusCode).toBe(400);
    expect((await admin.patch(`${base}dup/`, { key: 'other' })).statusCode).toBe(400);
    expect((await admin.patch(`${base}missing/`, { enabled: false })).statusCode).toBe(404);
    expect((await admin.delete(`${base}missing/`)).statusCode).toBe(404);
  });

  it('keeps a secret when an update leaves it out, and replaces it when given', async () => {
    await admin.post(base, body('keep'));
    await admin.patch(`${base}keep/`, { name: 'Kept' });
    await admin.patch(`${base}keep/`, { client_secret: 'another-secret-456' });
    const list = await admin.get(base);
    expect(list.body).not.toContain('another-secret-456');
    expect((list.json() as Array<{ key: string; has_client_secret: boolean }>).find((p) => p.key === 'keep')?.has_client_secret).toBe(true);
  });

  it('refuses to turn off or delete the last sign-in method', async () => {
    await t.reset();
    admin = await instanceAdminAgent(t);
    expect((await admin.post(base, body('only'))).statusCode).toBe(201);
    expect((await admin.post(base, body('spare', { enabled: false }))).statusCode).toBe(201);
    await setInstanceSettings(t, { is_email_password_enabled: false, is_magic_code_enabled: false });
    const off = await admin.patch(`${base}only/`, { enabled: false });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ error: INSTANCE_TEXT.lastMethod });
    expect((await admin.delete(`${base}only/`)).json()).toMatchObject({ error: INSTANCE_TEXT.lastMethod });
    // With another provider on, it can go.
    expect((await admin.patch(`${base}spare/`, { enabled: true })).statusCode).toBe(200);
    expect((await admin.delete(`${base}only/`)).statusCode).toBe(204);
    await setInstanceSettings(t, { is_email_password_enabled: true, is_magic_code_enabled: true });
  });
});
