import { ORGANISE_TEXT, ROLE } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findTeamspaceFor, listTeamspaceProjectIds } from '../../data/repositories/teamspaces.repository';
import { listProjectsVisibility, type WorkItemListScope } from '../../data/repositories/work-item-list.repository';
import type { TeamspaceRow } from '../../data/schema/teamspaces.schema';
import { notFound } from '../../http/errors';
import { effectiveProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

// Who sees a teamspace (issue 14): every workspace admin and member reads every team of the workspace; a guest reads
// only the teams they are a member of (others answer 404, as if they did not exist). Workspace admins and the team
// lead manage its members and projects.

/** The teamspace from the URL, the caller's workspace role and what they may do with it. */
export interface TeamspaceAccess {
  workspace: WorkspaceAccess['workspace'];
  role: WorkspaceAccess['role'];
  teamspace: TeamspaceRow;
  /** The caller is a member of the team. */
  isMember: boolean;
  /** Workspace admin or the team lead: may add and remove members and projects. */
  canManage: boolean;
}

/** 404 'Teamspace not found': unknown ids, teams of other workspaces, teams a guest is not in. */
export function teamspaceNotFound() {
  return notFound(ORGANISE_TEXT.teamspaceNotFound);
}

/** May this workspace role (and team membership) see the team: admins and members always, guests only their teams. */
export function canSeeTeamspace(role: WorkspaceAccess['role'], isMember: boolean): boolean {
  return role !== ROLE.GUEST || isMember;
}

/**
 * The teamspace by (workspace from the slug, id) for the caller: unknown slug or no workspace membership → 404
 * 'Workspace not found'; unknown id, another workspace's team, or a team a guest is not in → 404 'Teamspace not found'.
 */
export async function teamspaceAccess(h: DbOrTx, slug: string, teamspaceId: string, userId: string): Promise<TeamspaceAccess> {
  const access = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  return decideTeamspaceAccess(h, access, teamspaceId, userId);
}

/**
 * teamspaceAccess for an already authorised workspace (e.g. one locked inside a transaction); with `lock` the teamspace
 * row is locked too (inside a transaction), so concurrent changes of one team are decided one at a time.
 */
export async function decideTeamspaceAccess(
  h: DbOrTx,
  access: WorkspaceAccess,
  teamspaceId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<TeamspaceAccess> {
  const found = await findTeamspaceFor(h, access.workspace.id, teamspaceId, userId, options);
  if (!found || !canSeeTeamspace(access.role, found.isMember)) throw teamspaceNotFound();
  const canManage = access.role === ROLE.ADMIN || (found.teamspace.lead_id === userId && access.role !== ROLE.GUEST);
  return { workspace: access.workspace, role: access.role, teamspace: found.teamspace, isMember: found.isMember, canManage };
}

/**
 * The scope of the team's list for the caller: live, non-epic items of the team's non-archived projects the caller has
 * a project role in (workspace admins: all of them), guests limited to their own items where the project does not set
 * guest_view_all_features — workspaceListScope's rules, restricted to the team's projects.
 */
export async function teamspaceListScope(h: DbOrTx, access: TeamspaceAccess, userId: string): Promise<WorkItemListScope> {
  const teamProjects = new Set(await listTeamspaceProjectIds(h, access.workspace.id, access.teamspace.id));
  const projectIds: string[] = [];
  const ownOnlyProjectIds: string[] = [];
  if (teamProjects.size > 0) {
    for (const p of await listProjectsVisibility(h, access.workspace.id, userId)) {
      if (!teamProjects.has(p.id)) continue;
      const role = effectiveProjectRole(access.role, p.membership_role);
      if (role === null) continue;
      if (role === ROLE.GUEST && !p.guest_view_all_features) ownOnlyProjectIds.push(p.id);
      else projectIds.push(p.id);
    }
  }
  return { workspaceId: access.workspace.id, projectIds, ownOnlyProjectIds, userId, state: 'live', isEpic: false };
}
