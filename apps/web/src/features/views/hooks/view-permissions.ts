import { ROLE, type IssueView, type Role } from '@cairn/types';

/** Members and admins create views; guests only read them. */
export function canCreateViews(role: Role | undefined): boolean {
  return role !== undefined && role >= ROLE.MEMBER;
}

/** Admins, and the member who owns a view, edit, lock, change the access of and delete it. */
export function canManageView(role: Role | undefined, view: Pick<IssueView, 'owned_by'>, userId: string | undefined): boolean {
  if (role === ROLE.ADMIN) return true;
  return canCreateViews(role) && userId !== undefined && view.owned_by === userId;
}
