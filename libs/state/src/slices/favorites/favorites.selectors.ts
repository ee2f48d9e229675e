import type { FavoriteEntityType } from '@cairn/types';
import { derived, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import type { FavoriteRecord } from './favorite-records';

const foldersOf = derived((top: readonly FavoriteRecord[]) => top.filter((f) => f.is_folder));

/** Whether the workspace's favorites were read ('idle' before the first load). */
export const selectFavoritesStatus = (state: WebState, slug: string): LoadStatus => state.favoritesStatusBySlug[slug] ?? 'idle';
/** The workspace's top-level favorites (folders and entities) in display order; a stable array between renders. */
export const selectTopFavorites = (state: WebState, slug: string): readonly FavoriteRecord[] => listOf(state.favoriteIdsBySlug[slug], state.favoritesById);
/** The favorites inside a folder, in display order. */
export const selectFavoriteChildren = (state: WebState, folderId: string): readonly FavoriteRecord[] =>
  listOf(state.favoriteChildIdsByFolder[folderId], state.favoritesById);
/** The workspace's favorite folders, in display order. */
export const selectFavoriteFolders = (state: WebState, slug: string): readonly FavoriteRecord[] => foldersOf(selectTopFavorites(state, slug), undefined);
/** One favorite by id. */
export const selectFavorite = (state: WebState, id: string): FavoriteRecord | undefined => state.favoritesById[id];
/** The entity's live name: the store's own record when it holds one (renamed here), else the server's entity_data. */
export function selectFavoriteName(state: WebState, favorite: FavoriteRecord): string {
  const id = favorite.entity_identifier;
  const known = id ? liveRecord(state, favorite.entity_type, id) : undefined;
  return known?.name ?? favorite.entity_data?.name ?? favorite.name;
}

function liveRecord(state: WebState, type: FavoriteEntityType, id: string): { name: string } | undefined {
  if (type === 'project') return state.projectsById[id];
  if (type === 'cycle') return state.cyclesById[id];
  if (type === 'module') return state.modulesById[id];
  if (type === 'view') return state.viewsById[id];
  // An untitled page keeps the favorite's own name.
  if (type === 'page') return state.pages.byId[id]?.name ? state.pages.byId[id] : undefined;
  return undefined;
}
