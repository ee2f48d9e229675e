import { apiPaths, commentSchema, PUBLISH_TEXT, publicCommentSchema } from '@cairn/types';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callAs, newCast, seedWorld, WHO, type Cast, type Who, type World } from '../../comments/work-items.test-support';
import { boardItem, clearPublicLimits, eventsAbout, publishBoard, setSwitches } from './interactions.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let board: { anchor: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  board = await publishBoard(t, w, w.project.id, cast.wsAdmin.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setSwitches(t, board.id, { is_comments_enabled: true, is_activity_enabled: true });
  await clearPublicLimits(t);
});

const strictComments = z.array(publicCommentSchema.strict());
const post = (who: Who, itemId: string, html = '<p>hello</p>', anchor = board.anchor) =>
  callAs(cast, who, { method: 'POST', url: apiPaths.publicComments(anchor, itemId), body: { comment_html: html } });

describe('public comments: who may call', () => {
  const signedIn = (ok: number): Record<Who, number> => ({ anonymous: 401, outsider: ok, wsMemberOut: ok, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'list', expect: { ...signedIn(200), anonymous: 200 }, run: async (who) => (await callAs(cast, who, { method: 'GET', url: apiPaths.publicComments(board.anchor, (await boardItem(t, w, cast)).id) })).statusCode },
    { name: 'create', expect: signedIn(201), run: async (who) => (await post(who, (await boardItem(t, w, cast)).id)).statusCode },
    {
      name: 'edit own',
      expect: signedIn(200),
      run: async (who) => {
        const item = await boardItem(t, w, cast);
        const id = who === 'anonymous' ? randomUUID() : (await post(who, item.id)).json().id;
        return (await callAs(cast, who, { method: 'PATCH', url: apiPaths.publicComment(board.anchor, item.id, id), body: { comment_html: '<p>edited</p>' } })).statusCode;
      },
    },
    {
      name: 'delete own',
      expect: signedIn(204),
      run: async (who) => {
        const item = await boardItem(t, w, cast);
        const id = who === 'anonymous' ? randomUUID() : (await post(who, item.id)).json().id;
        return (await callAs(cast, who, { method: 'DELETE', url: apiPaths.publicComment(board.anchor, item.id, id) })).statusCode;
      },
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

describe('public comments: behaviour', () => {
  it('an outsider comments: stored EXTERNAL, sanitised, public shape without email, activity and event recorded, the app sees it', async () => {
    const item = await boardItem(t, w, cast);
    const res = await post('outsider', item.id, '<p>hi<script>alert(1)</script></p>');
    expect(res.statusCode).toBe(201);
    const body = publicCommentSchema.strict().parse(res.json());
    expect(body).toMatchObject({ issue: item.id, is_mine: true, reactions: [], edited_at: null });
    expect(body.actor.id).toBe(cast.outsider.id);
    expect(body.comment_html).not.toContain('script');
    expect(JSON.stringify(body)).not.toContain(cast.outsider.email);
    const [stored] = await t.query<{ access: string; actor_id: string }>('SELECT access, actor_id FROM work_item_comments WHERE id = $1', [body.id]);
    expect(stored).toEqual({ access: 'EXTERNAL', actor_id: cast.outsider.id });
    expect((await eventsAbout(t, body.id)).map((e) => [e.entity_type, e.action, e.work_item_id])).toEqual([['comment', 'created', item.id]]);
    const activity = await t.query<{ field: string; verb: string }>('SELECT field, verb FROM work_item_activities WHERE work_item_id = $1', [item.id]);
    expect(activity).toContainEqual({ field: 'comment', verb: 'created' });
    const app = await cast.projMember.agent.get(apiPaths.comments(w.slug, w.project.id, item.id));
    expect(app.statusCode).toBe(200);
    const seen = z.array(commentSchema).parse(app.json());
    expect(seen.map((c) => [c.id, c.actor, c.access])).toEqual([[body.id, cast.outsider.id, 'EXTERNAL']]);
  });

  it("the app's notification job handles an outsider's comment: the item's creator is told, the outsider is never a receiver", async () => {
    await t.runJobs();
    const item = await boardItem(t, w, cast);
    expect((await post('outsider', item.id, '<p>ping</p>')).statusCode).toBe(201);
    const result = await t.runJobs();
    expect(result.failed + result.retried).toBe(0);
    const receivers = await t.query<{ receiver_id: string }>('SELECT receiver_id FROM notifications WHERE entity_identifier = $1', [item.id]);
    expect(receivers.map((r) => r.receiver_id)).toEqual([cast.wsAdmin.id]);
  });

  it('the list shows every comment of the item (members and outsiders), is_mine per caller, oldest first', async () => {
    const item = await boardItem(t, w, cast);
    const member = await cast.projMember.agent.post(apiPaths.comments(w.slug, w.project.id, item.id), { comment_html: '<p>from the team</p>' });
    expect(member.statusCode).toBe(201);
    const outsider = (await post('outsider', item.id)).json();
    const anon = strictComments.parse((await cast.anonymous.get(apiPaths.publicComments(board.anchor, item.id))).json());
    expect(anon.map((c) => [c.id, c.is_mine])).toEqual([[member.json().id, false], [outsider.id, false]]);
    const mine = strictComments.parse((await cast.outsider.agent.get(apiPaths.publicComments(board.anchor, item.id))).json());
    expect(mine.map((c) => c.is_mine)).toEqual([false, true]);
    expect(JSON.stringify(anon)).not.toMatch(/@/);
  });

  it('no comments shown when the board shows neither comments nor activity; comments off refuses writes with 403', async () => {
    const item = await boardItem(t, w, cast);
    const created = (await post('outsider', item.id)).json();
    await setSwitches(t, board.id, { is_comments_enabled: false });
    expect((await cast.anonymous.get(apiPaths.publicComments(board.anchor, item.id))).json()).toHaveLength(1);
    const off = await post('outsider', item.id);
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(PUBLISH_TEXT.commentsOff);
    const edit = await cast.outsider.agent.patch(apiPaths.publicComment(board.anchor, item.id, created.id), { comment_html: '<p>x</p>' });
    expect(edit.statusCode).toBe(403);
    expect((await cast.outsider.agent.delete(apiPaths.publicComment(board.anchor, item.id, created.id))).statusCode).toBe(403);
    await setSwitches(t, board.id, { is_activity_enabled: false });
    expect((await cast.anonymous.get(apiPaths.publicComments(board.anchor, item.id))).json()).toEqual([]);
    expect(await t.query('SELECT id FROM work_item_comments WHERE work_item_id = $1', [item.id])).toHaveLength(1);
  });

  it("someone else's comment: 403 notYourComment for edit and delete (a project admin too); unknown → 404", async () => {
    const item = await boardItem(t, w, cast);
    const c = (await post('outsider', item.id)).json();
    for (const who of ['wsMemberOut', 'projAdmin', 'wsAdmin'] as const) {
      const edit = await cast[who].agent.patch(apiPaths.publicComment(board.anchor, item.id, c.id), { comment_html: '<p>x</p>' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error).toBe(PUBLISH_TEXT.notYourComment);
      expect((await cast[who].agent.delete(apiPaths.publicComment(board.anchor, item.id, c.id))).statusCode).toBe(403);
    }
    const unknown = await cast.outsider.agent.patch(apiPaths.publicComment(board.anchor, item.id, randomUUID()), { comment_html: '<p>x</p>' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PUBLISH_TEXT.commentNotFound);
    expect((await cast.outsider.agent.patch(apiPaths.publicComment(board.anchor, item.id, 'nope'), { comment_html: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('edit sets edited_at and records the update; delete removes the comment with its event', async () => {
    const item = await boardItem(t, w, cast);
    const c = (await post('outsider', item.id)).json();
    const edited = await cast.outsider.agent.patch(apiPaths.publicComment(board.anchor, item.id, c.id), { comment_html: '<p>changed</p>' });
    expect(edited.statusCode).toBe(200);
    expect(publicCommentSchema.strict().parse(edited.json())).toMatchObject({ comment_html: '<p>changed</p>', is_mine: true });
    expect(edited.json().edited_at).not.toBeNull();
    expect((await cast.outsider.agent.delete(apiPaths.publicComment(board.anchor, item.id, c.id))).statusCode).toBe(204);
    expect((await eventsAbout(t, c.id)).map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(await t.query('SELECT id FROM work_item_comments WHERE id = $1', [c.id])).toEqual([]);
  });

  it('foreign ids: another project’s item or comment, an archived or draft item, an epic → 404 and nothing written', async () => {
    const other = await boardItem(t, w, cast, w.otherProject.id);
    expect((await post('outsider', other.id)).statusCode).toBe(404);
    const archived = await boardItem(t, w, cast);
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [archived.id]);
    const draft = await boardItem(t, w, cast);
    await t.query('UPDATE work_items SET is_draft = true WHERE id = $1', [draft.id]);
    const epic = await boardItem(t, w, cast);
    await t.query('UPDATE work_items SET is_epic = true WHERE id = $1', [epic.id]);
    const intake = await boardItem(t, w, cast);
    await t.query('UPDATE work_items SET is_intake = true WHERE id = $1', [intake.id]);
    for (const id of [archived.id, draft.id, epic.id, intake.id, randomUUID(), 'not-a-uuid']) {
      const res = await post('outsider', id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PUBLISH_TEXT.workItemNotFound);
    }
    // A comment of another item on the same board, addressed under this item.
    const item = await boardItem(t, w, cast);
    const second = await boardItem(t, w, cast);
    const c = (await post('outsider', second.id)).json();
    expect((await cast.outsider.agent.patch(apiPaths.publicComment(board.anchor, item.id, c.id), { comment_html: '<p>x</p>' })).statusCode).toBe(404);
    expect((await cast.outsider.agent.delete(apiPaths.publicComment(board.anchor, item.id, c.id))).statusCode).toBe(404);
    const written = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM work_item_comments WHERE work_item_id = ANY($1)', [[other.id, archived.id, draft.id, epic.id, intake.id, item.id]]);
    expect(written[0].n).toBe(0);
  });

  it('an unpublished anchor answers 404 at once; a malformed anchor 404', async () => {
    const b = await publishBoard(t, w, w.otherProject.id, cast.wsAdmin.id);
    const item = await boardItem(t, w, cast, w.otherProject.id);
    expect((await post('outsider', item.id, '<p>x</p>', b.anchor)).statusCode).toBe(201);
    await t.query('DELETE FROM deploy_boards WHERE id = $1', [b.id]);
    const gone = await post('outsider', item.id, '<p>x</p>', b.anchor);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(PUBLISH_TEXT.notPublished);
    expect((await cast.anonymous.get(apiPaths.publicComments(b.anchor, item.id))).statusCode).toBe(404);
    expect((await post('outsider', item.id, '<p>x</p>', 'short')).statusCode).toBe(404);
  });

  it('bad input → 400, never 5xx: empty, huge, NUL bytes, unknown keys', async () => {
    const item = await boardItem(t, w, cast);
    for (const body of [{ comment_html: '   ' }, { comment_html: 'x'.repeat(60_000) }, { comment_html: 'a\u0000b' }, { comment_html: '<p>x</p>', access: 'INTERNAL' }, {}]) {
      const res = await cast.outsider.agent.post(apiPaths.publicComments(board.anchor, item.id), body);
      expect(res.statusCode).toBe(400);
    }
  });
});
