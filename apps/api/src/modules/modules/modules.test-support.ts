import { insertModule, type NewModule } from '../../data/repositories/modules.repository';
import { addItemModules } from '../../data/repositories/work-item-planning.repository';
import type { ModuleRow } from '../../data/schema/planning.schema';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import type { TestApp } from '../../test/test-app';
import { seedWorkItem } from '../comments/work-items.test-support';

// Helpers shared by the modules tests (not a test file itself).

/** Where a seeded row goes: workspace, project and its creator. */
export interface SeedScope {
  workspaceId: string;
  projectId: string;
  createdBy: string;
}

let counter = 0;

/** Inserts a module straight in the database (name "Module n" unless given). */
export async function seedModule(t: TestApp, s: SeedScope, values: Partial<NewModule> = {}): Promise<ModuleRow> {
  const now = t.deps.now();
  return insertModule(t.db, {
    workspace_id: s.workspaceId,
    project_id: s.projectId,
    name: `Module ${++counter}`,
    created_by: s.createdBy,
    updated_by: s.createdBy,
    created_at: now,
    updated_at: now,
    ...values,
  });
}

/** Inserts a work item and puts it in the given modules straight in the database. */
export async function seedItemIn(t: TestApp, s: SeedScope, moduleIds: string[], name?: string): Promise<WorkItemRow> {
  const item = await seedWorkItem(t, { workspaceId: s.workspaceId, projectId: s.projectId, createdBy: s.createdBy, name });
  await addItemModules(t.db, { workspaceId: s.workspaceId, projectId: s.projectId, workItemId: item.id }, moduleIds, s.createdBy, t.deps.now());
  return item;
}

/** Module ids of an item, sorted (for assertions). */
export async function moduleIdsOfItem(t: TestApp, itemId: string): Promise<string[]> {
  const rows = await t.query<{ module_id: string }>('SELECT module_id FROM work_item_modules WHERE work_item_id = $1 ORDER BY module_id', [itemId]);
  return rows.map((r) => r.module_id);
}

/** Every module-related row of a workspace plus its items' updated_at, for before/after comparisons of refused writes. */
export async function snapshotModules(t: TestApp, workspaceId: string): Promise<unknown> {
  const parts: Record<string, unknown> = {};
  for (const table of ['modules', 'module_members', 'module_links', 'work_item_modules', 'user_favorites', 'planning_user_properties']) {
    parts[table] = await t.query(`SELECT * FROM ${table} WHERE workspace_id = $1 ORDER BY 1, 2, 3`, [workspaceId]);
  }
  parts.items = await t.query('SELECT id, updated_at FROM work_items WHERE workspace_id = $1 ORDER BY id', [workspaceId]);
  parts.events = await t.query('SELECT count(*)::int AS n FROM events WHERE workspace_id = $1', [workspaceId]);
  // Through JSON so dates compare as text; toEqual then shows only the rows that differ.
  return JSON.parse(JSON.stringify(parts));
}
