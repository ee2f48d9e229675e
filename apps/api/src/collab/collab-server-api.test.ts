import { PAGE_COLLAB_CLOSE } from '@cairn/types';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { listen } from '../events/events.test-support';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../modules/comments/work-items.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { collabUrl, connectClient, cookieOf, paragraphText, seedPage, typeInto, waitUntil, type CollabClient } from './collab.test-support';
import { applyServerUpdate, collabHubOf, compactPageDocument, loadPageState, refreshPageConnections, replacePageContentFromHtml } from './page-collab';

// The relay's entry points for the REST module while people are connected, connection re-checks after page changes,
// and y-websocket's own WebsocketProvider (what the browser runs) against the server.

jest.setTimeout(30_000);

let t: TestApp;
let base: string;
let cast: Cast;
let w: World;
const open: CollabClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  cast = await newCast(t);
  w = await seedWorld(t, cast);
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
afterAll(() => t.close());

function client(pageId: string, who: keyof Omit<Cast, 'anonymous'>) {
  const c = connectClient(collabUrl(base, w.slug, w.project.id, pageId), cast[who].agent);
  open.push(c);
  return c;
}
const idle = () => waitUntil(() => collabHubOf(t.db)!.openConnections === 0, 5000, 'connections closed');

it('replacePageContentFromHtml reaches connected editors and stores the HTML, mentions included', async () => {
  const item = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projAdmin.id });
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>Old</p>' });
  const a = client(pageId, 'projMember');
  await a.synced;
  const html = `<p>New text <span data-mention-id="${item.id}" data-mention-kind="work_item">X-1</span></p>`;
  const result = await replacePageContentFromHtml(t.db, pageId, html, cast.projAdmin.id);
  expect(result.html).toContain('New text');
  await waitUntil(() => paragraphText(a.doc).startsWith('New text'), 3000, 'editor sees the replacement');
  const [row] = await t.query<{ description_html: string; updated_by: string }>('SELECT description_html, updated_by FROM pages WHERE id = $1', [pageId]);
  expect(row.description_html).toBe(result.html);
  expect(row.updated_by).toBe(cast.projAdmin.id);
  const mentions = await t.query<{ work_item_id: string }>('SELECT work_item_id FROM page_work_item_mentions WHERE page_id = $1', [pageId]);
  expect(mentions.map((m) => m.work_item_id)).toEqual([item.id]);
});

it('applyServerUpdate logs and relays; compactPageDocument merges the log; loadPageState is binary + log', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>One</p>' });
  const a = client(pageId, 'projMember');
  await a.synced;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, await loadPageState(t.db, pageId));
  const before = Y.encodeStateVector(doc);
  typeInto(doc, ' two');
  await applyServerUpdate(t.db, pageId, Y.encodeStateAsUpdate(doc, before), cast.projAdmin.id);
  await waitUntil(() => paragraphText(a.doc) === 'One two', 3000, 'relayed');
  const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM page_doc_updates WHERE page_id = $1', [pageId]);
  expect(n).toBeGreaterThan(0);
  const { html } = await compactPageDocument(t.db, pageId, cast.projAdmin.id);
  expect(html).toContain('One two');
  const [{ logs }] = await t.query<{ logs: number }>('SELECT count(*)::int AS logs FROM page_doc_updates WHERE page_id = $1', [pageId]);
  expect(logs).toBe(0);
});

it('refreshPageConnections: lock → read-only, unlock → editable, private → FORBIDDEN, moved → GONE, deleted → GONE', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projAdmin.id, html: '<p>x</p>' });
  const member = client(pageId, 'projMember');
  const owner = client(pageId, 'projAdmin');
  await Promise.all([member.synced, owner.synced]);
  await t.query('UPDATE pages SET is_locked = true WHERE id = $1', [pageId]);
  await refreshPageConnections(t.db, pageId);
  await waitUntil(() => [...collabHubOf(t.db)!.openDoc(pageId)!.connections].every((c) => c.readOnly), 3000, 'read-only');
  typeInto(member.doc, 'locked edit');
  await new Promise((r) => setTimeout(r, 150));
  expect(paragraphText(owner.doc)).toBe('x');
  await t.query('UPDATE pages SET is_locked = false WHERE id = $1', [pageId]);
  await refreshPageConnections(t.db, pageId);
  await waitUntil(() => [...collabHubOf(t.db)!.openDoc(pageId)!.connections].every((c) => !c.readOnly), 3000, 'editable');
  await t.query("UPDATE pages SET access = 'private' WHERE id = $1", [pageId]);
  await refreshPageConnections(t.db, pageId);
  expect(await member.closed).toBe(PAGE_COLLAB_CLOSE.FORBIDDEN);
  await t.query('UPDATE project_pages SET project_id = $2 WHERE page_id = $1', [pageId, w.otherProject.id]);
  await refreshPageConnections(t.db, pageId);
  expect(await owner.closed).toBe(PAGE_COLLAB_CLOSE.GONE);
  const again = connectClient(collabUrl(base, w.slug, w.otherProject.id, pageId), cast.projAdmin.agent);
  open.push(again);
  await again.synced;
  await t.query('DELETE FROM pages WHERE id = $1', [pageId]);
  await refreshPageConnections(t.db, pageId);
  expect(await again.closed).toBe(PAGE_COLLAB_CLOSE.GONE);
  await idle();
});

it("y-websocket's WebsocketProvider syncs, relays presence and converges through the server", async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>Hi</p>' });
  const polyfill = (who: keyof Omit<Cast, 'anonymous'>) =>
    class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: cookieOf(cast[who].agent), origin: base } });
      }
    };
  const serverUrl = collabUrl(base, w.slug, w.project.id, '').replace(/\/$/, '');
  const docA = new Y.Doc();
  const docB = new Y.Doc();
  const a = new WebsocketProvider(serverUrl, pageId, docA, { WebSocketPolyfill: polyfill('projMember') as never, disableBc: true });
  const b = new WebsocketProvider(serverUrl, pageId, docB, { WebSocketPolyfill: polyfill('projAdmin') as never, disableBc: true });
  try {
    await waitUntil(() => a.synced && b.synced, 5000, 'synced');
    expect(paragraphText(docA)).toBe('Hi');
    typeInto(docA, ' there');
    await waitUntil(() => paragraphText(docB) === 'Hi there', 3000, 'B sees A');
    a.awareness.setLocalStateField('user', { name: 'Ann' });
    await waitUntil(() => [...b.awareness.getStates().values()].some((s) => (s as { user?: { name: string } }).user?.name === 'Ann'), 3000, 'presence');
  } finally {
    for (const p of [a, b]) {
      p.destroy();
      p.awareness.destroy();
    }
  }
  await idle();
});
