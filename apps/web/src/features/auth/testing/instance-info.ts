import type { InstanceInfo } from '@cairn/types';

/** An instance info answer for tests: every method on, mail set up, no SSO provider; `config` overrides merge in. */
export function instanceInfo(config: Partial<InstanceInfo['config']> = {}): InstanceInfo {
  return {
    instance: { id: '00000000-0000-4000-8000-000000000001', name: 'Cairn', version: '0.1.0', is_setup_done: true, workspaces_exist: true },
    config: {
      is_signup_enabled: true,
      is_email_password_enabled: true,
      is_magic_code_enabled: true,
      is_workspace_creation_enabled: true,
      is_smtp_configured: true,
      sso_providers: [],
      file_size_limit: 5 * 1024 * 1024,
      has_unsplash_configured: false,
      app_base_url: '',
      admin_base_url: '/god-mode/',
      space_base_url: '/spaces/',
      ...config,
    },
  };
}

/** The instance service of a signed-out test: GET /api/instances/ answers `info`. */
export function instanceServices(config: Partial<InstanceInfo['config']> = {}) {
  return { getInfo: () => Promise.resolve(instanceInfo(config)) };
}
