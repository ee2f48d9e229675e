import { apiPaths, bootPayloadSchema, matchAppRoute, peekIdOf, type BootPayload } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { buildSignedOutBoot } from './boot.handlers';
import { bootScriptElement, signedOutBoot } from './boot.presenter';
import { layoutModules, preloadLinks, ROUTE_MODULES, type ViteManifest } from './boot.preload';

/** A web page sent in two parts: what needs no data at once, the boot payload when it is ready. */
export interface StreamedWebIndex {
  /** index.html up to its </head>, with the route's chunks preloaded: the browser fetches the JS while the server works. */
  head: string;
  /** The rest: the stored layout's chunk, the boot payload, </head> and the body. Never rejects. */
  rest: Promise<string>;
  /** True when the request carries a session cookie: the page may hold user data (never cached or shared). */
  personal: boolean;
}

const SESSION_COOKIE = /(?:^|;\s*)session_id=/;

async function bootPayloadFor(app: FastifyInstance, path: string, cookie: string | undefined): Promise<BootPayload> {
  if (cookie && SESSION_COOKIE.test(cookie)) {
    const res = await app.inject({ method: 'GET', url: apiPaths.boot(path), headers: { cookie } });
    const parsed = res.statusCode === 200 ? bootPayloadSchema.safeParse(res.json()) : undefined;
    if (parsed?.success) return parsed.data;
  }
  return buildSignedOutBoot(app, path);
}

/**
 * The app's entry module made `async`: it runs as soon as it is loaded instead of after the whole document, so its
 * evaluation (the start-up JS, one long main-thread task) overlaps the server's work on the boot payload. The app
 * waits for the document before it reads the payload (apps/web app/boot-payload.ts).
 */
export function asyncEntry(head: string): string {
  return head.replace(/<script type="module"(?![^>]*\basync\b)/, '<script type="module" async');
}

/**
 * The web app's index.html for `url` in two parts (issue 11: the boot's server time off the critical path). The head
 * goes out at once with the route's chunks preloaded; the boot payload follows — with a session cookie from GET
 * /api/boot/ asked in-process (session checks, timeouts and authorisation are that route's); without one, or when the
 * session is gone, the signed-out payload, the same for everyone. The app's module script is made async (asyncEntry) and
 * waits for the parsed document before it reads the payload.
 */
export function streamWebIndex(app: FastifyInstance, html: string, manifest: ViteManifest, url: string, cookie: string | undefined): StreamedWebIndex {
  const path = url.slice(0, 2000);
  const route = matchAppRoute(path);
  const cut = html.includes('</head>') ? html.indexOf('</head>') : html.length;
  // A list opened on its peek (?peekId=) also needs the detail's chunk.
  const peek = peekIdOf(path) && route.kind === 'project' ? [ROUTE_MODULES.workItemDetail] : [];
  const head = asyncEntry(html.slice(0, cut)) + preloadLinks(manifest, route, html, '/', peek);
  const rest = bootPayloadFor(app, path, cookie)
    .catch(() => buildSignedOutBoot(app, path))
    .catch(() => signedOutBoot(path))
    .then((payload) => {
      const layout = layoutModules(route, payload);
      const later = layout.length > 0 ? preloadLinks(manifest, { kind: 'none' }, head, '/', layout) : '';
      return later + bootScriptElement(payload) + html.slice(cut);
    });
  return { head, rest, personal: !!cookie && SESSION_COOKIE.test(cookie) };
}
