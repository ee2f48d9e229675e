import {
  ERROR_CODE,
  SPEC_TEXT,
  getPasswordStrength,
  type ChangePasswordRequest,
  type EmailCheckRequest,
  type EmailCheckResponse,
  type SignInRequest,
  type SignUpRequest,
  type User,
  API_TEXT,
} from '@cairn/types';
import type { z } from 'zod';
import type { setPasswordSchema } from '@cairn/types';
import { isUniqueViolation } from '../../data/db';
import { deleteUserSessions } from '../../data/repositories/sessions.repository';
import { createUser, findUserByEmail, updateUser } from '../../data/repositories/users.repository';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import type { PublicContext, SessionContext } from '../../http/route';
import { endSession, startSession } from '../../http/session';
import { getInstanceSettings } from '../instance/instance-settings.store';
import { assertAccountCreationAllowed, assertPasswordAllowed } from '../instance/instance.policy';
import { presentUser } from '../users/users.presenter';
import { AUTH_RATE_LIMITS } from './auth.policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.service';

/** The one answer for any bad email/password pair, so accounts cannot be discovered through sign-in. */
export const INVALID_CREDENTIALS_TEXT = 'Invalid email or password';
/** Answer for a deactivated account that proved its password. */
export const DEACTIVATED_TEXT = 'Your account has been deactivated.';

/** POST /auth/email-check/: whether the account exists and which sign-in step comes next. */
export async function emailCheck(ctx: PublicContext<EmailCheckRequest>): Promise<EmailCheckResponse> {
  const { db, deps, req, body } = ctx;
  await enforceRateLimit(db, `email-check:ip:${req.ip}`, AUTH_RATE_LIMITS.emailCheckPerIp, deps.now());
  const user = await findUserByEmail(db, body.email);
  const hasPassword = Boolean(user?.password_hash) && !user?.is_password_autoset;
  return { existing: Boolean(user), status: hasPassword ? 'CREDENTIAL' : 'MAGIC_CODE' };
}

/** POST /auth/sign-up/: creates the account with a password and signs it in. */
export async function signUp(ctx: PublicContext<SignUpRequest>): Promise<User> {
  const { db, deps, req, reply, body } = ctx;
  await enforceRateLimit(db, `sign-up:ip:${req.ip}`, AUTH_RATE_LIMITS.signUpPerIp, deps.now());
  // The console's switches are enforced here, not only hidden in the apps.
  const settings = await getInstanceSettings(db);
  assertPasswordAllowed(settings);
  await assertAccountCreationAllowed(db, body.email, settings);
  if (getPasswordStrength(body.password) !== 'strong') throw badRequest(SPEC_TEXT.passwordWeakSignUp, { password: [SPEC_TEXT.passwordWeakSignUp] }, ERROR_CODE.PASSWORD_WEAK);
  const taken = () => conflict(API_TEXT.anAccountWithThisEmailAlready, ERROR_CODE.USER_EXISTS);
  if (await findUserByEmail(db, body.email)) throw taken();
  const passwordHash = await hashPassword(body.password, deps.config.scryptN);
  try {
    const user = await db.transaction(async (tx) => {
      const now = deps.now();
      const created = await createUser(tx, { email: body.email, password_hash: passwordHash, is_password_autoset: false, language: body.language, now });
      await startSession(tx, req, reply, created.id);
      return updateUser(tx, created.id, { last_login: now });
    });
    return presentUser(user);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** POST /auth/sign-in/: checks the password and starts a fresh session (the old one is dropped). */
export async function signIn(ctx: PublicContext<SignInRequest>): Promise<User> {
  const { db, deps, req, reply, body } = ctx;
  const now = deps.now();
  await enforceRateLimit(db, `sign-in:ip:${req.ip}`, AUTH_RATE_LIMITS.signInPerIp, now);
  await enforceRateLimit(db, `sign-in:acct:${body.email}`, AUTH_RATE_LIMITS.signInPerAccount, now);
  const user = await findUserByEmail(db, body.email);
  const ok = user?.password_hash ? await verifyPassword(body.password, user.password_hash) : await verifyAgainstDummy(body.password, deps.config.scryptN);
  if (!user || !ok) throw badRequest(INVALID_CREDENTIALS_TEXT, undefined, ERROR_CODE.INVALID_CREDENTIALS);
  if (!user.is_active) throw forbidden(DEACTIVATED_TEXT, ERROR_CODE.USER_DEACTIVATED);
  // Email + password off: refused after the password check (the same answers as before for wrong pairs), except for
  // instance admins, who can never lock themselves out of /god-mode.
  assertPasswordAllowed(await getInstanceSettings(db), user);
  const signedIn = await db.transaction(async (tx) => {
    await startSession(tx, req, reply, user.id);
    return updateUser(tx, user.id, { last_login: now });
  });
  return presentUser(signedIn);
}

/** POST /auth/sign-out/: deletes the session row and clears the cookie. */
export async function signOut(ctx: PublicContext): Promise<undefined> {
  await endSession(ctx.db, ctx.req, ctx.reply);
  ctx.reply.code(204);
  return undefined;
}

/** POST /auth/set-password/: first password of an account created by unique code. */
export async function setPassword(ctx: SessionContext<z.output<typeof setPasswordSchema>>): Promise<User> {
  const { db, deps, user, body } = ctx;
  if (!user.is_password_autoset) throw badRequest(API_TEXT.yourPasswordIsAlreadySet, undefined, ERROR_CODE.PASSWORD_NOT_AUTOSET);
  assertPasswordAllowed(await getInstanceSettings(db), user);
  const passwordHash = await hashPassword(body.password, deps.config.scryptN);
  const updated = await db.transaction((tx) => updateUser(tx, user.id, { password_hash: passwordHash, is_password_autoset: false, updated_at: deps.now() }));
  return presentUser(updated);
}

/** POST /auth/change-password/: checks the old password, stores the new one and ends the user's other sessions. */
export async function changePassword(ctx: SessionContext<ChangePasswordRequest>): Promise<{ message: string }> {
  const { db, deps, user, body, req } = ctx;
  await enforceRateLimit(db, `change-password:acct:${user.id}`, AUTH_RATE_LIMITS.changePasswordPerAccount, deps.now());
  const ok = user.password_hash ? await verifyPassword(body.old_password, user.password_hash) : false;
  if (!ok) throw badRequest(API_TEXT.oldPasswordIsIncorrect, { old_password: ['Old password is incorrect.'] }, ERROR_CODE.INVALID_CREDENTIALS);
  const passwordHash = await hashPassword(body.new_password, deps.config.scryptN);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { password_hash: passwordHash, is_password_autoset: false, updated_at: deps.now() });
    await deleteUserSessions(tx, user.id, req.sessionId ?? undefined);
  });
  return { message: SPEC_TEXT.passwordChanged };
}
