import { ERROR_CODE, csrfTokenResponseSchema } from '@cairn/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { defineRoute } from './route';
import { isHttps, SESSION_COOKIE } from './session';
import { randomToken, safeEqual } from './tokens';

/** Name of the CSRF cookie (readable by scripts, double-submitted in the header). */
export const CSRF_COOKIE = 'csrftoken';
/** Header that must repeat the CSRF cookie on unsafe requests. */
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** The error every CSRF failure answers with. */
export function csrfFailed(): HttpError {
  return new HttpError(403, 'CSRF Failed: CSRF token missing or incorrect.', ERROR_CODE.CSRF);
}

function needsCsrf(req: FastifyRequest): boolean {
  if (!UNSAFE.has(req.method)) return false;
  // The public API v1 ignores cookies (X-Api-Key only), so a forged cross-site request carries no credential there.
  if (req.url.startsWith('/api/v1/')) return false;
  return Boolean(req.cookies[SESSION_COOKIE]) || req.url.startsWith('/auth/');
}

/** Double-submit CSRF check for unsafe requests that carry the session cookie and for every unsafe /auth/ call. */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (!needsCsrf(req)) return;
    const cookie = req.cookies[CSRF_COOKIE];
    const header = req.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !cookie || !TOKEN_SHAPE.test(cookie) || !safeEqual(header, cookie)) throw csrfFailed();
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/get-csrf-token/',
    auth: 'public',
    tags: ['auth'],
    summary: 'Get a CSRF token (also set as the csrftoken cookie); send it back in the X-CSRFToken header',
    response: { 200: csrfTokenResponseSchema },
    handler: async ({ req, reply }) => {
      const existing = req.cookies[CSRF_COOKIE];
      const token = existing && TOKEN_SHAPE.test(existing) ? existing : randomToken(32);
      reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: isHttps(req), maxAge: 365 * 24 * 60 * 60 });
      return { csrf_token: token };
    },
  });
}
