import { normalizeWorkItemListQuery, PLANNING_ERROR_CODE, PLANNING_TEXT, type WorkItemListFilterQuery, type WorkItemModulesUpdate } from '@cairn/types';
import { updateWorkItemCommand } from '../../commands/work-item-update.command';
import type { Db } from '../../data/db';
import { lockProjectItems } from '../../data/repositories/modules.repository';
import { listWorkItemPageRows } from '../../data/repositories/work-item-list.repository';
import { findWorkItem, findWorkItemsIn } from '../../data/repositories/work-item-lookup.repository';
import { findProjectModules, moduleIdsOf } from '../../data/repositories/work-item-planning.repository';
import { badRequest, notFound } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { projectListScope } from '../work-item-lists/work-item-lists.access';
import { presentListPage } from '../work-item-lists/work-item-lists.presenter';
import { writeScope } from '../work-items/work-items.access';
import { presentWorkItem, presentWorkItems } from '../work-items/work-items.presenter';
import { canSeeWorkItem, workItemNotFound } from '../work-items/work-items.policy';
import type { ProjectTarget } from './modules.handlers';
import { assertModuleWritable, MODULE_READERS, MODULE_WRITERS, requireModule } from './modules.policy';

const otherProjectItems = () =>
  badRequest(PLANNING_TEXT.itemsOfOtherProject, { issues: [PLANNING_TEXT.itemsOfOtherProject] }, PLANNING_ERROR_CODE.ITEMS_OF_OTHER_PROJECT);

/**
 * GET modules/{id}/issues/ (every project role): the module's live items with the project list's query and answer
 * (filters, group_by / sub_group_by, order_by, cursor); guests limited as on the project list.
 */
export async function listModuleWorkItems(db: Db, target: ProjectTarget, userId: string, moduleId: string, query: WorkItemListFilterQuery, now: Date) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  const q = normalizeWorkItemListQuery(query, now);
  const scope = { ...projectListScope(access, userId, 'active', false), moduleId };
  return presentListPage(db, access.workspace.id, q, await listWorkItemPageRows(db, scope, q, userId), userId);
}

/**
 * POST modules/{id}/issues/ {issues} (project admins and members): adds the module to each item's set through the
 * work-item update command. Every id must be a live item of this project the caller can see, else 400 and nothing
 * changes; answers the items (those already in the module unchanged).
 */
export async function addModuleWorkItems(db: Db, target: ProjectTarget, userId: string, moduleId: string, issueIds: string[], now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    assertModuleWritable(access.module);
    const ws = access.workspace.id;
    const ids = [...new Set(issueIds)];
    await lockProjectItems(tx, ws, target.projectId, ids);
    const rows = (await findWorkItemsIn(tx, ws, target.projectId, ids)).filter((r) => !r.archived_at && !r.is_draft && !r.is_intake && canSeeWorkItem(access, r, userId));
    if (rows.length !== ids.length) throw otherProjectItems();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sets = await moduleIdsOf(tx, ids);
    const scope = writeScope(access, userId, now);
    const updated = [];
    for (const id of ids) {
      const item = byId.get(id)!;
      const set = sets.get(id) ?? [];
      updated.push(set.includes(moduleId) ? item : await updateWorkItemCommand(tx, scope, item, { module_ids: [...set, moduleId] }));
    }
    return presentWorkItems(tx, ws, updated, userId);
  });
}

/** DELETE modules/{id}/issues/{issueId}/ (project admins and members): takes the item out; 404 when it is not in the module. */
export async function removeModuleWorkItem(db: Db, target: ProjectTarget, userId: string, moduleId: string, issueId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    assertModuleWritable(access.module);
    const item = await findWorkItem(tx, access.workspace.id, target.projectId, issueId, { lock: true });
    if (!item || !canSeeWorkItem(access, item, userId)) throw workItemNotFound();
    const set = (await moduleIdsOf(tx, [issueId])).get(issueId) ?? [];
    if (!set.includes(moduleId)) throw notFound(PLANNING_TEXT.moduleItemNotInModule);
    await updateWorkItemCommand(tx, writeScope(access, userId, now), item, { module_ids: set.filter((id) => id !== moduleId) });
  });
}

/**
 * POST issues/{id}/modules/ {modules, removed_modules} (project admins and members): the item's new set is its
 * current one without `removed_modules`, plus `modules` (an id in both stays). Every id must be a module of the item's
 * project (400, nothing changed); joining an archived module → 400 MODULE_ARCHIVED. Answers the updated item.
 */
export async function updateWorkItemModules(db: Db, target: ProjectTarget, userId: string, issueId: string, body: WorkItemModulesUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, target.slug, target.projectId, userId, MODULE_WRITERS, { lock: true });
    const ws = access.workspace.id;
    const item = await findWorkItem(tx, ws, target.projectId, issueId, { lock: true });
    if (!item || !canSeeWorkItem(access, item, userId)) throw workItemNotFound();
    const added = [...new Set(body.modules ?? [])];
    const removed = [...new Set(body.removed_modules ?? [])];
    const mentioned = [...new Set([...added, ...removed])];
    if ((await findProjectModules(tx, ws, target.projectId, mentioned)).length !== mentioned.length) {
      const field = added.length && (await findProjectModules(tx, ws, target.projectId, added)).length !== added.length ? 'modules' : 'removed_modules';
      throw badRequest(PLANNING_TEXT.moduleNotFound, { [field]: [PLANNING_TEXT.moduleNotFound] });
    }
    const current = (await moduleIdsOf(tx, [issueId])).get(issueId) ?? [];
    const next = [...current.filter((id) => !removed.includes(id) || added.includes(id)), ...added.filter((id) => !current.includes(id))];
    const row = await updateWorkItemCommand(tx, writeScope(access, userId, now), item, { module_ids: next });
    return presentWorkItem(tx, ws, row, userId);
  });
}
