// The drawing half of LineChart, loaded on demand (it pulls the chart library, visx).
import { useRef, useState, type KeyboardEvent } from 'react';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { LinePoint } from './line-chart';
import { nextIndex, seriesColor, TICK_CHAR_WIDTH, useElementWidth, type ChartSeries } from './chart-series';

/** Props of LinePlot (everything already translated and formatted by the wrapper). */
export interface LinePlotProps {
  points: ReadonlyArray<LinePoint>;
  series: ReadonlyArray<ChartSeries>;
  height: number;
  summary: string;
  exploreLabel: string;
  formatDay: (day: string) => string;
  formatDayLong: (day: string) => string;
  formatNumber: (value: number) => string;
}

const MARGIN = { top: 12, right: 16, bottom: 26 };

/** The lines drawn in SVG: grid, y ticks, thinned date ticks, one path per series and the hovered date's values. */
export default function LinePlot({ points, series, height, summary, exploreLabel, formatDay, formatDayLong, formatNumber }: LinePlotProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef);
  const [active, setActive] = useState<number | null>(null);
  const data = points as LinePoint[];
  const last = Math.max(1, points.length - 1);

  const innerHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const maxValue = Math.max(1, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
  const yTickCount = Math.max(2, Math.floor(innerHeight / 36));
  const y = scaleLinear<number>({ domain: [0, maxValue], range: [innerHeight, 0], nice: yTickCount });
  const yTicks = y.ticks(yTickCount);
  const yLabels = yTicks.map(formatNumber);
  const left = 10 + Math.max(...yLabels.map((label) => label.length)) * TICK_CHAR_WIDTH;
  const innerWidth = Math.max(40, width - left - MARGIN.right);
  const x = scaleLinear<number>({ domain: [0, last], range: points.length === 1 ? [innerWidth / 2, innerWidth / 2] : [0, innerWidth] });
  const dayLabels = points.map((p) => formatDay(p.date));
  const labelWidth = Math.max(...dayLabels.map((label) => label.length)) * TICK_CHAR_WIDTH;
  const step = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / (labelWidth + 14)))));
  const ticks = points.map((_, i) => i).filter((i) => i % step === 0);
  const anchor = (px: number) => (px < labelWidth / 2 ? 'start' : px > innerWidth - labelWidth / 2 ? 'end' : 'middle');

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, active, points.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };
  // The pointer picks the nearest date.
  const onMove = (clientX: number, box: DOMRect) => {
    const at = Math.round(x.invert(clientX - box.left - left));
    setActive(Math.min(points.length - 1, Math.max(0, at)));
  };
  const shown = active !== null ? points[active] : undefined;
  const activeX = active !== null ? x(active) : 0;

  return (
    <div
      ref={boxRef}
      className="ck-chart__canvas"
      style={{ height }}
      role="group"
      aria-label={exploreLabel}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((current) => current ?? points.length - 1)}
      onBlur={() => setActive(null)}
      onMouseLeave={() => setActive(null)}
    >
      <svg role="img" aria-label={summary} width={width} height={height} className="ck-chart__svg" onMouseMove={(e) => onMove(e.clientX, e.currentTarget.getBoundingClientRect())}>
        <g transform={`translate(${left},${MARGIN.top})`}>
          {yTicks.map((tick, i) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={innerWidth} className={tick === 0 ? 'ck-chart__axis' : 'ck-chart__grid'} />
              <text x={-8} dy="0.32em" textAnchor="end" className="ck-chart__tick">
                {yLabels[i]}
              </text>
            </g>
          ))}
          {ticks.map((i) => (
            <text key={i} x={x(i)} y={innerHeight + 18} textAnchor={anchor(x(i))} className="ck-chart__tick">
              {dayLabels[i]}
            </text>
          ))}
          {active !== null && <line x1={activeX} x2={activeX} y1={0} y2={innerHeight} className="ck-chart__cursor" />}
          {series.map((s, si) => (
            <LinePath
              key={s.key}
              data={data}
              x={(_, i) => x(i)}
              y={(p) => y(p.values[s.key] ?? 0)}
              stroke={seriesColor(series, si)}
              className={si % 2 === 1 ? 'ck-chart__line ck-chart__line--alt' : 'ck-chart__line'}
            />
          ))}
          {shown &&
            series.map((s, si) => <circle key={s.key} cx={activeX} cy={y(shown.values[s.key] ?? 0)} r={3.5} fill={seriesColor(series, si)} className="ck-chart__dot" />)}
        </g>
      </svg>
      {shown && (
        <div className="ck-chart__tooltip" aria-live="polite" style={{ left: Math.min(Math.max(left + activeX, 100), Math.max(100, width - 100)) }}>
          <strong className="ck-chart__tooltip-title">{formatDayLong(shown.date)}</strong>
          {series.map((s, si) => (
            <span key={s.key} className="ck-chart__tooltip-row">
              <span className="ck-chart__swatch" style={{ background: seriesColor(series, si) }} aria-hidden="true" />
              <span>{s.label}</span>
              <span className="ck-chart__tooltip-value">{formatNumber(shown.values[s.key] ?? 0)}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
