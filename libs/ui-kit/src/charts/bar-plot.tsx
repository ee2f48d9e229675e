// The drawing half of BarChart, loaded on demand: with line-plot and burndown-plot, the only modules that pull the
// chart library (visx), so it stays out of every app's start-up JS.
import { useRef, useState, type KeyboardEvent } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { BarDatum } from './bar-chart';
import { clip, nextIndex, seriesColor, TICK_CHAR_WIDTH, useElementWidth, type ChartSeries } from './chart-series';

/** Props of BarPlot (everything already translated and formatted by the wrapper). */
export interface BarPlotProps {
  data: ReadonlyArray<BarDatum>;
  series: ReadonlyArray<ChartSeries>;
  height: number;
  /** The accessible name of the picture. */
  summary: string;
  /** The name of the focusable box that reads the bars with the arrow keys. */
  exploreLabel: string;
  totalLabel: string;
  formatNumber: (value: number) => string;
}

const MARGIN = { top: 12, right: 8, bottom: 28 };

/** The bars drawn in SVG: grid, y ticks, x labels (cut to their band), stacked rects and the hovered bar's values. */
export default function BarPlot({ data, series, height, summary, exploreLabel, totalLabel, formatNumber }: BarPlotProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef);
  const [active, setActive] = useState<number | null>(null);

  const totals = data.map((d) => series.reduce((sum, s) => sum + (d.values[s.key] ?? 0), 0));
  const innerHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const yTickCount = Math.max(2, Math.floor(innerHeight / 36));
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...totals)], range: [innerHeight, 0], nice: yTickCount });
  const yTicks = y.ticks(yTickCount);
  const yLabels = yTicks.map(formatNumber);
  const left = 10 + Math.max(...yLabels.map((label) => label.length)) * TICK_CHAR_WIDTH;
  const innerWidth = Math.max(40, width - left - MARGIN.right);
  const x = scaleBand<string>({ domain: data.map((d) => d.key), range: [0, innerWidth], padding: 0.25 });
  const band = x.bandwidth();
  const step = x.step();
  // Labels get their band (plus padding); when a band is too narrow for three characters, every k-th label shows.
  const chars = Math.floor((step - 4) / TICK_CHAR_WIDTH);
  const every = chars >= 3 ? 1 : Math.ceil((3 * TICK_CHAR_WIDTH + 4) / step);
  const labelChars = chars >= 3 ? chars : Math.floor((step * every - 4) / TICK_CHAR_WIDTH);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, active, data.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const shown = active !== null ? data[active] : undefined;
  const tipLeft = active !== null ? left + (x(data[active].key) ?? 0) + band / 2 : 0;

  return (
    <div
      ref={boxRef}
      className="ck-chart__canvas"
      style={{ height }}
      role="group"
      aria-label={exploreLabel}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((current) => current ?? 0)}
      onBlur={() => setActive(null)}
      onMouseLeave={() => setActive(null)}
    >
      <svg role="img" aria-label={summary} width={width} height={height} className="ck-chart__svg">
        <g transform={`translate(${left},${MARGIN.top})`}>
          {yTicks.map((tick, i) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={innerWidth} className={tick === 0 ? 'ck-chart__axis' : 'ck-chart__grid'} />
              <text x={-8} dy="0.32em" textAnchor="end" className="ck-chart__tick">
                {yLabels[i]}
              </text>
            </g>
          ))}
          {data.map((d, i) => {
            const x0 = x(d.key) ?? 0;
            let base = 0;
            return (
              <g key={d.key} className={i === active ? 'ck-chart__bar ck-chart__bar--active' : 'ck-chart__bar'}>
                {/* Behind the bars: the column's highlight while it is the one shown. */}
                <rect x={x0 - (step - band) / 2} y={0} width={step} height={innerHeight} className="ck-chart__column" />
                {series.map((s, si) => {
                  const value = Math.max(0, d.values[s.key] ?? 0);
                  const top = y(base + value);
                  const rect = <Bar key={s.key} x={x0} y={top} width={band} height={Math.max(0, y(base) - top)} fill={seriesColor(series, si)} />;
                  base += value;
                  return rect;
                })}
                {i % every === 0 && (
                  <text x={x0 + band / 2} y={innerHeight + 18} textAnchor="middle" className="ck-chart__tick">
                    {clip(d.label, labelChars)}
                  </text>
                )}
                {/* The whole column answers the pointer, also above a short bar. */}
                <rect x={x0 - (step - band) / 2} y={0} width={step} height={innerHeight} className="ck-chart__hit" onMouseEnter={() => setActive(i)} />
              </g>
            );
          })}
        </g>
      </svg>
      {shown && (
        <div className="ck-chart__tooltip" aria-live="polite" style={{ left: Math.min(Math.max(tipLeft, 100), Math.max(100, width - 100)) }}>
          <strong className="ck-chart__tooltip-title">{shown.label}</strong>
          {series.map((s, si) => (
            <span key={s.key} className="ck-chart__tooltip-row">
              {series.length > 1 && <span className="ck-chart__swatch" style={{ background: seriesColor(series, si) }} aria-hidden="true" />}
              <span>{s.label}</span>
              <span className="ck-chart__tooltip-value">{formatNumber(shown.values[s.key] ?? 0)}</span>
            </span>
          ))}
          {series.length > 1 && (
            <span className="ck-chart__tooltip-row">
              <span>{totalLabel}</span>
              <span className="ck-chart__tooltip-value">{formatNumber(totals[active ?? 0])}</span>
            </span>
          )}
        </div>
      )}
    </div>
  );
}
