import { memo, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useT } from '@cairn/i18n';
import { Button } from '@cairn/ui-kit';
import { QuickAdd } from '../../components/QuickAdd';
import { observeRectWithFallback } from '../spreadsheet/virtual-rect';
import { cardId, type BoardCell } from './kanban-board';
import type { CellVisibleArea } from './kanban-collision';
import { RevealContext, type RevealCell } from './kanban-reveal';
import { KanbanCard } from './KanbanCard';
import type { KanbanCellShared } from './KanbanColumnHead';

/** The data a cell's droppable carries. */
export interface CellData extends CellVisibleArea {
  kind: 'cell';
  groupKey: string;
  subGroupKey: string | undefined;
}

/** A card's first guess before it is measured (key, title, one line of properties), and the space between cards. */
export const CARD_ESTIMATE = 96;
export const CARD_GAP = 8;
const LIST_PADDING = 8;
/** Cards drawn beyond the visible ones, each side (kept low: the whole board stays within the node budget). */
const OVERSCAN = 2;
/** The next page of the cell loads when its end comes this close (px) to the bottom of the view. */
const LOAD_AHEAD_PX = 600;

/** The range plus one index that must stay drawn (the card being dragged). */
export function rangeWith(range: Range, keep: number): number[] {
  const indexes = defaultRangeExtractor(range);
  if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
  return [...indexes, keep].sort((a, b) => a - b);
}

/**
 * One column (or one column of a lane): a virtual list of its cards, "load more" (also asked for by itself when the
 * end of the cards comes into view) and quick add. By itself the cell scrolls its own cards (a board without lanes:
 * columns scroll on their own); in a lane it is part of the board's scroll (`scrollElement`, starting
 * `scrollMargin` px down it). The dragged card (`activeItemId`) stays drawn wherever the list is scrolled.
 */
export const KanbanCell = memo(function KanbanCell(props: KanbanCellShared & {
  cell: BoardCell;
  /** The dragged item when it is one of this cell's. */
  activeItemId?: string;
  /** Drawn at the top, inside the droppable (a column's header). */
  head?: ReactNode;
  /** Lanes: the board scrolls the cards; the cell's list starts this far down the board's content. */
  scrollElement?: () => HTMLElement | null;
  scrollMargin?: number;
}) {
  const { t } = useT();
  const { cell, activeItemId, scrollElement, loading, onLoadMore } = props;
  const ownScroll = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const margin = props.scrollMargin ?? 0;

  const activeIndex = activeItemId ? cell.items.findIndex((i) => i.id === activeItemId) : -1;
  const rangeExtractor = useCallback((range: Range) => rangeWith(range, activeIndex), [activeIndex]);
  const virtualizer = useVirtualizer({
    count: cell.items.length,
    getScrollElement: scrollElement ?? (() => ownScroll.current),
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    scrollMargin: margin,
    overscan: OVERSCAN,
    getItemKey: (index) => cell.items[index]?.id ?? index,
    rangeExtractor,
    observeElementRect: observeRectWithFallback,
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  // Pages on scroll: when the end of the loaded cards comes near the bottom of the view (once per loaded length).
  const viewTop = virtualizer.scrollOffset ?? 0;
  const viewBottom = viewTop + (virtualizer.scrollRect?.height ?? 0);
  const listEnd = margin + total;
  const nearEnd = listEnd > viewTop && listEnd - viewBottom < LOAD_AHEAD_PX;
  const requestedAt = useRef(-1);
  const loaded = cell.items.length;
  useEffect(() => {
    if (!cell.hasMore || loading || !nearEnd || requestedAt.current === loaded) return;
    requestedAt.current = loaded;
    onLoadMore(cell.groupKey, cell.subGroupKey);
  }, [cell.hasMore, cell.groupKey, cell.subGroupKey, loading, nearEnd, loaded, onLoadMore]);

  // Keyboard drags reveal their target through the board's registry.
  const registry = useContext(RevealContext);
  const latest = useRef({ cell, virtualizer });
  latest.current = { cell, virtualizer };
  useEffect(() => {
    if (!registry) return undefined;
    const reveal: RevealCell = (itemId) => {
      const { cell: now, virtualizer: v } = latest.current;
      const index = itemId === null ? now.items.length - 1 : now.items.findIndex((i) => i.id === itemId);
      const list = listRef.current;
      const scroller = v.scrollElement;
      if (!list) return undefined;
      if (index >= 0) v.scrollToIndex(index, { align: 'auto' });
      revealHorizontally(list);
      const listBox = list.getBoundingClientRect();
      const item = index >= 0 ? v.measurementsCache[index] : undefined;
      if (!item || !scroller || !(scroller instanceof HTMLElement)) return { x: listBox.left, y: listBox.top };
      return { x: listBox.left, y: listBox.top + item.start - margin + (itemId === null ? item.size + CARD_GAP : 0) };
    };
    return registry.register(cell.id, reveal);
  }, [registry, cell.id, margin]);

  const visibleRect = useCallback(() => (scrollElement ? undefined : ownScroll.current?.getBoundingClientRect()), [scrollElement]);
  const data = useMemo<CellData>(() => ({ kind: 'cell', groupKey: cell.groupKey, subGroupKey: cell.subGroupKey, visibleRect }), [cell.groupKey, cell.subGroupKey, visibleRect]);
  const drop = useDroppable({ id: cell.id, data });
  const className = ['cw-wil-cell', scrollElement ? 'cw-wil-cell--in-lane' : 'cw-wil-cell--column', drop.isOver && 'cw-wil-cell--over'].filter(Boolean).join(' ');
  return (
    <div ref={drop.setNodeRef} className={className}>
      {props.head}
      <div ref={ownScroll} className="cw-wil-cell__scroll">
        <div ref={listRef} role="list" aria-label={cell.label} className="cw-wil-cell__list" style={{ height: total }}>
          {rows.map((row) => {
            const item = cell.items[row.index];
            return (
              <KanbanCard
                key={row.key}
                id={cardId(cell.groupKey, cell.subGroupKey, item.id)}
                item={item}
                groupKey={cell.groupKey}
                subGroupKey={cell.subGroupKey}
                ctx={props.ctx}
                index={row.index}
                top={row.start - margin}
                measure={virtualizer.measureElement}
              />
            );
          })}
        </div>
        {cell.hasMore ? (
          <div className="cw-wil-cell__more">
            <Button variant="ghost" size="sm" disabled={loading} onClick={() => onLoadMore(cell.groupKey, cell.subGroupKey)}>
              {t('work_item_lists.load_more', { count: Math.max(0, cell.total - cell.items.length) })}
            </Button>
          </div>
        ) : null}
      </div>
      {props.canQuickAdd ? (
        <div className="cw-wil-cell__foot">
          <QuickAdd
            groupLabel={cell.label}
            projects={props.quickAddProjects}
            onAdd={(name, projectId) => props.onQuickAdd(name, cell.groupKey, cell.subGroupKey, projectId)}
          />
        </div>
      ) : null}
    </div>
  );
});

/** Scrolls the board sideways so the cell's list shows (the nearest horizontally scrolling ancestor). */
function revealHorizontally(list: HTMLElement) {
  let board: HTMLElement | null = list.parentElement;
  while (board && !(board.scrollWidth > board.clientWidth && /(auto|scroll)/.test(getComputedStyle(board).overflowX))) board = board.parentElement;
  if (!board) return;
  const box = list.getBoundingClientRect();
  const view = board.getBoundingClientRect();
  if (box.left < view.left) board.scrollLeft -= view.left - box.left + CARD_GAP;
  else if (box.right > view.right) board.scrollLeft += box.right - view.right + CARD_GAP;
}
