import type { DbOrTx } from '../../data/db';
import type { SearchScope } from '../../data/repositories/search.repository';
import { projectNotFound } from '../projects/projects.policy';
import { workspaceListScope } from '../work-item-lists/work-item-lists.access';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

// Who finds what (issue 17): any workspace member searches; results come only from the projects they have a role in
// (workspace admins: all), a guest of a project without guest_view_all_features finds only their own work items
// there, private pages and views only by their owner. A non-member (or unknown slug) gets the workspace's 404.

/** The caller's workspace access and search scope; with `projectId`, only that project (404 when it is not theirs). */
export async function requireSearchScope(
  h: DbOrTx,
  slug: string,
  userId: string,
  projectId?: string,
): Promise<{ access: WorkspaceAccess; scope: SearchScope }> {
  const access = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  const list = await workspaceListScope(h, access, userId);
  const scope: SearchScope = { workspaceId: access.workspace.id, userId, projectIds: list.projectIds, ownOnlyProjectIds: list.ownOnlyProjectIds };
  if (!projectId) return { access, scope };
  const full = scope.projectIds.includes(projectId);
  if (!full && !scope.ownOnlyProjectIds.includes(projectId)) throw projectNotFound();
  return { access, scope: { ...scope, projectIds: full ? [projectId] : [], ownOnlyProjectIds: full ? [] : [projectId] } };
}
