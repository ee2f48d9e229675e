import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';

/**
 * Fastify's trustProxy option for the TRUST_PROXY setting. A hop count n becomes a function trusting the socket peer
 * and the n-1 right-most X-Forwarded-For entries, so the client IP is the address the outermost trusted proxy saw and
 * X-Forwarded-Proto counts. (Fastify itself treats a bare number as "trust nothing", which ignored X-Forwarded-Proto,
 * and `true` as "trust every entry", which let clients choose their IP.) Address lists are passed through.
 */
export function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
