import { API_RATE_LIMIT, INTEGRATION_TEXT } from '@cairn/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findApiTokenByHash, touchApiToken, type ApiTokenRow } from '../data/repositories/api-tokens.repository';
import { hitRateLimitBucket } from '../data/repositories/rate-limit.repository';
import type { UserRow } from '../data/repositories/users.repository';
import type { AppDeps } from '../server';
import { forbidden, tooManyRequests, unauthorized } from './errors';
import { sha256 } from './tokens';

/** The header the public API reads its key from (the seed system's name). */
export const API_KEY_HEADER = 'x-api-key';
const KEY_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const TOUCH_EVERY_MS = 60_000;

/** Who an API key request acts as: the token's user, in the token's workspace. */
export interface ApiKeyCaller {
  user: UserRow;
  token: ApiTokenRow;
  /** The slug of the one workspace the token may reach. */
  workspaceSlug: string;
}

/**
 * Resolves the X-Api-Key header (issue 18): the token must exist (revoked = deleted), be unexpired, and belong to an
 * active user who is still an active member of the token's workspace; 401 otherwise. Counts the request against the key's rate limit (shared by every API process, in the
 * database) and sets X-RateLimit-Remaining and X-RateLimit-Reset (epoch seconds) on the answer; 429 past the limit.
 * `slug` (the URL's workspace, when it has one) must be the token's workspace: 403 otherwise.
 */
export async function authenticateApiKey(req: FastifyRequest, reply: FastifyReply, deps: Pick<AppDeps, 'db' | 'now' | 'config'>, slug?: string): Promise<ApiKeyCaller> {
  const raw = req.headers[API_KEY_HEADER];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!key) throw unauthorized();
  if (!KEY_SHAPE.test(key)) throw unauthorized(INTEGRATION_TEXT.apiKeyInvalid);
  const found = await findApiTokenByHash(deps.db, sha256(key));
  const at = deps.now();
  // A token of someone who left its workspace (or was deactivated there) opens nothing: refused like a revoked one.
  if (!found || !found.user.is_active || !found.is_member || (found.token.expired_at && found.token.expired_at.getTime() <= at.getTime())) {
    throw unauthorized(INTEGRATION_TEXT.apiKeyInvalid);
  }
  const limit = deps.config.apiRateLimitPerMinute;
  const windowMs = API_RATE_LIMIT.windowSec * 1000;
  const windowStart = Math.floor(at.getTime() / windowMs) * windowMs;
  const used = await hitRateLimitBucket(deps.db, `api-key:${found.token.id}`, new Date(windowStart));
  reply.header('x-ratelimit-limit', String(limit));
  reply.header('x-ratelimit-remaining', String(Math.max(0, limit - used)));
  reply.header('x-ratelimit-reset', String(Math.ceil((windowStart + windowMs) / 1000)));
  if (used > limit) throw tooManyRequests((windowStart + windowMs - at.getTime()) / 1000);
  if (slug !== undefined && slug !== found.workspace_slug) throw forbidden(INTEGRATION_TEXT.apiKeyWorkspace);
  await touchApiToken(deps.db, found.token.id, at, TOUCH_EVERY_MS);
  return { user: found.user, token: found.token, workspaceSlug: found.workspace_slug };
}
