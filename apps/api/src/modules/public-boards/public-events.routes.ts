import { anchorParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import type { EventRow } from '../../data/schema/events.schema';
import { TooManyStreamsError, type EventHub } from '../../events/event-hub';
import { HttpError, tooManyRequests } from '../../http/errors';
import { getOpenApiRegistry } from '../../http/openapi';
import { openEventStream } from '../../http/sse';
import { openPublicRead } from './public-boards.handlers';
import { resolveAnchor } from './public-anchor';

/** The public board's live pings (in OpenAPI as a text/event-stream GET; the stream never ends). */
export const PUBLIC_EVENTS_URL = '/api/public/anchor/:anchor/events/';

/** Entity types whose committed events could change what a board shows. */
const SHOWN = new Set(['work_item', 'comment', 'reaction', 'vote', 'state', 'label', 'cycle', 'module', 'deploy_board', 'project', 'view']);
/** Events after which the anchor is resolved again (unpublished, project archived, view made private → `gone`). */
const RECHECK = new Set(['deploy_board', 'project', 'view']);
/** A socket holding more unsent bytes than this is a reader that does not read: the stream ends. */
const MAX_BUFFERED = 64 * 1024;

const message = (event: string) => `event: ${event}\ndata: {}\n\n`;

/**
 * GET /api/public/anchor/{anchor}/events/ — Server-Sent Events for anyone viewing a published board: `ready` at once,
 * `change` (data `{}`: no entity data, no ids — the viewer reloads what it shows) when an event of the board's project
 * commits that could change the board, at most one per ping gap (coalesced), a `: ping` comment every heartbeat, and
 * `gone` (then the end) when the board stops resolving. Rate-limited like every public read; open streams are bounded
 * per client IP and per process (429). The hub's feed reads the events for every stream; a stream holds no connection.
 */
export function registerPublicEventsRoute(app: FastifyInstance, hub: EventHub): void {
  // Documented by hand: a hijacked reply is no defineRoute handler, but the path is part of the public API.
  getOpenApiRegistry(app).add({
    method: 'GET',
    url: PUBLIC_EVENTS_URL,
    auth: 'public',
    tags: ['public'],
    summary: "Live pings of a published board (Server-Sent Events: ready, change with data {}, gone; ': ping' heartbeats)",
    params: anchorParamsSchema,
  });
  app.route({
    method: 'GET',
    url: PUBLIC_EVENTS_URL,
    handler: async (req, reply) => {
      const { db } = app.deps;
      const params = anchorParamsSchema.parse(req.params ?? {});
      const target = await openPublicRead(db, req, reply, params.anchor, app.deps.now());
      const clientKey = `ip:${req.ip}`;
      try {
        hub.reserveWatcher(clientKey);
      } catch (error) {
        if (error instanceof TooManyStreamsError) throw tooManyRequests(5);
        throw error;
      }
      const res = openEventStream(req, reply);

      const { heartbeatMs, pingGapMs } = hub.watcherTiming;
      let ended = false;
      let lastPing = 0;
      let pingTimer: NodeJS.Timeout | undefined;
      let stop: (() => void) | undefined;
      const write = (chunk: string) => {
        if (ended || res.writableEnded) return;
        if (res.writableLength > MAX_BUFFERED) return finish();
        res.write(chunk);
      };
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
      function finish() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(pingTimer);
        stop?.();
        hub.releaseWatcher(clientKey);
        if (!res.writableEnded) res.end();
      }
      const sendChange = () => {
        pingTimer = undefined;
        lastPing = Date.now();
        write(message('change'));
      };
      // Coalesced: the first change after a quiet gap goes at once, later ones wait for the gap and go as one.
      const ping = () => {
        if (ended || pingTimer) return;
        const wait = lastPing + pingGapMs - Date.now();
        if (wait <= 0) sendChange();
        else {
          pingTimer = setTimeout(sendChange, wait);
          pingTimer.unref();
        }
      };
      const gone = () => {
        write(message('gone'));
        finish();
      };
      const onEvents = (rows: EventRow[]) => {
        if (ended) return;
        if (rows.some((r) => RECHECK.has(r.entity_type))) {
          // Not published any more → gone; a failed read is not an answer: ping, and the viewer's reload will tell.
          resolveAnchor(db, target.board.anchor).then(ping, (error: unknown) => (error instanceof HttpError && error.status === 404 ? gone() : ping()));
        } else if (rows.some((r) => SHOWN.has(r.entity_type))) ping();
      };
      res.on('close', finish);
      write(message('ready'));
      try {
        const unwatch = await hub.watchProject(target.workspace.id, { projectId: target.project.id, onEvents, end: finish });
        if (ended) unwatch();
        else stop = unwatch;
      } catch (error) {
        req.log.error({ err: error }, 'public event stream failed to open');
        finish();
      }
    },
  });
}
