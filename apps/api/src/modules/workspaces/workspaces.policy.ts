import { ROLE, SPEC_TEXT, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findWorkspaceAccessRows } from '../../data/repositories/access.repository';
import { findActiveMembership } from '../../data/repositories/workspace-members.repository';
import { findWorkspaceBySlug, lockWorkspace } from '../../data/repositories/workspaces.repository';
import type { WorkspaceMemberRow, WorkspaceRow } from '../../data/schema/workspaces.schema';
import { forbidden, notFound } from '../../http/errors';

/** The workspace from the URL and the caller's active membership in it. */
export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow;
  role: Role;
}

/** Every role: any active member. */
export const ANY_ROLE: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST];
/** Admins and members, not guests. */
export const MEMBER_OR_ADMIN: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER];
/** Admins only. */
export const ADMIN_ONLY: readonly Role[] = [ROLE.ADMIN];

/** 404 "Workspace not found": the answer for an unknown slug and for a workspace the caller does not belong to. */
export function workspaceNotFound() {
  return notFound(SPEC_TEXT.workspaceNotFound);
}

/**
 * Loads the workspace by slug and the caller's active membership; unknown slug or no membership → 404 (so outsiders
 * cannot tell which workspaces exist), a role outside `allowed` → 403. With `lock`, the workspace row is locked
 * (inside a transaction) before the caller's role is read, so concurrent membership changes are decided one by one.
 */
export async function requireWorkspaceRole(
  h: DbOrTx,
  slug: string,
  userId: string,
  allowed: readonly Role[],
  options: { lock?: boolean } = {},
): Promise<WorkspaceAccess> {
  if (!options.lock) {
    // One round trip: the workspace and the caller's active membership together.
    const rows = await findWorkspaceAccessRows(h, slug, userId);
    return decideWorkspaceAccess(rows?.workspace, rows?.membership, allowed);
  }
  const workspace = await findWorkspaceBySlug(h, slug);
  if (!workspace) throw workspaceNotFound();
  await lockWorkspace(h, workspace.id);
  return decideWorkspaceAccess(workspace, await findActiveMembership(h, workspace.id, userId), allowed);
}

/**
 * The workspace rule on loaded rows: no workspace or no active membership → 404 "Workspace not found", a role outside
 * `allowed` → 403.
 */
export function decideWorkspaceAccess(
  workspace: WorkspaceRow | undefined,
  membership: WorkspaceMemberRow | null | undefined,
  allowed: readonly Role[],
): WorkspaceAccess {
  if (!workspace || !membership) throw workspaceNotFound();
  const role = membership.role as Role;
  if (!allowed.includes(role)) throw forbidden();
  return { workspace, membership, role };
}
