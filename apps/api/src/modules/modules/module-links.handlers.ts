import { PLANNING_TEXT, type ModuleLinkCreate, type ModuleLinkUpdate } from '@cairn/types';
import type { Db } from '../../data/db';
import { deleteModuleLink, findModuleLink, insertModuleLink, updateModuleLink } from '../../data/repositories/module-links.repository';
import { notFound } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { recordModuleChange } from './module-events';
import type { ProjectTarget } from './modules.handlers';
import { presentModuleLink } from './modules.presenter';
import { assertModuleWritable, MODULE_WRITERS, requireModule } from './modules.policy';

const linkNotFound = () => notFound(PLANNING_TEXT.moduleLinkNotFound);

// Link writes are module writes: project admins and members, never on an archived module, and each records a
// 'module' event (action updated, `link` old → new) so open module views reload.

/** POST modules/{id}/module-links/ {title?, url} (http and https only, checked by the body schema). */
export async function createModuleLink(db: Db, target: ProjectTarget, userId: string, moduleId: string, body: ModuleLinkCreate, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
      assertModuleWritable(access.module);
      const row = await insertModuleLink(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: access.workspace.id,
        project_id: target.projectId,
        module_id: moduleId,
        title: body.title ?? '',
        url: body.url,
        created_by: userId,
        updated_by: userId,
        created_at: now,
        updated_at: now,
      });
      await recordModuleChange(tx, { access, userId, now, action: 'updated', before: access.module, after: access.module, link: { before: null, after: row } });
      return presentModuleLink(row);
    }),
  );
}

/** PATCH modules/{id}/module-links/{linkId}/: a link of another module or project → 404. */
export async function patchModuleLink(db: Db, target: ProjectTarget, userId: string, moduleId: string, linkId: string, body: ModuleLinkUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    assertModuleWritable(access.module);
    const before = await findModuleLink(tx, access.workspace.id, target.projectId, moduleId, linkId);
    if (!before) throw linkNotFound();
    const after = await updateModuleLink(tx, moduleId, linkId, { title: body.title ?? before.title, url: body.url ?? before.url, updated_by: userId }, now);
    await recordModuleChange(tx, { access, userId, now, action: 'updated', before: access.module, after: access.module, link: { before, after } });
    return presentModuleLink(after);
  });
}

/** DELETE modules/{id}/module-links/{linkId}/: a link of another module or project → 404. */
export async function removeModuleLink(db: Db, target: ProjectTarget, userId: string, moduleId: string, linkId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireModule(tx, target.slug, target.projectId, moduleId, userId, MODULE_WRITERS, { lock: true });
    assertModuleWritable(access.module);
    const before = await findModuleLink(tx, access.workspace.id, target.projectId, moduleId, linkId);
    if (!before) throw linkNotFound();
    await deleteModuleLink(tx, moduleId, linkId);
    await recordModuleChange(tx, { access, userId, now, action: 'updated', before: access.module, after: access.module, link: { before, after: null } });
  });
}
