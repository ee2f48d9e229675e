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

/** HSTS sent with answers served over https (180 days): browsers then refuse plain http for the host. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * Adds CSP, nosniff and the referrer policy to every answer, and HSTS to those served over https (directly or, with
 * TRUST_PROXY, per X-Forwarded-Proto); a route may set its own CSP first (the API docs do).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isHttps(req)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
