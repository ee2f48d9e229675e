import type { WorkItem } from '@cairn/types';
import type { LayoutGroup } from '../grouped-layout-props';

/** The one lane of a board without sub-groups. */
export const SINGLE_LANE = '';

/** One cell of the board: a column in a lane (the whole column when there are no lanes). */
export interface BoardCell {
  id: string;
  groupKey: string;
  /** undefined on a board without sub-groups. */
  subGroupKey: string | undefined;
  label: string;
  items: readonly WorkItem[];
  total: number;
  hasMore: boolean;
}

/** A lane (a sub-group across every column). */
export interface BoardLane {
  key: string;
  label: string;
  color?: string;
  total: number;
  cells: BoardCell[];
}

/** The board the kanban draws: its columns (groups) and lanes of cells. */
export interface Board {
  columns: LayoutGroup[];
  lanes: BoardLane[];
}

const SEP = '|';
/** Droppable id of a cell. */
export const cellId = (groupKey: string, subGroupKey: string | undefined) => ['c', groupKey, subGroupKey ?? SINGLE_LANE].join(SEP);
/** Draggable (and droppable) id of a card: an item may sit in several groups (labels, assignees), so the cell is part of it. */
export const cardId = (groupKey: string, subGroupKey: string | undefined, itemId: string) => ['i', groupKey, subGroupKey ?? SINGLE_LANE, itemId].join(SEP);

/**
 * Lays the groups out as columns and the sub-groups as lanes (in the view's order). Empty columns and lanes are
 * left out unless `showEmpty` (kanban then shows, say, every state even with no items).
 */
export function buildBoard(groups: readonly LayoutGroup[], opts: { subGrouped: boolean; showEmpty: boolean }): Board {
  const columns = groups.filter((g) => opts.showEmpty || g.total > 0 || g.items.length > 0);
  if (!opts.subGrouped) {
    const cells = columns.map((g) => ({ id: cellId(g.key, undefined), groupKey: g.key, subGroupKey: undefined, label: g.label, items: g.items, total: g.total, hasMore: g.hasMore }));
    return { columns, lanes: [{ key: SINGLE_LANE, label: '', total: columns.reduce((n, g) => n + g.total, 0), cells }] };
  }
  const laneInfo = new Map<string, { label: string; color?: string; total: number }>();
  for (const g of groups) {
    for (const sub of g.subGroups ?? []) {
      const known = laneInfo.get(sub.key);
      laneInfo.set(sub.key, { label: sub.label, color: sub.color, total: (known?.total ?? 0) + sub.total });
    }
  }
  const lanes: BoardLane[] = [];
  for (const [key, info] of laneInfo) {
    if (!opts.showEmpty && info.total === 0) continue;
    const cells = columns.map((g) => {
      const sub = g.subGroups?.find((s) => s.key === key);
      return { id: cellId(g.key, key), groupKey: g.key, subGroupKey: key, label: `${g.label} · ${info.label}`, items: sub?.items ?? [], total: sub?.total ?? 0, hasMore: sub?.hasMore ?? false };
    });
    lanes.push({ key, label: info.label, color: info.color, total: info.total, cells });
  }
  return { columns, lanes };
}

interface Slot {
  id: string;
  lane: number;
  column: number;
  /** Position in the cell; the cell's end slot comes after its cards. */
  index: number;
}

function slotsOf(board: Board, activeItemId: string): Slot[][][] {
  return board.lanes.map((lane, l) =>
    lane.cells.map((cell, c) => {
      const cards = cell.items.filter((i) => i.id !== activeItemId).map((i, index) => ({ id: cardId(cell.groupKey, cell.subGroupKey, i.id), lane: l, column: c, index }));
      return [...cards, { id: cell.id, lane: l, column: c, index: cards.length }];
    }),
  );
}

/** A keyboard move while dragging. */
export type BoardDirection = 'up' | 'down' | 'left' | 'right';

/**
 * Where a keyboard drag goes next from `current` (a card or cell id; the dragged card's own id at the start):
 * up/down through the cards of the cell and its end (then into the lane above/below), left/right to the same place
 * in the neighbouring column. Answers `current` when there is nowhere to go.
 */
export function nextKeyboardTarget(board: Board, activeItemId: string, current: string, direction: BoardDirection): string {
  const slots = slotsOf(board, activeItemId);
  let here: Slot | undefined;
  for (const lane of slots) for (const cell of lane) here ??= cell.find((s) => s.id === current);
  if (!here) {
    // The dragged card itself: its place is the slot of the card now below it (dropping there changes nothing).
    const start = board.lanes
      .flatMap((lane, l) => lane.cells.map((cell, c) => ({ cell, l, c })))
      .find(({ cell }) => cardId(cell.groupKey, cell.subGroupKey, activeItemId) === current && cell.items.some((i) => i.id === activeItemId));
    if (!start) return current;
    here = { id: current, lane: start.l, column: start.c, index: start.cell.items.findIndex((i) => i.id === activeItemId) };
  }
  const at = here;
  const cell = slots[at.lane][at.column];
  switch (direction) {
    case 'down': {
      const next = cell.find((s) => s.index === at.index + 1);
      if (next) return next.id;
      const below = slots[at.lane + 1]?.[at.column];
      return below ? below[below.length - 1].id : current;
    }
    case 'up': {
      const prev = cell.find((s) => s.index === at.index - 1);
      if (prev) return prev.id;
      const above = slots[at.lane - 1]?.[at.column];
      return above ? above[above.length - 1].id : current;
    }
    case 'left':
    case 'right': {
      const target = slots[at.lane][at.column + (direction === 'right' ? 1 : -1)];
      if (!target) return current;
      return target[Math.min(at.index, target.length - 1)].id;
    }
  }
}

/** Where a drop over `overId` puts the dragged item: the cell and its new neighbours there (null: none on that side). */
export function dropTarget(board: Board, activeItemId: string, overId: string): { cell: BoardCell; beforeId: string | null; afterId: string | null } | undefined {
  for (const lane of board.lanes) {
    for (const cell of lane.cells) {
      const rest = cell.items.filter((i) => i.id !== activeItemId);
      if (cell.id === overId) return { cell, beforeId: rest[rest.length - 1]?.id ?? null, afterId: null };
      const index = rest.findIndex((i) => cardId(cell.groupKey, cell.subGroupKey, i.id) === overId);
      if (index >= 0) return { cell, beforeId: rest[index - 1]?.id ?? null, afterId: rest[index].id };
    }
  }
  return undefined;
}

/** The cell a card id belongs to. */
export function cellOfCard(board: Board, id: string): BoardCell | undefined {
  for (const lane of board.lanes) for (const cell of lane.cells) if (cell.items.some((i) => cardId(cell.groupKey, cell.subGroupKey, i.id) === id)) return cell;
  return undefined;
}

/** The cell id of a card id (undefined when `id` is not a card's). */
export function cellIdOfCard(id: string): string | undefined {
  const [kind, groupKey, subGroupKey] = id.split(SEP);
  return kind === 'i' && groupKey !== undefined ? cellId(groupKey, subGroupKey || undefined) : undefined;
}

/** Where a card or cell id sits on the board: its lane, its cell and (for a card) the item. */
export interface BoardPlace {
  lane: number;
  cell: BoardCell;
  /** null for a cell id (its end). */
  itemId: string | null;
}

/** Finds the lane, cell and item of a card or cell id (undefined when it is not on the board). */
export function placeOf(board: Board, id: string): BoardPlace | undefined {
  const owner = id.startsWith('c' + SEP) ? id : cellIdOfCard(id);
  for (let lane = 0; lane < board.lanes.length; lane++) {
    const cell = board.lanes[lane].cells.find((c) => c.id === owner);
    if (!cell) continue;
    if (owner === id) return { lane, cell, itemId: null };
    const item = cell.items.find((i) => cardId(cell.groupKey, cell.subGroupKey, i.id) === id);
    return item ? { lane, cell, itemId: item.id } : undefined;
  }
  return undefined;
}
