import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { LOCAL_SYNC_PAGE_SIZE } from '../local-cache-constants';
import { uuidSchema } from './common.schema';
import { workItemSchema } from './work-item.schema';

const isoTimestamp = z.string().datetime({ offset: true, message: 'Use an ISO 8601 timestamp' });

/**
 * GET {project}/sync-issues/: the project's work items for the local cache, oldest change first, ordered by
 * (updated_at, id) and compared at millisecond precision (the precision of the wire).
 * - updated_at__gt: only items changed after this instant (later syncs pass the newest updated_at they hold).
 * - after: keyset of the last row of the previous page, `<updated_at ISO>,<id>` — the answer's next_after. A keyset
 *   (not an offset) so that items changed while a sync pages through are neither skipped nor lost.
 * - per_page: 1…500, default 500.
 * Items: live and archived issues the caller can see (drafts and epics are not cached), with description_html.
 */
export const workItemSyncQuerySchema = z.object({
  updated_at__gt: isoTimestamp.optional(),
  after: z.string().regex(/^[^,]{10,40},[0-9a-f-]{36}$/i, SCHEMA_TEXT.useUpdatedAtId).optional(),
  per_page: z.coerce.number().int().min(1).max(LOCAL_SYNC_PAGE_SIZE).optional(),
});
/** A sync page: results, how many items match the query in all (progress), and the keyset of the next page or null. */
export const workItemSyncPageSchema = z.object({
  results: z.array(workItemSchema),
  total_count: z.number().int(),
  next_after: z.string().nullable(),
});

/**
 * GET {project}/sync-removed-issues/?since=ISO: ids the cache must drop because they changed after `since` and are no
 * longer cacheable — soft-deleted, turned into a draft or an epic. `since` is required.
 */
export const removedWorkItemsQuerySchema = z.object({ since: isoTimestamp });
export const removedWorkItemsSchema = z.object({
  results: z.array(z.object({ id: uuidSchema, removed_at: z.string() })),
});

export type WorkItemSyncQuery = z.infer<typeof workItemSyncQuerySchema>;
export type WorkItemSyncPage = z.infer<typeof workItemSyncPageSchema>;
export type RemovedWorkItemsQuery = z.infer<typeof removedWorkItemsQuerySchema>;
export type RemovedWorkItems = z.infer<typeof removedWorkItemsSchema>;
