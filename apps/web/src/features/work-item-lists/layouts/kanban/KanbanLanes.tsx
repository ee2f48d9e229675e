import { useCallback, useContext, useEffect } from 'react';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useT } from '@cairn/i18n';
import { observeRectWithFallback } from '../spreadsheet/virtual-rect';
import type { Board, BoardLane } from './kanban-board';
import { RevealContext } from './kanban-reveal';
import { CARD_ESTIMATE, CARD_GAP, KanbanCell, rangeWith } from './KanbanCell';
import { KanbanColumnHead, type KanbanCellShared } from './KanbanColumnHead';

/** Fixed heights (px) the lane list counts on: the sticky row of column headers and a lane's heading. */
export const HEADS_HEIGHT = 44;
export const LANE_HEAD_HEIGHT = 40;
const LANE_GAP = 12;
const FOOT_HEIGHT = 40;

function estimateLane(lane: BoardLane | undefined, quickAdd: boolean): number {
  if (!lane) return LANE_HEAD_HEIGHT;
  const tallest = Math.max(0, ...lane.cells.map((cell) => cell.items.length * (CARD_ESTIMATE + CARD_GAP) + (cell.hasMore ? FOOT_HEIGHT : 0)));
  return LANE_HEAD_HEIGHT + 16 + tallest + (quickAdd ? FOOT_HEIGHT : 0) + LANE_GAP;
}

/**
 * Swimlanes: one virtual list of lanes in the board's scroll (lanes out of view are not drawn; the dragged card's
 * lane always is), the column headers sticking above them; each cell is a virtual list in the same scroll, so only
 * the cards in view are drawn however many lanes and cards there are.
 */
export function KanbanLanes(props: { board: Board; scrollElement: () => HTMLElement | null; shared: KanbanCellShared; active: { cellId: string; itemId: string; lane: number } | null }) {
  const { t } = useT();
  const { board, scrollElement, shared, active } = props;
  const activeLane = active?.lane ?? -1;
  const rangeExtractor = useCallback((range: Range) => rangeWith(range, activeLane), [activeLane]);
  const virtualizer = useVirtualizer({
    count: board.lanes.length,
    getScrollElement: scrollElement,
    estimateSize: (index) => estimateLane(board.lanes[index], shared.canQuickAdd),
    scrollMargin: HEADS_HEIGHT,
    overscan: 1,
    getItemKey: (index) => board.lanes[index]?.key ?? index,
    rangeExtractor,
    observeElementRect: observeRectWithFallback,
  });

  const registry = useContext(RevealContext);
  useEffect(() => {
    if (!registry) return undefined;
    registry.revealLane = (index) => {
      const lane = virtualizer.measurementsCache[index];
      const el = scrollElement();
      // Only when the lane is out of view: a lane taller than the view stays where it is (the cell scrolls to the card).
      if (lane && el && (lane.end <= el.scrollTop + HEADS_HEIGHT || lane.start >= el.scrollTop + el.clientHeight)) virtualizer.scrollToIndex(index, { align: 'start' });
    };
    return () => {
      registry.revealLane = null;
    };
  }, [registry, virtualizer, scrollElement]);

  return (
    <div className="cw-wil-kanban__lanes-board">
      <div className="cw-wil-kanban__heads" style={{ height: HEADS_HEIGHT }}>
        {board.columns.map((column) => (
          <KanbanColumnHead key={column.key} group={column} />
        ))}
      </div>
      <div className="cw-wil-kanban__lanes" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const lane = board.lanes[row.index];
          const top = row.start - HEADS_HEIGHT;
          return (
            <div key={row.key} data-index={row.index} ref={virtualizer.measureElement} className="cw-wil-kanban__lane-row" style={{ transform: `translateY(${top}px)` }}>
              <div className="cw-wil-kanban__lane" role="heading" aria-level={3} style={{ height: LANE_HEAD_HEIGHT }}>
                <span className="cw-wil-kanban__lane-label">
                  {lane.color ? <span className="cw-wi-state__dot" style={{ background: lane.color }} aria-hidden="true" /> : null}
                  <span className="cw-wil-group__label">{lane.label}</span>
                  <span className="cw-wil-group__count" aria-label={t('work_item_lists.group.count', { count: lane.total })}>
                    {lane.total}
                  </span>
                </span>
              </div>
              <div className="cw-wil-kanban__cells">
                {lane.cells.map((cell) => (
                  <KanbanCell
                    key={cell.id}
                    cell={cell}
                    {...shared}
                    activeItemId={active?.cellId === cell.id ? active.itemId : undefined}
                    scrollElement={scrollElement}
                    scrollMargin={row.start + LANE_HEAD_HEIGHT}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
