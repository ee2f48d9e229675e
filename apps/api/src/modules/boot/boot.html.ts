import { apiPaths, bootPayloadSchema, matchAppRoute, type BootPayload } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { buildSignedOutBoot } from './boot.handlers';
import { bootScriptElement } from './boot.presenter';
import { layoutModules, preloadLinks, type ViteManifest } from './boot.preload';

/** What the web app's HTML for one URL carries: the boot payload element and the route's preload links. */
export interface BootHtml {
  html: string;
  /** True when the page carries user data (then it must not be cached or shared). */
  personal: boolean;
}

/**
 * The web app's index.html for `url`, with the route's chunks preloaded and the boot payload embedded in <head>. With a
 * session cookie the payload comes from GET /api/boot/ asked in-process (session checks, timeouts and authorisation
 * are that route's); without one, or when the session is gone, the page says signed out and stays the same for everyone.
 */
export async function renderWebIndex(app: FastifyInstance, html: string, manifest: ViteManifest, url: string, cookie: string | undefined): Promise<BootHtml> {
  const path = url.slice(0, 2000);
  let payload: BootPayload | undefined;
  if (cookie && /(?:^|;\s*)session_id=/.test(cookie)) {
    const res = await app.inject({ method: 'GET', url: apiPaths.boot(path), headers: { cookie } });
    const parsed = res.statusCode === 200 ? bootPayloadSchema.safeParse(res.json()) : undefined;
    if (parsed?.success) payload = parsed.data;
  }
  payload ??= await buildSignedOutBoot(app, path);
  const route = matchAppRoute(path);
  const head = preloadLinks(manifest, route, html, '/', layoutModules(route, payload)) + bootScriptElement(payload);
  const page = html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${html}${head}`;
  return { html: page, personal: payload.signed_in };
}
