// B7's browser part (live.bench.ts --browser): two people on the same project list in two Chromium contexts. The
// first changes an item's priority from its row (the row's picker, as a user does); measured per change:
//   - local: the click on the option → the row showing the new value (the DOM commit), and → the next frame after it;
//   - the second person's list showing it (wall clock, both contexts on this machine).
import type { Page } from 'playwright-core';
import { launchChromium, newBenchContext } from './browser/chromium';
import type { BenchSession } from './lib/session';
import { quantile, round } from './lib/stats';

const PRIORITIES = ['Urgent', 'High', 'Medium', 'Low', 'None'] as const;

/** What one change measured. */
interface ChangeTimes {
  commitMs: number;
  frameMs: number;
  otherMs: number;
}

// In the page: stamps when the row's priority chip of `key` shows `text` (commit), the frame after it, and the wall
// clock; and when an option was clicked. Sent as source text (the bench's tsx output must not leak helpers into it).
async function watch(page: Page, key: string, text: string): Promise<void> {
  await page.evaluate(({ key, text }) => {
    const w = window as unknown as { __b7: Record<string, number> };
    w.__b7 = { click: 0, clickWall: 0, commit: 0, frame: 0, wall: 0 };
    const label = `Priority of ${key}`;
    const shows = () => document.querySelector(`button[aria-label="${label}"]`)?.textContent?.trim() === text;
    const onClick = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[role="option"]')) {
        w.__b7.click = performance.now();
        w.__b7.clickWall = Date.now();
      }
    };
    document.addEventListener('click', onClick, true);
    const observer = new MutationObserver(() => {
      if (w.__b7.commit || !shows()) return;
      w.__b7.commit = performance.now();
      w.__b7.wall = Date.now();
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      requestAnimationFrame(() => {
        w.__b7.frame = performance.now();
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, { key, text });
}

async function stamps(page: Page): Promise<Record<string, number>> {
  await page.waitForFunction(() => (window as unknown as { __b7: Record<string, number> }).__b7.frame > 0, undefined, { timeout: 10_000 });
  return page.evaluate(() => (window as unknown as { __b7: Record<string, number> }).__b7);
}

/** Opens the list for both people, makes `rounds` priority changes from the first one's rows, and summarises. */
export async function measureInBrowser(baseUrl: string, first: BenchSession, second: BenchSession, listPath: string, keys: string[], rounds: number) {
  const browser = await launchChromium();
  try {
    const [a, b] = await Promise.all([newBenchContext(browser, baseUrl, first), newBenchContext(browser, baseUrl, second)]);
    const [pageA, pageB] = await Promise.all([a.newPage(), b.newPage()]);
    const errors: string[] = [];
    for (const page of [pageA, pageB]) page.on('pageerror', (e) => errors.push(e.message));
    await Promise.all([pageA.goto(listPath), pageB.goto(listPath)]);
    await Promise.all([pageA, pageB].map((p) => p.locator(`button[aria-label="Priority of ${keys[0]}"]`).waitFor({ timeout: 60_000 }))).catch(async (error: unknown) => {
      if (process.env.B7_SHOT) await pageA.screenshot({ path: process.env.B7_SHOT });
      throw error;
    });
    // Let both streams open (the app connects after its first render).
    await pageA.waitForTimeout(1500);
    const times: ChangeTimes[] = [];
    for (let n = 0; n < rounds; n += 1) {
      const key = keys[n % keys.length];
      const chip = pageA.locator(`button[aria-label="Priority of ${key}"]`);
      const current = (await chip.textContent())?.trim();
      const target = PRIORITIES.find((p) => p !== current) ?? 'High';
      await Promise.all([watch(pageA, key, target), watch(pageB, key, target)]);
      await chip.click();
      await pageA.getByRole('listbox').getByRole('option', { name: target, exact: true }).click();
      const [sa, sb] = await Promise.all([stamps(pageA), stamps(pageB)]);
      times.push({ commitMs: sa.commit - sa.click, frameMs: sa.frame - sa.click, otherMs: sb.wall - sa.clickWall });
      await pageA.waitForTimeout(250);
    }
    const q = (values: number[], p: number) => round(quantile(values, p), 1);
    const commit = times.map((t) => t.commitMs);
    const frame = times.map((t) => t.frameMs);
    const other = times.map((t) => t.otherMs);
    return {
      changes: times.length,
      local_commit_p50_ms: q(commit, 0.5), local_commit_p95_ms: q(commit, 0.95),
      local_frame_p50_ms: q(frame, 0.5), local_frame_p95_ms: q(frame, 0.95),
      second_client_p50_ms: q(other, 0.5), second_client_p95_ms: q(other, 0.95),
      page_errors: errors,
    };
  } finally {
    await browser.close();
  }
}
