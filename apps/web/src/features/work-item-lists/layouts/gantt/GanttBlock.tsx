import { memo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TFunction } from '@cairn/i18n';
import { GANTT, type WorkItem, type WorkItemUpdate } from '@cairn/types';
import { datesPatch, draggedDates, keyboardDrag, pixelsToDays, type DragMode } from './gantt-drag';
import { blockGeometry, type GanttSpan } from './gantt-timeline';

/** Pixels a pointer must travel before a press becomes a drag (a shorter press is a click). */
const DRAG_THRESHOLD = 4;

interface DragSession {
  mode: DragMode;
  startX: number;
  moved: boolean;
  days: number;
}

/**
 * An item's bar. Drag it to move both dates, drag an edge to move one (pointer events, whole days); with the
 * keyboard, arrows move it a day and Shift+arrows move its end. Enter, Space or a click opens the item.
 */
export const GanttBlock = memo(function GanttBlock(props: {
  item: WorkItem;
  label: string;
  span: GanttSpan;
  dayWidth: number;
  color: string | undefined;
  canEdit: boolean;
  hintId: string;
  t: TFunction;
  onOpen: (item: WorkItem) => void;
  onUpdate: (item: WorkItem, patch: WorkItemUpdate) => void;
}) {
  const { item, dayWidth, canEdit, t } = props;
  const [drag, setDrag] = useState<{ mode: DragMode; days: number } | null>(null);
  const session = useRef<DragSession | null>(null);
  const suppressClick = useRef(false);
  const dates = drag ? draggedDates(item, drag.mode, drag.days) : item;
  const geometry = blockGeometry(dates, props.span, dayWidth);
  if (!geometry) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!canEdit || event.button !== 0) return;
    const handle = (event.target as HTMLElement).closest('[data-handle]')?.getAttribute('data-handle');
    session.current = { mode: handle === 'start' || handle === 'end' ? handle : 'move', startX: event.clientX, moved: false, days: 0 };
    // Keep receiving moves when the pointer leaves the bar (and keep the page from selecting text).
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = session.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    if (!current.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
    current.moved = true;
    const days = pixelsToDays(dx, dayWidth);
    if (days !== current.days || !drag) {
      current.days = days;
      setDrag({ mode: current.mode, days });
    }
  };
  const onPointerUp = () => {
    const current = session.current;
    session.current = null;
    setDrag(null);
    if (!current?.moved) return;
    // The click that follows a drag is not an "open".
    suppressClick.current = true;
    const patch = datesPatch(item, draggedDates(item, current.mode, current.days));
    if (patch) props.onUpdate(item, patch);
  };
  const onPointerCancel = () => {
    session.current = null;
    setDrag(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onOpen(item);
      return;
    }
    if (!canEdit) return;
    const move = keyboardDrag(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    const patch = datesPatch(item, draggedDates(item, move.mode, move.days));
    if (patch) props.onUpdate(item, patch);
  };

  // Edges are 8 px handles: a bar too narrow for two of them only moves (the keyboard still resizes it).
  const resizable = canEdit && geometry.kind === 'range' && geometry.width >= 24;
  const classes = ['cw-gantt-block'];
  if (canEdit) classes.push('cw-gantt-block--editable');
  if (drag) classes.push('cw-gantt-block--dragging');
  if (geometry.kind !== 'range') classes.push('cw-gantt-block--single');
  // Quarter-scale bars of a few days are narrower than the padding: draw them as plain bars.
  if (geometry.width < 24) classes.push('cw-gantt-block--tiny');
  return (
    <div
      role="button"
      tabIndex={0}
      className={classes.join(' ')}
      style={{
        left: geometry.left,
        width: geometry.width,
        height: GANTT.blockHeight,
        top: (GANTT.blockRowHeight - GANTT.blockHeight) / 2,
        borderLeftColor: props.color,
      }}
      aria-label={props.label}
      aria-describedby={props.hintId}
      data-item-id={item.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onLostPointerCapture={onPointerCancel}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        props.onOpen(item);
      }}
      onKeyDown={onKeyDown}
    >
      {resizable ? <span data-handle="start" className="cw-gantt-block__handle cw-gantt-block__handle--start" title={t('work_item_layouts.gantt.resize_start')} /> : null}
      {geometry.width >= 24 ? <span className="cw-gantt-block__name">{item.name}</span> : null}
      {resizable ? <span data-handle="end" className="cw-gantt-block__handle cw-gantt-block__handle--end" title={t('work_item_layouts.gantt.resize_end')} /> : null}
    </div>
  );
});
