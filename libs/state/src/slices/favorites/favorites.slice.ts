import type { Favorite } from '@cairn/types';
import { load } from '../../core/load';
import type { LoadStatus, SliceContext } from '../../core/types';
import { replaceFavoriteTree, type FavoriteRecord } from './favorite-records';
import { createFavoriteMutations, type FavoriteMutations } from './favorite-mutations';

/** Favorites of every kind with folders (issue 14): records by id, the top level per workspace, children per folder. */
export interface FavoritesSlice extends FavoriteMutations {
  favoritesById: Record<string, FavoriteRecord>;
  /** slug → the top-level favorites (folders and entities) in display order. */
  favoriteIdsBySlug: Record<string, string[]>;
  /** folder id → the favorites inside it, in display order. */
  favoriteChildIdsByFolder: Record<string, string[]>;
  favoritesStatusBySlug: Record<string, LoadStatus>;
  /** GET user-favorites/ (the tree); a failure is only logged. Never throws. */
  loadFavorites(slug: string): Promise<Favorite[] | undefined>;
  /** Reads the workspace's favorites again when they were loaded (after a favorite toggled elsewhere). Never throws. */
  refreshFavorites(slug: string): Promise<void>;
}

type FavoritesData = Pick<FavoritesSlice, 'favoritesById' | 'favoriteIdsBySlug' | 'favoriteChildIdsByFolder' | 'favoritesStatusBySlug'>;

/** The favorites slice's data when the store starts or is reset. */
export function initialFavoritesState(): FavoritesData {
  return { favoritesById: {}, favoriteIdsBySlug: {}, favoriteChildIdsByFolder: {}, favoritesStatusBySlug: {} };
}

/** Creates the favorites slice. */
export function createFavoritesSlice(ctx: SliceContext): FavoritesSlice {
  const { store, deps } = ctx;
  const { favorites } = deps.services;
  // Writes in flight per workspace: a tree read while one is pending would undo its optimistic change on screen, so
  // the read is taken again once they have all settled.
  const inflight = new Map<string, number>();
  const staleAfterWrites = new Set<string>();
  const tracked = async <T>(slug: string, write: () => Promise<T>): Promise<T> => {
    inflight.set(slug, (inflight.get(slug) ?? 0) + 1);
    try {
      return await write();
    } finally {
      const left = (inflight.get(slug) ?? 1) - 1;
      if (left > 0) inflight.set(slug, left);
      else {
        inflight.delete(slug);
        if (staleAfterWrites.delete(slug)) void store.getState().loadFavorites(slug);
      }
    }
  };
  const loadFavorites = (slug: string) => load(store, {
    action: 'favorites/loadFavorites',
    report: (error) => store.getState().logError(error),
    call: () => favorites.list(slug),
    start: (d) => {
      if (d.favoritesStatusBySlug[slug] !== 'ready') d.favoritesStatusBySlug[slug] = 'loading';
    },
    done: (d, tree) => {
      if (inflight.has(slug)) staleAfterWrites.add(slug);
      else replaceFavoriteTree(d, slug, tree);
      d.favoritesStatusBySlug[slug] = 'ready';
    },
    failed: (d) => {
      if (d.favoritesStatusBySlug[slug] !== 'ready') d.favoritesStatusBySlug[slug] = 'error';
    },
  });
  return {
    ...initialFavoritesState(),
    loadFavorites,
    refreshFavorites: async (slug) => {
      if (store.getState().favoritesStatusBySlug[slug]) await loadFavorites(slug);
    },
    ...createFavoriteMutations(ctx, tracked),
  };
}
