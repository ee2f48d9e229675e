import { INSTANCE_TEXT, ssoProviderWriteSchema, type SsoErrorCode } from '@cairn/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { isHttps } from '../../http/session';
import type { EffectiveInstanceSettings, SsoProviderConfig } from '../instance/instance-settings.store';
import { INSTANCE_ERROR_CODE } from '../instance/instance.policy';

/** Cookie binding an attempt to the browser that started it (holds the state; the callback must match it). */
export const SSO_STATE_COOKIE = 'cairn_sso_state';
const SSO_COOKIE_PATH = '/auth/sso/';
/** An attempt lives 10 minutes. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** Attempts started per client IP per minute. */
export const SSO_START_RATE_LIMIT = { limit: 30, windowSec: 60 } as const;

/** The stored providers that still parse (a hand-edited or older row is skipped, never a 5xx). */
export function storedProviders(settings: Pick<EffectiveInstanceSettings, 'sso_providers'>): SsoProviderConfig[] {
  const out: SsoProviderConfig[] = [];
  for (const raw of settings.sso_providers as unknown[]) {
    const parsed = ssoProviderWriteSchema.safeParse(raw);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** The enabled provider with this key, if any. */
export function enabledProvider(settings: Pick<EffectiveInstanceSettings, 'sso_providers'>, key: string): SsoProviderConfig | undefined {
  return storedProviders(settings).find((p) => p.key === key && p.enabled);
}

/** True when the email's domain is on the allow-list (an empty list allows every domain). */
export function isEmailDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains.some((d) => d.toLowerCase().replace(/^@/, '') === domain);
}

/**
 * Refuses a change of the provider list that turns off the last way to sign in: email + password and unique code both
 * off, and the change takes the last enabled provider away.
 */
export function assertSignInMethodLeft(
  settings: Pick<EffectiveInstanceSettings, 'is_email_password_enabled' | 'is_magic_code_enabled'>,
  before: SsoProviderConfig[],
  next: SsoProviderConfig[],
): void {
  if (settings.is_email_password_enabled || settings.is_magic_code_enabled) return;
  if (next.some((p) => p.enabled) || !before.some((p) => p.enabled)) return;
  throw badRequest(INSTANCE_TEXT.lastMethod, undefined, INSTANCE_ERROR_CODE.lastMethod);
}

const ADMIN_PREFIX = '/god-mode';

/**
 * The sign-in page with an SSO error code (and the next_path to keep): the god-mode console's for a flow it started
 * (next_path under /god-mode, kept without that prefix as its 401 rule does), else the web app's.
 */
export function signInErrorPath(code: SsoErrorCode, nextPath: string | null): string {
  const query = new URLSearchParams({ error: code });
  const admin = nextPath !== null && (nextPath === ADMIN_PREFIX || /^\/god-mode[/?#]/.test(nextPath));
  const next = admin ? nextPath.slice(ADMIN_PREFIX.length) : nextPath;
  if (next && !(admin && (next === '/' || next === ''))) query.set('next_path', next);
  return `${admin ? `${ADMIN_PREFIX}/` : '/'}?${query.toString()}`;
}

/** Sets the cookie binding the attempt to this browser. */
export function setStateCookie(req: FastifyRequest, reply: FastifyReply, state: string): void {
  reply.setCookie(SSO_STATE_COOKIE, state, { path: SSO_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: isHttps(req), maxAge: SSO_ATTEMPT_TTL_MS / 1000 });
}

/** Clears the attempt cookie. */
export function clearStateCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SSO_STATE_COOKIE, { path: SSO_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
}
