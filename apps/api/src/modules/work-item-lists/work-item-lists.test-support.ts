import { randomUUID } from 'node:crypto';
import { STATE_GROUPS, type StateGroup } from '@cairn/types';
import { insertLabel } from '../../data/repositories/labels.repository';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import type { TestApp } from '../../test/test-app';
import { newWorkItemActors, seedWorkItemWorld, type WorkItemActors, type WorkItemWorld } from '../work-items/work-items.test-support';

// The list tests' world (not a test file itself): a project of 40 items whose every property follows from its index,
// so the expectations of a case can be computed by a small reference model (work-item-lists-oracle.test-support.ts)
// and checked exactly.

/** One seeded item as the reference model sees it. */
export interface ModelItem {
  i: number;
  id: string;
  project_id: string;
  sequence_id: number;
  name: string;
  priority: 'none' | 'low' | 'medium' | 'high' | 'urgent';
  state_id: string | null;
  state_group: StateGroup | null;
  state_sequence: number | null;
  label_ids: string[];
  assignee_ids: string[];
  cycle_id: string | null;
  module_ids: string[];
  mention_ids: string[];
  subscriber_ids: string[];
  start_date: string | null;
  target_date: string | null;
  parent_id: string | null;
  sort_order: number;
  created_at: number;
  updated_at: number;
  created_by: string;
}

/** The seeded world: actors, projects, labels, states and the 40 listed items (plus never-listed rows). */
export interface ListWorld extends WorkItemWorld {
  a: WorkItemActors;
  labels: { A: string; B: string; C: string };
  /** Two cycles and two modules of the project (issue 13) the items are spread over. */
  cycles: { C1: string; C2: string };
  modules: { M1: string; M2: string };
  states: Map<string, { id: string; group: StateGroup; sequence: number; name: string }>;
  items: ModelItem[];
  /** Rows of the project that no live list may show: archived, deleted, draft, epic; and an item of `other`. */
  hidden: { archived: string; deleted: string; draft: string; epic: string; foreign: string };
}

const WORDS = ['alpha', 'Beta', 'gamma', 'Delta', 'epsilon', 'Zeta', 'eta', 'Theta'];
const PRIORITY_CYCLE = ['none', 'low', 'medium', 'high', 'urgent'] as const;
const STATE_CYCLE = ['Backlog', 'Todo', 'In Progress', 'Review', 'Done', 'Cancelled'];
/** A fixed base time (items are created at base + a permutation of minutes). */
export const BASE_TIME = Date.UTC(2026, 0, 10, 12, 0, 0);

const day = (month: number, d: number) => `2026-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Signs up the actors once per file. */
export const newListActors = newWorkItemActors;

/** Seeds a workspace with the 40-item project (after t.reset() or in a fresh app). */
export async function seedListWorld(t: TestApp, a: WorkItemActors): Promise<ListWorld> {
  const w = await seedWorkItemWorld(t, a);
  const ws = w.workspaceId;
  const pid = w.project.id;
  const extra = await insertLabel(t.db, { workspace_id: ws, project_id: pid, name: 'Extra', color: '#0000ff', sort_order: 65535 });
  const labels = { A: w.project.labelId, B: w.project.childLabelId, C: extra.id };
  const stateRows = await t.query<{ id: string; name: string; group: StateGroup; sequence: number }>('SELECT id, name, "group", sequence FROM states WHERE project_id = $1', [pid]);
  const states = new Map(stateRows.map((s) => [s.name, { ...s, sequence: Number(s.sequence) }]));
  const planning = async (table: 'cycles' | 'modules', name: string) =>
    (await t.query<{ id: string }>(`INSERT INTO ${table} (workspace_id, project_id, name) VALUES ($1, $2, $3) RETURNING id`, [ws, pid, name]))[0].id;
  const cycles = { C1: await planning('cycles', 'Cycle one'), C2: await planning('cycles', 'Cycle two') };
  const modules = { M1: await planning('modules', 'Module one'), M2: await planning('modules', 'Module two') };
  const items: ModelItem[] = [];
  for (let i = 0; i < 40; i += 1) {
    const state = i % 13 === 7 ? null : states.get(STATE_CYCLE[i % 6])!;
    const labelIds = [[labels.A], [labels.A, labels.B], [], [labels.C]][i % 4];
    const assigneeIds = [[], [a.member.id], [a.member.id, a.admin.id]][i % 3];
    const creator = i % 10 === 0 ? a.guest.id : i % 10 === 5 ? a.member.id : a.admin.id;
    const start = i % 5 === 0 ? null : day(1, 1 + (i % 28));
    const target = i % 6 === 0 ? null : day(2, 1 + ((i * 3) % 28));
    const model: ModelItem = {
      i,
      id: randomUUID(),
      project_id: pid,
      sequence_id: i + 1,
      name: `${WORDS[i % 8]} ${String.fromCharCode(97 + (i % 26))}${i}`,
      priority: PRIORITY_CYCLE[i % 5],
      state_id: state?.id ?? null,
      state_group: state?.group ?? null,
      state_sequence: state?.sequence ?? null,
      label_ids: labelIds,
      assignee_ids: assigneeIds,
      cycle_id: i % 7 < 3 ? cycles.C1 : i % 7 < 5 ? cycles.C2 : null,
      module_ids: [[modules.M1], [modules.M1, modules.M2], [], [modules.M2], []][(i * 3) % 5],
      mention_ids: i % 7 === 3 ? [a.guest.id] : [],
      subscriber_ids: i % 4 === 2 ? [a.member.id] : [],
      start_date: start,
      target_date: target,
      parent_id: i >= 30 ? items[i - 30].id : null,
      // Two pairs share a sort_order so ties break by id.
      sort_order: ((i * 13) % 40) * 1000 + (i === 21 ? -1000 : 0),
      created_at: BASE_TIME + ((i * 7) % 40) * 60_000,
      updated_at: BASE_TIME + ((i * 11) % 40) * 3_600_000 + (i === 3 ? 3_600_000 : 0),
      created_by: creator,
    };
    await insertSeedWorkItem(
      t.db,
      {
        id: model.id, workspace_id: ws, project_id: pid, name: model.name, priority: model.priority, state_id: model.state_id, start_date: start, target_date: target,
        parent_id: model.parent_id, cycle_id: model.cycle_id, sort_order: model.sort_order, created_at: new Date(model.created_at), updated_at: new Date(model.updated_at), created_by: creator,
      },
      { assigneeIds, labelIds },
    );
    for (const [n, m] of model.module_ids.entries()) {
      await t.query('INSERT INTO work_item_modules (workspace_id, project_id, work_item_id, module_id, created_at) VALUES ($1, $2, $3, $4, $5)', [ws, pid, model.id, m, new Date(BASE_TIME + n * 1000)]);
    }
    for (const m of model.mention_ids) await t.query('INSERT INTO work_item_mentions (workspace_id, project_id, work_item_id, mention_id) VALUES ($1, $2, $3, $4)', [ws, pid, model.id, m]);
    for (const s of model.subscriber_ids) await t.query('INSERT INTO work_item_subscribers (workspace_id, project_id, work_item_id, subscriber_id) VALUES ($1, $2, $3, $4)', [ws, pid, model.id, s]);
    items.push(model);
  }
  const hiddenRow = async (values: Record<string, unknown>, projectId = pid) =>
    (await insertSeedWorkItem(t.db, { workspace_id: ws, project_id: projectId, name: 'alpha hidden', priority: 'urgent', state_id: states.get('Todo')!.id, created_by: a.admin.id, created_at: new Date(BASE_TIME + 3_600_000), ...values }, { assigneeIds: [a.member.id], labelIds: projectId === pid ? [labels.A] : [] })).id;
  const hidden = {
    archived: await hiddenRow({ archived_at: new Date(BASE_TIME) }),
    deleted: await hiddenRow({ deleted_at: new Date(BASE_TIME) }),
    draft: await hiddenRow({ is_draft: true }),
    epic: await hiddenRow({ is_epic: true }),
    foreign: await hiddenRow({ state_id: null }, w.other.id),
  };
  return { ...w, a, labels, cycles, modules, states, items, hidden };
}

/** The index of a state group (backlog 0 … cancelled 4). */
export const groupIndex = (g: StateGroup) => STATE_GROUPS.indexOf(g);

/** The `i` of each id (for readable failure messages). */
export function indicesOf(world: ListWorld, ids: string[]): Array<number | string> {
  const byId = new Map(world.items.map((m) => [m.id, m.i]));
  return ids.map((id) => byId.get(id) ?? id);
}

/** Query string of a case. */
export function qs(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
}
