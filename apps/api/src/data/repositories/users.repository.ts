import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { profiles, users } from '../schema';

/** A users row (contains password_hash: never send it; use the presenter). */
export type UserRow = typeof users.$inferSelect;
/** A profiles row. */
export type ProfileRow = typeof profiles.$inferSelect;
/** Columns a user update may change. */
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'created_at'>>;
/** Columns a profile update may change. */
export type ProfilePatch = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'user_id' | 'created_at'>>;

/** Finds a user by (lower-cased) email. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** The interface language of the account with this email (its profile's), or undefined without an account. */
export async function findLanguageByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.language;
}

/** A user's interface language (their profile's), or undefined for an unknown id. */
export async function findLanguageByUserId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  return row?.language;
}

/** Finds a user by id. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates a user and its profile; the display name defaults to the email's local part. */
export async function createUser(
  db: DbOrTx,
  input: { email: string; password_hash: string | null; is_password_autoset: boolean; is_email_verified?: boolean; language?: string; now: Date },
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email,
      password_hash: input.password_hash,
      is_password_autoset: input.is_password_autoset,
      is_email_verified: input.is_email_verified ?? false,
      display_name: email.split('@')[0] ?? email,
      date_joined: input.now,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning();
  await db.insert(profiles).values({ user_id: user.id, ...(input.language ? { language: input.language } : {}), created_at: input.now, updated_at: input.now });
  return user;
}

/** Updates a user and returns the new row. */
export async function updateUser(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** The user's profile, created on first read when missing (older accounts). */
export async function getOrCreateProfile(db: DbOrTx, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  if (row) return row;
  const [created] = await db.insert(profiles).values({ user_id: userId }).onConflictDoNothing().returning();
  if (created) return created;
  const [again] = await db.select().from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  return again;
}

/** Updates the user's profile and returns the new row. */
export async function updateProfile(db: DbOrTx, userId: string, patch: ProfilePatch): Promise<ProfileRow> {
  await getOrCreateProfile(db, userId);
  const [row] = await db.update(profiles).set(patch).where(eq(profiles.user_id, userId)).returning();
  return row;
}
