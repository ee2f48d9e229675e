import type { FastifyInstance } from 'fastify';

/** Comments of a work item and their reactions. */
export function registerCommentsRoutes(app: FastifyInstance): void {
  void app;
}
