import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { magicCodes, passwordResetTokens } from '../schema';

/** A magic_codes row. */
export type MagicCodeRow = typeof magicCodes.$inferSelect;
/** A password_reset_tokens row. */
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Replaces the email's code with a new one (one live code per email). */
export async function upsertMagicCode(db: DbOrTx, row: { email: string; code_hash: string; expires_at: Date; created_at: Date }): Promise<void> {
  await db
    .insert(magicCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({ target: magicCodes.email, set: { code_hash: row.code_hash, expires_at: row.expires_at, created_at: row.created_at, attempts: 0 } });
}

/** The email's code, locked for update when called inside a transaction. */
export async function findMagicCodeForUpdate(db: DbOrTx, email: string): Promise<MagicCodeRow | undefined> {
  const [row] = await db.select().from(magicCodes).where(eq(magicCodes.email, email)).limit(1).for('update');
  return row;
}

/** The email's code without locking. */
export async function findMagicCode(db: DbOrTx, email: string): Promise<MagicCodeRow | undefined> {
  const [row] = await db.select().from(magicCodes).where(eq(magicCodes.email, email)).limit(1);
  return row;
}

/** Stores the number of wrong attempts on a code. */
export async function setMagicCodeAttempts(db: DbOrTx, id: string, attempts: number): Promise<void> {
  await db.update(magicCodes).set({ attempts }).where(eq(magicCodes.id, id));
}

/** Removes a code (used or dead). */
export async function deleteMagicCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(magicCodes).where(eq(magicCodes.id, id));
}

/** Stores a new reset token hash. */
export async function insertResetToken(db: DbOrTx, row: { token_hash: string; user_id: string; expires_at: Date; created_at: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** The reset token with this hash. */
export async function findResetToken(db: DbOrTx, tokenHash: string): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.token_hash, tokenHash)).limit(1);
  return row;
}

/** The reset token with this hash, locked for update. */
export async function findResetTokenForUpdate(db: DbOrTx, tokenHash: string): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.token_hash, tokenHash)).limit(1).for('update');
  return row;
}

/** Marks every unused reset token of the user as used (one reset kills all outstanding links). */
export async function useAllResetTokens(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: at })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
