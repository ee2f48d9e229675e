import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { states, type StateRow } from '../schema/projects.schema';

/** Columns a new state row takes. */
export type NewState = typeof states.$inferInsert;
/** Fields a state update may change. */
export type StatePatch = Partial<Pick<StateRow, 'name' | 'color' | 'group' | 'description' | 'sequence'>>;

// Group order of STATE_GROUPS, so lists come out backlog → cancelled without sorting in code.
const groupOrder = sql`case ${states.group} when 'backlog' then 0 when 'unstarted' then 1 when 'started' then 2 when 'completed' then 3 else 4 end`;

/** States of a project of this workspace, by group order, then sequence, then name. */
export async function listStates(h: DbOrTx, workspaceId: string, projectId: string): Promise<StateRow[]> {
  return h
    .select()
    .from(states)
    .where(and(eq(states.workspace_id, workspaceId), eq(states.project_id, projectId)))
    .orderBy(groupOrder, asc(states.sequence), asc(states.name), asc(states.id));
}

/** A state of this project by id; ids of other projects find nothing. */
export async function findState(h: DbOrTx, workspaceId: string, projectId: string, stateId: string): Promise<StateRow | undefined> {
  const [row] = await h
    .select()
    .from(states)
    .where(and(eq(states.workspace_id, workspaceId), eq(states.project_id, projectId), eq(states.id, stateId)))
    .limit(1);
  return row;
}

/** Inserts states. */
export async function insertStates(h: DbOrTx, rows: NewState[]): Promise<StateRow[]> {
  if (rows.length === 0) return [];
  return h.insert(states).values(rows).returning();
}

/** Updates a state of this project. */
export async function updateState(h: DbOrTx, projectId: string, stateId: string, patch: StatePatch, now: Date): Promise<StateRow> {
  const [row] = await h
    .update(states)
    .set({ ...patch, updated_at: now })
    .where(and(eq(states.project_id, projectId), eq(states.id, stateId)))
    .returning();
  return row;
}

/** Deletes a state of this project. */
export async function deleteState(h: DbOrTx, projectId: string, stateId: string): Promise<void> {
  await h.delete(states).where(and(eq(states.project_id, projectId), eq(states.id, stateId)));
}

/** Makes one state the project's default and clears the flag on the others (call with the project locked). */
export async function setDefaultState(h: DbOrTx, projectId: string, stateId: string, now: Date): Promise<StateRow> {
  await h
    .update(states)
    .set({ default: false, updated_at: now })
    .where(and(eq(states.project_id, projectId), eq(states.default, true), ne(states.id, stateId)));
  const [row] = await h
    .update(states)
    .set({ default: true, updated_at: now })
    .where(and(eq(states.project_id, projectId), eq(states.id, stateId)))
    .returning();
  return row;
}

/** The highest sequence in a group of the project, or null when the group is empty. */
export async function maxSequenceInGroup(h: DbOrTx, projectId: string, group: string): Promise<number | null> {
  const [row] = await h.select({ m: max(states.sequence) }).from(states).where(and(eq(states.project_id, projectId), eq(states.group, group)));
  return row?.m ?? null;
}

/** Number of states of a project. */
export async function countStates(h: DbOrTx, projectId: string): Promise<number> {
  const [row] = await h.select({ n: count() }).from(states).where(eq(states.project_id, projectId));
  return Number(row?.n ?? 0);
}

/** True when another state of the project has this name (case-insensitive). */
export async function isStateNameTaken(h: DbOrTx, projectId: string, name: string, exceptStateId?: string): Promise<boolean> {
  const [row] = await h
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.project_id, projectId), eq(sql`lower(${states.name})`, name.toLowerCase()), exceptStateId ? ne(states.id, exceptStateId) : undefined))
    .limit(1);
  return row !== undefined;
}
