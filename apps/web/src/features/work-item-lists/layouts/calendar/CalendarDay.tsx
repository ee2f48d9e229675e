import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import type { State, WorkItem } from '@cairn/types';
import { IconButton, PlusIcon } from '@cairn/ui-kit';
import { CalendarCard } from './CalendarCard';
import { QuickAddInput } from './QuickAddInput';

/** Cards a month cell shows before "+N more". */
export const MONTH_CELL_LIMIT = 3;

/** One day of the calendar: a drop target holding its cards, "+N more" when it overflows, and quick add. */
export const CalendarDay = memo(function CalendarDay(props: {
  day: string;
  /** "Wednesday, March 12, 2025" */
  label: string;
  /** The number shown in the corner ("12", or "Mar 1" on the first of a month). */
  shortLabel: string;
  items: readonly WorkItem[] | undefined;
  /** Cards shown before "+N more"; undefined shows them all (week layout). */
  limit: number | undefined;
  outside: boolean;
  isToday: boolean;
  expanded: boolean;
  adding: boolean;
  canDrop: boolean;
  canQuickAdd: boolean;
  showKey: boolean;
  showState: boolean;
  keyOf: (item: WorkItem) => string;
  stateOf: (item: WorkItem) => State | undefined;
  onOpen: (item: WorkItem) => void;
  onToggleExpanded: (day: string) => void;
  onAdding: (day: string | null) => void;
  onQuickAdd: (day: string, name: string, projectId?: string) => void;
  quickAddProjects?: readonly { value: string; label: string }[];
}) {
  const { t } = useT();
  const { day, items = [] } = props;
  const { setNodeRef, isOver } = useDroppable({ id: day, disabled: !props.canDrop });
  const shown = props.limit === undefined || props.expanded ? items : items.slice(0, props.limit);
  const hidden = items.length - shown.length;
  const classes = ['cw-cal-day'];
  if (props.outside) classes.push('cw-cal-day--outside');
  if (props.isToday) classes.push('cw-cal-day--today');
  if (isOver) classes.push('cw-cal-day--over');
  if (props.expanded) classes.push('cw-cal-day--expanded');
  return (
    <div ref={setNodeRef} role="cell" className={classes.join(' ')} data-day={day} aria-current={props.isToday ? 'date' : undefined}>
      <div className="cw-cal-day__head">
        <span className="cw-cal-day__number" aria-hidden="true">
          {props.shortLabel}
        </span>
        <span className="ck-visually-hidden">{props.label}</span>
        {props.canQuickAdd ? (
          <IconButton
            className="cw-cal-day__add"
            size="sm"
            icon={<PlusIcon size={14} />}
            aria-label={t('work_item_layouts.calendar.add_on', { date: props.label })}
            onClick={() => props.onAdding(day)}
          />
        ) : null}
      </div>
      <div className="cw-cal-day__items">
        {shown.map((item) => (
          <CalendarCard
            key={item.id}
            item={item}
            itemKey={props.keyOf(item)}
            showKey={props.showKey}
            state={props.showState ? props.stateOf(item) : undefined}
            canDrag={props.canDrop}
            onOpen={props.onOpen}
          />
        ))}
        {hidden > 0 || (props.expanded && props.limit !== undefined && items.length > props.limit) ? (
          <button type="button" className="cw-cal-day__more" aria-expanded={props.expanded} onClick={() => props.onToggleExpanded(day)}>
            {props.expanded ? t('work_item_layouts.calendar.show_less') : t('work_item_layouts.calendar.more', { count: hidden })}
          </button>
        ) : null}
      </div>
      {props.adding ? (
        <QuickAddInput
          className="cw-cal-day__input"
          label={t('work_item_layouts.calendar.add_on', { date: props.label })}
          projects={props.quickAddProjects}
          onSubmit={(name, projectId) => props.onQuickAdd(day, name, projectId)}
          onClose={() => props.onAdding(null)}
        />
      ) : null}
    </div>
  );
});
