import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { moduleMembers, modules, planningUserProperties, type ModuleRow } from '../schema/planning.schema';
import { userFavorites, type UserFavoriteRow } from '../schema/projects.schema';
import { workItemModules, workItems } from '../schema/work-items.schema';
import { uuidArray } from './sql-arrays';
import { lastFavoriteSequence } from './favorites.repository';

// Modules themselves (issue 13): rows, members, favorites, and removing their per-user list settings (read and
// written by planning-user-properties.repository.ts). An item's membership is written by the work-item commands
// (work-item-planning.repository.ts); links live in module-links.repository.ts.

/** Columns a new module takes. */
export type NewModule = typeof modules.$inferInsert;
/** Fields an edit may change. */
export type ModulePatch = Partial<Pick<ModuleRow, 'name' | 'description' | 'start_date' | 'target_date' | 'status' | 'lead_id' | 'sort_order' | 'archived_at' | 'updated_by'>>;

/** Which modules a list wants: live ones (the modules page) or archived ones (archived-modules/). */
export type ModuleListState = 'live' | 'archived';

/** Modules of the given projects (one workspace), by sort_order then name. */
export async function listModules(h: DbOrTx, workspaceId: string, projectIds: string[], state: ModuleListState): Promise<ModuleRow[]> {
  if (projectIds.length === 0) return [];
  return h
    .select()
    .from(modules)
    .where(
      and(
        eq(modules.workspace_id, workspaceId),
        sql`${modules.project_id} = any(${uuidArray(projectIds)})`,
        state === 'live' ? isNull(modules.archived_at) : isNotNull(modules.archived_at),
      ),
    )
    .orderBy(asc(modules.sort_order), asc(modules.name), asc(modules.id));
}

/** One module by (workspace, project, id), archived or not; a module of another project finds nothing. */
export async function findModule(h: DbOrTx, workspaceId: string, projectId: string, moduleId: string): Promise<ModuleRow | undefined> {
  const [row] = await h
    .select()
    .from(modules)
    .where(and(eq(modules.workspace_id, workspaceId), eq(modules.project_id, projectId), eq(modules.id, moduleId)))
    .limit(1);
  return row;
}

/** Inserts a module. */
export async function insertModule(h: DbOrTx, values: NewModule): Promise<ModuleRow> {
  const [row] = await h.insert(modules).values(values).returning();
  return row;
}

/** Updates a module of the project; returns the new row. */
export async function updateModule(h: DbOrTx, workspaceId: string, projectId: string, moduleId: string, patch: ModulePatch, now: Date): Promise<ModuleRow> {
  const [row] = await h
    .update(modules)
    .set({ ...patch, updated_at: now })
    .where(and(eq(modules.workspace_id, workspaceId), eq(modules.project_id, projectId), eq(modules.id, moduleId)))
    .returning();
  return row;
}

/** Deletes a module of the project (members, links and memberships go with it by cascade). */
export async function deleteModule(h: DbOrTx, workspaceId: string, projectId: string, moduleId: string): Promise<void> {
  await h.delete(modules).where(and(eq(modules.workspace_id, workspaceId), eq(modules.project_id, projectId), eq(modules.id, moduleId)));
}

/** Member ids per module (by id, so answers and event diffs do not depend on insert order); modules without members are absent. */
export async function moduleMemberIds(h: DbOrTx, moduleIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (moduleIds.length === 0) return map;
  const rows = await h
    .select({ module: moduleMembers.module_id, member: moduleMembers.member_id })
    .from(moduleMembers)
    .where(sql`${moduleMembers.module_id} = any(${uuidArray(moduleIds)})`)
    .orderBy(asc(moduleMembers.member_id));
  for (const r of rows) map.set(r.module, [...(map.get(r.module) ?? []), r.member]);
  return map;
}

/** Makes `memberIds` the module's members: the others are removed, the new ones added (existing rows stay). */
export async function replaceModuleMembers(
  h: DbOrTx,
  scope: { workspaceId: string; projectId: string; moduleId: string },
  memberIds: string[],
  now: Date,
): Promise<void> {
  const keep = uuidArray(memberIds);
  await h.delete(moduleMembers).where(and(eq(moduleMembers.module_id, scope.moduleId), sql`not (${moduleMembers.member_id} = any(${keep}))`));
  if (memberIds.length === 0) return;
  await h
    .insert(moduleMembers)
    .values(memberIds.map((id) => ({ workspace_id: scope.workspaceId, project_id: scope.projectId, module_id: scope.moduleId, member_id: id, created_at: now })))
    .onConflictDoNothing();
}

/** Ids of the items in a module that are not deleted (deleted ones leave with the module's cascade). */
export async function moduleItemIds(h: DbOrTx, moduleId: string): Promise<string[]> {
  const rows = await h
    .select({ id: workItemModules.work_item_id })
    .from(workItemModules)
    .innerJoin(workItems, eq(workItems.id, workItemModules.work_item_id))
    .where(and(eq(workItemModules.module_id, moduleId), isNull(workItems.deleted_at)))
    .orderBy(asc(workItemModules.work_item_id));
  return rows.map((r) => r.id);
}

/**
 * Locks work items of the project (FOR UPDATE, in id order so two writers never wait on each other crosswise) before
 * their module sets are read and rewritten.
 */
export async function lockProjectItems(h: DbOrTx, workspaceId: string, projectId: string, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await h
    .select({ id: workItems.id })
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), sql`${workItems.id} = any(${uuidArray(itemIds)})`))
    .orderBy(asc(workItems.id))
    .for('update');
}

/** The modules among `moduleIds` that the user marked as favorites. */
export async function favoriteModuleIds(h: DbOrTx, userId: string, moduleIds: string[]): Promise<Set<string>> {
  if (moduleIds.length === 0) return new Set();
  const rows = await h
    .select({ id: userFavorites.entity_identifier })
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, userId), eq(userFavorites.entity_type, 'module'), sql`${userFavorites.entity_identifier} = any(${uuidArray(moduleIds)})`));
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

/** Marks a module as the user's favorite (no-op when it already is); returns the favorite row. */
export async function addModuleFavorite(
  h: DbOrTx,
  values: { workspace_id: string; user_id: string; project_id: string; module_id: string; name: string },
  now: Date,
): Promise<UserFavoriteRow> {
  const { module_id: moduleId, ...rest } = values;
  await h
    .insert(userFavorites)
    .values({ ...rest, entity_type: 'module', entity_identifier: moduleId, sequence: lastFavoriteSequence(rest.workspace_id, rest.user_id), created_at: now, updated_at: now })
    .onConflictDoNothing();
  const [row] = await h
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, values.user_id), eq(userFavorites.entity_type, 'module'), eq(userFavorites.entity_identifier, moduleId)))
    .limit(1);
  return row;
}

/** Removes the user's favorite of a module. */
export async function removeModuleFavorite(h: DbOrTx, userId: string, moduleId: string): Promise<void> {
  await h.delete(userFavorites).where(and(eq(userFavorites.user_id, userId), eq(userFavorites.entity_type, 'module'), eq(userFavorites.entity_identifier, moduleId)));
}

/** Removes every user's favorite of a module (archive, delete). */
export async function removeAllModuleFavorites(h: DbOrTx, projectId: string, moduleId: string): Promise<void> {
  await h
    .delete(userFavorites)
    .where(and(eq(userFavorites.project_id, projectId), eq(userFavorites.entity_type, 'module'), eq(userFavorites.entity_identifier, moduleId)));
}

/** Removes every user's list settings of a module (delete). */
export async function deleteModuleListProperties(h: DbOrTx, projectId: string, moduleId: string): Promise<void> {
  const t = planningUserProperties;
  await h.delete(t).where(and(eq(t.project_id, projectId), eq(t.entity_type, 'module'), eq(t.entity_id, moduleId)));
}

/** How many modules (archived too) a project has; the demo seed fills only a project without any. */
export async function countProjectModules(h: DbOrTx, workspaceId: string, projectId: string): Promise<number> {
  const [row] = await h
    .select({ n: sql<number>`count(*)::int` })
    .from(modules)
    .where(and(eq(modules.workspace_id, workspaceId), eq(modules.project_id, projectId)));
  return Number(row?.n ?? 0);
}

/** Ids of the project's live items by exact name (the demo seed puts named items into modules). */
export async function itemIdsByName(h: DbOrTx, workspaceId: string, projectId: string, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await h
    .select({ id: workItems.id, name: workItems.name })
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), isNull(workItems.deleted_at), inArray(workItems.name, names)));
  return new Map(rows.map((r) => [r.name, r.id]));
}
