import { randomUUID } from 'node:crypto';
import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newListActors, qs, seedListWorld, type ListWorld } from '../work-item-lists/work-item-lists.test-support';
import type { Actor } from '../workspaces/workspaces.test-support';
import { seedView } from './views.test-support';

// views/{id}/issues/ of a project view answers exactly what the project list ({proj}/issues/) answers with the same
// filters: the view's stored filters AND the request's (within a key the values both give), display from the request.

let t: TestApp;
let w: ListWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedListWorld(t, await newListActors(t));
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Params = Record<string, string | number | undefined>;

async function page(actor: Actor, url: string) {
  const res = await actor.agent.get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const projectList = (actor: Actor, params: Params) => page(actor, `${apiPaths.workItems(w.slug, w.project.id)}${qs(params)}`);
const viewList = (actor: Actor, viewId: string, params: Params) => page(actor, `${apiPaths.viewIssues(w.slug, w.project.id, viewId)}${qs(params)}`);
const view = async (filters: Record<string, string[]>) => (await seedView(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: w.a.member.id, filters })).id;

/** Display settings every case is checked under: flat, grouped, sub-grouped, ordered, paged, searched. */
const DISPLAYS: Params[] = [
  {},
  { group_by: 'state' },
  { group_by: 'priority', sub_group_by: 'labels' },
  { group_by: 'assignees', order_by: 'sort_order', per_page: 3 },
  { order_by: '-priority', per_page: 5 },
  { order_by: 'sort_order', per_page: 4, cursor: '4:1:0' },
  { order_by: 'name', sub_issue: 'false' },
  { type: 'active', search: 'a' },
];

describe('views/{id}/issues/ equals the project list with the same filters', () => {
  const cases: Array<{ name: string; stored: () => Record<string, string[]>; query: () => Params; same: () => Params }> = [
    { name: 'stored filters only', stored: () => ({ priority: ['high', 'urgent'] }), query: () => ({}), same: () => ({ priority: 'high,urgent' }) },
    {
      name: 'stored and request filters on different keys (AND)',
      stored: () => ({ labels: [w.labels.A], state_group: ['backlog', 'started'] }),
      query: () => ({ assignees: w.a.member.id }),
      same: () => ({ labels: w.labels.A, state_group: 'backlog,started', assignees: w.a.member.id }),
    },
    {
      name: 'the same key on both sides (the values both give)',
      stored: () => ({ priority: ['high', 'urgent'], labels: [w.labels.A, w.labels.C] }),
      query: () => ({ priority: 'urgent,low', labels: w.labels.C }),
      same: () => ({ priority: 'urgent', labels: w.labels.C }),
    },
    {
      name: 'date bounds of both sides',
      stored: () => ({ start_date: ['2026-01-05;after'] }),
      query: () => ({ start_date: '2026-01-20;before' }),
      same: () => ({ start_date: '2026-01-05;after,2026-01-20;before' }),
    },
    {
      name: 'cycles and modules with None',
      stored: () => ({ cycle: ['None', w.cycles.C1], module: [w.modules.M1, 'None'] }),
      query: () => ({ cycle: 'None' }),
      same: () => ({ cycle: 'None', module: `${w.modules.M1},None` }),
    },
    { name: 'no stored filters', stored: () => ({}), query: () => ({ created_by: w.a.admin.id }), same: () => ({ created_by: w.a.admin.id }) },
  ];

  for (const c of cases) {
    it(`${c.name}: every display, as a member and as a guest who sees only their own items`, async () => {
      const id = await view(c.stored());
      for (const actor of [w.a.member, w.a.guest]) {
        for (const display of DISPLAYS) {
          const expected = await projectList(actor, { ...c.same(), ...display });
          expect(await viewList(actor, id, { ...c.query(), ...display })).toEqual(expected);
        }
      }
      // The case is not vacuous: the member's unfiltered first page has items.
      expect((await viewList(w.a.member, id, c.query())).total_count).toBeGreaterThan(0);
    });
  }

  it('no value in common on a key: the same page shapes, empty (as a filter matching nothing)', async () => {
    const id = await view({ priority: ['high'] });
    const nothing = { labels: randomUUID() };
    for (const display of DISPLAYS.slice(0, 3)) {
      const got = await viewList(w.a.member, id, { priority: 'low', ...display });
      expect(got.total_count).toBe(0);
      const expected = await projectList(w.a.member, { ...nothing, ...display });
      expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
      expect(got).toEqual(expected);
      const items = (r: unknown): number => (Array.isArray(r) ? r.length : Object.values(r as Record<string, { results: unknown }>).reduce((n, g) => n + items(g.results), 0));
      expect(items(got.results)).toBe(0);
    }
  });

  it('stored filters that the schema accepts but name nothing (unknown ids, bad dates) are ignored as the project list ignores them', async () => {
    const id = await view({ state: ['not-a-uuid'], start_date: ['someday;after'], priority: ['urgent', 'bogus'] });
    expect(await viewList(w.a.member, id, {})).toEqual(await projectList(w.a.member, { state: 'not-a-uuid', start_date: 'someday;after', priority: 'urgent,bogus' }));
  });

  it('bad display params answer 400 as on the project list', async () => {
    const id = await view({});
    for (const bad of ['order_by=priority;drop', 'group_by=name', 'cursor=abc', 'per_page=0']) {
      expect((await w.a.member.agent.get(`${apiPaths.viewIssues(w.slug, w.project.id, id)}?${bad}`)).statusCode).toBe(400);
    }
  });
});
