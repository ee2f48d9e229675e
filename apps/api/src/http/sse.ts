import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { isHttps } from './session';

/**
 * Takes a reply over as a Server-Sent Events stream: hijacks it and writes the head — the headers set so far (CORS,
 * no-store, robots…), the event-stream ones, and the security headers every answer carries (a hijacked reply skips the
 * onSend hooks that set them). Answers the raw response to write events to. Used by the workspace stream and the
 * public boards' stream.
 */
export function openEventStream(req: FastifyRequest, reply: FastifyReply): ServerResponse {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    // nginx: pass each message on at once.
    'x-accel-buffering': 'no',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(isHttps(req) ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  });
  res.flushHeaders();
  return res;
}
