import { ERROR_CODE, MAGIC_CODE_MAX_ATTEMPTS, MAGIC_CODE_RESEND_SECONDS, MAGIC_CODE_TTL_MS, type MagicSignInRequest, type User } from '@cairn/types';
import type { z } from 'zod';
import type { magicGenerateSchema } from '@cairn/types';
import { deleteMagicCode, findMagicCode, findMagicCodeForUpdate, setMagicCodeAttempts, upsertMagicCode } from '../../data/repositories/auth.repository';
import { createUser, findUserByEmail, updateUser, type UserRow } from '../../data/repositories/users.repository';
import { badRequest, forbidden, tooManyRequests } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import type { PublicContext } from '../../http/route';
import { startSession } from '../../http/session';
import { randomDigits, safeEqual, sha256 } from '../../http/tokens';
import { enqueueJob } from '../../jobs/job-queue';
import { currentMailer } from '../../mail/mail-settings';
import { getInstanceSettings } from '../instance/instance-settings.store';
import { assertAccountCreationAllowed, assertMagicCodeAllowed, isAccountCreationAllowed, signupDisabled } from '../instance/instance.policy';
import { presentUser } from '../users/users.presenter';
import { DEACTIVATED_TEXT } from './auth.handlers';
import { AUTH_RATE_LIMITS, MAGIC_CODE_DIGITS } from './auth.policy';
import type { magicGenerateResponseSchema } from './auth.schemas';

/** Answer for a wrong code. */
export const INVALID_CODE_TEXT = 'The code is invalid. Check it or request a new one.';
/** Answer for a code past its life or its tries. */
export const EXPIRED_CODE_TEXT = 'The code has expired. Request a new one.';

function hashCode(email: string, code: string): string {
  return sha256(`${email}:${code}`);
}

/** POST /auth/magic-generate/: stores a new code and, in the same transaction, its mail job (logged when SMTP is off). */
export async function magicGenerate(ctx: PublicContext<z.output<typeof magicGenerateSchema>>): Promise<z.output<typeof magicGenerateResponseSchema>> {
  const { db, deps, req, body } = ctx;
  const now = deps.now();
  await enforceRateLimit(db, `magic-generate:ip:${req.ip}`, AUTH_RATE_LIMITS.magicGeneratePerIp, now);
  await enforceRateLimit(db, `magic-generate:acct:${body.email}`, AUTH_RATE_LIMITS.magicGeneratePerAccount, now);
  const settings = await getInstanceSettings(db);
  assertMagicCodeAllowed(settings);
  const previous = await findMagicCode(db, body.email);
  if (previous) {
    const waited = (now.getTime() - previous.created_at.getTime()) / 1000;
    if (waited < MAGIC_CODE_RESEND_SECONDS) throw tooManyRequests(MAGIC_CODE_RESEND_SECONDS - waited);
  }
  const existing = await findUserByEmail(db, body.email);
  if (existing && !existing.is_active) throw forbidden(DEACTIVATED_TEXT, ERROR_CODE.USER_DEACTIVATED);
  // A code for an unknown email would create an account: not while sign-up is off, unless the email is invited.
  if (!existing) await assertAccountCreationAllowed(db, body.email, settings);
  const code = randomDigits(MAGIC_CODE_DIGITS);
  const expiresAt = new Date(now.getTime() + MAGIC_CODE_TTL_MS);
  // The code and its mail commit together: no code without its mail job, no mail for a code that was not stored.
  await db.transaction(async (tx) => {
    await upsertMagicCode(tx, { email: body.email, code_hash: hashCode(body.email, code), expires_at: expiresAt, created_at: now });
    // A new account's first code mail is written in the language the visitor sees (an account's own language wins).
    const mail = { template: 'magic-code', to: body.email, code, minutes: Math.round(MAGIC_CODE_TTL_MS / 60000), expires_at: expiresAt.toISOString(), language: body.language } as const;
    await enqueueJob(tx, { kind: 'mail', payload: mail }, now);
  });
  return { email: body.email, expires_in: MAGIC_CODE_TTL_MS / 1000, resend_after: MAGIC_CODE_RESEND_SECONDS, smtp_configured: (await currentMailer(deps, settings)).configured };
}

type CodeCheck = { ok: true; user: UserRow } | { ok: false; error: 'invalid' | 'expired' | 'deactivated' | 'signup-disabled' };

/** POST /auth/magic-sign-in/: signs in, or creates the account (password auto-set), with a valid code. */
export async function magicSignIn(ctx: PublicContext<MagicSignInRequest>): Promise<User> {
  const { db, deps, req, reply, body } = ctx;
  const now = deps.now();
  await enforceRateLimit(db, `magic-sign-in:ip:${req.ip}`, AUTH_RATE_LIMITS.magicSignInPerIp, now);
  await enforceRateLimit(db, `magic-sign-in:acct:${body.email}`, AUTH_RATE_LIMITS.magicSignInPerAccount, now);
  const settings = await getInstanceSettings(db);
  assertMagicCodeAllowed(settings);
  // The transaction returns failures instead of throwing so a wrong try's counter is committed.
  const result = await db.transaction(async (tx): Promise<CodeCheck> => {
    const row = await findMagicCodeForUpdate(tx, body.email);
    if (!row) return { ok: false, error: 'invalid' };
    if (row.expires_at.getTime() <= now.getTime() || row.attempts >= MAGIC_CODE_MAX_ATTEMPTS) return { ok: false, error: 'expired' };
    if (!safeEqual(hashCode(body.email, body.code), row.code_hash)) {
      await setMagicCodeAttempts(tx, row.id, row.attempts + 1);
      return { ok: false, error: 'invalid' };
    }
    await deleteMagicCode(tx, row.id);
    let user = await findUserByEmail(tx, body.email);
    if (user && !user.is_active) return { ok: false, error: 'deactivated' };
    // Sign-up closed since the code was sent (and no invitation): the code is spent, no account is created.
    if (!user && !(await isAccountCreationAllowed(tx, body.email, settings))) return { ok: false, error: 'signup-disabled' };
    user ??= await createUser(tx, { email: body.email, password_hash: null, is_password_autoset: true, is_email_verified: true, language: body.language, now });
    await startSession(tx, req, reply, user.id);
    return { ok: true, user: await updateUser(tx, user.id, { last_login: now, is_email_verified: true }) };
  });
  if (result.ok) return presentUser(result.user);
  if (result.error === 'signup-disabled') throw signupDisabled();
  if (result.error === 'deactivated') throw forbidden(DEACTIVATED_TEXT, ERROR_CODE.USER_DEACTIVATED);
  if (result.error === 'expired') throw badRequest(EXPIRED_CODE_TEXT, undefined, ERROR_CODE.EXPIRED_MAGIC_CODE);
  throw badRequest(INVALID_CODE_TEXT, undefined, ERROR_CODE.INVALID_MAGIC_CODE);
}
