import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Where a floating panel sits relative to its anchor. */
export type FloatingAlign = 'start' | 'end';

const GAP = 4;
const MARGIN = 8;

/**
 * Positions a fixed panel under (or, when there is no room, over) its anchor and keeps it there on scroll and
 * resize. The panel is portalled, so viewport coordinates are all that matter.
 */
export function useFloating(
  anchorRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  options: { align?: FloatingAlign; matchWidth?: boolean } = {},
): CSSProperties {
  const { align = 'start', matchWidth = false } = options;
  // Invisible until measured, but not visibility:hidden: the panel must be focusable in the same commit.
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', top: 0, left: 0, opacity: 0 });

  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const anchor = anchorRef.current;
      if (!anchor) return;
      const rect = anchor.getBoundingClientRect();
      const panelHeight = panelRef.current?.offsetHeight ?? 0;
      const panelWidth = panelRef.current?.offsetWidth ?? 0;
      const viewportH = window.innerHeight;
      const viewportW = window.innerWidth;
      const roomBelow = viewportH - rect.bottom - GAP - MARGIN;
      const flip = panelHeight > roomBelow && rect.top - GAP - MARGIN > roomBelow;
      const next: CSSProperties = { position: 'fixed', opacity: 1 };
      if (flip) next.bottom = viewportH - rect.top + GAP;
      else next.top = rect.bottom + GAP;
      let left = align === 'end' ? rect.right - Math.max(panelWidth, matchWidth ? rect.width : 0) : rect.left;
      left = Math.max(MARGIN, Math.min(left, viewportW - Math.max(panelWidth, 0) - MARGIN));
      next.left = left;
      if (matchWidth) next.minWidth = rect.width;
      next.maxHeight = Math.max(120, (flip ? rect.top : viewportH - rect.bottom) - GAP - MARGIN);
      setStyle(next);
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, align, matchWidth, anchorRef, panelRef]);

  return style;
}
