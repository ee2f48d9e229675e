import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app';
import { APP_NOT_BUILT } from './static-apps';

let t: TestApp;
let appsDir: string;

function writeApp(name: string, marker: string): void {
  const dist = path.join(appsDir, name, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${marker}</title>`);
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify(marker)});`);
  // The build's pre-compressed copy (tools/vite/precompress-plugin.ts), told apart by its text.
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(`console.log(${JSON.stringify(`${marker} br`)});`));
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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

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

  it("sends a build's pre-compressed file to a browser that accepts it, else compresses or sends the plain file", async () => {
    const br = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("web-app br");');
    expect(br.headers['cache-control']).toContain('immutable');
    // No .gz beside it: compressed on the way out.
    const gzip = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log("web-app");');
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("web-app");');
  });

  it('compresses the streamed page and the API answers for a browser that accepts it', async () => {
    const page = await get('/acme/projects/123/issues', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('web-app');
    const doc = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(doc.rawPayload).toString())).toMatchObject({ openapi: expect.any(String) });
    expect((await get('/api/openapi.json')).headers['content-encoding']).toBeUndefined();
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
