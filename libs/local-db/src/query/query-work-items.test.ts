import { anyWorkItemPageSchema, type AnyWorkItemPage, type WorkItemListFilterQuery } from '@cairn/types';
import { freshDb } from '../sqlite/memory-storage.test-support';
import type { LocalDatabase } from '../sqlite/local-database';
import { replaceReferenceData } from '../sync/reference-data';
import { createStaticSyncTransport } from '../sync/static-transport';
import { syncProject } from '../sync/sync-project';
import { upsertWorkItems } from '../sync/write-items';
import type { LocalQueryContext } from './conditions';
import { buildDataset, CYCLES, ME, MODULES, PROJECTS, USERS, WORKSPACE, type Dataset } from './dataset.test-support';
import { modelPage } from './reference-model.test-support';
import { queryWorkItems } from './query-work-items';

const NOW = new Date('2026-01-20T10:00:00Z');
let db: LocalDatabase;
let data: Dataset;

beforeAll(async () => {
  db = await freshDb({ userId: ME, workspaceId: WORKSPACE });
  data = buildDataset();
  await replaceReferenceData(db, 'states', data.states);
  const transport = createStaticSyncTransport({ items: data.items }, 40);
  for (const projectId of PROJECTS) expect((await syncProject(db, transport, { projectId })).status).toBe('ready');
  // Rows the server never sends for a list, written directly: they must never be listed.
  await upsertWorkItems(db, data.items.filter((i) => i.is_draft || i.is_epic || i.deleted_at !== null || i.workspace_id !== WORKSPACE));
});

const ctxOf = (over: Partial<LocalQueryContext> = {}): LocalQueryContext => ({ workspaceId: WORKSPACE, projectIds: [PROJECTS[0]], context: 'project', userId: ME, ...over });

/** The answer reduced like modelPage: flat ids, or groups with their keys in answer order. */
function reduce(page: AnyWorkItemPage) {
  if (Array.isArray(page.results)) return { total: page.total_count, flat: page.results.map((i) => i.id), groups: null };
  const sub = page.sub_grouped_by !== null && page.sub_grouped_by !== undefined;
  const groups = Object.entries(page.results).map(([k, g]) => {
    if (!sub) return [k, { ids: (g.results as Array<{ id: string }>).map((i) => i.id), total: g.total_results }];
    const subs = Object.entries(g.results as Record<string, { results: Array<{ id: string }>; total_results: number }>);
    return [k, { total: g.total_results, sub: subs.map(([sk, s]) => [sk, { ids: s.results.map((i) => i.id), total: s.total_results }]) }];
  });
  return { total: page.total_count, flat: null, groups };
}

async function check(ctx: LocalQueryContext, query: WorkItemListFilterQuery) {
  const page = await queryWorkItems(db, ctx, query, NOW);
  expect(page).not.toBeNull();
  expect(anyWorkItemPageSchema.safeParse(page).success).toBe(true);
  const expected = modelPage(data.items, data.states, ctx, query, NOW);
  expect(reduce(page!)).toEqual(expected);
  return page!;
}

const [p0, p1] = PROJECTS;
const stateIds = () => data.states.filter((s) => s.project_id === p0).map((s) => s.id);
const labelIds = () => data.labels.filter((l) => l.project_id === p0).map((l) => l.id);

const CASES: Array<[string, Partial<LocalQueryContext>, WorkItemListFilterQuery]> = [
  ['default order', {}, {}],
  ['every order key ascending', {}, { order_by: 'sort_order' }],
  ['created_at asc', {}, { order_by: 'created_at' }],
  ['updated_at desc', {}, { order_by: '-updated_at' }],
  ['priority (urgent first)', {}, { order_by: 'priority' }],
  ['-priority (none first)', {}, { order_by: '-priority' }],
  ['state', {}, { order_by: 'state' }],
  ['-state', {}, { order_by: '-state' }],
  ['start_date nulls last', {}, { order_by: 'start_date' }],
  ['-target_date nulls last', {}, { order_by: '-target_date' }],
  ['sequence_id', {}, { order_by: 'sequence_id' }],
  ['-sequence_id', {}, { order_by: '-sequence_id' }],
  ['name (lower, byte order)', {}, { order_by: 'name' }],
  ['-name', {}, { order_by: '-name' }],
  ['priority filter', {}, { priority: 'urgent,high' }],
  ['state_group filter', {}, { state_group: 'started,backlog' }],
  ['state filter', {}, { state: '' }],
  ['assignees any', {}, { assignees: `${USERS[1]},${USERS[2]}` }],
  ['labels any', {}, { labels: '' }],
  ['created_by', {}, { created_by: USERS[1] }],
  ['start_date absolute range', {}, { start_date: '2026-01-10;after,2026-02-01;before' }],
  ['target_date relative', {}, { target_date: '1_weeks;after;fromnow' }],
  ['target_date relative ago + unparsable', {}, { target_date: '2_weeks;before;ago,garbage;after' }],
  ['subscriber = me', {}, { subscriber: ME }],
  ['sub_issue false', {}, { sub_issue: 'false' }],
  ['type active', {}, { type: 'active' }],
  ['type backlog', {}, { type: 'backlog', order_by: 'priority' }],
  ['search text (case-insensitive)', {}, { search: 'FIX' }],
  ['search LIKE wildcards are literal', {}, { search: '50%' }],
  ['search underscore literal', {}, { search: 'under_' }],
  ['search backslash', {}, { search: 'back\\' }],
  ['search sequence number', {}, { search: '12' }],
  ['filters combined (AND across keys)', {}, { priority: 'urgent,high,medium', state_group: 'started,unstarted,backlog', sub_issue: 'false' }],
  ['page 2 of 20', {}, { cursor: '20:1:20' }],
  ['per_page', {}, { per_page: 7, order_by: 'name' }],
  ['archived context', { context: 'archived' }, {}],
  ['guest own only', { guestOwnOnly: true }, {}],
  ['workspace context', { context: 'workspace', projectIds: PROJECTS }, { order_by: 'priority' }],
  ['workspace project filter', { context: 'workspace', projectIds: PROJECTS }, { project: p1 }],
  ['workspace mixed own-only', { context: 'workspace', projectIds: PROJECTS, ownOnlyProjectIds: [p1] }, {}],
  ['profile assigned (other user)', { context: 'profile-assigned', projectIds: PROJECTS, profileUserId: USERS[1] }, {}],
  ['profile created', { context: 'profile-created', projectIds: PROJECTS, profileUserId: USERS[2] }, { order_by: 'state' }],
  ['profile subscribed (me)', { context: 'profile-subscribed', projectIds: PROJECTS }, {}],
  ['cycle filter', {}, { cycle: CYCLES[0][1] }],
  ['cycle filter None or a cycle', {}, { cycle: `None,${CYCLES[0][0]}` }],
  ['module filter any', {}, { module: MODULES[0].join(',') }],
  ['module filter None', {}, { module: 'None', order_by: 'name' }],
  ['group by cycle', {}, { group_by: 'cycle' }],
  ['group by module (multi)', {}, { group_by: 'module', per_page: 4 }],
  ['sub-group module × cycle', {}, { group_by: 'module', sub_group_by: 'cycle', per_page: 2 }],
  ['cycle context', { context: 'cycle', cycleId: CYCLES[0][0] }, { order_by: 'priority' }],
  ['module context, grouped by state', { context: 'module', moduleId: MODULES[0][1] }, { group_by: 'state' }],
  ['group by state', {}, { group_by: 'state' }],
  ['group by state_group, order priority', {}, { group_by: 'state_group', order_by: 'priority' }],
  ['group by priority, page 2 of 5', {}, { group_by: 'priority', cursor: '5:1:5' }],
  ['group by labels (multi)', {}, { group_by: 'labels' }],
  ['group by assignees (multi), -name', {}, { group_by: 'assignees', order_by: '-name' }],
  ['group by created_by', {}, { group_by: 'created_by', per_page: 3 }],
  ['group by project (workspace)', { context: 'workspace', projectIds: PROJECTS }, { group_by: 'project', order_by: 'sort_order' }],
  ['sub-group state × priority', {}, { group_by: 'state', sub_group_by: 'priority', per_page: 2 }],
  ['sub-group priority × labels (multi sub)', {}, { group_by: 'priority', sub_group_by: 'labels', per_page: 2 }],
  ['sub-group labels × assignees (both multi)', {}, { group_by: 'labels', sub_group_by: 'assignees', per_page: 2, cursor: '2:1:2' }],
  ['sub-group assignees × state_group, filtered', {}, { group_by: 'assignees', sub_group_by: 'state_group', priority: 'high,urgent,none' }],
  ['same group and sub-group = grouped only', {}, { group_by: 'priority', sub_group_by: 'priority' }],
];

describe('queryWorkItems agrees with the reference model', () => {
  test.each(CASES)('%s', async (_name, ctx, query) => {
    const q = { ...query };
    if (q.state === '') q.state = stateIds().slice(0, 3).join(',');
    if (q.labels === '') q.labels = labelIds().slice(1, 3).join(',');
    await check(ctxOf(ctx), q);
  });

  test('the cases are not vacuous: most answer items', async () => {
    let nonEmpty = 0;
    for (const [, ctx, query] of CASES) {
      const page = await queryWorkItems(db, ctxOf(ctx), query, NOW);
      const r = reduce(page!);
      if ((r.flat?.length ?? r.groups!.length) > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(CASES.length - 4);
  });
});

describe('page shape', () => {
  test('items equal the synced wire items; cursors and flags as the server builds them', async () => {
    const page = await check(ctxOf(), { per_page: 10, cursor: '10:2:20' });
    const byId = new Map(data.items.map((i) => [i.id, i]));
    expect(Array.isArray(page.results)).toBe(true);
    for (const item of page.results as Array<{ id: string }>) expect(item).toEqual(byId.get(item.id));
    expect(page).toMatchObject({ grouped_by: null, sub_grouped_by: null, next_cursor: '10:3:0', prev_cursor: '10:1:1', next_page_results: true });
    const first = await queryWorkItems(db, ctxOf(), { per_page: 10 }, NOW);
    expect(first).toMatchObject({ next_cursor: '10:1:0', prev_cursor: '10:0:0' });
  });

  test('grouped pages carry grouped_by / sub_grouped_by; None holds items without a value', async () => {
    const page = await check(ctxOf(), { group_by: 'labels', sub_group_by: 'state' });
    expect(page).toMatchObject({ grouped_by: 'labels', sub_grouped_by: 'state' });
    expect(Object.keys(page.results)).toContain('None');
    expect(Object.keys(page.results).at(-1)).toBe('None');
  });
});

describe('the workspace list (global views) answers order_by sort_order as -created_at, as the server does', () => {
  const ids = (page: AnyWorkItemPage | null) => (page!.results as Array<{ id: string }>).map((i) => i.id);
  test.each(['sort_order', '-sort_order'])('workspace %s = -created_at; a project or profile list keeps sort_order', async (orderBy) => {
    const workspace = ctxOf({ context: 'workspace', projectIds: PROJECTS });
    const byCreated = ids(await queryWorkItems(db, workspace, { order_by: '-created_at', per_page: 100 }, NOW));
    expect(ids(await queryWorkItems(db, workspace, { order_by: orderBy, per_page: 100 }, NOW))).toEqual(byCreated);
    const created = ctxOf({ context: 'profile-created', projectIds: PROJECTS });
    const profile = ids(await queryWorkItems(db, created, { order_by: orderBy, per_page: 100 }, NOW));
    expect(profile).not.toEqual(ids(await queryWorkItems(db, created, { order_by: '-created_at', per_page: 100 }, NOW)));
    await check(created, { order_by: orderBy, per_page: 100 });
    await check(ctxOf(), { order_by: orderBy });
  });
});

describe('questions the cache cannot answer identically → null', () => {
  test.each<[string, Partial<LocalQueryContext>, WorkItemListFilterQuery]>([
    ['mentions', {}, { mentions: USERS[1] }],
    ['subscriber other than the caller', {}, { subscriber: `${ME},${USERS[1]}` }],
    ["another user's subscribed profile list", { context: 'profile-subscribed', profileUserId: USERS[1] }, {}],
    ['a project never synced', { projectIds: [PROJECTS[0], '0000000b-0000-4000-8000-000000000099'], context: 'workspace' }, {}],
  ])('%s', async (_name, ctx, query) => {
    expect(await queryWorkItems(db, ctxOf(ctx), query, NOW)).toBeNull();
  });

  test('order_by state when a state row is missing', async () => {
    const other = await freshDb({ userId: ME, workspaceId: WORKSPACE });
    await syncProject(other, createStaticSyncTransport({ items: data.items }), { projectId: p0 });
    expect(await queryWorkItems(other, ctxOf(), { order_by: 'state' }, NOW)).toBeNull();
    expect(await queryWorkItems(other, ctxOf(), { order_by: 'priority' }, NOW)).not.toBeNull();
    await other.close();
  });
});
