import { LOCAL_CACHE_HINT_COOKIE, TIME_ZONE_HINT_COOKIE, apiPaths, matchAppRoute, peekIdOf, type BootKnown, type BootPayload, type BootScope } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import type { PublicContext } from '../../http/route';
import { withDelegatedSession } from '../../http/session';
import { collectBootAnswers, type BootClient } from './boot.plan';
import { presentBoot, signedOutBoot } from './boot.presenter';

const LOCAL_CACHE_OFF = new RegExp(`(?:^|;\\s*)${LOCAL_CACHE_HINT_COOKIE}=0(?:;|$)`);
// An IANA zone name, URI-encoded by the app ('Europe/Berlin' → Europe%2FBerlin); a longer or odd value is not one.
const TIME_ZONE = new RegExp(`(?:^|;\\s*)${TIME_ZONE_HINT_COOKIE}=([A-Za-z0-9_%+-]{1,80})(?:;|$)`);

/**
 * What the request's cookies say about the browser (BootClient): the local cache is on unless its hint says '0'; the
 * time zone is the hint's, when it is there (an unknown zone is refused later, by todayInTimeZone).
 */
export function bootClientOf(cookie: string | undefined): BootClient {
  const zone = cookie ? TIME_ZONE.exec(cookie)?.[1] : undefined;
  let timeZone: string | undefined;
  try {
    timeZone = zone ? decodeURIComponent(zone) : undefined;
  } catch {
    timeZone = undefined;
  }
  return { localCache: !(cookie && LOCAL_CACHE_OFF.test(cookie)), ...(timeZone ? { timeZone } : {}) };
}

/**
 * The boot payload of `path` for the session carried by `cookie`: every part is the answer of the real endpoint,
 * asked in-process (app.inject) with the same cookie, so its authorisation and presenter are the ones that serve it.
 */
export async function buildBoot(app: FastifyInstance, cookie: string | undefined, path: string, headers: Record<string, string> = {}, scope: BootScope = 'page', known?: BootKnown): Promise<BootPayload> {
  const get = async (key: string) => {
    const res = await app.inject({ method: 'GET', url: key, headers: cookie ? { ...headers, cookie } : headers });
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  };
  return presentBoot(path, await collectBootAnswers(matchAppRoute(path), get, { client: bootClientOf(cookie), peekId: peekIdOf(path), scope, known }));
}

/**
 * The payload of a page without a session: that fact, and the instance's public config (issue 19: which sign-in
 * methods and SSO buttons the sign-in screens show), the same for everyone.
 */
export async function buildSignedOutBoot(app: FastifyInstance, path: string): Promise<BootPayload> {
  const payload = signedOutBoot(path);
  const res = await app.inject({ method: 'GET', url: apiPaths.instances() });
  if (res.statusCode === 200) payload.answers[apiPaths.instances()] = res.json() as unknown;
  return payload;
}

/** GET /api/boot/?path=: signed out → `{signed_in: false}` (200, not 401: the caller decides where to go). */
export async function getBoot(ctx: PublicContext<undefined, { path: string; scope?: BootScope; known?: BootKnown }>): Promise<BootPayload> {
  const { req, reply, user, query } = ctx;
  reply.header('cache-control', 'private, no-store');
  if (!user) return buildSignedOutBoot(req.server, query.path);
  // The caller's session, resolved once for the page: the boot's GETs borrow it instead of looking it up each.
  return withDelegatedSession(req, (headers) => buildBoot(req.server, req.headers.cookie, query.path, headers, query.scope, query.known));
}
