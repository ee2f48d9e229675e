import { randomUUID } from 'node:crypto';
import { apiPaths, reactionSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorkItem, seedWorld, WHO, type Cast, type Who, type World } from '../comments/work-items.test-support';

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

const item = (projectId = w.project.id, createdBy = cast.wsAdmin.id) => seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy });
const comment = async (itemId: string, projectId = w.project.id): Promise<string> => {
  const res = await cast.projMember.agent.post(apiPaths.comments(w.slug, projectId, itemId), { comment_html: '<p>c</p>' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
};
const itemReactions = (id: string) => apiPaths.reactions(w.slug, w.project.id, id);
const commentReactions = (id: string, projectId = w.project.id) => apiPaths.commentReactions(w.slug, projectId, id);

describe('reactions: roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'list item reactions', expect: readers(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: itemReactions((await item()).id) })).statusCode },
    {
      name: 'react to an item',
      expect: readers(201),
      run: async (who) => (await callAs(cast, who, { method: 'POST', url: itemReactions((await item()).id), body: { reaction: '🎉' } })).statusCode,
    },
    {
      name: 'remove own item reaction',
      expect: readers(204),
      run: async (who) => {
        const it = await item();
        if (who !== 'anonymous' && who !== 'outsider' && who !== 'wsMemberOut') await cast[who].agent.post(itemReactions(it.id), { reaction: '🎉' });
        return (await callAs(cast, who, { method: 'DELETE', url: apiPaths.reaction(w.slug, w.project.id, it.id, '🎉') })).statusCode;
      },
    },
    {
      name: 'list comment reactions',
      expect: readers(200),
      run: async (who) => (await callAs(cast, who, { method: 'GET', url: commentReactions(await comment((await item()).id)) })).statusCode,
    },
    {
      name: 'react to a comment',
      expect: readers(201),
      run: async (who) => (await callAs(cast, who, { method: 'POST', url: commentReactions(await comment((await item()).id)), body: { reaction: '+1' } })).statusCode,
    },
    {
      name: 'remove own comment reaction',
      expect: readers(204),
      run: async (who) => {
        const c = await comment((await item()).id);
        if (who !== 'anonymous' && who !== 'outsider' && who !== 'wsMemberOut') await cast[who].agent.post(commentReactions(c), { reaction: '+1' });
        return (await callAs(cast, who, { method: 'DELETE', url: apiPaths.commentReaction(w.slug, w.project.id, c, '+1') })).statusCode;
      },
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

describe('reactions: behaviour', () => {
  it('a duplicate reaction by the same actor is idempotent (200 with the same row); others add their own', async () => {
    const it0 = await item();
    const first = await cast.projGuest.agent.post(itemReactions(it0.id), { reaction: '👍' });
    expect(first.statusCode).toBe(201);
    const body = reactionSchema.parse(first.json());
    expect(body).toMatchObject({ actor: cast.projGuest.id, reaction: '👍', issue: it0.id });
    const again = await cast.projGuest.agent.post(itemReactions(it0.id), { reaction: '👍' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
    expect((await cast.projMember.agent.post(itemReactions(it0.id), { reaction: '👍' })).statusCode).toBe(201);
    expect((await cast.projMember.agent.post(itemReactions(it0.id), { reaction: '❤️' })).statusCode).toBe(201);
    const list = (await cast.projAdmin.agent.get(itemReactions(it0.id))).json();
    expect(list.map((r: { actor: string; reaction: string }) => [r.actor, r.reaction])).toEqual([
      [cast.projGuest.id, '👍'],
      [cast.projMember.id, '👍'],
      [cast.projMember.id, '❤️'],
    ]);
    expect((await cast.projGuest.agent.post(itemReactions(it0.id), { reaction: '' })).statusCode).toBe(400);
  });

  it("DELETE removes only the caller's own reaction; someone else's is 404 for them", async () => {
    const it0 = await item();
    await cast.projMember.agent.post(itemReactions(it0.id), { reaction: '👍' });
    expect((await cast.projAdmin.agent.delete(apiPaths.reaction(w.slug, w.project.id, it0.id, '👍'))).json()).toMatchObject({ error: 'Reaction not found' });
    expect((await cast.projAdmin.agent.get(itemReactions(it0.id))).json()).toHaveLength(1);
    expect((await cast.projMember.agent.delete(apiPaths.reaction(w.slug, w.project.id, it0.id, '👍'))).statusCode).toBe(204);
    expect((await cast.projAdmin.agent.get(itemReactions(it0.id))).json()).toEqual([]);
  });

  it('comment reactions show on the comment and are idempotent', async () => {
    const it0 = await item();
    const c = await comment(it0.id);
    expect((await cast.projGuest.agent.post(commentReactions(c), { reaction: '👀' })).statusCode).toBe(201);
    expect((await cast.projGuest.agent.post(commentReactions(c), { reaction: '👀' })).statusCode).toBe(200);
    const got = (await cast.projGuest.agent.get(apiPaths.comment(w.slug, w.project.id, it0.id, c))).json();
    expect(got.comment_reactions).toEqual([expect.objectContaining({ actor: cast.projGuest.id, reaction: '👀', comment: c })]);
    expect((await cast.projGuest.agent.get(commentReactions(c))).json()).toHaveLength(1);
  });
});

describe('reactions: foreign ids', () => {
  it('an item of another project or unknown → 404', async () => {
    const other = await item(w.otherProject.id);
    for (const id of [other.id, randomUUID()]) {
      expect((await cast.projMember.agent.get(itemReactions(id))).json()).toMatchObject({ error: 'Work item not found' });
      expect((await cast.projMember.agent.post(itemReactions(id), { reaction: '👍' })).statusCode).toBe(404);
    }
  });

  it('a comment of another project (through this project) or unknown → 404 Comment not found', async () => {
    const onOther = await comment((await item(w.otherProject.id)).id, w.otherProject.id);
    for (const id of [onOther, randomUUID()]) {
      expect((await cast.projMember.agent.get(commentReactions(id))).json()).toMatchObject({ error: 'Comment not found' });
      expect((await cast.projMember.agent.post(commentReactions(id), { reaction: '👍' })).statusCode).toBe(404);
      expect((await cast.projMember.agent.delete(apiPaths.commentReaction(w.slug, w.project.id, id, '👍'))).statusCode).toBe(404);
    }
    expect((await cast.projMember.agent.post(commentReactions(onOther, w.otherProject.id), { reaction: '👍' })).statusCode).toBe(201);
    expect(await t.query('SELECT reaction FROM comment_reactions WHERE comment_id = $1', [onOther])).toEqual([{ reaction: '👍' }]);
  });

  it("a comment on an item hidden from a guest → 404 Work item not found", async () => {
    const hidden = await item();
    const c = await comment(hidden.id);
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    try {
      expect((await cast.projGuest.agent.get(commentReactions(c))).json()).toMatchObject({ error: 'Work item not found' });
      expect((await cast.projGuest.agent.post(commentReactions(c), { reaction: '👍' })).statusCode).toBe(404);
      expect((await cast.projGuest.agent.post(itemReactions(hidden.id), { reaction: '👍' })).statusCode).toBe(404);
    } finally {
      await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    }
  });
});
