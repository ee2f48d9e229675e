import { useCallback, useMemo, useRef, useState } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent,
  type KeyboardCoordinateGetter, type UniqueIdentifier,
} from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import type { GroupedLayoutProps } from '../grouped-layout-props';
import { buildBoard, cellId, cellOfCard, dropTarget, nextKeyboardTarget, placeOf, type Board, type BoardDirection } from './kanban-board';
import { boardCollision } from './kanban-collision';
import { RevealContext, RevealRegistry } from './kanban-reveal';
import { KanbanCardFace, type CardData, type KanbanCardContext } from './KanbanCard';
import { KanbanCell } from './KanbanCell';
import { KanbanColumnHead, type KanbanCellShared } from './KanbanColumnHead';
import { KanbanLanes } from './KanbanLanes';
import './kanban.css';

const DIRECTIONS: Record<string, BoardDirection | undefined> = { ArrowDown: 'down', ArrowUp: 'up', ArrowLeft: 'left', ArrowRight: 'right' };

function cellLabel(board: Board, id: UniqueIdentifier): string | undefined {
  const key = String(id);
  for (const lane of board.lanes) for (const cell of lane.cells) if (cell.id === key) return cell.label;
  return cellOfCard(board, key)?.label;
}

/** The card being dragged: its item, cell and lane (the virtual lists keep it drawn). */
interface ActiveCard {
  item: WorkItem;
  cellId: string;
  itemId: string;
  lane: number;
}

/**
 * The kanban layout: a column per group (every state even when empty if show_empty_groups), lanes per sub-group,
 * cards that drag (@dnd-kit: pointer, or keyboard from the card's grip) to another column — which sets that group's
 * value — or within a column, which changes sort_order when the list is ordered manually. Moves go to `onMove`.
 * It fills the height it is given: without lanes each column scrolls its own cards and the board scrolls sideways;
 * with lanes the board scrolls both ways under sticky column headers. Cards (and lanes) are virtual lists, so only
 * what is in view is drawn.
 */
export function KanbanLayout(props: GroupedLayoutProps & { showEmptyGroups: boolean }) {
  const { t } = useT();
  const subGrouped = props.subGroupBy !== null;
  const board = useMemo(() => buildBoard(props.groups, { subGrouped, showEmpty: props.showEmptyGroups }), [props.groups, subGrouped, props.showEmptyGroups]);
  const boardRef = useRef(board);
  boardRef.current = board;
  // State, not a ref: the lanes' virtual lists (children, whose effects run first) must see the element once it exists.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const scrollElement = useCallback(() => region, [region]);
  const registry = useMemo(() => new RevealRegistry(), []);
  // Keyboard drags move between droppables in board order (not by pixels), so the target is kept here.
  const keyboardTarget = useRef<string | null>(null);
  const keyboardDrag = useRef(false);
  const [active, setActive] = useState<ActiveCard | null>(null);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { active: activeId, context, currentCoordinates }) => {
      const direction = DIRECTIONS[event.code] ?? DIRECTIONS[event.key];
      const item = (context.draggableNodes.get(activeId)?.data.current as CardData | undefined)?.item;
      if (!direction || !activeId || !item) return undefined;
      event.preventDefault();
      const next = nextKeyboardTarget(boardRef.current, item.id, keyboardTarget.current ?? String(activeId), direction);
      keyboardTarget.current = next;
      // The target may not be drawn (virtual lists): scroll it into view; it registers as a droppable once drawn.
      const place = placeOf(boardRef.current, next);
      const shown = place ? registry.reveal({ lane: place.lane, cellId: place.cell.id, itemId: place.itemId }) : undefined;
      const rect = context.droppableRects.get(next);
      return shown ?? (rect ? { x: rect.left, y: rect.top } : currentCoordinates);
    },
    [registry],
  );

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter }));
  const collisionDetection = useMemo(() => boardCollision(keyboardTarget), []);

  const { keyOf, displayProperties, optionsFor, onUpdate, onOpen, canEdit, onMove, canDropIn, canReorder } = props;
  const cardContext = useMemo<KanbanCardContext>(
    () => ({ keyOf, displayProperties, optionsFor, onUpdate, onOpen, canDrag: canEdit }),
    [keyOf, displayProperties, optionsFor, onUpdate, onOpen, canEdit],
  );
  const { loading, canQuickAdd, quickAddProjects, onLoadMoreGroup, onQuickAddInGroup } = props;
  const shared = useMemo<KanbanCellShared>(
    () => ({ ctx: cardContext, loading, canQuickAdd, quickAddProjects, onLoadMore: onLoadMoreGroup, onQuickAdd: onQuickAddInGroup }),
    [cardContext, loading, canQuickAdd, quickAddProjects, onLoadMoreGroup, onQuickAddInGroup],
  );

  const itemOf = (data: unknown) => (data as CardData | undefined)?.item;
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const item = itemOf(a.data.current);
      return item ? t('work_item_lists.kanban.picked_up', { key: keyOf(item), group: cellLabel(board, a.id) ?? '' }) : undefined;
    },
    onDragOver: ({ active: a, over }) => {
      const item = itemOf(a.data.current);
      if (!item) return undefined;
      return over ? t('work_item_lists.kanban.over', { key: keyOf(item), group: cellLabel(board, over.id) ?? '' }) : t('work_item_lists.kanban.outside', { key: keyOf(item) });
    },
    onDragEnd: ({ active: a, over }) => {
      const item = itemOf(a.data.current);
      if (!item) return undefined;
      return over ? t('work_item_lists.kanban.dropped', { key: keyOf(item), group: cellLabel(board, over.id) ?? '' }) : t('work_item_lists.kanban.dropped_outside', { key: keyOf(item) });
    },
    onDragCancel: ({ active: a }) => {
      const item = itemOf(a.data.current);
      return item ? t('work_item_lists.kanban.cancelled', { key: keyOf(item) }) : undefined;
    },
  };

  const endDrag = () => {
    keyboardTarget.current = null;
    keyboardDrag.current = false;
    registry.clear();
    setActive(null);
  };
  const onDragStart = (event: DragStartEvent) => {
    keyboardTarget.current = String(event.active.id);
    keyboardDrag.current = event.activatorEvent !== null && 'key' in event.activatorEvent;
    const from = event.active.data.current as CardData | undefined;
    const place = placeOf(board, String(event.active.id));
    setActive(from && place ? { item: from.item, cellId: cellId(from.groupKey, from.subGroupKey), itemId: from.item.id, lane: place.lane } : null);
  };
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    // A keyboard drop goes where the keys led, drawn or not; a pointer drop where the pointer is.
    const overId = keyboardDrag.current ? keyboardTarget.current : over ? String(over.id) : null;
    endDrag();
    const from = a.data.current as CardData | undefined;
    if (!from || !overId) return;
    const target = dropTarget(board, from.item.id, overId);
    if (!target) return;
    const sameCell = target.cell.groupKey === from.groupKey && target.cell.subGroupKey === from.subGroupKey;
    if (sameCell) {
      const now = target.cell.items.map((i) => i.id);
      const index = now.indexOf(from.item.id);
      const unchanged = (now[index - 1] ?? null) === target.beforeId && (now[index + 1] ?? null) === target.afterId;
      if (!canReorder || unchanged) return;
    } else if (!canDropIn(from.item, target.cell.groupKey, target.cell.subGroupKey)) {
      return;
    }
    onMove(from.item, {
      fromGroup: from.groupKey,
      toGroup: target.cell.groupKey,
      fromSubGroup: from.subGroupKey,
      toSubGroup: target.cell.subGroupKey,
      ...(canReorder ? { beforeId: target.beforeId, afterId: target.afterId } : {}),
    });
  };

  const heads = useMemo(() => board.columns.map((column) => <KanbanColumnHead key={column.key} group={column} />), [board.columns]);
  const activeCard = active ? { cellId: active.cellId, itemId: active.itemId, lane: active.lane } : null;
  return (
    <div
      ref={setRegion}
      className={subGrouped ? 'cw-wil-kanban cw-wil-kanban--lanes' : 'cw-wil-kanban cw-wil-kanban--columns'}
      role="region"
      aria-label={t('work_item_lists.layouts.kanban')}
      aria-busy={props.loading || undefined}
    >
      <RevealContext.Provider value={registry}>
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('work_item_lists.kanban.instructions') } }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={endDrag}
        >
          {subGrouped ? (
            <KanbanLanes board={board} scrollElement={scrollElement} shared={shared} active={activeCard} />
          ) : (
            <div className="cw-wil-kanban__columns">
              {(board.lanes[0]?.cells ?? []).map((cell, index) => (
                <KanbanCell
                  key={cell.id}
                  cell={cell}
                  {...shared}
                  head={heads[index]}
                  activeItemId={active?.cellId === cell.id ? active.itemId : undefined}
                />
              ))}
            </div>
          )}
          <DragOverlay dropAnimation={null}>
            {active ? (
              <div className="cw-wil-card cw-wil-card--overlay">
                <KanbanCardFace item={active.item} ctx={cardContext} />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      </RevealContext.Provider>
    </div>
  );
}
