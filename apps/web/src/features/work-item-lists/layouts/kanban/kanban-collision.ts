import { closestCorners, pointerWithin, type ClientRect, type Collision, type CollisionDetection, type DroppableContainer } from '@dnd-kit/core';
import { cellIdOfCard } from './kanban-board';

/** What a cell's droppable carries for collisions: the part of it where its cards show (they are clipped outside). */
export interface CellVisibleArea {
  /** The cell's card list as it shows on screen now; undefined when the cards are not clipped by the cell. */
  visibleRect?: () => ClientRect | undefined;
}

const isCard = (id: unknown) => String(id).startsWith('i|');
const isCell = (id: unknown) => String(id).startsWith('c|');

function contains(rect: ClientRect, x: number, y: number) {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

function visibleRectOf(container: DroppableContainer | undefined): ClientRect | undefined {
  return (container?.data.current as CellVisibleArea | undefined)?.visibleRect?.();
}

/**
 * Collision detection of the board.
 * - Keyboard drags (no pointer): the droppable the keyboard moved to (`keyboardTarget`); when that card is not
 *   mounted (a virtual list has not drawn it yet), its cell.
 * - Pointer drags: the card under the pointer, but only where its cell shows its cards (a card scrolled out of view
 *   under a column header or the quick-add row does not count); in a cell but between cards, the first card that
 *   shows below the pointer (the drop goes above it); past the cell's last card, the cell itself (its end); outside
 *   every droppable, the closest one.
 */
export function boardCollision(keyboardTarget: { readonly current: string | null }): CollisionDetection {
  return (args) => {
    const { droppableContainers, droppableRects, pointerCoordinates } = args;
    if (!pointerCoordinates) {
      const id = keyboardTarget.current;
      if (!id) return [];
      if (droppableContainers.some((c) => c.id === id)) return [{ id }];
      const owner = cellIdOfCard(id);
      return owner && droppableContainers.some((c) => c.id === owner) ? [{ id: owner }] : [];
    }
    const { x, y } = pointerCoordinates;
    const within = pointerWithin(args);
    const cellHit = within.find((c) => isCell(c.id));
    const cellContainer = cellHit ? droppableContainers.find((c) => c.id === cellHit.id) : undefined;
    const visible = visibleRectOf(cellContainer);
    const cards = within.filter((c) => isCard(c.id) && (!cellHit || cellIdOfCard(String(c.id)) === cellHit.id) && (!visible || contains(visible, x, y)));
    if (cards.length) return cards;
    if (cellHit) {
      if (!visible || contains(visible, x, y)) {
        const below = firstCardBelow(String(cellHit.id), y, visible, droppableContainers, droppableRects);
        if (below) return [below];
      }
      return [cellHit];
    }
    return within.length ? within : closestCorners(args);
  };
}

function firstCardBelow(
  cell: string,
  y: number,
  visible: ClientRect | undefined,
  containers: DroppableContainer[],
  rects: Map<DroppableContainer['id'], ClientRect>,
): Collision | undefined {
  let best: { id: DroppableContainer['id']; top: number } | undefined;
  for (const container of containers) {
    if (!isCard(container.id) || cellIdOfCard(String(container.id)) !== cell) continue;
    const rect = rects.get(container.id);
    if (!rect || rect.top < y || (visible && rect.top > visible.bottom)) continue;
    if (!best || rect.top < best.top) best = { id: container.id, top: rect.top };
  }
  return best ? { id: best.id } : undefined;
}
