import { INTEGRATION_TEXT, ROLE } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { forbidden } from '../../http/errors';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

/**
 * Webhooks are managed by workspace admins only: not a member → 404 (the workspace rule), a member or guest → 403
 * webhooksAdminsOnly.
 */
export async function requireWebhookAdmin(h: DbOrTx, slug: string, userId: string): Promise<WorkspaceAccess> {
  const access = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  if (access.role !== ROLE.ADMIN) throw forbidden(INTEGRATION_TEXT.webhooksAdminsOnly);
  return access;
}
