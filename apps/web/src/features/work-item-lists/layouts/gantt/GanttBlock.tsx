import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TFunction } from '@cairn/i18n';
import { dayNumber, GANTT, type WorkItem, type WorkItemUpdate } from '@cairn/types';
import { startEdgeAutoScroll } from './gantt-autoscroll';
import { datesPatch, draggedDates, keyboardDrag, type DragMode } from './gantt-drag';
import { blockGeometry, type GanttSpan } from './gantt-timeline';

/** Pixels a pointer must travel before a press becomes a drag (a shorter press is a click). */
const DRAG_THRESHOLD = 4;

interface DragSession {
  mode: DragMode;
  startX: number;
  /** The pointer's last x (client px): the auto-scroll reads it between moves. */
  x: number;
  /** The chart position (in days since the epoch, fractional) the press started on. */
  startDay: number;
  track: HTMLElement | null;
  moved: boolean;
  days: number;
  stopScroll?: () => void;
}

/**
 * An item's bar. Drag it to move both dates, drag an edge to move one (pointer events, whole days; held near an edge
 * of the chart, the chart scrolls on and the bar follows); with the keyboard, arrows move it a day and Shift+arrows
 * move its end. Enter, Space or a click opens the item.
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
  // The chart grows at its edges while scrolling: positions are read against the latest first day.
  const spanFrom = useRef(props.span.from);
  spanFrom.current = props.span.from;
  useEffect(() => () => session.current?.stopScroll?.(), []);
  const dates = drag ? draggedDates(item, drag.mode, drag.days) : item;
  const geometry = blockGeometry(dates, props.span, dayWidth);
  if (!geometry) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!canEdit || event.button !== 0) return;
    const handle = (event.target as HTMLElement).closest('[data-handle]')?.getAttribute('data-handle');
    const track = event.currentTarget.parentElement;
    session.current = {
      mode: handle === 'start' || handle === 'end' ? handle : 'move', startX: event.clientX, x: event.clientX, track, moved: false, days: 0,
      startDay: dayAt(track, event.clientX),
    };
    // Keep receiving moves when the pointer leaves the bar (and keep the page from selecting text).
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  // The chart day under a client x: the track's first day plus the offset, so scrolling and growth are both counted.
  function dayAt(track: HTMLElement | null, clientX: number): number {
    const left = track?.getBoundingClientRect().left ?? 0;
    return dayNumber(spanFrom.current) + (clientX - left) / dayWidth;
  }
  const follow = () => {
    const current = session.current;
    if (!current) return;
    const raw = Math.round(dayAt(current.track, current.x) - current.startDay);
    const days = Object.is(raw, -0) ? 0 : raw;
    if (days !== current.days || !drag) {
      current.days = days;
      setDrag({ mode: current.mode, days });
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = session.current;
    if (!current) return;
    current.x = event.clientX;
    if (!current.moved && Math.abs(event.clientX - current.startX) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      const scroller = event.currentTarget.closest<HTMLElement>('.cw-gantt__scroll');
      if (scroller) current.stopScroll = startEdgeAutoScroll(scroller, () => session.current?.x ?? 0, follow);
    }
    follow();
  };
  const onPointerUp = () => {
    const current = session.current;
    current?.stopScroll?.();
    session.current = null;
    setDrag(null);
    if (!current?.moved) return;
    // The click that follows a drag is not an "open".
    suppressClick.current = true;
    const patch = datesPatch(item, draggedDates(item, current.mode, current.days));
    if (patch) props.onUpdate(item, patch);
  };
  const onPointerCancel = () => {
    session.current?.stopScroll?.();
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
