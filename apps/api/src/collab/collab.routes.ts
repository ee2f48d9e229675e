import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { PAGE_COLLAB_CLOSE, PAGE_DESCRIPTION_MAX_BYTES } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { databaseBusyError, runAsRequest } from '../data/db-gate';
import { findCookieSession, SESSION_COOKIE } from '../http/session';
import { decideCollabAccess, type CollabTarget } from './collab-access';
import { CollabHub, type CollabHubOptions } from './collab-hub';
import { PageDocMissingError } from './page-doc-state';
import { registerCollabHub, unregisterCollabHub } from './page-collab';

// The page collaboration WebSocket (y-websocket protocol) on the API's own HTTP server:
//   GET /api/collab/workspaces/{slug}/projects/{projectId}/pages/{pageId}[?…]  (Upgrade: websocket)
// = apiPaths.pageCollabBase(slug, projectId) + '/' + pageId. The Origin must be the app's (PUBLIC_URL) or the host the
// request was sent to (cross-site WebSocket hijacking: a browser sends the cookie with any site's WebSocket, and the
// CSRF header cannot be set on one); else 403 before the upgrade. The session cookie is resolved by the session
// hook's own function; refusals upgrade and close at once with a PAGE_COLLAB_CLOSE code (what the client can read).

/** The URL prefix of the collaboration sockets. */
export const COLLAB_PREFIX = '/api/collab/';
const COLLAB_PATH = /^\/api\/collab\/workspaces\/([^/]+)\/projects\/([^/]+)\/pages\/([^/]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(socket: Duplex, status: number, text: string, extra = ''): void {
  try {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n${extra}\r\n`);
  } finally {
    socket.destroy();
  }
}

/** True when the request's Origin is the app's public origin or the very host it was sent to. */
export function collabOriginAllowed(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(publicUrl).origin) return true;
  return Boolean(req.headers.host) && url.host === req.headers.host;
}

function parseTarget(rawUrl: string): CollabTarget | undefined {
  const m = COLLAB_PATH.exec(rawUrl.split('?')[0]);
  if (!m) return undefined;
  try {
    return { slug: decodeURIComponent(m[1]), projectId: decodeURIComponent(m[2]), pageId: decodeURIComponent(m[3]) };
  } catch {
    return undefined;
  }
}

/** Serves the collaboration sockets on the app's HTTP server; starts (and on close stops) the process's hub. */
export async function registerCollabRoutes(app: FastifyInstance, options: CollabHubOptions = {}): Promise<CollabHub> {
  const { deps } = app;
  const hub = new CollabHub(deps.db, app.log, options);
  await hub.start(deps.listen);
  registerCollabHub(deps.db, hub);
  const wss = new WebSocketServer({ noServer: true, maxPayload: PAGE_DESCRIPTION_MAX_BYTES + 1024, perMessageDeflate: false });

  const decide = async (req: IncomingMessage, target: CollabTarget): Promise<{ code: number } | { userId: string; readOnly: boolean }> => {
    const token = app.parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
    const session = token ? await findCookieSession(deps, token) : null;
    if (!session) return { code: PAGE_COLLAB_CLOSE.UNAUTHORISED };
    if (!UUID.test(target.projectId) || !UUID.test(target.pageId)) return { code: PAGE_COLLAB_CLOSE.NOT_FOUND };
    const access = await decideCollabAccess(deps.db, { ...target, projectId: target.projectId.toLowerCase(), pageId: target.pageId.toLowerCase() }, session.user.id);
    if (!access.ok) return { code: access.code };
    return { userId: session.user.id, readOnly: access.readOnly };
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '';
    if (!url.startsWith(COLLAB_PREFIX)) {
      // Nobody else serves upgrades on this server: answer rather than leave the socket hanging.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    const target = parseTarget(url);
    if (!target) return refuse(socket, 404, 'Not Found');
    if (!collabOriginAllowed(req, deps.config.publicUrl)) return refuse(socket, 403, 'Forbidden');
    socket.on('error', () => socket.destroy());
    runAsRequest(() => {
      decide(req, target).then(
        (decision) => {
          if (socket.destroyed) return;
          wss.handleUpgrade(req, socket, head, (ws) => {
            if ('code' in decision) return ws.close(decision.code);
            hub.attach(ws, { ...target, projectId: target.projectId.toLowerCase(), pageId: target.pageId.toLowerCase() }, decision.userId, decision.readOnly).catch((error: unknown) => {
              if (!(error instanceof PageDocMissingError)) app.log.error({ err: error }, 'page collaboration: open failed');
              ws.close(error instanceof PageDocMissingError ? PAGE_COLLAB_CLOSE.NOT_FOUND : 1011);
            });
          });
        },
        (error: unknown) => {
          const busy = databaseBusyError(error);
          if (busy) return refuse(socket, 503, 'Service Unavailable', `Retry-After: ${busy.retryAfterSec}\r\n`);
          app.log.error({ err: error }, 'page collaboration: upgrade failed');
          refuse(socket, 500, 'Internal Server Error');
        },
      );
    });
  };
  app.server.on('upgrade', onUpgrade);

  // Before the HTTP server closes (it would wait for the upgraded sockets): close them, store every open document.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    unregisterCollabHub(deps.db, hub);
    await hub.stop();
    wss.close();
  });
  return hub;
}
