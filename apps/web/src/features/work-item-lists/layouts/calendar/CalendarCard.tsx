import { memo, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import type { State, WorkItem } from '@cairn/types';

/** What a calendar card shows: the state colour, the key and the title. */
export function CalendarCardBody(props: { item: WorkItem; itemKey: string | null; state: State | undefined }) {
  const { item, state } = props;
  return (
    <>
      {state ? <span className="cw-cal-card__state" style={{ background: state.color }} title={state.name} aria-hidden="true" /> : null}
      {props.itemKey ? <span className="cw-cal-card__key">{props.itemKey}</span> : null}
      <span className="cw-cal-card__name">{item.name}</span>
    </>
  );
}

/** A work item on a calendar day: opens on click or Enter; Space picks it up for a keyboard drag when editable. */
export const CalendarCard = memo(function CalendarCard(props: {
  item: WorkItem;
  itemKey: string;
  showKey: boolean;
  state: State | undefined;
  canDrag: boolean;
  onOpen: (item: WorkItem) => void;
}) {
  const { t } = useT();
  const { item } = props;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: item.id,
    data: { item, day: item.target_date },
    disabled: !props.canDrag,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.defaultPrevented || isDragging) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen(item);
    }
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // A card that cannot move is still a button that opens the item: not "disabled", not "draggable".
      aria-disabled={undefined}
      aria-roledescription={props.canDrag ? attributes['aria-roledescription'] : undefined}
      aria-describedby={props.canDrag ? attributes['aria-describedby'] : undefined}
      aria-label={t('work_items.list.open', { key: props.itemKey, name: item.name })}
      className={isDragging ? 'cw-cal-card cw-cal-card--dragging' : 'cw-cal-card'}
      data-item-id={item.id}
      onClick={() => props.onOpen(item)}
      onKeyDown={onKeyDown}
    >
      <CalendarCardBody item={item} itemKey={props.showKey ? props.itemKey : null} state={props.state} />
    </div>
  );
});
