import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are (compressing them saves less than it costs). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request (JSON, the streamed page): 4 compresses a list page about as fast
 * as gzip's default and smaller. The built apps' files are compressed once at build time at 10 (tools/vite
 * precompress-plugin.ts) and served as they are (@fastify/static preCompressed).
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compresses the API's answers (br, else gzip) when the client accepts it and the type is compressible, with
 * @fastify/compress. Server-Sent Events are hijacked replies and never pass through it; an answer that already has a
 * Content-Encoding (pre-compressed files, the streamed page) is left as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}

/** The encoding to use for a request's Accept-Encoding: br, else gzip, else none (a q=0 token counts as refused). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * A stream of text sent in parts (the streamed page: its head at once, the rest later), compressed for the request
 * when it accepts br or gzip. Every part is flushed as it is written, so the client gets the head before the rest
 * exists — a compressor left to itself would hold it back until it has a block's worth.
 */
export function compressedParts(req: FastifyRequest, reply: FastifyReply, parts: Readable): Readable {
  reply.header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return parts;
  const compressor = encoding === 'br'
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
  reply.header('content-encoding', encoding);
  // The parts never fail (the page falls back to a signed-out payload); a client gone mid-way just ends the pipe.
  return pipeline(parts, compressor, () => undefined);
}
