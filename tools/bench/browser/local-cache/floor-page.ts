// The floor of B1–B3 from the bench's side: builds local-db-harness/ (its worker runs @cairn/local-db on OPFS) and
// serves it with the captured sync pages (`/sync-page/<i>`, the exact bytes the API sent), then drives one harness
// page per browser profile. The harness is another origin than the app, so it fills its own database (B2's floor).
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../lib/repo';
import { newBenchContext } from '../chromium';
import { startHarnessServer, type HarnessServer } from '../harness-server';
import type { FillTiming, FloorCallName, FloorCalls, FloorDbOwner, FloorOpenTiming, FloorQuery } from '../local-db-harness/floor-protocol';

const CONFIG = 'local-cache-floor';

/** The served floor page and the pages it fills its database from. */
export interface FloorServer {
  server: HarnessServer<Record<string, never>>;
  pageCount: number;
  stop(): Promise<void>;
}

/** Builds the harness and serves it with `pages` (sync pages in the order the floor writes them). */
export async function startFloorServer(pages: readonly Buffer[]): Promise<FloorServer> {
  const server = await startHarnessServer<Record<string, never>>({
    root: path.join(repoRoot(), 'tools', 'bench', 'browser', 'local-db-harness'),
    tempPrefix: 'cairn-local-cache-floor-',
    route: (url, _req, res) => {
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return true;
      }
      const match = /^\/sync-page\/(\d+)$/.exec(url.pathname);
      if (!match) return false;
      const body = pages[Number(match[1])];
      if (!body) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
      return true;
    },
  });
  server.setConfig(CONFIG, {});
  return { server, pageCount: pages.length, stop: () => server.stop() };
}

/** One harness page in its own profile (its own OPFS). */
export interface FloorPage {
  context: BrowserContext;
  page: Page;
  /** Storage kind and the wasm + VFS start-up time (ms). */
  init: { storage: string; ms: number };
  fill(owner: FloorDbOwner, projectIds: string[]): Promise<FillTiming>;
  openAndRender(q: FloorQuery): Promise<FloorOpenTiming>;
  timeQuery(q: FloorQuery, reps: number): Promise<FloorCalls['timeQuery']['result']>;
  close(): Promise<void>;
}

function call<K extends FloorCallName>(page: Page, op: K, params: FloorCalls[K]['params']): Promise<FloorCalls[K]['result']> {
  return page.evaluate(
    ({ op, params }) => {
      const floor = window.__floor;
      if (!floor) throw new Error('the floor page is not ready');
      return floor.call(op, params);
    },
    { op, params },
  ) as Promise<FloorCalls[K]['result']>;
}

/** Opens the harness in a fresh profile and starts its storage (wasm), untimed by the benchmarks. */
export async function openFloorPage(browser: Browser, floor: FloorServer, errors: string[]): Promise<FloorPage> {
  const context = await newBenchContext(browser, floor.server.baseUrl);
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`floor: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`floor console: ${m.text()}`);
    });
    await page.goto(`/?config=${CONFIG}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__floor !== undefined, null, { timeout: 30_000 });
    const init = await call(page, 'init', {});
    return {
      context,
      page,
      init,
      fill: (owner, projectIds) => call(page, 'fill', { owner, pages: floor.pageCount, projectIds }),
      openAndRender: (q) => page.evaluate((query) => window.__floor!.openAndRender(query), q),
      timeQuery: (q, reps) => call(page, 'timeQuery', { ...q, reps }),
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
