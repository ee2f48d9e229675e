import { PAGE_DESCRIPTION_MAX_BYTES } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/errors';

// Request bodies of the page routes (registered only inside their own Fastify context): application/octet-stream
// (a Yjs update for PATCH description/), and JSON with room for a page's whole HTML or base64 document — the
// server-wide limit is 1 MiB; a page may hold PAGE_DESCRIPTION_MAX_BYTES. Any other content type is refused with 400.

/** The largest octet-stream body read: a little over the page limit, so the handler answers 413 with the page's text. */
export const PAGE_BINARY_BODY_LIMIT = PAGE_DESCRIPTION_MAX_BYTES + 64 * 1024;
/** The largest JSON body of a page route: the page limit in base64, plus room for the envelope. */
export const PAGE_JSON_BODY_LIMIT = Math.ceil((PAGE_DESCRIPTION_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * An application/octet-stream body. The bytes sit in a private field: the input guard walks every body's enumerable
 * keys looking for NUL characters, which for a Buffer would be one entry per byte (and NUL bytes are legal here).
 */
export class RawPageBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  /** The body's bytes. */
  get bytes(): Buffer {
    return this.#bytes;
  }
}

const JSON_ONLY = 'Send JSON (application/json); only a page description also takes application/octet-stream';

/** Registers the page routes' body parsers on their (encapsulated) context. */
export function registerPageBodyParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: PAGE_BINARY_BODY_LIMIT }, (_req, body, done) => {
    done(null, new RawPageBody(body as Buffer));
  });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: PAGE_JSON_BODY_LIMIT }, scope.getDefaultJsonParser('error', 'error'));
  // Only PATCH description/ takes raw bytes; elsewhere zod would read the wrapper as an empty object.
  scope.addHook('preValidation', async (req) => {
    if (req.body instanceof RawPageBody && !(req.method === 'PATCH' && req.routeOptions.url?.endsWith('/description/'))) throw badRequest(JSON_ONLY);
  });
  scope.addContentTypeParser('*', (_req, _payload, done) => {
    done(badRequest(JSON_ONLY), undefined);
  });
}
