import { memo } from 'react';
import { useT, type TFunction } from '@cairn/i18n';
import { GANTT, type State, type WorkItem, type WorkItemUpdate } from '@cairn/types';
import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '@cairn/ui-kit';
import { dayFormat } from '../../../../shared/days/day-format';
import { GanttBlock } from './GanttBlock';
import type { GanttSpan } from './gantt-timeline';

/** "Mar 3, 2025 – Mar 5, 2025", "Starts …", "Due …" (`short`: without years), or undefined without dates. */
export function datesLabel(item: WorkItem, t: TFunction, language: string, short = false): string | undefined {
  const format = dayFormat(language);
  const day = short ? format.short : format.medium;
  if (item.start_date && item.target_date) {
    return t('work_item_layouts.gantt.dates_range', { start: day(item.start_date), end: day(item.target_date) });
  }
  if (item.start_date) return t('work_item_layouts.gantt.starts', { date: day(item.start_date) });
  if (item.target_date) return t('work_item_layouts.gantt.due', { date: day(item.target_date) });
  return undefined;
}

/** One virtual row: the item in the sticky sidebar, its bar on the track. */
export const GanttRow = memo(function GanttRow(props: {
  item: WorkItem;
  index: number;
  count: number;
  top: number;
  itemKey: string;
  showKey: boolean;
  state: State | undefined;
  span: GanttSpan;
  dayWidth: number;
  totalWidth: number;
  canEdit: boolean;
  hintId: string;
  /** The bar is scrolled out of view on that side: the sidebar offers to scroll to it. */
  offscreen: 'before' | 'after' | null;
  onOpen: (item: WorkItem) => void;
  onUpdate: (item: WorkItem, patch: WorkItemUpdate) => void;
  onReveal: (item: WorkItem) => void;
}) {
  const { t, locale: language } = useT();
  const { item, itemKey } = props;
  const dates = datesLabel(item, t, language);
  const shortDates = datesLabel(item, t, language, true);
  return (
    <div
      role="listitem"
      aria-posinset={props.index + 1}
      aria-setsize={props.count}
      className="cw-gantt-row"
      style={{ transform: `translateY(${props.top}px)`, height: GANTT.blockRowHeight }}
    >
      <div className="cw-gantt-side">
        <button type="button" className="cw-gantt-side__open" aria-label={t('work_items.list.open', { key: itemKey, name: item.name })} onClick={() => props.onOpen(item)}>
          <span className="cw-gantt-side__state" style={{ background: props.state?.color ?? 'var(--ck-color-border-strong)' }} aria-hidden="true" />
          {props.showKey ? <span className="cw-gantt-side__key">{itemKey}</span> : null}
          <span className="cw-gantt-side__name">{item.name}</span>
        </button>
        <span className={dates ? 'cw-gantt-side__dates' : 'cw-gantt-side__dates cw-gantt-side__dates--none'} title={dates}>
          {shortDates ?? t('work_item_layouts.gantt.no_dates')}
        </span>
        {props.offscreen ? (
          <IconButton
            size="sm"
            className="cw-gantt-side__reveal"
            icon={props.offscreen === 'before' ? <ChevronLeftIcon size={14} /> : <ChevronRightIcon size={14} />}
            aria-label={t('work_item_layouts.gantt.show_block', { key: itemKey })}
            onClick={() => props.onReveal(item)}
          />
        ) : null}
      </div>
      <div className="cw-gantt-track" style={{ width: props.totalWidth }}>
        <GanttBlock
          item={item}
          label={t('work_item_layouts.gantt.block', { key: itemKey, name: item.name, dates: dates ?? '' })}
          span={props.span}
          dayWidth={props.dayWidth}
          color={props.state?.color}
          canEdit={props.canEdit}
          hintId={props.hintId}
          t={t}
          onOpen={props.onOpen}
          onUpdate={props.onUpdate}
        />
      </div>
    </div>
  );
});
