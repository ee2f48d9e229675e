import type { FastifyInstance } from 'fastify';

/** Work items (issues and epics): CRUD, identifier lookup, meta, sub-issues, archive, deleted, drafts, subscriptions, description versions, display properties, dates, bulk calls. */
export function registerWorkItemsRoutes(app: FastifyInstance): void {
  void app;
}
