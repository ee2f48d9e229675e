import { ROLE, API_TEXT } from '@cairn/types';
import { forbidden, type HttpError } from '../../http/errors';

/** Why the requester may not invite at these roles, or null: guests never invite, nobody invites above their own role. */
export function inviteError(requesterRole: number, invitedRoles: number[]): HttpError | null {
  if (requesterRole < ROLE.MEMBER) return forbidden();
  if (invitedRoles.some((r) => r > requesterRole)) return forbidden(API_TEXT.youCannotInviteSomeoneWithA);
  return null;
}
