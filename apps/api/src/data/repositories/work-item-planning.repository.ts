import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { cycles, modules } from '../schema/planning.schema';
import { workItemModules } from '../schema/work-items.schema';
import type { ItemScope } from './work-items-members.repository';

// An item's cycle and modules as the work-item commands read and write them (issue 13). The cycles and modules
// modules have their own repositories for the cycles and modules themselves.

/** A cycle as an item's reference: enough to check it and name it in the activity. */
export interface CycleRef {
  id: string;
  name: string;
  start_date: string | null;
  end_date: string | null;
  archived_at: Date | null;
}

/** A module as an item's reference. */
export interface ModuleRef {
  id: string;
  name: string;
  archived_at: Date | null;
}

/** Cycles among `ids` of the project (any state). */
export async function findProjectCycles(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<CycleRef[]> {
  if (ids.length === 0) return [];
  return h
    .select({ id: cycles.id, name: cycles.name, start_date: cycles.start_date, end_date: cycles.end_date, archived_at: cycles.archived_at })
    .from(cycles)
    .where(and(eq(cycles.workspace_id, workspaceId), eq(cycles.project_id, projectId), inArray(cycles.id, ids)));
}

/** Modules among `ids` of the project (any state). */
export async function findProjectModules(h: DbOrTx, workspaceId: string, projectId: string, ids: string[]): Promise<ModuleRef[]> {
  if (ids.length === 0) return [];
  return h
    .select({ id: modules.id, name: modules.name, archived_at: modules.archived_at })
    .from(modules)
    .where(and(eq(modules.workspace_id, workspaceId), eq(modules.project_id, projectId), inArray(modules.id, ids)));
}

/** Module ids per item (oldest membership first, then id); items without modules are absent. */
export async function moduleIdsOf(h: DbOrTx, itemIds: string[]): Promise<Map<string, string[]>> {
  if (itemIds.length === 0) return new Map();
  const rows = await h
    .select({ item: workItemModules.work_item_id, id: workItemModules.module_id })
    .from(workItemModules)
    .where(inArray(workItemModules.work_item_id, itemIds))
    .orderBy(workItemModules.created_at, workItemModules.module_id);
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.item, [...(map.get(r.item) ?? []), r.id]);
  return map;
}

/** Adds an item to modules (existing memberships stay). */
export async function addItemModules(h: DbOrTx, s: ItemScope, ids: string[], userId: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await h
    .insert(workItemModules)
    .values(ids.map((id) => ({ workspace_id: s.workspaceId, project_id: s.projectId, work_item_id: s.workItemId, module_id: id, created_by: userId, created_at: now })))
    .onConflictDoNothing();
}

/** Takes an item out of modules. */
export async function removeItemModules(h: DbOrTx, workItemId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await h.delete(workItemModules).where(and(eq(workItemModules.work_item_id, workItemId), inArray(workItemModules.module_id, ids)));
}
