import { createHmac } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver on loopback for the tests (not a test file itself): records every request and answers as told.

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request: a status (default 200), a body, a delay; `hang` never answers. */
export interface Answer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  hang?: boolean;
}

/** A running receiver. */
export interface Receiver {
  /** http://127.0.0.1:<port>/hook */
  url: string;
  port: number;
  received: Received[];
  /** Answers of the next requests, in order; when none is left, `fallback` answers. */
  queue: Answer[];
  fallback: Answer;
  /** How many requests are received but not yet answered. */
  inFlight(): number;
  /** Their webhook-id headers. */
  inFlightIds(): string[];
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 (a free port). */
export async function startReceiver(): Promise<Receiver> {
  const sockets = new Set<import('node:net').Socket>();
  const pending = new Set<string>();
  const receiver: Receiver = {
    url: '',
    port: 0,
    received: [],
    queue: [],
    fallback: { status: 200, body: 'ok' },
    inFlight: () => pending.size,
    inFlightIds: () => [...pending],
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const id = String(req.headers['webhook-id'] ?? receiver.received.length);
      pending.add(id);
      res.on('close', () => pending.delete(id));
      const answer = receiver.queue.shift() ?? receiver.fallback;
      if (answer.hang) return;
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return receiver;
}

/** Recomputes both signatures of a received delivery with the secret: X-Plane-Signature and webhook-signature. */
export function expectedSignatures(secret: string, r: Received): { plane: string; standard: string } {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return {
    plane: createHmac('sha256', secret).update(r.body).digest('hex'),
    standard: `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest('base64')}`,
  };
}
