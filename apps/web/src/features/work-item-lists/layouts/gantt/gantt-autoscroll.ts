import { GANTT } from '@cairn/types';

/** Distance from the chart's visible edge (px) within which a drag scrolls the chart, and the top speed (px a frame). */
export const EDGE_ZONE = 48;
export const EDGE_MAX_SPEED = 18;

/**
 * How far to scroll this frame while dragging with the pointer at `x`: negative near the left edge of the visible
 * chart, positive near the right, faster the closer to the edge (and past it); 0 elsewhere.
 */
export function edgeScrollSpeed(x: number, left: number, right: number, zone = EDGE_ZONE, max = EDGE_MAX_SPEED): number {
  if (right - left < zone * 2) return 0;
  if (x < left + zone) return -Math.round(max * Math.min(1, (left + zone - x) / zone));
  if (x > right - zone) return Math.round(max * Math.min(1, (x - (right - zone)) / zone));
  return 0;
}

/** The visible chart of a gantt scroller: right of its sticky sidebar, to its right edge (client px). */
export function visibleChart(scroller: HTMLElement): { left: number; right: number } {
  const rect = scroller.getBoundingClientRect();
  const side = scroller.querySelector<HTMLElement>('.cw-gantt-corner')?.offsetWidth || GANTT.sidebarWidth;
  return { left: rect.left + side, right: rect.right };
}

/**
 * Scrolls `scroller` each animation frame while the pointer rests near an edge of the chart, calling `onScrolled`
 * after each step (the caller recomputes the dragged dates from the pointer's position on the moved chart).
 * Returns a stop function.
 */
export function startEdgeAutoScroll(scroller: HTMLElement, pointerX: () => number, onScrolled: () => void): () => void {
  let frame = 0;
  const step = () => {
    const { left, right } = visibleChart(scroller);
    const speed = edgeScrollSpeed(pointerX(), left, right);
    if (speed !== 0) {
      const before = scroller.scrollLeft;
      scroller.scrollLeft = before + speed;
      if (scroller.scrollLeft !== before) onScrolled();
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
