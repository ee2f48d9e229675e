import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { cycles, modules, type CycleRow, type ModuleRow } from '../schema/planning.schema';

// Server-internal lookups of the public API v1 loaders (issue 18: webhook payloads), which know the workspace and the
// id but not the project. Never used to answer a caller: callers' reads go through the project-scoped finders.

/** A cycle of the workspace by id (archived or not); ids of other workspaces find nothing. */
export async function findCycleInWorkspace(h: DbOrTx, workspaceId: string, cycleId: string): Promise<CycleRow | undefined> {
  const [row] = await h.select().from(cycles).where(and(eq(cycles.workspace_id, workspaceId), eq(cycles.id, cycleId))).limit(1);
  return row;
}

/** A module of the workspace by id (archived or not); ids of other workspaces find nothing. */
export async function findModuleInWorkspace(h: DbOrTx, workspaceId: string, moduleId: string): Promise<ModuleRow | undefined> {
  const [row] = await h.select().from(modules).where(and(eq(modules.workspace_id, workspaceId), eq(modules.id, moduleId))).limit(1);
  return row;
}
