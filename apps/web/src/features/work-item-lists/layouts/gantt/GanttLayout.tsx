import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '@cairn/i18n';
import { diffDays, GANTT, GANTT_SCALES, todayIso, weekday, type GanttScale, type WorkItem, type WorkItemUpdate } from '@cairn/types';
import { Button, PlusIcon, Spinner } from '@cairn/ui-kit';
import type { GanttLayoutProps } from '../layout-props';
import { QuickAddInput } from '../calendar/QuickAddInput';
import { SegmentedSwitch } from '../calendar/SegmentedSwitch';
import { useStateLookup } from '../calendar/use-state-lookup';
import { observeRectWithFallback } from '../spreadsheet/virtual-rect';
import { blockGeometry, dayOffset, extendSpan, initialSpan, spanDays, type GanttSpan } from './gantt-timeline';
import { GANTT_HEADER_HEIGHT, GanttHeader } from './GanttHeader';
import { GanttRow } from './GanttRow';
import './gantt.css';

const OVERSCAN = 6;
const LOAD_AHEAD = 10;
const QUICK_ADD_HEIGHT = 40;

/**
 * The gantt / timeline layout: a sticky sidebar of items (GANTT.sidebarWidth) beside a day-scaled chart (week,
 * month, quarter: GANTT.dayWidth), virtualised rows, a today line, bars to drag and resize. The chart opens on
 * GANTT.rangeMonths around today and grows by half a range when scrolled to an edge; onWindowChange reports the
 * days it covers.
 */
export function GanttLayout(props: GanttLayoutProps) {
  const { t } = useT();
  const { scale, items, hasMore, loading, canEdit } = props;
  const dayWidth = GANTT.dayWidth[scale];
  const today = todayIso();
  const hintId = useId();
  const [chart, setChart] = useState<{ scale: GanttScale; span: GanttSpan }>(() => ({ scale, span: initialSpan(scale, today) }));
  // A new scale starts a new chart around today (state derived during render, React's documented pattern).
  if (chart.scale !== scale) setChart({ scale, span: initialSpan(scale, today) });
  const span = chart.scale === scale ? chart.span : initialSpan(scale, today);
  const totalWidth = spanDays(span) * dayWidth;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ left: 0, width: 0 });
  const [adding, setAdding] = useState(false);
  const openedScale = useRef<GanttScale | null>(null);
  const pendingShift = useRef(0);
  const extending = useRef(false);
  const stateOf = useStateLookup(props.optionsFor);

  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GANTT.blockRowHeight,
    overscan: OVERSCAN,
    scrollMargin: GANTT_HEADER_HEIGHT,
    scrollPaddingStart: GANTT_HEADER_HEIGHT,
    scrollPaddingEnd: props.canQuickAdd ? QUICK_ADD_HEIGHT : 0,
    getItemKey: (index) => items[index]?.id ?? index,
    observeElementRect: observeRectWithFallback,
  });
  const virtualRows = virtualizer.getVirtualItems();

  /** Width of the chart part of the viewport (the sidebar covers the rest). */
  const chartViewport = useCallback(() => {
    const element = scrollRef.current;
    const side = element?.querySelector<HTMLElement>('.cw-gantt-corner')?.offsetWidth || GANTT.sidebarWidth;
    return Math.max(0, (element?.clientWidth || window.innerWidth) - side);
  }, []);

  // Open each scale on today (a third into the view); keep the view still when the chart grows on the left.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (openedScale.current !== scale) {
      openedScale.current = scale;
      element.scrollLeft = Math.max(0, dayOffset(span, today) * dayWidth - chartViewport() / 3);
      setView({ left: element.scrollLeft, width: chartViewport() });
    } else if (pendingShift.current) {
      element.scrollLeft += pendingShift.current;
      pendingShift.current = 0;
      setView({ left: element.scrollLeft, width: chartViewport() });
    }
  }, [scale, span, today, dayWidth, chartViewport]);
  useLayoutEffect(() => {
    extending.current = false;
  }, [span.from, span.to]);

  // The view loads the items of the days the chart covers.
  useEffect(() => {
    latest.current.onWindowChange({ from: span.from, to: span.to });
  }, [span.from, span.to]);

  const lastRendered = virtualRows.length > 0 ? virtualRows[virtualRows.length - 1].index : -1;
  // One request per loaded length (a scroll allows another, e.g. after a failed page).
  const requestedAt = useRef(-1);
  useEffect(() => {
    if (!hasMore || loading || lastRendered < items.length - LOAD_AHEAD || requestedAt.current === items.length) return;
    requestedAt.current = items.length;
    latest.current.onLoadMore();
  }, [hasMore, loading, lastRendered, items.length]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    requestedAt.current = -1;
    const width = chartViewport();
    setView((current) => (current.left === element.scrollLeft && current.width === width ? current : { left: element.scrollLeft, width }));
    if (extending.current) return;
    const edge = Math.max(240, dayWidth * 7);
    if (element.scrollLeft < edge) {
      extending.current = true;
      const next = extendSpan(span, scale, 'start');
      pendingShift.current = diffDays(next.from, span.from) * dayWidth;
      setChart({ scale, span: next });
    } else if (element.scrollLeft + width > totalWidth - edge) {
      extending.current = true;
      setChart({ scale, span: extendSpan(span, scale, 'end') });
    }
  };

  const scrollToPx = (left: number) => scrollRef.current?.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  const onOpen = useCallback((item: WorkItem) => latest.current.onOpen(item), []);
  const onUpdate = useCallback((item: WorkItem, patch: WorkItemUpdate) => latest.current.onUpdate(item, patch), []);
  const onReveal = useCallback(
    (item: WorkItem) => {
      const geometry = blockGeometry(item, span, dayWidth);
      if (geometry) scrollRef.current?.scrollTo?.({ left: Math.max(0, geometry.left - chartViewport() / 4), behavior: 'smooth' });
    },
    [span, dayWidth, chartViewport],
  );

  // Header cells are drawn a screen either side of the view, in steps of a screen so scrolling rarely redraws them.
  const screen = Math.max(view.width, 320);
  const drawFrom = (Math.floor(view.left / screen) - 1) * screen;
  const drawTo = drawFrom + 4 * screen;
  const todayLeft = dayOffset(span, today) * dayWidth + dayWidth / 2;
  const showKey = props.displayProperties.key !== false;
  // Grid lines: every day on the week scale, every Monday otherwise.
  const gridUnit = scale === 'week' ? dayWidth : dayWidth * 7;
  const gridOffset = scale === 'week' ? 0 : ((8 - weekday(span.from)) % 7) * dayWidth;
  const scales = GANTT_SCALES.map((value) => ({ value, label: t(`work_item_layouts.gantt.scales.${value}`) }));

  return (
    <section className="cw-gantt" aria-label={t('work_item_layouts.gantt.label')} style={{ ['--cw-gantt-side-full' as string]: `${GANTT.sidebarWidth}px` }}>
      <div className="cw-gantt__toolbar">
        <SegmentedSwitch label={t('work_item_layouts.gantt.scale')} options={scales} value={scale} onChange={props.onScale} />
        <Button size="sm" variant="outline" onClick={() => scrollToPx(dayOffset(span, today) * dayWidth - chartViewport() / 3)}>
          {t('work_item_layouts.today')}
        </Button>
        {loading ? <Spinner size="sm" label={t('work_item_layouts.loading')} /> : null}
      </div>
      <p id={hintId} className="ck-visually-hidden">
        {canEdit ? t('work_item_layouts.gantt.block_hint') : t('work_item_layouts.gantt.read_only_hint')}
      </p>
      <div ref={scrollRef} className="cw-gantt__scroll" onScroll={onScroll}>
        <div className="cw-gantt__canvas" style={{ width: `calc(var(--cw-gantt-side) + ${totalWidth}px)` }}>
          <GanttHeader
            span={span}
            scale={scale}
            dayWidth={dayWidth}
            totalWidth={totalWidth}
            today={today}
            count={props.totalCount}
            drawFrom={drawFrom}
            drawTo={drawTo}
          />
          <div
            role="list"
            aria-label={t('work_item_layouts.gantt.sidebar_title')}
            className="cw-gantt__body"
            style={{
              height: virtualizer.getTotalSize(),
              ['--cw-gantt-grid-size' as string]: `${gridUnit}px`,
              ['--cw-gantt-grid-offset' as string]: `${gridOffset}px`,
            }}
          >
            {today >= span.from && today <= span.to ? <div className="cw-gantt__today" style={{ left: todayLeft }} aria-hidden="true" /> : null}
            {virtualRows.map((row) => {
              const item = items[row.index];
              if (!item) return null;
              const geometry = blockGeometry(item, span, dayWidth);
              const offscreen =
                !geometry || view.width === 0
                  ? null
                  : geometry.left + geometry.width < view.left
                    ? 'before'
                    : geometry.left > view.left + view.width
                      ? 'after'
                      : null;
              return (
                <GanttRow
                  key={row.key}
                  item={item}
                  index={row.index}
                  count={Math.max(props.totalCount, items.length)}
                  top={row.start - GANTT_HEADER_HEIGHT}
                  itemKey={props.keyOf(item)}
                  showKey={showKey}
                  state={stateOf(item)}
                  span={span}
                  dayWidth={dayWidth}
                  totalWidth={totalWidth}
                  canEdit={canEdit}
                  hintId={hintId}
                  offscreen={offscreen}
                  onOpen={onOpen}
                  onUpdate={onUpdate}
                  onReveal={onReveal}
                />
              );
            })}
          </div>
        </div>
        {props.canQuickAdd ? (
          <div className="cw-gantt__quick-add" style={{ height: QUICK_ADD_HEIGHT }}>
            {adding ? (
              <QuickAddInput
                label={t('work_item_layouts.quick_add.label')}
                projects={props.quickAddProjects}
                onSubmit={(name, projectId) => props.onQuickAdd(name, { start_date: today, target_date: today }, projectId)}
                onClose={() => setAdding(false)}
              />
            ) : (
              <Button size="sm" variant="ghost" leftIcon={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
                {t('work_item_layouts.quick_add.button')}
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
