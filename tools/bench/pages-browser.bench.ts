// Issue 15's two browser goals in ONE run on the production build (W10k, the smallest preset, in PGlite; the pages
// are made by the benchmark in its first project), headless Chromium:
//   1. Open time: a page of exactly 10,000 words (60 headings, paragraphs and lists) against an empty page, each opened
//      by URL in a fresh profile (cold: empty HTTP cache) and again in the same profile (warm: hashed assets cached).
//      Measured in the page from navigation start: the body (role textbox "Page content") editable, the first sync
//      done (the body no longer aria-busy) and, on the big page, its last word in the DOM → + 2 requestAnimationFrame
//      ("open"); then a key typed at the end of the body → that character in the DOM ("editable"). Goal: the big page
//      opens and is editable in ≤ 1.5× the time of the empty one.
//   2. Remote keystroke latency between two browser contexts (the owner and a second account of the dataset, a
//      workspace member who is in the project): A types N characters, one every 100 ms, at the end of a page; B's
//      MutationObserver notes when each appears in its editor. Both clocks are performance.timeOrigin +
//      performance.now() of pages in the same browser on the same machine (checked: A, B, A read in turn are ordered).
//      Goal: p95 ≤ 100 ms. At the end both editors' text and the server's description_html (after its compaction)
//      must be the same.
//   npm run bench:pages-browser [-- --reps 5 --keys 200 --interval 100 --build]
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiPaths, ROLE } from '@cairn/types';
import { startBenchApp, type BenchApp } from './browser/bench-app';
import { LAST_WORD, MARK, bigPageHtml, htmlText, wordCount, normalize, type OpenMark, installOpenProbe, bodyWords, lastBlockMarks, sharedNow, installKeystrokeTimes } from './browser/pages-probes';
import { launchChromium, newBenchContext } from './browser/chromium';
import { formatTable, writeResults } from './lib/results';
import { signInSession, type BenchSession } from './lib/session';
import { quantile, round, summarize, type SampleSummary } from './lib/stats';

const GOAL = { open_ratio: 1.5, remote_p95_ms: 100 };
const BIG_WORDS = 10_000;
const BODY_LABEL = 'Page content';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface OpenSample extends OpenMark {
  page: 'empty' | 'big';
  visit: 'cold' | 'warm';
}

const pageUrl = (slug: string, projectId: string, pageId: string) => `/${slug}/projects/${projectId}/pages/${pageId}`;
const body = (page: Page) => page.getByRole('textbox', { name: BODY_LABEL });

function watchErrors(page: Page, errors: string[], who: string): void {
  page.on('pageerror', (e) => errors.push(`${who} pageerror: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${who} console: ${msg.text().slice(0, 300)}`);
  });
}

/** One navigation: open, then type MARK at the end of the body and remove it again (the page keeps its words). */
async function visit(context: BrowserContext, url: string, which: OpenSample['page'], kind: OpenSample['visit'], errors: string[], inspect?: (page: Page) => Promise<void>): Promise<OpenSample> {
  const page = await context.newPage();
  watchErrors(page, errors, `${which}/${kind}`);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__pagesOpen?.ready != null, null, { timeout: 60_000, polling: 'raf' });
    await body(page).focus();
    await page.keyboard.press('Control+End');
    const before = await page.evaluate(lastBlockMarks, { mark: MARK, label: BODY_LABEL });
    await page.keyboard.press(MARK);
    await page.waitForFunction(() => window.__pagesOpen?.typed != null && window.__pagesOpen.painted != null, null, { timeout: 30_000, polling: 'raf' });
    const mark = (await page.evaluate(() => window.__pagesOpen)) as OpenMark;
    if (inspect) await inspect(page);
    await page.keyboard.press('Backspace');
    await page.waitForFunction((a) => {
      const ed = document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${a.label}"]`);
      return (ed?.lastElementChild?.textContent ?? '').split(a.mark).length - 1 === a.before;
    }, { mark: MARK, label: BODY_LABEL, before }, { timeout: 30_000 });
    // The Backspace's update leaves with the DOM change; a moment for the socket before the page closes.
    await sleep(150);
    return { page: which, visit: kind, ...mark };
  } finally {
    await page.close();
  }
}

/** A fresh profile with the probe: a cold visit, then a warm one. */
async function openTwice(browser: Browser, app: BenchApp, url: string, which: OpenSample['page'], errors: string[], inspect?: (page: Page) => Promise<void>): Promise<OpenSample[]> {
  const context = await newBenchContext(browser, app.baseUrl, app.session);
  try {
    await context.addInitScript(installOpenProbe, { lastWord: which === 'big' ? LAST_WORD : null, mark: MARK, label: BODY_LABEL });
    const cold = await visit(context, url, which, 'cold', errors, inspect);
    const warm = await visit(context, url, which, 'warm', errors);
    return [cold, warm];
  } finally {
    await context.close();
  }
}

interface OpenStats {
  runs: number;
  /** Navigation → editable + synced (+ last word) + 2 rAF. */
  open: SampleSummary;
  /** Navigation → the typed key's character in the DOM (includes the driver's focus, Ctrl+End and key press). */
  editable: SampleSummary;
  /** keydown → its character in the DOM. */
  keystroke: SampleSummary;
  textbox_median_ms: number;
  synced_median_ms: number;
  live_median_ms: number | null;
  fcp_median_ms: number | null;
  long_tasks_median: number;
  longest_task_max_ms: number;
}

function openStats(samples: OpenSample[]): OpenStats {
  const num = (xs: Array<number | null>) => xs.filter((x): x is number => x !== null);
  const med = (xs: Array<number | null>) => (num(xs).length ? round(quantile(num(xs), 0.5), 1) : null);
  return {
    runs: samples.length,
    open: summarize(num(samples.map((s) => s.painted))),
    editable: summarize(num(samples.map((s) => s.typed))),
    keystroke: summarize(num(samples.map((s) => (s.typed !== null && s.keydown !== null ? s.typed - s.keydown : null)))),
    textbox_median_ms: med(samples.map((s) => s.textbox)) ?? Number.NaN,
    synced_median_ms: med(samples.map((s) => s.synced)) ?? Number.NaN,
    live_median_ms: med(samples.map((s) => s.live)),
    fcp_median_ms: med(samples.map((s) => s.fcp)),
    long_tasks_median: quantile(samples.map((s) => s.long_tasks), 0.5),
    longest_task_max_ms: round(Math.max(0, ...samples.map((s) => s.longest_task_ms)), 1),
  };
}

// ---- Part 2: remote keystrokes ----

/** A workspace member of the dataset (not the owner, not an admin or guest): the second person. */
function secondMember(app: BenchApp): string {
  const table = (name: string) => app.temp.dataset.tables.find((t) => t.table === name)?.rows ?? [];
  const member = table('workspace_members').find((r) => r.role === ROLE.MEMBER);
  const user = table('users').find((u) => u.id === member?.member);
  if (!user) throw new Error('the dataset has no workspace member');
  return String(user.email);
}

async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.cw-page-connection--connected').waitFor({ timeout: 60_000 });
  await body(page).getByText('Start').waitFor({ timeout: 60_000 });
  await page.waitForFunction((label) => {
    const ed = document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${label}"]`);
    return ed?.getAttribute('contenteditable') === 'true' && ed.closest('.cw-page-body')?.getAttribute('aria-busy') === 'false';
  }, BODY_LABEL);
}

async function remoteKeystrokes(browser: Browser, app: BenchApp, member: BenchSession, projectId: string, keys: number, intervalMs: number, errors: string[]) {
  const slug = app.temp.dataset.workspace.slug;
  const made = await app.api<{ id: string }>('POST', apiPaths.pages(slug, projectId), { name: 'Bench typing', description_html: '<p>Start </p>' });
  const url = pageUrl(slug, projectId, made.id);
  const contexts = [await newBenchContext(browser, app.baseUrl, app.session), await newBenchContext(browser, app.baseUrl, member)];
  try {
    const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
    watchErrors(a, errors, 'typing A (owner)');
    watchErrors(b, errors, 'watching B (member)');
    await Promise.all([openLive(a, url), openLive(b, url)]);
    // Each sees the other (presence) before the typing starts; not a condition of the measurement.
    await Promise.all([a, b].map((p) => p.getByRole('list', { name: '1 person editing now' }).waitFor({ timeout: 10_000 }).catch(() => undefined)));
    const visibility = await Promise.all([a, b].map((p) => p.evaluate(() => document.visibilityState)));
    // The shared clock: A, B, A read one after another must be in order.
    const t1 = await a.evaluate(sharedNow);
    const t2 = await b.evaluate(sharedNow);
    const t3 = await a.evaluate(sharedNow);
    const clockOrdered = t1 <= t2 && t2 <= t3;
    await b.evaluate(installKeystrokeTimes, { mark: MARK, label: BODY_LABEL });
    await a.evaluate(installKeystrokeTimes, { mark: MARK, label: BODY_LABEL });
    await body(a).focus();
    await a.keyboard.press('Control+End');
    const started = performance.now();
    for (let i = 0; i < keys; i += 1) {
      const wait = started + i * intervalMs - performance.now();
      if (wait > 0) await sleep(wait);
      await a.keyboard.press(MARK);
    }
    const typedSeconds = (performance.now() - started) / 1000;
    const deadline = Date.now() + 15_000;
    let timesA = (await a.evaluate(() => window.__pagesTimes)) ?? { sent: [], seen: [] };
    let timesB = (await b.evaluate(() => window.__pagesTimes)) ?? { sent: [], seen: [] };
    while ((timesB.seen.length < keys || timesA.seen.length < keys) && Date.now() < deadline) {
      await sleep(100);
      timesA = (await a.evaluate(() => window.__pagesTimes)) ?? timesA;
      timesB = (await b.evaluate(() => window.__pagesTimes)) ?? timesB;
    }
    const remote = timesA.sent.map((at, k) => (timesB.seen[k] === undefined ? null : timesB.seen[k] - at)).filter((x): x is number => x !== null);
    const local = timesA.sent.map((at, k) => (timesA.seen[k] === undefined ? null : timesA.seen[k] - at)).filter((x): x is number => x !== null);
    const texts = await Promise.all([a, b].map((p) => p.evaluate((label) => document.querySelector<HTMLElement>(`[role="textbox"][aria-label="${label}"]`)?.innerText ?? '', BODY_LABEL)));
    // The server compacts on the last disconnect (and after a pause): close both, then read description_html.
    for (const c of contexts) await c.close();
    await sleep(3000);
    let stored = '';
    let storedEqual = false;
    const storedStart = performance.now();
    const until = Date.now() + 15_000;
    for (;;) {
      const got = await app.api<{ description_html: string }>('GET', apiPaths.page(slug, projectId, made.id));
      stored = got.description_html;
      storedEqual = normalize(htmlText(stored)) === normalize(texts[0]);
      if (storedEqual || Date.now() > until) break;
      await sleep(250);
    }
    const stat = (xs: number[]) => ({ n: xs.length, p50_ms: round(quantile(xs, 0.5), 1), p95_ms: round(quantile(xs, 0.95), 1), max_ms: round(Math.max(0, ...xs), 1) });
    return {
      page_id: made.id,
      keys,
      interval_ms: intervalMs,
      typed_seconds: round(typedSeconds, 1),
      keydowns_recorded: timesA.sent.length,
      seen_by_b: timesB.seen.length,
      remote: stat(remote),
      local_echo: stat(local),
      remote_samples_ms: remote.map((x) => round(x, 1)),
      clock_check: { a_then_b_then_a_ordered: clockOrdered, b_minus_a_ms: round(t2 - t1, 2), a_again_minus_b_ms: round(t3 - t2, 2) },
      visibility,
      editors_equal: normalize(texts[0]) === normalize(texts[1]),
      editor_text_chars: normalize(texts[0]).length,
      editor_marks: normalize(texts[0]).split(MARK).length - 1,
      stored_equal: storedEqual,
      stored_wait_seconds: round(3 + (performance.now() - storedStart) / 1000, 1),
      stored_text_sample: normalize(htmlText(stored)).slice(0, 80),
    };
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined);
  }
}

// ---- main ----

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '5' },
      keys: { type: 'string', default: '200' },
      interval: { type: 'string', default: '100' },
      build: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const reps = Math.max(1, Number(values.reps));
  const keys = Math.max(1, Number(values.keys));
  const intervalMs = Math.max(1, Number(values.interval));
  const startedAt = performance.now();
  let app: BenchApp | null = null;
  let browser: Browser | null = null;
  try {
    app = await startBenchApp('W10k', { build: values.build });
    const slug = app.temp.dataset.workspace.slug;
    const project = app.temp.dataset.projects[0];
    const big = bigPageHtml(BIG_WORDS);
    if (big.words !== BIG_WORDS) throw new Error(`the big page has ${big.words} words, not ${BIG_WORDS}`);
    const emptyPage = await app.api<{ id: string }>('POST', apiPaths.pages(slug, project.id), { name: 'Empty page', description_html: '' });
    const bigPage = await app.api<{ id: string; description_html: string }>('POST', apiPaths.pages(slug, project.id), { name: '10,000 words', description_html: big.html });
    const storedWords = wordCount((await app.api<{ description_html: string }>('GET', apiPaths.page(slug, project.id, bigPage.id))).description_html);
    console.log(`Pages in the browser: W10k, project ${project.identifier}; big page ${big.words} words in ${big.blocks} blocks (${(big.html.length / 1024).toFixed(0)} KB HTML; the server stores ${storedWords} words); API ${app.baseUrl} (PGlite)`);
    browser = await launchChromium();
    const urls = { empty: pageUrl(slug, project.id, emptyPage.id), big: pageUrl(slug, project.id, bigPage.id) };
    const errors: string[] = [];

    // Part 1. One unmeasured open of each (warms the server, the database, the OS file cache); the big one also
    // counts the words the editor shows.
    let shownWords = -1;
    await openTwice(browser, app, urls.empty, 'empty', errors);
    await openTwice(browser, app, urls.big, 'big', errors, async (page) => {
      // The typed key joins the last word, so the count is the page's.
      shownWords = await page.evaluate(bodyWords, BODY_LABEL);
    });
    const samples: OpenSample[] = [];
    for (let rep = 0; rep < reps; rep += 1) {
      const order: Array<'empty' | 'big'> = rep % 2 === 0 ? ['empty', 'big'] : ['big', 'empty'];
      const line: string[] = [];
      for (const which of order) {
        const [cold, warm] = await openTwice(browser, app, urls[which], which, errors);
        samples.push(cold, warm);
        line.push(`${which} open ${Math.round(warm.painted ?? -1)}/${Math.round(cold.painted ?? -1)}, editable ${Math.round(warm.typed ?? -1)}/${Math.round(cold.typed ?? -1)}`);
      }
      console.log(`  rep ${rep + 1}/${reps} (warm/cold ms): ${line.join('; ')}`);
    }
    const open: Record<string, Record<string, OpenStats>> = {};
    for (const which of ['empty', 'big'] as const) {
      open[which] = {};
      for (const kind of ['warm', 'cold'] as const) open[which][kind] = openStats(samples.filter((s) => s.page === which && s.visit === kind));
    }
    const ratio = (kind: 'warm' | 'cold', field: 'open' | 'editable', q: 'median_ms' | 'p95_ms') => round(open.big[kind][field][q] / open.empty[kind][field][q], 2);
    const ratios = {
      warm: { open_median: ratio('warm', 'open', 'median_ms'), open_p95: ratio('warm', 'open', 'p95_ms'), editable_median: ratio('warm', 'editable', 'median_ms'), editable_p95: ratio('warm', 'editable', 'p95_ms') },
      cold: { open_median: ratio('cold', 'open', 'median_ms'), open_p95: ratio('cold', 'open', 'p95_ms'), editable_median: ratio('cold', 'editable', 'median_ms'), editable_p95: ratio('cold', 'editable', 'p95_ms') },
    };

    // Part 2.
    const memberEmail = secondMember(app);
    const member = await signInSession(app.baseUrl, memberEmail, app.temp.dataset.password);
    console.log(`Remote keystrokes: owner types ${keys} × "${MARK}" every ${intervalMs} ms, ${memberEmail} watches …`);
    const typing = await remoteKeystrokes(browser, app, member, project.id, keys, intervalMs, errors);

    const rows: Array<Array<string | number>> = [];
    for (const which of ['empty', 'big'] as const) {
      for (const kind of ['warm', 'cold'] as const) {
        const s = open[which][kind];
        rows.push([`${which} (${kind})`, s.open.median_ms, s.open.p95_ms, s.editable.median_ms, s.editable.p95_ms, s.keystroke.median_ms, s.textbox_median_ms, s.synced_median_ms, s.long_tasks_median, s.longest_task_max_ms]);
      }
    }
    console.log(`\n${formatTable(['page', 'open med', 'open p95', 'editable med', 'editable p95', 'key→DOM med', 'textbox med', 'synced med', 'long tasks', 'longest task'], rows)}`);
    const openMet = ratios.warm.open_median <= GOAL.open_ratio && ratios.warm.editable_median <= GOAL.open_ratio;
    console.log(`big / empty (warm): open ${ratios.warm.open_median}× (p95 ${ratios.warm.open_p95}×), editable ${ratios.warm.editable_median}× (p95 ${ratios.warm.editable_p95}×); cold: open ${ratios.cold.open_median}×, editable ${ratios.cold.editable_median}× — goal ≤ ${GOAL.open_ratio}× ${openMet ? 'met' : 'MISSED'}`);
    console.log(`\n${formatTable(['remote keystrokes', 'n', 'p50 ms', 'p95 ms', 'max ms'], [
      ['A keydown → B DOM', typing.remote.n, typing.remote.p50_ms, typing.remote.p95_ms, typing.remote.max_ms],
      ['A keydown → A DOM (local)', typing.local_echo.n, typing.local_echo.p50_ms, typing.local_echo.p95_ms, typing.local_echo.max_ms],
    ])}`);
    const remoteMet = typing.remote.n === keys && typing.remote.p95_ms <= GOAL.remote_p95_ms;
    console.log(`remote p95 ${typing.remote.p95_ms} ms (goal ≤ ${GOAL.remote_p95_ms}) ${remoteMet ? 'met' : 'MISSED'}; seen by B ${typing.seen_by_b}/${keys}; editors identical ${typing.editors_equal}; stored description_html identical ${typing.stored_equal} (after ${typing.stored_wait_seconds} s); clock A→B→A ordered ${typing.clock_check.a_then_b_then_a_ordered}`);
    const uniqueErrors = [...new Set(errors)];
    if (uniqueErrors.length) console.log(`page errors (${errors.length}, ${uniqueErrors.length} distinct): ${uniqueErrors.slice(0, 10).join(' | ')}`);
    const file = writeResults('pages-browser', {
      config: {
        dataset: 'W10k', dataset_sha256: app.temp.sha256, project: project.identifier, reps, keys, interval_ms: intervalMs,
        big_page: { words: big.words, blocks: big.blocks, html_bytes: big.html.length, stored_words: storedWords, words_in_editor: shownWords },
        second_user: memberEmail, web_build: app.web, chromium: browser.version(),
        clock: 'part 2: performance.timeOrigin + performance.now() in both pages (one browser, one machine)',
      },
      goal: GOAL,
      open,
      ratios_big_over_empty: ratios,
      remote_keystrokes: typing,
      goal_check: {
        open_ratio: { warm_open_median: ratios.warm.open_median, warm_editable_median: ratios.warm.editable_median, met: openMet },
        remote_p95: { p95_ms: typing.remote.p95_ms, all_seen: typing.remote.n === keys, met: remoteMet },
        identical: { editors: typing.editors_equal, stored: typing.stored_equal },
      },
      samples: samples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? round(v, 1) : v]))),
      page_errors: uniqueErrors,
      wall_seconds: round((performance.now() - startedAt) / 1000, 1),
    });
    console.log(`results: ${file}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
