// Code that runs INSIDE the page (passed to playwright's addInitScript / evaluate as function source): it may use only
// its argument and the browser's globals, never anything from this module's scope.

/** What the first-rows probe records, in ms since the navigation started (performance.now()). */
export interface FirstRowsMark {
  /** The first element matching the layout's row selector entered the DOM. */
  dom: number | null;
  /** Two requestAnimationFrame callbacks after `dom`: the rows have been painted. */
  painted: number | null;
  /** Matching rows in the DOM at `painted`. */
  rows: number;
  /** First contentful paint of the page (anything: the app shell), when the browser reported it. */
  fcp: number | null;
  /** The HTML document's responseEnd. */
  html: number | null;
  /** The first list request (URL containing `listMarker`): when it was sent and when its answer had arrived. */
  list_sent: number | null;
  list_answered: number | null;
  /** Requests to /api/ and /auth/ started before the paint (the app's bootstrap chain). */
  api_requests: number;
}

declare global {
  interface Window {
    __b4First?: FirstRowsMark;
  }
}

/**
 * Init script (runs before the page's own scripts): watches the DOM for `selector` with a MutationObserver and marks
 * when the first match appears and when it has been painted (two rAFs later).
 */
export function installFirstRowsProbe(args: { selector: string; listMarker: string }): void {
  const { selector, listMarker } = args;
  const mark: FirstRowsMark = { dom: null, painted: null, rows: 0, fcp: null, html: null, list_sent: null, list_answered: null, api_requests: 0 };
  window.__b4First = mark;
  const found = (): boolean => {
    if (mark.dom !== null) return true;
    if (!document.querySelector(selector)) return false;
    mark.dom = performance.now();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        mark.painted = performance.now();
        mark.rows = document.querySelectorAll(selector).length;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        mark.fcp = fcp ? fcp.startTime : null;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        mark.html = nav ? nav.responseEnd : null;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const list = resources.find((r) => r.name.includes(listMarker));
        mark.list_sent = list ? list.startTime : null;
        mark.list_answered = list ? list.responseEnd : null;
        mark.api_requests = resources.filter((r) => /\/(api|auth)\//.test(new URL(r.name).pathname)).length;
      }),
    );
    return true;
  };
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The attribute markScroller puts on the element the scroll test drives. */
export const SCROLLER_MARK = 'data-b4-scroller';

/**
 * Among the elements matching `selectors` that scroll vertically (overflow-y auto or scroll, content taller than the
 * box), marks the one with the most to scroll with SCROLLER_MARK (a kanban's columns scroll on their own: the
 * fullest column is driven). Returns its scroll range in px, or -1 when nothing scrolls.
 */
export function markScroller(args: { selectors: string; mark: string }): number {
  let best: HTMLElement | null = null;
  let bestRange = -1;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(args.selectors))) {
    el.removeAttribute(args.mark);
    const overflow = getComputedStyle(el).overflowY;
    const range = el.scrollHeight - el.clientHeight;
    if ((overflow === 'auto' || overflow === 'scroll') && range > bestRange) {
      best = el;
      bestRange = range;
    }
  }
  best?.setAttribute(args.mark, '');
  return best ? bestRange : -1;
}

/** The scroll test's settings. */
export interface ScrollProbeArgs {
  /** CSS selector of the scrolling element. */
  scroller: string;
  /** px added to scrollTop each frame (the direction flips at the ends). */
  step: number;
  /** Frames to measure. */
  frames: number;
  /** Never scroll further than this (px; keeps infinite lists from loading more while measured). */
  maxTop: number;
  /** Sample the DOM node count every this many frames. */
  sampleEvery: number;
}

/** What one scroll pass measured. */
export interface ScrollProbeResult {
  /** requestAnimationFrame deltas (ms), one per frame after the first. */
  frameMs: number[];
  /**
   * Script time of each scroll event (ms): from a capturing listener on window (runs first) to a listener added last on
   * the scroller (runs after the virtualiser's, which re-renders synchronously). Not rounded to vsync like the deltas.
   */
  handlerMs: number[];
  /** Durations (ms) of the long tasks (> 50 ms) seen during the pass. */
  longTasksMs: number[];
  maxDomNodes: number;
  /** The range actually scrolled through (px). */
  maxTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Scrolls the element by `step` px per animation frame for `frames` frames, bouncing between 0 and maxTop, and
 * records the frame deltas, long tasks and the largest DOM node count (document.getElementsByTagName('*')).
 */
export function runScrollProbe(args: ScrollProbeArgs): Promise<ScrollProbeResult> {
  const element = document.querySelector<HTMLElement>(args.scroller);
  if (!element) return Promise.reject(new Error(`no scroller ${args.scroller}`));
  const el = element;
  const maxTop = Math.max(0, Math.min(args.maxTop, el.scrollHeight - el.clientHeight));
  const longTasksMs: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const frameMs: number[] = [];
  const handlerMs: number[] = [];
  let handlerStart = -1;
  const before = () => {
    handlerStart = performance.now();
  };
  const after = () => {
    if (handlerStart >= 0) handlerMs.push(performance.now() - handlerStart);
    handlerStart = -1;
  };
  window.addEventListener('scroll', before, { capture: true, passive: true });
  el.addEventListener('scroll', after, { passive: true });
  let maxDomNodes = document.getElementsByTagName('*').length;
  let direction = 1;
  let top = 0;
  el.scrollTop = 0;
  return new Promise((resolve) => {
    let frame = 0;
    let last = -1;
    const tick = (now: number) => {
      if (last >= 0) frameMs.push(now - last);
      last = now;
      if (frame % args.sampleEvery === 0) maxDomNodes = Math.max(maxDomNodes, document.getElementsByTagName('*').length);
      if (frame >= args.frames) {
        // Long-task entries are delivered asynchronously: give them a moment before disconnecting.
        setTimeout(() => {
          observer.disconnect();
          window.removeEventListener('scroll', before, { capture: true });
          el.removeEventListener('scroll', after);
          resolve({ frameMs, handlerMs, longTasksMs, maxDomNodes, maxTop, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight });
        }, 100);
        return;
      }
      top += direction * args.step;
      if (top >= maxTop) {
        top = maxTop;
        direction = -1;
      } else if (top <= 0) {
        top = 0;
        direction = 1;
      }
      el.scrollTop = top;
      frame += 1;
      requestAnimationFrame(tick);
    };
    // Start on a fresh frame after the reset to the top has been drawn.
    requestAnimationFrame(() => requestAnimationFrame(tick));
  });
}

/** Geometry of a scroller (sizes the comparator's scroller the same) and of the elements matching `item`. */
export function scrollerGeometry(args: { scroller: string; item: string }): { width: number; height: number; itemHeights: number[] } | null {
  const el = document.querySelector<HTMLElement>(args.scroller);
  if (!el) return null;
  const itemHeights = Array.from(document.querySelectorAll<HTMLElement>(args.item)).map((e) => e.getBoundingClientRect().height);
  return { width: el.clientWidth, height: el.clientHeight, itemHeights };
}

/** Scrolls the element to its end (an infinite list then asks for its next page); returns the new scrollHeight. */
export function scrollToEnd(scroller: string): number {
  const el = document.querySelector<HTMLElement>(scroller);
  if (!el) return -1;
  el.scrollTop = el.scrollHeight;
  return el.scrollHeight;
}

/** Clicks the `nth` (modulo their number) enabled button inside `container` whose text starts with `text`; false when none. */
export function clickLoadMore(args: { container: string; text: string; nth: number }): boolean {
  const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>(`${args.container} button`)).filter(
    (b) => !b.disabled && (b.textContent ?? '').trim().startsWith(args.text),
  );
  if (buttons.length === 0) return false;
  buttons[args.nth % buttons.length].click();
  return true;
}

/**
 * Cards the kanban has loaded (drawn or not, should it be virtualised): the columns' counts minus what their "Load
 * more (N left)" buttons say is left; the number of cards in the DOM when the board shows no counts.
 */
export function kanbanLoaded(): number {
  const num = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, '')) || 0;
  const totals = Array.from(document.querySelectorAll('.cw-wil-kanban__head .cw-wil-group__count')).map((e) => num(e.textContent));
  if (totals.length === 0) return document.querySelectorAll('.cw-wil-card').length;
  const left = Array.from(document.querySelectorAll('.cw-wil-kanban button'))
    .map((b) => /\(([0-9][0-9,.]*) left\)/.exec(b.textContent ?? '')?.[1] ?? null)
    .filter((v): v is string => v !== null)
    .map(num);
  return totals.reduce((a, b) => a + b, 0) - left.reduce((a, b) => a + b, 0);
}
