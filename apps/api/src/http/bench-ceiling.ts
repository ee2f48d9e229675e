import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, notFound, unauthorized } from './errors';
import { defineRoute } from './route';

/** The route of the serialisation ceiling (benchmark B5, tools/bench/api-list.bench.ts). */
export const BENCH_CEILING_URL = '/api/bench-ceiling/';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only when CAIRN_BENCH_CEILING=1 (never in production): GET /api/bench-ceiling/ answers with the stored bytes of one
 * real API answer, with no database work at all — the most this process can serve for a page of that size, which the
 * list benchmark compares the real endpoint with. `?from=/api/…` (signed in) first fetches that GET in-process as the
 * caller and stores its bytes. Answers loopback clients only, since the stored page is served without a session.
 */
export function registerBenchCeiling(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  if (env.CAIRN_BENCH_CEILING !== '1') return;
  app.log.warn(`benchmark ceiling route enabled at ${BENCH_CEILING_URL} (CAIRN_BENCH_CEILING=1): not for production`);
  let page: { body: Buffer; type: string } | null = null;
  defineRoute(app, {
    method: 'GET',
    url: BENCH_CEILING_URL,
    auth: 'public',
    query: z.object({ from: z.string().startsWith('/api/').optional() }),
    tags: ['bench'],
    summary: 'Benchmark only: serve the stored bytes of one API answer (?from= stores a new one)',
    handler: async ({ req, reply, query, user }) => {
      if (!LOOPBACK.has(req.ip)) throw forbidden();
      if (query.from !== undefined) {
        if (!user) throw unauthorized();
        if (query.from.startsWith(BENCH_CEILING_URL)) throw badRequest('from must be another route');
        const res = await app.inject({ method: 'GET', url: query.from, headers: { cookie: req.headers.cookie ?? '' } });
        if (res.statusCode !== 200) throw badRequest(`GET ${query.from} answered ${res.statusCode}`);
        page = { body: res.rawPayload, type: String(res.headers['content-type'] ?? 'application/json; charset=utf-8') };
      }
      if (!page) throw notFound('No page stored yet: call with ?from=/api/… first.');
      return reply.type(page.type).send(page.body);
    },
  });
}
