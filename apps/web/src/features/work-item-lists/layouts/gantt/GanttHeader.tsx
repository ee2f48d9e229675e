import { memo, useMemo } from 'react';
import { useT } from '@cairn/i18n';
import { weekday, type GanttScale } from '@cairn/types';
import { dayFormat } from '../../../../shared/days/day-format';
import { headerUnits, type GanttSpan, type TimelineUnit } from './gantt-timeline';

/** Height of the two header rows together. */
export const GANTT_HEADER_HEIGHT = 56;

/**
 * The sticky header: the sidebar title, then the scale's two rows (months over days, months over weeks, quarters
 * over months). Only the cells near the visible part are in the DOM (a week chart can span thousands of days).
 */
export const GanttHeader = memo(function GanttHeader(props: {
  span: GanttSpan;
  scale: GanttScale;
  dayWidth: number;
  totalWidth: number;
  today: string;
  count: number;
  /** The px range of the chart worth drawing (the visible part and a screen either side). */
  drawFrom: number;
  drawTo: number;
}) {
  const { t, locale: language } = useT();
  const format = dayFormat(language);
  const { span, scale, dayWidth } = props;
  const { top, bottom } = useMemo(() => headerUnits(span, scale, dayWidth), [span, scale, dayWidth]);
  const near = (unit: TimelineUnit) => unit.left + unit.width >= props.drawFrom && unit.left <= props.drawTo;

  const topLabel = (unit: TimelineUnit) => {
    if (scale !== 'quarter') return format.month(unit.start);
    const month = Number(unit.start.slice(5, 7));
    return t('work_item_layouts.gantt.quarter', { quarter: Math.ceil(month / 3), year: unit.start.slice(0, 4) });
  };
  const bottomLabel = (unit: TimelineUnit) => {
    if (scale === 'week') return `${format.weekdayNarrow(weekday(unit.start))} ${Number(unit.start.slice(8))}`;
    if (scale === 'month') return format.short(unit.start);
    return format.monthShort(unit.start);
  };
  const isToday = (unit: TimelineUnit) => unit.start <= props.today && props.today <= unit.end;

  return (
    <div className="cw-gantt-header" style={{ height: GANTT_HEADER_HEIGHT }}>
      <div className="cw-gantt-corner">
        <span>{t('work_item_layouts.gantt.sidebar_title')}</span>
        <span className="cw-gantt-corner__count">{props.count}</span>
      </div>
      <div className="cw-gantt-scale" style={{ width: props.totalWidth }} aria-hidden="true">
        <div className="cw-gantt-scale__row">
          {top.filter(near).map((unit) => (
            <div key={unit.start} className="cw-gantt-unit cw-gantt-unit--top" style={{ left: unit.left, width: unit.width }}>
              <span className="cw-gantt-unit__label">{topLabel(unit)}</span>
            </div>
          ))}
        </div>
        <div className="cw-gantt-scale__row cw-gantt-scale__row--bottom">
          {bottom.filter(near).map((unit) => (
            <div
              key={unit.start}
              className={isToday(unit) ? 'cw-gantt-unit cw-gantt-unit--today' : 'cw-gantt-unit'}
              style={{ left: unit.left, width: unit.width }}
            >
              {unit.width >= 24 ? bottomLabel(unit) : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
});
