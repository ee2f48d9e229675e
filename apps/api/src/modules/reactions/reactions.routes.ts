import type { FastifyInstance } from 'fastify';

/** Reactions on a work item. */
export function registerReactionsRoutes(app: FastifyInstance): void {
  void app;
}
