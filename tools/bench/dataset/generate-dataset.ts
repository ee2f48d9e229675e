// The benchmark datasets (BENCHMARKS.md: W10k, W50k; plus P10k): a pure, seeded generator of table rows that
// apps/api/src/seed/load-bench-dataset.ts writes straight into the database. Same size + seed + anchor → same bytes.
import { DATASET_SHAPES, type DatasetSize } from './dataset-sizes';
import { generatePlanning, type PlanningRows } from './generate-planning';
import { generateWorkItems, type Row } from './generate-work-items';
import { createRng } from './prng';
import { BENCH_STATES, FIRST_NAMES, LABEL_GROUPS, LAST_NAMES, PROJECT_NAMES } from './vocabulary';

/** The file format the loader accepts (it refuses any other). */
export const BENCH_DATASET_FORMAT = 'cairn-bench-dataset/1';
/** The default seed text. */
export const DEFAULT_SEED = 'cairn-bench';
/** The default "now" of a dataset: every date is placed relative to it, so a dataset does not change with the day. */
export const DEFAULT_ANCHOR = '2026-11-01T00:00:00.000Z';
/** The password of every account of a bench workspace. */
export const BENCH_PASSWORD = 'Cairn-bench-123';

/** Workspace roles (the API's ROLE). */
const ADMIN = 20;
const MEMBER = 15;
const GUEST = 5;

/** One table's rows; tables come in insert order (referenced rows first). */
export interface DatasetTable {
  table: string;
  rows: Row[];
}

/** A project of the dataset, for the benchmarks. */
export interface DatasetProject {
  id: string;
  identifier: string;
  name: string;
  items: number;
  /** Items not archived: what the project's list shows. */
  live_items: number;
}

/** A generated dataset: what the loader needs plus a summary for the benchmarks. */
export interface BenchDataset {
  format: typeof BENCH_DATASET_FORMAT;
  size: DatasetSize;
  seed: string;
  anchor: string;
  /** Every account's password (the loader hashes it; rows carry no password_hash). */
  password: string;
  owner: { id: string; email: string };
  workspace: { id: string; slug: string; name: string };
  projects: DatasetProject[];
  tables: DatasetTable[];
}

/** Generator options. */
export interface GenerateOptions {
  size: DatasetSize;
  seed?: string;
  /** ISO time every date is relative to (default DEFAULT_ANCHOR). */
  anchor?: string;
}

interface Member {
  id: string;
  role: number;
}

/** Generates a dataset. Pure: no clock, no Math.random, no I/O. */
export function generateDataset(options: GenerateOptions): BenchDataset {
  const { size } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  const anchor = new Date(options.anchor ?? DEFAULT_ANCHOR);
  if (Number.isNaN(anchor.getTime())) throw new Error(`anchor is not a date: ${options.anchor}`);
  const shape = DATASET_SHAPES[size];
  if (shape.projectItems.length > PROJECT_NAMES.length) throw new Error(`at most ${PROJECT_NAMES.length} projects`);
  const root = createRng(`${seed}/${size}`);
  const setupAt = new Date(anchor.getTime() - 600 * 86_400_000).toISOString();
  const stamp = { created_at: setupAt, updated_at: setupAt };
  const domain = `${size.toLowerCase()}.bench.cairn.local`;

  // People: the owner, then admins, members and guests.
  const people = root.fork('people');
  const users: Row[] = [];
  const members: Member[] = [];
  for (let i = 0; i < shape.members; i += 1) {
    const id = people.uuid();
    const first = i === 0 ? 'Olive' : FIRST_NAMES[(i - 1) % FIRST_NAMES.length];
    const last = i === 0 ? 'Owner' : LAST_NAMES[(i * 7) % LAST_NAMES.length];
    const email = i === 0 ? `owner@${domain}` : `${first}.${last}.${i}@${domain}`.toLowerCase();
    const role = i <= shape.admins ? ADMIN : i > shape.members - 1 - shape.guests ? GUEST : MEMBER;
    users.push({ id, email, first_name: first, last_name: last, display_name: `${first}${i}`.toLowerCase(), is_active: true, is_email_verified: true, is_password_autoset: false, date_joined: setupAt, ...stamp });
    members.push({ id, role });
  }
  const owner = { id: members[0].id, email: String(users[0].email) };
  const workspace = { id: people.uuid(), slug: `bench-${size.toLowerCase()}`, name: `Bench ${size}` };
  const onboarded = { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true };
  const profiles = members.map((m) => ({ user_id: m.id, is_onboarded: true, onboarding_step: onboarded, last_workspace_id: workspace.id, ...stamp }));
  const workspaceRows = [{ ...workspace, organization_size: '51-200', owner: owner.id, created_by: owner.id, ...stamp }];
  const workspaceMembers = members.map((m) => ({ workspace_id: workspace.id, member: m.id, role: m.role, is_active: true, ...stamp }));

  const projectRows: Row[] = [];
  const projectMembers: Row[] = [];
  const stateRows: Row[] = [];
  const labelRows: Row[] = [];
  const itemTables: Record<'work_items' | 'work_item_assignees' | 'work_item_labels' | 'work_item_subscribers' | 'work_item_activities', Row[]> = {
    work_items: [],
    work_item_assignees: [],
    work_item_labels: [],
    work_item_subscribers: [],
    work_item_activities: [],
  };
  const planningTables: PlanningRows = { cycles: [], modules: [], module_members: [], module_links: [], work_item_modules: [] };
  const projects: DatasetProject[] = [];
  for (const [p, items] of shape.projectItems.entries()) {
    const [name, identifier] = PROJECT_NAMES[p];
    const rng = root.fork(`project/${identifier}`);
    const projectId = rng.uuid();
    const scope = { workspace_id: workspace.id, project_id: projectId };
    projectRows.push({ id: projectId, workspace_id: workspace.id, name, identifier, description: `${name} work.`, network: 2, sort_order: 65535 + p * 10000, issue_sequence: items, created_by: owner.id, updated_by: owner.id, ...stamp });

    // The owner is in every project; the others in all of them or a random share.
    const others = members.slice(1);
    const chosen = shape.membersPerProject === null || p === 0 ? others : rng.weightedDistinct(others, others.map(() => 1), rng.int(shape.membersPerProject.min, shape.membersPerProject.max) - 1);
    const inProject = [members[0], ...others.filter((m) => chosen.includes(m))];
    for (const m of inProject) projectMembers.push({ ...scope, member: m.id, role: m.role, original_role: m.role, ...stamp });

    const stateIds = BENCH_STATES.map((s, i) => {
      const id = rng.uuid();
      stateRows.push({ id, ...scope, name: s.name, color: s.color, group: s.group, default: i === 0, sequence: 65535 + i * 10000, description: '', ...stamp });
      return id;
    });
    const labelIds: string[] = [];
    let labelOrder = 0;
    for (const group of LABEL_GROUPS) {
      const parentId = rng.uuid();
      labelRows.push({ id: parentId, ...scope, name: group.name, color: group.color, description: '', parent: null, sort_order: 65535 + labelOrder++ * 10000, ...stamp });
      for (const child of group.children) {
        const id = rng.uuid();
        labelRows.push({ id, ...scope, name: child, color: group.color, description: '', parent: parentId, sort_order: 65535 + labelOrder++ * 10000, ...stamp });
        labelIds.push(id);
      }
    }

    const generated = generateWorkItems(rng.fork('items'), {
      workspaceId: workspace.id,
      projectId,
      stateIds,
      labelIds,
      memberIds: inProject.filter((m) => m.role !== GUEST).map((m) => m.id),
      items,
      anchor,
    });
    const planning = generatePlanning(rng.fork('planning'), {
      scope, ownerId: owner.id, memberIds: inProject.filter((m) => m.role !== GUEST).map((m) => m.id), anchor, stamp,
    }, generated.work_items);
    for (const key of Object.keys(planningTables) as Array<keyof PlanningRows>) {
      for (const row of planning[key]) planningTables[key].push(row);
    }
    for (const key of Object.keys(itemTables) as Array<keyof typeof itemTables>) {
      for (const row of generated[key]) itemTables[key].push(row);
    }
    projects.push({ id: projectId, identifier, name, items, live_items: generated.liveItems });
  }

  return {
    format: BENCH_DATASET_FORMAT,
    size,
    seed,
    anchor: anchor.toISOString(),
    password: BENCH_PASSWORD,
    owner,
    workspace,
    projects,
    tables: [
      { table: 'users', rows: users },
      { table: 'profiles', rows: profiles },
      { table: 'workspaces', rows: workspaceRows },
      { table: 'workspace_members', rows: workspaceMembers },
      { table: 'projects', rows: projectRows },
      { table: 'project_members', rows: projectMembers },
      { table: 'states', rows: stateRows },
      { table: 'labels', rows: labelRows },
      { table: 'cycles', rows: planningTables.cycles },
      { table: 'modules', rows: planningTables.modules },
      { table: 'module_members', rows: planningTables.module_members },
      { table: 'module_links', rows: planningTables.module_links },
      ...(Object.keys(itemTables) as Array<keyof typeof itemTables>).map((table) => ({ table, rows: itemTables[table] })),
      { table: 'work_item_modules', rows: planningTables.work_item_modules },
    ],
  };
}

/** Row counts per table (for the CLI's summary). */
export function datasetCounts(dataset: BenchDataset): Record<string, number> {
  return Object.fromEntries(dataset.tables.map((t) => [t.table, t.rows.length]));
}
