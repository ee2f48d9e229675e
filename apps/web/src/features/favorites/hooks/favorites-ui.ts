import { createContext, useContext, type CSSProperties, type Ref } from 'react';

/** What the drag layer gives a row (absent before it loads, and for favorites that cannot move yet). */
export interface DragBindings {
  /** The row: where others are dropped. */
  rowRef: Ref<HTMLLIElement>;
  /** The handle's ref and its keyboard / pointer bindings. */
  handleRef: Ref<HTMLButtonElement>;
  handleProps: Record<string, unknown>;
  style?: CSSProperties;
  isDragging: boolean;
  isOver: boolean;
}

/** The Favorites section's shared UI state and actions (one provider at the section). */
export interface FavoritesUi {
  slug: string;
  onNavigate?: () => void;
  isOpen(folderId: string): boolean;
  toggleFolder(folderId: string): void;
  renamingId: string | null;
  setRenamingId(id: string | null): void;
  /** Opens the "Move to folder…" dialog for a favorite. */
  openMoveDialog(favoriteId: string): void;
}

export const FavoritesUiContext = createContext<FavoritesUi | null>(null);

/** The section's UI state; only inside the Favorites section. */
export function useFavoritesUi(): FavoritesUi {
  const ui = useContext(FavoritesUiContext);
  if (!ui) throw new Error('useFavoritesUi outside the Favorites section');
  return ui;
}
