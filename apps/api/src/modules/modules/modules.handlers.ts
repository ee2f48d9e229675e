import { PLANNING_ERROR_CODE, PLANNING_TEXT, type ModuleCreate, type ModuleUpdate } from '@cairn/types';
import { updateWorkItemCommand } from '../../commands/work-item-update.command';
import type { Db, Tx } from '../../data/db';
import {
  deleteModule,
  deleteModuleListProperties,
  insertModule,
  listModules,
  lockProjectItems,
  moduleItemIds,
  moduleMemberIds,
  removeAllModuleFavorites,
  replaceModuleMembers,
  updateModule,
  type ModulePatch,
} from '../../data/repositories/modules.repository';
import { findWorkItemsIn } from '../../data/repositories/work-item-lookup.repository';
import { moduleIdsOf } from '../../data/repositories/work-item-planning.repository';
import { findProjectMemberUsers } from '../../data/repositories/work-items-refs.repository';
import { listProjectsVisibility } from '../../data/repositories/work-item-list.repository';
import type { ModuleRow } from '../../data/schema/planning.schema';
import { badRequest } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { effectiveProjectRole, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { writeScope } from '../work-items/work-items.access';
import { recordModuleChange } from './module-events';
import { assertCanDeleteModule, assertModuleWritable, MODULE_READERS, MODULE_WRITERS, requireModule } from './modules.policy';
import { presentModules } from './modules.presenter';

/** Where a module call points: workspace slug and project from the URL. */
export interface ProjectTarget {
  slug: string;
  projectId: string;
}

/** 400 when the lead or a member is not a member of the project; 400 when start is after target. */
async function checkModuleInput(tx: Tx, access: ProjectAccess, body: ModuleUpdate, current?: ModuleRow): Promise<void> {
  const ws = access.workspace.id;
  if (body.lead_id && (await findProjectMemberUsers(tx, ws, access.project.id, [body.lead_id])).length === 0) {
    throw badRequest(PLANNING_TEXT.moduleLeadNotMember, { lead_id: [PLANNING_TEXT.moduleLeadNotMember] });
  }
  if (body.member_ids?.length) {
    const ids = [...new Set(body.member_ids)];
    if ((await findProjectMemberUsers(tx, ws, access.project.id, ids)).length !== ids.length) {
      throw badRequest(PLANNING_TEXT.moduleMemberNotMember, { member_ids: [PLANNING_TEXT.moduleMemberNotMember] });
    }
  }
  const start = body.start_date === undefined ? (current?.start_date ?? null) : body.start_date;
  const target = body.target_date === undefined ? (current?.target_date ?? null) : body.target_date;
  if (start && target && start > target) throw badRequest(PLANNING_TEXT.moduleDatesOrder, { start_date: [PLANNING_TEXT.moduleDatesOrder] });
}

/** GET modules/ (every project role): the project's modules that are not archived, with counts, members, links. */
export async function listProjectModules(db: Db, target: ProjectTarget, userId: string) {
  const access = await requireProjectRole(db, target.slug, target.projectId, userId, MODULE_READERS);
  return presentModules(db, access.workspace.id, await listModules(db, access.workspace.id, [target.projectId], 'live'), userId);
}

/** GET /api/workspaces/{slug}/modules/ (any workspace member): live modules of every live project the caller has a role in. */
export async function listWorkspaceModules(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const projectIds = (await listProjectsVisibility(db, access.workspace.id, userId))
    .filter((p) => effectiveProjectRole(access.role, p.membership_role) !== null)
    .map((p) => p.id);
  return presentModules(db, access.workspace.id, await listModules(db, access.workspace.id, projectIds, 'live'), userId);
}

/** GET modules/{id}/ (every project role): a module, archived or not. */
export async function retrieveModule(db: Db, target: ProjectTarget, userId: string, moduleId: string) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  const [module] = await presentModules(db, access.workspace.id, [access.module], userId);
  return module;
}

const patchOf = (body: ModuleUpdate): ModulePatch => {
  const patch: ModulePatch = {};
  for (const key of ['name', 'description', 'start_date', 'target_date', 'status', 'lead_id', 'sort_order'] as const) {
    if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
  }
  return patch;
};

/**
 * POST modules/ (project admins and members; 400 MODULES_OFF when the project has modules turned off): status backlog
 * unless given; a client-generated id is accepted (409 when taken).
 */
export async function createModule(db: Db, target: ProjectTarget, userId: string, body: ModuleCreate, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await requireProjectRole(tx, target.slug, target.projectId, userId, MODULE_WRITERS, { lock: true });
      if (!access.project.module_view) throw badRequest(PLANNING_TEXT.modulesOff, undefined, PLANNING_ERROR_CODE.MODULES_OFF);
      await checkModuleInput(tx, access, body);
      const ws = access.workspace.id;
      const row = await insertModule(tx, {
        ...(body.id ? { id: body.id } : {}),
        ...patchOf(body),
        workspace_id: ws,
        project_id: target.projectId,
        name: body.name,
        status: body.status ?? 'backlog',
        created_by: userId,
        updated_by: userId,
        created_at: now,
        updated_at: now,
      });
      const members = [...new Set(body.member_ids ?? [])].sort();
      await replaceModuleMembers(tx, { workspaceId: ws, projectId: target.projectId, moduleId: row.id }, members, now);
      await recordModuleChange(tx, { access, userId, now, action: 'created', before: null, after: row, members: { old: [], new: members } });
      const [module] = await presentModules(tx, ws, [row], userId);
      return module;
    }),
  );
}

/** PUT and PATCH modules/{id}/ (project admins and members): the given fields; 400 MODULE_ARCHIVED on an archived module. */
export async function updateModuleFields(db: Db, target: ProjectTarget, userId: string, moduleId: string, body: ModuleUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    assertModuleWritable(access.module);
    await checkModuleInput(tx, access, body, access.module);
    const ws = access.workspace.id;
    const after = await updateModule(tx, ws, target.projectId, moduleId, { ...patchOf(body), updated_by: userId }, now);
    let members: { old: string[]; new: string[] } | undefined;
    if (body.member_ids !== undefined) {
      const old = (await moduleMemberIds(tx, [moduleId])).get(moduleId) ?? [];
      const next = [...new Set(body.member_ids)].sort();
      await replaceModuleMembers(tx, { workspaceId: ws, projectId: target.projectId, moduleId }, next, now);
      members = { old, new: next };
    }
    await recordModuleChange(tx, { access, userId, now, action: 'updated', before: access.module, after, members });
    const [module] = await presentModules(tx, ws, [after], userId);
    return module;
  });
}

/**
 * DELETE modules/{id}/ (project admins, and the member who created it): first takes every item out through the
 * work-item update command (activity, work_item events and updated_at, so lists and local caches learn it), then
 * drops the module's favorites and list settings, deletes it and records the event.
 */
export async function removeModule(db: Db, target: ProjectTarget, userId: string, moduleId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    assertCanDeleteModule(access, userId);
    const ws = access.workspace.id;
    const ids = await moduleItemIds(tx, moduleId);
    await lockProjectItems(tx, ws, target.projectId, ids);
    const items = await findWorkItemsIn(tx, ws, target.projectId, ids);
    const sets = await moduleIdsOf(tx, ids);
    const scope = writeScope(access, userId, now);
    for (const item of items) {
      await updateWorkItemCommand(tx, scope, item, { module_ids: (sets.get(item.id) ?? []).filter((id) => id !== moduleId) });
    }
    await removeAllModuleFavorites(tx, target.projectId, moduleId);
    await deleteModuleListProperties(tx, target.projectId, moduleId);
    await deleteModule(tx, ws, target.projectId, moduleId);
    await recordModuleChange(tx, { access, userId, now, action: 'deleted', before: access.module, after: null });
  });
}
