import { ROLE, type Role } from '@cairn/types';
import { getWorkspaceBySlug, selectMyWorkspaceRole, useAppStore } from '@cairn/state';

/** The user's role in the workspace of `slug` (membership first, then the workspace list). */
export function useWorkspaceRole(slug: string): Role | undefined {
  const fromMember = useAppStore((s) => selectMyWorkspaceRole(s, slug));
  const fromList = useAppStore((s) => getWorkspaceBySlug(s, slug)?.role);
  return fromMember ?? fromList;
}

/** True for workspace admins (they administer every project of the workspace). */
export function isWorkspaceAdmin(role: Role | undefined): boolean {
  return role === ROLE.ADMIN;
}

/** Workspace members and admins may create projects; guests may not. */
export function canCreateProjects(role: Role | undefined): boolean {
  return role !== undefined && role >= ROLE.MEMBER;
}
