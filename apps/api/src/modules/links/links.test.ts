import { randomUUID } from 'node:crypto';
import { apiPaths, linkSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, callAs, newCast, readers, seedWorkItem, seedWorld, WHO, writers, type Cast, type Who, type World } from '../comments/work-items.test-support';

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
afterEach(() => {
  t.clock.reset();
});

const item = (projectId = w.project.id) => seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy: cast.wsAdmin.id });
const links = (id: string, projectId = w.project.id) => apiPaths.links(w.slug, projectId, id);
const linkUrl = (id: string, linkId: string) => apiPaths.link(w.slug, w.project.id, id, linkId);
const addLink = async (itemId: string, url = 'https://example.com/a', projectId = w.project.id): Promise<string> => {
  const res = await cast.projMember.agent.post(links(itemId, projectId), { url, title: 'A' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
};

describe('links: roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'list', expect: readers(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: links((await item()).id) })).statusCode },
    {
      name: 'create',
      expect: writers(201),
      run: async (who) => (await callAs(cast, who, { method: 'POST', url: links((await item()).id), body: { url: 'https://example.com' } })).statusCode,
    },
    {
      name: 'patch',
      expect: writers(200),
      run: async (who) => {
        const it = await item();
        return (await callAs(cast, who, { method: 'PATCH', url: linkUrl(it.id, await addLink(it.id)), body: { title: 'B' } })).statusCode;
      },
    },
    {
      name: 'delete',
      expect: writers(204),
      run: async (who) => {
        const it = await item();
        return (await callAs(cast, who, { method: 'DELETE', url: linkUrl(it.id, await addLink(it.id)) })).statusCode;
      },
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

describe('links: behaviour', () => {
  it('creates, lists, edits and deletes with activity rows (field link)', async () => {
    const it0 = await item();
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    t.clock.set(start);
    const id = randomUUID();
    const created = await cast.projMember.agent.post(links(it0.id), { id, url: 'mailto:team@example.com' });
    expect(created.statusCode).toBe(201);
    expect(linkSchema.strict().parse(created.json())).toMatchObject({ id, issue: it0.id, url: 'mailto:team@example.com', title: '', metadata: {}, created_by: cast.projMember.id });
    t.clock.set(new Date(start.getTime() + 1000));
    const patched = (await cast.projAdmin.agent.patch(linkUrl(it0.id, id), { url: 'https://example.com/b', title: 'B' })).json();
    expect(patched).toMatchObject({ url: 'https://example.com/b', title: 'B' });
    expect((await cast.projGuest.agent.get(links(it0.id))).json()).toEqual([patched]);
    t.clock.set(new Date(start.getTime() + 2000));
    expect((await cast.projMember.agent.delete(linkUrl(it0.id, id))).statusCode).toBe(204);
    expect((await cast.projGuest.agent.get(links(it0.id))).json()).toEqual([]);
    expect((await activityOf(t, it0.id)).map((r) => [r.verb, r.field, r.old_value, r.new_value])).toEqual([
      ['created', 'link', null, 'mailto:team@example.com'],
      ['updated', 'link', 'mailto:team@example.com', 'https://example.com/b'],
      ['deleted', 'link', 'https://example.com/b', null],
    ]);
  });

  it('takes a link typed without a scheme as https (example.com → https://example.com)', async () => {
    const it0 = await item();
    const res = await cast.projMember.agent.post(links(it0.id), { url: 'example.com/docs' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ url: 'https://example.com/docs' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JAVASCRIPT:alert(1)', 'ftp://example.com', 'not a link', ''])(
    'refuses %j with 400 and writes nothing',
    async (url) => {
      const it0 = await item();
      const res = await cast.projMember.agent.post(links(it0.id), { url });
      expect(res.statusCode).toBe(400);
      const id = await addLink(it0.id);
      expect((await cast.projMember.agent.patch(linkUrl(it0.id, id), { url })).statusCode).toBe(400);
      expect(await t.query('SELECT url FROM work_item_links WHERE work_item_id = $1', [it0.id])).toEqual([{ url: 'https://example.com/a' }]);
      expect(await activityOf(t, it0.id)).toHaveLength(1);
    },
  );
});

describe('links: foreign ids', () => {
  it('a link of another item or project → 404 Link not found, nothing changes', async () => {
    const a = await item();
    const b = await item();
    const other = await item(w.otherProject.id);
    const onB = await addLink(b.id);
    const onOther = await addLink(other.id, 'https://example.com/o', w.otherProject.id);
    for (const linkId of [onB, onOther, randomUUID()]) {
      expect((await cast.projMember.agent.patch(linkUrl(a.id, linkId), { title: 'X' })).json()).toMatchObject({ error: 'Link not found' });
      expect((await cast.projMember.agent.delete(linkUrl(a.id, linkId))).statusCode).toBe(404);
    }
    expect(await t.query('SELECT title FROM work_item_links WHERE id = ANY($1::uuid[]) ORDER BY title', [[onB, onOther]])).toEqual([{ title: 'A' }, { title: 'A' }]);
  });

  it('an item of another project or unknown → 404 Work item not found', async () => {
    const other = await item(w.otherProject.id);
    for (const id of [other.id, randomUUID()]) {
      expect((await cast.projMember.agent.get(links(id))).json()).toMatchObject({ error: 'Work item not found' });
      expect((await cast.projMember.agent.post(links(id), { url: 'https://example.com' })).statusCode).toBe(404);
    }
  });
});
