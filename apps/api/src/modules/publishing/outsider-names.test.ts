import { apiPaths, commentSchema, intakeIssueSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { enableIntake, seedWorldIntake } from '../intake/intake.test-support';

// Outsider names in the app (issue 20): people outside the workspace comment on and file requests into a published
// project, and the app's members list does not hold them — comments carry actor_detail and intake requests
// created_by_detail (display name and avatar, never an email), for every comment and request shown.

let t: TestApp;
let cast: Cast;
let w: World;
let outsiderName: { id: string; display_name: string; avatar_url: string | null };

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  await t.query("UPDATE users SET display_name = 'Visitor Vera', avatar_url = 'https://example.com/v.png' WHERE id = $1", [cast.outsider.id]);
  [outsiderName] = await t.query('SELECT id, display_name, avatar_url FROM users WHERE id = $1', [cast.outsider.id]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A comment by someone outside the workspace, as the public board writes it (straight in the database here). */
async function outsiderComment(itemId: string): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO work_item_comments (workspace_id, project_id, work_item_id, actor_id, comment_html, comment_stripped, access)
     VALUES ($1, $2, $3, $4, '<p>Please add this</p>', 'Please add this', 'EXTERNAL') RETURNING id`,
    [w.workspaceId, w.project.id, itemId, cast.outsider.id],
  );
  return row.id;
}

describe('outsider names', () => {
  it('comments carry actor_detail for every author, a non-member too, on the list, one comment and history; no emails', async () => {
    const item = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id });
    const mine = await cast.projMember.agent.post(apiPaths.comments(w.slug, w.project.id, item.id), { comment_html: '<p>On it</p>' });
    expect(mine.statusCode).toBe(201);
    const [member] = await t.query('SELECT id, display_name, avatar_url FROM users WHERE id = $1', [cast.projMember.id]);
    expect(commentSchema.strict().parse(mine.json()).actor_detail).toEqual(member);
    const theirs = await outsiderComment(item.id);

    const list = await cast.projGuest.agent.get(apiPaths.comments(w.slug, w.project.id, item.id));
    const comments = list.json() as Array<{ id: string; actor_detail: unknown }>;
    expect(comments.find((c) => c.id === theirs)?.actor_detail).toEqual(outsiderName);
    expect(comments.find((c) => c.id === mine.json().id)?.actor_detail).toEqual(member);
    expect(list.body).not.toMatch(/"email"|@example\.(test|com)"/);

    const one = await cast.projMember.agent.get(`${apiPaths.comments(w.slug, w.project.id, item.id)}${theirs}/`);
    expect(one.json().actor_detail).toEqual(outsiderName);
    const history = (await cast.projMember.agent.get(apiPaths.history(w.slug, w.project.id, item.id))).json() as Array<{ id: string; actor_detail?: unknown }>;
    expect(history.find((e) => e.id === theirs)?.actor_detail).toEqual(outsiderName);

    const edited = await cast.projMember.agent.patch(`${apiPaths.comments(w.slug, w.project.id, item.id)}${mine.json().id}/`, { comment_html: '<p>Done</p>' });
    expect(edited.json().actor_detail).toEqual(member);
  });

  it('intake requests carry created_by_detail, a non-member requester too; no emails', async () => {
    await enableIntake(t, w.workspaceId);
    const request = await seedWorldIntake(t, w, cast.outsider.id);
    const list = await cast.projAdmin.agent.get(apiPaths.intakeIssues(w.slug, w.project.id));
    expect(list.statusCode).toBe(200);
    const found = (list.json().results as Array<{ id: string; created_by_detail: unknown }>).find((r) => r.id === request.intake.id);
    expect(found?.created_by_detail).toEqual(outsiderName);
    expect(list.body).not.toMatch(/"email"/);
    const one = await cast.projAdmin.agent.get(apiPaths.intakeIssue(w.slug, w.project.id, request.intake.id));
    expect(intakeIssueSchema.strict().parse(one.json()).created_by_detail).toEqual(outsiderName);
  });
});
