import { INSTANCE_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { hasPendingInvitation } from '../../data/repositories/instance.repository';
import type { UserRow } from '../../data/repositories/users.repository';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import type { EffectiveInstanceSettings } from './instance-settings.store';

/** Machine codes of the instance's refusals (error_code in the answers). */
export const INSTANCE_ERROR_CODE = {
  notInstanceAdmin: 'NOT_INSTANCE_ADMIN',
  setupDone: 'INSTANCE_SETUP_DONE',
  signupDisabled: 'SIGNUP_DISABLED',
  methodDisabled: 'SIGN_IN_METHOD_DISABLED',
  lastMethod: 'LAST_SIGN_IN_METHOD',
  lastAdmin: 'LAST_INSTANCE_ADMIN',
  workspaceCreationDisabled: 'WORKSPACE_CREATION_DISABLED',
  accountExists: 'INSTANCE_SETUP_ACCOUNT_EXISTS',
} as const;

/** Every /api/instances/admin/ route: 401 without a session, 403 INSTANCE_TEXT.notInstanceAdmin for anyone but an instance admin. */
export function requireInstanceAdmin(ctx: { user: UserRow | null }): UserRow {
  if (!ctx.user) throw unauthorized();
  if (!ctx.user.is_instance_admin || !ctx.user.is_active) throw forbidden(INSTANCE_TEXT.notInstanceAdmin, INSTANCE_ERROR_CODE.notInstanceAdmin);
  return ctx.user;
}

/**
 * Before creating an account (any way: password, unique code, single sign-on): with sign-up off only an email with a
 * pending workspace invitation may create one; otherwise 403 INSTANCE_TEXT.signupDisabled.
 */
export async function assertAccountCreationAllowed(h: DbOrTx, email: string, settings: Pick<EffectiveInstanceSettings, 'is_signup_enabled'>): Promise<void> {
  if (!(await isAccountCreationAllowed(h, email, settings))) throw signupDisabled();
}

/** The same rule without throwing (for transactions that must commit their other work). */
export async function isAccountCreationAllowed(h: DbOrTx, email: string, settings: Pick<EffectiveInstanceSettings, 'is_signup_enabled'>): Promise<boolean> {
  return settings.is_signup_enabled || hasPendingInvitation(h, email);
}

/** 403 INSTANCE_TEXT.signupDisabled. */
export function signupDisabled() {
  return forbidden(INSTANCE_TEXT.signupDisabled, INSTANCE_ERROR_CODE.signupDisabled);
}

/** 403 INSTANCE_TEXT.methodDisabled. */
export function methodDisabled() {
  return forbidden(INSTANCE_TEXT.methodDisabled, INSTANCE_ERROR_CODE.methodDisabled);
}

/** Email + password turned off: refused, except for instance admins signing in (they can never lock themselves out of /god-mode). */
export function assertPasswordAllowed(settings: Pick<EffectiveInstanceSettings, 'is_email_password_enabled'>, user?: Pick<UserRow, 'is_instance_admin'> | null): void {
  if (settings.is_email_password_enabled) return;
  if (user?.is_instance_admin) return;
  throw methodDisabled();
}

/** Unique codes turned off: magic-generate / magic-sign-in refused. */
export function assertMagicCodeAllowed(settings: Pick<EffectiveInstanceSettings, 'is_magic_code_enabled'>): void {
  if (!settings.is_magic_code_enabled) throw methodDisabled();
}

/** Workspace creation turned off: only instance admins may create workspaces. */
export function assertWorkspaceCreationAllowed(settings: Pick<EffectiveInstanceSettings, 'is_workspace_creation_enabled'>, user: Pick<UserRow, 'is_instance_admin'>): void {
  if (settings.is_workspace_creation_enabled || user.is_instance_admin) return;
  throw forbidden(INSTANCE_TEXT.workspaceCreationDisabled, INSTANCE_ERROR_CODE.workspaceCreationDisabled);
}

/**
 * At least one sign-in method must stay on: email + password, unique code, or an enabled SSO provider; else 400
 * INSTANCE_TEXT.lastMethod. Call with the settings as they would be after the change (inside lockInstanceSettings).
 */
export function assertSignInMethodLeft(s: Pick<EffectiveInstanceSettings, 'is_email_password_enabled' | 'is_magic_code_enabled' | 'sso_providers'>): void {
  if (s.is_email_password_enabled || s.is_magic_code_enabled || s.sso_providers.some((p) => p.enabled)) return;
  throw badRequest(INSTANCE_TEXT.lastMethod, undefined, INSTANCE_ERROR_CODE.lastMethod);
}
