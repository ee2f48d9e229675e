import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { ssoLoginStates, userIdentities } from '../schema';

/** A sso_login_states row (one sign-in attempt between the redirect to the provider and its callback). */
export type SsoLoginStateRow = typeof ssoLoginStates.$inferSelect;
/** A user_identities row (a user's identity at one SSO provider). */
export type UserIdentityRow = typeof userIdentities.$inferSelect;

/** Stores a new sign-in attempt (id = sha256 of its state). */
export async function insertSsoLoginState(db: DbOrTx, row: Omit<SsoLoginStateRow, 'created_at' | 'data'> & { created_at: Date; data?: Record<string, unknown> }): Promise<void> {
  await db.insert(ssoLoginStates).values({ ...row, data: row.data ?? {} });
}

/** Deletes and returns the attempt with this id (one use only: a second take finds nothing). */
export async function takeSsoLoginState(db: DbOrTx, id: string): Promise<SsoLoginStateRow | undefined> {
  const [row] = await db.delete(ssoLoginStates).where(eq(ssoLoginStates.id, id)).returning();
  return row;
}

/** Deletes the attempts that expired before `at`. */
export async function deleteExpiredSsoLoginStates(db: DbOrTx, at: Date): Promise<void> {
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expires_at, at));
}

/** The identity with this provider key and subject, if linked. */
export async function findUserIdentity(db: DbOrTx, provider: string, subject: string): Promise<UserIdentityRow | undefined> {
  const [row] = await db.select().from(userIdentities).where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject))).limit(1);
  return row;
}

/** Links an identity to a user. */
export async function insertUserIdentity(db: DbOrTx, row: { user_id: string; provider: string; subject: string; email: string; now: Date }): Promise<void> {
  await db.insert(userIdentities).values({ user_id: row.user_id, provider: row.provider, subject: row.subject, email: row.email, created_at: row.now, last_login_at: row.now });
}

/** Notes a sign-in through an identity (and the email the provider gave this time). */
export async function touchUserIdentity(db: DbOrTx, id: string, email: string, at: Date): Promise<void> {
  await db.update(userIdentities).set({ email, last_login_at: at }).where(eq(userIdentities.id, id));
}

/** Serialises changes to the SSO provider list for the rest of the transaction (the list is one settings row). */
export async function lockSsoProviderList(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cairn:sso_providers'))`);
}
