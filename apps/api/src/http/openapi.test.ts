import { createTestApp, type TestApp } from '../test/test-app';
import { toOpenApiPath } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The document and the docs UI describe the API; they are not part of it.
// The events stream never ends (the bad-input walk would wait on it forever): documented in libs/types and CONTEXT.md.
const UNDOCUMENTED = new Set(['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/init.js', '/api/docs/:file', '/api/workspaces/:slug/events/stream/']);

type Doc = { openapi: string; paths: Record<string, Record<string, { summary: string; tags: string[]; responses: Record<string, unknown>; requestBody?: unknown; parameters: Array<{ name: string; in: string }> }>> };

describe('GET /api/openapi.json', () => {
  let doc: Doc;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every /api and /auth route Fastify serves', () => {
    const served = t.app.routeList.filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/api/') || r.url.startsWith('/auth/')) && !UNDOCUMENTED.has(r.url));
    expect(served.length).toBeGreaterThan(15);
    const missing = served.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('describes bodies, params, responses and the error body', () => {
    const signUp = doc.paths['/auth/sign-up/'].post;
    expect(signUp.tags).toEqual(['auth']);
    expect(signUp.summary).toMatch(/account/);
    expect(JSON.stringify(signUp.requestBody)).toContain('"password"');
    expect(signUp.responses['409']).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }));
    expect(doc.paths['/api/users/me/'].get.responses['401']).toBeDefined();
    const withParams = Object.entries(doc.paths).find(([path]) => path.includes('{'));
    if (withParams) {
      const [path, ops] = withParams;
      const names = Object.values(ops)[0].parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(names.length).toBe((path.match(/\{/g) ?? []).length);
    }
  });
});

describe('GET /api/docs/', () => {
  it('serves the Swagger UI from node_modules with its own CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain('/api/openapi.json');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.body.length).toBeGreaterThan(100_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui.css' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/..%2fpackage.json' })).statusCode).not.toBe(200);
  });
});
