import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { numberFormatter, parseDay } from './chart-format';
import { seriesColor, type ChartSeries } from './chart-series';

// The SVG and the chart library load only when a line chart is first shown.
const LinePlot = lazy(() => import('./line-plot'));

/** One date of a LineChart ('YYYY-MM-DD', the first day of its bucket) with a value per series key (absent = 0). */
export interface LinePoint {
  date: string;
  values: Readonly<Record<string, number>>;
}

/** Props of LineChart. */
export interface LineChartProps {
  /** One point per date, oldest first. */
  points: ReadonlyArray<LinePoint>;
  /** Two or more lines (created vs completed). */
  series: ReadonlyArray<ChartSeries>;
  /** The accessible name and caption of the chart. */
  title: string;
  /** What the lines measure (the y axis, "Work items"). */
  yLabel: string;
  /** The date column's header in the data table (default "Date"). */
  xLabel?: string;
  /** How dates read: by day ("Nov 26") or by month ("Nov 2026"); weekly buckets read as their first day. */
  dateStyle?: 'day' | 'month';
  /** The picture's accessible name (default: the span and each line's total). */
  summary?: string;
  /** Height of the drawing in pixels (default 240); the width follows the container (works from 320px up). */
  height?: number;
  emptyMessage?: ReactNode;
  hideTitle?: boolean;
  className?: string;
}

/** Formats 'YYYY-MM-DD' days in UTC: `short` for ticks, `long` for the table and tooltips. */
export function lineDateFormatter(language: string, dateStyle: 'day' | 'month', style: 'short' | 'long'): (day: string) => string {
  const options: Intl.DateTimeFormatOptions =
    dateStyle === 'month' ? { timeZone: 'UTC', month: 'short', year: 'numeric' } : { timeZone: 'UTC', month: 'short', day: 'numeric', ...(style === 'long' ? { year: 'numeric' } : {}) };
  const format = new Intl.DateTimeFormat(language, options);
  return (day) => format.format(parseDay(day));
}

/**
 * Lines over dates (two or more series, e.g. created vs completed) that lazy-load their drawing: a legend, the values
 * of a date on hover or keyboard focus (arrow keys), a one-sentence name for the picture and a hidden table of every number.
 */
export function LineChart({ points, series, title, yLabel, xLabel, dateStyle = 'day', summary, height = 240, emptyMessage, hideTitle = false, className }: LineChartProps) {
  const { t, locale: language } = useT();
  const captionId = useId();
  const formats = useMemo(
    () => ({ short: lineDateFormatter(language, dateStyle, 'short'), long: lineDateFormatter(language, dateStyle, 'long'), number: numberFormatter(language) }),
    [language, dateStyle],
  );
  const n = formats.number;
  const caption = (
    <figcaption id={captionId} className={cx('ck-chart__title', hideTitle && 'ck-visually-hidden')}>
      {title}
    </figcaption>
  );
  if (points.length === 0 || series.length === 0) {
    return (
      <figure aria-labelledby={captionId} className={cx('ck-chart', className)}>
        {caption}
        <div className="ck-chart__empty" style={{ height }}>
          {emptyMessage ?? t('ui.chart.empty')}
        </div>
      </figure>
    );
  }
  const totals = series.map((s) => `${s.label} ${n(points.reduce((sum, p) => sum + (p.values[s.key] ?? 0), 0))}`).join(', ');
  const name =
    summary ?? t('ui.chart.line_summary', { title, start: formats.long(points[0].date), end: formats.long(points[points.length - 1].date), totals });
  return (
    <figure aria-labelledby={captionId} className={cx('ck-chart', className)}>
      {caption}
      <div className="ck-chart__legend" aria-hidden="true">
        <span className="ck-chart__unit">{yLabel}</span>
        {series.map((s, i) => (
          <span key={s.key} className="ck-chart__key">
            <span className="ck-chart__line-swatch" style={{ borderColor: seriesColor(series, i) }} />
            {s.label}
          </span>
        ))}
      </div>
      <Suspense fallback={<div className="ck-chart__placeholder" style={{ height }} aria-label={t('ui.chart.loading')} role="img" />}>
        <LinePlot
          points={points}
          series={series}
          height={height}
          summary={name}
          exploreLabel={t('ui.chart.explore', { title })}
          formatDay={formats.short}
          formatDayLong={formats.long}
          formatNumber={n}
        />
      </Suspense>
      <div className="ck-visually-hidden">
        <table>
          <caption>{t('ui.chart.values_caption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel ?? t('ui.chart.date')}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formats.long(p.date)}</th>
                {series.map((s) => (
                  <td key={s.key}>{n(p.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
