import type { FastifyInstance } from 'fastify';

/** Relations between work items. */
export function registerRelationsRoutes(app: FastifyInstance): void {
  void app;
}
