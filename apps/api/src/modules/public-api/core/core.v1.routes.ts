import type { FastifyInstance } from 'fastify';

/** The public API v1: projects (CRUD, archive, features), states, labels, members, estimates and stickies. */
export function registerV1CoreRoutes(app: FastifyInstance): void {
  void app;
}
