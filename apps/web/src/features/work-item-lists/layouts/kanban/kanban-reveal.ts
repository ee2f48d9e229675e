import { createContext } from 'react';

/** Screen coordinates (the top left corner of what was revealed). */
export interface RevealPoint {
  x: number;
  y: number;
}

/** What a mounted cell offers the board: scroll one of its cards (or its end, itemId null) into view. */
export type RevealCell = (itemId: string | null) => RevealPoint | undefined;

/**
 * The board's cells are virtual lists (and its lanes a virtual list too): a keyboard drag may move to a card that
 * is not drawn. The registry knows the mounted cells and the lane list; `reveal` scrolls the lane, then the card,
 * into view — or remembers the place until that cell mounts.
 */
export class RevealRegistry {
  private cells = new Map<string, RevealCell>();
  private pending: { cellId: string; itemId: string | null } | null = null;
  /** Set by the swimlane body: scroll lane `index` into view. */
  revealLane: ((index: number) => void) | null = null;

  /** A cell mounts; answers the unregister function. A reveal waiting for this cell runs now. */
  register(cellId: string, reveal: RevealCell): () => void {
    this.cells.set(cellId, reveal);
    if (this.pending?.cellId === cellId) {
      const { itemId } = this.pending;
      this.pending = null;
      reveal(itemId);
    }
    return () => {
      if (this.cells.get(cellId) === reveal) this.cells.delete(cellId);
    };
  }

  /** Scrolls the place into view; answers where it now shows when its cell is mounted. */
  reveal(place: { lane: number; cellId: string; itemId: string | null }): RevealPoint | undefined {
    this.revealLane?.(place.lane);
    const cell = this.cells.get(place.cellId);
    if (!cell) {
      this.pending = { cellId: place.cellId, itemId: place.itemId };
      return undefined;
    }
    this.pending = null;
    return cell(place.itemId);
  }

  /** Forgets a waiting reveal (the drag ended). */
  clear() {
    this.pending = null;
  }
}

/** The board's registry (a cell outside a board registers nowhere). */
export const RevealContext = createContext<RevealRegistry | null>(null);
