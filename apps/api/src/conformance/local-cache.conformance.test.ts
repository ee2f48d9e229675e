import {
  apiPaths, WORK_ITEM_GROUP_BY, WORK_ITEM_ORDER_KEYS, workItemListFilterQuerySchema, type AnyWorkItemPage,
} from '@cairn/types';
import { queryWorkItems, type LocalDatabase, type LocalDbStorage, type LocalQueryContext } from '@cairn/local-db';
import { createTestApp, type Agent, type TestApp } from '../test/test-app';
import { qs } from '../modules/work-item-lists/work-item-lists.test-support';
import { conformanceStorage, fillCacheFromServer, groupKeyOrder, pageItemIds, summarisePage } from './conformance-cache.test-support';
import { CONFORMANCE_NOW, seedConformanceWorld, type ConformanceWorld } from './conformance-dataset.test-support';

// Issue 6 item 4: ONE dataset and ONE table of list queries, answered by the server API and by the local cache
// (wa-sqlite, memory VFS) filled from that same server through its sync endpoints. Both must give the same ids in the
// same order, the same totals, flags and cursors, and the same groups with the same per-group items and counts —
// page after page where a case walks its cursor. Cases the cache cannot answer are marked server-only and must answer
// null locally (so a silent null anywhere else fails).

let t: TestApp;
let w: ConformanceWorld;
let storage: LocalDbStorage;
const caches = new Map<User, LocalDatabase>();

type User = 'admin' | 'member' | 'guest';
type Params = Record<string, string | number | undefined>;

/** A list context: the API path that serves it, and the same scope for the cache (from the caller's own database). */
interface Context {
  user: User;
  path: () => string;
  local: () => LocalQueryContext;
}

const id = (u: User) => w.a[u].id;
const A = () => w.projectA.id;
const B = () => w.projectB.id;
/** A cache context built after seeding (ids are not known before); `extra` is read then too. */
const base = (user: User, context: LocalQueryContext['context'], projectIds: () => string[], extra: () => Partial<LocalQueryContext> = () => ({})) => (): LocalQueryContext => ({
  workspaceId: w.workspaceId,
  projectIds: projectIds(),
  context,
  userId: id(user),
  ...extra(),
});

const CONTEXTS = {
  projectA: { user: 'admin', path: () => apiPaths.workItems(w.slug, A()), local: base('admin', 'project', () => [A()]) },
  projectAMember: { user: 'member', path: () => apiPaths.workItems(w.slug, A()), local: base('member', 'project', () => [A()]) },
  projectB: { user: 'member', path: () => apiPaths.workItems(w.slug, B()), local: base('member', 'project', () => [B()]) },
  archivedA: { user: 'admin', path: () => apiPaths.archivedWorkItems(w.slug, A()), local: base('admin', 'archived', () => [A()]) },
  workspace: { user: 'admin', path: () => apiPaths.workspaceWorkItems(w.slug), local: base('admin', 'workspace', () => [A(), B()]) },
  workspaceMember: { user: 'member', path: () => apiPaths.workspaceWorkItems(w.slug), local: base('member', 'workspace', () => [A(), B()]) },
  guestProject: { user: 'guest', path: () => apiPaths.workItems(w.slug, A()), local: base('guest', 'project', () => [A()], () => ({ guestOwnOnly: true })) },
  guestWorkspace: { user: 'guest', path: () => apiPaths.workspaceWorkItems(w.slug), local: base('guest', 'workspace', () => [], () => ({ ownOnlyProjectIds: [A()] })) },
  assignedOwn: { user: 'admin', path: () => apiPaths.profileWorkItems(w.slug, id('admin'), 'assigned'), local: base('admin', 'profile-assigned', () => [A(), B()]) },
  createdOwn: { user: 'admin', path: () => apiPaths.profileWorkItems(w.slug, id('admin'), 'created'), local: base('admin', 'profile-created', () => [A(), B()]) },
  subscribedOwn: { user: 'admin', path: () => apiPaths.profileWorkItems(w.slug, id('admin'), 'subscribed'), local: base('admin', 'profile-subscribed', () => [A(), B()]) },
  subscribedOwnMember: { user: 'member', path: () => apiPaths.profileWorkItems(w.slug, id('member'), 'subscribed'), local: base('member', 'profile-subscribed', () => [A(), B()]) },
  assignedOfMember: {
    user: 'admin', path: () => apiPaths.profileWorkItems(w.slug, id('member'), 'assigned'),
    local: () => ({ ...base('admin', 'profile-assigned', () => [A(), B()])(), profileUserId: id('member') }),
  },
  createdOfGuest: {
    user: 'admin', path: () => apiPaths.profileWorkItems(w.slug, id('guest'), 'created'),
    local: () => ({ ...base('admin', 'profile-created', () => [A(), B()])(), profileUserId: id('guest') }),
  },
  guestAssignedOwn: {
    user: 'guest', path: () => apiPaths.profileWorkItems(w.slug, id('guest'), 'assigned'),
    local: base('guest', 'profile-assigned', () => [], () => ({ ownOnlyProjectIds: [A()] })),
  },
  subscribedOfMember: {
    user: 'admin', path: () => apiPaths.profileWorkItems(w.slug, id('member'), 'subscribed'),
    local: () => ({ ...base('admin', 'profile-subscribed', () => [A(), B()])(), profileUserId: id('member') }),
  },
} satisfies Record<string, Context>;
type ContextName = keyof typeof CONTEXTS;

/** One case: a context, the query (built after seeding: ids are not known before), whether to walk every page. */
interface Case {
  name: string;
  ctx: ContextName;
  params: () => Params;
  /** Follow next_cursor until next_page_results is false, comparing every page. */
  walk?: boolean;
  /** The cache cannot answer (it lacks the data): queryWorkItems must resolve to null; the server still answers. */
  serverOnly?: string;
  /** The server answers no item (on purpose); every other case must list some, so no case passes vacuously. */
  empty?: boolean;
}

const S = (name: string) => w.statesA.get(name)!;
const L = () => w.labelsA;
const c = (name: string, ctx: ContextName, params: () => Params, extra: Partial<Case> = {}): Case => ({ name, ctx, params, ...extra });

const CASES: Case[] = [
  // Filters, one key at a time, on project A (admin).
  c('no filter (default order -created_at)', 'projectA', () => ({})),
  c('priority one', 'projectA', () => ({ priority: 'urgent' })),
  c('priority two incl. none', 'projectA', () => ({ priority: 'none,high' })),
  c('state ids', 'projectA', () => ({ state: `${S('Todo')},${S('Review')}` })),
  c('state_group', 'projectA', () => ({ state_group: 'started,cancelled' })),
  c('assignees one', 'projectA', () => ({ assignees: id('member') })),
  c('assignees any of', 'projectA', () => ({ assignees: `${id('admin')},${id('guest')}` })),
  c('labels one', 'projectA', () => ({ labels: L().frontend })),
  c('labels any of', 'projectA', () => ({ labels: `${L().area},${L().bug}` })),
  c('created_by', 'projectA', () => ({ created_by: `${id('member')},${id('guest')}` })),
  c('subscriber = the caller', 'projectA', () => ({ subscriber: id('admin') })),
  c('project filter on a project list', 'projectA', () => ({ project: B() }), { empty: true }),
  c('start_date absolute after', 'projectA', () => ({ start_date: '2026-03-06;after' })),
  c('target_date absolute before', 'projectA', () => ({ target_date: '2026-03-20;before' })),
  c('start_date range (both bounds)', 'projectA', () => ({ start_date: '2026-03-03;after,2026-03-08;before' })),
  c('target_date relative from now', 'projectA', () => ({ target_date: '1_weeks;after;fromnow' })),
  c('start_date relative ago', 'projectA', () => ({ start_date: '5_days;after;ago,2_days;before;fromnow' })),
  c('target_date months relative', 'projectA', () => ({ target_date: '1_months;before;fromnow' })),
  c('unparsable date clauses ignored', 'projectA', () => ({ start_date: 'soon;after', target_date: '2026-02-30;before' })),
  c('one unparsable clause, one good', 'projectA', () => ({ target_date: 'x;y,2026-03-18;after' })),
  c('search by word (any case)', 'projectA', () => ({ search: 'ALPHA' })),
  c('search part of a word', 'projectA', () => ({ search: 'eta' })),
  c('search by number: sequence or name', 'projectA', () => ({ search: '12' })),
  c('search % is literal', 'projectA', () => ({ search: '%' }), { empty: true }),
  c('sub_issue=false', 'projectA', () => ({ sub_issue: 'false' })),
  c('type=active', 'projectA', () => ({ type: 'active' })),
  c('type=backlog', 'projectA', () => ({ type: 'backlog' })),
  c('AND across keys', 'projectA', () => ({ priority: 'high,urgent,none', labels: L().area, assignees: id('member'), sub_issue: 'false' })),
  c('state_group AND type', 'projectA', () => ({ state_group: 'started,completed', type: 'active', order_by: '-state' })),
  c('search in a sorted subset', 'projectA', () => ({ search: 'item 1', order_by: 'name', sub_issue: 'false' })),
  c('filters matching nothing', 'projectA', () => ({ labels: w.labelB }), { empty: true }),
  // Every order_by in both directions (project A, then the workspace list where both projects mix).
  ...WORK_ITEM_ORDER_KEYS.flatMap((k) => [c(`order_by ${k}`, 'projectA', () => ({ order_by: k, per_page: 100 })), c(`order_by -${k}`, 'projectA', () => ({ order_by: `-${k}`, per_page: 100 }))]),
  ...(['priority', '-state', 'name', '-target_date'] as const).map((o) => c(`workspace order_by ${o}`, 'workspace', () => ({ order_by: o, per_page: 100 }))),
  // group_by on every field, then sub-group pairs.
  ...WORK_ITEM_GROUP_BY.map((g) => c(`group_by ${g}`, 'projectA', () => ({ group_by: g, order_by: '-priority' }))),
  c('group_by project in the workspace list', 'workspace', () => ({ group_by: 'project', order_by: 'sequence_id' })),
  c('group_by labels with a label filter (multi-valued group + ANY-of filter)', 'projectA', () => ({ group_by: 'labels', labels: L().frontend, order_by: 'sort_order' })),
  c('sub_group state_group × labels', 'projectA', () => ({ group_by: 'state_group', sub_group_by: 'labels' })),
  c('sub_group labels × assignees (both multi-valued)', 'projectA', () => ({ group_by: 'labels', sub_group_by: 'assignees', order_by: 'target_date' })),
  c('sub_group assignees × priority', 'projectA', () => ({ group_by: 'assignees', sub_group_by: 'priority', order_by: '-start_date' })),
  c('sub_group priority × state', 'projectA', () => ({ group_by: 'priority', sub_group_by: 'state', order_by: 'state' })),
  c('sub_group created_by × state_group', 'projectA', () => ({ group_by: 'created_by', sub_group_by: 'state_group', order_by: 'name' })),
  c('sub_group project × labels (workspace)', 'workspace', () => ({ group_by: 'project', sub_group_by: 'labels', order_by: '-updated_at' })),
  c('grouped with filters and sub_issue=false', 'projectA', () => ({ group_by: 'state', priority: 'urgent,high,low', sub_issue: 'false', type: 'active' })),
  // Cursor walks: every page of each side compared.
  c('walk flat -created_at (ties on created_at)', 'projectA', () => ({ per_page: 23 }), { walk: true }),
  c('walk flat sort_order', 'workspace', () => ({ order_by: 'sort_order', per_page: 40 }), { walk: true }),
  c('walk flat -updated_at with a filter', 'projectA', () => ({ order_by: '-updated_at', per_page: 11, labels: L().bug }), { walk: true }),
  c('walk grouped by state', 'projectA', () => ({ group_by: 'state', order_by: 'target_date', per_page: 9 }), { walk: true }),
  c('walk grouped by labels', 'projectA', () => ({ group_by: 'labels', order_by: '-name', per_page: 15 }), { walk: true }),
  c('walk sub-grouped priority × assignees', 'projectA', () => ({ group_by: 'priority', sub_group_by: 'assignees', per_page: 6 }), { walk: true }),
  // Other contexts.
  c('project B (member)', 'projectB', () => ({ order_by: 'priority' })),
  c('project A as a member', 'projectAMember', () => ({ group_by: 'assignees' })),
  c('archived', 'archivedA', () => ({})),
  c('archived grouped by state', 'archivedA', () => ({ group_by: 'state', order_by: 'name' })),
  c('workspace list', 'workspace', () => ({ per_page: 100 })),
  c('workspace ?project=', 'workspace', () => ({ project: B(), order_by: 'created_at' })),
  c('workspace ?project= both, grouped by state_group', 'workspace', () => ({ project: `${A()},${B()}`, group_by: 'state_group' })),
  c('workspace as a member, filtered', 'workspaceMember', () => ({ assignees: id('member'), type: 'backlog' })),
  c('profile assigned (own)', 'assignedOwn', () => ({ per_page: 100 })),
  c('profile assigned (own), grouped by project', 'assignedOwn', () => ({ group_by: 'project', sub_group_by: 'priority' })),
  c('profile created (own)', 'createdOwn', () => ({ order_by: 'target_date', per_page: 30 }), { walk: true }),
  c('profile subscribed (own)', 'subscribedOwn', () => ({ per_page: 100 })),
  c('profile subscribed (own, member)', 'subscribedOwnMember', () => ({ group_by: 'state_group' })),
  c("profile assigned of another member", 'assignedOfMember', () => ({ order_by: '-priority', per_page: 100 })),
  c("profile created of the guest", 'createdOfGuest', () => ({ group_by: 'labels' })),
  c('guest: project list (own items only)', 'guestProject', () => ({})),
  c('guest: project list grouped, with a filter', 'guestProject', () => ({ group_by: 'priority', labels: `${L().area},${L().bug}` })),
  c('guest: workspace list', 'guestWorkspace', () => ({ order_by: 'name' })),
  c('guest: own assigned profile list', 'guestAssignedOwn', () => ({})),
  // Server only: the cache lacks the data (it must say so with null, not answer wrongly).
  c('mentions filter', 'projectA', () => ({ mentions: id('member') }), { serverOnly: 'mentions are not on the wire WorkItem' }),
  c('subscriber filter naming another user', 'projectA', () => ({ subscriber: id('member') }), { serverOnly: 'is_subscribed knows the caller only' }),
  c("another user's subscribed profile list", 'subscribedOfMember', () => ({}), { serverOnly: 'is_subscribed knows the caller only' }),
];

const letterOf = (projectId: string) => (projectId === w.projectA.id ? 'A' : projectId === w.projectB.id ? 'B' : '?');

async function serverPage(agent: Agent, path: string, params: Params): Promise<AnyWorkItemPage> {
  const res = await agent.get(`${path}${qs(params)}`);
  if (res.statusCode !== 200) throw new Error(`GET ${path}${qs(params)}: ${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  w = await seedConformanceWorld(t);
  t.clock.set(CONFORMANCE_NOW);
  storage = await conformanceStorage();
  const who = (u: User) => ({ agent: w.a[u].agent, userId: id(u), workspaceId: w.workspaceId, slug: w.slug });
  caches.set('admin', await fillCacheFromServer(storage, who('admin'), [A(), B()]));
  caches.set('member', await fillCacheFromServer(storage, who('member'), [A(), B()]));
  caches.set('guest', await fillCacheFromServer(storage, who('guest'), [A()]));
}, 120_000);
afterAll(async () => {
  for (const db of caches.values()) await db.close();
  await t?.close();
});

describe('the local cache answers every list case as the server does', () => {
  test('the case table is large enough and the caches hold what the server synced', async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const count = async (u: User) => (await caches.get(u)!.all<{ n: number }>('SELECT count(*) AS n FROM issues'))[0].n;
    // admin and member: every live and archived item of both projects; never a draft, epic or deleted row.
    expect(await count('admin')).toBe(w.counts.a + w.counts.b);
    expect(await count('member')).toBe(w.counts.a + w.counts.b);
    const hidden = [...w.hidden.drafts, ...w.hidden.epics, ...w.hidden.deleted];
    expect(await caches.get('admin')!.all(`SELECT id FROM issues WHERE id IN (${hidden.map(() => '?').join(', ')})`, hidden)).toEqual([]);
    // the guest: only their own items of A.
    const guestRows = await caches.get('guest')!.all<{ created_by: string }>('SELECT DISTINCT created_by FROM issues');
    expect(guestRows).toEqual([{ created_by: id('guest') }]);
  });

  test.each(CASES.map((k) => [k.name, k] as const))('%s', async (_name, k) => {
    const ctx: Context = CONTEXTS[k.ctx];
    const params = k.params();
    const db = caches.get(ctx.user)!;
    const local = (p: Params) => queryWorkItems(db, ctx.local(), workItemListFilterQuerySchema.parse(p), CONFORMANCE_NOW);
    const agent = w.a[ctx.user].agent;

    if (k.serverOnly) {
      expect(await local(params)).toBeNull();
      expect((await serverPage(agent, ctx.path(), params)).total_count).toBeGreaterThan(0);
      return;
    }

    let cursor: string | undefined;
    const visited: string[] = [];
    let pages = 0;
    let total = -1;
    for (;;) {
      const p = { ...params, cursor };
      const server = await serverPage(agent, ctx.path(), p);
      const mine = await local(p);
      expect(mine).not.toBeNull();
      expect({ page: pages, ...summarisePage(mine!, letterOf) }).toEqual({ page: pages, ...summarisePage(server, letterOf) });
      // Then the whole answer: every WorkItem field for field (is_subscribed is the caller's on both sides).
      expect(mine).toEqual(server);
      // toEqual ignores key order; the groups (and sub-groups) come in the same order too.
      expect(groupKeyOrder(mine!)).toEqual(groupKeyOrder(server));
      const ids = pageItemIds(server);
      if (pages === 0) expect({ listsItems: ids.length > 0 }).toEqual({ listsItems: !k.empty });
      // Never a draft, epic or deleted row; archived rows only (and only them) in the archived list.
      expect(ids.filter((i) => w.hidden.drafts.includes(i) || w.hidden.epics.includes(i) || w.hidden.deleted.includes(i))).toEqual([]);
      expect(ids.filter((i) => w.archived.includes(i) !== (k.ctx === 'archivedA'))).toEqual([]);
      visited.push(...ids);
      if (pages === 0) total = server.total_count;
      pages += 1;
      if (!k.walk || !server.next_page_results) break;
      cursor = server.next_cursor;
      if (pages > 40) throw new Error('cursor walk did not end');
    }
    if (k.walk) {
      expect(pages).toBeGreaterThan(1);
      // A flat walk visits each item once, total_count in all.
      if (!params.group_by) expect({ distinct: new Set(visited).size, visited: visited.length }).toEqual({ distinct: total, visited: total });
    }
  });
});
