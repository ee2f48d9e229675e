// The drawing half of BurndownChart, loaded on demand: it is the only module that pulls the chart library (visx),
// so the library stays out of every app's start-up JS (BENCHMARKS.md B8).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { BurndownPoint } from '@cairn/types';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';

/** Props of BurndownPlot (everything already translated and formatted by the wrapper). */
export interface BurndownPlotProps {
  points: ReadonlyArray<BurndownPoint>;
  height: number;
  /** Index of today among the points, or -1 (no marker). */
  todayIndex: number;
  todayLabel: string;
  /** The accessible name of the picture: one sentence with the latest numbers. */
  summary: string;
  formatDay: (day: string) => string;
  formatNumber: (value: number) => string;
}

const MARGIN = { top: 22, right: 18, bottom: 26 };
// Before the first measurement (and under jsdom, which has no layout) draw at a common card width.
const FALLBACK_WIDTH = 560;
// Rough glyph width of the 11px tick font; only used to keep tick labels from colliding.
const CHAR_WIDTH = 6.5;

function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(Math.floor(entries[0].contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width || FALLBACK_WIDTH;
}

// Every `step`-th day, dropping one whose label would run into the previous one (edge labels are pushed inwards).
function spacedTicks(count: number, step: number, span: (index: number) => [number, number]): number[] {
  const ticks: number[] = [];
  let lastEnd = -Infinity;
  for (let i = 0; i < count; i += step) {
    const [from, to] = span(i);
    if (from < lastEnd + 6) continue;
    ticks.push(i);
    lastEnd = to;
  }
  return ticks;
}

/** The burndown drawn in SVG: grid, y ticks, day ticks, the ideal and actual lines and the today marker. */
export default function BurndownPlot({ points, height, todayIndex, todayLabel, summary, formatDay, formatNumber }: BurndownPlotProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef);
  const data = points as BurndownPoint[];
  const last = Math.max(1, points.length - 1);

  const innerHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const maxValue = Math.max(1, ...points.map((p) => Math.max(p.ideal, p.actual ?? 0)));
  const yTickCount = Math.max(2, Math.floor(innerHeight / 36));
  // Nicing with the tick count makes the top tick land exactly on the top of the domain.
  const y = scaleLinear<number>({ domain: [0, maxValue], range: [innerHeight, 0], nice: yTickCount });
  const yTicks = y.ticks(yTickCount);
  const yLabels = yTicks.map(formatNumber);
  const left = 10 + Math.max(...yLabels.map((label) => label.length)) * CHAR_WIDTH;

  const innerWidth = Math.max(40, width - left - MARGIN.right);
  const x = scaleLinear<number>({ domain: [0, last], range: [0, innerWidth] });
  const dayLabels = points.map((p) => formatDay(p.date));
  const labelWidth = Math.max(...dayLabels.map((label) => label.length)) * CHAR_WIDTH;
  const step = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(innerWidth / (labelWidth + 14)))));
  // Day labels are centred on their day but kept inside the drawing (the first may use the y-axis gutter).
  const labelX = (i: number) => Math.min(Math.max(x(i), labelWidth / 2 - left + 2), innerWidth + MARGIN.right - labelWidth / 2);
  const xTicks = spacedTicks(points.length, step, (i) => [labelX(i) - labelWidth / 2, labelX(i) + labelWidth / 2]);
  const anchorAt = (px: number) => (px < 24 ? 'start' : px > innerWidth - 24 ? 'end' : 'middle');

  const actualAt = (p: BurndownPoint) => y(p.actual ?? 0);
  const hasActual = (p: BurndownPoint) => p.actual !== null;
  const latest = points.reduce<number>((found, p, i) => (p.actual !== null ? i : found), -1);
  const todayX = todayIndex >= 0 ? x(todayIndex) : null;

  return (
    <div ref={boxRef} className="ck-burndown__canvas" style={{ height }}>
      <svg role="img" aria-label={summary} width={width} height={height} className="ck-burndown__svg">
        <g transform={`translate(${left},${MARGIN.top})`}>
          {yTicks.map((tick, i) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={innerWidth} className={tick === 0 ? 'ck-burndown__axis' : 'ck-burndown__grid'} />
              <text x={-8} dy="0.32em" textAnchor="end" className="ck-burndown__tick">
                {yLabels[i]}
              </text>
            </g>
          ))}
          {xTicks.map((i) => (
            <text key={i} x={labelX(i)} y={innerHeight + 18} textAnchor="middle" className="ck-burndown__tick">
              {dayLabels[i]}
            </text>
          ))}
          {todayX !== null && (
            <g transform={`translate(${todayX},0)`}>
              <line y1={-6} y2={innerHeight} className="ck-burndown__today" />
              <text y={-10} textAnchor={anchorAt(todayX)} className="ck-burndown__today-label">
                {todayLabel}
              </text>
            </g>
          )}
          <AreaClosed data={data} x={(_, i) => x(i)} y={actualAt} yScale={y} defined={hasActual} className="ck-burndown__area" />
          <LinePath data={data} x={(_, i) => x(i)} y={(p) => y(p.ideal)} className="ck-burndown__ideal" />
          <LinePath data={data} x={(_, i) => x(i)} y={actualAt} defined={hasActual} className="ck-burndown__actual" />
          {latest >= 0 && <circle cx={x(latest)} cy={actualAt(points[latest])} r={4} className="ck-burndown__dot" />}
        </g>
      </svg>
    </div>
  );
}
