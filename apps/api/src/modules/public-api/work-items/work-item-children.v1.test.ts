import { createTestApp, type TestApp } from '../../../test/test-app';
import { resetV1RateLimits, v1Request } from '../v1.test-support';
import { loadV1Comment } from './work-item-children.v1.presenter';
import { createV1Item, seedV1ItemWorld, type V1ItemWorld } from './work-items.v1.test-support';

let t: TestApp;
let w: V1ItemWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedV1ItemWorld(t);
  await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.ctx.project.id]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetV1RateLimits(t);
});

const itemUrl = (id: string, seg = 'work-items') => `${w.projectUrl}/${seg}/${id}`;
const foreignUrl = () => `${w.foreign.base}/projects/${w.foreign.project.id}`;

describe('v1 links', () => {
  it('CRUD in the seed shape; guests read but cannot write; bad urls and foreign ids refused', async () => {
    const item = await createV1Item(t, w, w.ctx);
    const created = await v1Request(t, w.member, 'POST', `${itemUrl(item.id)}/links/`, { url: 'https://example.com/a', title: 'A' });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ url: 'https://example.com/a', title: 'A', issue: item.id, project: w.ctx.project.id, workspace: w.ctx.workspaceId, created_by: w.member.userId });
    const list = (await v1Request(t, w.guest, 'GET', `${itemUrl(item.id, 'issues')}/links/`)).json();
    expect(list).toMatchObject({ total_results: 1, results: [expect.objectContaining({ id: link.id })] });
    expect((await v1Request(t, w.guest, 'GET', `${itemUrl(item.id)}/links/${link.id}/?fields=url`)).json()).toEqual({ id: link.id, url: 'https://example.com/a' });
    expect((await v1Request(t, w.guest, 'POST', `${itemUrl(item.id)}/links/`, { url: 'https://example.com/b' })).statusCode).toBe(403);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(item.id)}/links/`, { url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await v1Request(t, w.ctx, 'PATCH', `${itemUrl(item.id)}/links/${link.id}/`, { title: 'B' })).json()).toMatchObject({ title: 'B', url: 'https://example.com/a' });
    // Another item's link id and the other workspace's item.
    const other = await createV1Item(t, w, w.ctx);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(other.id)}/links/${link.id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'DELETE', `${itemUrl(other.id)}/links/${link.id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.foreign, 'GET', `${itemUrl(item.id)}/links/`)).statusCode).toBe(403);
    expect((await v1Request(t, w.ctx, 'DELETE', `${itemUrl(item.id)}/links/${link.id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id)}/links/`)).json().total_results).toBe(0);
  });
});

describe('v1 comments', () => {
  it('CRUD with sanitised html; authors edit, admins delete; loadV1Comment presents it', async () => {
    const item = await createV1Item(t, w, w.ctx);
    const res = await v1Request(t, w.guest, 'POST', `${itemUrl(item.id)}/comments/`, { comment_html: '<p>Hi <img src=x onerror=alert(1)></p>', comment_json: { x: 1 } });
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment).toMatchObject({ issue: item.id, project: w.ctx.project.id, workspace: w.ctx.workspaceId, actor: w.guest.userId, created_by: w.guest.userId, comment_stripped: 'Hi' });
    expect(comment.comment_html).not.toContain('onerror');
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id)}/comments/`)).json()).toMatchObject({ count: 1, results: [expect.objectContaining({ id: comment.id })] });
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id, 'issues')}/comments/${comment.id}/`)).json().id).toBe(comment.id);
    expect((await v1Request(t, w.member, 'PATCH', `${itemUrl(item.id)}/comments/${comment.id}/`, { comment_html: '<p>Mine now</p>' })).statusCode).toBe(403);
    const edited = await v1Request(t, w.guest, 'PATCH', `${itemUrl(item.id)}/comments/${comment.id}/`, { comment_html: '<p>Edited</p>' });
    expect(edited.json()).toMatchObject({ comment_html: '<p>Edited</p>', edited_at: expect.any(String) });
    expect(await loadV1Comment(t.db, w.ctx.workspaceId, comment.id)).toMatchObject({ id: comment.id, comment_html: '<p>Edited</p>', issue: item.id });
    expect(await loadV1Comment(t.db, w.foreign.workspaceId, comment.id)).toBeNull();
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(item.id)}/comments/`, { comment_html: '' })).statusCode).toBe(400);
    expect((await v1Request(t, w.member, 'DELETE', `${itemUrl(item.id)}/comments/${comment.id}/`)).statusCode).toBe(403);
    expect((await v1Request(t, w.ctx, 'DELETE', `${itemUrl(item.id)}/comments/${comment.id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id)}/comments/${comment.id}/`)).statusCode).toBe(404);
  });

  it('a foreign item or project is 404 and gets no comment', async () => {
    const foreignItem = await createV1Item(t, { ...w, ctx: w.foreign, projectUrl: foreignUrl() }, w.foreign);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(foreignItem.id)}/comments/`, { comment_html: '<p>x</p>' })).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(foreignItem.id)}/comments/`)).statusCode).toBe(404);
    const rows = await t.query('SELECT id FROM work_item_comments WHERE work_item_id = $1', [foreignItem.id]);
    expect(rows).toHaveLength(0);
    expect((await v1Request(t, w.outsider, 'GET', `${itemUrl(foreignItem.id)}/comments/`)).statusCode).toBe(403);
  });
});

describe('v1 activities', () => {
  it('lists the activity in the seed shape and retrieves one; unknown ids are 404', async () => {
    const item = await createV1Item(t, w, w.ctx);
    await v1Request(t, w.ctx, 'PATCH', `${itemUrl(item.id)}/`, { priority: 'low', state: w.ctx.project.extraStateId });
    const list = (await v1Request(t, w.guest, 'GET', `${itemUrl(item.id)}/activities/?per_page=50`)).json();
    const state = list.results.find((a: { field: string }) => a.field === 'state');
    expect(state).toMatchObject({ verb: 'updated', new_value: 'Review', new_identifier: w.ctx.project.extraStateId, issue: item.id, project: w.ctx.project.id, workspace: w.ctx.workspaceId, actor: w.ctx.userId });
    expect(typeof state.epoch).toBe('number');
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id, 'issues')}/activities/${state.id}/`)).json().id).toBe(state.id);
    const other = await createV1Item(t, w, w.ctx);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(other.id)}/activities/${state.id}/`)).statusCode).toBe(404);
  });
});

describe('v1 relations', () => {
  it('creates, lists in the seed shape and removes by related_issue; foreign ids refused, nothing changed', async () => {
    const a = await createV1Item(t, w, w.ctx, { name: 'A' });
    const b = await createV1Item(t, w, w.ctx, { name: 'B' });
    const created = await v1Request(t, w.member, 'POST', `${itemUrl(a.id)}/relations/`, { relation_type: 'blocking', issues: [b.id] });
    expect(created.statusCode).toBe(201);
    expect(created.json()[0]).toMatchObject({ id: b.id, relation_type: 'blocking' });
    expect((await v1Request(t, w.guest, 'GET', `${itemUrl(a.id)}/relations/`)).json()).toEqual({
      blocking: [b.id], blocked_by: [], duplicate: [], relates_to: [], start_after: [], start_before: [], finish_after: [], finish_before: [],
    });
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(b.id, 'issues')}/relations/`)).json().blocked_by).toEqual([a.id]);
    expect((await v1Request(t, w.guest, 'POST', `${itemUrl(a.id)}/relations/remove/`, { related_issue: b.id })).statusCode).toBe(403);
    expect((await v1Request(t, w.member, 'POST', `${itemUrl(a.id)}/relations/remove/`, { related_issue: b.id })).statusCode).toBe(204);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(a.id)}/relations/`)).json().blocking).toEqual([]);
    expect((await v1Request(t, w.member, 'POST', `${itemUrl(a.id)}/relations/remove/`, { related_issue: b.id })).statusCode).toBe(404);

    const foreignItem = await createV1Item(t, { ...w, ctx: w.foreign, projectUrl: foreignUrl() }, w.foreign);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(a.id)}/relations/`, { relation_type: 'relates_to', issues: [b.id, foreignItem.id] })).statusCode).toBe(400);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(a.id)}/relations/`)).json().relates_to).toEqual([]);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(a.id)}/relations/`, { relation_type: 'start_before', issues: [b.id] })).statusCode).toBe(400);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(a.id)}/relations/`, { relation_type: 'blocking', issues: [] })).statusCode).toBe(400);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(a.id)}/relations/remove/`, { related_issue: 'nope' })).statusCode).toBe(400);
  });
});
