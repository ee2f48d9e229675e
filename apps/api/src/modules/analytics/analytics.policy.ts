import { ANALYTICS_MAX_PROJECTS, PROJECT_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import type { AnalyticsScope } from '../../data/repositories/analytics.repository';
import { badRequest, notFound } from '../../http/errors';
import { workspaceListScope } from '../work-item-lists/work-item-lists.access';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

// Who may read analytics and over which items: every active workspace member (guests too) over exactly what the
// work-item lists show them (workspaceListScope: projects with a role — workspace admins all non-archived ones —
// and, where a guest may not see every item, only the items they created).

/**
 * The caller's analytics scope in the workspace of `slug`, narrowed to `projectIds` when given. Outsiders → 404
 * 'Workspace not found'; a project id the caller cannot see (unknown, archived, another workspace's, no role) → 404
 * 'Project not found'; more than ANALYTICS_MAX_PROJECTS ids → 400.
 */
export async function requireAnalyticsScope(h: DbOrTx, slug: string, userId: string, projectIds: readonly string[]): Promise<{ access: WorkspaceAccess; scope: AnalyticsScope }> {
  if (projectIds.length > ANALYTICS_MAX_PROJECTS) throw badRequest(`At most ${ANALYTICS_MAX_PROJECTS} projects`, { project_ids: [`At most ${ANALYTICS_MAX_PROJECTS} projects`] });
  const access = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  const items = await workspaceListScope(h, access, userId);
  if (projectIds.length > 0) {
    const full = new Set(items.projectIds);
    const own = new Set(items.ownOnlyProjectIds);
    for (const id of projectIds) if (!full.has(id) && !own.has(id)) throw notFound(PROJECT_TEXT.projectNotFound);
    items.projectIds = items.projectIds.filter((id) => projectIds.includes(id));
    items.ownOnlyProjectIds = items.ownOnlyProjectIds.filter((id) => projectIds.includes(id));
  }
  return { access, scope: { items, projectIds: [...items.projectIds, ...items.ownOnlyProjectIds] } };
}
