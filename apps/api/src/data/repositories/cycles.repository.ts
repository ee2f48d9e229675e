import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { cycles, planningUserProperties, type CycleRow } from '../schema/planning.schema';
import { projects, states, userFavorites, type UserFavoriteRow } from '../schema/projects.schema';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';
import { uuidArray } from './sql-arrays';
import { lastFavoriteSequence } from './favorites.repository';

// Cycles themselves (issue 13): rows, overlap checks, favorites and the items a cycle operation walks. Items join and
// leave cycles through updateWorkItemCommand (work_items.cycle_id), never here.

/** Columns a new cycle row takes. */
export type NewCycle = typeof cycles.$inferInsert;
/** Fields a cycle update may change. */
export type CyclePatch = Partial<
  Pick<CycleRow, 'name' | 'description' | 'start_date' | 'end_date' | 'owned_by_id' | 'version' | 'sort_order' | 'archived_at' | 'updated_by'>
>;

const byDisplayOrder = [asc(cycles.sort_order), sql`${cycles.start_date} asc nulls last`, asc(cycles.created_at), asc(cycles.id)];

/** Cycles of these projects of the workspace, archived ones or the others, in display order (sort_order, start date). */
export async function listCycles(h: DbOrTx, workspaceId: string, projectIds: string[], options: { archived: boolean }): Promise<CycleRow[]> {
  if (projectIds.length === 0) return [];
  return h
    .select()
    .from(cycles)
    .where(
      and(
        eq(cycles.workspace_id, workspaceId),
        sql`${cycles.project_id} = any(${uuidArray(projectIds)})`,
        options.archived ? isNotNull(cycles.archived_at) : isNull(cycles.archived_at),
      ),
    )
    .orderBy(...byDisplayOrder);
}

/** A cycle of this project by id (archived or not); ids of other projects or workspaces find nothing. */
export async function findCycle(h: DbOrTx, workspaceId: string, projectId: string, cycleId: string): Promise<CycleRow | undefined> {
  const [row] = await h
    .select()
    .from(cycles)
    .where(and(eq(cycles.workspace_id, workspaceId), eq(cycles.project_id, projectId), eq(cycles.id, cycleId)))
    .limit(1);
  return row;
}

/** Inserts a cycle. */
export async function insertCycle(h: DbOrTx, values: NewCycle): Promise<CycleRow> {
  const [row] = await h.insert(cycles).values(values).returning();
  return row;
}

/** Updates a cycle of this project. */
export async function updateCycle(h: DbOrTx, workspaceId: string, projectId: string, cycleId: string, patch: CyclePatch, now: Date): Promise<CycleRow> {
  const [row] = await h
    .update(cycles)
    .set({ ...patch, updated_at: now })
    .where(and(eq(cycles.workspace_id, workspaceId), eq(cycles.project_id, projectId), eq(cycles.id, cycleId)))
    .returning();
  return row;
}

/** Deletes a cycle of this project (its items' cycle_id becomes null by the foreign key; callers take them out first). */
export async function deleteCycle(h: DbOrTx, workspaceId: string, projectId: string, cycleId: string): Promise<void> {
  await h.delete(cycles).where(and(eq(cycles.workspace_id, workspaceId), eq(cycles.project_id, projectId), eq(cycles.id, cycleId)));
}

/**
 * True when another non-archived cycle of the project with both dates shares at least one day with start..end
 * (inclusive: a cycle ending on D and one starting on D overlap). `exceptCycleId` leaves the cycle being edited out.
 */
export async function cycleDatesOverlap(h: DbOrTx, workspaceId: string, projectId: string, start: string, end: string, exceptCycleId?: string): Promise<boolean> {
  const [row] = await h
    .select({ id: cycles.id })
    .from(cycles)
    .where(
      and(
        eq(cycles.workspace_id, workspaceId),
        eq(cycles.project_id, projectId),
        isNull(cycles.archived_at),
        lte(cycles.start_date, end),
        gte(cycles.end_date, start),
        exceptCycleId ? ne(cycles.id, exceptCycleId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The ids among `cycleIds` the user has favorited. */
export async function favoriteCycleIds(h: DbOrTx, userId: string, cycleIds: string[]): Promise<Set<string>> {
  if (cycleIds.length === 0) return new Set();
  const rows = await h
    .select({ id: userFavorites.entity_identifier })
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, userId), eq(userFavorites.entity_type, 'cycle'), sql`${userFavorites.entity_identifier} = any(${uuidArray(cycleIds)})`));
  return new Set(rows.map((r) => r.id!));
}

/** Marks a cycle as the user's favorite (no-op when it already is); returns the favorite row. */
export async function addCycleFavorite(
  h: DbOrTx,
  values: { workspace_id: string; user_id: string; project_id: string; cycle_id: string; name: string },
  now: Date,
): Promise<UserFavoriteRow> {
  const { cycle_id, ...rest } = values;
  await h
    .insert(userFavorites)
    .values({ ...rest, entity_type: 'cycle', entity_identifier: cycle_id, sequence: lastFavoriteSequence(rest.workspace_id, rest.user_id), created_at: now, updated_at: now })
    .onConflictDoNothing();
  const [row] = await h
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, values.user_id), eq(userFavorites.entity_type, 'cycle'), eq(userFavorites.entity_identifier, cycle_id)))
    .limit(1);
  return row;
}

/** Removes one user's favorite of a cycle, or every user's when userId is null (archive, delete). */
export async function removeCycleFavorites(h: DbOrTx, cycleId: string, userId: string | null): Promise<void> {
  await h
    .delete(userFavorites)
    .where(and(eq(userFavorites.entity_type, 'cycle'), eq(userFavorites.entity_identifier, cycleId), userId ? eq(userFavorites.user_id, userId) : undefined));
}

/** Removes every user's list settings of a cycle (delete). */
export async function removeCycleUserProperties(h: DbOrTx, cycleId: string): Promise<void> {
  await h.delete(planningUserProperties).where(and(eq(planningUserProperties.entity_type, 'cycle'), eq(planningUserProperties.entity_id, cycleId)));
}

/** A work item of a cycle with its state group (null without a state). */
export interface CycleItemRow {
  item: WorkItemRow;
  group: string | null;
}

/**
 * The items of a cycle that are not deleted (archived and drafts included: a deleted cycle takes them all out),
 * oldest first, locked FOR UPDATE so the transaction that moves them sees no concurrent edit in between.
 */
export async function listCycleItemsForUpdate(h: DbOrTx, workspaceId: string, projectId: string, cycleId: string): Promise<CycleItemRow[]> {
  return h
    .select({ item: workItems, group: states.group })
    .from(workItems)
    .leftJoin(states, eq(states.id, workItems.state_id))
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), eq(workItems.cycle_id, cycleId), isNull(workItems.deleted_at)))
    .orderBy(asc(workItems.created_at), asc(workItems.id))
    .for('update', { of: workItems });
}

/** A current cycle with its project's name and identifier (active-cycles/). */
export interface ActiveCycleRow {
  cycle: CycleRow;
  project_name: string;
  project_identifier: string;
}

function currentCycleConditions(workspaceId: string, projectIds: string[], today: string) {
  return and(
    eq(cycles.workspace_id, workspaceId),
    sql`${cycles.project_id} = any(${uuidArray(projectIds)})`,
    isNull(cycles.archived_at),
    lte(cycles.start_date, today),
    gte(cycles.end_date, today),
    isNull(projects.archived_at),
    eq(projects.cycle_view, true),
  );
}

/**
 * One page of the current cycles (start ≤ today ≤ end, not archived) of these projects when they are not archived and
 * have cycles on, by project name then start date; with the total.
 */
export async function listCurrentCycles(
  h: DbOrTx,
  workspaceId: string,
  projectIds: string[],
  today: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ActiveCycleRow[]; total: number }> {
  if (projectIds.length === 0) return { rows: [], total: 0 };
  const where = currentCycleConditions(workspaceId, projectIds, today);
  const rows = await h
    .select({ cycle: cycles, project_name: projects.name, project_identifier: projects.identifier })
    .from(cycles)
    .innerJoin(projects, eq(projects.id, cycles.project_id))
    .where(where)
    .orderBy(asc(projects.name), asc(projects.id), asc(cycles.start_date), asc(cycles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await h.select({ n: count() }).from(cycles).innerJoin(projects, eq(projects.id, cycles.project_id)).where(where);
  return { rows, total: Number(n) };
}

/** Whether a project has any cycle (the demo seed adds its cycles once). */
export async function projectHasCycles(h: DbOrTx, workspaceId: string, projectId: string): Promise<boolean> {
  const [row] = await h
    .select({ id: cycles.id })
    .from(cycles)
    .where(and(eq(cycles.workspace_id, workspaceId), eq(cycles.project_id, projectId)))
    .limit(1);
  return row !== undefined;
}

/** Live work items of a project by name (the demo seed places its items by name). */
export async function projectItemsByName(h: DbOrTx, workspaceId: string, projectId: string, names: string[]): Promise<WorkItemRow[]> {
  if (names.length === 0) return [];
  return h
    .select()
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), isNull(workItems.deleted_at), inArray(workItems.name, names)));
}
