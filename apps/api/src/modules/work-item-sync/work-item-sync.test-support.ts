import { apiPaths, type WorkItem, type WorkItemSyncPage } from '@cairn/types';
import type { Agent, TestApp } from '../../test/test-app';

// Helpers of the sync tests (not a test file itself).

/** The seed's time origin: item g is updated at BASE + floor(g / 7) ms + (g·37 mod 1000) µs. */
export const SYNC_BASE = Date.UTC(2026, 1, 2, 9, 0, 0);
/** Items per millisecond of the seed: a page boundary falls inside a millisecond, between rows that differ in µs only. */
export const PER_MS = 7;

/** The millisecond (as ISO) the seed's item number g was updated in. */
export const seedMs = (g: number) => new Date(SYNC_BASE + Math.floor(g / PER_MS)).toISOString();

/**
 * `n` issues in a project with one INSERT … SELECT generate_series: name 'Item g', description '<p>Item g</p>', updated
 * as above (µs within the ms scattered), every 50th archived, every 10th created by `guestId` (else `creatorId`).
 */
export async function seedSyncItems(t: TestApp, workspaceId: string, projectId: string, stateId: string, creatorId: string, guestId: string, n: number): Promise<void> {
  await t.query(
    `INSERT INTO work_items (workspace_id, project_id, sequence_id, name, description_html, state_id, created_by, created_at, updated_at, archived_at)
     SELECT $1, $2, g, 'Item ' || g, '<p>Item ' || g || '</p>', $3, CASE WHEN g % 10 = 0 THEN $5::uuid ELSE $4::uuid END,
       $6::timestamptz - INTERVAL '1 day',
       $6::timestamptz + (g / ${PER_MS}) * INTERVAL '1 millisecond' + ((g * 37) % 1000) * INTERVAL '1 microsecond',
       CASE WHEN g % 50 = 0 THEN $6::timestamptz - INTERVAL '1 hour' END
     FROM generate_series(1, ${n}) AS g`,
    [workspaceId, projectId, stateId, creatorId, guestId, new Date(SYNC_BASE).toISOString()],
  );
  await t.query('UPDATE projects SET issue_sequence = $2 WHERE id = $1', [projectId, n]);
}

/** A sync URL with its query. */
export function syncUrl(slug: string, projectId: string, query: Record<string, string | number | undefined> = {}): string {
  const q = Object.entries(query)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${apiPaths.workItemSync(slug, projectId)}${q ? `?${q}` : ''}`;
}

/** One sync page (throws unless 200). */
export async function syncPage(agent: Agent, url: string): Promise<WorkItemSyncPage> {
  const res = await agent.get(url);
  if (res.statusCode !== 200) throw new Error(`sync failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Every page of a sync, following next_after; `between(pageIndex)` runs after each page (to change data mid-sync).
 * Stops after `maxPages` so a cursor that never ends fails the test instead of hanging it.
 */
export async function syncAllPages(
  agent: Agent,
  slug: string,
  projectId: string,
  query: { updated_at__gt?: string; per_page?: number } = {},
  between: (pageIndex: number, page: WorkItemSyncPage) => Promise<void> = async () => undefined,
  maxPages = 20,
): Promise<WorkItemSyncPage[]> {
  const pages: WorkItemSyncPage[] = [];
  let after: string | undefined;
  do {
    const page = await syncPage(agent, syncUrl(slug, projectId, { ...query, after }));
    pages.push(page);
    await between(pages.length - 1, page);
    after = page.next_after ?? undefined;
  } while (after !== undefined && pages.length < maxPages);
  if (after !== undefined) throw new Error(`no last page after ${maxPages} pages`);
  return pages;
}

/** (updated_at, id) of an item, the order of a sync. */
export const syncKeyOf = (i: Pick<WorkItem, 'updated_at' | 'id'>) => `${i.updated_at},${i.id}`;

/** The cacheable items of a project as stored (id → name and updated_at at ms precision). */
export async function storedSyncItems(t: TestApp, projectId: string): Promise<Map<string, { name: string; updated_at: string }>> {
  const rows = await t.query<{ id: string; name: string; updated_at: string }>(
    `SELECT id, name, to_char(date_trunc('milliseconds', updated_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
     FROM work_items WHERE project_id = $1 AND deleted_at IS NULL AND NOT is_draft AND NOT is_epic`,
    [projectId],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, updated_at: r.updated_at }]));
}
