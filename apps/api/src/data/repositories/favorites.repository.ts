import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { userFavorites, type UserFavoriteRow } from '../schema/projects.schema';

/** Marks a project as the user's favorite (no-op when it already is); returns the favorite row. */
export async function addProjectFavorite(h: DbOrTx, values: { workspace_id: string; user_id: string; project_id: string; name: string }, now: Date): Promise<UserFavoriteRow> {
  await h
    .insert(userFavorites)
    .values({ ...values, entity_type: 'project', entity_identifier: values.project_id, created_at: now, updated_at: now })
    .onConflictDoNothing();
  const [row] = await h
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, values.user_id), eq(userFavorites.entity_type, 'project'), eq(userFavorites.entity_identifier, values.project_id)))
    .limit(1);
  return row;
}

/** Removes the user's favorite of a project. */
export async function removeProjectFavorite(h: DbOrTx, userId: string, projectId: string): Promise<void> {
  await h
    .delete(userFavorites)
    .where(and(eq(userFavorites.user_id, userId), eq(userFavorites.entity_type, 'project'), eq(userFavorites.entity_identifier, projectId)));
}

/** Removes every user's favorites of a project and of the things inside it (archive). */
export async function removeAllFavoritesOfProject(h: DbOrTx, projectId: string): Promise<void> {
  await h.delete(userFavorites).where(eq(userFavorites.project_id, projectId));
}
