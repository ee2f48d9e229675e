import type { SsoProviderKind } from '@cairn/types';

/** What a provider kind fixes: its issuer (OIDC presets), or its OAuth 2 endpoints (GitHub), and default scopes. */
export interface SsoPreset {
  /** Fixed OIDC issuer; null = the admin gives one (generic OIDC) or none applies (GitHub). */
  issuer: string | null;
  defaultScopes: string;
  /** GitHub is OAuth 2 without OpenID Connect: endpoints are fixed and the email comes from its API. */
  oauth2?: { authorization_endpoint: string; token_endpoint: string; api: string };
}

/** The presets of the one SSO flow (issue 19): any OIDC issuer, and GitHub, GitLab and Google. */
export const SSO_PRESETS: Record<SsoProviderKind, SsoPreset> = {
  oidc: { issuer: null, defaultScopes: 'openid email profile' },
  google: { issuer: 'https://accounts.google.com', defaultScopes: 'openid email profile' },
  gitlab: { issuer: 'https://gitlab.com', defaultScopes: 'openid email profile' },
  github: {
    issuer: null,
    defaultScopes: 'read:user user:email',
    oauth2: { authorization_endpoint: 'https://github.com/login/oauth/authorize', token_endpoint: 'https://github.com/login/oauth/access_token', api: 'https://api.github.com' },
  },
};

/** The scopes a provider asks for: the admin's, else the preset's; OIDC kinds always include openid. */
export function providerScopes(kind: SsoProviderKind, scopes: string): string {
  const list = (scopes.trim() || SSO_PRESETS[kind].defaultScopes).split(/\s+/).filter(Boolean);
  if (kind !== 'github' && !list.includes('openid')) list.unshift('openid');
  return [...new Set(list)].join(' ');
}
