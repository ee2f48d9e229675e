// Single sign-on (issue 19 point 4): what the server's SSO redirects tell the sign-in screens.

/**
 * Error codes the SSO callback puts in the sign-in page's query (`/?error=<code>`) when a sign-in through a provider
 * fails; the web shows a text for each (i18n `sso.errors.<code>`). Anything else shows the generic SSO text.
 */
export const SSO_ERROR_CODES = [
  /** Unknown or disabled provider, or the provider could not be reached / is misconfigured. */
  'sso_unavailable',
  /** The sign-in attempt is unknown, expired, already used, or was started in another browser. */
  'sso_state',
  /** The provider refused or the answer did not check out (code exchange, ID token, nonce). */
  'sso_failed',
  /** The user cancelled at the provider. */
  'sso_denied',
  /** The provider did not confirm the email address (or gave none). */
  'sso_email_unverified',
  /** The email's domain is not on the provider's allow-list. */
  'sso_domain_not_allowed',
  /** No account with this email, and sign-up is closed to uninvited emails. */
  'sso_signup_disabled',
  /** The account is deactivated. */
  'sso_account_deactivated',
  /** Too many sign-in attempts from this address. */
  'sso_rate_limited',
] as const;
/** One SSO error code. */
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** True when a query value is one of the SSO error codes. */
export function isSsoErrorCode(value: unknown): value is SsoErrorCode {
  return typeof value === 'string' && (SSO_ERROR_CODES as readonly string[]).includes(value);
}

/** The query parameter of the sign-in page that carries an SSO error code. */
export const SSO_ERROR_PARAM = 'error';
