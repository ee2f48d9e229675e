// B4 part 1b (and a first cut of B1): opening a list INSIDE the running app — the way a user opens one, from the
// projects page — rather than loading the whole app. For each layout: click the project's link → the first row of
// the layout in the DOM (a row of this project) → two requestAnimationFrame callbacks, measured in the page with
// performance.now(). Two modes in the same run, interleaved:
//   - cache off: LOCAL_DB_ENABLED=false, every list page comes from the server (over loopback);
//   - cache on: the browser's local database (wa-sqlite worker), after the project's first sync completed in this
//     profile (the run waits for it once, then measures).
// Each profile's page goes to about:blank after its open, so one profile's background work (the cache's re-sync, the
// live stream) does not share the server with the other's measured open.
import type { Browser, Page } from 'playwright-core';
import type { WorkItemLayout } from '@cairn/types';
import { median, quantile, round } from '../lib/stats';
import type { BenchApp } from './bench-app';
import { clickToRows, LIST_BUSY, openProfile, SYNCED_MARK, type CacheMode } from './cache-profile';
import { LAYOUT_PROBES } from './layouts';

export type { CacheMode } from './cache-profile';

/** Summary of one layout in one mode. */
export interface InAppStats {
  runs: number;
  median_ms: number;
  p95_ms: number;
  min_ms: number;
  samples_ms: number[];
}

/** Per layout, per mode; and how long the first sync of the project took in the cache-on profile. */
export interface InAppResult {
  layouts: Record<string, Record<CacheMode, InAppStats>>;
  first_sync_seconds: number | null;
  page_errors: string[];
}

async function waitForFirstSync(page: Page): Promise<number> {
  const started = Date.now();
  await page.waitForFunction((mark) => Object.keys(window.localStorage).some((k) => k.startsWith(mark)), SYNCED_MARK, { timeout: 300_000, polling: 250 });
  return (Date.now() - started) / 1000;
}

/** Goes to the projects page (the app is loaded and idle there), then clicks into the list and times its first rows. */
async function openOnce(page: Page, slug: string, projectId: string, identifier: string, row: string): Promise<number> {
  await page.goto(`/${slug}/projects`, { waitUntil: 'load' });
  const link = `a[href$="/projects/${projectId}/issues"]`;
  await page.waitForSelector(link, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const timing = await clickToRows(page, { link, row, prefix: `${identifier}-`, busy: LIST_BUSY, timeoutMs: 30_000 });
  return timing.first_row_ms;
}

function stats(samples: number[]): InAppStats {
  return {
    runs: samples.length,
    median_ms: round(median(samples), 1),
    p95_ms: round(quantile(samples, 0.95), 1),
    min_ms: round(Math.min(...samples), 1),
    samples_ms: samples.map((s) => round(s, 1)),
  };
}

/**
 * Measures every layout `reps` times in both modes (one profile per mode for the whole run, so the cache-on profile
 * keeps its synced database), after one unmeasured open of each layout in each mode.
 */
export async function measureInAppOpen(
  browser: Browser,
  app: BenchApp,
  project: { id: string; identifier: string },
  layouts: readonly WorkItemLayout[],
  reps: number,
): Promise<InAppResult> {
  const errors: string[] = [];
  const slug = app.temp.dataset.workspace.slug;
  const profiles = { 'cache-off': await openProfile(browser, app, 'cache-off', errors), 'cache-on': await openProfile(browser, app, 'cache-on', errors) };
  const samples = new Map<string, number[]>();
  let firstSync: number | null = null;
  try {
    await profiles['cache-on'].page.goto(`/${slug}/projects`, { waitUntil: 'load' });
    firstSync = await waitForFirstSync(profiles['cache-on'].page);
    console.log(`  in-app: the cache-on profile synced the workspace in ${round(firstSync, 1)} s`);
    for (let rep = -1; rep < reps; rep += 1) {
      const line: string[] = [];
      for (const layout of layouts) {
        await app.setDisplayFilters(project.id, { layout });
        for (const mode of ['cache-off', 'cache-on'] as const) {
          const ms = await openOnce(profiles[mode].page, slug, project.id, project.identifier, LAYOUT_PROBES[layout].row);
          // Parked between its turns: a profile left on the list keeps working (the cache's re-sync, the live stream
          // answering the next layout's settings change) and its requests queued ahead of the other profile's open.
          await profiles[mode].page.goto('about:blank');
          if (rep >= 0) (samples.get(`${layout}:${mode}`) ?? samples.set(`${layout}:${mode}`, []).get(`${layout}:${mode}`)!).push(ms);
          line.push(`${layout} ${mode === 'cache-on' ? 'on' : 'off'} ${Math.round(ms)}`);
        }
      }
      if (rep >= 0) console.log(`  in-app rep ${rep + 1}/${reps} (ms): ${line.join(', ')}`);
    }
  } finally {
    for (const p of Object.values(profiles)) await p.context.close();
  }
  const result: InAppResult = { layouts: {}, first_sync_seconds: firstSync === null ? null : round(firstSync, 1), page_errors: [...new Set(errors)] };
  for (const layout of layouts) {
    result.layouts[layout] = { 'cache-off': stats(samples.get(`${layout}:cache-off`) ?? []), 'cache-on': stats(samples.get(`${layout}:cache-on`) ?? []) };
  }
  return result;
}
