import { fixtures } from '@cairn/state';
import type { LayoutGroup } from '../grouped-layout-props';
import { buildBoard, cardId, cellId, cellIdOfCard, dropTarget, nextKeyboardTarget, placeOf } from './kanban-board';

const [a, b, c, d] = [1, 2, 3, 4].map((n) => fixtures.workItem(n));
const groups: LayoutGroup[] = [
  { key: 'todo', label: 'Todo', items: [a, b, c], total: 3, hasMore: false },
  { key: 'doing', label: 'Doing', items: [d], total: 1, hasMore: false },
  { key: 'done', label: 'Done', items: [], total: 0, hasMore: false },
];

describe('buildBoard', () => {
  it('columns per group, empty ones only when shown', () => {
    expect(buildBoard(groups, { subGrouped: false, showEmpty: true }).columns).toHaveLength(3);
    const board = buildBoard(groups, { subGrouped: false, showEmpty: false });
    expect(board.columns.map((g) => g.key)).toEqual(['todo', 'doing']);
    expect(board.lanes).toHaveLength(1);
    expect(board.lanes[0].cells.map((cell) => cell.id)).toEqual([cellId('todo', undefined), cellId('doing', undefined)]);
  });

  it('lanes per sub-group across every column', () => {
    const sub: LayoutGroup[] = [
      { ...groups[0], subGroups: [{ key: 'high', label: 'High', items: [a], total: 1, hasMore: false }, { key: 'low', label: 'Low', items: [b, c], total: 2, hasMore: false }] },
      { ...groups[1], subGroups: [{ key: 'high', label: 'High', items: [d], total: 1, hasMore: false }, { key: 'low', label: 'Low', items: [], total: 0, hasMore: false }] },
    ];
    const board = buildBoard(sub, { subGrouped: true, showEmpty: false });
    expect(board.lanes.map((l) => [l.key, l.total])).toEqual([
      ['high', 2],
      ['low', 2],
    ]);
    expect(board.lanes[1].cells.map((cell) => cell.label)).toEqual(['Todo · Low', 'Doing · Low']);
  });
});

describe('keyboard moves and drops', () => {
  const board = buildBoard(groups, { subGrouped: false, showEmpty: true });
  const start = cardId('todo', undefined, b.id);

  it('down and up move through the cards of the column and its end', () => {
    const down = nextKeyboardTarget(board, b.id, start, 'down');
    expect(down).toBe(cellId('todo', undefined));
    expect(nextKeyboardTarget(board, b.id, down, 'down')).toBe(down);
    expect(nextKeyboardTarget(board, b.id, start, 'up')).toBe(cardId('todo', undefined, a.id));
  });

  it('left and right go to the same place in the next column (its end when shorter)', () => {
    expect(nextKeyboardTarget(board, b.id, start, 'right')).toBe(cellId('doing', undefined));
    expect(nextKeyboardTarget(board, a.id, cardId('todo', undefined, a.id), 'right')).toBe(cardId('doing', undefined, d.id));
    expect(nextKeyboardTarget(board, b.id, start, 'left')).toBe(start);
  });

  it('a drop on a card goes above it; on a column, to its end', () => {
    expect(dropTarget(board, b.id, cardId('todo', undefined, a.id))).toMatchObject({ beforeId: null, afterId: a.id });
    expect(dropTarget(board, a.id, cellId('todo', undefined))).toMatchObject({ beforeId: c.id, afterId: null });
    expect(dropTarget(board, a.id, cardId('doing', undefined, d.id))).toMatchObject({ cell: expect.objectContaining({ groupKey: 'doing' }), afterId: d.id });
    expect(dropTarget(board, a.id, 'nowhere')).toBeUndefined();
  });
});

describe('placeOf and cellIdOfCard', () => {
  const board = buildBoard(groups, { subGrouped: false, showEmpty: true });

  it('finds the lane, cell and item of a card id, and the end of a cell id', () => {
    expect(placeOf(board, cardId('doing', undefined, d.id))).toMatchObject({ lane: 0, cell: expect.objectContaining({ groupKey: 'doing' }), itemId: d.id });
    expect(placeOf(board, cellId('done', undefined))).toMatchObject({ lane: 0, cell: expect.objectContaining({ groupKey: 'done' }), itemId: null });
    expect(placeOf(board, cardId('doing', undefined, a.id))).toBeUndefined();
    expect(placeOf(board, 'nowhere')).toBeUndefined();
  });

  it('maps a card id to its cell id', () => {
    expect(cellIdOfCard(cardId('todo', undefined, a.id))).toBe(cellId('todo', undefined));
    expect(cellIdOfCard(cardId('todo', 'high', a.id))).toBe(cellId('todo', 'high'));
    expect(cellIdOfCard(cellId('todo', undefined))).toBeUndefined();
  });
});
