import { randomUUID } from 'node:crypto';
import { apiPaths, commentSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, callAs, newCast, readers, seedWorkItem, seedWorld, WHO, type Cast, type Who, type World } from './work-items.test-support';

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
// Sessions expire by the test clock, so tests move it only a little from the real time.
const base = () => new Date(Math.floor(Date.now() / 1000) * 1000);

const item = (projectId = w.project.id, createdBy = cast.wsAdmin.id) => seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy, name: 'Item' });
const comments = (itemId: string, projectId = w.project.id) => apiPaths.comments(w.slug, projectId, itemId);
const commentUrl = (itemId: string, commentId: string, projectId = w.project.id) => apiPaths.comment(w.slug, projectId, itemId, commentId);
type CommentJson = { id: string; comment_html: string; edited_at: string | null; created_at: string; actor: string; comment_reactions: unknown[] };
const post = async (who: Exclude<Who, 'anonymous'>, itemId: string, html: string): Promise<CommentJson> => {
  const res = await cast[who].agent.post(comments(itemId), { comment_html: html });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('comments: roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'list', expect: readers(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: comments((await item()).id) })).statusCode },
    {
      name: 'create',
      expect: readers(201),
      run: async (who) => (await callAs(cast, who, { method: 'POST', url: comments((await item()).id), body: { comment_html: '<p>hi</p>' } })).statusCode,
    },
    {
      name: 'get',
      expect: readers(200),
      run: async (who) => {
        const it = await item();
        const c = await post('projMember', it.id, '<p>x</p>');
        return (await callAs(cast, who, { method: 'GET', url: commentUrl(it.id, c.id) })).statusCode;
      },
    },
    {
      // Each project role edits its own comment; the outsiders try the admin's.
      name: 'edit own',
      expect: readers(200),
      run: async (who) => {
        const it = await item();
        const author = who === 'anonymous' || who === 'outsider' || who === 'wsMemberOut' ? 'wsAdmin' : who;
        const c = await post(author, it.id, '<p>x</p>');
        return (await callAs(cast, who, { method: 'PATCH', url: commentUrl(it.id, c.id), body: { comment_html: '<p>y</p>' } })).statusCode;
      },
    },
    {
      name: "edit another's (deny rows: nobody but the author)",
      expect: { ...readers(403), projMember: 200 },
      run: async (who) => {
        const it = await item();
        const c = await post('projMember', it.id, '<p>x</p>');
        return (await callAs(cast, who, { method: 'PATCH', url: commentUrl(it.id, c.id), body: { comment_html: '<p>y</p>' } })).statusCode;
      },
    },
    {
      name: "delete a member's comment (author or project admin)",
      expect: { ...readers(204), projGuest: 403 },
      run: async (who) => {
        const it = await item();
        const c = await post('projMember', it.id, '<p>x</p>');
        return (await callAs(cast, who, { method: 'DELETE', url: commentUrl(it.id, c.id) })).statusCode;
      },
    },
    {
      name: "delete an admin's comment (deny rows: member and guest)",
      expect: { ...readers(204), projGuest: 403, projMember: 403 },
      run: async (who) => {
        const it = await item();
        const c = await post('projAdmin', it.id, '<p>x</p>');
        return (await callAs(cast, who, { method: 'DELETE', url: commentUrl(it.id, c.id) })).statusCode;
      },
    },
    {
      name: 'delete own as guest',
      expect: readers(204),
      run: async (who) => {
        const it = await item();
        const author = who === 'anonymous' || who === 'outsider' || who === 'wsMemberOut' ? 'projGuest' : who;
        const c = await post(author, it.id, '<p>x</p>');
        return (await callAs(cast, who, { method: 'DELETE', url: commentUrl(it.id, c.id) })).statusCode;
      },
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

/** The same instant written with a +01:00 offset. */
function plusOneHourOffset(at: Date): string {
  return `${new Date(at.getTime() + 3_600_000).toISOString().slice(0, 23)}+01:00`;
}

describe('comments: behaviour', () => {
  it('sanitises html, keeps the plain text, answers commentSchema and writes activity', async () => {
    const it0 = await item();
    const id = randomUUID();
    const res = await cast.projGuest.agent.post(comments(it0.id), {
      id,
      comment_html: '<p onclick="x()">Hello <b>world</b><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a></p>',
    });
    expect(res.statusCode).toBe(201);
    const body = commentSchema.strict().parse(res.json());
    expect(body.id).toBe(id);
    expect(body.comment_html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(body.comment_html).toContain('<b>world</b>');
    expect(body).toMatchObject({ issue: it0.id, actor: cast.projGuest.id, edited_at: null, access: 'INTERNAL', comment_reactions: [] });
    const [stored] = await t.query<{ comment_stripped: string }>('SELECT comment_stripped FROM work_item_comments WHERE id = $1', [id]);
    expect(stored.comment_stripped).toBe('Hello worldbad');
    expect(await activityOf(t, it0.id)).toEqual([
      expect.objectContaining({ verb: 'created', field: 'comment', new_identifier: id, new_value: 'Hello worldbad', actor_id: cast.projGuest.id }),
    ]);
    // The same client id again → 409, nothing more written.
    expect((await cast.projGuest.agent.post(comments(it0.id), { id, comment_html: '<p>again</p>' })).statusCode).toBe(409);
    expect(await activityOf(t, it0.id)).toHaveLength(1);
  });

  it('lists oldest first and created_at__gt returns only newer comments', async () => {
    const it0 = await item();
    const start = base();
    t.clock.set(start);
    const a = await post('projMember', it0.id, '<p>a</p>');
    t.clock.advance(1000);
    const b = await post('projGuest', it0.id, '<p>b</p>');
    t.clock.advance(1000);
    const c = await post('projAdmin', it0.id, '<p>c</p>');
    t.clock.reset();
    const all: CommentJson[] = (await cast.projMember.agent.get(comments(it0.id))).json();
    expect(all.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    const newer: CommentJson[] = (await cast.projMember.agent.get(`${comments(it0.id)}?created_at__gt=${encodeURIComponent(a.created_at)}`)).json();
    expect(newer.map((x) => x.id)).toEqual([b.id, c.id]);
    const offset = (await cast.projMember.agent.get(`${comments(it0.id)}?created_at__gt=${encodeURIComponent(plusOneHourOffset(new Date(start.getTime() + 1500)))}`)).json();
    expect(offset.map((x: CommentJson) => x.id)).toEqual([c.id]);
    expect((await cast.projMember.agent.get(`${comments(it0.id)}?created_at__gt=yesterday`)).statusCode).toBe(400);
  });

  it('edit: sets edited_at only when the html changes, sanitises again and records the update', async () => {
    const it0 = await item();
    const start = base();
    t.clock.set(start);
    const c = await post('projMember', it0.id, '<p>first</p>');
    const later = new Date(start.getTime() + 300_000);
    t.clock.set(later);
    const same = (await cast.projMember.agent.patch(commentUrl(it0.id, c.id), { comment_html: '<p>first</p>', access: 'EXTERNAL' })).json();
    expect(same).toMatchObject({ edited_at: null, access: 'EXTERNAL' });
    const edit = new Date(later.getTime() + 1000);
    t.clock.set(edit);
    const edited = (await cast.projMember.agent.patch(commentUrl(it0.id, c.id), { comment_html: '<p>second<script>x</script></p>' })).json();
    expect(edited.comment_html).toBe('<p>second</p>');
    expect(edited).toMatchObject({ edited_at: edit.toISOString(), updated_at: edit.toISOString(), created_at: start.toISOString() });
    t.clock.reset();
    const rows = await activityOf(t, it0.id);
    expect(rows.map((r) => [r.verb, r.field])).toEqual([
      ['created', 'comment'],
      ['updated', 'comment'],
      ['updated', 'comment'],
    ]);
    expect(rows[2]).toMatchObject({ old_value: 'first', new_value: 'second', new_identifier: c.id });
    expect((await cast.projMember.agent.patch(commentUrl(it0.id, c.id), { comment_html: '' })).statusCode).toBe(400);
  });

  it('delete removes the comment and its reactions and records the deletion', async () => {
    const it0 = await item();
    const c = await post('projMember', it0.id, '<p>bye</p>');
    expect((await cast.projGuest.agent.post(apiPaths.commentReactions(w.slug, w.project.id, c.id), { reaction: '👍' })).statusCode).toBe(201);
    expect((await cast.projAdmin.agent.delete(commentUrl(it0.id, c.id))).statusCode).toBe(204);
    expect(await t.query('SELECT id FROM work_item_comments WHERE id = $1', [c.id])).toEqual([]);
    expect(await t.query('SELECT id FROM comment_reactions WHERE comment_id = $1', [c.id])).toEqual([]);
    expect((await activityOf(t, it0.id)).map((r) => [r.verb, r.field, r.old_identifier])).toEqual([
      ['created', 'comment', null],
      ['deleted', 'comment', c.id],
    ]);
    expect((await cast.projAdmin.agent.delete(commentUrl(it0.id, c.id))).statusCode).toBe(404);
  });
});

describe('comments: foreign ids', () => {
  it('a comment of another item or project → 404 Comment not found; nothing changes', async () => {
    const a = await item();
    const b = await item();
    const other = await item(w.otherProject.id);
    const onB = await post('projMember', b.id, '<p>on b</p>');
    const onOther = (await cast.projMember.agent.post(comments(other.id, w.otherProject.id), { comment_html: '<p>other</p>' })).json();
    for (const url of [commentUrl(a.id, onB.id), commentUrl(a.id, randomUUID()), commentUrl(a.id, onOther.id)]) {
      expect((await cast.projMember.agent.get(url)).json()).toMatchObject({ error: 'Comment not found' });
      expect((await cast.projMember.agent.patch(url, { comment_html: '<p>x</p>' })).statusCode).toBe(404);
      expect((await cast.projMember.agent.delete(url)).statusCode).toBe(404);
    }
    expect((await cast.projMember.agent.get(commentUrl(b.id, onB.id))).json().comment_html).toBe('<p>on b</p>');
  });

  it('an item of another project, unknown or hidden from a guest → 404 Work item not found', async () => {
    const other = await item(w.otherProject.id);
    for (const url of [comments(other.id), comments(randomUUID())]) {
      const res = await cast.projMember.agent.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Work item not found', error_code: 'WORK_ITEM_NOT_FOUND' });
      expect((await cast.projMember.agent.post(url, { comment_html: '<p>x</p>' })).statusCode).toBe(404);
    }
    // The other project's item through its own project works.
    expect((await cast.projMember.agent.get(comments(other.id, w.otherProject.id))).statusCode).toBe(200);

    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    try {
      const hidden = await item();
      const own = await item(w.project.id, cast.projGuest.id);
      expect((await cast.projGuest.agent.get(comments(hidden.id))).json()).toMatchObject({ error: 'Work item not found' });
      expect((await cast.projGuest.agent.post(comments(hidden.id), { comment_html: '<p>x</p>' })).statusCode).toBe(404);
      expect((await cast.projGuest.agent.post(comments(own.id), { comment_html: '<p>x</p>' })).statusCode).toBe(201);
    } finally {
      await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    }
  });

  it('a soft-deleted item → 404', async () => {
    const gone = await item();
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [gone.id]);
    expect((await cast.projMember.agent.get(comments(gone.id))).statusCode).toBe(404);
    expect((await cast.projMember.agent.post(comments(gone.id), { comment_html: '<p>x</p>' })).statusCode).toBe(404);
  });
});
