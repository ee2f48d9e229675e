import { ROLE, type Role } from '@cairn/types';

/** Members and admins create, edit, archive and move items; guests only read (issue 13 rules). */
export function canEditCycles(role: Role | undefined): boolean {
  return role !== undefined && role >= ROLE.MEMBER;
}

/** Admins, and the member who created the cycle, may delete it. */
export function canDeleteCycle(role: Role | undefined, cycle: { created_by: string | null }, userId: string | undefined): boolean {
  if (role === ROLE.ADMIN) return true;
  return canEditCycles(role) && userId !== undefined && cycle.created_by === userId;
}
