// Plain HTTP clients of `npm run test:scale` (node:http, not fetch: a request can leave from a chosen loopback address,
// 127.0.0.x, so the proxy sees distinct clients and each check has its own per-IP rate-limit buckets).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** A cookie jar with the CSRF double-submit the API wants on unsafe requests. */
export function createJar() {
  return new Map();
}

function absorb(jar, headers) {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * One request to `base` (http://127.0.0.1:port). opts: jar (cookies, updated from the answer), body (JSON), from
 * (local address), headers, timeoutMs. Resolves { status, headers, text, bytes, json(), upstream }.
 */
export function request(base, method, path, opts = {}) {
  const { jar, body, from, headers = {}, timeoutMs = 20_000 } = opts;
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const h = { ...headers };
  if (payload !== undefined) h['content-type'] = 'application/json';
  if (jar?.size) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (jar?.has('csrftoken') && method !== 'GET') h['x-csrftoken'] = jar.get('csrftoken');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: h, localAddress: from, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (jar) absorb(jar, res.headers);
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: res.statusCode, headers: res.headers, text, bytes, upstream: res.headers['x-upstream'], json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A signed-out client: a jar holding the CSRF cookie (fetched from `base`). */
export async function newClient(base, from) {
  const jar = createJar();
  const res = await request(base, 'GET', '/auth/get-csrf-token/', { jar, from });
  if (res.status !== 200 || !jar.has('csrftoken')) throw new Error(`no CSRF token from ${base}: ${res.status} ${res.text}`);
  return jar;
}

/** Throws unless the answer is 2xx (with what the server said). */
export function expectOk(res, what) {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/**
 * Opens a Server-Sent Events stream (GET `path` on `base` with the jar's cookies) and parses its messages as they
 * arrive, each stamped with performance.now(). Resolves once the answer's head is in: { status, upstream, messages,
 * waitFor(predicate, timeoutMs), close() }.
 */
export function openStream(base, path, { jar, from } = {}) {
  const url = new URL(path, base);
  const messages = [];
  const waiters = new Set();
  const headers = { accept: 'text/event-stream' };
  if (jar?.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'GET', headers, localAddress: from, agent: false }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = { at, event: 'message', data: '', id: undefined };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue; // a comment (heartbeat)
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') message.event = value;
            else if (field === 'data') message.data += message.data ? `\n${value}` : value;
            else if (field === 'id') message.id = value;
          }
          if (block.split('\n').every((l) => l.startsWith(':'))) continue;
          try {
            message.json = JSON.parse(message.data);
          } catch {
            message.json = undefined;
          }
          messages.push(message);
          for (const w of waiters) w.check();
        }
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode,
        upstream: res.headers['x-upstream'],
        contentType: res.headers['content-type'],
        messages,
        /** Resolves with the first message (already in or still to come) that matches, or null after timeoutMs. */
        waitFor(predicate, timeoutMs) {
          return new Promise((done) => {
            const w = {
              check() {
                const found = messages.find(predicate);
                if (!found) return;
                waiters.delete(w);
                clearTimeout(w.timer);
                done(found);
              },
            };
            w.timer = setTimeout(() => {
              waiters.delete(w);
              done(null);
            }, timeoutMs);
            waiters.add(w);
            w.check();
          });
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
