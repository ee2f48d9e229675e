import { FAVORITE_TEXT, type Favorite, type FavoriteEntityType } from '@cairn/types';
import type { Draft } from 'immer';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { favoriteSequenceAt, lastFavoriteSequence } from './favorite-order';
import { byFavoriteOrder, favoriteKey, favoriteList, markEntityFavorite, putFavorite, type FavoriteRecord } from './favorite-records';

/** What addFavorite points at: an entity and the name to show until the server answers. */
export interface FavoriteTarget {
  entity_type: Exclude<FavoriteEntityType, 'folder'>;
  entity_identifier: string;
  project_id: string | null;
  name: string;
  /** A folder to put it in (last there); the top level by default. */
  parent?: string | null;
}

/** Where moveFavorite drops a favorite: a folder (or the top level with null) and the position in it. */
export interface FavoriteDrop {
  parent: string | null;
  /** Position among the destination's favorites, the moved one left out; past the end = last. */
  index: number;
}

/** The favorite writes: optimistic through mutate, rolled back on failure (spec §4). */
export interface FavoriteMutations {
  /** Optimistic POST of a folder (client id), last at the top level. A blank or taken name is refused locally. Rethrows after rollback (toast). */
  createFavoriteFolder(slug: string, name: string): Promise<FavoriteRecord>;
  /** Optimistic POST of an entity favorite, last in its place; an entity already favorited answers its favorite (no call). */
  addFavorite(slug: string, target: FavoriteTarget): Promise<FavoriteRecord>;
  /**
   * Optimistic reorder, into a folder or out of it: the sequence is the midpoint of the new neighbours, or a neighbour
   * ± 10000 at an end (spec §9). A folder cannot go into a folder (refused locally).
   */
  moveFavorite(slug: string, favoriteId: string, drop: FavoriteDrop): Promise<void>;
  /** Optimistic folder rename (blank or taken names refused locally). */
  renameFavoriteFolder(slug: string, folderId: string, name: string): Promise<void>;
  /** Optimistic DELETE: an entity favorite goes; a folder goes and its favorites move to the top level, in order. */
  removeFavorite(slug: string, favoriteId: string): Promise<void>;
  /** The favorite of an entity the store knows, if any. */
  findEntityFavorite(slug: string, entityType: FavoriteEntityType, entityId: string): FavoriteRecord | undefined;
}

/** Creates the favorite writes; `tracked` counts them per workspace (a tree read waits for them). */
export function createFavoriteMutations({ store, deps }: SliceContext, tracked: <T>(slug: string, write: () => Promise<T>) => Promise<T>): FavoriteMutations {
  const { favorites } = deps.services;
  const refuse = (text: string) => Promise.reject(new Error(text));
  const sequencesOf = (ids: readonly string[], except?: string) => {
    const byId = store.getState().favoritesById;
    return ids.filter((id) => id !== except).map((id) => byId[id]?.sequence ?? 0);
  };
  const listIds = (slug: string, parent: string | null) => {
    const s = store.getState();
    return (parent ? s.favoriteChildIdsByFolder[parent] : s.favoriteIdsBySlug[slug]) ?? [];
  };
  const folderNameProblem = (slug: string, name: string, exceptId?: string): string | undefined => {
    if (!name) return FAVORITE_TEXT.folderNameRequired;
    const s = store.getState();
    const taken = listIds(slug, null).some((id) => id !== exceptId && s.favoritesById[id]?.is_folder && s.favoritesById[id].name.toLowerCase() === name.toLowerCase());
    return taken ? FAVORITE_TEXT.folderNameTaken : undefined;
  };
  // The server's answer replaces the provisional record; an entity favorited meanwhile may answer another id.
  const commitAs = (slug: string, localId: string) => (d: Draft<WebState>, answer: Favorite) => {
    if (!answer || typeof answer !== 'object' || !answer.id) return;
    if (answer.id !== localId && d.favoritesById[localId]) {
      const parent = d.favoritesById[localId].parent;
      const list = favoriteList(d, slug, parent);
      const at = list.indexOf(localId);
      if (at >= 0) list.splice(at, 1);
      if (!d.favoritesById[answer.id] && at >= 0) list.splice(at, 0, answer.id);
      delete d.favoritesById[localId];
      delete d.favoriteChildIdsByFolder[localId];
    }
    putFavorite(d, answer);
  };
  const findEntityFavorite = (slug: string, entityType: FavoriteEntityType, entityId: string) => {
    const s = store.getState();
    const top = s.favoriteIdsBySlug[slug] ?? [];
    const ids = [...top, ...top.flatMap((id) => s.favoriteChildIdsByFolder[id] ?? [])];
    return ids.map((id) => s.favoritesById[id]).find((f) => f && f.entity_type === entityType && f.entity_identifier === entityId);
  };
  return {
    findEntityFavorite,
    createFavoriteFolder: (slug, rawName) => {
      const name = rawName.trim();
      const problem = folderNameProblem(slug, name);
      if (problem) return refuse(problem);
      const id = deps.newId();
      const record: FavoriteRecord = {
        id, entity_type: 'folder', entity_identifier: null, entity_data: null, project_id: null, parent: null, is_folder: true, name,
        sequence: lastFavoriteSequence(sequencesOf(listIds(slug, null))), created_at: deps.now().toISOString(),
      };
      return tracked(slug, () => mutate(store, {
        key: favoriteKey(id),
        apply: (d) => {
          d.favoritesById[id] = record;
          d.favoriteChildIdsByFolder[id] = [];
          favoriteList(d, slug, null).push(id);
        },
        call: () => favorites.create(slug, { id, entity_type: 'folder', is_folder: true, name }),
        commit: commitAs(slug, id),
      })).then(() => store.getState().favoritesById[id] ?? record);
    },
    addFavorite: (slug, target) => {
      const known = findEntityFavorite(slug, target.entity_type, target.entity_identifier);
      if (known) return Promise.resolve(known);
      const parent = target.parent ?? null;
      if (parent && !store.getState().favoritesById[parent]?.is_folder) return refuse(FAVORITE_TEXT.parentNotFolder);
      const id = deps.newId();
      const record: FavoriteRecord = {
        id, entity_type: target.entity_type, entity_identifier: target.entity_identifier, entity_data: { name: target.name }, project_id: target.project_id,
        parent, is_folder: false, name: target.name, sequence: lastFavoriteSequence(sequencesOf(listIds(slug, parent))), created_at: deps.now().toISOString(),
      };
      let answered: Favorite | undefined;
      return tracked(slug, () => mutate(store, {
        key: favoriteKey(id),
        apply: (d) => {
          d.favoritesById[id] = record;
          favoriteList(d, slug, parent).push(id);
          markEntityFavorite(d, target.entity_type, target.entity_identifier, true);
        },
        call: async () => {
          answered = await favorites.create(slug, {
            id, entity_type: target.entity_type, entity_identifier: target.entity_identifier, project_id: target.project_id, parent, entity_data: { name: target.name },
          });
          return answered;
        },
        commit: commitAs(slug, id),
      })).then(() => store.getState().favoritesById[answered?.id ?? id] ?? record);
    },
    moveFavorite: (slug, favoriteId, drop) => {
      const s = store.getState();
      const favorite = s.favoritesById[favoriteId];
      if (!favorite) return refuse('Favorite not found');
      if (drop.parent && favorite.is_folder) return refuse(FAVORITE_TEXT.folderNotNested);
      if (drop.parent && (!s.favoritesById[drop.parent]?.is_folder || drop.parent === favoriteId)) return refuse(FAVORITE_TEXT.parentNotFolder);
      const destination = listIds(slug, drop.parent).filter((id) => id !== favoriteId);
      const index = Math.max(0, Math.min(drop.index, destination.length));
      const sequence = favoriteSequenceAt(sequencesOf(destination), index);
      const parentChanged = drop.parent !== favorite.parent;
      return tracked(slug, () => mutate(store, {
        key: favoriteKey(favoriteId),
        apply: (d) => {
          const record = d.favoritesById[favoriteId];
          if (!record) return;
          const source = favoriteList(d, slug, record.parent);
          const from = source.indexOf(favoriteId);
          if (from >= 0) source.splice(from, 1);
          favoriteList(d, slug, drop.parent).splice(index, 0, favoriteId);
          record.parent = drop.parent;
          record.sequence = sequence;
        },
        call: () => favorites.update(slug, favoriteId, parentChanged ? { parent: drop.parent, sequence } : { sequence }),
        commit: (d, answer) => {
          if (answer && typeof answer === 'object' && answer.id === favoriteId) putFavorite(d, answer);
        },
      })).then(() => undefined);
    },
    renameFavoriteFolder: (slug, folderId, rawName) => {
      const name = rawName.trim();
      if (!store.getState().favoritesById[folderId]?.is_folder) return refuse(FAVORITE_TEXT.renameOnlyFolders);
      const problem = folderNameProblem(slug, name, folderId);
      if (problem) return refuse(problem);
      return tracked(slug, () => mutate(store, {
        key: favoriteKey(folderId),
        apply: (d) => {
          const folder = d.favoritesById[folderId];
          if (folder) folder.name = name;
        },
        call: () => favorites.update(slug, folderId, { name }),
        commit: (d, answer) => {
          if (answer && typeof answer === 'object' && answer.id === folderId) putFavorite(d, answer);
        },
      })).then(() => undefined);
    },
    removeFavorite: (slug, favoriteId) => {
      const favorite = store.getState().favoritesById[favoriteId];
      if (!favorite) return refuse('Favorite not found');
      return tracked(slug, () => mutate(store, {
        key: favoriteKey(favoriteId),
        apply: (d) => {
          const record = d.favoritesById[favoriteId];
          if (!record) return;
          const list = favoriteList(d, slug, record.parent);
          const at = list.indexOf(favoriteId);
          if (at >= 0) list.splice(at, 1);
          if (record.is_folder) {
            // The server keeps the children's sequences: they slot into the top level by them.
            for (const childId of d.favoriteChildIdsByFolder[favoriteId] ?? []) {
              const child = d.favoritesById[childId];
              if (child) child.parent = null;
            }
            const top = favoriteList(d, slug, null);
            top.push(...(d.favoriteChildIdsByFolder[favoriteId] ?? []));
            const byId = d.favoritesById as Record<string, FavoriteRecord>;
            top.sort((a, b) => byFavoriteOrder(byId[a], byId[b]));
            delete d.favoriteChildIdsByFolder[favoriteId];
          }
          delete d.favoritesById[favoriteId];
          markEntityFavorite(d, record.entity_type, record.entity_identifier, false);
        },
        call: () => favorites.delete(slug, favoriteId),
      })).then(() => undefined);
    },
  };
}
