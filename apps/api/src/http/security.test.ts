import { apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signUp, type TestApp } from '../test/test-app';
import { CONTENT_SECURITY_POLICY } from './security-headers';

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

describe('security headers', () => {
  it.each(['/api/health/', '/api/users/me/', '/auth/get-csrf-token/', '/api/nope/'])('are on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: https:", "connect-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /auth/get-csrf-token/', () => {
  it('returns the token and sets a readable SameSite=Lax cookie, keeping an existing one', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.csrf() });
    const token = res.json().csrf_token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: token, sameSite: 'Lax', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: 'GET', url: apiPaths.csrf(), headers: { cookie: `csrftoken=${token}` } });
    expect(again.json().csrf_token).toBe(token);
  });
});

describe('CSRF', () => {
  it('refuses unsafe /auth/ calls without a matching header even when anonymous', async () => {
    const csrf = (await t.app.inject({ method: 'GET', url: apiPaths.csrf() })).json().csrf_token as string;
    const body = { email: 'a@example.com' };
    const cases = [
      { cookie: '', header: undefined },
      { cookie: `csrftoken=${csrf}`, header: undefined },
      { cookie: `csrftoken=${csrf}`, header: `${csrf.slice(0, -1)}${csrf.endsWith('A') ? 'B' : 'A'}` },
      { cookie: '', header: csrf },
    ];
    for (const c of cases) {
      const headers: Record<string, string> = {};
      if (c.cookie) headers.cookie = c.cookie;
      if (c.header) headers['x-csrftoken'] = c.header;
      const res = await t.app.inject({ method: 'POST', url: apiPaths.emailCheck(), payload: body, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'CSRF Failed: CSRF token missing or incorrect.', error_code: 'CSRF_FAILED' });
    }
    const ok = await t.app.inject({ method: 'POST', url: apiPaths.emailCheck(), payload: body, headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a signed-in DELETE without the header and changes nothing', async () => {
    const agent = createAgent(t.app);
    const user = await signUp(agent);
    const res = await agent.request({ method: 'DELETE', url: apiPaths.me(), csrf: false });
    expect(res.statusCode).toBe(403);
    const [row] = await t.query<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [user.id]);
    expect(row.is_active).toBe(true);
  });
});

describe('unknown paths', () => {
  it('answer 401 to anonymous /api callers and 404 JSON once signed in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error_code).toBe('UNAUTHENTICATED');
    const agent = createAgent(t.app);
    await signUp(agent);
    const res = await agent.get('/api/does-not-exist/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.', error_code: 'NOT_FOUND' });
  });

  it('do not serve apps when CAIRN_SERVE_APPS is off', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(404);
  });
});

describe('bad bodies', () => {
  it('answer 400 in the error shape for broken JSON and prototype keys', async () => {
    const agent = createAgent(t.app);
    await agent.get(apiPaths.csrf());
    const token = agent.cookies.get('csrftoken') ?? '';
    const headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token, 'content-type': 'application/json' };
    const broken = await t.app.inject({ method: 'POST', url: apiPaths.emailCheck(), payload: '{"email":', headers });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error_code: 'VALIDATION_ERROR' });
    const proto = await t.app.inject({ method: 'POST', url: apiPaths.emailCheck(), payload: '{"email":"a@b.co","__proto__":{"x":1}}', headers });
    expect(proto.statusCode).toBe(400);
    const ctor = await t.app.inject({ method: 'POST', url: apiPaths.emailCheck(), payload: '{"email":"a@b.co","constructor":{"prototype":{"x":1}}}', headers });
    expect(ctor.statusCode).toBe(400);
  });
});
