// The documents and in-page probes of bench:pages-browser (issue 15): the 10,000-word page's HTML, word counts, and the
// functions injected into Chromium that time the opening and the keystrokes (they run in the page, so they take their
// arguments and refer to nothing outside themselves).

/** The big page's last word (in no other place of it): its presence means the whole body is in the DOM. */
export const LAST_WORD = 'terminus';
/** The key typed into the pages; the page text holds no other `q` (the vocabulary has none). */
export const MARK = 'q';
export const VOCABULARY = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna ' +
  'enim ad minim veniam nostrud exercitation ullamco laboris nisi ex ea commodo duis aute irure in reprehenderit ' +
  'voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa officia ' +
  'deserunt mollit anim id est laborum praesent luctus massa vitae viverra sapien ornare'
)
  .split(' ')
  .filter((w) => !w.includes(MARK) && w !== LAST_WORD);

/** `n` lorem-like words from position `from` (deterministic), in sentences of ~12 words. */
export function words(n: number, from: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    let w = VOCABULARY[((from + i) * 7 + Math.floor((from + i) / VOCABULARY.length)) % VOCABULARY.length];
    if (i % 12 === 0) w = w[0].toUpperCase() + w.slice(1);
    if (i % 12 === 11 || i === n - 1) w += '.';
    out.push(w);
  }
  return out.join(' ');
}

/**
 * The big page's HTML: 60 blocks in six rounds of h2, p, p, ul (4 items), p, ol (4 items), h3, p, p, p; headings 6
 * words, list items 15, the paragraphs share the rest; exactly `total` words, the last one LAST_WORD.
 */
export function bigPageHtml(total: number): { html: string; words: number; blocks: number } {
  const kinds = ['h2', 'p', 'p', 'ul', 'p', 'ol', 'h3', 'p', 'p', 'p'];
  const plan = Array.from({ length: 6 }, () => kinds).flat();
  const fixed = plan.reduce((n, k) => n + (k === 'h2' || k === 'h3' ? 6 : k === 'p' ? 0 : 4 * 15), 0);
  const paragraphs = plan.filter((k) => k === 'p').length;
  const per = Math.floor((total - fixed) / paragraphs);
  let extra = total - fixed - per * paragraphs;
  let at = 0;
  const take = (n: number) => {
    const s = words(n, at);
    at += n;
    return s;
  };
  const blocks = plan.map((kind, i) => {
    if (kind === 'h2' || kind === 'h3') return `<${kind}>${take(6)}</${kind}>`;
    if (kind === 'ul' || kind === 'ol') return `<${kind}>${Array.from({ length: 4 }, () => `<li>${take(15)}</li>`).join('')}</${kind}>`;
    const n = per + (extra > 0 ? 1 : 0);
    extra -= extra > 0 ? 1 : 0;
    if (i === plan.length - 1) return `<p>${take(n - 1)} ${LAST_WORD}</p>`;
    return `<p>${take(n)}</p>`;
  });
  const html = blocks.join('');
  return { html, words: wordCount(html), blocks: blocks.length };
}

export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
export function wordCount(html: string): number {
  return htmlText(html).split(/\s+/).filter(Boolean).length;
}
export const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();

// ---- In-page code (sent as function source: it may use only its argument and the browser's globals) ----

/** What the open probe records, in ms since navigation start. */
export interface OpenMark {
  /** The body (role textbox "Page content") with contenteditable="true". */
  textbox: number | null;
  /** The body's container no longer aria-busy (the first sync with the server done). */
  synced: number | null;
  /** The header's connection badge says Live. */
  live: number | null;
  /** Editable, synced and (big page) the last word in the DOM. */
  ready: number | null;
  /** Two requestAnimationFrame callbacks after `ready`. */
  painted: number | null;
  /** The typed key's keydown, and when its character was in the body's last block. */
  keydown: number | null;
  typed: number | null;
  fcp: number | null;
  /** Long main-thread tasks (> 50 ms) before `painted`: count and the longest. */
  long_tasks: number;
  longest_task_ms: number;
}

declare global {
  interface Window {
    __pagesOpen?: OpenMark;
    __pagesTimes?: { sent: number[]; seen: number[] };
  }
}

/** Init script: watches the DOM for the page body's states and the typed key (see OpenMark). */
export function installOpenProbe(args: { lastWord: string | null; mark: string; label: string }): void {
  const m: OpenMark = { textbox: null, synced: null, live: null, ready: null, painted: null, keydown: null, typed: null, fcp: null, long_tasks: 0, longest_task_ms: 0 };
  window.__pagesOpen = m;
  let baseline = -1;
  const count = (s: string | null | undefined) => (s ?? '').split(args.mark).length - 1;
  const body = () => document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${args.label}"]`);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (m.painted !== null) return;
        m.long_tasks += 1;
        m.longest_task_ms = Math.max(m.longest_task_ms, e.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser.
  }
  const check = () => {
    const now = performance.now();
    if (m.live === null && document.querySelector('.cw-page-connection--connected')) m.live = now;
    const ed = body();
    if (!ed) return;
    const editable = ed.getAttribute('contenteditable') === 'true';
    if (m.textbox === null && editable) m.textbox = now;
    if (m.synced === null && ed.closest('.cw-page-body')?.getAttribute('aria-busy') === 'false') m.synced = now;
    if (m.ready === null && editable && m.synced !== null && (!args.lastWord || (ed.lastElementChild?.textContent ?? '').includes(args.lastWord))) {
      m.ready = now;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          m.painted = performance.now();
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          m.fcp = fcp ? fcp.startTime : null;
        }),
      );
    }
    if (baseline >= 0 && m.typed === null && count(ed.lastElementChild?.textContent) > baseline) m.typed = now;
  };
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== args.mark || m.keydown !== null) return;
      m.keydown = performance.now();
      baseline = count(body()?.lastElementChild?.textContent);
    },
    true,
  );
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** The body's visible words (innerText: blocks apart), for the check that the big page shows 10,000 of them. */
export function bodyWords(label: string): number {
  const ed = document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${label}"]`);
  return (ed?.innerText ?? '').split(/\s+/).filter(Boolean).length;
}

/** The count of `mark` in the body's last block (to wait for the Backspace that undoes the typed key). */
export function lastBlockMarks(args: { mark: string; label: string }): number {
  const ed = document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${args.label}"]`);
  return (ed?.lastElementChild?.textContent ?? '').split(args.mark).length - 1;
}

/** The shared clock of the latency test: the same on every page of the browser (wall-clock origin + monotonic). */
export function sharedNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Records, on the shared clock, every keydown of `mark` (sent) and every new `mark` character in the body (seen: a
 * MutationObserver counts them after each DOM change). On the typing side `seen` is the local echo.
 */
export function installKeystrokeTimes(args: { mark: string; label: string }): void {
  const times = { sent: [] as number[], seen: [] as number[] };
  window.__pagesTimes = times;
  const ed = document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${args.label}"]`);
  if (!ed) throw new Error('no page body');
  const count = () => (ed.textContent ?? '').split(args.mark).length - 1;
  const before = count();
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === args.mark) times.sent.push(performance.timeOrigin + performance.now());
    },
    true,
  );
  new MutationObserver(() => {
    const now = performance.timeOrigin + performance.now();
    const have = count() - before;
    for (let k = times.seen.length; k < have; k += 1) times.seen.push(now);
  }).observe(ed, { childList: true, subtree: true, characterData: true });
}

// ---- Part 1: open time ----

