import * as oidc from 'openid-client';
import { sha256 } from '../../http/tokens';
import type { SsoProviderConfig } from '../instance/instance-settings.store';
import { SSO_PRESETS, providerScopes } from './sso.presets';

// The one SSO flow over openid-client (v6): discovery for OIDC issuers (generic, Google, GitLab), fixed OAuth 2
// endpoints for GitHub; authorization code with PKCE (S256), state and — for OIDC — nonce.

/** Who signed in at the provider, as far as we trust it. */
export interface SsoIdentity {
  /** The provider's stable user id (OIDC `sub`; GitHub's numeric id). */
  subject: string;
  email: string | null;
  email_verified: boolean;
  name: string | null;
}

/** A failure the callback turns into a redirect with this code (never a 5xx). */
export class SsoFlowError extends Error {
  constructor(
    readonly code: 'sso_unavailable' | 'sso_failed' | 'sso_email_unverified',
    message: string,
  ) {
    super(message);
  }
}

const CONFIG_TTL_MS = 10 * 60 * 1000;
const REQUEST_TIMEOUT_S = 10;
const configs = new Map<string, { config: oidc.Configuration; at: number }>();

/** True for http on this machine: the only http issuer allowed (the tests' provider, a local one); anything else must be https. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The openid-client configuration of a provider (discovered once per 10 minutes and per settings version). */
export async function clientConfiguration(provider: SsoProviderConfig): Promise<oidc.Configuration> {
  const preset = SSO_PRESETS[provider.kind];
  const issuer = preset.issuer ?? provider.issuer_url;
  const cacheKey = JSON.stringify([provider.key, provider.kind, issuer, provider.client_id, sha256(provider.client_secret ?? '')]);
  const hit = configs.get(cacheKey);
  if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.config;
  let config: oidc.Configuration;
  if (preset.oauth2) {
    config = new oidc.Configuration({ issuer: 'https://github.com', ...preset.oauth2 }, provider.client_id, { client_secret: provider.client_secret });
  } else {
    if (!issuer) throw new SsoFlowError('sso_unavailable', 'The provider has no issuer URL');
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new SsoFlowError('sso_unavailable', 'The provider issuer URL is invalid');
    }
    if (url.protocol !== 'https:' && !isLoopbackHttp(url)) throw new SsoFlowError('sso_unavailable', 'The provider issuer must use https');
    try {
      config = await oidc.discovery(url, provider.client_id, { client_secret: provider.client_secret }, undefined, {
        execute: isLoopbackHttp(url) ? [oidc.allowInsecureRequests] : [],
        timeout: REQUEST_TIMEOUT_S,
      });
    } catch (err) {
      throw new SsoFlowError('sso_unavailable', `Discovery failed: ${(err as Error).message}`);
    }
  }
  config.timeout = REQUEST_TIMEOUT_S;
  configs.set(cacheKey, { config, at: Date.now() });
  return config;
}

/** Fresh secrets of one attempt: state, nonce and the PKCE verifier. */
export function newAttemptSecrets(): { state: string; nonce: string; codeVerifier: string } {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** The provider's authorization URL for one attempt. */
export async function authorizationUrl(config: oidc.Configuration, provider: SsoProviderConfig, redirectUri: string, secrets: { state: string; nonce: string; codeVerifier: string }): Promise<URL> {
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: providerScopes(provider.kind, provider.scopes),
    state: secrets.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.kind !== 'github') params.nonce = secrets.nonce;
  return oidc.buildAuthorizationUrl(config, params);
}

const isTrue = (v: unknown) => v === true || v === 'true';
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Exchanges the callback's code (checking state, PKCE, and for OIDC the ID token with its nonce) and reads who signed
 * in: OIDC from the ID token, else userinfo; GitHub from its API (the primary, verified address).
 */
export async function completeSignIn(
  config: oidc.Configuration,
  provider: SsoProviderConfig,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
): Promise<SsoIdentity> {
  const github = provider.kind === 'github';
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(
      config,
      callbackUrl,
      github ? { expectedState: expected.state, pkceCodeVerifier: expected.codeVerifier } : { expectedState: expected.state, expectedNonce: expected.nonce, pkceCodeVerifier: expected.codeVerifier, idTokenExpected: true },
      { redirect_uri: expected.redirectUri },
    );
  } catch (err) {
    throw new SsoFlowError('sso_failed', `Code exchange failed: ${(err as Error).message}`);
  }
  if (github) return githubIdentity(tokens.access_token);
  const claims = tokens.claims();
  if (!claims) throw new SsoFlowError('sso_failed', 'No ID token');
  let source: Record<string, unknown> = claims;
  if (!text(claims.email)) {
    try {
      source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    } catch (err) {
      throw new SsoFlowError('sso_failed', `Userinfo failed: ${(err as Error).message}`);
    }
  }
  return { subject: claims.sub, email: text(source.email)?.toLowerCase() ?? null, email_verified: isTrue(source.email_verified), name: text(source.name) };
}

async function githubApi<T>(path: string, accessToken: string): Promise<T> {
  const res = await fetch(`${SSO_PRESETS.github.oauth2?.api}${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json', 'user-agent': 'Cairn' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
  });
  if (!res.ok) throw new SsoFlowError('sso_failed', `GitHub ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** GitHub has no ID token: the user's id from /user, the primary verified address from /user/emails. */
async function githubIdentity(accessToken: string): Promise<SsoIdentity> {
  const user = await githubApi<{ id?: unknown; name?: unknown; login?: unknown }>('/user', accessToken);
  if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new SsoFlowError('sso_failed', 'GitHub gave no user id');
  const emails = await githubApi<Array<{ email?: unknown; primary?: unknown; verified?: unknown }>>('/user/emails', accessToken);
  return { subject: String(user.id), ...pickGithubEmail(Array.isArray(emails) ? emails : []), name: text(user.name) ?? text(user.login) };
}

/** GitHub's primary address, verified or not (unverified is refused later); none → null. */
export function pickGithubEmail(emails: Array<{ email?: unknown; primary?: unknown; verified?: unknown }>): { email: string | null; email_verified: boolean } {
  const primary = emails.find((e) => e.primary === true && text(e.email));
  if (!primary) return { email: null, email_verified: false };
  return { email: text(primary.email)?.toLowerCase() ?? null, email_verified: primary.verified === true };
}
