import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteExpiredSessions, deleteSession, findSessionWithUser, insertSession, touchSession } from '../data/repositories/sessions.repository';
import type { DbOrTx } from '../data/db';
import { runAsRequest } from '../data/db-gate';
import type { UserRow } from '../data/repositories/users.repository';
import type { AppDeps } from '../server';
import { randomToken, sha256 } from './tokens';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'session_id';
const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;
const COOKIE_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** True when the request reached us over https (X-Forwarded-Proto counts only with TRUST_PROXY). */
export function isHttps(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

function cookieOptions(req: FastifyRequest, maxAgeSec?: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isHttps(req), maxAge: maxAgeSec };
}

/** Clears the session cookie on the response. */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

/**
 * Starts a new session for the user and sets the cookie. The request's previous session (if any) is deleted, so every
 * sign-in rotates the id and a fixated cookie never becomes authenticated.
 */
export async function startSession(db: DbOrTx, req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const { config, now } = req.server.deps;
  const at = now();
  const previous = req.cookies[SESSION_COOKIE];
  if (previous && COOKIE_TOKEN.test(previous)) await deleteSession(db, sha256(previous));
  const token = randomToken(32);
  const id = sha256(token);
  const maxMs = config.sessionMaxDays * DAY_MS;
  await insertSession(db, {
    id,
    user_id: userId,
    created_at: at,
    last_seen_at: at,
    expires_at: new Date(at.getTime() + maxMs),
    user_agent: (req.headers['user-agent'] ?? '').slice(0, 500) || null,
    ip: req.ip ?? null,
  });
  req.sessionId = id;
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(req, Math.floor(maxMs / 1000)));
}

/** Ends the request's session server-side and clears the cookie. */
export async function endSession(db: DbOrTx, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token && COOKIE_TOKEN.test(token)) await deleteSession(db, sha256(token));
  req.sessionId = null;
  req.user = null;
  clearSessionCookie(req, reply);
}

let lastSweep = 0;

/** What resolving a session cookie needs (the app's deps). */
export type SessionDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * The session and active user behind a session cookie's value, enforcing the idle and absolute timeouts (an expired
 * session is deleted) and touching last_seen_at now and then; null when the value is malformed, unknown or expired.
 * The session hook uses it for every /api and /auth request; the collaboration WebSocket for its upgrade request.
 */
export async function findCookieSession(deps: SessionDeps, token: string): Promise<{ id: string; user: UserRow } | null> {
  const { db, config, now } = deps;
  const at = now();
  if (!COOKIE_TOKEN.test(token)) return null;
  const id = sha256(token);
  const found = await findSessionWithUser(db, id);
  if (!found) return null;
  const { session, user } = found;
  const idleLimit = session.last_seen_at.getTime() + config.sessionIdleDays * DAY_MS;
  if (session.expires_at.getTime() <= at.getTime() || idleLimit <= at.getTime() || !user.is_active) {
    await deleteSession(db, id);
    return null;
  }
  if (at.getTime() - session.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, id, at);
    // Dead sessions of other users are swept now and then, piggy-backing on a write we make anyway.
    if (at.getTime() - lastSweep > 60 * 60 * 1000) {
      lastSweep = at.getTime();
      await deleteExpiredSessions(db, at, new Date(at.getTime() - config.sessionIdleDays * DAY_MS));
    }
  }
  return { id, user };
}

/** Header of an in-process request made on a signed-in caller's behalf (withDelegatedSession). */
export const DELEGATED_SESSION_HEADER = 'x-cairn-delegated-session';

// Sessions a request already resolved, lent to the requests it makes in-process for its caller: one-off token → session.
const delegated = new Map<string, { id: string; user: UserRow }>();

/**
 * Runs `fn` with headers that stand for `req`'s resolved session: the requests it makes in-process (app.inject, the
 * boot's GETs) carry them and skip the session lookup — one lookup per page instead of one per GET. The token is random,
 * never leaves the process and is forgotten when `fn` settles; a request without a session gets no headers.
 */
export async function withDelegatedSession<T>(req: FastifyRequest, fn: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  if (!req.user || !req.sessionId) return fn({});
  const token = randomToken(32);
  delegated.set(token, { id: req.sessionId, user: req.user });
  try {
    return await fn({ [DELEGATED_SESSION_HEADER]: token });
  } finally {
    delegated.delete(token);
  }
}

/** Resolves `req.user` from the session cookie on /api and /auth requests, enforcing idle and absolute timeouts. */
export function registerSessionHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('staleSessionCookie', false);
  app.decorateRequest('apiKey', null);
  // Every request (its session lookup included) runs in its own database scope: PGlite's single connection is handed
  // out in the order requests arrived, and a request still waiting after the bound is answered 503 (data/db-gate.ts).
  app.addHook('onRequest', (_req, _reply, done) => runAsRequest(done));
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url;
    if (!path.startsWith('/api/') && !path.startsWith('/auth/')) return;
    // The public API v1 authenticates by X-Api-Key only (http/api-key.ts): a cookie there is ignored.
    if (path.startsWith('/api/v1/')) return;
    // Lent by the request that makes this one in-process (an unknown token is ignored: the cookie decides, as always).
    const lent = req.headers[DELEGATED_SESSION_HEADER];
    const session = typeof lent === 'string' ? delegated.get(lent) : undefined;
    if (session) {
      req.sessionId = session.id;
      req.user = session.user;
      return;
    }
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findCookieSession(app.deps, token);
    if (!found) {
      req.staleSessionCookie = true;
      clearSessionCookie(req, reply);
      return;
    }
    req.sessionId = found.id;
    req.user = found.user;
  });
}
