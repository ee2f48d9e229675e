import { ROLE, type ProfileViewType } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { listProjectsVisibility, type WorkItemListScope } from '../../data/repositories/work-item-list.repository';
import { effectiveProjectRole, type ProjectAccess } from '../projects/projects.policy';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy';
import { visibleCreator } from '../work-items/work-items.access';

/** The project lists: live items, archived ones, drafts. */
export type ProjectListContext = 'active' | 'archived' | 'drafts';

/**
 * The scope of a project list for the caller: one project, all its items or — for a guest without
 * guest_view_all_features — only the ones they created. Epics only on epics/, never elsewhere.
 */
export function projectListScope(access: ProjectAccess, userId: string, context: ProjectListContext, isEpic: boolean): WorkItemListScope {
  const ownOnly = visibleCreator(access, userId) !== undefined;
  return {
    workspaceId: access.workspace.id,
    projectIds: ownOnly ? [] : [access.project.id],
    ownOnlyProjectIds: ownOnly ? [access.project.id] : [],
    userId,
    state: context === 'active' ? 'live' : context === 'archived' ? 'archived' : 'drafts',
    isEpic,
  };
}

/**
 * The scope of a workspace-wide list (global views, profile lists): live, non-epic items of every non-archived project
 * the caller has a project role in (workspace admins: all), guests limited to their own items where the project does
 * not set guest_view_all_features.
 */
export async function workspaceListScope(h: DbOrTx, access: WorkspaceAccess, userId: string, profile?: { userId: string; list: ProfileViewType }): Promise<WorkItemListScope> {
  const projectIds: string[] = [];
  const ownOnlyProjectIds: string[] = [];
  for (const p of await listProjectsVisibility(h, access.workspace.id, userId)) {
    const role = effectiveProjectRole(access.role, p.membership_role);
    if (role === null) continue;
    if (role === ROLE.GUEST && !p.guest_view_all_features) ownOnlyProjectIds.push(p.id);
    else projectIds.push(p.id);
  }
  return { workspaceId: access.workspace.id, projectIds, ownOnlyProjectIds, userId, state: 'live', isEpic: false, profile };
}
