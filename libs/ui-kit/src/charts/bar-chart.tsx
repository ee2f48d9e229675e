import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { numberFormatter } from './chart-format';
import { seriesColor, type ChartSeries } from './chart-series';

// The SVG and the chart library load only when a bar chart is first shown.
const BarPlot = lazy(() => import('./bar-plot'));

/** One bar (x key) of a BarChart: its label and a value per series key (absent = 0). */
export interface BarDatum {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

/** Props of BarChart. */
export interface BarChartProps {
  /** One bar per datum, in the order given. */
  data: ReadonlyArray<BarDatum>;
  /** The series each bar is made of: one for plain bars, several for stacked segments (bottom first). */
  series: ReadonlyArray<ChartSeries>;
  /** The accessible name and caption of the chart. */
  title: string;
  /** What the bars are (the x axis, "State group"): the first column of the data table. */
  xLabel: string;
  /** What the bars measure (the y axis, "Work items"). */
  yLabel: string;
  /** The picture's accessible name (default: a sentence naming the highest bar). */
  summary?: string;
  /** Height of the drawing in pixels (default 260); the width follows the container (works from 320px up). */
  height?: number;
  /** Shown instead of the chart when there is no bar. */
  emptyMessage?: ReactNode;
  /** Hide the caption visually (it stays the accessible name) when the surrounding card already shows a heading. */
  hideTitle?: boolean;
  className?: string;
}

/** The sum of a bar's values over the series. */
export function barTotal(datum: BarDatum, series: ReadonlyArray<ChartSeries>): number {
  return series.reduce((sum, s) => sum + (datum.values[s.key] ?? 0), 0);
}

/**
 * Vertical bars, stacked when there are several series, that lazy-load their drawing behind a same-size placeholder:
 * a legend, axis labels, the value of a bar on hover or keyboard focus (arrow keys), a one-sentence name for the
 * picture and a visually hidden table of every number.
 */
export function BarChart({ data, series, title, xLabel, yLabel, summary, height = 260, emptyMessage, hideTitle = false, className }: BarChartProps) {
  const { t, locale: language } = useT();
  const captionId = useId();
  const n = useMemo(() => numberFormatter(language), [language]);
  const stacked = series.length > 1;
  const caption = (
    <figcaption id={captionId} className={cx('ck-chart__title', hideTitle && 'ck-visually-hidden')}>
      {title}
    </figcaption>
  );
  if (data.length === 0 || series.length === 0) {
    return (
      <figure aria-labelledby={captionId} className={cx('ck-chart', className)}>
        {caption}
        <div className="ck-chart__empty" style={{ height }}>
          {emptyMessage ?? t('ui.chart.empty')}
        </div>
      </figure>
    );
  }
  const totals = data.map((d) => barTotal(d, series));
  const highest = totals.reduce((best, value, i) => (value > totals[best] ? i : best), 0);
  const name = summary ?? t('ui.chart.bar_summary', { title, count: n(data.length), name: data[highest].label, value: n(totals[highest]) });
  return (
    <figure aria-labelledby={captionId} className={cx('ck-chart', className)}>
      {caption}
      <div className="ck-chart__legend" aria-hidden="true">
        <span className="ck-chart__unit">{yLabel}</span>
        {stacked &&
          series.map((s, i) => (
            <span key={s.key} className="ck-chart__key">
              <span className="ck-chart__swatch" style={{ background: seriesColor(series, i) }} />
              {s.label}
            </span>
          ))}
      </div>
      <Suspense fallback={<div className="ck-chart__placeholder" style={{ height }} aria-label={t('ui.chart.loading')} role="img" />}>
        <BarPlot data={data} series={series} height={height} summary={name} exploreLabel={t('ui.chart.explore', { title })} totalLabel={t('ui.chart.total')} formatNumber={n} />
      </Suspense>
      <div className="ck-chart__axis-label" aria-hidden="true">
        {xLabel}
      </div>
      {/* Hidden through a wrapper: a table box ignores the 1px size and overflow of .ck-visually-hidden. */}
      <div className="ck-visually-hidden">
        <table>
          <caption>{t('ui.chart.values_caption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {stacked ? s.label : yLabel}
                </th>
              ))}
              {stacked && <th scope="col">{t('ui.chart.total')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={d.key}>
                <th scope="row">{d.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{n(d.values[s.key] ?? 0)}</td>
                ))}
                {stacked && <td>{n(totals[i])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
