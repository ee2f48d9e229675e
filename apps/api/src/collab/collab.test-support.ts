import { apiPaths } from '@cairn/types';
import { htmlToDocState } from '@cairn/editor/headless';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { pages, projectPages } from '../data/schema/pages.schema';
import type { Agent, TestApp } from '../test/test-app';
import { MESSAGE } from './collab-protocol';

// Helpers of the collaboration tests (not a test file): pages seeded straight in the database, and a small Yjs client
// speaking the y-websocket protocol over `ws` (what WebsocketProvider does, minus reconnection), so each test sees
// close codes and sync state exactly.

/** Seeds a page in the project (description_binary NULL, as REST creates it). */
export async function seedPage(
  t: TestApp,
  input: { workspaceId: string; projectId: string; ownedBy: string; access?: 'public' | 'private'; html?: string; isLocked?: boolean },
): Promise<string> {
  const [row] = await t.db
    .insert(pages)
    .values({
      workspace_id: input.workspaceId,
      name: 'Notes',
      description_html: input.html ?? '<p>Hello</p>',
      owned_by: input.ownedBy,
      created_by: input.ownedBy,
      access: input.access ?? 'public',
      is_locked: input.isLocked ?? false,
    })
    .returning({ id: pages.id });
  await t.db.insert(projectPages).values({ page_id: row.id, project_id: input.projectId, workspace_id: input.workspaceId });
  return row.id;
}

/** The socket URL of a page on a listening server. */
export function collabUrl(base: string, slug: string, projectId: string, pageId: string): string {
  return `${base.replace(/^http/, 'ws')}${apiPaths.pageCollabBase(slug, projectId)}/${pageId}`;
}

/** The Cookie header of an agent. */
export function cookieOf(agent: Agent | null): string {
  return agent ? [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
}

/** A test client. */
export interface CollabClient {
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  ws: WebSocket;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** Resolves once the server's sync step 2 arrived. */
  synced: Promise<void>;
  /** Sends raw bytes (protocol abuse tests). */
  sendRaw(data: Uint8Array | string): void;
  close(): void;
}

/** Connects a Yjs client as the agent (its cookies) with an Origin (default: the server's own). */
export function connectClient(url: string, agent: Agent | null, options: { origin?: string | null; doc?: Y.Doc } = {}): CollabClient {
  const doc = options.doc ?? new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  const origin = options.origin === undefined ? new URL(url.replace(/^ws/, 'http')).origin : options.origin;
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  const cookie = cookieOf(agent);
  if (cookie) headers.cookie = cookie;
  const ws = new WebSocket(url, { headers });
  ws.binaryType = 'nodebuffer';
  let onSynced: () => void = () => undefined;
  const synced = new Promise<void>((resolve) => (onSynced = resolve));
  const closed = new Promise<number>((resolve) => {
    ws.on('close', (code) => resolve(code));
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', () => undefined);
  });
  const send = (bytes: Uint8Array) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(bytes);
  };
  doc.on('update', (update: Uint8Array, from: unknown) => {
    if (from === ws) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE.sync);
    syncProtocol.writeUpdate(encoder, update);
    send(encoding.toUint8Array(encoder));
  });
  awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, from: unknown) => {
    if (from === ws) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE.awareness);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed]));
    send(encoding.toUint8Array(encoder));
  });
  ws.on('open', () => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE.sync);
    syncProtocol.writeSyncStep1(encoder, doc);
    send(encoding.toUint8Array(encoder));
  });
  ws.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.sync) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE.sync);
      const kind = syncProtocol.readSyncMessage(decoder, encoder, doc, ws);
      if (encoding.length(encoder) > 1) send(encoding.toUint8Array(encoder));
      if (kind === syncProtocol.messageYjsSyncStep2) onSynced();
    } else if (type === MESSAGE.awareness) {
      awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), ws);
    }
  });
  return {
    doc,
    awareness,
    ws,
    closed,
    synced,
    sendRaw: (data) => ws.send(data),
    close: () => {
      awareness.destroy();
      ws.close();
    },
  };
}

/** The paragraph (Lexical's shape: a Y.XmlText in the root) that typing goes into. */
export function firstParagraph(doc: Y.Doc): Y.XmlText {
  const first = doc.get('root', Y.XmlText).toDelta()[0]?.insert;
  if (!(first instanceof Y.XmlText)) throw new Error('no paragraph');
  return first;
}

/** Types text at the end of the first paragraph (joins its last text node, as a keystroke does). */
export function typeInto(doc: Y.Doc, text: string): void {
  const p = firstParagraph(doc);
  p.insert(p.length, text);
}

/** The plain text of the first paragraph. */
export function paragraphText(doc: Y.Doc): string {
  return firstParagraph(doc)
    .toDelta()
    .map((d: { insert: unknown }) => (typeof d.insert === 'string' ? d.insert : ''))
    .join('');
}

/** Resolves when `pred` holds (polling), rejects after `ms`. */
export async function waitUntil(pred: () => boolean | Promise<boolean>, ms = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The document a page's seed produces (the same bytes the server seeds). */
export function seedState(html: string): Uint8Array {
  return htmlToDocState(html);
}
