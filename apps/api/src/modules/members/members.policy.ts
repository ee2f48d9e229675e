import { ERROR_CODE, ROLE, API_TEXT } from '@cairn/types';
import { badRequest, forbidden, type HttpError } from '../../http/errors';

/** Error code when a user tries to change their own role or remove themselves. */
export const SELF_CHANGE_CODE = 'CANNOT_CHANGE_SELF';
const LAST_ADMIN_MESSAGE = 'The workspace needs at least one admin.';

/** What a role change decision needs. */
export interface RoleChangeInput {
  requesterMemberId: string;
  requesterRole: number;
  targetMemberId: string;
  targetRole: number;
  newRole: number;
  /** Active admins other than the target. */
  otherAdmins: number;
}

/** Why a role change is refused, or null when it is allowed (the requester is already known to be an admin). */
export function roleChangeError(input: RoleChangeInput): HttpError | null {
  if (input.targetMemberId === input.requesterMemberId) return badRequest(API_TEXT.youCannotChangeYourOwnRole, undefined, SELF_CHANGE_CODE);
  // The requester's role decides: nobody hands out (or edits someone at) a role above their own.
  if (input.newRole > input.requesterRole || input.targetRole > input.requesterRole) {
    return forbidden(API_TEXT.youCannotGiveARoleHigher);
  }
  if (input.targetRole === ROLE.ADMIN && input.newRole !== ROLE.ADMIN && input.otherAdmins === 0) {
    return badRequest(LAST_ADMIN_MESSAGE, undefined, ERROR_CODE.LAST_ADMIN);
  }
  return null;
}

/** What a removal decision needs. */
export interface RemovalInput {
  requesterMemberId: string;
  requesterRole: number;
  targetMemberId: string;
  targetRole: number;
  otherAdmins: number;
}

/** Why removing a member is refused, or null. Leaving is done through the leave route, not by removing oneself. */
export function removalError(input: RemovalInput): HttpError | null {
  if (input.targetMemberId === input.requesterMemberId) {
    return badRequest(API_TEXT.youCannotRemoveYourselfLeaveThe, undefined, SELF_CHANGE_CODE);
  }
  if (input.targetRole > input.requesterRole) return forbidden(API_TEXT.youCannotRemoveAMemberWith);
  if (input.targetRole === ROLE.ADMIN && input.otherAdmins === 0) return badRequest(LAST_ADMIN_MESSAGE, undefined, ERROR_CODE.LAST_ADMIN);
  return null;
}

/** Why leaving is refused (the last admin must hand over or delete the workspace), or null. */
export function leaveError(input: { role: number; otherAdmins: number }): HttpError | null {
  if (input.role === ROLE.ADMIN && input.otherAdmins === 0) {
    return badRequest(API_TEXT.youAreTheLastAdminMake, undefined, ERROR_CODE.LAST_ADMIN);
  }
  return null;
}
