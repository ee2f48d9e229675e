import { apiPaths, PUBLISH_TEXT, publicReactionCountSchema, publicVoteSummarySchema } from '@cairn/types';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callAs, newCast, seedWorld, WHO, type Cast, type Who, type World } from '../../comments/work-items.test-support';
import { boardItem, clearPublicLimits, publishBoard, setSwitches } from './interactions.test-support';

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
afterEach(() => t.clock.reset());
beforeEach(async () => {
  await setSwitches(t, board.id, { is_reactions_enabled: true, is_votes_enabled: true, is_comments_enabled: true });
  await clearPublicLimits(t);
});

const counts = z.array(publicReactionCountSchema.strict());
const summary = publicVoteSummarySchema.strict();
const signedIn = (ok: number): Record<Who, number> => ({ anonymous: 401, outsider: ok, wsMemberOut: ok, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
const comment = async (itemId: string) => (await cast.projMember.agent.post(apiPaths.publicComments(board.anchor, itemId), { comment_html: '<p>c</p>' })).json().id as string;

describe('public reactions and votes: who may call', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'react', expect: signedIn(200), run: async (who) => (await callAs(cast, who, { method: 'POST', url: apiPaths.publicReactions(board.anchor, (await boardItem(t, w, cast)).id), body: { reaction: '👍' } })).statusCode },
    { name: 'unreact', expect: signedIn(200), run: async (who) => (await callAs(cast, who, { method: 'DELETE', url: apiPaths.publicReaction(board.anchor, (await boardItem(t, w, cast)).id, '👍') })).statusCode },
    {
      name: 'react to a comment',
      expect: signedIn(200),
      run: async (who) => {
        const item = await boardItem(t, w, cast);
        return (await callAs(cast, who, { method: 'POST', url: apiPaths.publicCommentReactions(board.anchor, item.id, await comment(item.id)), body: { reaction: '🎉' } })).statusCode;
      },
    },
    {
      name: 'unreact to a comment',
      expect: signedIn(200),
      run: async (who) => {
        const item = await boardItem(t, w, cast);
        return (await callAs(cast, who, { method: 'DELETE', url: apiPaths.publicCommentReaction(board.anchor, item.id, await comment(item.id), '🎉') })).statusCode;
      },
    },
    { name: 'vote', expect: signedIn(201), run: async (who) => (await callAs(cast, who, { method: 'POST', url: apiPaths.publicVotes(board.anchor, (await boardItem(t, w, cast)).id), body: { vote: 1 } })).statusCode },
    { name: 'unvote', expect: signedIn(200), run: async (who) => (await callAs(cast, who, { method: 'DELETE', url: apiPaths.publicVotes(board.anchor, (await boardItem(t, w, cast)).id) })).statusCode },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

describe('public reactions', () => {
  it('counts per emoji with the caller’s own flag; the same reaction twice counts once; events recorded', async () => {
    const item = await boardItem(t, w, cast);
    const url = apiPaths.publicReactions(board.anchor, item.id);
    expect(counts.parse((await cast.outsider.agent.post(url, { reaction: '👍' })).json())).toEqual([{ reaction: '👍', count: 1, reacted: true }]);
    expect(counts.parse((await cast.outsider.agent.post(url, { reaction: '👍' })).json())).toEqual([{ reaction: '👍', count: 1, reacted: true }]);
    expect(counts.parse((await cast.projMember.agent.post(url, { reaction: '👍' })).json())).toEqual([{ reaction: '👍', count: 2, reacted: true }]);
    expect(counts.parse((await cast.projMember.agent.post(url, { reaction: '🚀' })).json())).toEqual([
      { reaction: '👍', count: 2, reacted: true },
      { reaction: '🚀', count: 1, reacted: true },
    ]);
    const after = counts.parse((await cast.outsider.agent.delete(apiPaths.publicReaction(board.anchor, item.id, '👍'))).json());
    expect(after).toEqual([
      { reaction: '👍', count: 1, reacted: false },
      { reaction: '🚀', count: 1, reacted: false },
    ]);
    const rows = await t.query<{ id: string }>('SELECT id FROM work_item_reactions WHERE work_item_id = $1', [item.id]);
    expect(rows).toHaveLength(2);
    const events = await t.query<{ action: string; actor_id: string }>("SELECT action, actor_id FROM events WHERE entity_type = 'reaction' AND work_item_id = $1 ORDER BY id", [item.id]);
    expect(events.map((e) => [e.action, e.actor_id])).toEqual([
      ['created', cast.outsider.id],
      ['created', cast.projMember.id],
      ['created', cast.projMember.id],
      ['deleted', cast.outsider.id],
    ]);
    // The app's reaction list shows the outsider's reaction as any other.
    const app = await cast.projMember.agent.get(apiPaths.reactions(w.slug, w.project.id, item.id));
    expect(app.json()).toHaveLength(2);
  });

  it('comment reactions: counts of the comment; a comment of another item or unknown → 404; hidden comments → 404', async () => {
    const item = await boardItem(t, w, cast);
    const c = await comment(item.id);
    const res = await cast.outsider.agent.post(apiPaths.publicCommentReactions(board.anchor, item.id, c), { reaction: '❤️' });
    expect(counts.parse(res.json())).toEqual([{ reaction: '❤️', count: 1, reacted: true }]);
    const listed = await cast.outsider.agent.get(apiPaths.publicComments(board.anchor, item.id));
    expect(listed.json()[0].reactions).toEqual([{ reaction: '❤️', count: 1, reacted: true }]);
    const other = await boardItem(t, w, cast);
    expect((await cast.outsider.agent.post(apiPaths.publicCommentReactions(board.anchor, other.id, c), { reaction: '❤️' })).statusCode).toBe(404);
    expect((await cast.outsider.agent.post(apiPaths.publicCommentReactions(board.anchor, item.id, randomUUID()), { reaction: '❤️' })).statusCode).toBe(404);
    await setSwitches(t, board.id, { is_comments_enabled: false, is_activity_enabled: false });
    const hidden = await cast.outsider.agent.post(apiPaths.publicCommentReactions(board.anchor, item.id, c), { reaction: '🎉' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(PUBLISH_TEXT.commentNotFound);
    await setSwitches(t, board.id, { is_activity_enabled: true });
  });

  it('reactions off → 403 with the message; nothing written', async () => {
    const item = await boardItem(t, w, cast);
    await setSwitches(t, board.id, { is_reactions_enabled: false });
    const res = await cast.outsider.agent.post(apiPaths.publicReactions(board.anchor, item.id), { reaction: '👍' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(PUBLISH_TEXT.reactionsOff);
    expect((await cast.outsider.agent.delete(apiPaths.publicReaction(board.anchor, item.id, '👍'))).statusCode).toBe(403);
    expect(await t.query('SELECT id FROM work_item_reactions WHERE work_item_id = $1', [item.id])).toEqual([]);
  });

  it('bad input → 400; foreign items → 404', async () => {
    const item = await boardItem(t, w, cast);
    for (const body of [{}, { reaction: '' }, { reaction: 'x'.repeat(40) }, { reaction: 'a\u0000' }, { reaction: '👍', extra: 1 }]) {
      expect((await cast.outsider.agent.post(apiPaths.publicReactions(board.anchor, item.id), body)).statusCode).toBe(400);
    }
    const foreign = await boardItem(t, w, cast, w.otherProject.id);
    expect((await cast.outsider.agent.post(apiPaths.publicReactions(board.anchor, foreign.id), { reaction: '👍' })).statusCode).toBe(404);
    expect(await t.query('SELECT id FROM work_item_reactions WHERE work_item_id = $1', [foreign.id])).toEqual([]);
  });
});

describe('public votes', () => {
  it('up, change to down, second voter, remove: summaries with the caller’s own vote; events with old → new', async () => {
    const item = await boardItem(t, w, cast);
    const url = apiPaths.publicVotes(board.anchor, item.id);
    const first = await cast.outsider.agent.post(url, { vote: 1 });
    expect(first.statusCode).toBe(201);
    expect(summary.parse(first.json())).toEqual({ up: 1, down: 0, mine: 1 });
    const changed = await cast.outsider.agent.post(url, { vote: -1 });
    expect(changed.statusCode).toBe(200);
    expect(summary.parse(changed.json())).toEqual({ up: 0, down: 1, mine: -1 });
    const same = await cast.outsider.agent.post(url, { vote: -1 });
    expect(same.statusCode).toBe(200);
    expect(summary.parse((await cast.projMember.agent.post(url, { vote: 1 })).json())).toEqual({ up: 1, down: 1, mine: 1 });
    const removed = await cast.outsider.agent.delete(url);
    expect(removed.statusCode).toBe(200);
    expect(summary.parse(removed.json())).toEqual({ up: 1, down: 0, mine: 0 });
    expect(summary.parse((await cast.outsider.agent.delete(url)).json())).toEqual({ up: 1, down: 0, mine: 0 });
    const events = await t.query<{ action: string; project_id: string; changes: unknown; actor_id: string }>(
      "SELECT action, project_id, changes, actor_id FROM events WHERE entity_type = 'vote' AND work_item_id = $1 ORDER BY id",
      [item.id],
    );
    expect(events.map((e) => [e.action, e.project_id, e.changes, e.actor_id])).toEqual([
      ['created', w.project.id, { vote: { old: null, new: 1 } }, cast.outsider.id],
      ['updated', w.project.id, { vote: { old: 1, new: -1 } }, cast.outsider.id],
      ['created', w.project.id, { vote: { old: null, new: 1 } }, cast.projMember.id],
      ['deleted', w.project.id, { vote: { old: -1, new: null } }, cast.outsider.id],
    ]);
  });

  it('votes off → 403 with the message; bad votes → 400; foreign or unknown item → 404; nothing written', async () => {
    const item = await boardItem(t, w, cast);
    for (const body of [{ vote: 0 }, { vote: 2 }, { vote: '1' }, {}, { vote: 1, x: 1 }]) {
      expect((await cast.outsider.agent.post(apiPaths.publicVotes(board.anchor, item.id), body)).statusCode).toBe(400);
    }
    const foreign = await boardItem(t, w, cast, w.otherProject.id);
    expect((await cast.outsider.agent.post(apiPaths.publicVotes(board.anchor, foreign.id), { vote: 1 })).statusCode).toBe(404);
    expect((await cast.outsider.agent.post(apiPaths.publicVotes(board.anchor, randomUUID()), { vote: 1 })).statusCode).toBe(404);
    await setSwitches(t, board.id, { is_votes_enabled: false });
    const off = await cast.outsider.agent.post(apiPaths.publicVotes(board.anchor, item.id), { vote: 1 });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(PUBLISH_TEXT.votesOff);
    expect((await cast.outsider.agent.delete(apiPaths.publicVotes(board.anchor, item.id))).statusCode).toBe(403);
    expect(await t.query('SELECT id FROM work_item_votes WHERE work_item_id = ANY($1)', [[item.id, foreign.id]])).toEqual([]);
  });

  it('an unpublished anchor answers 404 at once', async () => {
    const b = await publishBoard(t, w, w.otherProject.id, cast.wsAdmin.id);
    const item = await boardItem(t, w, cast, w.otherProject.id);
    expect((await cast.outsider.agent.post(apiPaths.publicVotes(b.anchor, item.id), { vote: 1 })).statusCode).toBe(201);
    await t.query('DELETE FROM deploy_boards WHERE id = $1', [b.id]);
    expect((await cast.outsider.agent.post(apiPaths.publicVotes(b.anchor, item.id), { vote: -1 })).statusCode).toBe(404);
    expect((await cast.outsider.agent.post(apiPaths.publicReactions(b.anchor, item.id), { reaction: '👍' })).statusCode).toBe(404);
  });

  it('the write limit: past PUBLIC_WRITE_RATE_LIMIT in a minute → 429 with Retry-After, per user', async () => {
    const item = await boardItem(t, w, cast);
    const url = apiPaths.publicVotes(board.anchor, item.id);
    // One fixed instant, so the loop cannot straddle two rate-limit windows.
    t.clock.set(new Date());
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 40 && last !== 429; i += 1) {
      const res = await cast.wsMemberOut.agent.post(url, { vote: i % 2 === 0 ? 1 : -1 });
      last = res.statusCode;
      retryAfter = res.headers['retry-after'] as string | undefined;
    }
    // Another user is not limited by it.
    const other = await cast.projGuest.agent.post(url, { vote: 1 });
    t.clock.reset();
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(other.statusCode).toBe(201);
  });
});

describe('public writes on a view board', () => {
  it('only the view’s items take writes; a private view → 404', async () => {
    const view = (await t.query<{ id: string }>(
      "INSERT INTO issue_views (workspace_id, project_id, name, access, filters, owned_by, created_by) VALUES ($1, $2, 'High', 'public', $3, $4, $4) RETURNING id",
      [w.workspaceId, w.project.id, JSON.stringify({ priority: ['high'] }), cast.wsAdmin.id],
    ))[0];
    const vb = await publishBoard(t, w, w.project.id, cast.wsAdmin.id, {}, view.id);
    const high = await boardItem(t, w, cast);
    await t.query("UPDATE work_items SET priority = 'high' WHERE id = $1", [high.id]);
    const low = await boardItem(t, w, cast);
    await t.query("UPDATE work_items SET priority = 'low' WHERE id = $1", [low.id]);
    expect((await cast.outsider.agent.post(apiPaths.publicVotes(vb.anchor, high.id), { vote: 1 })).statusCode).toBe(201);
    expect((await cast.outsider.agent.post(apiPaths.publicVotes(vb.anchor, low.id), { vote: 1 })).statusCode).toBe(404);
    await t.query("UPDATE issue_views SET access = 'private' WHERE id = $1", [view.id]);
    expect((await cast.outsider.agent.post(apiPaths.publicReactions(vb.anchor, high.id), { reaction: '👍' })).statusCode).toBe(404);
  });
});
