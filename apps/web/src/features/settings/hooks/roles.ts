import { ROLE, ROLES, type Role } from '@cairn/types';

/** i18n key of a workspace role's name. */
export function roleLabelKey(role: number): string {
  if (role >= ROLE.ADMIN) return 'roles.admin';
  if (role >= ROLE.MEMBER) return 'roles.member';
  return 'roles.guest';
}

/** Role options for selects (values are strings because Select works with strings). */
export function roleOptions(t: (key: string) => string): { value: string; label: string }[] {
  return ROLES.map((role) => ({ value: String(role), label: t(roleLabelKey(role)) }));
}

/** Parses a Select value back into a role. */
export function parseRole(value: string): Role {
  const n = Number(value);
  return (ROLES as readonly number[]).includes(n) ? (n as Role) : ROLE.MEMBER;
}

/** True when the role may administer the workspace. */
export function isAdminRole(role: number | undefined | null): boolean {
  return (role ?? 0) >= ROLE.ADMIN;
}
