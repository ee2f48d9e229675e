import { ROLE, WORK_ITEM_TEXT, type WorkItemCreate, type WorkItemListQuery, type WorkItemServiceType, type WorkItemUpdate } from '@cairn/types';
import { activityRow } from '../../commands/work-item-refs.command';
import { createWorkItemCommand } from '../../commands/work-item-create.command';
import { updateWorkItemCommand } from '../../commands/work-item-update.command';
import type { Db } from '../../data/db';
import { itemChange, recordWorkItemChanges } from '../../events/work-item-events';
import { findWorkItemByIdentifier, listWorkItems, listWorkItemsPage, updateWorkItem, type WorkItemListFilter } from '../../data/repositories/work-items.repository';
import { findProjectMembership } from '../../data/repositories/project-members.repository';
import { forbidden } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { effectiveProjectRole, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { isEpicType, requireTypedItem, visibleCreator, writeScope } from './work-items.access';
import { parseExpand, presentWorkItemDetail } from './work-items-detail.presenter';
import { parsePage, pageResult } from './work-items.pagination';
import { presentWorkItem, presentWorkItems } from './work-items.presenter';
import { canSeeWorkItem, WORK_ITEM_READERS, WORK_ITEM_WRITERS, workItemNotFound } from './work-items.policy';

/** Which list of a project: live items, archived, soft-deleted or drafts. */
export type WorkItemListKind = 'active' | 'archived' | 'deleted' | 'drafts';

/** The list filter of a kind for the caller (guests without guest_view_all_features see only their own items). */
export function listFilter(access: ProjectAccess, userId: string, kind: WorkItemListKind, type?: WorkItemServiceType): WorkItemListFilter {
  const base: WorkItemListFilter = {
    workspaceId: access.workspace.id,
    projectId: access.project.id,
    isEpic: type === undefined ? undefined : isEpicType(type),
    createdBy: visibleCreator(access, userId),
  };
  if (kind === 'archived') return { ...base, archived: 'archived', draft: false };
  if (kind === 'deleted') return { ...base, archived: 'any', deleted: true };
  if (kind === 'drafts') return { ...base, archived: 'any', draft: true };
  return { ...base, draft: false };
}

/** A paginated list of one kind, newest first (deleted-issues/; the other lists answer through modules/work-item-lists). */
export async function listWorkItemPage(db: Db, slug: string, projectId: string, userId: string, query: WorkItemListQuery, kind: WorkItemListKind, type?: WorkItemServiceType) {
  const access = await requireProjectRole(db, slug, projectId, userId, kind === 'deleted' ? WORK_ITEM_WRITERS : WORK_ITEM_READERS);
  const req = parsePage(query);
  const { rows, total } = await listWorkItemsPage(db, listFilter(access, userId, kind, type), { limit: req.perPage, offset: req.offset });
  return pageResult(req, await presentWorkItems(db, access.workspace.id, rows, userId), total);
}

/** GET {type}/list/?issues=a,b — live items of the project among the ids (others are left out). */
export async function listWorkItemsByIds(db: Db, slug: string, projectId: string, userId: string, idsParam: string | undefined, type: WorkItemServiceType) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const ids = [...new Set((idsParam ?? '').split(',').map((s) => s.trim().toLowerCase()).filter((s) => uuid.test(s)))].slice(0, 1000);
  const rows = await listWorkItems(db, { ...listFilter(access, userId, 'active', type), archived: 'any', draft: undefined, ids });
  return presentWorkItems(db, access.workspace.id, rows, userId);
}

/** POST {type}/ (writers): see createWorkItemCommand. */
export async function createWorkItem(db: Db, slug: string, projectId: string, userId: string, body: WorkItemCreate, type: WorkItemServiceType, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS);
      const row = await createWorkItemCommand(tx, writeScope(access, userId, now), { ...body, is_epic: isEpicType(type) });
      return presentWorkItem(tx, access.workspace.id, row, userId);
    }),
  );
}

/** GET {type}/{id}/?expand= (readers): any live item of the type (archived and drafts included). */
export async function retrieveWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, type: WorkItemServiceType, expand: string | undefined) {
  const access = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, type);
  return presentWorkItemDetail(db, access.workspace.id, access.item, userId, access.project.identifier, parseExpand(expand));
}

/** GET work-items/{IDENT}-{seq}/ (any workspace member who can see the item in its project). */
export async function retrieveByIdentifier(db: Db, slug: string, userId: string, key: string, expand: string | undefined) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const match = /^([A-Za-z0-9]{1,12})-(\d{1,9})$/.exec(key);
  if (!match) throw workItemNotFound();
  const found = await findWorkItemByIdentifier(db, access.workspace.id, match[1], Number(match[2]));
  if (!found) throw workItemNotFound();
  const membership = await findProjectMembership(db, found.project.id, userId);
  const projectRole = effectiveProjectRole(access.role, membership?.role);
  const projectAccess: ProjectAccess = { ...access, project: found.project, projectMembership: membership ?? null, projectRole: projectRole ?? ROLE.GUEST };
  if (projectRole === null || !canSeeWorkItem(projectAccess, found.item, userId)) throw workItemNotFound();
  return presentWorkItemDetail(db, access.workspace.id, found.item, userId, found.project.identifier, parseExpand(expand));
}

/** GET issues/{id}/meta/ (readers). */
export async function workItemMeta(db: Db, slug: string, projectId: string, userId: string, itemId: string) {
  const { item, project } = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, undefined);
  return { id: item.id, project_id: item.project_id, sequence_id: item.sequence_id, project_identifier: project.identifier, name: item.name, is_epic: item.is_epic };
}

/** PATCH {type}/{id}/ (writers): see updateWorkItemCommand. */
export async function patchWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, body: WorkItemUpdate, type: WorkItemServiceType | undefined, now: Date) {
  return db.transaction(async (tx) => {
    // A parent change locks the project first (the same order as creates), so two moves cannot build a loop together.
    if (body.parent_id) await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_WRITERS, type, { lock: true });
    const row = await updateWorkItemCommand(tx, writeScope(access, userId, now), access.item, body);
    return presentWorkItem(tx, access.workspace.id, row, userId);
  });
}

/**
 * DELETE {type}/{id}/ (writers): soft delete. Project admins (and workspace admins) may delete any item; members only
 * the items they created (403 otherwise).
 */
export async function deleteWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, type: WorkItemServiceType | undefined, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_WRITERS, type, { lock: true });
    if (access.projectRole !== ROLE.ADMIN && access.item.created_by !== userId) throw forbidden(WORK_ITEM_TEXT.deleteNotCreator);
    await updateWorkItem(tx, access.workspace.id, projectId, itemId, { deleted_at: now, updated_by: userId }, now);
    const scope = writeScope(access, userId, now);
    await recordWorkItemChanges(tx, [
      itemChange(scope, itemId, 'deleted', [activityRow(scope, access.item, { verb: 'deleted', field: null, old_value: access.item.name, comment: 'deleted the work item' })], {
        deleted_at: { old: null, new: now.toISOString() },
      }),
    ]);
  });
}
