import { memo, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';
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

function GripIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {[2, 6, 10].flatMap((y) => [3, 8].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="currentColor" />))}
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

/**
 * A kanban card: a pointer drag starts anywhere on it (after a few pixels, so a click still opens the peek); the
 * grip button starts a keyboard drag (Space/Enter, arrows, Space/Enter to drop, Escape to cancel).
 */
export const KanbanCard = memo(function KanbanCard(props: { id: string; item: WorkItem; groupKey: string; subGroupKey: string | undefined; ctx: KanbanCardContext }) {
  const { t } = useT();
  const data: CardData = { kind: 'card', item: props.item, groupKey: props.groupKey, subGroupKey: props.subGroupKey };
  const drag = useDraggable({ id: props.id, data, disabled: !props.ctx.canDrag });
  const drop = useDroppable({ id: props.id, data });
  const key = props.ctx.keyOf(props.item);
  const setRef = (node: HTMLElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };
  const { onPointerDown, onKeyDown } = (drag.listeners ?? {}) as { onPointerDown?: PointerEventHandler; onKeyDown?: KeyboardEventHandler };
  return (
    <div
      ref={setRef}
      role="listitem"
      aria-label={`${key} ${props.item.name}`}
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
