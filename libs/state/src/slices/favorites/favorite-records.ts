import type { Favorite, FavoriteEntityType } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** A favorite as the store keeps it: the wire record without `children` (folders' children are id lists). */
export type FavoriteRecord = Omit<Favorite, 'children'>;

/** The mutation key of one favorite (writes to it run in order). */
export const favoriteKey = (id: string) => `favorite:${id}`;

/** The ordered id list a favorite lives in: its folder's children, or the workspace's top level. */
export function favoriteList(d: Draft<WebState>, slug: string, parent: string | null): string[] {
  if (parent) return (d.favoriteChildIdsByFolder[parent] ??= []);
  return (d.favoriteIdsBySlug[slug] ??= []);
}

/** Display order: sequence, then creation (rows made elsewhere may share a sequence), then id. */
export function byFavoriteOrder(a: FavoriteRecord, b: FavoriteRecord): number {
  return a.sequence - b.sequence || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

function stripped(favorite: Favorite): FavoriteRecord {
  const { children: _children, ...record } = favorite;
  return record;
}

/** Stores one answered favorite (children dropped; folders get their list). */
export function putFavorite(d: Draft<WebState>, favorite: Favorite): void {
  d.favoritesById[favorite.id] = stripped(favorite);
  if (favorite.is_folder) d.favoriteChildIdsByFolder[favorite.id] ??= [];
}

/** Every favorite id the store holds for a workspace (top level and inside its folders). */
export function favoriteIdsOf(d: Draft<WebState> | WebState, slug: string): string[] {
  const top = d.favoriteIdsBySlug[slug] ?? [];
  return [...top, ...top.flatMap((id) => d.favoriteChildIdsByFolder[id] ?? [])];
}

/** Replaces a workspace's favorites with the server's tree (GET user-favorites/). */
export function replaceFavoriteTree(d: Draft<WebState>, slug: string, tree: readonly Favorite[]): void {
  for (const id of favoriteIdsOf(d, slug)) {
    delete d.favoritesById[id];
    delete d.favoriteChildIdsByFolder[id];
  }
  d.favoriteIdsBySlug[slug] = tree.map((f) => f.id);
  for (const favorite of tree) {
    putFavorite(d, favorite);
    if (favorite.is_folder) {
      for (const child of favorite.children ?? []) putFavorite(d, child);
      d.favoriteChildIdsByFolder[favorite.id] = (favorite.children ?? []).map((c) => c.id);
    }
  }
}

/** Keeps the entity's own record in step (is_favorite on the projects, cycles, modules and views the store knows). */
export function markEntityFavorite(d: Draft<WebState>, type: FavoriteEntityType, entityId: string | null, value: boolean): void {
  if (!entityId) return;
  const byType = { project: d.projectsById, cycle: d.cyclesById, module: d.modulesById, view: d.viewsById, page: d.pages.byId } as Partial<Record<FavoriteEntityType, Record<string, { is_favorite?: boolean }>>>;
  const record = byType[type]?.[entityId];
  if (record && record.is_favorite !== value) record.is_favorite = value;
}
