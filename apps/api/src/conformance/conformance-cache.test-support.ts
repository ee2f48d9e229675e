import { readFileSync } from 'node:fs';
import { apiPaths, type AnyWorkItemPage, type WorkItem } from '@cairn/types';
import {
  buildListIndexes, createHttpSyncTransport, createMemoryStorage, openLocalDb, replaceReferenceData, syncProject, type LocalDatabase, type LocalDbStorage, type ReferenceRow,
} from '@cairn/local-db';
import type { Agent } from '../test/test-app';

// The local cache side of the conformance suite (not a test file itself): a memory-VFS wa-sqlite database per user,
// filled from the REAL server — the lib's own HTTP sync transport over the test app's agent (app.inject), and the
// states and labels the API answers — plus the page summaries both sides are compared by.

/** A memory storage (one wasm module; each user's database is a file in it). */
export async function conformanceStorage(): Promise<LocalDbStorage> {
  return createMemoryStorage({ wasmBinary: readFileSync(require.resolve('@journeyapps/wa-sqlite/dist/wa-sqlite.wasm')) });
}

/**
 * A fetch for createHttpSyncTransport that goes through the agent (its session cookie) and asks for small sync pages,
 * so the keyset walk crosses page boundaries inside runs of equal updated_at values.
 */
function agentFetch(agent: Agent, perPage: number) {
  return async (url: string) => {
    const res = await agent.get(`${url}${url.includes('?') ? '&' : '?'}per_page=${perPage}`);
    return { ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, json: async () => res.json() as unknown };
  };
}

/** GET a JSON array from the API (throws unless 200). */
async function getRows(agent: Agent, url: string): Promise<ReferenceRow[]> {
  const res = await agent.get(url);
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The caller's cache of a workspace, filled as the browser fills it: a new file with its list indexes deferred, every
 * given project synced through sync-issues/ (first sync; pages of `syncPageSize`), its states and labels replaced from
 * the API's answers, then the list indexes built. Throws unless every sync ends ready.
 */
export async function fillCacheFromServer(
  storage: LocalDbStorage,
  who: { agent: Agent; userId: string; workspaceId: string; slug: string },
  projectIds: readonly string[],
  syncPageSize = 37,
): Promise<LocalDatabase> {
  const { db } = await openLocalDb(storage, { userId: who.userId, workspaceId: who.workspaceId }, { deferListIndexes: true });
  const transport = createHttpSyncTransport({ workspaceSlug: who.slug, fetch: agentFetch(who.agent, syncPageSize) });
  for (const projectId of projectIds) {
    const result = await syncProject(db, transport, { projectId });
    if (result.status !== 'ready') throw new Error(`sync of ${projectId} ended ${result.status}: ${String(result.error)}`);
    await replaceReferenceData(db, 'states', await getRows(who.agent, apiPaths.states(who.slug, projectId)), { projectId });
    await replaceReferenceData(db, 'labels', await getRows(who.agent, apiPaths.labels(who.slug, projectId)), { projectId });
  }
  await buildListIndexes(db);
  return db;
}

/** An item as a summary shows it: `<project letter>-<sequence> <id>` (readable in a diff; the id is what is compared). */
export type ItemLabel = string;
/** A page reduced to what must agree: items in order, totals, flags, cursors; groups by key (sub-groups inside). */
export type PageSummary =
  | { kind: 'flat'; items: ItemLabel[]; total_count: number; next_page_results: boolean; next_cursor: string; prev_cursor: string }
  | {
      kind: 'grouped';
      grouped_by: string;
      sub_grouped_by: string | null;
      total_count: number;
      next_page_results: boolean;
      next_cursor: string;
      prev_cursor: string;
      groups: Record<string, { total_results: number; items?: ItemLabel[]; subs?: Record<string, { total_results: number; items: ItemLabel[] }> }>;
    };

/** Summarises a page; `letterOf` names an item's project. */
export function summarisePage(page: AnyWorkItemPage, letterOf: (projectId: string) => string): PageSummary {
  const label = (i: WorkItem) => `${letterOf(i.project_id)}-${i.sequence_id} ${i.id}`;
  const paging = { total_count: page.total_count, next_page_results: page.next_page_results, next_cursor: page.next_cursor, prev_cursor: page.prev_cursor };
  if (Array.isArray(page.results)) return { kind: 'flat', items: page.results.map(label), ...paging };
  const grouped = page as Extract<AnyWorkItemPage, { grouped_by: string }>;
  const groups: Extract<PageSummary, { kind: 'grouped' }>['groups'] = {};
  for (const [key, group] of Object.entries(grouped.results as Record<string, { results: unknown; total_results: number }>)) {
    if (Array.isArray(group.results)) groups[key] = { total_results: group.total_results, items: (group.results as WorkItem[]).map(label) };
    else {
      const subs: Record<string, { total_results: number; items: ItemLabel[] }> = {};
      for (const [sk, sub] of Object.entries(group.results as Record<string, { results: WorkItem[]; total_results: number }>)) subs[sk] = { total_results: sub.total_results, items: sub.results.map(label) };
      groups[key] = { total_results: group.total_results, subs };
    }
  }
  return { kind: 'grouped', grouped_by: grouped.grouped_by, sub_grouped_by: grouped.sub_grouped_by ?? null, groups, ...paging };
}

/** Every item id a page holds (flat, grouped or sub-grouped; an item in several groups once per group). */
export function pageItemIds(page: AnyWorkItemPage): string[] {
  if (Array.isArray(page.results)) return page.results.map((i) => i.id);
  const out: string[] = [];
  for (const group of Object.values(page.results as Record<string, { results: unknown }>)) {
    if (Array.isArray(group.results)) out.push(...(group.results as WorkItem[]).map((i) => i.id));
    else for (const sub of Object.values(group.results as Record<string, { results: WorkItem[] }>)) out.push(...sub.results.map((i) => i.id));
  }
  return out;
}

/** The order of a page's group keys, each with its sub-group keys in order (flat pages: none). */
export function groupKeyOrder(page: AnyWorkItemPage): Array<[string, string[]]> {
  if (Array.isArray(page.results)) return [];
  return Object.entries(page.results as Record<string, { results: unknown }>).map(([key, group]) => [key, Array.isArray(group.results) ? [] : Object.keys(group.results as object)]);
}
