import { ROLE, type Module, type Role } from '@cairn/types';

/** Members and admins create and edit modules, their links and items; guests only read. */
export function canEditModules(role: Role | undefined): boolean {
  return role === ROLE.ADMIN || role === ROLE.MEMBER;
}

/** Project admins and the module's creator (still a member) may delete it. */
export function canDeleteModule(role: Role | undefined, module: Pick<Module, 'created_by'>, userId: string | undefined): boolean {
  if (role === ROLE.ADMIN) return true;
  return role === ROLE.MEMBER && !!userId && module.created_by === userId;
}
