import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { allowListOf, mayConnect } from './outbound-address';

// The SSRF-safe HTTP client of outbound requests (webhooks; reusable by link previews): the host is resolved ONCE,
// every address it resolves to is checked, and the socket connects to the checked address (a custom `lookup`), so a
// DNS answer that changes between the check and the connect cannot steer it inside. No redirects are followed, the
// whole exchange has a timeout, and at most `maxBytes` of the answer are read.

/** Why an outbound request did not get an answer. */
export type OutboundFailure = 'refused' | 'unresolved' | 'timeout' | 'network' | 'invalid';

/** An outbound request that got no answer (refused, unresolvable host, timeout, network error). */
export class OutboundError extends Error {
  constructor(
    public readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/** A checked destination: the URL and the address to connect to. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host once and checks every address it resolves to (all must be allowed: a name answering both a
 * public and an internal address is refused). Throws OutboundError 'invalid' | 'unresolved' | 'refused'.
 */
export async function resolveOutboundTarget(rawUrl: string, allowList: readonly string[]): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new OutboundError('invalid', 'not a URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw new OutboundError('invalid', 'only http(s) URLs without credentials');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (err) {
      throw new OutboundError('unresolved', `could not resolve ${host}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    if (addresses.length === 0) throw new OutboundError('unresolved', `could not resolve ${host}`);
  }
  const allowed = allowListOf(allowList);
  const refused = addresses.find((a) => !mayConnect(a.address, allowed));
  if (refused) throw new OutboundError('refused', `${host} resolves to ${refused.address}, an address outbound requests may not reach`);
  const first = addresses[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** An outbound request. */
export interface OutboundRequest {
  url: string;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Most response bytes read; the rest is dropped (`truncated`). */
  maxBytes: number;
  /** IPs / CIDRs allowed although internal (config outboundAllowList). */
  allowList: readonly string[];
}

/** The answer (whatever its status: redirects are returned, never followed). */
export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  truncated: boolean;
  durationMs: number;
}

/** Sends one request to the checked address; throws OutboundError when there is no answer. */
export async function outboundRequest(req: OutboundRequest): Promise<OutboundResponse> {
  const started = Date.now();
  const target = await resolveOutboundTarget(req.url, req.allowList);
  // Every connection of this request goes to the checked address, whatever the resolver would say now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (err: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const request = client.request(
      target.url,
      { method: req.method, headers: { ...req.headers, ...(req.body !== undefined ? { 'content-length': String(Buffer.byteLength(req.body)) } : {}) }, lookup: pinned, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const done = () =>
          finish(() =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), truncated, durationMs: Date.now() - started }),
          );
        res.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = req.maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            done();
            res.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', done);
        res.on('error', (err) => finish(() => reject(new OutboundError('network', err.message))));
        res.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish(() => reject(new OutboundError('timeout', `no answer within ${req.timeoutMs} ms`)));
      request.destroy();
    }, req.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => finish(() => reject(new OutboundError('network', err.code ? `${err.code}: ${err.message}` : err.message))));
    request.end(req.body);
  });
}
