import { ssoProviderWriteSchema, type SsoProvider, type SsoProviderKind, type SsoProviderWrite } from '@cairn/types';
import { fieldErrorsOf, type FieldErrors } from '../../../shared';

/** The provider form's values as typed (domains as one line of text). */
export interface SsoFormValues {
  kind: SsoProviderKind;
  key: string;
  name: string;
  enabled: boolean;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  allowed_domains: string;
}

/** What each kind fills in: its name, key and issuer (GitHub speaks OAuth 2, so it has none) and scopes. */
export const SSO_PRESETS: Record<SsoProviderKind, { name: string; key: string; issuer: string | null; scopes: string }> = {
  oidc: { name: '', key: '', issuer: '', scopes: 'openid email profile' },
  google: { name: 'Google', key: 'google', issuer: 'https://accounts.google.com', scopes: 'openid email profile' },
  gitlab: { name: 'GitLab', key: 'gitlab', issuer: 'https://gitlab.com', scopes: 'openid email profile' },
  github: { name: 'GitHub', key: 'github', issuer: null, scopes: 'read:user user:email' },
};

/** An empty form for a new provider of the kind. */
export function newSsoValues(kind: SsoProviderKind): SsoFormValues {
  const preset = SSO_PRESETS[kind];
  return {
    kind, key: preset.key, name: preset.name, enabled: true, issuer_url: preset.issuer ?? '', client_id: '', client_secret: '',
    scopes: preset.scopes, allowed_domains: '',
  };
}

/** Switches the kind of a form being filled: the preset fields follow unless the admin changed them. */
export function withKind(values: SsoFormValues, kind: SsoProviderKind): SsoFormValues {
  const before = SSO_PRESETS[values.kind];
  const after = SSO_PRESETS[kind];
  const follow = (current: string, old: string | null, next: string | null) => (current === (old ?? '') ? next ?? '' : current);
  return {
    ...values, kind, name: follow(values.name, before.name, after.name), key: follow(values.key, before.key, after.key),
    issuer_url: follow(values.issuer_url, before.issuer, after.issuer), scopes: follow(values.scopes, before.scopes, after.scopes),
  };
}

/** The form filled from a saved provider (the secret is write-only: empty keeps it). */
export function ssoValuesOf(provider: SsoProvider): SsoFormValues {
  return {
    kind: provider.kind, key: provider.key, name: provider.name, enabled: provider.enabled, issuer_url: provider.issuer_url ?? '',
    client_id: provider.client_id, client_secret: '', scopes: provider.scopes, allowed_domains: provider.allowed_domains.join(', '),
  };
}

/** The body the form sends; GitHub has no issuer; an empty secret is left out (kept). */
export function ssoBodyOf(values: SsoFormValues): SsoProviderWrite {
  const body: SsoProviderWrite = {
    key: values.key.trim(), kind: values.kind, name: values.name.trim(), enabled: values.enabled,
    issuer_url: values.kind === 'github' ? null : values.issuer_url.trim(), client_id: values.client_id.trim(), scopes: values.scopes.trim(),
    allowed_domains: values.allowed_domains.split(/[\s,]+/).map((d) => d.trim().toLowerCase()).filter(Boolean),
  };
  if (values.client_secret) body.client_secret = values.client_secret;
  return body;
}

/** Checks the form with the server's schema; OpenID Connect kinds need an issuer. */
export function validateSso(values: SsoFormValues): FieldErrors {
  const errors = fieldErrorsOf(ssoProviderWriteSchema.safeParse(ssoBodyOf(values)), values.key.trim() ? { key: 'god_mode.sso.key_invalid' } : {});
  if (values.kind !== 'github' && !values.issuer_url.trim()) errors.issuer_url = 'god_mode.errors.required';
  return errors;
}

/** Where the provider must send people back: the public origin + /auth/sso/{key}/callback/. */
export function redirectUriOf(appBaseUrl: string | undefined, key: string): string {
  let origin = typeof window === 'undefined' ? '' : window.location.origin;
  try {
    if (appBaseUrl) origin = new URL(appBaseUrl).origin;
  } catch {
    // A malformed base URL: the page's own origin is the best guess.
  }
  return `${origin}/auth/sso/${key || '{key}'}/callback/`;
}
