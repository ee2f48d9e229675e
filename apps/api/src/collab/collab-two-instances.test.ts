import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { openDatabase, type Database } from '../data/db';
import { listen } from '../events/events.test-support';
import { newCast, seedWorld, type Cast, type World } from '../modules/comments/work-items.test-support';
import { buildServer } from '../server';
import { createTestApp, type TestApp } from '../test/test-app';
import { collabUrl, connectClient, paragraphText, seedPage, typeInto, waitUntil, type CollabClient } from './collab.test-support';
import { loadPageState } from './page-collab';

// Two API processes on one database: two users connected to different instances edit the same page and converge
// through the log + NOTIFY (PostgreSQL, npm run test:pg: the second instance has its own pool and LISTEN connection;
// PGlite: both share the embedded database and its in-process notifications), presence crosses too, and the stored
// document after both leave equals both documents.

jest.setTimeout(30_000);

let t: TestApp;
let second: FastifyInstance;
let secondDb: Database | undefined;
let baseA: string;
let baseB: string;
let cast: Cast;
let w: World;
const open: CollabClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  let database = t.database;
  if (t.database.kind === 'postgres') {
    const [{ name }] = await t.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    secondDb = await openDatabase({ databaseUrl: url.toString() });
    database = secondDb;
  }
  second = await buildServer({ ...t.deps, db: database.db, listen: database.listen });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  baseB = `http://127.0.0.1:${address.port}`;
  baseA = await listen(t);
  cast = await newCast(t);
  w = await seedWorld(t, cast);
});
afterAll(async () => {
  for (const c of open.splice(0)) c.close();
  await second.close();
  await secondDb?.close();
  await t.close();
});

it('clients of two instances converge through the database, presence included, and the stored document matches', async () => {
  const pageId = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, html: '<p>Shared</p>' });
  const a = connectClient(collabUrl(baseA, w.slug, w.project.id, pageId), cast.projMember.agent);
  const b = connectClient(collabUrl(baseB, w.slug, w.project.id, pageId), cast.projAdmin.agent);
  open.push(a, b);
  await Promise.all([a.synced, b.synced]);
  expect(paragraphText(b.doc)).toBe('Shared');
  for (let i = 0; i < 20; i++) {
    typeInto(a.doc, 'a');
    typeInto(b.doc, 'b');
    await new Promise((r) => setTimeout(r, 5));
  }
  await waitUntil(() => paragraphText(a.doc) === paragraphText(b.doc) && paragraphText(a.doc).length === 'Shared'.length + 40, 5000, 'convergence');
  a.awareness.setLocalStateField('user', { name: 'Ann' });
  await waitUntil(() => [...b.awareness.getStates().values()].some((s) => (s as { user?: { name: string } }).user?.name === 'Ann'), 5000, 'presence across');
  a.close();
  b.close();
  await waitUntil(async () => (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM page_doc_updates WHERE page_id = $1', [pageId]))[0].n === 0, 8000, 'compaction');
  const stored = new Y.Doc();
  Y.applyUpdate(stored, await loadPageState(t.db, pageId));
  expect(paragraphText(stored)).toBe(paragraphText(a.doc));
});
