import { apiPaths, workItemVotesSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedVote } from './publishing.test-support';

// Votes as members see them in the app (issue 20): GET issues/{id}/votes/ — totals, the caller's vote and the voters
// (outsiders who voted on the published board included) by name and avatar, never an email.

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

const votesPath = (itemId: string, projectId = w.project.id, slug = w.slug) => apiPaths.workItemVotes(slug, projectId, itemId);
const item = (createdBy = cast.projMember.id, projectId = w.project.id, workspaceId = w.workspaceId) => seedWorkItem(t, { workspaceId, projectId, createdBy });

describe('work item votes', () => {
  it('counts up and down, names the voters (an outsider too) without emails, and says what the caller voted', async () => {
    const it1 = await item();
    const vote = (actorId: string, v: 1 | -1) => seedVote(t, { workspaceId: w.workspaceId, projectId: w.project.id, workItemId: it1.id, actorId, vote: v });
    await vote(cast.projMember.id, 1);
    await vote(cast.outsider.id, -1);
    await vote(cast.wsAdmin.id, 1);
    const res = await cast.projMember.agent.get(votesPath(it1.id));
    expect(res.statusCode).toBe(200);
    const body = workItemVotesSchema.parse(res.json());
    expect(body).toMatchObject({ up: 2, down: 1, mine: 1 });
    const [outsider] = await t.query<{ display_name: string; avatar_url: string | null }>('SELECT display_name, avatar_url FROM users WHERE id = $1', [cast.outsider.id]);
    expect(body.voters).toContainEqual({ id: cast.outsider.id, display_name: outsider.display_name, avatar_url: outsider.avatar_url, vote: -1 });
    expect(body.voters.map((v) => v.id).sort()).toEqual([cast.projMember.id, cast.outsider.id, cast.wsAdmin.id].sort());
    expect(res.body).not.toMatch(/@/);
    expect((await cast.projGuest.agent.get(votesPath(it1.id))).json()).toMatchObject({ up: 2, down: 1, mine: 0 });
    expect((await cast.outsider.agent.get(votesPath(it1.id))).statusCode).toBe(404);
  });

  it('an item without votes answers zeros', async () => {
    const it1 = await item();
    expect((await cast.projGuest.agent.get(votesPath(it1.id))).json()).toEqual({ up: 0, down: 0, mine: 0, voters: [] });
  });

  it('foreign items: another project\'s item under this project, another workspace\'s item, unknown → 404', async () => {
    const other = await item(cast.projMember.id, w.otherProject.id);
    const foreign = await item(cast.outsider.id, w.foreign.project.id, w.foreign.workspaceId);
    for (const id of [other.id, foreign.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await cast.wsAdmin.agent.get(votesPath(id))).statusCode).toBe(404);
    }
    expect((await cast.wsAdmin.agent.get(votesPath(foreign.id, w.foreign.project.id, w.foreign.slug))).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.get(votesPath('nope'))).statusCode).toBe(400);
  });

  it('guests follow the item rule: without guest_view_all_features only the items they created', async () => {
    const notTheirs = await item(cast.projMember.id);
    const theirs = await item(cast.projGuest.id);
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    try {
      expect((await cast.projGuest.agent.get(votesPath(notTheirs.id))).statusCode).toBe(404);
      expect((await cast.projGuest.agent.get(votesPath(theirs.id))).statusCode).toBe(200);
    } finally {
      await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    }
  });
});
