import { ROLE } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findActiveWorkspaceMembers, findLiveWorkspaceProjectIds } from '../../data/repositories/teamspaces.repository';
import { badRequest, forbidden } from '../../http/errors';
import type { TeamspaceAccess } from './teamspaces.access';

// Who may change a teamspace (issue 14): workspace admins create, edit and delete teams; admins and the team lead
// (a workspace member, not a guest) add and remove members and projects. Every id in a body must be the workspace's.

/** Texts of the teamspace refusals. */
export const TEAMSPACE_TEXT = {
  membersNotInWorkspace: 'Every member must be an active member of this workspace',
  projectsNotInWorkspace: 'Every project must be a project of this workspace that is not archived',
  leadNotMember: 'The lead must be a member or admin of this workspace (not a guest)',
} as const;

/** Machine codes of the teamspace refusals. */
export const TEAMSPACE_ERROR_CODE = {
  MEMBERS_NOT_IN_WORKSPACE: 'TEAMSPACE_MEMBERS_NOT_IN_WORKSPACE',
  PROJECTS_NOT_IN_WORKSPACE: 'TEAMSPACE_PROJECTS_NOT_IN_WORKSPACE',
  LEAD_NOT_MEMBER: 'TEAMSPACE_LEAD_NOT_MEMBER',
} as const;

/** 403 unless the caller is a workspace admin or the team lead. */
export function requireTeamspaceManager(access: TeamspaceAccess): void {
  if (!access.canManage) throw forbidden();
}

/** 403 unless the caller is a workspace admin. */
export function requireWorkspaceAdmin(access: Pick<TeamspaceAccess, 'role'>): void {
  if (access.role !== ROLE.ADMIN) throw forbidden();
}

/** The ids once each, in the order given. */
export const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Every id as an active member of the workspace (guests included); 400 otherwise, nothing changes. */
export async function requireWorkspaceMemberIds(h: DbOrTx, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = unique(ids);
  const found = await findActiveWorkspaceMembers(h, workspaceId, wanted);
  if (found.size !== wanted.length) {
    throw badRequest(TEAMSPACE_TEXT.membersNotInWorkspace, { member_ids: [TEAMSPACE_TEXT.membersNotInWorkspace] }, TEAMSPACE_ERROR_CODE.MEMBERS_NOT_IN_WORKSPACE);
  }
  return wanted;
}

/** Every id as a project of the workspace that is not archived; 400 otherwise, nothing changes. */
export async function requireLiveProjectIds(h: DbOrTx, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = unique(ids);
  const found = await findLiveWorkspaceProjectIds(h, workspaceId, wanted);
  if (found.size !== wanted.length) {
    throw badRequest(TEAMSPACE_TEXT.projectsNotInWorkspace, { project_ids: [TEAMSPACE_TEXT.projectsNotInWorkspace] }, TEAMSPACE_ERROR_CODE.PROJECTS_NOT_IN_WORKSPACE);
  }
  return wanted;
}

/** A lead must be an active workspace admin or member (a guest cannot manage a team); 400 otherwise. */
export async function requireLead(h: DbOrTx, workspaceId: string, leadId: string): Promise<void> {
  const role = (await findActiveWorkspaceMembers(h, workspaceId, [leadId])).get(leadId);
  if (role === undefined || role === ROLE.GUEST) {
    throw badRequest(TEAMSPACE_TEXT.leadNotMember, { lead: [TEAMSPACE_TEXT.leadNotMember] }, TEAMSPACE_ERROR_CODE.LEAD_NOT_MEMBER);
  }
}
