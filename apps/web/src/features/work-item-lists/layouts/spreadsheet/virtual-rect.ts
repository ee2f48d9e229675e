import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * `observeElementRect` for the layouts' virtualisers, with a fallback: an element that reports no size (not laid
 * out yet, or jsdom, which has no layout at all) counts as the window's size, so the first paint and the tests
 * render the rows a screen would show instead of none.
 */
export function observeRectWithFallback<T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => {
    cb({ width: rect.width || window.innerWidth || 1024, height: rect.height || window.innerHeight || 768 });
  });
}
