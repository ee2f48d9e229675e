import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCenter, pointerWithin, useSensor, useSensors,
  type Announcements, type CollisionDetection, type DragEndEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import { todayIso, type CalendarLayout as CalendarLayoutKind, type WorkItem } from '@cairn/types';
import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton, Spinner } from '@cairn/ui-kit';
import type { CalendarLayoutProps } from '../layout-props';
import { calendarDropPatch, calendarWindow, itemsByDay, shiftAnchor, weekdayOrder } from './calendar-grid';
import { calendarKeyboardCodes, calendarKeyboardCoordinates } from './calendar-keyboard';
import { CalendarCardBody } from './CalendarCard';
import { CalendarDay, MONTH_CELL_LIMIT } from './CalendarDay';
import { dayFormat } from '../../../../shared/days/day-format';
import { SegmentedSwitch } from './SegmentedSwitch';
import { useStateLookup } from './use-state-lookup';
import './calendar.css';

// Pointer drags drop on the day under the pointer; keyboard drags (no pointer) on the day nearest the card.
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** The calendar layout: a month grid or a week, items on their target_date, drag a card to another day. */
export function CalendarLayout(props: CalendarLayoutProps) {
  const { t, locale: language } = useT();
  const format = dayFormat(language);
  const { calendarLayout: layout, weekStart, items, canEdit } = props;
  const [anchor, setAnchor] = useState(() => todayIso());
  const [expanded, setExpanded] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [dragging, setDragging] = useState<WorkItem | null>(null);
  const today = todayIso();
  const shown = useMemo(() => calendarWindow(layout, anchor, weekStart), [layout, anchor, weekStart]);
  const byDay = useMemo(() => itemsByDay(items), [items]);
  const stateOf = useStateLookup(props.optionsFor);

  // The view loads the items of the days shown; it may hand a new callback every render.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    latest.current.onWindowChange({ from: shown.from, to: shown.to });
  }, [shown.from, shown.to]);
  // Every item of the window belongs on the calendar: keep loading while the view says there are more.
  useEffect(() => {
    if (props.hasMore && !props.loading) latest.current.onLoadMore();
  }, [props.hasMore, props.loading]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: calendarKeyboardCoordinates, keyboardCodes: calendarKeyboardCodes }),
  );

  const itemOf = (data: unknown) => (data as { item?: WorkItem } | undefined)?.item;
  const onDragStart = ({ active }: DragStartEvent) => setDragging(itemOf(active.data.current) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = itemOf(active.data.current);
    if (!item || !over || !canEdit) return;
    const patch = calendarDropPatch(item, String(over.id));
    if (patch) latest.current.onUpdate(item, patch);
  };

  const nameOf = (data: unknown) => itemOf(data)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('work_item_layouts.calendar.drag.picked_up', { name: nameOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('work_item_layouts.calendar.drag.over', { name: nameOf(active.data.current), date: format.long(String(over.id)) })
        : t('work_item_layouts.calendar.drag.outside', { name: nameOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('work_item_layouts.calendar.drag.dropped', { name: nameOf(active.data.current), date: format.long(String(over.id)) })
        : t('work_item_layouts.calendar.drag.cancelled', { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) => t('work_item_layouts.calendar.drag.cancelled', { name: nameOf(active.data.current) }),
  };

  const onToggleExpanded = useCallback((day: string) => setExpanded((current) => (current === day ? null : day)), []);
  const onQuickAdd = useCallback((day: string, name: string, projectId?: string) => latest.current.onQuickAdd(name, { target_date: day }, projectId), []);
  const onOpen = useCallback((item: WorkItem) => latest.current.onOpen(item), []);

  const go = (step: number) => {
    setExpanded(null);
    setAnchor((current) => shiftAnchor(layout, current, step));
  };
  const title = layout === 'week' ? format.range(shown.from, shown.to) : format.month(anchor);
  const month = anchor.slice(0, 7);
  const showKey = props.displayProperties.key !== false;
  const showState = props.displayProperties.state !== false;
  const layouts: Array<{ value: CalendarLayoutKind; label: string }> = [
    { value: 'month', label: t('work_item_layouts.calendar.month') },
    { value: 'week', label: t('work_item_layouts.calendar.week') },
  ];

  return (
    <section className="cw-cal" aria-label={t('work_item_layouts.calendar.label')}>
      <div className="cw-cal__toolbar">
        <div className="cw-cal__nav">
          <IconButton
            size="sm"
            icon={<ChevronLeftIcon />}
            aria-label={t(layout === 'week' ? 'work_item_layouts.calendar.previous_week' : 'work_item_layouts.calendar.previous_month')}
            onClick={() => go(-1)}
          />
          <Button size="sm" variant="outline" onClick={() => setAnchor(todayIso())}>
            {t('work_item_layouts.today')}
          </Button>
          <IconButton
            size="sm"
            icon={<ChevronRightIcon />}
            aria-label={t(layout === 'week' ? 'work_item_layouts.calendar.next_week' : 'work_item_layouts.calendar.next_month')}
            onClick={() => go(1)}
          />
          <h2 className="cw-cal__title" aria-live="polite">
            {title}
          </h2>
          {props.loading ? <Spinner size="sm" label={t('work_item_layouts.loading')} /> : null}
        </div>
        <SegmentedSwitch label={t('work_item_layouts.calendar.layout')} options={layouts} value={layout} onChange={props.onCalendarLayout} />
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('work_item_layouts.calendar.drag.instructions') } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div className="cw-cal__scroll">
          <div role="table" aria-label={title} className={`cw-cal__grid cw-cal__grid--${layout}`}>
            <div role="row" className="cw-cal__weekdays">
              {weekdayOrder(weekStart).map((weekday) => (
                <div role="columnheader" key={weekday} className="cw-cal__weekday">
                  {format.weekdayShort(weekday)}
                </div>
              ))}
            </div>
            {shown.weeks.map((week) => (
              <div role="row" key={week[0]} className="cw-cal__week">
                {week.map((day) => (
                  <CalendarDay
                    key={day}
                    day={day}
                    label={format.long(day)}
                    shortLabel={day.endsWith('-01') ? format.short(day) : String(Number(day.slice(8)))}
                    items={byDay.get(day)}
                    limit={layout === 'month' ? MONTH_CELL_LIMIT : undefined}
                    outside={layout === 'month' && day.slice(0, 7) !== month}
                    isToday={day === today}
                    expanded={expanded === day}
                    adding={adding === day}
                    canDrop={canEdit}
                    canQuickAdd={props.canQuickAdd}
                    showKey={showKey}
                    showState={showState}
                    keyOf={props.keyOf}
                    stateOf={stateOf}
                    onOpen={onOpen}
                    onToggleExpanded={onToggleExpanded}
                    onAdding={setAdding}
                    onQuickAdd={onQuickAdd}
                    quickAddProjects={props.quickAddProjects}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div className="cw-cal-card cw-cal-card--overlay" data-item-id={dragging.id}>
              <CalendarCardBody item={dragging} itemKey={showKey ? props.keyOf(dragging) : null} state={showState ? stateOf(dragging) : undefined} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </section>
  );
}
