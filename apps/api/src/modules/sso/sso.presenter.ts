import type { SsoProvider } from '@cairn/types';
import type { SsoProviderConfig } from '../instance/instance-settings.store';

/** A provider as the console sees it: everything but the secret, and whether one is set. */
export function presentSsoProvider(p: SsoProviderConfig): SsoProvider {
  return {
    key: p.key,
    kind: p.kind,
    name: p.name,
    enabled: p.enabled,
    issuer_url: p.issuer_url,
    client_id: p.client_id,
    has_client_secret: Boolean(p.client_secret),
    scopes: p.scopes,
    allowed_domains: p.allowed_domains,
  };
}
