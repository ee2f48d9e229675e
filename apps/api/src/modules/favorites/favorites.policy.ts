import { ERROR_CODE, FAVORITE_TEXT, ORGANISE_TEXT, PAGE_TEXT, PROJECT_ERROR_CODE, PROJECT_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findFavoritableEntity, findFavorite, folderNameTaken } from '../../data/repositories/favorites.repository';
import { firstProjectOfPage } from '../../data/repositories/pages.repository';
import type { UserFavoriteRow } from '../../data/schema/projects.schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { requirePage, requirePagesAccess } from '../pages/pages.policy';
import { ANY_PROJECT_ROLE, requireProjectRole } from '../projects/projects.policy';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy';

// Who may favorite what (issue 14): favorites are personal, so every member of the workspace keeps their own; an entity
// may be favorited by whoever can open it (any role in its project; a private view only by its owner), and not while
// it is archived. Pages follow the page rules: readers who are at least members (a private page only its owner). Folders hold entities, one level deep, and their names are unique per user.

/** 404 'Favorite not found': unknown ids, another user's or another workspace's favorites. */
export function favoriteNotFound() {
  return notFound(ORGANISE_TEXT.favoriteNotFound);
}

/** The caller's favorite by (workspace, user, id); 404 otherwise. */
export async function requireFavorite(h: DbOrTx, access: WorkspaceAccess, userId: string, id: string): Promise<UserFavoriteRow> {
  const row = await findFavorite(h, access.workspace.id, userId, id);
  if (!row) throw favoriteNotFound();
  return row;
}

/** A parent must be one of the caller's folders in this workspace (400 otherwise, whoever owns that id). */
export async function requireParentFolder(h: DbOrTx, access: WorkspaceAccess, userId: string, parentId: string): Promise<UserFavoriteRow> {
  const parent = await findFavorite(h, access.workspace.id, userId, parentId);
  if (!parent?.is_folder) throw badRequest(FAVORITE_TEXT.parentNotFolder, { parent: [FAVORITE_TEXT.parentNotFolder] });
  return parent;
}

/** A folder name: required after trimming, unique among the caller's folders (409 when taken). */
export async function requireFolderName(h: DbOrTx, access: WorkspaceAccess, userId: string, raw: string | undefined, exceptId?: string): Promise<string> {
  const name = (raw ?? '').trim();
  if (!name) throw badRequest(FAVORITE_TEXT.folderNameRequired, { name: [FAVORITE_TEXT.folderNameRequired] });
  if (await folderNameTaken(h, access.workspace.id, userId, name, exceptId)) throw conflict(FAVORITE_TEXT.folderNameTaken, ERROR_CODE.CONFLICT);
  return name;
}

/** What a new entity favorite records. */
export interface FavoriteTarget {
  projectId: string;
  name: string;
}

function entityNotFound() {
  return notFound(FAVORITE_TEXT.entityNotFound);
}

function refuseArchived(archived: boolean): void {
  if (archived) throw badRequest(FAVORITE_TEXT.entityArchived);
}

/**
 * The entity a favorite will point at, checked: it exists in this workspace (and in `projectId` when given), the
 * caller has a role in its project (403 NOT_PROJECT_MEMBER otherwise, as the per-entity favorite routes answer), a
 * private view is the caller's own, and it is not archived.
 */
export async function requireFavoritableEntity(
  h: DbOrTx,
  slug: string,
  access: WorkspaceAccess,
  userId: string,
  type: 'project' | 'cycle' | 'module' | 'view' | 'page',
  entityId: string,
  projectId: string | null | undefined,
): Promise<FavoriteTarget> {
  if (type === 'page') return requireFavoritablePage(h, slug, access, userId, entityId, projectId);
  if (type === 'project') {
    if (projectId && projectId !== entityId) throw entityNotFound();
    const project = await requireProjectRole(h, slug, entityId, userId, ANY_PROJECT_ROLE);
    if (project.project.archived_at) throw badRequest(PROJECT_TEXT.archivedProject, undefined, PROJECT_ERROR_CODE.PROJECT_ARCHIVED);
    return { projectId: entityId, name: project.project.name };
  }
  const entity = await findFavoritableEntity(h, access.workspace.id, type, entityId);
  // Only project views are favorites (spec §2 links them under the project); workspace and team views are not.
  if (!entity?.project_id || (projectId && projectId !== entity.project_id)) throw entityNotFound();
  if (type === 'view' && entity.access !== 'public' && entity.owned_by !== userId) throw entityNotFound();
  await requireProjectRole(h, slug, entity.project_id, userId, ANY_PROJECT_ROLE);
  refuseArchived(entity.archived);
  return { projectId: entity.project_id, name: entity.name };
}

/**
 * A page as a favorite: the page rules (pages.policy.ts) decide — read false → 404, not allowed to favorite (guests)
 * → 403, archived → 400. Its first project is the favorite's project_id.
 */
async function requireFavoritablePage(h: DbOrTx, slug: string, access: WorkspaceAccess, userId: string, pageId: string, projectId: string | null | undefined): Promise<FavoriteTarget> {
  const firstProject = projectId ?? (await firstProjectOfPage(h, access.workspace.id, pageId));
  if (!firstProject) throw entityNotFound();
  const pagesAccess = await requirePagesAccess(h, slug, firstProject, userId);
  const ctx = await requirePage(h, pagesAccess, pageId).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 404 ? entityNotFound() : error;
  });
  if (!ctx.abilities.favorite) throw forbidden(PAGE_TEXT.notAllowed);
  refuseArchived(ctx.page.archived_at !== null);
  return { projectId: ctx.page.project_ids[0], name: ctx.page.name };
}
