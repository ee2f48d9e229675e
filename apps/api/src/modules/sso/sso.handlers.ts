import { sanitizeNextPath, type SsoErrorCode } from '@cairn/types';
import { deleteExpiredSsoLoginStates, insertSsoLoginState, takeSsoLoginState } from '../../data/repositories/sso.repository';
import { HttpError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import type { PublicContext } from '../../http/route';
import { safeEqual, sha256 } from '../../http/tokens';
import { getInstanceSettings } from '../instance/instance-settings.store';
import { signInWithIdentity } from './sso-account';
import { SsoFlowError, authorizationUrl, clientConfiguration, completeSignIn, newAttemptSecrets } from './sso-client';
import {
  SSO_ATTEMPT_TTL_MS, SSO_START_RATE_LIMIT, SSO_STATE_COOKIE, clearStateCookie, enabledProvider, isEmailDomainAllowed, setStateCookie,
  signInErrorPath,
} from './sso.policy';
import type { SsoCallbackQuery, SsoKeyParams, SsoStartQuery } from './sso.schemas';

/** The redirect URI registered at the provider: PUBLIC_URL + /auth/sso/{key}/callback/. */
export function ssoRedirectUri(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth/sso/${encodeURIComponent(key)}/callback/`;
}

function redirect(ctx: PublicContext<undefined, unknown, unknown>, location: string): undefined {
  void ctx.reply.header('cache-control', 'no-store').redirect(location, 302);
  return undefined;
}

function logFailure(ctx: PublicContext<undefined, unknown, unknown>, code: SsoErrorCode, err: unknown): void {
  ctx.req.log.warn({ sso_error: code, reason: err instanceof Error ? err.message : String(err) }, 'single sign-on failed');
}

/** GET /auth/sso/{key}/?next_path=: stores a one-time attempt (state, nonce, PKCE verifier) and sends the browser to the provider. */
export async function startSso(ctx: PublicContext<undefined, SsoStartQuery, SsoKeyParams>): Promise<undefined> {
  const { db, deps, req, reply, params, query } = ctx;
  const next = sanitizeNextPath(query.next_path);
  const fail = (code: SsoErrorCode) => redirect(ctx, signInErrorPath(code, next));
  const now = deps.now();
  try {
    await enforceRateLimit(db, `sso-start:ip:${req.ip}`, SSO_START_RATE_LIMIT, now);
  } catch (err) {
    if (err instanceof HttpError) return fail('sso_rate_limited');
    throw err;
  }
  const provider = enabledProvider(await getInstanceSettings(db), params.key);
  if (!provider) return fail('sso_unavailable');
  const redirectUri = ssoRedirectUri(deps.config.publicUrl, provider.key);
  let url: URL;
  const secrets = newAttemptSecrets();
  try {
    url = await authorizationUrl(await clientConfiguration(provider), provider, redirectUri, secrets);
  } catch (err) {
    logFailure(ctx, 'sso_unavailable', err);
    return fail('sso_unavailable');
  }
  await db.transaction(async (tx) => {
    await deleteExpiredSsoLoginStates(tx, now);
    await insertSsoLoginState(tx, {
      id: sha256(secrets.state),
      provider: provider.key,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      next_path: next,
      created_at: now,
      expires_at: new Date(now.getTime() + SSO_ATTEMPT_TTL_MS),
    });
  });
  setStateCookie(req, reply, secrets.state);
  return redirect(ctx, url.href);
}

/**
 * GET /auth/sso/{key}/callback/?code&state: takes the attempt (once; same provider, not expired, started in this
 * browser), exchanges the code, checks the identity (verified email, allowed domain), signs the account in and sends
 * the browser to next_path or '/'. Every failure goes to the sign-in page with an error code.
 */
export async function ssoCallback(ctx: PublicContext<undefined, SsoCallbackQuery, SsoKeyParams>): Promise<undefined> {
  const { db, deps, req, reply, params, query } = ctx;
  const now = deps.now();
  const cookie = req.cookies[SSO_STATE_COOKIE];
  clearStateCookie(req, reply);
  const state = query.state ?? '';
  const attempt = state ? await takeSsoLoginState(db, sha256(state)) : undefined;
  const next = attempt ? sanitizeNextPath(attempt.next_path) : null;
  const fail = (code: SsoErrorCode, err?: unknown) => {
    if (err !== undefined) logFailure(ctx, code, err);
    return redirect(ctx, signInErrorPath(code, next));
  };
  const valid = attempt && attempt.provider === params.key && attempt.expires_at.getTime() > now.getTime() && typeof cookie === 'string' && safeEqual(cookie, state);
  if (!valid) return fail('sso_state');
  if (query.error) return fail(query.error === 'access_denied' ? 'sso_denied' : 'sso_failed');
  const settings = await getInstanceSettings(db);
  const provider = enabledProvider(settings, params.key);
  if (!provider) return fail('sso_unavailable');
  const redirectUri = ssoRedirectUri(deps.config.publicUrl, provider.key);
  let identity;
  try {
    const config = await clientConfiguration(provider);
    const callbackUrl = new URL(req.url, redirectUri);
    identity = await completeSignIn(config, provider, callbackUrl, { state, nonce: attempt.nonce, codeVerifier: attempt.code_verifier, redirectUri });
  } catch (err) {
    return fail(err instanceof SsoFlowError ? err.code : 'sso_failed', err);
  }
  const email = identity.email;
  if (!email || !identity.email_verified) return fail('sso_email_unverified');
  if (!isEmailDomainAllowed(email, provider.allowed_domains)) return fail('sso_domain_not_allowed');
  const result = await signInWithIdentity(db, req, reply, { providerKey: provider.key, identity: { ...identity, email }, settings, now });
  if (!result.ok) return fail(result.error);
  return redirect(ctx, next ?? '/');
}
