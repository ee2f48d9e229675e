import { apiPaths } from '@cairn/types';
// recordActivities fails on demand, to show that each change and its activity commit or roll back together.
let failActivity = false;
jest.mock('../../data/repositories/work-item-activities.repository', () => {
  const actual = jest.requireActual('../../data/repositories/work-item-activities.repository');
  return {
    ...actual,
    recordActivities: async (...args: unknown[]) => {
      if (failActivity) throw new Error('activity write failed');
      return actual.recordActivities(...args);
    },
  };
});
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from './work-items.test-support';

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
  failActivity = false;
});

const item = () => seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id });
const count = async (table: string, column: string, id: string) => Number((await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id]))[0].n);

describe('a failing activity write rolls the change back', () => {
  it('comments: create, edit and delete leave no change and no activity', async () => {
    const it0 = await item();
    const url = apiPaths.comments(w.slug, w.project.id, it0.id);
    failActivity = true;
    expect((await cast.projMember.agent.post(url, { comment_html: '<p>x</p>' })).statusCode).toBe(500);
    expect(await count('work_item_comments', 'work_item_id', it0.id)).toBe(0);
    failActivity = false;
    const c = (await cast.projMember.agent.post(url, { comment_html: '<p>x</p>' })).json();
    failActivity = true;
    expect((await cast.projMember.agent.patch(apiPaths.comment(w.slug, w.project.id, it0.id, c.id), { comment_html: '<p>y</p>' })).statusCode).toBe(500);
    expect((await cast.projMember.agent.delete(apiPaths.comment(w.slug, w.project.id, it0.id, c.id))).statusCode).toBe(500);
    expect(await t.query('SELECT comment_html, edited_at FROM work_item_comments WHERE work_item_id = $1', [it0.id])).toEqual([{ comment_html: '<p>x</p>', edited_at: null }]);
    expect(await count('work_item_activities', 'work_item_id', it0.id)).toBe(1);
  });

  it('links: create, edit and delete leave no change', async () => {
    const it0 = await item();
    const url = apiPaths.links(w.slug, w.project.id, it0.id);
    failActivity = true;
    expect((await cast.projMember.agent.post(url, { url: 'https://example.com' })).statusCode).toBe(500);
    expect(await count('work_item_links', 'work_item_id', it0.id)).toBe(0);
    failActivity = false;
    const link = (await cast.projMember.agent.post(url, { url: 'https://example.com' })).json();
    failActivity = true;
    expect((await cast.projMember.agent.patch(apiPaths.link(w.slug, w.project.id, it0.id, link.id), { url: 'https://other.example' })).statusCode).toBe(500);
    expect((await cast.projMember.agent.delete(apiPaths.link(w.slug, w.project.id, it0.id, link.id))).statusCode).toBe(500);
    expect(await t.query('SELECT url FROM work_item_links WHERE work_item_id = $1', [it0.id])).toEqual([{ url: 'https://example.com' }]);
    expect(await count('work_item_activities', 'work_item_id', it0.id)).toBe(1);
  });

  it('relations: create and remove leave no relation change and no activity on either item', async () => {
    const [a, b] = [await item(), await item()];
    const url = apiPaths.relations(w.slug, w.project.id, a.id);
    failActivity = true;
    expect((await cast.projMember.agent.post(url, { relation_type: 'blocking', issues: [b.id] })).statusCode).toBe(500);
    expect(await count('work_item_relations', 'work_item_id', b.id)).toBe(0);
    failActivity = false;
    expect((await cast.projMember.agent.post(url, { relation_type: 'blocking', issues: [b.id] })).statusCode).toBe(201);
    failActivity = true;
    expect((await cast.projMember.agent.post(apiPaths.removeRelation(w.slug, w.project.id, a.id), { relation_type: 'blocking', related_issue: b.id })).statusCode).toBe(500);
    expect(await count('work_item_relations', 'work_item_id', b.id)).toBe(1);
    expect(await count('work_item_activities', 'work_item_id', a.id)).toBe(1);
    expect(await count('work_item_activities', 'work_item_id', b.id)).toBe(1);
  });
});
