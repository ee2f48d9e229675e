import { Fragment, useCallback, useMemo, useRef, useState } from 'react';
import {
  closestCorners, DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type Announcements, type CollisionDetection,
  type DragEndEvent, type DragStartEvent, type KeyboardCoordinateGetter, type UniqueIdentifier,
} from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import type { GroupedLayoutProps } from '../grouped-layout-props';
import { buildBoard, cellOfCard, dropTarget, nextKeyboardTarget, type Board, type BoardDirection } from './kanban-board';
import { KanbanCardFace, type CardData, type KanbanCardContext } from './KanbanCard';
import { KanbanCell } from './KanbanCell';

const DIRECTIONS: Record<string, BoardDirection | undefined> = { ArrowDown: 'down', ArrowUp: 'up', ArrowLeft: 'left', ArrowRight: 'right' };

function cellLabel(board: Board, id: UniqueIdentifier): string | undefined {
  const key = String(id);
  for (const lane of board.lanes) for (const cell of lane.cells) if (cell.id === key) return cell.label;
  return cellOfCard(board, key)?.label;
}

/**
 * The kanban layout: a column per group (every state even when empty if show_empty_groups), lanes per sub-group,
 * cards that drag (@dnd-kit: pointer, or keyboard from the card's grip) to another column — which sets that group's
 * value — or within a column, which changes sort_order when the list is ordered manually. Moves go to `onMove`.
 */
export function KanbanLayout(props: GroupedLayoutProps & { showEmptyGroups: boolean }) {
  const { t } = useT();
  const board = useMemo(() => buildBoard(props.groups, { subGrouped: props.subGroupBy !== null, showEmpty: props.showEmptyGroups }), [props.groups, props.subGroupBy, props.showEmptyGroups]);
  const boardRef = useRef(board);
  boardRef.current = board;
  // Keyboard drags move between droppables in board order (not by pixels), so the target is kept here.
  const keyboardTarget = useRef<string | null>(null);
  const [dragged, setDragged] = useState<WorkItem | null>(null);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { active, context, currentCoordinates }) => {
    const direction = DIRECTIONS[event.code] ?? DIRECTIONS[event.key];
    const item = (context.draggableNodes.get(active)?.data.current as CardData | undefined)?.item;
    if (!direction || !active || !item) return undefined;
    event.preventDefault();
    const next = nextKeyboardTarget(boardRef.current, item.id, keyboardTarget.current ?? String(active), direction);
    keyboardTarget.current = next;
    const rect = context.droppableRects.get(next);
    return rect ? { x: rect.left, y: rect.top } : currentCoordinates;
  }, []);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter }));

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    if (!args.pointerCoordinates) {
      const id = keyboardTarget.current;
      return id && args.droppableContainers.some((c) => c.id === id) ? [{ id }] : [];
    }
    const within = pointerWithin(args);
    const cards = within.filter((c) => String(c.id).startsWith('i|'));
    if (cards.length) return cards;
    return within.length ? within : closestCorners(args);
  }, []);

  const { keyOf, displayProperties, optionsFor, onUpdate, onOpen, canEdit, onMove, canDropIn, canReorder } = props;
  const cardContext = useMemo<KanbanCardContext>(
    () => ({ keyOf, displayProperties, optionsFor, onUpdate, onOpen, canDrag: canEdit }),
    [keyOf, displayProperties, optionsFor, onUpdate, onOpen, canEdit],
  );

  const itemOf = (data: unknown) => (data as CardData | undefined)?.item;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = itemOf(active.data.current);
      return item ? t('work_item_lists.kanban.picked_up', { key: keyOf(item), group: cellLabel(board, active.id) ?? '' }) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const item = itemOf(active.data.current);
      if (!item) return undefined;
      return over ? t('work_item_lists.kanban.over', { key: keyOf(item), group: cellLabel(board, over.id) ?? '' }) : t('work_item_lists.kanban.outside', { key: keyOf(item) });
    },
    onDragEnd: ({ active, over }) => {
      const item = itemOf(active.data.current);
      if (!item) return undefined;
      return over ? t('work_item_lists.kanban.dropped', { key: keyOf(item), group: cellLabel(board, over.id) ?? '' }) : t('work_item_lists.kanban.dropped_outside', { key: keyOf(item) });
    },
    onDragCancel: ({ active }) => {
      const item = itemOf(active.data.current);
      return item ? t('work_item_lists.kanban.cancelled', { key: keyOf(item) }) : undefined;
    },
  };

  const onDragStart = (event: DragStartEvent) => {
    keyboardTarget.current = String(event.active.id);
    setDragged(itemOf(event.active.data.current) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keyboardTarget.current = null;
    setDragged(null);
    const from = active.data.current as CardData | undefined;
    if (!from || !over) return;
    const target = dropTarget(board, from.item.id, String(over.id));
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

  const subGrouped = props.subGroupBy !== null;
  return (
    <div className="cw-wil-kanban" role="region" aria-label={t('work_item_lists.layouts.kanban')} aria-busy={props.loading || undefined}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('work_item_lists.kanban.instructions') } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          keyboardTarget.current = null;
          setDragged(null);
        }}
      >
        <div className="cw-wil-kanban__board" style={{ gridTemplateColumns: `repeat(${board.columns.length}, var(--cw-wil-column-width))` }}>
          {board.columns.map((column) => (
            <div key={column.key} className="cw-wil-kanban__head" role="heading" aria-level={2}>
              {column.color ? <span className="cw-wi-state__dot" style={{ background: column.color }} aria-hidden="true" /> : null}
              <span className="cw-wil-group__label">{column.label}</span>
              <span className="cw-wil-group__count" aria-label={t('work_item_lists.group.count', { count: column.total })}>
                {column.total}
              </span>
            </div>
          ))}
          {board.lanes.map((lane) => (
            <Fragment key={lane.key}>
              {subGrouped ? (
                <div className="cw-wil-kanban__lane" role="heading" aria-level={3}>
                  {lane.color ? <span className="cw-wi-state__dot" style={{ background: lane.color }} aria-hidden="true" /> : null}
                  <span className="cw-wil-group__label">{lane.label}</span>
                  <span className="cw-wil-group__count" aria-label={t('work_item_lists.group.count', { count: lane.total })}>
                    {lane.total}
                  </span>
                </div>
              ) : null}
              {lane.cells.map((cell) => (
                <KanbanCell
                  key={cell.id}
                  cell={cell}
                  ctx={cardContext}
                  loading={props.loading}
                  canQuickAdd={props.canQuickAdd}
                  quickAddProjects={props.quickAddProjects}
                  onLoadMore={props.onLoadMoreGroup}
                  onQuickAdd={props.onQuickAddInGroup}
                />
              ))}
            </Fragment>
          ))}
        </div>
        <DragOverlay dropAnimation={null}>{dragged ? <div className="cw-wil-card cw-wil-card--overlay"><KanbanCardFace item={dragged} ctx={cardContext} /></div> : null}</DragOverlay>
      </DndContext>
    </div>
  );
}
