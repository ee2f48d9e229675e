import { z } from 'zod';
import { SMTP_SECURITY_MODES, SSO_PROVIDER_KINDS } from '../instance-constants';
import { emailSchema, uuidSchema } from './common.schema';
import { workspaceSlugSchema } from './workspace.schema';

// The instance (issue 19). GET /api/instances/ is public; everything under /api/instances/admin/ is for instance admins.

/** An SSO provider as the sign-in screens see it (no secrets, no URLs but the start path). */
export const ssoProviderPublicSchema = z.object({
  /** Stable slug used in paths: /auth/sso/{key}/ starts the flow. */
  key: z.string(),
  kind: z.enum(SSO_PROVIDER_KINDS),
  /** Button text: "Continue with {name}". */
  name: z.string(),
});

/** GET /api/instances/ (public; the settings come from each API process's cache): the instance and the config the apps need. */
export const instanceInfoSchema = z.object({
  instance: z.object({
    id: uuidSchema,
    name: z.string(),
    version: z.string(),
    /** True once an instance admin exists (the first-run form is closed). */
    is_setup_done: z.boolean(),
    workspaces_exist: z.boolean(),
  }),
  config: z.object({
    is_signup_enabled: z.boolean(),
    is_email_password_enabled: z.boolean(),
    is_magic_code_enabled: z.boolean(),
    is_workspace_creation_enabled: z.boolean(),
    is_smtp_configured: z.boolean(),
    sso_providers: z.array(ssoProviderPublicSchema),
    /** Largest upload in bytes. */
    file_size_limit: z.number().int(),
    has_unsplash_configured: z.boolean(),
    app_base_url: z.string(),
    admin_base_url: z.string(),
    space_base_url: z.string(),
  }),
});

/** POST /api/instances/admins/sign-up/: the first-run form (only while no instance admin exists; else 403 setupDone). */
export const instanceSetupSchema = z.object({
  first_name: z.string().trim().min(1).max(255),
  last_name: z.string().trim().max(255).default(''),
  email: emailSchema,
  password: z.string().min(8).max(128),
  instance_name: z.string().trim().min(1).max(255),
});

/** An SSO provider as the console edits it. client_secret is write-only: answers carry has_client_secret instead. */
export const ssoProviderSchema = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  kind: z.enum(SSO_PROVIDER_KINDS),
  name: z.string().trim().min(1).max(80),
  enabled: z.boolean(),
  /** OIDC issuer (discovery at {issuer}/.well-known/openid-configuration); fixed for the github/google presets. */
  issuer_url: z.string().url().max(2000).nullable(),
  client_id: z.string().trim().min(1).max(500),
  has_client_secret: z.boolean(),
  scopes: z.string().trim().max(500),
  /** Only emails of these domains may sign in through it (empty = any verified email). */
  allowed_domains: z.array(z.string().trim().toLowerCase().min(1).max(253)).max(50),
});
/** Create/update payload of a provider (client_secret optional on update: absent keeps the stored one). */
export const ssoProviderWriteSchema = ssoProviderSchema.omit({ has_client_secret: true }).extend({
  client_secret: z.string().min(1).max(2000).optional(),
});

/** GET / PATCH /api/instances/admin/settings/ (PATCH takes any subset; secrets write-only). */
export const instanceSettingsSchema = z.object({
  instance_id: uuidSchema,
  instance_name: z.string(),
  admin_email: z.string(),
  telemetry_enabled: z.boolean(),
  is_signup_enabled: z.boolean(),
  is_email_password_enabled: z.boolean(),
  is_magic_code_enabled: z.boolean(),
  is_workspace_creation_enabled: z.boolean(),
  is_smtp_enabled: z.boolean(),
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  smtp_user: z.string(),
  has_smtp_password: z.boolean(),
  smtp_from: z.string(),
  smtp_security: z.enum(SMTP_SECURITY_MODES),
  has_unsplash_access_key: z.boolean(),
});
export const instanceSettingsUpdateSchema = z
  .object({
    instance_name: z.string().trim().min(1).max(255),
    telemetry_enabled: z.boolean(),
    is_signup_enabled: z.boolean(),
    is_email_password_enabled: z.boolean(),
    is_magic_code_enabled: z.boolean(),
    is_workspace_creation_enabled: z.boolean(),
    is_smtp_enabled: z.boolean(),
    smtp_host: z.string().trim().max(255),
    smtp_port: z.number().int().min(1).max(65535),
    smtp_user: z.string().max(255),
    /** '' clears it. */
    smtp_password: z.string().max(1000),
    smtp_from: z.string().trim().max(320),
    smtp_security: z.enum(SMTP_SECURITY_MODES),
    /** '' clears it. */
    unsplash_access_key: z.string().max(500),
  })
  .partial()
  .strict();

/** POST /api/instances/admin/email-test/ { to }: sends a test mail now with the saved settings and reports the answer. */
export const instanceEmailTestSchema = z.object({ to: emailSchema });
export const instanceEmailTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });

/** An instance admin (GET /api/instances/admin/admins/). POST { email } adds an existing user; DELETE …/{userId}/ removes (not the last). */
export const instanceAdminSchema = z.object({ id: uuidSchema, email: z.string(), display_name: z.string(), first_name: z.string(), last_name: z.string() });
export const instanceAdminAddSchema = z.object({ email: emailSchema });

/** GET /api/instances/admin/workspaces/: every workspace with counts. POST creates one for an existing user (owner_email). */
export const instanceWorkspaceSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  owner_email: z.string().nullable(),
  member_count: z.number().int(),
  project_count: z.number().int(),
  created_at: z.string(),
});
export const instanceWorkspaceCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  slug: workspaceSlugSchema,
  owner_email: emailSchema,
});

export type SsoProviderPublic = z.infer<typeof ssoProviderPublicSchema>;
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;
export type InstanceSetup = z.input<typeof instanceSetupSchema>;
export type SsoProvider = z.infer<typeof ssoProviderSchema>;
export type SsoProviderWrite = z.infer<typeof ssoProviderWriteSchema>;
export type InstanceSettings = z.infer<typeof instanceSettingsSchema>;
export type InstanceSettingsUpdate = z.infer<typeof instanceSettingsUpdateSchema>;
export type InstanceEmailTest = z.infer<typeof instanceEmailTestSchema>;
export type InstanceEmailTestResult = z.infer<typeof instanceEmailTestResultSchema>;
export type InstanceAdmin = z.infer<typeof instanceAdminSchema>;
export type InstanceWorkspace = z.infer<typeof instanceWorkspaceSchema>;
export type InstanceWorkspaceCreate = z.infer<typeof instanceWorkspaceCreateSchema>;
