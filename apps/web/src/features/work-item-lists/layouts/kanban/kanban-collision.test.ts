import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { cardId, cellId } from './kanban-board';
import { boardCollision } from './kanban-collision';
import { RevealRegistry } from './kanban-reveal';

type Args = Parameters<CollisionDetection>[0];
const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

const todo = cellId('todo', undefined);
const card = (n: number) => cardId('todo', undefined, `item-${n}`);
// A column 0..300 wide, 0..800 tall whose cards show between y 40 and 700 (header above, quick add below).
const visible = rect(0, 40, 300, 660);
const rects = new Map<string, ClientRect>([
  [todo, rect(0, 0, 300, 800)],
  [card(1), rect(8, 48, 284, 100)],
  [card(2), rect(8, 156, 284, 100)],
  // Drawn below the view (overscan), under the quick-add row.
  [card(3), rect(8, 704, 284, 100)],
]);
const container = (id: string): DroppableContainer =>
  ({ id, key: id, data: { current: id === todo ? { visibleRect: () => visible } : {} }, disabled: false, node: { current: null }, rect: { current: rects.get(id) ?? null } }) as DroppableContainer;

function args(pointer: { x: number; y: number } | null, ids = [...rects.keys()]): Args {
  const droppableRects = new Map([...rects].filter(([id]) => ids.includes(id)));
  return { active: {} as Args['active'], collisionRect: rect(0, 0, 10, 10), droppableRects, droppableContainers: ids.map(container), pointerCoordinates: pointer };
}

describe('boardCollision', () => {
  it('keyboard: the target it was moved to, else that card’s cell while the card is not drawn', () => {
    const target = { current: card(2) as string | null };
    const detect = boardCollision(target);
    expect(detect(args(null))).toEqual([{ id: card(2) }]);
    target.current = card(9);
    expect(detect(args(null))).toEqual([{ id: todo }]);
    target.current = null;
    expect(detect(args(null))).toEqual([]);
  });

  it('pointer: the card under it, the first shown card below it in a gap, the cell where no card shows', () => {
    const detect = boardCollision({ current: null });
    expect(detect(args({ x: 100, y: 100 })).map((c) => c.id)).toEqual([card(1)]);
    // In the gap between the first two cards: above the second.
    expect(detect(args({ x: 100, y: 152 })).map((c) => c.id)).toEqual([card(2)]);
    // Below the last shown card: the cell's end, not the card drawn out of view beneath the quick-add row.
    expect(detect(args({ x: 100, y: 690 })).map((c) => c.id)).toEqual([todo]);
    expect(detect(args({ x: 100, y: 750 })).map((c) => c.id)).toEqual([todo]);
    // On the column header.
    expect(detect(args({ x: 100, y: 10 })).map((c) => c.id)).toEqual([todo]);
  });

  it('pointer outside every droppable: the closest one', () => {
    const detect = boardCollision({ current: null });
    expect(detect(args({ x: 500, y: 60 })).length).toBeGreaterThan(0);
  });
});

describe('RevealRegistry', () => {
  it('reveals a mounted cell at once and a cell that mounts later when it registers', () => {
    const registry = new RevealRegistry();
    const lane = jest.fn();
    registry.revealLane = lane;
    const first = jest.fn(() => ({ x: 1, y: 2 }));
    const unregister = registry.register('c|a|', first);
    expect(registry.reveal({ lane: 0, cellId: 'c|a|', itemId: 'x' })).toEqual({ x: 1, y: 2 });
    expect(first).toHaveBeenCalledWith('x');
    expect(lane).toHaveBeenCalledWith(0);

    expect(registry.reveal({ lane: 3, cellId: 'c|b|', itemId: null })).toBeUndefined();
    const later = jest.fn(() => undefined);
    registry.register('c|b|', later);
    expect(later).toHaveBeenCalledWith(null);

    unregister();
    expect(registry.reveal({ lane: 0, cellId: 'c|a|', itemId: 'x' })).toBeUndefined();
    registry.clear();
    const again = jest.fn(() => undefined);
    registry.register('c|a|', again);
    expect(again).not.toHaveBeenCalled();
  });
});
