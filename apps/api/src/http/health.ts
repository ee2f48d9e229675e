import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '../data/repositories/health.repository';
import { defineRoute } from './route';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

/** GET /api/health/: public liveness with a database round trip (503 when the database does not answer). */
export function registerHealthRoute(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health/',
    auth: 'public',
    tags: ['health'],
    summary: 'Health check (reports whether the database answers)',
    response: { 200: healthSchema, 503: healthSchema },
    handler: async ({ db, reply, req }) => {
      try {
        await pingDatabase(db);
        return { status: 'ok', db: 'ok' };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        reply.code(503);
        return { status: 'error', db: 'error' };
      }
    },
  });
}
