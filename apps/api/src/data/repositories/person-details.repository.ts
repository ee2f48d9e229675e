import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { users } from '../schema/users.schema';
import { uuidArray } from './sql-arrays';

// Names and avatars of people by id, for answers that show people the workspace members list does not hold (issue 20:
// outsiders comment on and file requests into published boards). Never an email.

/** A person as answers show them: display name and avatar only. */
export interface PersonDetail {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

/** The people among `ids` (nulls and repeats ignored), in one query whatever the count; unknown ids are absent. */
export async function findPersonDetails(h: DbOrTx, ids: ReadonlyArray<string | null>): Promise<Map<string, PersonDetail>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await h
    .select({ id: users.id, display_name: users.display_name, avatar_url: users.avatar_url })
    .from(users)
    .where(sql`${users.id} = any(${uuidArray(wanted)})`);
  return new Map(rows.map((r) => [r.id, r]));
}
