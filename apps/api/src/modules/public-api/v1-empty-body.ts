import { API_V1_PREFIX } from '@cairn/types';
import type { FastifyInstance } from 'fastify';

/**
 * The seed's SDK (axios) sends `Content-Type: application/json` with no body on its body-less calls (archive,
 * unarchive and every DELETE); Fastify refuses those with 400 "Body cannot be empty". For /api/v1/ requests that carry
 * no body at all (no Content-Length above 0, no Transfer-Encoding), the content type is dropped before parsing, so
 * they read as body-less requests. Requests with a body are parsed as before.
 */
export function allowEmptyV1Bodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith(`${API_V1_PREFIX}/`) || req.headers['content-type'] === undefined) return;
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) delete req.headers['content-type'];
  });
}
