// Issue 15: two people typing into the same page through the real API's collaboration socket. Two accounts (the
// owner and a member), one page; each runs y-websocket's WebsocketProvider (what the browser runs; `ws` as its
// WebSocket) and types characters into the page's first paragraph (Lexical's shape: a Y.XmlText in the root), each
// ~10 per second, for 2 minutes; the member's connection is cut for 10 seconds in the middle and keeps typing offline.
// Reported: remote keystroke latency (a character typed by one → present in the other's document; keystrokes made
// while either side was offline are reported apart), and whether both documents and the stored one (GET description/:
// binary + log, and description_html after the last disconnect's compaction) are identical at the end.
//   npm run bench:pages [-- --seconds 120 --rate 10 --offline 10 --backends pglite,postgres]
//   PAGES_BENCH_SECONDS=20 npm run bench:pages   (a quick run)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@cairn/types';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { startApiServer } from './lib/api-server';
import { parseBackends, type BackendKind } from './lib/backends';
import { startTempPostgres } from './lib/postgres';
import { formatTable, writeResults } from './lib/results';
import { quantile, round } from './lib/stats';

const GOAL = { remote_p95_ms: 100 };
const PASSWORD = 'Cairn-bench-123!';
const TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A browser-like HTTP client: its own cookie jar, CSRF double-submit on writes. */
class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value) this.cookies.set(pair.slice(0, eq).trim(), value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(method: string, url: string, body?: unknown): Promise<Response> {
    if (!this.cookies.has('csrftoken')) this.absorb(await fetch(`${this.base}${apiPaths.csrf()}`));
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    this.absorb(res);
    return res;
  }

  async call<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await this.raw(method, url, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** The first paragraph of a Lexical-shaped document. */
function paragraph(doc: Y.Doc): Y.XmlText | undefined {
  const first = doc.get('root', Y.XmlText).toDelta()[0]?.insert;
  return first instanceof Y.XmlText ? first : undefined;
}
function text(doc: Y.Doc): string {
  const p = paragraph(doc);
  return p ? p.toDelta().map((d: { insert: unknown }) => (typeof d.insert === 'string' ? d.insert : '')).join('') : '';
}
function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n += 1;
  return n;
}

interface Typist {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The character this typist types (each has its own, so the other side can count them). */
  ch: string;
  sentAt: number[];
  /** Keystrokes typed while either side was offline. */
  offlineIdx: Set<number>;
}

interface PagesOptions { seconds: number; rate: number; offline: number }

async function runOn(kind: BackendKind, o: PagesOptions) {
  let target: { dataDir: string } | { databaseUrl: string };
  let release: () => Promise<void> | void;
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-pages-'));
    target = { dataDir: dir };
    release = () => rmSync(dir, { recursive: true, force: true });
  } else {
    const pg = await startTempPostgres();
    target = { databaseUrl: pg.url };
    release = () => pg.stop();
  }
  const server = await startApiServer(target);
  const typists: Typist[] = [];
  try {
    const base = server.baseUrl;
    const slug = `pages-${kind}`;
    const emails = ['pages-0@bench.test', 'pages-1@bench.test'];
    const [owner, member] = emails.map(() => new Client(base));
    await owner.call('POST', apiPaths.signUp(), { email: emails[0], password: PASSWORD });
    await owner.call('POST', apiPaths.workspaces(), { name: 'Pages bench', slug });
    const project = await owner.call<{ id: string }>('POST', apiPaths.projects(slug), { name: 'Pages', identifier: 'PAGES' });
    await owner.call('POST', apiPaths.invitations(slug), { emails: [{ email: emails[1], role: 15 }] });
    await member.call('POST', apiPaths.signUp(), { email: emails[1], password: PASSWORD });
    const invitations = await member.call<{ id: string }[]>('GET', apiPaths.myInvitations());
    await member.call('POST', apiPaths.myInvitations(), { invitations: invitations.map((x) => x.id) });
    await member.call('POST', apiPaths.projectsJoin(slug), { project_ids: [project.id] });
    const page = await owner.call<{ id: string }>('POST', apiPaths.pages(slug, project.id), { name: 'Bench notes', description_html: '<p>Start </p>' });

    const serverUrl = `${base.replace(/^http/, 'ws')}${apiPaths.pageCollabBase(slug, project.id)}`;
    for (const [i, client] of [owner, member].entries()) {
      const cookie = client.cookieHeader();
      const Polyfill = class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie, origin: base } });
        }
      };
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(serverUrl, page.id, doc, { WebSocketPolyfill: Polyfill as never, disableBc: true });
      typists.push({ doc, provider, ch: i === 0 ? 'x' : 'y', sentAt: [], offlineIdx: new Set() });
    }
    const deadline = Date.now() + TIMEOUT_MS;
    while (!typists.every((t) => t.provider.synced && paragraph(t.doc))) {
      if (Date.now() > deadline) throw new Error('the clients did not sync');
      await sleep(10);
    }

    // Arrival of each keystroke at the other side: its index → when the other's document first held it.
    const arrivals: Array<Map<number, number>> = typists.map(() => new Map());
    typists.forEach((reader, r) => {
      const writer = typists[1 - r];
      reader.doc.on('update', () => {
        const now = performance.now();
        const have = count(text(reader.doc), writer.ch);
        for (let k = arrivals[1 - r].size; k < have; k += 1) arrivals[1 - r].set(k, now);
      });
    });

    let offline = false;
    const total = o.seconds * 1000;
    const cutAt = Math.max(0, total * 0.4);
    const offlineMs = Math.min(o.offline * 1000, total / 3);
    const started = performance.now();
    const cut = (async () => {
      await sleep(cutAt);
      offline = true;
      typists[1].provider.disconnect();
      await sleep(offlineMs);
      typists[1].provider.connect();
      // Offline until the member has caught up (both ways): keystrokes of that span are reported apart.
      const until = Date.now() + TIMEOUT_MS;
      while (!typists[1].provider.synced && Date.now() < until) await sleep(5);
      offline = false;
    })();
    await Promise.all(
      typists.map(async (t, i) => {
        const interval = 1000 / o.rate;
        let next = started + i * (interval / 2);
        while (performance.now() - started < total) {
          const wait = next - performance.now();
          if (wait > 0) await sleep(wait);
          next += interval;
          const p = paragraph(t.doc);
          if (!p) continue;
          if (offline) t.offlineIdx.add(t.sentAt.length);
          t.sentAt.push(performance.now());
          p.insert(p.length, t.ch);
        }
      }),
    );
    await cut;
    const converged = await (async () => {
      const until = Date.now() + TIMEOUT_MS;
      while (Date.now() < until) {
        if (text(typists[0].doc) === text(typists[1].doc) && arrivals.every((a, i) => a.size === typists[i].sentAt.length)) return true;
        await sleep(20);
      }
      return false;
    })();
    const online: number[] = [];
    const offlineLat: number[] = [];
    typists.forEach((t, i) => {
      t.sentAt.forEach((at, k) => {
        const seen = arrivals[i].get(k);
        if (seen === undefined) return;
        (t.offlineIdx.has(k) ? offlineLat : online).push(seen - at);
      });
    });
    const docsEqual = Buffer.from(Y.encodeStateVector(typists[0].doc)).equals(Buffer.from(Y.encodeStateVector(typists[1].doc))) && text(typists[0].doc) === text(typists[1].doc);
    const finalText = text(typists[0].doc);
    for (const t of typists) {
      t.provider.destroy();
      t.provider.awareness.destroy();
    }
    // The stored document: binary + log at once; the derived HTML once the last disconnect's compaction ran.
    const bytes = new Uint8Array(await (await owner.raw('GET', apiPaths.pageDescription(slug, project.id, page.id))).arrayBuffer());
    const stored = new Y.Doc();
    Y.applyUpdate(stored, bytes);
    const storedEqual = text(stored) === finalText;
    let htmlEqual = false;
    const until = Date.now() + TIMEOUT_MS;
    while (!htmlEqual && Date.now() < until) {
      const got = await owner.call<{ description_html: string }>('GET', apiPaths.page(slug, project.id, page.id));
      htmlEqual = got.description_html.replace(/<[^>]*>/g, '') === finalText;
      if (!htmlEqual) await sleep(200);
    }
    const stat = (xs: number[]) => ({ n: xs.length, p50: round(quantile(xs, 0.5), 1), p95: round(quantile(xs, 0.95), 1), max: round(Math.max(0, ...xs), 1) });
    return {
      keystrokes: typists.map((t) => t.sentAt.length),
      characters: finalText.length,
      converged,
      remote_ms: stat(online),
      offline_span_ms: stat(offlineLat),
      docs_equal: docsEqual,
      stored_equal: storedEqual,
      stored_html_equal: htmlEqual,
    };
  } finally {
    for (const t of typists) t.provider.destroy();
    await server.stop();
    await release();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: process.env.PAGES_BENCH_SECONDS ?? '120' },
      rate: { type: 'string', default: '10' },
      offline: { type: 'string', default: '10' },
      backends: { type: 'string', default: 'pglite,postgres' },
    },
  });
  const options: PagesOptions = { seconds: Number(values.seconds), rate: Number(values.rate), offline: Number(values.offline) };
  const results: Record<string, Awaited<ReturnType<typeof runOn>>> = {};
  for (const kind of parseBackends(values.backends)) {
    console.log(`${kind}: two typists for ${options.seconds} s at ${options.rate}/s each, the member offline ${options.offline} s …`);
    results[kind] = await runOn(kind, options);
  }
  const kinds = Object.keys(results);
  const rows: Array<Array<string | number>> = [
    ['keystrokes (owner / member)', ...kinds.map((k) => results[k].keystrokes.join(' / ')), ''],
    ['remote keystroke p50 / p95 ms (both online)', ...kinds.map((k) => `${results[k].remote_ms.p50} / ${results[k].remote_ms.p95}`), `p95 ≤ ${GOAL.remote_p95_ms}`],
    ['keystrokes of the offline span: p50 / p95 ms', ...kinds.map((k) => `${results[k].offline_span_ms.p50} / ${results[k].offline_span_ms.p95}`), '(delivered on reconnect)'],
    ['both documents identical', ...kinds.map((k) => String(results[k].docs_equal && results[k].converged)), 'true'],
    ['stored document (binary + log) identical', ...kinds.map((k) => String(results[k].stored_equal)), 'true'],
    ['stored description_html has the same text', ...kinds.map((k) => String(results[k].stored_html_equal)), 'true'],
  ];
  console.log(formatTable(['', ...kinds, 'goal'], rows));
  console.log(`results: ${writeResults('pages-collab', { options, goal: GOAL, results })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
