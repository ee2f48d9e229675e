import { removedWorkItemsQuerySchema, removedWorkItemsSchema, workItemSyncPageSchema, workItemSyncQuerySchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { listRemovedSyncWorkItems, listSyncWorkItems } from './work-item-sync.handlers';

const tags = ['work-item-sync'];

/** Sync calls of the browser's local work-item cache (sync-issues/, sync-removed-issues/). */
export function registerWorkItemSyncRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/sync-issues/',
    auth: 'session',
    params: projectParamsSchema,
    query: workItemSyncQuerySchema,
    response: { 200: workItemSyncPageSchema },
    tags,
    summary:
      "A page of the project's live and archived issues for the local cache (no drafts, epics or deleted items; guests without " +
      'guest_view_all_features: their own), with description_html, ordered by (updated_at, id) at millisecond precision. ' +
      'updated_at__gt: changed strictly after that instant; after=<updated_at>,<id> (the previous next_after): strictly after that pair; ' +
      'per_page 1–500 (default 500). total_count counts the items matching updated_at__gt; next_after is null on the last page',
    handler: async ({ db, user, params, query }) => listSyncWorkItems(db, params.slug, params.projectId, user.id, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/sync-removed-issues/',
    auth: 'session',
    params: projectParamsSchema,
    query: removedWorkItemsQuerySchema,
    response: { 200: removedWorkItemsSchema },
    tags,
    summary:
      'Ids the local cache must drop: items of the project deleted after `since`, or drafts and epics changed after it ' +
      '(guests without guest_view_all_features: their own items only), oldest first, each with removed_at',
    handler: async ({ db, user, params, query }) => listRemovedSyncWorkItems(db, params.slug, params.projectId, user.id, query.since),
  });
}
