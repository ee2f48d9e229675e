import type { FastifyInstance } from 'fastify';
import { isHttps } from './session';

/** The Content-Security-Policy of the API and the apps. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  // wasm-unsafe-eval lets the local cache's worker compile wa-sqlite's WebAssembly; it allows no eval of script.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "form-action 'self'",
].join('; ');

/**
 * The CSP of the public viewer's pages (/spaces/, issue 20): stricter than the app's — no WebAssembly, no blob:
 * workers or images, never framed (anyone may link a board; no one may frame it to trick its visitors).
 */
export const SPACES_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "form-action 'self'",
].join('; ');

/** X-Robots-Tag of public pages and answers search engines may not index (all but an indexable board's). */
export const ROBOTS_NOINDEX = 'noindex, nofollow';

/** Whether a request is for the public viewer's pages or files (/spaces and below). */
export function isSpacesUrl(url: string): boolean {
  return url === '/spaces' || url.startsWith('/spaces/') || url.startsWith('/spaces?');
}

/** HSTS sent with answers served over https (180 days): browsers then refuse plain http for the host. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * Adds CSP, nosniff and the referrer policy to every answer, and HSTS to those served over https (directly or, with
 * TRUST_PROXY, per X-Forwarded-Proto); a route may set its own CSP first (the API docs do).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isHttps(req)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    const spaces = isSpacesUrl(req.url);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', spaces ? SPACES_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', spaces ? 'DENY' : 'SAMEORIGIN');
    return payload;
  });
}
