import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import type { BurndownPoint } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { dayFormatter, dayIndex, localToday, numberFormatter, summarizeBurndown } from './chart-format';

// The SVG and the chart library load only when a burndown is first shown.
const BurndownPlot = lazy(() => import('./burndown-plot'));

/** Props of BurndownChart. */
export interface BurndownChartProps {
  /** One point per day, oldest first; `actual` is null for days still to come. */
  points: ReadonlyArray<BurndownPoint>;
  /** The accessible name and caption of the chart ("Burndown"). */
  title: string;
  /** What is counted ("Points", "Work items"): the y-axis legend and the start of the summary. */
  unitLabel: string;
  /** Legend of the straight line (default "Ideal"). */
  idealLabel?: string;
  /** Legend of the recorded line (default "Actual"). */
  actualLabel?: string;
  /** Label of the today marker (default "Today"). */
  todayLabel?: string;
  /** Today as 'YYYY-MM-DD' (default: the viewer's local date); the marker shows when it is one of the days. */
  today?: string;
  /** Height of the drawing in pixels (default 240); the width follows the container (works from 320px up). */
  height?: number;
  /** Shown instead of the chart when there are no points (a cycle without dates). */
  emptyMessage?: ReactNode;
  /** Hide the caption visually (it stays the accessible name) when the surrounding card already shows a heading. */
  hideTitle?: boolean;
  className?: string;
}

/**
 * A burndown line chart (ideal vs actual remaining per day) that lazy-loads its drawing, with a same-size placeholder,
 * a one-sentence summary as the picture's name and a visually hidden table of every day for screen readers.
 */
export function BurndownChart({
  points,
  title,
  unitLabel,
  idealLabel,
  actualLabel,
  todayLabel,
  today,
  height = 240,
  emptyMessage,
  hideTitle = false,
  className,
}: BurndownChartProps) {
  const { t, locale: language } = useT();
  const captionId = useId();
  const formats = useMemo(
    () => ({ short: dayFormatter(language, 'short'), long: dayFormatter(language, 'long'), number: numberFormatter(language) }),
    [language],
  );
  const ideal = idealLabel ?? t('ui.chart.ideal');
  const actual = actualLabel ?? t('ui.chart.actual');
  const todayText = todayLabel ?? t('ui.chart.today');
  const todayIndex = dayIndex(points, today ?? localToday());

  const caption = (
    <figcaption id={captionId} className={cx('ck-burndown__title', hideTitle && 'ck-visually-hidden')}>
      {title}
    </figcaption>
  );

  if (points.length === 0) {
    return (
      <figure aria-labelledby={captionId} className={cx('ck-burndown', className)}>
        {caption}
        <div className="ck-burndown__empty" style={{ height }}>
          {emptyMessage ?? t('ui.chart.empty')}
        </div>
      </figure>
    );
  }

  const summary = summarizeBurndown(points);
  const n = formats.number;
  const summaryText = summary.latest
    ? t('ui.chart.burndown_summary', {
        unit: unitLabel,
        remaining: n(summary.latest.actual ?? 0),
        total: n(summary.total),
        date: formats.long(summary.latest.date),
        ideal: n(summary.latest.ideal),
      })
    : t('ui.chart.burndown_summary_not_started', {
        unit: unitLabel,
        total: n(summary.total),
        start: formats.long(summary.start),
        end: formats.long(summary.end),
      });

  return (
    <figure aria-labelledby={captionId} className={cx('ck-burndown', className)}>
      {caption}
      <div className="ck-burndown__legend" aria-hidden="true">
        <span className="ck-burndown__unit">{unitLabel}</span>
        <span className="ck-burndown__key">
          <span className="ck-burndown__swatch ck-burndown__swatch--ideal" />
          {ideal}
        </span>
        <span className="ck-burndown__key">
          <span className="ck-burndown__swatch ck-burndown__swatch--actual" />
          {actual}
        </span>
      </div>
      <Suspense fallback={<div className="ck-burndown__placeholder" style={{ height }} aria-label={t('ui.chart.loading')} role="img" />}>
        <BurndownPlot
          points={points}
          height={height}
          todayIndex={todayIndex}
          todayLabel={todayText}
          summary={summaryText}
          formatDay={formats.short}
          formatNumber={n}
        />
      </Suspense>
      {/* Hidden through a wrapper: a table box ignores the 1px size and overflow of .ck-visually-hidden. */}
      <div className="ck-visually-hidden">
        <table>
          <caption>{t('ui.chart.data_caption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ui.chart.date')}</th>
              <th scope="col">{ideal}</th>
              <th scope="col">{actual}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formats.long(point.date)}</th>
                <td>{n(point.ideal)}</td>
                <td>{point.actual === null ? t('ui.chart.no_value') : n(point.actual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
