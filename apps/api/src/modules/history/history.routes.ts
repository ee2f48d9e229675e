import type { FastifyInstance } from 'fastify';

/** The activity and comment feed of a work item (history/). */
export function registerHistoryRoutes(app: FastifyInstance): void {
  void app;
}
