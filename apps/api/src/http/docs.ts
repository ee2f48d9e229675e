import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';
import { buildOpenApiDocument } from './openapi';

const DOCS_CSP = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
].join('; ');

const INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Cairn API</title>
<link rel="stylesheet" href="./swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="./swagger-ui-bundle.js"></script>
<script src="./init.js"></script>
</body>
</html>
`;

// Inline scripts are blocked by the CSP, so the start-up code is its own file.
const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-bundle.js.map': 'application/json',
  'favicon-32x32.png': 'image/png',
};

/** Locates swagger-ui-dist in node_modules (resolved from the api package, no CDN). */
export function swaggerUiDir(appsDir: string): string {
  const require = createRequire(path.join(appsDir, 'api', 'package.json'));
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/** GET /api/openapi.json (generated from defineRoute registrations) and the Swagger UI at /api/docs/. */
export function registerDocs(app: FastifyInstance): void {
  let cached: unknown;
  app.get('/api/openapi.json', async () => {
    cached ??= buildOpenApiDocument(app.openapi, { title: 'Cairn API', version: '0.1.0' });
    return cached;
  });
  app.get('/api/docs', async (_req, reply) => reply.redirect('/api/docs/', 302));
  app.get('/api/docs/', async (_req, reply) => reply.header('content-security-policy', DOCS_CSP).type('text/html; charset=utf-8').send(INDEX_HTML));
  app.get('/api/docs/init.js', async (_req, reply) => reply.header('content-security-policy', DOCS_CSP).type('application/javascript; charset=utf-8').send(INIT_JS));
  let dir: string | undefined;
  app.get<{ Params: { file: string } }>('/api/docs/:file', async (req, reply) => {
    const type = ASSETS[req.params.file];
    if (!type) throw notFound();
    dir ??= swaggerUiDir(app.deps.config.appsDir);
    const body = await readFile(path.join(dir, req.params.file));
    return reply.header('content-security-policy', DOCS_CSP).header('cache-control', 'public, max-age=86400').type(type).send(body);
  });
}
