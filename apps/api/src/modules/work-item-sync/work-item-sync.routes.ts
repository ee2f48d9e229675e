import type { FastifyInstance } from 'fastify';

/** Sync calls of the browser's local work-item cache (sync-issues/, sync-removed-issues/). */
export function registerWorkItemSyncRoutes(app: FastifyInstance): void {
  void app;
}
