import { ERROR_CODE, type ForgotPasswordResponse, type ResetPasswordRequest } from '@cairn/types';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@cairn/types';
import { findResetToken, findResetTokenForUpdate, insertResetToken, useAllResetTokens, type PasswordResetTokenRow } from '../../data/repositories/auth.repository';
import { deleteUserSessions } from '../../data/repositories/sessions.repository';
import { findUserByEmail, updateUser } from '../../data/repositories/users.repository';
import { badRequest } from '../../http/errors';
import { enqueueJob } from '../../jobs/job-queue';
import { enforceRateLimit } from '../../http/rate-limit';
import type { PublicContext } from '../../http/route';
import { randomToken, sha256 } from '../../http/tokens';
import { currentMailer } from '../../mail/mail-settings';
import { getInstanceSettings } from '../instance/instance-settings.store';
import { methodDisabled } from '../instance/instance.policy';
import { AUTH_RATE_LIMITS, RESET_TOKEN_TTL_MS } from './auth.policy';
import { hashPassword } from './password.service';

/** Answer for an unknown, used or expired reset token. */
export const INVALID_RESET_TOKEN_TEXT = 'This password reset link is invalid or has expired.';

/** POST /auth/forgot-password/: mails a reset link when the account exists; the answer is the same either way. */
export async function forgotPassword(ctx: PublicContext<z.output<typeof forgotPasswordSchema>>): Promise<ForgotPasswordResponse> {
  const { db, deps, req, body } = ctx;
  const now = deps.now();
  await enforceRateLimit(db, `forgot:ip:${req.ip}`, AUTH_RATE_LIMITS.forgotPerIp, now);
  await enforceRateLimit(db, `forgot:acct:${body.email}`, AUTH_RATE_LIMITS.forgotPerAccount, now);
  // Email + password off: no reset links for anyone (the same answer for every email: admin accounts are not revealed).
  const settings = await getInstanceSettings(db);
  if (!settings.is_email_password_enabled) throw methodDisabled();
  const user = await findUserByEmail(db, body.email);
  if (user?.is_active) {
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    const link = `${deps.config.publicUrl}/accounts/reset-password?token=${token}`;
    await db.transaction(async (tx) => {
      await insertResetToken(tx, { token_hash: sha256(token), user_id: user.id, expires_at: expiresAt, created_at: now });
      await enqueueJob(tx, { kind: 'mail', payload: { template: 'password-reset', to: user.email, link, expires_at: expiresAt.toISOString() } }, now);
    });
  }
  // Mail settings as they are now (the console's over the environment's; mail turned off = not configured).
  const configured = (await currentMailer(deps, settings)).configured;
  return { sent: configured, smtp_configured: configured };
}

/** POST /auth/reset-password/: one-use token → new password; every session of the user ends. */
export async function resetPassword(ctx: PublicContext<ResetPasswordRequest>): Promise<undefined> {
  const { db, deps, req, reply, body } = ctx;
  const now = deps.now();
  await enforceRateLimit(db, `reset:ip:${req.ip}`, AUTH_RATE_LIMITS.resetPerIp, now);
  const tokenHash = sha256(body.token);
  const usable = (row: PasswordResetTokenRow | undefined): row is PasswordResetTokenRow => Boolean(row && !row.used_at && row.expires_at.getTime() > now.getTime());
  const invalid = () => badRequest(INVALID_RESET_TOKEN_TEXT, undefined, ERROR_CODE.INVALID_TOKEN);
  // A bad token is refused before the (deliberately slow) hashing, which then runs outside the row lock.
  if (!usable(await findResetToken(db, tokenHash))) throw invalid();
  const passwordHash = await hashPassword(body.new_password, deps.config.scryptN);
  const done = await db.transaction(async (tx) => {
    const row = await findResetTokenForUpdate(tx, tokenHash);
    if (!usable(row)) return false;
    await enforceRateLimit(tx, `reset:acct:${row.user_id}`, AUTH_RATE_LIMITS.resetPerAccount, now);
    await updateUser(tx, row.user_id, { password_hash: passwordHash, is_password_autoset: false, updated_at: now });
    await useAllResetTokens(tx, row.user_id, now);
    await deleteUserSessions(tx, row.user_id);
    return true;
  });
  if (!done) throw invalid();
  reply.code(204);
  return undefined;
}
