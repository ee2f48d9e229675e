import { ROLE } from '@cairn/types';
import { forbidden, type HttpError } from '../../http/errors';

/** Why the requester may not invite at these roles, or null: guests never invite, nobody invites above their own role. */
export function inviteError(requesterRole: number, invitedRoles: number[]): HttpError | null {
  if (requesterRole < ROLE.MEMBER) return forbidden();
  if (invitedRoles.some((r) => r > requesterRole)) return forbidden('You cannot invite someone with a role higher than your own.');
  return null;
}
