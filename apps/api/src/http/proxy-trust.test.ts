import { apiPaths } from '@cairn/types';
import { loadConfig } from '../config/config';
import { AUTH_RATE_LIMITS } from '../modules/auth/auth.policy';
import { createAgent, createTestApp, signUp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

// One app per TRUST_PROXY setting, over one database (the apps share it; each test resets it).
let t: TestApp;
let oneProxy: TestApp['app'];
let twoProxies: TestApp['app'];
let addressList: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy } });
  oneProxy = t.app;
  const { buildServer } = await import('../server');
  twoProxies = await buildServer({ ...t.deps, config: { ...t.deps.config, trustProxy: 2 } });
  addressList = await buildServer({ ...t.deps, config: { ...t.deps.config, trustProxy: '10.0.0.0/8' } });
  await Promise.all([twoProxies.ready(), addressList.ready()]);
});
afterAll(async () => {
  await twoProxies.close();
  await addressList.close();
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const PROXY = '10.0.0.2';
const signInFrom = (app: TestApp['app'], forwardedFor: string, remoteAddress = PROXY) =>
  createAgent(app).request({
    method: 'POST',
    url: apiPaths.signIn(),
    body: { email: uniqueEmail(), password: 'Wrong-Passw0rd!' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

describe('TRUST_PROXY=true (one proxy in front)', () => {
  it('keys the per-IP sign-in limit on the address the proxy added, not on what the client sent', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const statuses: number[] = [];
    // The client rotates its own X-Forwarded-For; the proxy appends the address it really sees.
    for (let i = 0; i < 40; i += 1) statuses.push((await signInFrom(oneProxy, `198.51.100.${i}, 203.0.113.9`)).statusCode);
    const limit = AUTH_RATE_LIMITS.signInPerIp.limit;
    expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array(40 - limit).fill(429));
    // Another client behind the same proxy is still let in.
    expect((await signInFrom(oneProxy, '203.0.113.10')).statusCode).toBe(400);
  });

  it('honours X-Forwarded-Proto for the Secure cookie and HSTS; plain http gets neither', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(oneProxy), email);
    const https = await createAgent(oneProxy).request({
      method: 'POST',
      url: apiPaths.signIn(),
      body: { email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(https.statusCode).toBe(200);
    expect(https.cookies.find((c) => c.name === 'session_id')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const http = await createAgent(oneProxy).post(apiPaths.signIn(), { email, password: TEST_PASSWORD }, { 'x-forwarded-proto': 'http' });
    expect(http.statusCode).toBe(200);
    expect(http.cookies.find((c) => c.name === 'session_id')?.secure).toBeFalsy();
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect((await oneProxy.inject({ method: 'GET', url: '/api/health/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('sets Secure and HSTS from X-Forwarded-Proto and counts the client two hops out', async () => {
    const email = uniqueEmail();
    await signUp(createAgent(twoProxies), email);
    const res = await createAgent(twoProxies).request({
      method: 'POST',
      url: apiPaths.signIn(),
      body: { email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.1, 203.0.113.9, 10.0.0.7' },
      remoteAddress: PROXY,
    });
    expect(res.cookies.find((c) => c.name === 'session_id')?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const [session] = await t.query<{ ip: string }>('SELECT ip FROM sessions ORDER BY created_at DESC LIMIT 1');
    expect(session.ip).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY as an address list', () => {
  it('trusts X-Forwarded-* only from the listed proxies', async () => {
    t.clock.set(new Date('2030-01-01T10:00:00Z'));
    const limit = AUTH_RATE_LIMITS.signInPerIp.limit;
    for (let i = 0; i < limit; i += 1) expect((await signInFrom(addressList, `198.51.100.${i}, 203.0.113.9`)).statusCode).toBe(400);
    expect((await signInFrom(addressList, '198.51.100.99, 203.0.113.9')).statusCode).toBe(429);
    // A client reaching the server directly cannot claim https or another address.
    const direct = await addressList.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '192.0.2.50' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
