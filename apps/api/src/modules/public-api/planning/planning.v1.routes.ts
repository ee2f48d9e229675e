import type { FastifyInstance } from 'fastify';

/** The public API v1: cycles, modules and intake issues. */
export function registerV1PlanningRoutes(app: FastifyInstance): void {
  void app;
}
