import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { moduleLinks, type ModuleLinkRow } from '../schema/planning.schema';
import { uuidArray } from './sql-arrays';

/** Columns a new module link takes. */
export type NewModuleLink = typeof moduleLinks.$inferInsert;
/** Fields an edit of a module link may change. */
export type ModuleLinkPatch = Partial<Pick<ModuleLinkRow, 'title' | 'url' | 'updated_by'>>;

/** Links per module (oldest first), for a whole list of modules in one query; modules without links are absent. */
export async function moduleLinksOf(h: DbOrTx, moduleIds: string[]): Promise<Map<string, ModuleLinkRow[]>> {
  const map = new Map<string, ModuleLinkRow[]>();
  if (moduleIds.length === 0) return map;
  const rows = await h
    .select()
    .from(moduleLinks)
    .where(sql`${moduleLinks.module_id} = any(${uuidArray(moduleIds)})`)
    .orderBy(asc(moduleLinks.created_at), asc(moduleLinks.id));
  for (const r of rows) map.set(r.module_id, [...(map.get(r.module_id) ?? []), r]);
  return map;
}

/** One link by (workspace, project, module, id): a link of another module or project finds nothing. */
export async function findModuleLink(h: DbOrTx, workspaceId: string, projectId: string, moduleId: string, linkId: string): Promise<ModuleLinkRow | undefined> {
  const [row] = await h
    .select()
    .from(moduleLinks)
    .where(and(eq(moduleLinks.workspace_id, workspaceId), eq(moduleLinks.project_id, projectId), eq(moduleLinks.module_id, moduleId), eq(moduleLinks.id, linkId)))
    .limit(1);
  return row;
}

/** Inserts a module link. */
export async function insertModuleLink(h: DbOrTx, values: NewModuleLink): Promise<ModuleLinkRow> {
  const [row] = await h.insert(moduleLinks).values(values).returning();
  return row;
}

/** Updates a link of the module; returns the new row. */
export async function updateModuleLink(h: DbOrTx, moduleId: string, linkId: string, patch: ModuleLinkPatch, now: Date): Promise<ModuleLinkRow> {
  const [row] = await h
    .update(moduleLinks)
    .set({ ...patch, updated_at: now })
    .where(and(eq(moduleLinks.module_id, moduleId), eq(moduleLinks.id, linkId)))
    .returning();
  return row;
}

/** Deletes a link of the module. */
export async function deleteModuleLink(h: DbOrTx, moduleId: string, linkId: string): Promise<void> {
  await h.delete(moduleLinks).where(and(eq(moduleLinks.module_id, moduleId), eq(moduleLinks.id, linkId)));
}
