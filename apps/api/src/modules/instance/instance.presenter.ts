import { ASSET_MAX_FILE_SIZE, type InstanceInfo, type InstanceSettings, type InstanceWorkspace, type SsoProviderPublic } from '@cairn/types';
import type { Config } from '../../config/config';
import type { InstanceWorkspaceRow } from '../../data/repositories/instance.repository';
import { isSmtpConfigured, type EffectiveInstanceSettings } from './instance-settings.store';

/** The public answer of GET /api/instances/ (no secrets: only whether they are set). */
export function presentInstanceInfo(
  s: EffectiveInstanceSettings,
  facts: { id: string; version: string; isSetupDone: boolean; workspacesExist: boolean },
  config: Pick<Config, 'publicUrl'>,
): InstanceInfo {
  const sso: SsoProviderPublic[] = s.sso_providers.filter((p) => p.enabled).map((p) => ({ key: p.key, kind: p.kind, name: p.name }));
  return {
    instance: { id: facts.id, name: s.instance_name, version: facts.version, is_setup_done: facts.isSetupDone, workspaces_exist: facts.workspacesExist },
    config: {
      is_signup_enabled: s.is_signup_enabled,
      is_email_password_enabled: s.is_email_password_enabled,
      is_magic_code_enabled: s.is_magic_code_enabled,
      is_workspace_creation_enabled: s.is_workspace_creation_enabled,
      is_smtp_configured: isSmtpConfigured(s),
      sso_providers: sso,
      file_size_limit: ASSET_MAX_FILE_SIZE,
      has_unsplash_configured: s.unsplash_access_key !== '',
      app_base_url: `${config.publicUrl}/`,
      admin_base_url: `${config.publicUrl}/god-mode/`,
      space_base_url: `${config.publicUrl}/spaces/`,
    },
  };
}

/** The console's settings answer: secrets never leave the server, only has_*. */
export function presentInstanceSettings(s: EffectiveInstanceSettings, instanceId: string, adminEmail: string): InstanceSettings {
  return {
    instance_id: instanceId,
    instance_name: s.instance_name,
    admin_email: adminEmail,
    telemetry_enabled: s.telemetry_enabled,
    is_signup_enabled: s.is_signup_enabled,
    is_email_password_enabled: s.is_email_password_enabled,
    is_magic_code_enabled: s.is_magic_code_enabled,
    is_workspace_creation_enabled: s.is_workspace_creation_enabled,
    is_smtp_enabled: s.is_smtp_enabled,
    smtp_host: s.smtp_host,
    smtp_port: s.smtp_port,
    smtp_user: s.smtp_user,
    has_smtp_password: s.smtp_password !== '',
    smtp_from: s.smtp_from,
    smtp_security: s.smtp_security,
    has_unsplash_access_key: s.unsplash_access_key !== '',
  };
}

/** A workspace row of the console's list. */
export function presentInstanceWorkspace(row: InstanceWorkspaceRow): InstanceWorkspace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    owner_email: row.owner_email,
    member_count: Number(row.member_count),
    project_count: Number(row.project_count),
    created_at: new Date(row.created_at).toISOString(),
  };
}
