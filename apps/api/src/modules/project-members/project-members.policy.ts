import { PROJECT_ERROR_CODE, PROJECT_TEXT, ROLE } from '@cairn/types';
import { badRequest, forbidden, type HttpError } from '../../http/errors';

/** What deciding on a new role for a project member needs. */
export interface ProjectRoleChange {
  requesterUserId: string;
  /** The requester's effective project role. */
  requesterRole: number;
  targetUserId: string;
  /** The target's current project role (null when being added). */
  targetRole: number | null;
  /** The target's workspace role. */
  targetWorkspaceRole: number;
  newRole: number;
  /** Admin memberships other than the target's (for demotions). */
  otherAdmins: number;
}

/**
 * Why giving `newRole` to the target is refused, or null. The requester's role decides: nobody hands out or edits a
 * role above their own, nobody changes their own role, a workspace guest can only be a project guest, and the last
 * project admin keeps the role.
 */
export function projectRoleChangeError(c: ProjectRoleChange): HttpError | null {
  if (c.targetRole !== null && c.targetUserId === c.requesterUserId) return badRequest(PROJECT_TEXT.ownRole, undefined, PROJECT_ERROR_CODE.OWN_ROLE);
  if (c.newRole > c.requesterRole || (c.targetRole ?? 0) > c.requesterRole) return forbidden(PROJECT_TEXT.roleTooHigh, PROJECT_ERROR_CODE.ROLE_TOO_HIGH);
  if (c.targetWorkspaceRole === ROLE.GUEST && c.newRole !== ROLE.GUEST) {
    return badRequest(PROJECT_TEXT.guestOnlyGuest, undefined, PROJECT_ERROR_CODE.GUEST_ONLY_GUEST);
  }
  if (c.targetRole === ROLE.ADMIN && c.newRole !== ROLE.ADMIN && c.otherAdmins === 0) {
    return badRequest(PROJECT_TEXT.lastProjectAdmin, undefined, PROJECT_ERROR_CODE.LAST_PROJECT_ADMIN);
  }
  return null;
}

/** Why removing a member is refused (yourself → leave instead; above your role; the last admin), or null. */
export function projectMemberRemovalError(c: { requesterUserId: string; requesterRole: number; targetUserId: string; targetRole: number; otherAdmins: number }): HttpError | null {
  if (c.targetUserId === c.requesterUserId) return badRequest(PROJECT_TEXT.removeSelf, undefined, PROJECT_ERROR_CODE.OWN_ROLE);
  if (c.targetRole > c.requesterRole) return forbidden(PROJECT_TEXT.roleTooHigh, PROJECT_ERROR_CODE.ROLE_TOO_HIGH);
  if (c.targetRole === ROLE.ADMIN && c.otherAdmins === 0) return badRequest(PROJECT_TEXT.lastProjectAdmin, undefined, PROJECT_ERROR_CODE.LAST_PROJECT_ADMIN);
  return null;
}
