import { insertModule } from '../../data/repositories/modules.repository';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import type { TestApp } from '../../test/test-app';
import { seedCycle, statesByGroup } from '../cycles/cycles.test-support';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedProject, type SeededProject } from '../projects/projects.test-support';

// The fixed analytics dataset (not a test file). Today is NOW's UTC day, Thursday 2026-11-26; every date is set here,
// so each expected number in the tests can be worked out by hand from the table below.
//
// Projects P (w.project) and Q (w.otherProject): members wsAdmin (creator), projAdmin "Alex", projMember "Mia",
// projGuest (guest; guest_view_all_features off). R: only wsAdmin (projMember has no role there).
// P: cycle C1 (+ an archived cycle), module M1. Q: module M2, and a 'categories' estimate whose point "3" counts 0.
//
//  item | proj | state group | priority | labels          | assignees | cycle | modules | points | created | completed | target | by
//  A    | P    | completed   | urgent   | Area            | Mia       | C1    | M1      | 2      | D-40    | D-2       |        | Mia
//  B    | P    | completed   | high     | Area, Frontend  | Mia, Alex | C1    |         | 1      | D-5     | D-1       |        | Mia
//  C    | P    | started     | medium   |                 | Alex      |       | M1      | 2      | D-10    |           | D-3    | Mia
//  D    | P    | unstarted   | low      | Frontend        |           |       |         |        | D-1     |           | D+5    | Mia
//  E    | P    | backlog     | none     |                 |           |       |         |        | D-100   |           | D-50   | Mia
//  F    | P    | cancelled   | urgent   |                 |           |       |         | 1      | D-3     |           | D-10   | Mia
//  G    | P    | started(Review) | high | Area            |           |       |         | 1      | D-2     |           |        | guest
//  K    | P    | backlog     | low      |                 |           |       |         |        | D-6     |           |        | Mia (sub-item of B)
//  L    | Q    | completed   | medium   |                 | Mia       |       | M2      | 2      | D-20    | D-15      |        | Mia
//  N    | Q    | started     | none     |                 |           |       |         | "3" (categories) | D-0 08:00 | |   | guest
//  R1   | R    | backlog     | none     |                 |           |       |         |        | D-1     |           |        | wsAdmin
// Not counted anywhere: an archived item, a draft, an epic, a deleted item, an intake request (all in P, created D-2)
// and an item of the foreign workspace.

/** The controlled clock: Thursday 2026-11-26, 12:00 UTC. */
export const NOW = new Date('2026-11-26T12:00:00Z');

/** The UTC day n days from NOW. */
export function D(n: number): string {
  const d = new Date(NOW);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}Z`);

/** Everything the analytics tests refer to. */
export interface AnalyticsWorld {
  cast: Cast;
  w: World;
  P: SeededProject;
  Q: SeededProject;
  R: SeededProject;
  /** Q's labels are other rows; P's label ids. */
  labels: { area: string; frontend: string };
  cycleId: string;
  modules: { m1: string; m2: string };
  items: Record<string, string>;
}

/** Seeds the dataset of the table above. */
export async function seedAnalyticsWorld(t: TestApp): Promise<AnalyticsWorld> {
  t.clock.set(NOW);
  const cast = await newCast(t);
  const w = await seedWorld(t, cast, { guestViewAll: false });
  const P = w.project;
  const Q = w.otherProject;
  const R = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  await t.query(`UPDATE users SET display_name = 'Mia' WHERE id = $1`, [cast.projMember.id]);
  await t.query(`UPDATE users SET display_name = 'Alex' WHERE id = $1`, [cast.projAdmin.id]);
  const ws = w.workspaceId;
  const Mia = cast.projMember.id;
  const Alex = cast.projAdmin.id;
  const guest = cast.projGuest.id;
  const cycleId = (await seedCycle(t, { workspaceId: ws, projectId: P.id, createdBy: Mia, start: D(-7), end: D(6), name: 'C1' })).id;
  await seedCycle(t, { workspaceId: ws, projectId: P.id, createdBy: Mia, name: 'Old', archived: true });
  const m1 = (await insertModule(t.db, { workspace_id: ws, project_id: P.id, name: 'M1', created_by: Mia, updated_by: Mia })).id;
  const m2 = (await insertModule(t.db, { workspace_id: ws, project_id: Q.id, name: 'M2', created_by: Mia, updated_by: Mia })).id;
  const [cat] = await t.query<{ id: string }>(`INSERT INTO estimates (workspace_id, project_id, name, type) VALUES ($1, $2, 'Sizes', 'categories') RETURNING id`, [ws, Q.id]);
  const [catPoint] = await t.query<{ id: string }>(`INSERT INTO estimate_points (workspace_id, project_id, estimate_id, key, value) VALUES ($1, $2, $3, 0, '3') RETURNING id`, [ws, Q.id, cat.id]);
  const pointsOf = async (p: SeededProject) =>
    Object.fromEntries((await t.query<{ id: string; value: string }>('SELECT id, value FROM estimate_points WHERE estimate_id = $1', [p.estimateId])).map((r) => [r.value, r.id]));
  const pts = { P: await pointsOf(P), Q: await pointsOf(Q) };
  const st = { P: await statesByGroup(t, P.id), Q: await statesByGroup(t, Q.id), R: await statesByGroup(t, R.id) };
  const labels = { area: P.labelId, frontend: P.childLabelId };

  interface Row {
    p: 'P' | 'Q' | 'R'; state: string; priority?: string; labels?: string[]; assignees?: string[]; cycle?: boolean; modules?: string[]; point?: string | null;
    created: Date; completed?: string; target?: string; by?: string; parent?: string; extra?: Record<string, unknown>;
  }
  const items: Record<string, string> = {};
  const ids = { P: P.id, Q: Q.id, R: R.id };
  const add = async (name: string, r: Row) => {
    const row = await insertSeedWorkItem(t.db, {
      workspace_id: ws, project_id: ids[r.p], name, state_id: r.state, priority: r.priority ?? 'none', created_by: r.by ?? Mia, updated_by: r.by ?? Mia,
      cycle_id: r.cycle ? cycleId : null, estimate_point: r.point ?? null, created_at: r.created, updated_at: r.created,
      completed_at: r.completed ? at(r.completed) : null, target_date: r.target ?? null, parent_id: r.parent ?? null, ...r.extra,
    }, { assigneeIds: r.assignees, labelIds: r.labels });
    for (const m of r.modules ?? []) await t.query('INSERT INTO work_item_modules (workspace_id, project_id, work_item_id, module_id) VALUES ($1, $2, $3, $4)', [ws, ids[r.p], row.id, m]);
    items[name] = row.id;
  };
  await add('A', { p: 'P', state: st.P.completed, priority: 'urgent', labels: [labels.area], assignees: [Mia], cycle: true, modules: [m1], point: pts.P['2'], created: at(D(-40)), completed: D(-2) });
  await add('B', { p: 'P', state: st.P.completed, priority: 'high', labels: [labels.area, labels.frontend], assignees: [Mia, Alex], cycle: true, point: pts.P['1'], created: at(D(-5)), completed: D(-1) });
  await add('C', { p: 'P', state: st.P.started, priority: 'medium', assignees: [Alex], modules: [m1], point: pts.P['2'], created: at(D(-10)), target: D(-3) });
  await add('D', { p: 'P', state: st.P.unstarted, priority: 'low', labels: [labels.frontend], created: at(D(-1)), target: D(5) });
  await add('E', { p: 'P', state: st.P.backlog, created: at(D(-100)), target: D(-50) });
  await add('F', { p: 'P', state: st.P.cancelled, priority: 'urgent', point: pts.P['1'], created: at(D(-3)), target: D(-10) });
  await add('G', { p: 'P', state: P.extraStateId, priority: 'high', labels: [labels.area], point: pts.P['1'], created: at(D(-2)), by: guest });
  await add('K', { p: 'P', state: st.P.backlog, priority: 'low', created: at(D(-6)), parent: items.B });
  await add('L', { p: 'Q', state: st.Q.completed, priority: 'medium', assignees: [Mia], modules: [m2], point: pts.Q['2'], created: at(D(-20)), completed: D(-15) });
  await add('N', { p: 'Q', state: st.Q.started, point: catPoint.id, created: at(D(0), '08:00:00'), by: guest });
  await add('R1', { p: 'R', state: st.R.backlog, created: at(D(-1)), by: cast.wsAdmin.id });
  // Never counted.
  const hidden = { p: 'P' as const, state: st.P.completed, priority: 'urgent', labels: [labels.area], assignees: [Mia], point: pts.P['2'], created: at(D(-2)), completed: D(-1), target: D(-5) };
  await add('archived', { ...hidden, extra: { archived_at: NOW } });
  await add('draft', { ...hidden, extra: { is_draft: true } });
  await add('epic', { ...hidden, extra: { is_epic: true } });
  await add('deleted', { ...hidden, extra: { deleted_at: NOW } });
  await add('intake', { ...hidden, extra: { is_intake: true } });
  const foreignStates = await statesByGroup(t, w.foreign.project.id);
  await insertSeedWorkItem(t.db, { workspace_id: w.foreign.workspaceId, project_id: w.foreign.project.id, name: 'foreign', state_id: foreignStates.backlog, created_by: cast.outsider.id, created_at: at(D(-1)) });
  return { cast, w, P, Q, R, labels, cycleId, modules: { m1, m2 }, items };
}

