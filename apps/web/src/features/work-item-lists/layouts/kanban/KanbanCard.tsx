import { memo, useCallback, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import { PropertyChips } from '../../components/PropertyChips';
import type { LayoutCommonProps } from '../layout-props';

/** What every card of one board shares (memoised by the layout). */
export type KanbanCardContext = Pick<LayoutCommonProps, 'keyOf' | 'displayProperties' | 'optionsFor' | 'onUpdate' | 'onOpen'> & { canDrag: boolean };

/** The data a card's draggable carries (read on drop). */
export interface CardData {
  kind: 'card';
  item: WorkItem;
  groupKey: string;
  subGroupKey: string | undefined;
}

const GRIP_PATH = [2, 6, 10].flatMap((y) => [3, 8].map((x) => `M${x - 1.2} ${y}a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0`)).join('');

function GripIcon() {
  return (
    // One path for the six dots: every node counts on a board of thousands of cards.
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={GRIP_PATH} />
    </svg>
  );
}

/** The face of a card (also drawn in the drag overlay). */
export function KanbanCardFace(props: { item: WorkItem; ctx: KanbanCardContext; handle?: ReactNode }) {
  const { t } = useT();
  const { item, ctx } = props;
  const key = ctx.keyOf(item);
  return (
    <>
      <div className="cw-wil-card__top">
        {ctx.displayProperties.key !== false ? <span className="cw-wi-key">{key}</span> : <span />}
        {props.handle}
      </div>
      <button type="button" className="cw-wil-card__name" aria-label={t('work_items.list.open', { key, name: item.name })} onClick={() => ctx.onOpen(item)}>
        {item.name}
      </button>
      <PropertyChips item={item} itemKey={key} options={ctx.optionsFor(item.project_id)} displayProperties={ctx.displayProperties} editable={false} onUpdate={ctx.onUpdate} />
    </>
  );
}

/** Where a card sits in its cell's virtual list. */
export interface CardPlacement {
  /** Its index in the cell (the virtualiser reads it from data-index when measuring). */
  index: number;
  /** Its top inside the cell's list, px. */
  top: number;
  /** The virtualiser's measuring ref (cards differ in height with the display properties). */
  measure: (node: HTMLElement | null) => void;
}

/**
 * A kanban card: a pointer drag starts anywhere on it (after a few pixels, so a click still opens the peek); the
 * grip button starts a keyboard drag (Space/Enter, arrows, Space/Enter to drop, Escape to cancel). It sits at its
 * place in the cell's virtual list.
 */
export const KanbanCard = memo(function KanbanCard(
  props: CardPlacement & { id: string; item: WorkItem; groupKey: string; subGroupKey: string | undefined; ctx: KanbanCardContext },
) {
  const { t } = useT();
  const data: CardData = { kind: 'card', item: props.item, groupKey: props.groupKey, subGroupKey: props.subGroupKey };
  const drag = useDraggable({ id: props.id, data, disabled: !props.ctx.canDrag });
  const drop = useDroppable({ id: props.id, data });
  const key = props.ctx.keyOf(props.item);
  const { index, top, measure } = props;
  const { setNodeRef: setDragNode } = drag;
  const { setNodeRef: setDropNode } = drop;
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      setDragNode(node);
      setDropNode(node);
      measure(node);
    },
    [setDragNode, setDropNode, measure],
  );
  const { onPointerDown, onKeyDown } = (drag.listeners ?? {}) as { onPointerDown?: PointerEventHandler; onKeyDown?: KeyboardEventHandler };
  return (
    <div
      ref={setRef}
      role="listitem"
      aria-label={`${key} ${props.item.name}`}
      data-index={index}
      style={{ transform: `translateY(${top}px)` }}
      className={['cw-wil-card', drag.isDragging && 'cw-wil-card--dragging', drop.isOver && !drag.isDragging && 'cw-wil-card--over'].filter(Boolean).join(' ')}
      onPointerDown={onPointerDown}
    >
      <KanbanCardFace
        item={props.item}
        ctx={props.ctx}
        handle={
          props.ctx.canDrag ? (
            <button
              type="button"
              ref={drag.setActivatorNodeRef}
              className="cw-wil-card__handle"
              {...drag.attributes}
              aria-label={t('work_item_lists.kanban.move', { key })}
              onKeyDown={onKeyDown}
            >
              <GripIcon />
            </button>
          ) : null
        }
      />
    </div>
  );
});
