import { apiPaths } from '@cairn/types';
import { resolveAnchor } from '../public-anchor';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../../comments/work-items.test-support';
import { boardItem, publishBoard, setSwitches } from './interactions.test-support';
import { commentCounts, publicComments, reactionCounts, toPublicPerson, voteSummaries } from './public-interactions.query';

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

describe('public-interactions read helpers', () => {
  it('answer every id of a page in one go: votes, reactions, comment counts, with the caller’s own marks', async () => {
    const [a, b, c] = [await boardItem(t, w, cast), await boardItem(t, w, cast), await boardItem(t, w, cast)];
    await cast.outsider.agent.post(apiPaths.publicVotes(board.anchor, a.id), { vote: 1 });
    await cast.projMember.agent.post(apiPaths.publicVotes(board.anchor, a.id), { vote: -1 });
    await cast.projMember.agent.post(apiPaths.publicVotes(board.anchor, b.id), { vote: 1 });
    await cast.outsider.agent.post(apiPaths.publicReactions(board.anchor, b.id), { reaction: '👍' });
    await cast.outsider.agent.post(apiPaths.publicComments(board.anchor, c.id), { comment_html: '<p>one</p>' });
    await cast.projMember.agent.post(apiPaths.publicComments(board.anchor, c.id), { comment_html: '<p>two</p>' });
    const ids = [a.id, b.id, c.id];
    const target = await resolveAnchor(t.db, board.anchor);

    const votes = await voteSummaries(t.db, ids, cast.outsider.id, target);
    expect(Object.fromEntries(votes)).toEqual({ [a.id]: { up: 1, down: 1, mine: 1 }, [b.id]: { up: 1, down: 0, mine: 0 }, [c.id]: { up: 0, down: 0, mine: 0 } });
    expect((await voteSummaries(t.db, ids, null)).get(a.id)).toEqual({ up: 1, down: 1, mine: 0 });

    const reactions = await reactionCounts(t.db, ids, null, target);
    expect(Object.fromEntries(reactions)).toEqual({ [a.id]: [], [b.id]: [{ reaction: '👍', count: 1, reacted: false }], [c.id]: [] });

    expect(Object.fromEntries(await commentCounts(t.db, ids, target))).toEqual({ [a.id]: 0, [b.id]: 0, [c.id]: 2 });
    const comments = await publicComments(t.db, target, c.id, cast.projMember.id);
    expect(comments.map((x) => [x.actor.id, x.is_mine])).toEqual([[cast.outsider.id, false], [cast.projMember.id, true]]);

    await setSwitches(t, board.id, { is_comments_enabled: false, is_activity_enabled: false });
    const hidden = await resolveAnchor(t.db, board.anchor);
    expect((await commentCounts(t.db, ids, hidden)).get(c.id)).toBe(0);
    expect(await publicComments(t.db, hidden, c.id, null)).toEqual([]);
    // Scoped to the board's project: another project's ids find nothing.
    const foreign = await boardItem(t, w, cast, w.otherProject.id);
    await t.query('INSERT INTO work_item_votes (workspace_id, project_id, work_item_id, actor_id, vote) VALUES ($1, $2, $3, $4, 1)', [w.workspaceId, w.otherProject.id, foreign.id, cast.projMember.id]);
    expect((await voteSummaries(t.db, [foreign.id], null, target)).get(foreign.id)).toEqual({ up: 0, down: 0, mine: 0 });
  });

  it('a person shows a display name (or first and last name), never an email', () => {
    expect(toPublicPerson({ id: 'u', display_name: '', first_name: 'Ada', last_name: 'L', avatar_url: null })).toEqual({ id: 'u', display_name: 'Ada L', avatar_url: null });
    expect(toPublicPerson(null).display_name).toBe('');
  });
});
