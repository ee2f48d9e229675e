import { PLANNING_ERROR_CODE, PLANNING_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import { addModuleFavorite, listModules, removeAllModuleFavorites, removeModuleFavorite, updateModule } from '../../data/repositories/modules.repository';
import { badRequest } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { recordModuleChange } from './module-events';
import type { ProjectTarget } from './modules.handlers';
import { MODULE_READERS, MODULE_WRITERS, moduleNotFound, requireModule } from './modules.policy';
import { presentModules } from './modules.presenter';

/**
 * POST modules/{id}/archive/ (project admins and members): only a module that is not archived (else 400
 * ALREADY_ARCHIVED); sets archived_at and drops it from every user's favorites (spec §4).
 */
export async function archiveModule(db: Db, target: ProjectTarget, userId: string, moduleId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    if (access.module.archived_at) throw badRequest(PLANNING_TEXT.moduleAlreadyArchived, undefined, PLANNING_ERROR_CODE.ALREADY_ARCHIVED);
    const after = await updateModule(tx, access.workspace.id, target.projectId, moduleId, { archived_at: now, updated_by: userId }, now);
    await removeAllModuleFavorites(tx, target.projectId, moduleId);
    await recordModuleChange(tx, { access, userId, now, action: 'archived', before: access.module, after });
    return { archived_at: now.toISOString() };
  });
}

/** DELETE modules/{id}/archive/ (project admins and members): restores an archived module (else 400 NOT_ARCHIVED); favorites stay dropped. */
export async function restoreModule(db: Db, target: ProjectTarget, userId: string, moduleId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    if (!access.module.archived_at) throw badRequest(PLANNING_TEXT.moduleNotArchived, undefined, PLANNING_ERROR_CODE.NOT_ARCHIVED);
    const after = await updateModule(tx, access.workspace.id, target.projectId, moduleId, { archived_at: null, updated_by: userId }, now);
    await recordModuleChange(tx, { access, userId, now, action: 'restored', before: access.module, after });
  });
}

/** GET archived-modules/ (every project role): the project's archived modules. */
export async function listArchivedModules(db: Db, target: ProjectTarget, userId: string) {
  const access = await requireProjectRole(db, target.slug, target.projectId, userId, MODULE_READERS);
  return presentModules(db, access.workspace.id, await listModules(db, access.workspace.id, [target.projectId], 'archived'), userId);
}

/** GET archived-modules/{id}/ (every project role): one archived module; a module that is not archived → 404. */
export async function retrieveArchivedModule(db: Db, target: ProjectTarget, userId: string, moduleId: string) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  if (!access.module.archived_at) throw moduleNotFound();
  const [module] = await presentModules(db, access.workspace.id, [access.module], userId);
  return module;
}

/**
 * POST user-favorite-modules/ {module} (every project role: favorites are the caller's own): idempotent; an archived
 * module → 400 MODULE_ARCHIVED. Favorites are per-user settings, so no event is recorded.
 */
export async function favoriteModule(db: Db, target: ProjectTarget, userId: string, moduleId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
    if (access.module.archived_at) throw badRequest(PLANNING_TEXT.moduleFavoriteArchived, undefined, PLANNING_ERROR_CODE.MODULE_ARCHIVED);
    const row = await addModuleFavorite(
      tx,
      { workspace_id: access.workspace.id, user_id: userId, project_id: target.projectId, module_id: moduleId, name: access.module.name },
      now,
    );
    return { id: row.id, module: moduleId, created_at: row.created_at.toISOString() };
  });
}

/** DELETE user-favorite-modules/{moduleId}/ (every project role): removes the caller's favorite (204 when there was none). */
export async function unfavoriteModule(db: Db, target: ProjectTarget, userId: string, moduleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
    await removeModuleFavorite(tx, userId, moduleId);
  });
}
