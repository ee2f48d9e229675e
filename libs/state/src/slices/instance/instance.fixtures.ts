import type { InstanceAdmin, InstanceInfo, InstanceSettings, InstanceWorkspace, SsoProvider } from '@cairn/types';

const STAMP = '2025-01-01T00:00:00.000Z';
const INSTANCE_ID = '00000000-0000-4000-8000-000000000900';

/** Builders of the instance's wire shapes for tests (valid shapes with overridable fields). */
export const instanceFixtures = {
  info: (over: { instance?: Partial<InstanceInfo['instance']>; config?: Partial<InstanceInfo['config']> } = {}): InstanceInfo => ({
    instance: { id: INSTANCE_ID, name: 'Cairn', version: '0.1.0', is_setup_done: true, workspaces_exist: false, ...over.instance },
    config: {
      is_signup_enabled: true, is_email_password_enabled: true, is_magic_code_enabled: true, is_workspace_creation_enabled: true,
      is_smtp_configured: false, sso_providers: [], file_size_limit: 5_242_880, has_unsplash_configured: false,
      app_base_url: 'http://localhost:3000/', admin_base_url: 'http://localhost:3000/god-mode/', space_base_url: 'http://localhost:3000/spaces/',
      ...over.config,
    },
  }),
  settings: (over: Partial<InstanceSettings> = {}): InstanceSettings => ({
    instance_id: INSTANCE_ID, instance_name: 'Cairn', admin_email: 'ada@example.com', telemetry_enabled: false,
    is_signup_enabled: true, is_email_password_enabled: true, is_magic_code_enabled: true, is_workspace_creation_enabled: true,
    is_smtp_enabled: true, smtp_host: '', smtp_port: 587, smtp_user: '', has_smtp_password: false, smtp_from: 'Cairn <no-reply@localhost>',
    smtp_security: 'none', has_unsplash_access_key: false, ...over,
  }),
  admin: (n: number, over: Partial<InstanceAdmin> = {}): InstanceAdmin => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, email: n === 1 ? 'ada@example.com' : `admin${n}@example.com`,
    display_name: `admin${n}`, first_name: `Admin${n}`, last_name: '', ...over,
  }),
  workspace: (n: number, over: Partial<InstanceWorkspace> = {}): InstanceWorkspace => ({
    id: `00000000-0000-4000-8000-${String(700 + n).padStart(12, '0')}`, name: `Workspace ${n}`, slug: `ws-${n}`,
    owner_email: 'ada@example.com', member_count: 1, project_count: 0, created_at: STAMP, ...over,
  }),
  ssoProvider: (over: Partial<SsoProvider> = {}): SsoProvider => ({
    key: 'acme', kind: 'oidc', name: 'Acme', enabled: true, issuer_url: 'https://id.acme.test', client_id: 'cairn',
    has_client_secret: true, scopes: 'openid email profile', allowed_domains: [], ...over,
  }),
};
