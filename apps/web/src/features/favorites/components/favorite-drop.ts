import type { FavoriteDrop, WebState } from '@cairn/state';

/** The drop place at the end of the top level. */
export const END_OF_LIST = 'favorites:end';

/**
 * Where a favorite dropped on `overId` goes: on a folder → last inside it (a folder dropped on a folder takes its place
 * at the top level instead; folders do not nest); on a favorite → its place in that favorite's list (after it when
 * moving down the same list, before it otherwise); on the end of the list → last at the top level. null: nothing to do.
 */
export function dropOf(state: WebState, slug: string, activeId: string, overId: string): FavoriteDrop | null {
  if (activeId === overId) return null;
  const active = state.favoritesById[activeId];
  if (!active) return null;
  const top = state.favoriteIdsBySlug[slug] ?? [];
  if (overId === END_OF_LIST) return { parent: null, index: top.filter((id) => id !== activeId).length };
  const over = state.favoritesById[overId];
  if (!over) return null;
  if (over.is_folder && !active.is_folder) {
    if (active.parent === over.id) return null;
    return { parent: over.id, index: (state.favoriteChildIdsByFolder[over.id] ?? []).length };
  }
  // A folder dragged onto a favorite inside a folder lands at that folder's place (top level only).
  const target = active.is_folder && over.parent ? state.favoritesById[over.parent] : over;
  if (!target || target.id === activeId) return null;
  const parent = target.parent;
  const list = (parent ? state.favoriteChildIdsByFolder[parent] : top) ?? [];
  const without = list.filter((id) => id !== activeId);
  const at = without.indexOf(target.id);
  if (at < 0) return null;
  const movingDown = active.parent === parent && list.indexOf(activeId) < list.indexOf(target.id);
  return { parent, index: movingDown ? at + 1 : at };
}
