// The spaces app's one import of @tanstack/react-virtual (the list layout's virtualiser).
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';

export { useVirtualizer };

/**
 * `observeElementRect` with a fallback: an element that reports no size yet (first paint, or jsdom without layout)
 * counts as the window's size, so the first paint and the tests show the rows a screen would.
 */
export function observeRectOrWindow<T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => {
    cb({ width: rect.width || window.innerWidth || 1024, height: rect.height || window.innerHeight || 768 });
  });
}
