import { useParams } from 'react-router';
import type { Workspace } from '@cairn/types';
import { getWorkspaceBySlug, selectMyWorkspaceRole, useAppStore } from '@cairn/state';
import { isAdminRole } from './roles';

/** The workspace of the current route and whether the user administers it. */
export function useCurrentWorkspace(): { workspace: Workspace | undefined; slug: string; isAdmin: boolean } {
  const { workspaceSlug = '' } = useParams();
  const workspace = useAppStore((s) => getWorkspaceBySlug(s, workspaceSlug));
  const memberRole = useAppStore((s) => selectMyWorkspaceRole(s, workspaceSlug));
  return { workspace, slug: workspaceSlug, isAdmin: isAdminRole(memberRole ?? workspace?.role) };
}
