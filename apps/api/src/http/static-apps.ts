import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { streamWebIndex, type StreamedWebIndex } from '../modules/boot/boot.html';
import { createDistReader } from '../modules/boot/boot.preload';
import { resolveAnchor } from '../modules/public-boards/public-anchor';
import { compressedParts } from './compression';
import { notFound, unauthorized } from './errors';
import { ROBOTS_NOINDEX } from './security-headers';

/** The built apps served by the API process, longest prefix first. */
export const SERVED_APPS = [
  { name: 'admin', prefix: '/god-mode/' },
  { name: 'spaces', prefix: '/spaces/' },
  { name: 'web', prefix: '/' },
] as const;

/** Text answered for an app whose dist folder is missing. */
export const APP_NOT_BUILT = 'App not built: run npm run build';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/auth' || url.startsWith('/auth/');
}

/** /spaces/issues/{anchor}… — a published board's page in the public viewer. */
const SPACES_BOARD_PAGE = /^\/spaces\/issues\/([^/]+)(?:\/|$)/;

/**
 * Whether a /spaces/ page may be indexed: only a page of a published board that is_indexable (one lookup by the
 * anchor's unique index; a bad or unpublished anchor is noindex). Every other /spaces/ answer is noindex.
 */
async function spacesPageIndexable(app: FastifyInstance, url: string): Promise<boolean> {
  const anchor = SPACES_BOARD_PAGE.exec(url)?.[1];
  if (!anchor) return false;
  try {
    return (await resolveAnchor(app.deps.db, anchor)).board.is_indexable;
  } catch {
    return false;
  }
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** A streamed web page's parts in order: the head at once, the rest when the boot payload is ready. */
async function* webIndexParts(page: StreamedWebIndex): AsyncGenerator<string> {
  yield page.head;
  yield await page.rest;
}

/** Unknown /api and /auth paths: 401 for anonymous callers (spec: any 401 sends the browser home), else 404 JSON. */
function apiNotFound(req: FastifyRequest): never {
  if (!req.user && pathOf(req.url).startsWith('/api/')) throw unauthorized();
  throw notFound();
}

/**
 * Serves apps/web/dist at /, apps/admin/dist at /god-mode/ and apps/spaces/dist at /spaces/ with an SPA fallback to each
 * index.html for GET paths without a file extension. A missing dist answers 503 so a forgotten build is obvious.
 */
export async function registerStaticApps(app: FastifyInstance, appsDir: string, enabled: boolean): Promise<void> {
  const dists = new Map<string, string | null>();
  let decorated = false;
  if (enabled) {
    for (const served of [...SERVED_APPS].reverse()) {
      const dist = path.join(appsDir, served.name, 'dist');
      const present = existsSync(path.join(dist, 'index.html'));
      dists.set(served.prefix, present ? dist : null);
      if (!present) continue;
      await app.register(fastifyStatic, {
        root: dist,
        prefix: served.prefix,
        decorateReply: !decorated,
        wildcard: true,
        index: ['index.html'],
        // The builds write each file's .br and .gz beside it (tools/vite/precompress-plugin.ts): sent as they are.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite names files under assets/ by content hash, so they never change.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (served.name === 'spaces') res.header('x-robots-tag', ROBOTS_NOINDEX);
        },
      });
      decorated = true;
    }
  }

  const sendIndex = (reply: FastifyReply, dist: string) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', dist);
  // The members app's pages carry their boot payload and route preloads (issue 11): one round trip before first rows.
  const webDist = dists.get('/');
  const readWeb = webDist ? createDistReader(webDist) : undefined;
  const sendWebIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const { html, manifest } = readWeb!();
    const page = streamWebIndex(app, html, manifest, req.url, req.headers.cookie);
    // A page with user data is the user's alone; the signed-out page is the same for everyone.
    reply.header('cache-control', page.personal ? 'private, no-store' : 'no-cache');
    // The head (with the route's chunk preloads) leaves at once; the boot payload follows when the server has it.
    const body = compressedParts(req, reply, Readable.from(webIndexParts(page)));
    if (page.personal) reply.header('vary', 'Accept-Encoding, Cookie');
    return reply.type('text/html; charset=utf-8').send(body);
  };

  app.setNotFoundHandler(async (req, reply) => {
    const url = pathOf(req.url);
    if (isApiPath(url)) return apiNotFound(req);
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD')) throw notFound();
    if (url === '/god-mode' || url === '/spaces') return reply.redirect(`${url}/`, 302);
    const served = SERVED_APPS.find((s) => url.startsWith(s.prefix));
    if (!served) throw notFound();
    if (served.name === 'spaces' && !(await spacesPageIndexable(app, url))) reply.header('x-robots-tag', ROBOTS_NOINDEX);
    const dist = dists.get(served.prefix);
    if (!dist) return reply.code(503).type('text/plain; charset=utf-8').send(APP_NOT_BUILT);
    const last = url.slice(url.lastIndexOf('/') + 1);
    if (last.includes('.')) throw notFound();
    return served.name === 'web' && readWeb ? sendWebIndex(req, reply) : sendIndex(reply, dist);
  });
}
