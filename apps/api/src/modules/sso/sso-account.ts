import type { SsoErrorCode } from '@cairn/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../data/db';
import { isUniqueViolation } from '../../data/db';
import { findUserIdentity, insertUserIdentity, touchUserIdentity } from '../../data/repositories/sso.repository';
import { createUser, findUserByEmail, findUserById, updateUser } from '../../data/repositories/users.repository';
import { HttpError } from '../../http/errors';
import { startSession } from '../../http/session';
import type { EffectiveInstanceSettings } from '../instance/instance-settings.store';
import { assertAccountCreationAllowed } from '../instance/instance.policy';
import type { SsoIdentity } from './sso-client';

/** The outcome of signing in through a provider: a session was started, or the error code to show. */
export type SsoAccountResult = { ok: true; userId: string; created: boolean } | { ok: false; error: SsoErrorCode };

/**
 * Signs in the account behind a checked identity (verified email), in one transaction: the linked account; else the
 * account with that email (and links it); else a new account if sign-up allows this email. Starts a session.
 */
export async function signInWithIdentity(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { providerKey: string; identity: SsoIdentity & { email: string }; settings: EffectiveInstanceSettings; now: Date },
): Promise<SsoAccountResult> {
  const { providerKey, identity, settings, now } = input;
  try {
    return await db.transaction(async (tx): Promise<SsoAccountResult> => {
      const linked = await findUserIdentity(tx, providerKey, identity.subject);
      let user = linked ? await findUserById(tx, linked.user_id) : await findUserByEmail(tx, identity.email);
      if (user && !user.is_active) return { ok: false, error: 'sso_account_deactivated' };
      let created = false;
      if (!user) {
        try {
          await assertAccountCreationAllowed(tx, identity.email, settings);
        } catch (err) {
          if (err instanceof HttpError) return { ok: false, error: 'sso_signup_disabled' };
          throw err;
        }
        user = await createUser(tx, { email: identity.email, password_hash: null, is_password_autoset: true, is_email_verified: true, now });
        created = true;
      }
      if (linked) await touchUserIdentity(tx, linked.id, identity.email, now);
      else await insertUserIdentity(tx, { user_id: user.id, provider: providerKey, subject: identity.subject, email: identity.email, now });
      await startSession(tx, req, reply, user.id);
      // The provider vouched for this address; it is the account's only when the account has it.
      await updateUser(tx, user.id, user.email === identity.email ? { last_login: now, is_email_verified: true } : { last_login: now });
      return { ok: true, userId: user.id, created };
    });
  } catch (err) {
    // Two callbacks for one new person at once: the second meets the first's row.
    if (isUniqueViolation(err)) return { ok: false, error: 'sso_failed' };
    throw err;
  }
}
