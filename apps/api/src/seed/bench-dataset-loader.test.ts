import { apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signIn, type TestApp } from '../test/test-app';
import { BENCH_DATASET_FORMAT, loadBenchDataset } from './bench-dataset-loader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const OWNER = id(1);
const MEMBER = id(2);
const WS = id(10);
const PROJECT = id(20);
const [BACKLOG, DONE] = [id(30), id(31)];
const [AREA, FRONTEND] = [id(40), id(41)];
const ITEMS = [id(50), id(51), id(52)];
const at = '2026-10-01T10:00:00.000Z';
const scope = { workspace_id: WS, project_id: PROJECT };

type Rows = Array<Record<string, unknown>>;

/** A tiny dataset in the generator's format (tools/bench/dataset/generate-dataset.ts). */
function dataset(): { tables: Array<{ table: string; rows: Rows }> } & Record<string, unknown> {
  const user = (uid: string, email: string) => ({ id: uid, email, first_name: 'B', last_name: 'U', display_name: email.slice(0, 5), is_email_verified: true, created_at: at, updated_at: at });
  const item = (n: number, extra: Record<string, unknown>) => ({
    id: ITEMS[n],
    ...scope,
    sequence_id: n + 1,
    name: `Item ${n + 1}`,
    priority: 'high',
    state_id: BACKLOG,
    parent_id: null,
    completed_at: null,
    start_date: null,
    target_date: null,
    created_by: MEMBER,
    created_at: `2026-10-0${n + 2}T10:00:00.000Z`,
    updated_at: `2026-10-0${n + 2}T10:00:00.000Z`,
    ...extra,
  });
  return {
    format: BENCH_DATASET_FORMAT,
    size: 'tiny',
    seed: 'test',
    anchor: at,
    password: 'Bench-pass-123',
    owner: { id: OWNER, email: 'owner@tiny.bench.cairn.local' },
    workspace: { id: WS, slug: 'bench-tiny', name: 'Bench tiny' },
    projects: [{ id: PROJECT, identifier: 'TINY', name: 'Tiny', items: 3, live_items: 3 }],
    tables: [
      // Out of order on purpose: the loader inserts referenced tables first.
      { table: 'work_items', rows: [item(0, {}), item(1, { parent_id: ITEMS[0] }), item(2, { state_id: DONE, priority: 'none', completed_at: at, start_date: '2026-10-05', target_date: '2026-10-09' })] },
      { table: 'users', rows: [user(OWNER, 'owner@tiny.bench.cairn.local'), user(MEMBER, 'member@tiny.bench.cairn.local')] },
      { table: 'profiles', rows: [OWNER, MEMBER].map((u) => ({ user_id: u, is_onboarded: true, onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true }, last_workspace_id: WS })) },
      { table: 'workspaces', rows: [{ id: WS, name: 'Bench tiny', slug: 'bench-tiny', owner: OWNER, created_by: OWNER }] },
      { table: 'workspace_members', rows: [{ workspace_id: WS, member: OWNER, role: 20 }, { workspace_id: WS, member: MEMBER, role: 15 }] },
      { table: 'projects', rows: [{ id: PROJECT, workspace_id: WS, name: 'Tiny', identifier: 'TINY', issue_sequence: 3, created_by: OWNER }] },
      { table: 'project_members', rows: [{ ...scope, member: OWNER, role: 20, original_role: 20 }, { ...scope, member: MEMBER, role: 15, original_role: 15 }] },
      { table: 'states', rows: [{ id: BACKLOG, ...scope, name: 'Backlog', color: '#a3a3a3', group: 'backlog', default: true }, { id: DONE, ...scope, name: 'Done', color: '#16a34a', group: 'completed', default: false }] },
      { table: 'labels', rows: [{ id: AREA, ...scope, name: 'Area', color: '#8b5cf6', parent: null }, { id: FRONTEND, ...scope, name: 'Frontend', color: '#8b5cf6', parent: AREA }] },
      { table: 'work_item_assignees', rows: [{ ...scope, work_item_id: ITEMS[0], assignee_id: MEMBER }] },
      { table: 'work_item_labels', rows: [{ ...scope, work_item_id: ITEMS[0], label_id: FRONTEND }] },
      { table: 'work_item_subscribers', rows: [{ ...scope, work_item_id: ITEMS[0], subscriber_id: MEMBER }] },
      { table: 'work_item_activities', rows: ITEMS.map((w) => ({ ...scope, work_item_id: w, actor_id: MEMBER, verb: 'created', comment: 'created the work item' })) },
    ],
  };
}

describe('loadBenchDataset', () => {
  it('writes every table in one go, and the API then serves the data to the owner with the dataset password', async () => {
    const result = await loadBenchDataset(t.db, dataset(), { scryptN: 1024 });
    expect(result.counts).toMatchObject({ users: 2, work_items: 3, labels: 2, work_item_activities: 3 });
    expect(result.dataset).toMatchObject({ size: 'tiny', workspace: { slug: 'bench-tiny' }, owner: { email: 'owner@tiny.bench.cairn.local' } });
    expect(result.dataset).not.toHaveProperty('tables');

    const agent = createAgent(t.app);
    await signIn(agent, 'owner@tiny.bench.cairn.local', 'Bench-pass-123');
    const page = (await agent.get(`${apiPaths.workItems('bench-tiny', PROJECT)}?per_page=50`)).json();
    expect(page.total_count).toBe(3);
    const first = page.results.find((w: { id: string }) => w.id === ITEMS[0]);
    expect(first).toMatchObject({ sequence_id: 1, assignee_ids: [MEMBER], label_ids: [FRONTEND], state_id: BACKLOG });
    expect(page.results.find((w: { id: string }) => w.id === ITEMS[1]).parent_id).toBe(ITEMS[0]);
    // issue_sequence came with the project: the next item created through the API continues after the loaded ones.
    const created = await agent.post(apiPaths.workItems('bench-tiny', PROJECT), { name: 'After the load' });
    expect(created.statusCode).toBe(201);
    expect(created.json().sequence_id).toBe(4);
  });

  it('refuses a second load unless replace is asked, and replace starts over', async () => {
    await loadBenchDataset(t.db, dataset(), { scryptN: 1024 });
    await expect(loadBenchDataset(t.db, dataset(), { scryptN: 1024 })).rejects.toThrow(/already exist/);
    await t.query(`UPDATE work_items SET name = 'changed'`);
    await loadBenchDataset(t.db, dataset(), { scryptN: 1024, replace: true });
    expect(await t.query('SELECT name FROM work_items ORDER BY sequence_id')).toEqual([{ name: 'Item 1' }, { name: 'Item 2' }, { name: 'Item 3' }]);
  });

  it('refuses other formats, unknown columns, rows with other columns than the first and broken rows, writing nothing', async () => {
    await expect(loadBenchDataset(t.db, { ...dataset(), format: 'other/1' }, { scryptN: 1024 })).rejects.toThrow();
    const badColumn = dataset();
    badColumn.tables[1].rows[0] = { ...badColumn.tables[1].rows[0], shoe_size: 42 };
    await expect(loadBenchDataset(t.db, badColumn, { scryptN: 1024 })).rejects.toThrow(/users: no column shoe_size/);
    const ragged = dataset();
    const { name: _name, ...withoutName } = ragged.tables[0].rows[2];
    ragged.tables[0].rows[2] = withoutName;
    await expect(loadBenchDataset(t.db, ragged, { scryptN: 1024 })).rejects.toThrow(/work_items: every row must have the columns/);
    const danglingParent = dataset();
    danglingParent.tables[0].rows[1] = { ...danglingParent.tables[0].rows[1], parent_id: id(99) };
    await expect(loadBenchDataset(t.db, danglingParent, { scryptN: 1024 })).rejects.toThrow();
    expect(await t.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  });

  it('keeps quotes in text intact', async () => {
    const quoted = dataset();
    quoted.tables[0].rows[0] = { ...quoted.tables[0].rows[0], name: `It's "quoted" ''twice'' \\ done` };
    await loadBenchDataset(t.db, quoted, { scryptN: 1024 });
    expect(await t.query('SELECT name FROM work_items WHERE sequence_id = 1')).toEqual([{ name: `It's "quoted" ''twice'' \\ done` }]);
  });
});
