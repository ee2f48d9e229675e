import type { FastifyInstance } from 'fastify';

/** Links of a work item. */
export function registerLinksRoutes(app: FastifyInstance): void {
  void app;
}
