// The instance and its god-mode console (issue 19; work-items spec §7 Instance, §8; workspace-pages-account spec §2, §6, §7).

/**
 * The settings an instance admin can change (stored in instance_settings, one row per key; a row overrides the
 * environment variable named in INSTANCE_SETTING_ENV, and no row means that variable's value or the default here).
 */
export const INSTANCE_SETTING_DEFAULTS = {
  instance_name: 'Cairn',
  /** Off by default: nothing is sent anywhere unless an admin turns it on. */
  telemetry_enabled: false,
  is_signup_enabled: true,
  is_email_password_enabled: true,
  is_magic_code_enabled: true,
  /** When false only instance admins may create workspaces. */
  is_workspace_creation_enabled: true,
  is_smtp_enabled: true,
  smtp_host: '',
  smtp_port: 587,
  smtp_user: '',
  smtp_password: '',
  smtp_from: 'Cairn <no-reply@localhost>',
  /** 'none' (STARTTLS when offered), 'tls' (implicit TLS, port 465), 'starttls' (required). */
  smtp_security: 'none',
  unsplash_access_key: '',
  /** SSO providers (the console's SsoProvider rows plus client_secret); the whole list is stored encrypted. */
  sso_providers: [] as unknown[],
} as const;
/** One setting key. */
export type InstanceSettingKey = keyof typeof INSTANCE_SETTING_DEFAULTS;
/** The settings that are secrets: encrypted at rest, never sent to any client (the admin API answers only whether they are set). */
export const INSTANCE_SECRET_KEYS = ['smtp_password', 'unsplash_access_key', 'sso_providers'] as const satisfies readonly InstanceSettingKey[];
/** The environment variable each setting overrides (today's configuration); settings without one have none. */
export const INSTANCE_SETTING_ENV: Partial<Record<InstanceSettingKey, string>> = {
  smtp_host: 'SMTP_HOST',
  smtp_port: 'SMTP_PORT',
  smtp_user: 'SMTP_USER',
  smtp_password: 'SMTP_PASSWORD',
  smtp_from: 'SMTP_FROM',
};
/** The SMTP security choices. */
export const SMTP_SECURITY_MODES = ['none', 'tls', 'starttls'] as const;
export type SmtpSecurityMode = (typeof SMTP_SECURITY_MODES)[number];

/** SSO provider kinds: any OpenID Connect issuer, and presets of the same flow. */
export const SSO_PROVIDER_KINDS = ['oidc', 'github', 'gitlab', 'google'] as const;
export type SsoProviderKind = (typeof SSO_PROVIDER_KINDS)[number];


/** The spec's and the console's texts. */
export const INSTANCE_TEXT = {
  /** Spec §8 (work-items): the apps' error when GET /api/instances/ fails. */
  fetchFailed: 'Failed to fetch instance info',
  setupDone: 'This instance is already set up',
  notInstanceAdmin: 'Only instance admins can do this',
  signupDisabled: 'Sign-up is closed on this instance. Ask an admin for an invitation.',
  methodDisabled: 'This sign-in method is turned off on this instance',
  lastMethod: 'At least one sign-in method must stay on',
  lastAdmin: 'An instance needs at least one admin',
  workspaceCreationDisabled: 'Only instance admins can create workspaces on this instance',
} as const;
