import { randomUUID } from 'node:crypto';
import { apiPaths, HOME_TEXT, stickyPageSchema, stickySchema } from '@cairn/types';
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

const create = (actor: Actor, body: Record<string, unknown> = {}, slug = w.slug) => actor.agent.post(apiPaths.stickies(slug), body);
const list = async (actor: Actor, query = '') => stickyPageSchema.parse((await actor.agent.get(`${apiPaths.stickies(w.slug)}${query}`)).json());

describe('stickies CRUD', () => {
  it('creates on top (max + 10000), lists by sort_order descending, reads, patches and deletes', async () => {
    const first = await create(a.member, { name: 'First', description_html: '<p>alpha</p>', color: '#fff', background_color: 'yellow' });
    expect(first.statusCode).toBe(201);
    const one = stickySchema.strict().parse(first.json());
    expect(one).toMatchObject({ name: 'First', description_html: '<p>alpha</p>', sort_order: 10000, owner: a.member.id, workspace: w.workspaceId });
    const two = (await create(a.member, { name: 'Second' })).json();
    expect(two.sort_order).toBe(20000);
    const given = (await create(a.member, { name: 'Given', sort_order: 15000.5 })).json();
    expect(given.sort_order).toBe(15000.5);
    expect((await list(a.member)).results.map((s) => s.name)).toEqual(['Second', 'Given', 'First']);

    expect((await a.member.agent.get(apiPaths.sticky(w.slug, one.id))).json().name).toBe('First');
    const patched = await a.member.agent.patch(apiPaths.sticky(w.slug, one.id), { name: 'Top', sort_order: 30000, description_html: '<p>beta</p>' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Top', sort_order: 30000, description_html: '<p>beta</p>' });
    expect((await list(a.member)).results.map((s) => s.name)).toEqual(['Top', 'Second', 'Given']);

    expect((await a.member.agent.delete(apiPaths.sticky(w.slug, one.id))).statusCode).toBe(204);
    expect((await a.member.agent.get(apiPaths.sticky(w.slug, one.id))).json()).toEqual({ error: HOME_TEXT.stickyNotFound, error_code: 'NOT_FOUND' });
    expect((await a.member.agent.delete(apiPaths.sticky(w.slug, one.id))).statusCode).toBe(404);
  });

  it('sanitises the body and searches name and text case-insensitively', async () => {
    const res = await create(a.member, { name: 'Groceries', description_html: '<p onclick="x()">Buy <b>MILK</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' });
    const html = res.json().description_html as string;
    expect(html).not.toMatch(/script|onclick|javascript/i);
    await create(a.member, { name: 'Ideas 100%', description_html: '<p>other</p>' });
    expect((await list(a.member, '?query=milk')).results.map((s) => s.name)).toEqual(['Groceries']);
    expect((await list(a.member, '?query=GROC')).results.map((s) => s.name)).toEqual(['Groceries']);
    expect((await list(a.member, '?query=100%25')).results.map((s) => s.name)).toEqual(['Ideas 100%']);
    expect((await list(a.member, '?query=_')).results).toEqual([]);
  });

  it('pages with the house cursor and refuses a malformed one', async () => {
    for (let i = 1; i <= 5; i += 1) await create(a.member, { name: `S${i}` });
    const p0 = await list(a.member, '?per_page=2');
    expect(p0).toMatchObject({ total_count: 5, next_cursor: '2:1:0', next_page_results: true, prev_page_results: false });
    expect(p0.results.map((s) => s.name)).toEqual(['S5', 'S4']);
    const p2 = await list(a.member, '?cursor=2:2:0');
    expect(p2.results.map((s) => s.name)).toEqual(['S1']);
    expect(p2).toMatchObject({ next_page_results: false, prev_page_results: true, prev_cursor: '2:1:0', total_count: 5 });
    expect((await list(a.member, '?cursor=2:9:0')).total_count).toBe(5);
    for (const cursor of ['abc', '2:x:0', '-1:0:0', '1:2', '99999:0:0', '2:1:0:0']) {
      const res = await a.member.agent.get(`${apiPaths.stickies(w.slug)}?cursor=${encodeURIComponent(cursor)}`);
      expect({ cursor, status: res.statusCode }).toEqual({ cursor, status: 400 });
    }
  });

  it('refuses a client id already in use with 409, and unknown fields, NUL bytes, huge strings, non-finite orders with 400', async () => {
    const id = randomUUID();
    expect((await create(a.member, { id })).statusCode).toBe(201);
    expect((await create(a.member, { id })).statusCode).toBe(409);
    expect((await create(a.guest, { id })).statusCode).toBe(409);
    for (const body of [{ owner: a.admin.id }, { name: 'a\u0000b' }, { name: 'x'.repeat(256) }, { description_html: 'x'.repeat(100_001) }, { sort_order: '1' }, { sort_order: 1e400 }]) {
      const res = await create(a.member, body);
      expect({ body: Object.keys(body), status: res.statusCode }).toEqual({ body: Object.keys(body), status: 400 });
    }
    expect((await a.member.agent.get(`${apiPaths.stickies(w.slug)}?query=${'q'.repeat(300)}`)).statusCode).toBe(400);
    expect((await a.member.agent.get(apiPaths.sticky(w.slug, 'not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('stickies are personal', () => {
  it("lets every member keep their own (guests too) and answers 404 for another user's sticky", async () => {
    const mine = (await create(a.member, { name: 'Mine' })).json();
    const guests = await create(a.guest, { name: 'Guest note' });
    expect(guests.statusCode).toBe(201);
    expect(guests.json().sort_order).toBe(10000);
    expect((await create(a.memberOut, { name: 'Out' })).statusCode).toBe(201);
    expect((await list(a.admin)).results).toEqual([]);
    expect((await list(a.guest)).results.map((s) => s.name)).toEqual(['Guest note']);
    for (const other of [a.admin, a.guest]) {
      expect((await other.agent.get(apiPaths.sticky(w.slug, mine.id))).statusCode).toBe(404);
      expect((await other.agent.patch(apiPaths.sticky(w.slug, mine.id), { name: 'Hacked' })).statusCode).toBe(404);
      expect((await other.agent.delete(apiPaths.sticky(w.slug, mine.id))).statusCode).toBe(404);
    }
    expect((await a.member.agent.get(apiPaths.sticky(w.slug, mine.id))).json().name).toBe('Mine');
  });

  it('answers 404 to outsiders, 401 when signed out, and 404 for a sticky of another workspace', async () => {
    expect((await a.outsider.agent.get(apiPaths.stickies(w.slug))).json()).toEqual({ error: 'Workspace not found', error_code: 'NOT_FOUND' });
    expect((await create(a.outsider, { name: 'x' })).statusCode).toBe(404);
    const theirs = (await create(a.outsider, { name: 'Theirs' }, w.foreign.slug)).json();
    expect((await a.member.agent.get(apiPaths.sticky(w.slug, theirs.id))).statusCode).toBe(404);
    expect((await a.outsider.agent.get(apiPaths.sticky(w.slug, theirs.id))).statusCode).toBe(404);
    expect((await a.member.agent.get(apiPaths.sticky(w.foreign.slug, theirs.id))).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: apiPaths.stickies(w.slug) });
    expect(anon.statusCode).toBe(401);
    expect(await t.query('SELECT name FROM stickies WHERE workspace_id = $1', [w.foreign.workspaceId])).toEqual([{ name: 'Theirs' }]);
  });
});
