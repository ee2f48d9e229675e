import { PROJECT_ERROR_CODE, PROJECT_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import { addProjectFavorite, removeProjectFavorite } from '../../data/repositories/favorites.repository';
import { findProject } from '../../data/repositories/projects.repository';
import { badRequest } from '../../http/errors';
import { ANY_PROJECT_ROLE, projectNotFound, requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';

/** POST user-favorite-projects/ {project}: favorites a project the caller may open (not an archived one); idempotent. */
export async function favoriteProject(db: Db, slug: string, userId: string, projectId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, ANY_PROJECT_ROLE);
    if (access.project.archived_at) throw badRequest(PROJECT_TEXT.archivedProject, undefined, PROJECT_ERROR_CODE.PROJECT_ARCHIVED);
    const row = await addProjectFavorite(tx, { workspace_id: access.workspace.id, user_id: userId, project_id: projectId, name: access.project.name }, now);
    return { id: row.id, project: projectId, created_at: row.created_at.toISOString() };
  });
}

/** DELETE user-favorite-projects/{projectId}/: removes the caller's favorite of a project of this workspace. */
export async function unfavoriteProject(db: Db, slug: string, userId: string, projectId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Only workspace membership is needed: someone who lost access to the project may still drop its favorite.
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    if (!(await findProject(tx, access.workspace.id, projectId))) throw projectNotFound();
    await removeProjectFavorite(tx, userId, projectId);
  });
}
