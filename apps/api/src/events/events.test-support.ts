import http from 'node:http';
import type { StreamEvent } from '@cairn/types';
import type { Agent, TestApp } from '../test/test-app';

// A real SSE client over a listening server (not inject): reads the body as it arrives and parses messages.

/** One parsed SSE message. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** An open stream: its status, the messages so far and ways to wait for more. */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: SseMessage[];
  /** `change` messages' data. */
  changes(): StreamEvent[];
  /** Resolves once `pred` holds for the messages (rejects after `ms`). */
  waitFor(pred: (messages: SseMessage[]) => boolean, ms?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  /** The whole body read so far (for error answers). */
  body(): string;
}

/** Listens on 127.0.0.1 with an ephemeral port; returns the base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens the events stream of a workspace as the agent (its cookies), optionally resuming. */
export function openStream(base: string, agent: Agent | null, slug: string, resume: { lastEventId?: string; after?: number } = {}): Promise<SseClient> {
  const url = new URL(`/api/workspaces/${slug}/events/stream/${resume.after !== undefined ? `?after=${resume.after}` : ''}`, base);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (agent && agent.cookies.size) headers.cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (resume.lastEventId !== undefined) headers['last-event-id'] = resume.lastEventId;
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let raw = '';
      let buffer = '';
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const msg: SseMessage = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') msg.id = value;
            else if (field === 'event') msg.event = value;
            else if (field === 'data') {
              msg.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) messages.push(msg);
        }
        for (const w of [...waiters]) w();
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        changes: () => messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data) as StreamEvent),
        waitFor: (pred, ms = 5000) =>
          new Promise<void>((done, fail) => {
            if (pred(messages)) return done();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out; got ${JSON.stringify(messages.map((m) => [m.event, m.id]))}`));
            }, ms);
            const check = () => {
              if (!pred(messages)) return;
              clearTimeout(timer);
              waiters.delete(check);
              done();
            };
            waiters.add(check);
          }),
        ended,
        close: () => req.destroy(),
        body: () => raw,
      });
    });
    req.on('error', reject);
  });
}

/** Lets in-flight deliveries land (a stream that should get nothing is checked after this). */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
