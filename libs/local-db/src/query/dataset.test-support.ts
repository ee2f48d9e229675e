import { PRIORITIES, STATE_GROUPS, type State, type StateGroup, type WorkItem } from '@cairn/types';

// A small deterministic dataset shaped like what the API serves: two projects of one workspace, states of every
// group (two in some groups), labels, members, ~150 items with ties, nulls, sub-items, archived items, a draft, an
// epic, a deleted item and an item of another workspace (the last four must never be listed).

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID made of a prefix digit and a number (valid v4 shape, sorts by the number within a prefix). */
export const uid = (prefix: number, n: number) => `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const WORKSPACE = uid(0xa, 1);
export const OTHER_WORKSPACE = uid(0xa, 2);
export const PROJECTS = [uid(0xb, 1), uid(0xb, 2)];
export const USERS = [uid(1, 1), uid(1, 2), uid(1, 3), uid(1, 4)];
export const ME = USERS[0];
/** Two cycles and two modules per project (issue 13): [project index][k]. */
export const CYCLES = PROJECTS.map((_, p) => [uid(9, p * 10 + 1), uid(9, p * 10 + 2)]);
export const MODULES = PROJECTS.map((_, p) => [uid(8, p * 10 + 1), uid(8, p * 10 + 2)]);

export interface Dataset {
  items: WorkItem[];
  states: State[];
  labels: Array<{ id: string; project_id: string; name: string }>;
}

export function buildDataset(seed = 7, count = 150): Dataset {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const states: State[] = [];
  const labels: Dataset['labels'] = [];
  PROJECTS.forEach((project_id, p) => {
    STATE_GROUPS.forEach((group: StateGroup, g) => {
      const n = group === 'started' || group === 'backlog' ? 2 : 1;
      for (let k = 0; k < n; k += 1) {
        states.push({
          id: uid(0xc, p * 100 + g * 10 + k), project_id, workspace_id: WORKSPACE, name: `${group} ${k}`, color: '#000000', group,
          default: g === 0 && k === 0, sequence: (k + 1) * 65535 - p * 1000, description: '', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
        });
      }
    });
    for (let k = 0; k < 4; k += 1) labels.push({ id: uid(0xd, p * 10 + k), project_id, name: `label ${k}` });
  });
  const names = ['Fix login', 'fix Logout', 'Add 50% discount', 'under_score name', 'Zeta', 'alpha', 'Écran', 'back\\slash', 'Beta test', 'ALPHA'];
  const items: WorkItem[] = [];
  for (let n = 1; n <= count; n += 1) {
    const project_id = pick(PROJECTS);
    const projectStates = states.filter((s) => s.project_id === project_id);
    const state = r() < 0.08 ? null : pick(projectStates);
    const projectLabels = labels.filter((l) => l.project_id === project_id).map((l) => l.id);
    const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
    // Few distinct timestamps and sort orders so that ties (broken by id) are common.
    const created = new Date(Date.UTC(2026, 0, 1 + Math.floor(r() * 20), 12)).toISOString();
    const updated = new Date(Date.UTC(2026, 1, 1, 0, 0, Math.floor(r() * 40))).toISOString();
    items.push({
      id: uid(0xe, Math.floor(r() * 0xffffff) * 1000 + n),
      workspace_id: WORKSPACE,
      project_id,
      sequence_id: n,
      name: `${pick(names)} ${n % 7}`,
      description_html: `<p>item ${n}</p>`,
      sort_order: Math.floor(r() * 10) * 1000 + (r() < 0.3 ? 0.5 : 0),
      state_id: state?.id ?? null,
      state__group: state?.group ?? null,
      priority: pick(PRIORITIES),
      label_ids: projectLabels.filter(() => r() < 0.3),
      assignee_ids: USERS.filter(() => r() < 0.3),
      estimate_point: null,
      sub_issues_count: 0,
      attachment_count: Math.floor(r() * 3),
      link_count: Math.floor(r() * 2),
      parent_id: n > 10 && r() < 0.2 ? items[Math.floor(r() * 10)].id : null,
      // Spread over the project's cycles and modules by n (no draw from r(), so the other fields stay as they were).
      cycle_id: n % 5 === 0 ? null : CYCLES[PROJECTS.indexOf(project_id)][n % 2],
      module_ids: [[], [MODULES[PROJECTS.indexOf(project_id)][0]], [...MODULES[PROJECTS.indexOf(project_id)]], [MODULES[PROJECTS.indexOf(project_id)][1]]][n % 4],
      type_id: null,
      created_at: created,
      updated_at: updated,
      start_date: r() < 0.4 ? null : day(Math.floor(r() * 60)),
      target_date: r() < 0.4 ? null : day(Math.floor(r() * 60)),
      completed_at: null,
      archived_at: r() < 0.07 ? '2026-02-10T00:00:00.000Z' : null,
      deleted_at: null,
      created_by: r() < 0.05 ? null : pick(USERS),
      updated_by: null,
      is_draft: false,
      is_subscribed: r() < 0.3,
      is_epic: false,
    });
  }
  // Never listed: a draft, an epic, a deleted item, another workspace's item.
  const base = items[0];
  items.push({ ...base, id: uid(0xf, 1), sequence_id: 9001, is_draft: true });
  items.push({ ...base, id: uid(0xf, 2), sequence_id: 9002, is_epic: true });
  items.push({ ...base, id: uid(0xf, 3), sequence_id: 9003, deleted_at: '2026-02-11T00:00:00.000Z' });
  items.push({ ...base, id: uid(0xf, 4), sequence_id: 9004, workspace_id: OTHER_WORKSPACE });
  return { items, states, labels };
}
