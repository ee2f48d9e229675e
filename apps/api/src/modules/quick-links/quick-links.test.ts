import { randomUUID } from 'node:crypto';
import { apiPaths, HOME_TEXT, quickLinkSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { homeActors, seedHomeWorld, type HomeActors, type HomeWorld } from '../dashboard/home.test-support';
import type { Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let a: HomeActors;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await homeActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedHomeWorld(t, a);
});

const create = (actor: Actor, body: Record<string, unknown>, slug = w.slug) => actor.agent.post(apiPaths.quickLinks(slug), body);
const titles = async (actor: Actor) => ((await actor.agent.get(apiPaths.quickLinks(w.slug))).json() as Array<{ title: string }>).map((l) => l.title);

describe('quick links', () => {
  it('creates (title defaults to the host), lists oldest first, patches and deletes', async () => {
    t.clock.set(new Date('2025-03-01T10:00:00Z'));
    const first = await create(a.member, { url: 'https://docs.example.com/path?q=1' });
    expect(first.statusCode).toBe(201);
    expect(quickLinkSchema.strict().parse(first.json())).toMatchObject({ title: 'docs.example.com', url: 'https://docs.example.com/path?q=1', owner: a.member.id });
    t.clock.advance(1000);
    const second = (await create(a.member, { url: 'http://example.org:8080/', title: '  Board  ' })).json();
    expect(second.title).toBe('Board');
    expect(await titles(a.member)).toEqual(['docs.example.com', 'Board']);

    const patched = await a.member.agent.patch(apiPaths.quickLink(w.slug, second.id), { url: 'https://new.example.net/x', title: '' });
    expect(patched.json()).toMatchObject({ url: 'https://new.example.net/x', title: 'new.example.net' });
    expect((await a.member.agent.patch(apiPaths.quickLink(w.slug, second.id), { title: 'Renamed' })).json().url).toBe('https://new.example.net/x');
    expect((await a.member.agent.delete(apiPaths.quickLink(w.slug, first.json().id))).statusCode).toBe(204);
    expect(await titles(a.member)).toEqual(['Renamed']);
    expect((await a.member.agent.delete(apiPaths.quickLink(w.slug, first.json().id))).json()).toEqual({ error: HOME_TEXT.quickLinkNotFound, error_code: 'NOT_FOUND' });
    t.clock.reset();
  });

  it('refuses non-http(s) URLs, NUL bytes, huge strings and unknown fields with 400; a used id with 409', async () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'ftp://example.com/', 'no link', '', `https://e.com/${'a'.repeat(900)}`, 'https://e.com/\u0000']) {
      const res = await create(a.member, { url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
    expect((await create(a.member, { url: 'https://e.com', title: 't'.repeat(256) })).statusCode).toBe(400);
    expect((await create(a.member, { url: 'https://e.com', owner: a.admin.id })).statusCode).toBe(400);
    const link = (await create(a.member, { url: 'https://e.com' })).json();
    expect((await a.member.agent.patch(apiPaths.quickLink(w.slug, link.id), { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    const id = randomUUID();
    expect((await create(a.member, { id, url: 'https://e.com' })).statusCode).toBe(201);
    expect((await create(a.member, { id, url: 'https://e.com' })).statusCode).toBe(409);
    expect(await titles(a.member)).toEqual(['e.com', 'e.com']);
  });

  it("is personal: guests keep their own, another user's link is 404, outsiders 404, foreign links 404", async () => {
    const mine = (await create(a.member, { url: 'https://mine.example.com' })).json();
    expect((await create(a.guest, { url: 'https://guest.example.com' })).statusCode).toBe(201);
    expect(await titles(a.guest)).toEqual(['guest.example.com']);
    expect(await titles(a.admin)).toEqual([]);
    for (const other of [a.admin, a.guest]) {
      expect((await other.agent.patch(apiPaths.quickLink(w.slug, mine.id), { title: 'x' })).statusCode).toBe(404);
      expect((await other.agent.delete(apiPaths.quickLink(w.slug, mine.id))).statusCode).toBe(404);
    }
    expect((await a.outsider.agent.get(apiPaths.quickLinks(w.slug))).statusCode).toBe(404);
    expect((await create(a.outsider, { url: 'https://x.example.com' })).statusCode).toBe(404);
    const theirs = (await create(a.outsider, { url: 'https://theirs.example.com' }, w.foreign.slug)).json();
    expect((await a.member.agent.patch(apiPaths.quickLink(w.slug, theirs.id), { title: 'x' })).statusCode).toBe(404);
    expect((await a.outsider.agent.delete(apiPaths.quickLink(w.slug, theirs.id))).statusCode).toBe(404);
    expect(await t.query('SELECT title FROM quick_links WHERE workspace_id = $1', [w.foreign.workspaceId])).toEqual([{ title: 'theirs.example.com' }]);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.quickLinks(w.slug) })).statusCode).toBe(401);
  });
});
