import { PAGE_COLLAB_CLOSE } from '@cairn/types';
import { docStateToHtml } from '@cairn/editor/headless';
import * as Y from 'yjs';
import { newCast, seedWorld, type Cast, type World } from '../modules/comments/work-items.test-support';
import { listen } from '../events/events.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { collabUrl, connectClient, paragraphText, seedPage, typeInto, waitUntil, type CollabClient } from './collab.test-support';
import { collabHubOf, loadPageState } from './page-collab';

// The collaboration socket through the real server on a real port: sync, convergence, persistence on the last
// disconnect, reconnect with offline edits, read-only connections and refusals with their close codes.

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

function client(pageId: string, who: keyof Omit<Cast, 'anonymous'> | 'anonymous', options: Parameters<typeof connectClient>[2] = {}, project = w.project.id) {
  const c = connectClient(collabUrl(base, w.slug, project, pageId), who === 'anonymous' ? cast.anonymous : cast[who].agent, options);
  open.push(c);
  return c;
}

async function storedText(pageId: string): Promise<string> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, await loadPageState(t.db, pageId));
  return paragraphText(doc);
}

async function pageRow(pageId: string) {
  const [row] = await t.query<{ description_html: string; description_stripped: string; updated_by: string | null; logs: number; versions: number }>(
    `SELECT description_html, description_stripped, updated_by,
       (SELECT count(*)::int FROM page_doc_updates WHERE page_id = $1) AS logs,
       (SELECT count(*)::int FROM page_versions WHERE page_id = $1) AS versions
     FROM pages WHERE id = $1`,
    [pageId],
  );
  return row;
}

const idle = () => waitUntil(() => collabHubOf(t.db)!.openConnections === 0, 5000, 'connections closed');

it('two clients get the seeded document, converge, and the last disconnect stores the merged document', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>Hello</p>' });
  const a = client(pageId, 'projMember');
  const b = client(pageId, 'projAdmin');
  await Promise.all([a.synced, b.synced]);
  expect(paragraphText(a.doc)).toBe('Hello');
  expect(paragraphText(b.doc)).toBe('Hello');
  typeInto(a.doc, ' from A');
  await waitUntil(() => paragraphText(b.doc).includes('from A'), 3000, 'B sees A');
  typeInto(b.doc, ' and B');
  await waitUntil(() => paragraphText(a.doc).includes('and B'), 3000, 'A sees B');
  expect(paragraphText(a.doc)).toBe(paragraphText(b.doc));
  // Every accepted update is in the log at once.
  await waitUntil(async () => (await pageRow(pageId)).logs > 0, 3000, 'log rows');
  a.close();
  b.close();
  await idle();
  await waitUntil(async () => (await pageRow(pageId)).logs === 0, 5000, 'compaction');
  const row = await pageRow(pageId);
  expect(await storedText(pageId)).toBe(paragraphText(a.doc));
  expect(row.description_html).toBe(docStateToHtml(Y.encodeStateAsUpdate(a.doc)));
  expect(row.description_stripped).toContain('Hello from A and B');
  expect(row.updated_by).toBe(cast.projAdmin.id);
  expect(row.versions).toBe(1);
});

it('a reconnect with offline edits merges with what others typed meanwhile', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>Start</p>' });
  const a = client(pageId, 'projMember');
  const b = client(pageId, 'projAdmin');
  await Promise.all([a.synced, b.synced]);
  a.close();
  await waitUntil(() => collabHubOf(t.db)!.openConnections === 1, 3000, 'A gone');
  // A edits offline on its document, B online.
  typeInto(a.doc, ' offlineA');
  typeInto(b.doc, ' onlineB');
  const again = client(pageId, 'projMember', { doc: a.doc });
  await again.synced;
  await waitUntil(() => paragraphText(b.doc).includes('offlineA') && paragraphText(a.doc).includes('onlineB'), 3000, 'merge');
  expect(paragraphText(a.doc)).toBe(paragraphText(b.doc));
  again.close();
  b.close();
  await idle();
  await waitUntil(async () => (await pageRow(pageId)).logs === 0, 5000, 'compaction');
  expect(await storedText(pageId)).toBe(paragraphText(b.doc));
});

it('a reader gets the document read-only: their edits reach nobody and are never stored', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>Text</p>' });
  const writer = client(pageId, 'projMember');
  const reader = client(pageId, 'projGuest');
  await Promise.all([writer.synced, reader.synced]);
  typeInto(reader.doc, ' guest');
  typeInto(writer.doc, ' member');
  await waitUntil(() => paragraphText(reader.doc).includes('member'), 3000, 'reader sees the writer');
  await new Promise((r) => setTimeout(r, 200));
  expect(paragraphText(writer.doc)).toBe('Text member');
  // Presence is allowed for readers.
  reader.awareness.setLocalStateField('user', { name: 'Guest' });
  await waitUntil(() => [...writer.awareness.getStates().values()].some((s) => (s as { user?: { name: string } }).user?.name === 'Guest'), 3000, 'presence');
  writer.close();
  reader.close();
  await idle();
  await waitUntil(async () => (await pageRow(pageId)).logs === 0, 5000, 'compaction');
  expect(await storedText(pageId)).toBe('Text member');
});

it('refuses with the close codes: anonymous, outsider, workspace member outside the project, foreign page, private page', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id });
  const privatePage = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, access: 'private' });
  const foreignPage = await seedPage(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, ownedBy: cast.outsider.id });
  const otherProjectPage = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, ownedBy: cast.projMember.id });
  expect(await client(pageId, 'anonymous').closed).toBe(PAGE_COLLAB_CLOSE.UNAUTHORISED);
  expect(await client(pageId, 'outsider').closed).toBe(PAGE_COLLAB_CLOSE.NOT_FOUND);
  expect(await client(pageId, 'wsMemberOut').closed).toBe(PAGE_COLLAB_CLOSE.FORBIDDEN);
  expect(await client(foreignPage, 'projMember').closed).toBe(PAGE_COLLAB_CLOSE.NOT_FOUND);
  expect(await client(otherProjectPage, 'projMember').closed).toBe(PAGE_COLLAB_CLOSE.NOT_FOUND);
  expect(await client('not-a-uuid', 'projMember').closed).toBe(PAGE_COLLAB_CLOSE.NOT_FOUND);
  expect(await client(privatePage, 'projAdmin').closed).toBe(PAGE_COLLAB_CLOSE.FORBIDDEN);
  const owner = client(privatePage, 'projMember');
  await owner.synced;
});

it('refuses a foreign Origin (cross-site WebSocket hijacking), a missing one, and other upgrade paths', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id });
  expect(await client(pageId, 'projMember', { origin: 'https://evil.example' }).closed).toBe(403);
  expect(await client(pageId, 'projMember', { origin: null }).closed).toBe(403);
  const other = connectClient(`${base.replace('http', 'ws')}/api/workspaces/${w.slug}/events/stream/`, cast.projMember.agent);
  open.push(other);
  expect(await other.closed).toBe(404);
});

it('garbage frames close only that connection; others keep editing', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id });
  const good = client(pageId, 'projMember');
  await good.synced;
  const frames: Array<Uint8Array | string> = [
    new Uint8Array([0, 2, 200, 1, 2, 3]),
    new Uint8Array([0, 1, 5, 255, 255, 255, 255, 255]),
    new Uint8Array([9, 9, 9]),
    new Uint8Array([1, 4, 1, 2, 3, 4]),
    'text frame',
    new Uint8Array(0),
  ];
  for (const frame of frames) {
    const bad = client(pageId, 'projAdmin');
    await bad.synced;
    bad.sendRaw(frame);
    expect(await bad.closed).toBe(1007);
  }
  const big = client(pageId, 'projAdmin');
  await big.synced;
  big.sendRaw(new Uint8Array(6 * 1024 * 1024));
  expect(await big.closed).toBe(1009);
  typeInto(good.doc, '!');
  const check = client(pageId, 'projAdmin');
  await check.synced;
  await waitUntil(() => paragraphText(check.doc).endsWith('!'), 3000, 'still serving');
});
