// Watching the app from playwright: wait until the cache's start-up sync went quiet, the server list requests a page
// sends, and the list query it sent its cache (tapped; the floor and the raw comparator run exactly that).
import type { Page, Request } from 'playwright-core';
import { workItemListFilterQuerySchema, type WorkItemListFilterQuery } from '@cairn/types';
import type { FloorQueryContext } from '../local-db-harness/floor-protocol';
import type { TappedCall } from './cache-probes';

/**
 * Resolves once the page's app has asked sync-issues/ at least `syncRequests` times since the call and no request has
 * been in flight for `quietMs` — the live stream excepted — (a reload syncs every joined project again: one sync-issues/ and one
 * sync-removed-issues/ each, then their states, labels and members). Rejects after `timeoutMs`.
 */
export async function waitForCacheIdle(page: Page, run: () => Promise<unknown>, opts: { syncRequests: number; quietMs?: number; timeoutMs?: number }): Promise<void> {
  const quietMs = opts.quietMs ?? 1500;
  const inFlight = new Set<Request>();
  let syncDone = 0;
  let lastChange = Date.now();
  // The live stream (SSE, issue 12) stays open as long as the workspace is on screen: it is not activity.
  const counts = (r: Request) => !r.url().includes('/events/stream/');
  const onRequest = (r: Request) => {
    if (!counts(r)) return;
    inFlight.add(r);
    lastChange = Date.now();
  };
  const onEnd = (r: Request) => {
    if (!counts(r)) return;
    inFlight.delete(r);
    lastChange = Date.now();
    if (r.url().includes('/sync-issues/')) syncDone += 1;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    await run();
    const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
    while (syncDone < opts.syncRequests || inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the cache did not go quiet (${syncDone}/${opts.syncRequests} sync requests, ${inFlight.size} in flight)`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

/** The server list requests of a project (GET …/projects/<id>/issues/?…) a page sends, as playwright sees them. */
export interface ListRequestTracker {
  /** Requests sent so far. */
  sent(): number;
  /** Waits until none is in flight (up to timeoutMs). */
  settle(timeoutMs?: number): Promise<void>;
  stop(): void;
}

export function trackListRequests(page: Page, projectId: string): ListRequestTracker {
  const marker = `/projects/${projectId}/issues/?`;
  let sent = 0;
  const inFlight = new Set<Request>();
  const onRequest = (r: Request) => {
    if (r.method() !== 'GET' || !r.url().includes(marker)) return;
    sent += 1;
    inFlight.add(r);
  };
  const onEnd = (r: Request) => inFlight.delete(r);
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    sent: () => sent,
    async settle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 && Date.now() < deadline) await page.waitForTimeout(20);
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

/** The list query the page sent to its cache worker (tapped), parsed as the worker would receive it. */
export function tappedListQuery(q: TappedCall): { ctx: FloorQueryContext; query: WorkItemListFilterQuery } {
  if (!q.params) throw new Error(`tapped call ${q.type} carries no list query`);
  const parsed = workItemListFilterQuerySchema.safeParse(q.params.query);
  if (!parsed.success) throw new Error(`the app sent the cache a list query the schema refuses: ${JSON.stringify(q.params.query)}`);
  return { ctx: q.params.ctx as unknown as FloorQueryContext, query: parsed.data };
}
