import type { FastifyInstance } from 'fastify';

/** Assets v2: upload slots, uploads, marking uploaded, delete and restore, serving files; work-item attachments. */
export function registerAssetsRoutes(app: FastifyInstance): void {
  void app;
}
