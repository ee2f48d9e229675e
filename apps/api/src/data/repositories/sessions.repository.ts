import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { sessions, users } from '../schema';
import type { UserRow } from './users.repository';

/** A sessions row. */
export type SessionRow = typeof sessions.$inferSelect;

/** Stores a new session (id is already the token's hash). */
export async function insertSession(
  db: DbOrTx,
  row: { id: string; user_id: string; created_at: Date; last_seen_at: Date; expires_at: Date; user_agent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

function prepareSessionLookup(db: DbOrTx) {
  return db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.user_id)).where(eq(sessions.id, sql.placeholder('id'))).limit(1).prepare('session_with_user_v1');
}
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionLookup>>();

/** The session with its user, or undefined. */
export async function findSessionWithUser(db: DbOrTx, id: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  // Every signed-in request asks this: prepared once per handle (SQL built once; a named statement on PostgreSQL).
  let q = sessionLookups.get(db);
  if (!q) {
    q = prepareSessionLookup(db);
    sessionLookups.set(db, q);
  }
  const [row] = await q.execute({ id });
  return row;
}

/** Records activity on a session. */
export async function touchSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.id, id));
}

/** Ends one session. */
export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, except `keepId` when given. */
export async function deleteUserSessions(db: DbOrTx, userId: string, keepId?: string): Promise<void> {
  await db.delete(sessions).where(keepId ? and(eq(sessions.user_id, userId), ne(sessions.id, keepId)) : eq(sessions.user_id, userId));
}

/** Removes sessions past their absolute expiry or idle since before `idleBefore`. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date, idleBefore: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, idleBefore)));
}
