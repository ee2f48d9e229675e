import { LOCAL_SYNC_PAGE_SIZE, type RemovedWorkItems, type WorkItemSyncPage, type WorkItemSyncQuery } from '@cairn/types';
import { z } from 'zod';
import type { Db } from '../../data/db';
import { listRemovedSyncRows, listSyncPage, type SyncKeyset, type WorkItemSyncScope } from '../../data/repositories/work-item-sync.repository';
import { badRequest } from '../../http/errors';
import { requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { visibleCreator } from '../work-items/work-items.access';
import { WORK_ITEM_READERS } from '../work-items/work-items.policy';
import { presentLoadedWorkItems } from '../work-items/work-items.presenter';

/** The message of workItemSyncQuerySchema's `after` rule, for the parts its regex lets through (a bad date, a bad uuid). */
export const SYNC_AFTER_MESSAGE = 'Use <updated_at>,<id>';

const keysetSchema = z.object({ at: z.string().datetime({ offset: true }), id: z.string().uuid() });

const MIN_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const MAX_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An ISO instant (any offset, any fraction) at ms precision, as toISOString renders it. Kept within years 1…9999
 * (what PostgreSQL reads back in this form; no item is stored outside them, so the answer is the same).
 */
const toMs = (iso: string) => new Date(Math.min(Math.max(Date.parse(iso), MIN_INSTANT), MAX_INSTANT)).toISOString();

/** `after=<updated_at ISO>,<id>` → keyset; what the schema's regex accepts but is no date or no uuid → 400 with its message. */
export function parseSyncAfter(after: string | undefined): SyncKeyset | undefined {
  if (after === undefined) return undefined;
  const comma = after.lastIndexOf(',');
  const parsed = keysetSchema.safeParse({ at: after.slice(0, comma), id: after.slice(comma + 1) });
  if (!parsed.success) throw badRequest(SYNC_AFTER_MESSAGE, { after: [SYNC_AFTER_MESSAGE] });
  return { at: toMs(parsed.data.at), id: parsed.data.id.toLowerCase() };
}

/** The caller's sync scope: the project, limited to their own items for a guest without guest_view_all_features. */
function syncScope(access: ProjectAccess, userId: string): WorkItemSyncScope {
  return { workspaceId: access.workspace.id, projectId: access.project.id, creatorId: visibleCreator(access, userId) };
}

/**
 * GET {project}/sync-issues/ (every project role): a page of the project's live and archived issues the caller sees,
 * with descriptions, in (updated_at, id) order at ms precision. A fixed number of statements: the access check, the
 * page (rows, extras and total together) and — only for an empty page past a keyset — a count.
 */
export async function listSyncWorkItems(db: Db, slug: string, projectId: string, userId: string, query: WorkItemSyncQuery): Promise<WorkItemSyncPage> {
  const after = parseSyncAfter(query.after);
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const changedAfter = query.updated_at__gt === undefined ? undefined : toMs(query.updated_at__gt);
  const page = await listSyncPage(db, syncScope(access, userId), { changedAfter, after, perPage: query.per_page ?? LOCAL_SYNC_PAGE_SIZE }, userId);
  return {
    results: presentLoadedWorkItems(page.rows, page.extras),
    total_count: page.total,
    next_after: page.next ? `${page.next.at},${page.next.id}` : null,
  };
}

/** GET {project}/sync-removed-issues/?since= (every project role): ids the cache drops — deleted, or made drafts or epics, after `since`. */
export async function listRemovedSyncWorkItems(db: Db, slug: string, projectId: string, userId: string, since: string): Promise<RemovedWorkItems> {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const rows = await listRemovedSyncRows(db, syncScope(access, userId), toMs(since));
  return { results: rows.map((r) => ({ id: r.id, removed_at: r.removed_at.toISOString() })) };
}
