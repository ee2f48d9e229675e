import { randomUUID } from 'node:crypto';
import { ROLE, type StateGroup } from '@cairn/types';
import { insertLabel } from '../data/repositories/labels.repository';
import type { TestApp } from '../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../modules/projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../modules/workspaces/workspaces.test-support';

// The conformance suite's dataset (not a test file itself): one workspace, two projects, ~230 work items whose every
// property follows from their index, written with a few multi-row INSERTs (fast on PGlite, plain SQL for PostgreSQL).
// It is made to hit the edges where a second implementation could differ: ties on every order key (same created_at,
// updated_at, sort_order, dates, lower(name)), null states and dates, multi-label / multi-assignee items, sub-items,
// archived rows, and rows no list may show (drafts, epics, deleted).

/** The users of the suite: workspace admin, workspace member, workspace guest (project guest of A, no view-all). */
export interface ConformanceActors {
  admin: Actor;
  member: Actor;
  guest: Actor;
}

/** What the suite needs to know of the seeded world to write its cases. */
export interface ConformanceWorld {
  a: ConformanceActors;
  slug: string;
  workspaceId: string;
  /** Project A: admin, member, guest. Project B: admin, member. */
  projectA: SeededProject;
  projectB: SeededProject;
  /** Labels of A: area (parent), frontend (its child), bug. */
  labelsA: { area: string; frontend: string; bug: string };
  labelB: string;
  /** State ids of A by name (Backlog, Todo, In Progress, Review, Done, Cancelled). */
  statesA: Map<string, string>;
  /** Ids by kind, for assertions that hidden rows never show. */
  hidden: { drafts: string[]; epics: string[]; deleted: string[] };
  archived: string[];
  counts: { a: number; b: number };
}

const WORDS = ['alpha', 'Beta', 'gamma', 'Delta', 'epsilon', 'ALPHA', 'Zeta', 'theta', 'Alpha'];
const PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
/** Item timestamps start here; the suite's clock is set later than all of them. */
export const CONFORMANCE_BASE = Date.UTC(2026, 1, 20, 8, 0, 0);
/** The suite's "now" (relative date filters are computed from it on both sides). */
export const CONFORMANCE_NOW = new Date(Date.UTC(2026, 2, 10, 12, 0, 0));

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const day = (month: number, d: number) => `2026-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

interface Row {
  id: string;
  project_id: string;
  sequence_id: number;
  name: string;
  priority: string;
  state_id: string | null;
  sort_order: number;
  parent_id: string | null;
  start_date: string | null;
  target_date: string | null;
  archived_at: Date | null;
  deleted_at: Date | null;
  is_draft: boolean;
  is_epic: boolean;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  labels: string[];
  assignees: string[];
  subscribers: string[];
  mentions: string[];
}

const COLUMNS = [
  'id', 'workspace_id', 'project_id', 'sequence_id', 'name', 'priority', 'state_id', 'sort_order', 'parent_id', 'start_date', 'target_date',
  'archived_at', 'deleted_at', 'is_draft', 'is_epic', 'created_by', 'updated_by', 'created_at', 'updated_at',
] as const;

/** Multi-row INSERT of `rows` (arrays of values in `columns` order) into `table`, in chunks. */
async function insertRows(t: TestApp, table: string, columns: readonly string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const values = chunk.map((r, ri) => `(${r.map((_, ci) => `$${ri * columns.length + ci + 1}`).join(', ')})`).join(', ');
    await t.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

/** Signs up the actors and seeds the world (once per file). */
export async function seedConformanceWorld(t: TestApp): Promise<ConformanceWorld> {
  const a: ConformanceActors = { admin: await newActor(t, 'admin'), member: await newActor(t, 'member'), guest: await newActor(t, 'guest') };
  const { workspace } = await seedWorkspace(t, a.admin.id, [
    [a.admin.id, ROLE.ADMIN],
    [a.member.id, ROLE.MEMBER],
    [a.guest.id, ROLE.GUEST],
  ]);
  const ws = workspace.id;
  const projectA = await seedProject(t, ws, a.admin.id);
  const projectB = await seedProject(t, ws, a.admin.id);
  await addProjectMembers(t, ws, projectA.id, [
    [a.member.id, ROLE.MEMBER],
    [a.guest.id, ROLE.GUEST],
  ]);
  await addProjectMembers(t, ws, projectB.id, [[a.member.id, ROLE.MEMBER]]);
  const bug = await insertLabel(t.db, { workspace_id: ws, project_id: projectA.id, name: 'Bug', color: '#0000ff', sort_order: 65535 });
  const labelsA = { area: projectA.labelId, frontend: projectA.childLabelId, bug: bug.id };
  const stateRows = await t.query<{ id: string; name: string; project_id: string; group: StateGroup }>(
    'SELECT id, name, project_id, "group" FROM states WHERE project_id IN ($1, $2) ORDER BY sequence',
    [projectA.id, projectB.id],
  );
  const statesOf = (pid: string) => stateRows.filter((s) => s.project_id === pid);
  const statesA = new Map(statesOf(projectA.id).map((s) => [s.name, s.id]));

  const rows: Row[] = [];
  const minute = 60_000;
  const makeProjectItems = (project: SeededProject, n: number, labelSets: string[][], withGuest: boolean) => {
    const states = statesOf(project.id);
    const first = rows.length;
    for (let i = 0; i < n; i += 1) {
      const creator = withGuest && i % 9 === 4 ? a.guest.id : i % 4 === 1 ? a.member.id : a.admin.id;
      const assignees = [[], [a.member.id], [a.admin.id], [a.member.id, a.admin.id], withGuest ? [a.guest.id] : [], [a.admin.id]][(i + Math.floor(i / 6)) % 6];
      const parentIndex = i >= 100 && i % 3 === 0 ? first + (i % 50) : null;
      rows.push({
        id: randomUUID(),
        project_id: project.id,
        sequence_id: i + 1,
        // Words repeat in other cases (alpha / ALPHA / Alpha tie on lower(name)); the index makes numbers searchable.
        name: `${WORDS[i % WORDS.length]} item ${i % 40}`,
        priority: PRIORITIES[(i * 3) % 5],
        state_id: i % 13 === 6 ? null : states[(i * 7) % states.length].id,
        // 1000 distinct values for n up to 230: some ties (ids break them).
        sort_order: ((i * 37) % 97) * 1000,
        parent_id: parentIndex === null ? null : rows[parentIndex].id,
        start_date: i % 5 === 0 ? null : day(3, 1 + (i % 12)),
        target_date: i % 4 === 0 ? null : day(3, 13 + ((i * 7) % 15)),
        archived_at: i % 23 === 11 ? new Date(CONFORMANCE_BASE + 3 * 86_400_000) : null,
        deleted_at: null,
        is_draft: false,
        is_epic: false,
        created_by: creator,
        // Three items per minute: identical created_at values, ids break the ties.
        created_at: new Date(CONFORMANCE_BASE + Math.floor(i / 3) * minute),
        // Fewer distinct updated_at values than items (ties), not in created order.
        updated_at: new Date(CONFORMANCE_BASE + 86_400_000 + ((i * 11) % 60) * 17 * minute),
        labels: labelSets[(i * 2 + Math.floor(i / 7)) % labelSets.length],
        assignees,
        subscribers: [...(i % 6 === 0 ? [a.admin.id] : []), ...(i % 5 === 2 ? [a.member.id] : []), ...(withGuest && i % 8 === 3 ? [a.guest.id] : [])],
        mentions: i % 11 === 0 ? [a.member.id] : [],
      });
    }
    return n;
  };
  const countA = makeProjectItems(projectA, 170, [[], [labelsA.area], [labelsA.area, labelsA.frontend], [labelsA.bug], [labelsA.frontend, labelsA.bug], [labelsA.area, labelsA.frontend, labelsA.bug]], true);
  const countB = makeProjectItems(projectB, 60, [[], [projectB.labelId]], false);

  // Rows no list may show (sequence ids after the listed ones).
  const hidden = { drafts: [] as string[], epics: [] as string[], deleted: [] as string[] };
  const extra = (project: SeededProject, seq: number, kind: 'draft' | 'epic' | 'deleted'): Row => {
    const row: Row = {
      ...rows.find((r) => r.project_id === project.id && r.archived_at === null)!,
      id: randomUUID(),
      sequence_id: seq,
      name: `alpha hidden ${kind}`,
      parent_id: null,
      is_draft: kind === 'draft',
      is_epic: kind === 'epic',
      deleted_at: kind === 'deleted' ? new Date(CONFORMANCE_BASE) : null,
      subscribers: [a.admin.id, a.member.id],
      created_by: kind === 'draft' ? a.guest.id : a.admin.id,
    };
    hidden[kind === 'draft' ? 'drafts' : kind === 'epic' ? 'epics' : 'deleted'].push(row.id);
    return row;
  };
  rows.push(extra(projectA, 1001, 'draft'), extra(projectA, 1002, 'epic'), extra(projectA, 1003, 'deleted'), extra(projectB, 1001, 'epic'), extra(projectB, 1002, 'draft'));
  // A listed item whose parent is an epic (never listed itself): still a sub-item for sub_issue=false.
  rows[7].parent_id = hidden.epics[0];

  await insertRows(
    t,
    'work_items',
    COLUMNS,
    rows.map((r) => [
      r.id, ws, r.project_id, r.sequence_id, r.name, r.priority, r.state_id, r.sort_order, null, r.start_date, r.target_date,
      iso(r.archived_at), iso(r.deleted_at), r.is_draft, r.is_epic, r.created_by, r.created_by, iso(r.created_at), iso(r.updated_at),
    ]),
  );
  // Parents after every row exists (a sub-item's parent may come later in the list).
  const withParent = rows.filter((r) => r.parent_id);
  for (let i = 0; i < withParent.length; i += 100) {
    const chunk = withParent.slice(i, i + 100);
    await t.query(
      `UPDATE work_items w SET parent_id = v.parent_id::uuid FROM (VALUES ${chunk.map((_, j) => `($${j * 2 + 1}::uuid, $${j * 2 + 2})`).join(', ')}) AS v(id, parent_id) WHERE w.id = v.id`,
      chunk.flatMap((r) => [r.id, r.parent_id]),
    );
  }
  const link = (kind: 'labels' | 'assignees' | 'subscribers' | 'mentions') => rows.flatMap((r) => r[kind].map((v) => [ws, r.project_id, r.id, v]));
  await insertRows(t, 'work_item_labels', ['workspace_id', 'project_id', 'work_item_id', 'label_id'], link('labels'));
  await insertRows(t, 'work_item_assignees', ['workspace_id', 'project_id', 'work_item_id', 'assignee_id'], link('assignees'));
  await insertRows(t, 'work_item_subscribers', ['workspace_id', 'project_id', 'work_item_id', 'subscriber_id'], link('subscribers'));
  await insertRows(t, 'work_item_mentions', ['workspace_id', 'project_id', 'work_item_id', 'mention_id'], link('mentions'));
  await t.query('UPDATE projects SET issue_sequence = 2000 WHERE id IN ($1, $2)', [projectA.id, projectB.id]);

  return {
    a,
    slug: workspace.slug,
    workspaceId: ws,
    projectA,
    projectB,
    labelsA,
    labelB: projectB.labelId,
    statesA,
    hidden,
    archived: rows.filter((r) => r.archived_at !== null).map((r) => r.id),
    counts: { a: countA, b: countB },
  };
}
