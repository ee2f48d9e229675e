import { insertCycle } from '../../data/repositories/cycles.repository';
import type { CycleRow } from '../../data/schema/planning.schema';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import type { TestApp } from '../../test/test-app';
import { seedWorkItem } from '../comments/work-items.test-support';

// Helpers shared by the cycle tests (not a test file itself).

/** The UTC day `offset` days from `from` (default: the real now), as YYYY-MM-DD. */
export function day(offset: number, from: Date = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset)).toISOString().slice(0, 10);
}

/** What seedCycle needs; dates null make a draft. */
export interface SeedCycleInput {
  workspaceId: string;
  projectId: string;
  createdBy: string;
  start?: string | null;
  end?: string | null;
  name?: string;
  archived?: boolean;
}

let counter = 0;

/** Inserts a cycle straight in the database (no overlap check: tests place their dates themselves). */
export async function seedCycle(t: TestApp, input: SeedCycleInput): Promise<CycleRow> {
  const now = t.deps.now();
  return insertCycle(t.db, {
    workspace_id: input.workspaceId,
    project_id: input.projectId,
    name: input.name ?? `Cycle ${++counter}`,
    start_date: input.start ?? null,
    end_date: input.end ?? null,
    owned_by_id: input.createdBy,
    archived_at: input.archived ? now : null,
    created_by: input.createdBy,
    updated_by: input.createdBy,
    created_at: now,
    updated_at: now,
  });
}

/** A completed cycle (last week), a current one (around today) and a draft; or any of them. */
export const PAST = { start: day(-10), end: day(-4) } as const;
export const CURRENT = { start: day(-3), end: day(3) } as const;

/** Puts a seeded work item in a cycle straight in the database (setup only; the API path is under test elsewhere). */
export async function putInCycle(t: TestApp, item: WorkItemRow, cycleId: string): Promise<void> {
  await t.query('UPDATE work_items SET cycle_id = $1 WHERE id = $2', [cycleId, item.id]);
}

/** A work item of a project, optionally in a state and a cycle. */
export async function seedCycleItem(t: TestApp, input: { workspaceId: string; projectId: string; createdBy: string; stateId?: string; cycleId?: string; name?: string }): Promise<WorkItemRow> {
  const item = await seedWorkItem(t, { workspaceId: input.workspaceId, projectId: input.projectId, createdBy: input.createdBy, stateId: input.stateId ?? null, name: input.name });
  if (input.cycleId) await putInCycle(t, item, input.cycleId);
  return { ...item, cycle_id: input.cycleId ?? null };
}

/** State ids of a project by group (the first state of each group). */
export async function statesByGroup(t: TestApp, projectId: string): Promise<Record<string, string>> {
  const rows = await t.query<{ id: string; group: string }>('SELECT id, "group" FROM states WHERE project_id = $1 ORDER BY sequence', [projectId]);
  const out: Record<string, string> = {};
  for (const r of rows) out[r.group] ??= r.id;
  return out;
}

/** The cycle id of each item (by id). */
export async function cycleOf(t: TestApp, ids: string[]): Promise<Record<string, string | null>> {
  const rows = await t.query<{ id: string; cycle_id: string | null }>('SELECT id, cycle_id FROM work_items WHERE id = ANY($1::uuid[])', [ids]);
  return Object.fromEntries(rows.map((r) => [r.id, r.cycle_id]));
}
