// Which work items a page has loaded, read from the list API's answers as the page receives them (the app exposes no
// count of its own): flat pages (results: [...]) and grouped or sub-grouped ones (results: {group: {results}}).
import type { Page } from 'playwright-core';
import type { WorkItem } from '@cairn/types';

/** The items of one list answer, whatever its shape. */
export function itemsOfListAnswer(body: unknown): WorkItem[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (Array.isArray(results)) return results as WorkItem[];
  if (!results || typeof results !== 'object') return [];
  return Object.values(results as Record<string, unknown>).flatMap((group) => itemsOfListAnswer(group));
}

/** Items by id, in the order they first arrived. */
export interface LoadedItems {
  items: Map<string, WorkItem>;
  /** List answers received. */
  pages(): number;
  /** Waits until more than `count` items are loaded; false after `timeoutMs` without that. */
  waitForMoreThan(count: number, timeoutMs: number): Promise<boolean>;
}

/** Starts collecting the answers of GET `listPath` (path only, any query) that `page` receives. */
export function trackLoadedItems(page: Page, listPath: string): LoadedItems {
  const items = new Map<string, WorkItem>();
  let pages = 0;
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() !== 'GET' || res.status() !== 200 || new URL(res.url()).pathname !== listPath) return;
    void res
      .json()
      .then((body: unknown) => {
        pages += 1;
        for (const item of itemsOfListAnswer(body)) if (!items.has(item.id)) items.set(item.id, item);
      })
      .catch(() => undefined);
  });
  return {
    items,
    pages: () => pages,
    async waitForMoreThan(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (items.size <= count) {
        if (Date.now() > deadline) return false;
        await new Promise((r) => setTimeout(r, 25));
      }
      return true;
    },
  };
}
