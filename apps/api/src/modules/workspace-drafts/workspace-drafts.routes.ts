import type { FastifyInstance } from 'fastify';

/** Workspace drafts (draft-issues/) and draft-to-issue. */
export function registerWorkspaceDraftsRoutes(app: FastifyInstance): void {
  void app;
}
