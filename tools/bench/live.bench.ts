// B7 (issue 12): live updates through the real API, and in Chromium (live-browser.ts). 10 users, each with its own
// session and live stream (SSE). First one of them makes 50 edits one at a time while the others watch (a person's pace); then all 10 make 1,000 edits at
// once (100 each, one after another per user) on 20 shared work items. On PGlite and on PostgreSQL.
// Reports the write's acknowledgement time, the time until every OTHER client's stream carried it, events lost, and
// whether each client's view built from its stream alone ends equal to the server's state.
//   npm run bench:live [-- --clients 10 --edits 100 --items 20 --backends pglite,postgres]
// Everything goes to the API process this script starts on 127.0.0.1; every request has a 15 s timeout, the drain
// after the last edit waits at most 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@cairn/types';
import { ensureWebBuild } from './browser/bench-app';
import { measureInBrowser } from './live-browser';
import { startApiServer } from './lib/api-server';
import type { BenchSession } from './lib/session';
import { parseBackends, type BackendKind } from './lib/backends';
import { startTempPostgres } from './lib/postgres';
import { formatTable, writeResults } from './lib/results';
import { quantile, round } from './lib/stats';

const GOAL = { local_repaint_ms: 16, ack_p95_ms: 50, visible_p95_ms: 150, lost: 0 };
const PASSWORD = 'Cairn-bench-123!';
const TIMEOUT_MS = 15_000;

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

  /** The session as a browser context takes it (cookies). */
  session(): BenchSession {
    const session_id = this.cookies.get('session_id') ?? '';
    const csrftoken = this.cookies.get('csrftoken') ?? '';
    return { session_id, csrftoken, cookie: `session_id=${session_id}; csrftoken=${csrftoken}` };
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
    if (!this.cookies.has('csrftoken')) this.absorb(await fetch(`${this.base}${apiPaths.csrf()}`));
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    this.absorb(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

interface Row { id: string; name: string; priority: string; updated_at: string }
interface Received { version: number; at: number; row?: Row }

/** Reads a workspace's SSE stream: every `change` with the time it arrived. */
async function openStream(base: string, client: Client, slug: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/workspaces/${slug}/events/stream/`, { headers: { cookie: client.cookieHeader(), accept: 'text/event-stream' }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
  const received: Received[] = [];
  let ready = false;
  const decoder = new TextDecoder();
  const pump = (async () => {
    let buffer = '';
    const reader = res.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(message)?.[1];
        const data = message.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
        if (event === 'ready') ready = true;
        if (event === 'change' && data) {
          const parsed = JSON.parse(data) as { version: number; entity_type: string; work_item?: Row };
          received.push({ version: parsed.version, at: performance.now(), row: parsed.entity_type === 'work_item' ? parsed.work_item : undefined });
        }
      }
    }
  })();
  const until = async (test: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!test() && performance.now() < end) await new Promise((r) => setTimeout(r, 10));
    return test();
  };
  if (!(await until(() => ready, 10_000))) throw new Error('stream never said ready');
  return { received, until, close: async () => { controller.abort(); await pump; } };
}

interface Edit { client: number; itemId: string; name: string; sentAt: number; ackAt: number; ok: boolean; updatedAt?: number; error?: string }

interface LiveOptions { clients: number; edits: number; items: number; quiet: number; browser: number }

async function runOn(kind: BackendKind, options: LiveOptions) {
  let target: { dataDir: string } | { databaseUrl: string };
  let release: () => Promise<void> | void;
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-live-'));
    target = { dataDir: dir };
    release = () => rmSync(dir, { recursive: true, force: true });
  } else {
    const pg = await startTempPostgres();
    target = { databaseUrl: pg.url };
    release = () => pg.stop();
  }
  // With the browser part the server also serves the built web app.
  const server = await startApiServer(target, options.browser > 0 ? { CAIRN_SERVE_APPS: 'true' } : {});
  try {
    const base = server.baseUrl;
    const slug = `live-${kind}`;
    const emails = Array.from({ length: options.clients }, (_, i) => `live-${i}@bench.test`);
    const clients = emails.map(() => new Client(base));
    const owner = clients[0];
    await owner.call('POST', apiPaths.signUp(), { email: emails[0], password: PASSWORD });
    const workspace = await owner.call<{ id: string }>('POST', apiPaths.workspaces(), { name: 'Live bench', slug });
    const project = await owner.call<{ id: string }>('POST', apiPaths.projects(slug), { name: 'Live', identifier: 'LIVE' });
    const itemIds: string[] = [];
    for (let i = 0; i < options.items; i += 1) itemIds.push((await owner.call<{ id: string }>('POST', apiPaths.workItems(slug, project.id), { name: `Item ${i}` })).id);
    if (emails.length > 1) await owner.call('POST', apiPaths.invitations(slug), { emails: emails.slice(1).map((email) => ({ email, role: 15 })) });
    for (let i = 1; i < clients.length; i += 1) {
      await clients[i].call('POST', apiPaths.signUp(), { email: emails[i], password: PASSWORD });
      const invitations = await clients[i].call<{ id: string }[]>('GET', apiPaths.myInvitations());
      await clients[i].call('POST', apiPaths.myInvitations(), { invitations: invitations.map((x) => x.id) });
      await clients[i].call('POST', apiPaths.projectsJoin(slug), { project_ids: [project.id] });
    }
    // Onboarded, with this workspace as their last one (the browser part opens the app as two of them).
    for (const client of clients) {
      await client.call('PATCH', apiPaths.profile(), { last_workspace_id: workspace.id });
      await client.call('POST', apiPaths.onboard(), { is_onboarded: true });
    }
    const streams = await Promise.all(clients.map((c) => openStream(base, c, slug)));

    const priorities = ['none', 'low', 'medium', 'high', 'urgent'];
    // Quiet: one person edits at a human pace (one change at a time) while the others watch: each change's
    // acknowledgement, and when the 9 other streams carried it.
    const quietAck: number[] = [];
    const quietVisible: number[] = [];
    for (let n = 0; n < options.quiet; n += 1) {
      const itemId = itemIds[n % itemIds.length];
      const name = `quiet-${n}`;
      const sentAt = performance.now();
      await owner.call('PATCH', apiPaths.workItem(slug, project.id, itemId), { name });
      quietAck.push(performance.now() - sentAt);
      const seen = (s: (typeof streams)[number]) => () => s.received.some((r) => r.row?.name === name);
      await Promise.all(streams.slice(1).map((s) => s.until(seen(s), 5_000)));
      for (const s of streams.slice(1)) {
        const hit = s.received.find((r) => r.row?.name === name);
        if (hit) quietVisible.push(hit.at - sentAt);
      }
    }
    for (const s of streams) s.received.length = 0;

    const edits: Edit[] = [];
    await Promise.all(clients.map(async (client, c) => {
      for (let n = 0; n < options.edits; n += 1) {
        const itemId = itemIds[(c * 7 + n * 3) % itemIds.length];
        const name = `c${c}-e${n}`;
        const sentAt = performance.now();
        try {
          const saved = await client.call<Row>('PATCH', apiPaths.workItem(slug, project.id, itemId), { name, priority: priorities[(c + n) % priorities.length] });
          edits.push({ client: c, itemId, name, sentAt, ackAt: performance.now(), ok: true, updatedAt: Date.parse(saved.updated_at) });
        } catch (error) {
          edits.push({ client: c, itemId, name, sentAt, ackAt: performance.now(), ok: false, error: (error as Error).message });
        }
      }
    }));
    const acknowledged = edits.filter((e) => e.ok);
    // Every stream carries every acknowledged edit (its own writer's too); wait for the tail to arrive.
    await Promise.all(streams.map((s) => s.until(() => s.received.filter((r) => r.row).length >= acknowledged.length, 10_000)));

    // Visibility: for each edit, when each OTHER client's stream first carried the item at that version or newer. An
    // event's row is the item as it is when the stream reads it, so two quick edits of one item may both arrive showing
    // the second: the first is then seen with it (and is not lost). Lost = never seen at all.
    const visible: number[] = [];
    let lost = 0;
    const lostByClient: number[] = [];
    streams.forEach((stream, c) => {
      const lostBefore = lost;
      const arrivals = new Map<string, Array<{ at: number; updatedAt: number }>>();
      for (const r of stream.received) {
        if (!r.row) continue;
        const list = arrivals.get(r.row.id) ?? [];
        list.push({ at: r.at, updatedAt: Date.parse(r.row.updated_at) });
        arrivals.set(r.row.id, list);
      }
      for (const e of acknowledged) {
        const seen = (arrivals.get(e.itemId) ?? []).find((a) => a.updatedAt >= (e.updatedAt ?? Infinity));
        if (!seen) lost += 1;
        else if (e.client !== c) visible.push(seen.at - e.sentAt);
      }
      lostByClient.push(lost - lostBefore);
    });
    // Each client's view, built from its stream alone (the newest version per item), against the server's rows.
    const truth = new Map<string, Row>();
    for (const id of itemIds) truth.set(id, await owner.call<Row>('GET', apiPaths.workItem(slug, project.id, id)));
    let clientsMatching = 0;
    for (const stream of streams) {
      const view = new Map<string, { version: number; row: Row }>();
      for (const r of stream.received) {
        if (!r.row) continue;
        const held = view.get(r.row.id);
        if (!held || held.version < r.version) view.set(r.row.id, { version: r.version, row: r.row });
      }
      const same = itemIds.every((id) => {
        const mine = view.get(id)?.row;
        const server = truth.get(id)!;
        // An item nobody edited has no event: the client keeps what it loaded, which is the server's.
        return mine ? mine.name === server.name && mine.priority === server.priority : !acknowledged.some((e) => e.itemId === id);
      });
      if (same) clientsMatching += 1;
    }
    await Promise.all(streams.map((s) => s.close()));
    const browser = options.browser > 0
      ? await measureInBrowser(base, owner.session(), clients[1].session(), `/${slug}/projects/${project.id}/issues`, itemIds.map((_, i) => `LIVE-${i + 1}`), options.browser)
      : undefined;
    const ack = acknowledged.map((e) => e.ackAt - e.sentAt);
    return {
      backend: kind,
      quiet_edits: quietAck.length,
      quiet_ack_p50_ms: round(quantile(quietAck, 0.5), 1),
      quiet_ack_p95_ms: round(quantile(quietAck, 0.95), 1),
      quiet_visible_p50_ms: round(quantile(quietVisible, 0.5), 1),
      quiet_visible_p95_ms: round(quantile(quietVisible, 0.95), 1),
      quiet_seen: `${quietVisible.length}/${quietAck.length * (streams.length - 1)}`,
      edits: edits.length,
      errors: edits.length - acknowledged.length,
      first_errors: [...new Set(edits.filter((e) => !e.ok).map((e) => e.error))].slice(0, 3),
      ack_p50_ms: round(quantile(ack, 0.5), 1),
      ack_p95_ms: round(quantile(ack, 0.95), 1),
      visible_p50_ms: round(quantile(visible, 0.5), 1),
      visible_p95_ms: round(quantile(visible, 0.95), 1),
      visible_max_ms: visible.length ? round(Math.max(...visible), 1) : Number.NaN,
      deliveries: visible.length,
      lost_deliveries: lost,
      lost_by_client: lostByClient,
      events_by_client: streams.map((st) => st.received.length),
      clients_matching_server: `${clientsMatching}/${streams.length}`,
      browser,
    };
  } finally {
    await server.stop();
    await release();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '10' }, edits: { type: 'string', default: '100' }, items: { type: 'string', default: '20' },
      quiet: { type: 'string', default: '50' }, browser: { type: 'string', default: '20' }, backends: { type: 'string' },
    },
    strict: true,
  });
  const options: LiveOptions = {
    clients: Number(values.clients), edits: Number(values.edits), items: Number(values.items), quiet: Number(values.quiet), browser: Number(values.browser),
  };
  const valid = options.clients >= 2 && options.clients <= 50 && options.edits >= 1 && options.edits <= 1000 && options.items >= 1 && options.items <= 500
    && options.quiet >= 0 && options.quiet <= 500 && options.browser >= 0 && options.browser <= 200;
  if (!valid) {
    throw new Error('--clients 2…50, --edits 1…1000, --items 1…500, --quiet 0…500, --browser 0…200 (changes made in Chromium; 0 = none)');
  }
  const webBuild = options.browser > 0 ? await ensureWebBuild(false) : undefined;
  const rows = [];
  for (const kind of parseBackends(values.backends)) {
    console.log(`[bench:live] ${kind}: ${options.clients} clients × ${options.edits} edits on ${options.items} items…`);
    rows.push(await runOn(kind, options));
  }
  console.log(formatTable(
    ['backend', 'one at a time: ack p50 / p95 ms', 'visible p50 / p95 ms', 'burst: edits', 'errors', 'ack p50 / p95 ms', 'visible p50 / p95 ms', 'lost', 'clients = server'],
    rows.map((r) => [
      r.backend, `${r.quiet_ack_p50_ms} / ${r.quiet_ack_p95_ms}`, `${r.quiet_visible_p50_ms} / ${r.quiet_visible_p95_ms}`, r.edits, r.errors,
      `${r.ack_p50_ms} / ${r.ack_p95_ms}`, `${r.visible_p50_ms} / ${r.visible_p95_ms}`, r.lost_deliveries, r.clients_matching_server,
    ]),
  ));
  for (const r of rows) {
    const b = r.browser;
    if (b) console.log(`[bench:live] ${r.backend} in Chromium, ${b.changes} priority changes from a row: click → row shows it p50 ${b.local_commit_p50_ms} / p95 ${b.local_commit_p95_ms} ms, → next frame p50 ${b.local_frame_p50_ms} / p95 ${b.local_frame_p95_ms} ms; the second person's list p50 ${b.second_client_p50_ms} / p95 ${b.second_client_p95_ms} ms${b.page_errors.length ? `; page errors: ${b.page_errors.join(' | ')}` : ''}`);
  }
  const file = writeResults('live', { options, goal: GOAL, web_build: webBuild, results: rows });
  console.log(`[bench:live] written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
