import type { ApiToken, ApiTokenCreated } from '@cairn/types';
import type { ApiTokenWithSlug } from '../../data/repositories/api-tokens.repository';

/** Whether the token still works at `now` (no expiry, or an expiry still ahead). */
export function isTokenActive(row: Pick<ApiTokenWithSlug, 'expired_at'>, now: Date): boolean {
  return row.expired_at === null || row.expired_at.getTime() > now.getTime();
}

/** A token row on the wire: never the token, never its hash. */
export function presentApiToken(row: ApiTokenWithSlug, now: Date): ApiToken {
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    token_hint: row.token_hint,
    workspace: row.workspace_id,
    workspace_slug: row.workspace_slug,
    expired_at: row.expired_at?.toISOString() ?? null,
    is_active: isTokenActive(row, now),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The answer to create: the row plus the token itself, this once. */
export function presentCreatedApiToken(row: ApiTokenWithSlug, token: string, now: Date): ApiTokenCreated {
  return { ...presentApiToken(row, now), token };
}
