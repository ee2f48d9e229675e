import { slugParamsSchema, streamQuerySchema, streamReadySchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests, unauthorized } from '../http/errors';
import { openEventStream } from '../http/sse';
import { ANY_ROLE, requireWorkspaceRole } from '../modules/workspaces/workspaces.policy';
import { defineRoute } from '../http/route';
import { findEventCursor } from '../data/repositories/events.repository';
import { TooManyStreamsError, type EventHub } from './event-hub';

/** The stream's URL (documented in libs/types event.schema and apps/api/CONTEXT.md; not in OpenAPI: it never ends). */
export const EVENTS_STREAM_URL = '/api/workspaces/:slug/events/stream/';

/** The resume cursor: Last-Event-ID (what EventSource sends on reconnect) wins over ?after=. */
function resumeCursor(header: string | string[] | undefined, after: number | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value.trim() !== '') {
    const n = Number(value);
    if (Number.isSafeInteger(n) && n >= 0) return n;
  }
  return after;
}

/**
 * GET /api/workspaces/{slug}/events/stream/ — Server-Sent Events of the workspace's changes the caller may see.
 * Session cookie (a GET: no CSRF); outsiders 404 as every workspace route; 429 past the per-user stream bound. Raw
 * reply.raw with SSE headers rather than a plugin: the stream is one write loop and Fastify's own hooks already ran.
 * Authorisation reads the database once, briefly; the stream then holds no connection (the hub reads for everyone).
 */
export function registerEventRoutes(app: FastifyInstance, hub: EventHub): void {
  // The cursor a page's data is as new as: the server embeds it in the boot payload, and the client opens its stream
  // after it, so changes made between the page's load and the stream's start are not missed.
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/events/version/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: streamReadySchema },
    tags: ['events'],
    summary: "The workspace's latest event version (resume the live stream after it: ?after=)",
    handler: async ({ db, user, params }) => {
      const access = await requireWorkspaceRole(db, params.slug, user.id, ANY_ROLE);
      return { version: (await findEventCursor(db, access.workspace.id)).version };
    },
  });
  app.route({
    method: 'GET',
    url: EVENTS_STREAM_URL,
    handler: async (req, reply) => {
      if (!req.user) throw unauthorized();
      const params = slugParamsSchema.parse(req.params ?? {});
      const query = streamQuerySchema.parse(req.query ?? {});
      const userId = req.user.id;
      const access = await requireWorkspaceRole(app.deps.db, params.slug, userId, ANY_ROLE);
      try {
        hub.reserve(userId);
      } catch (error) {
        if (error instanceof TooManyStreamsError) throw tooManyRequests(5);
        throw error;
      }
      const res = openEventStream(req, reply);
      let close: (() => void) | undefined;
      let gone = false;
      res.on('close', () => {
        gone = true;
        if (close) close();
      });
      try {
        close = await hub.open(userId, access.workspace.id, resumeCursor(req.headers['last-event-id'], query.after), {
          write: (chunk) => {
            if (!res.writableEnded) res.write(chunk);
          },
          end: () => {
            if (!res.writableEnded) res.end();
          },
          buffered: () => res.writableLength,
        });
        if (gone) close();
      } catch (error) {
        hub.release(userId);
        req.log.error({ err: error }, 'event stream failed to open');
        if (!res.writableEnded) res.end();
      }
    },
  });
}
