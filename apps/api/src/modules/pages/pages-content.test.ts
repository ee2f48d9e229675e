import { docStateToHtml, htmlToDocState, replaceContentUpdate } from '@cairn/editor/headless';
import { apiPaths, PAGE_DESCRIPTION_MAX_BYTES, PAGE_ERROR_CODE, PAGE_TEXT, pageVersionSchema } from '@cairn/types';
import type { PageWithProjects } from '../../data/repositories/pages.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedPage, seedPageVersion, type SeedPageInput } from './pages.test-support';

// The page's content: the document's bytes (GET / PATCH description/), versions, and the pages mentioning a work item.

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const p = () => [w.slug, w.project.id] as const;
const member = () => cast.projMember.agent;
const page = (extra: Partial<SeedPageInput> = {}): Promise<PageWithProjects> =>
  seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, ...extra });
const octets = { 'content-type': 'application/octet-stream' };
const bytesOf = async (pageId: string) => new Uint8Array((await member().get(apiPaths.pageDescription(...p(), pageId))).rawPayload);

describe('description/: the document as bytes', () => {
  it('round trip: GET the seeded document, PATCH an update made on it, GET the bytes back, decode the HTML', async () => {
    const pg = await page({ html: '<p>First</p>' });
    const res = await member().get(apiPaths.pageDescription(...p(), pg.id));
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/octet-stream']);
    const state = new Uint8Array(res.rawPayload);
    expect(docStateToHtml(state)).toContain('First');
    const update = replaceContentUpdate(state, '<h2>Second</h2><p>with <em>more</em></p>');
    const patched = await member().patch(apiPaths.pageDescription(...p(), pg.id), Buffer.from(update), octets);
    expect(patched.statusCode).toBe(200);
    expect(patched.json().description_html).toContain('Second');
    const after = await bytesOf(pg.id);
    expect(docStateToHtml(after)).toBe(patched.json().description_html);
    const [row] = await t.query<{ description_html: string; description_stripped: string }>('SELECT description_html, description_stripped FROM pages WHERE id = $1', [pg.id]);
    expect(row.description_html).toBe(patched.json().description_html);
    expect(row.description_stripped).toMatch(/Second\s+with more/);
  });

  it('accepts the bytes as base64 JSON, and HTML', async () => {
    const pg = await page();
    const fresh = htmlToDocState('<p>from base64</p>');
    const res = await member().patch(apiPaths.pageDescription(...p(), pg.id), { description_binary: Buffer.from(fresh).toString('base64') });
    expect([res.statusCode, res.json().description_html]).toEqual([200, expect.stringContaining('from base64')]);
    const html = await member().patch(apiPaths.pageDescription(...p(), pg.id), { description_html: '<p>only this</p>' });
    expect(html.json().description_html).toContain('only this');
    expect(html.json().description_html).not.toContain('from base64');
  });

  it.each([
    ['garbage bytes', () => Buffer.from([0xff, 0xfe, 0x00, 0x13, 0x37, 0x42, 0x99, 0x01, 0x02, 0x03]), octets, 400],
    ['no bytes', () => Buffer.alloc(0), octets, 400],
    ['text/plain', () => 'hello', { 'content-type': 'text/plain' }, 400],
    ['application/xml', () => '<a/>', { 'content-type': 'application/xml' }, 400],
    ['malformed base64', () => ({ description_binary: '***not base64***' }), {}, 400],
    ['base64 of garbage', () => ({ description_binary: Buffer.from('just some text that is not yjs').toString('base64') }), {}, 400],
    ['both fields', () => ({ description_html: '<p>a</p>', description_binary: '' }), {}, 400],
    ['a NUL in the HTML', () => ({ description_html: '<p>a\u0000b</p>' }), {}, 400],
    ['more bytes than a page may hold', () => Buffer.alloc(PAGE_DESCRIPTION_MAX_BYTES + 1, 1), octets, 413],
  ])('refuses %s, and the page is unchanged', async (_label, body, headers, status) => {
    const pg = await page({ html: '<p>same</p>' });
    const res = await member().patch(apiPaths.pageDescription(...p(), pg.id), body(), headers);
    expect(res.statusCode).toBe(status);
    if (status === 413) expect(res.json().error).toBe(PAGE_TEXT.descriptionTooLarge);
    expect((await t.query('SELECT description_html, description_binary FROM pages WHERE id = $1', [pg.id]))[0]).toEqual({ description_html: '<p>same</p>', description_binary: null });
  });

  it('garbage bytes answer the page text', async () => {
    const pg = await page();
    const res = await member().patch(apiPaths.pageDescription(...p(), pg.id), Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f]), octets);
    expect([res.statusCode, res.json().error]).toEqual([400, PAGE_TEXT.descriptionInvalid]);
  });

  it('a locked or archived page refuses content (409); a guest 403; a reader of a private page of another 404', async () => {
    const update = Buffer.from(htmlToDocState('<p>x</p>'));
    const locked = await page({ isLocked: true });
    expect((await member().patch(apiPaths.pageDescription(...p(), locked.id), update, octets)).json().error_code).toBe(PAGE_ERROR_CODE.PAGE_LOCKED);
    const archived = await page({ archived: true });
    expect((await member().patch(apiPaths.pageDescription(...p(), archived.id), update, octets)).json().error_code).toBe(PAGE_ERROR_CODE.PAGE_ARCHIVED);
    const open = await page();
    expect((await cast.projGuest.agent.patch(apiPaths.pageDescription(...p(), open.id), update, octets)).statusCode).toBe(403);
    const secret = await page({ access: 'private', ownedBy: cast.projAdmin.id });
    expect((await member().patch(apiPaths.pageDescription(...p(), secret.id), update, octets)).statusCode).toBe(404);
  });

  it('other routes refuse an octet-stream body with 400', async () => {
    const pg = await page();
    expect((await member().patch(apiPaths.page(...p(), pg.id), Buffer.from('{"name":"x"}'), octets)).statusCode).toBe(400);
    expect((await member().post(apiPaths.pages(...p()), Buffer.from([1, 2, 3]), octets)).statusCode).toBe(400);
  });
});

describe('versions', () => {
  it('saves a manual version now, lists newest first without content, reads one with its HTML', async () => {
    const pg = await page({ html: '<p>v0</p>' });
    await seedPageVersion(t, pg, { html: '<p>old</p>', at: new Date(Date.UTC(2026, 0, 1)) });
    await seedPageVersion(t, pg, { html: '<p>older</p>', at: new Date(Date.UTC(2025, 0, 1)) });
    const saved = await member().post(apiPaths.pageVersions(...p(), pg.id));
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ page: pg.id, kind: 'manual', owned_by: cast.projMember.id });
    const list = (await member().get(apiPaths.pageVersions(...p(), pg.id))).json();
    // Compaction may take an 'auto' version too (the relay's interval rule); the seeded ones are the oldest.
    const times = list.map((v: { last_saved_at: string }) => Date.parse(v.last_saved_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.map((v: { id: string }) => v.id)).toContain(saved.json().id);
    expect(list.slice(-2).map((v: { last_saved_at: string }) => v.last_saved_at)).toEqual(['2026-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
    for (const v of list) expect(pageVersionSchema.strict().parse(v).description_html).toBeUndefined();
    const one = (await member().get(apiPaths.pageVersion(...p(), pg.id, saved.json().id))).json();
    expect(one.description_html).toContain('v0');
  });

  it('restore: the content becomes the version\'s, and a version of the content before the restore exists', async () => {
    const pg = await page({ html: '<p>current text</p>' });
    const versionId = await seedPageVersion(t, pg, { html: '<p>the <strong>old</strong> text</p>', at: new Date(Date.UTC(2026, 0, 1)) });
    const res = await member().post(apiPaths.pageVersionRestore(...p(), pg.id, versionId));
    expect(res.statusCode).toBe(200);
    expect(res.json().description_html).toContain('old');
    expect(docStateToHtml(await bytesOf(pg.id))).toBe(res.json().description_html);
    const versions = (await member().get(apiPaths.pageVersions(...p(), pg.id))).json() as Array<{ id: string; kind: string }>;
    const before = versions.find((v) => v.kind === 'manual')!;
    expect(before).toBeDefined();
    expect((await member().get(apiPaths.pageVersion(...p(), pg.id, before.id))).json().description_html).toContain('current text');
    // Restoring that one undoes the restore.
    const undo = await member().post(apiPaths.pageVersionRestore(...p(), pg.id, before.id));
    expect(undo.json().description_html).toContain('current text');
  });

  it('another page\'s version is 404; a locked page refuses restore (409); a guest may not save (403)', async () => {
    const a = await page();
    const b = await page();
    const vb = await seedPageVersion(t, b, { html: '<p>b</p>', at: t.deps.now() });
    expect((await member().get(apiPaths.pageVersion(...p(), a.id, vb))).statusCode).toBe(404);
    expect((await member().post(apiPaths.pageVersionRestore(...p(), a.id, vb))).json().error).toBe(PAGE_TEXT.versionNotFound);
    const locked = await page({ isLocked: true });
    const vl = await seedPageVersion(t, locked, { html: '<p>l</p>', at: t.deps.now() });
    expect((await member().post(apiPaths.pageVersionRestore(...p(), locked.id, vl))).statusCode).toBe(409);
    expect((await cast.projGuest.agent.post(apiPaths.pageVersions(...p(), a.id))).statusCode).toBe(403);
  });
});

describe('issues/{id}/pages/', () => {
  it('lists the live pages mentioning the work item that the caller can read', async () => {
    const item = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id });
    const mention = `<p>See <span data-mention-id="${item.id}" data-mention-kind="work_item">${w.project.identifier}-1</span></p>`;
    const mentionBy = async (extra: Partial<SeedPageInput>) => {
      const pg = await page(extra);
      // Through the document (the relay derives the HTML and rebuilds the mentions).
      const res = await cast.wsAdmin.agent.patch(apiPaths.pageDescription(...p(), pg.id), Buffer.from(htmlToDocState(mention)), octets);
      expect(res.statusCode).toBe(200);
      return pg;
    };
    const open = await mentionBy({ name: 'Open page' });
    await mentionBy({ name: 'Admin private', access: 'private', ownedBy: cast.wsAdmin.id });
    const archived = await mentionBy({ name: 'Archived page' });
    await t.query('UPDATE pages SET archived_at = now() WHERE id = $1', [archived.id]);
    await page({ name: 'Unrelated', html: '<p>nothing</p>' });
    const url = apiPaths.workItemPages(...p(), item.id);
    expect((await member().get(url)).json()).toEqual([
      { id: open.id, name: 'Open page', logo_props: {}, access: 'public', project_id: w.project.id, updated_at: expect.any(String) },
    ]);
    expect((await cast.wsAdmin.agent.get(url)).json().map((x: { name: string }) => x.name).sort()).toEqual(['Admin private', 'Open page']);
    expect((await cast.wsMemberOut.agent.get(url)).statusCode).toBe(403);
    expect((await member().get(apiPaths.workItemPages(...p(), w.foreign.project.id))).statusCode).toBe(404);
  });
});
