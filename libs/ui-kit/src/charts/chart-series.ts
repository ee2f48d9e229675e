import { useLayoutEffect, useState, type RefObject } from 'react';

/** One series of a BarChart or LineChart (a segment of a stacked bar, a line). */
export interface ChartSeries {
  key: string;
  label: string;
  /** Any CSS colour; default the kit's categorical palette (`var(--ck-color-chart-1…8)`, light and dark). */
  color?: string;
}

/** How many colours the categorical palette has (tokens --ck-color-chart-1 … -8). */
export const CHART_PALETTE_SIZE = 8;

/** The palette colour of the n-th series (0-based), cycling after the last one. */
export function paletteColor(index: number): string {
  return `var(--ck-color-chart-${(index % CHART_PALETTE_SIZE) + 1})`;
}

/** The colour a series is drawn with: its own, else the palette's for its position. */
export function seriesColor(series: ReadonlyArray<ChartSeries>, index: number): string {
  return series[index]?.color ?? paletteColor(index);
}

// Before the first measurement (and under jsdom, which has no layout) draw at a common card width.
const FALLBACK_WIDTH = 560;

/** The content width of an element, following resizes (ResizeObserver); a card's width until measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
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

/** Rough glyph width of the 11px tick font; only used to keep tick labels from colliding. */
export const TICK_CHAR_WIDTH = 6.5;

/** A label cut to at most `chars` characters with an ellipsis. */
export function clip(label: string, chars: number): string {
  if (chars <= 1) return '';
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

/** Index moves of the arrow keys over `count` columns (Home / End too); undefined for other keys. */
export function nextIndex(key: string, current: number | null, count: number): number | undefined {
  if (count === 0) return undefined;
  const at = current ?? -1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, at + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, at < 0 ? 0 : at - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
