import { PLANNING_ERROR_CODE, PLANNING_TEXT, ROLE, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findModule } from '../../data/repositories/modules.repository';
import type { ModuleRow } from '../../data/schema/planning.schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, PROJECT_MEMBER_OR_ADMIN, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';

/** Who may read modules, their items, links and stats: every project role. */
export const MODULE_READERS: readonly Role[] = ANY_PROJECT_ROLE;
/** Who may create and edit modules, add and remove items and links, archive and restore: project admins and members. */
export const MODULE_WRITERS: readonly Role[] = PROJECT_MEMBER_OR_ADMIN;

/** 404 'Module not found': unknown ids, modules of other projects or workspaces. */
export function moduleNotFound() {
  return notFound(PLANNING_TEXT.moduleNotFound);
}

/** The access and the module a module-scoped call is about. */
export interface ModuleAccess extends ProjectAccess {
  module: ModuleRow;
}

/**
 * Authorises a call on one module: the project role (requireProjectRole: 404 / 403; `lock` locks the project row so
 * writes to one project's modules and item sets run one at a time), then the module by (workspace, project, id) → 404.
 */
export async function requireModule(
  h: DbOrTx,
  slug: string,
  projectId: string,
  moduleId: string,
  userId: string,
  allowed: readonly Role[],
  options: { lock?: boolean } = {},
): Promise<ModuleAccess> {
  const access = await requireProjectRole(h, slug, projectId, userId, allowed, options);
  const module = await findModule(h, access.workspace.id, projectId, moduleId);
  if (!module) throw moduleNotFound();
  return { ...access, module };
}

/** 400 MODULE_ARCHIVED: an archived module is read-only until restored. */
export function assertModuleWritable(module: ModuleRow): void {
  if (module.archived_at) throw badRequest(PLANNING_TEXT.moduleArchived, undefined, PLANNING_ERROR_CODE.MODULE_ARCHIVED);
}

/** Project admins (workspace admins included) may delete any module; members only the ones they created (403 otherwise). */
export function assertCanDeleteModule(access: ModuleAccess, userId: string): void {
  if (access.projectRole !== ROLE.ADMIN && access.module.created_by !== userId) throw forbidden(PLANNING_TEXT.moduleDeleteNotAllowed);
}
