import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { APP_NOT_BUILT } from './static-apps';

let t: TestApp;
let appsDir: string;

function writeApp(name: string, marker: string): void {
  const dist = path.join(appsDir, name, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${marker}</title>`);
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify(marker)});`);
}

beforeAll(async () => {
  appsDir = mkdtempSync(path.join(tmpdir(), 'cairn-apps-'));
  writeApp('web', 'web-app');
  writeApp('admin', 'admin-app');
  // spaces is deliberately not built.
  const realApps = path.resolve(__dirname, '..', '..', '..');
  // The migrations and swagger-ui are found through appsDir, so link the api folder in.
  symlinkSync(path.join(realApps, 'api'), path.join(appsDir, 'api'), 'dir');
  t = await createTestApp({ config: { appsDir, serveApps: true } });
});
afterAll(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static apps', () => {
  it('serves the web app at / with an SPA fallback', async () => {
    for (const url of ['/', '/acme/projects/123/issues', '/sign-up?next_path=%2Facme']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('web-app');
      expect(res.headers['content-type']).toContain('text/html');
    }
    const asset = await get('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('web-app');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves the admin app under /god-mode/', async () => {
    expect((await get('/god-mode')).statusCode).toBe(302);
    for (const url of ['/god-mode/', '/god-mode/general/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('admin-app');
    }
    expect((await get('/god-mode/assets/main-abc123.js')).body).toContain('admin-app');
  });

  it('answers 503 with a clear text for an app that is not built', async () => {
    const res = await get('/spaces/issues/abc');
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(APP_NOT_BUILT);
  });

  it('never answers /api or /auth with an app page', async () => {
    expect((await get('/api/unknown/')).statusCode).toBe(401);
    expect((await get('/auth/unknown/')).statusCode).toBe(404);
    expect((await get('/api/health/')).json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('does not fall back for unsafe methods', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/acme/page' })).statusCode).toBe(404);
  });
});
