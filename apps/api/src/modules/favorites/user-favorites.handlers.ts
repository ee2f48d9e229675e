import { FAVORITE_TEXT, type Favorite, type FavoriteCreate, type FavoriteUpdate, API_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import {
  deleteFavorite, findEntityFavorite, insertFavorite, listFavoriteRows, lockFavoritesOf, releaseFolderChildren, updateFavorite, type FavoritePatch,
} from '../../data/repositories/favorites.repository';
import type { UserFavoriteRow } from '../../data/schema/projects.schema';
import type { DbOrTx } from '../../data/db';
import { badRequest, conflict } from '../../http/errors';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';
import { requireFavoritableEntity, requireFavorite, requireFolderName, requireParentFolder } from './favorites.policy';
import { entityLookup, presentFavorite, presentFlat, presentTree } from './favorites.presenter';

// The caller's favorites of every kind, with folders (issue 14; spec §7 Favorites, §9 reorder gap). Every member of
// the workspace (guests too) keeps their own; every query is scoped by workspace and user, so another user's favorite
// reads as missing (404). Favorites are personal: no workspace event is recorded (the stream is shared by everyone).

async function presentOne(h: DbOrTx, access: WorkspaceAccess, userId: string, row: UserFavoriteRow): Promise<Favorite> {
  const lookup = await entityLookup(h, access, userId, [row]);
  const favorite = presentFavorite(row, row.is_folder ? undefined : lookup(row));
  if (!row.is_folder) return favorite;
  const children = await listFavoriteRows(h, access.workspace.id, userId, row.id);
  return { ...favorite, children: presentFlat(children, await entityLookup(h, access, userId, children)) };
}

/** GET user-favorites/: the top level with folders' children nested; `all` answers every favorite flat. */
export async function listUserFavorites(db: Db, slug: string, userId: string, all: boolean): Promise<Favorite[]> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const rows = await listFavoriteRows(db, access.workspace.id, userId);
  const lookup = await entityLookup(db, access, userId, rows);
  return all ? presentFlat(rows, lookup) : presentTree(rows, lookup);
}

/** GET user-favorites/{id}/group/: the favorites inside one of the caller's folders (none for an entity favorite). */
export async function listFavoriteGroup(db: Db, slug: string, userId: string, favoriteId: string): Promise<Favorite[]> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const folder = await requireFavorite(db, access, userId, favoriteId);
  if (!folder.is_folder) return [];
  const rows = await listFavoriteRows(db, access.workspace.id, userId, folder.id);
  return presentFlat(rows, await entityLookup(db, access, userId, rows));
}

/**
 * POST user-favorites/: a folder (is_folder, entity_type 'folder', a unique name; top level only) or an entity the
 * caller can open (not archived), last in its parent. An entity already favorited answers its favorite (`created`
 * false) unchanged.
 */
export async function createUserFavorite(db: Db, slug: string, userId: string, body: FavoriteCreate, now: Date): Promise<{ created: boolean; favorite: Favorite }> {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    await lockFavoritesOf(tx, access.workspace.id, userId);
    const base = { id: body.id, workspace_id: access.workspace.id, user_id: userId };
    let row: UserFavoriteRow | undefined;
    if (body.entity_type === 'folder' || body.is_folder) {
      if (body.entity_type !== 'folder' || body.is_folder === false || body.entity_identifier || body.project_id) {
        throw badRequest(FAVORITE_TEXT.folderFields, { entity_type: [FAVORITE_TEXT.folderFields] });
      }
      if (body.parent) throw badRequest(FAVORITE_TEXT.folderNotNested, { parent: [FAVORITE_TEXT.folderNotNested] });
      const name = await requireFolderName(tx, access, userId, body.name);
      row = await insertFavorite(tx, { ...base, entity_type: 'folder', entity_identifier: null, project_id: null, parent: null, is_folder: true, name }, now);
    } else {
      if (!body.entity_identifier) throw badRequest(FAVORITE_TEXT.entityRequired, { entity_identifier: [FAVORITE_TEXT.entityRequired] });
      const target = await requireFavoritableEntity(tx, slug, access, userId, body.entity_type, body.entity_identifier, body.project_id);
      const existing = await findEntityFavorite(tx, access.workspace.id, userId, body.entity_type, body.entity_identifier);
      if (existing) return { created: false, favorite: await presentOne(tx, access, userId, existing) };
      const parent = body.parent ? (await requireParentFolder(tx, access, userId, body.parent)).id : null;
      row = await insertFavorite(tx, {
        ...base, entity_type: body.entity_type, entity_identifier: body.entity_identifier, project_id: target.projectId, parent, is_folder: false, name: target.name,
      }, now);
    }
    // The caller's rows are locked and the entity was checked: only a client id already in use is left.
    if (!row) throw conflict(API_TEXT.aFavoriteWithThisIdAlready);
    return { created: true, favorite: await presentOne(tx, access, userId, row) };
  });
}

/**
 * PATCH user-favorites/{id}/: parent (into one of the caller's folders — folders stay at the top level — or out with
 * null; last there unless a sequence is given), sequence (reorder), name (folders only, unique).
 */
export async function updateUserFavorite(db: Db, slug: string, userId: string, favoriteId: string, body: FavoriteUpdate, now: Date): Promise<Favorite> {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    await lockFavoritesOf(tx, access.workspace.id, userId);
    const row = await requireFavorite(tx, access, userId, favoriteId);
    const patch: FavoritePatch = {};
    if (body.name !== undefined) {
      if (!row.is_folder) throw badRequest(FAVORITE_TEXT.renameOnlyFolders, { name: [FAVORITE_TEXT.renameOnlyFolders] });
      patch.name = await requireFolderName(tx, access, userId, body.name, row.id);
    }
    if (body.parent !== undefined && body.parent !== row.parent) {
      if (body.parent !== null) {
        if (row.is_folder) throw badRequest(FAVORITE_TEXT.folderNotNested, { parent: [FAVORITE_TEXT.folderNotNested] });
        await requireParentFolder(tx, access, userId, body.parent);
      }
      patch.parent = body.parent;
      patch.sequence = 'last';
    }
    if (body.sequence !== undefined) patch.sequence = body.sequence;
    const updated = await updateFavorite(tx, access.workspace.id, userId, row.id, patch, now);
    return presentOne(tx, access, userId, updated);
  });
}

/** DELETE user-favorites/{id}/: an entity favorite goes; a folder goes and its children move to the top level (same sequence). */
export async function deleteUserFavorite(db: Db, slug: string, userId: string, favoriteId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    await lockFavoritesOf(tx, access.workspace.id, userId);
    const row = await requireFavorite(tx, access, userId, favoriteId);
    // The parent column cascades on delete: the children must leave the folder first.
    if (row.is_folder) await releaseFolderChildren(tx, access.workspace.id, userId, row.id, now);
    await deleteFavorite(tx, access.workspace.id, userId, row.id);
  });
}
