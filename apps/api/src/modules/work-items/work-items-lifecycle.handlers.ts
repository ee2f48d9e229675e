import { WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, type WorkItemCreate, type WorkItemServiceType, type WorkItemUpdate } from '@cairn/types';
import { activityRow, type WorkItemWriteScope } from '../../commands/work-item-refs.command';
import type { Db, Tx } from '../../data/db';
import { itemChange, recordWorkItemChanges } from '../../events/work-item-events';
import { updateWorkItem } from '../../data/repositories/work-items.repository';
import { stateGroupsOf } from '../../data/repositories/work-items-details.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { badRequest } from '../../http/errors';
import { requireTypedItem, writeScope } from './work-items.access';
import { createWorkItem, deleteWorkItem, patchWorkItem } from './work-items.handlers';
import { presentWorkItem } from './work-items.presenter';
import { WORK_ITEM_READERS, WORK_ITEM_WRITERS, workItemNotFound } from './work-items.policy';

/** State groups whose items may be archived (as Plane: completed or cancelled). */
export const ARCHIVABLE_GROUPS = ['completed', 'cancelled'];

/** 400 ARCHIVE_STATE unless every item is in a completed or cancelled state. */
export async function checkArchivable(tx: Tx, items: WorkItemRow[]): Promise<void> {
  const groups = await stateGroupsOf(tx, [...new Set(items.map((i) => i.state_id).filter((s): s is string => s !== null))]);
  if (items.some((i) => !i.state_id || !ARCHIVABLE_GROUPS.includes(groups.get(i.state_id) ?? ''))) {
    throw badRequest(WORK_ITEM_TEXT.archiveState, undefined, WORK_ITEM_ERROR_CODE.ARCHIVE_STATE);
  }
}

/** Sets archived_at on live, not yet archived items (call after checkArchivable) and writes their activity. */
export async function archiveItems(tx: Tx, scope: WorkItemWriteScope, items: WorkItemRow[]): Promise<WorkItemRow[]> {
  const out: WorkItemRow[] = [];
  for (const item of items) {
    if (item.archived_at) {
      out.push(item);
      continue;
    }
    out.push(await updateWorkItem(tx, scope.workspaceId, scope.projectId, item.id, { archived_at: scope.now, updated_by: scope.userId }, scope.now));
  }
  await recordWorkItemChanges(
    tx,
    items
      .filter((i) => !i.archived_at)
      .map((i) =>
        itemChange(scope, i.id, 'archived', [activityRow(scope, i, { verb: 'updated', field: 'archived_at', old_value: null, new_value: scope.now.toISOString(), comment: 'archived the work item' })]),
      ),
  );
  return out;
}

/** POST {type}/{id}/archive/ (writers): only items in completed or cancelled states (400 ARCHIVE_STATE). */
export async function archiveWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, type: WorkItemServiceType, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_WRITERS, type, { lock: true });
    await checkArchivable(tx, [access.item]);
    const [row] = await archiveItems(tx, writeScope(access, userId, now), [access.item]);
    return { archived_at: row.archived_at!.toISOString() };
  });
}

/** DELETE {type}/{id}/archive/ (writers): restore (archived_at null); 404 when the item is not archived. */
export async function restoreWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, type: WorkItemServiceType, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_WRITERS, type, { lock: true });
    const { item } = access;
    if (!item.archived_at) throw workItemNotFound();
    const row = await updateWorkItem(tx, access.workspace.id, projectId, itemId, { archived_at: null, updated_by: userId }, now);
    const scope = writeScope(access, userId, now);
    await recordWorkItemChanges(tx, [
      itemChange(scope, itemId, 'restored', [activityRow(scope, item, { verb: 'updated', field: 'archived_at', old_value: item.archived_at.toISOString(), new_value: null, comment: 'restored the work item' })]),
    ]);
    return presentWorkItem(tx, access.workspace.id, row, userId);
  });
}

/** GET {type}/{id}/archive/ (readers): an archived item (404 when not archived). */
export async function retrieveArchivedWorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, type: WorkItemServiceType) {
  const access = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, type);
  if (!access.item.archived_at) throw workItemNotFound();
  return presentWorkItem(db, access.workspace.id, access.item, userId);
}

/** An item that must be a draft (issue-drafts/{id}/): plain items are "Work item not found" there. */
async function requireDraft(db: Db, slug: string, projectId: string, userId: string, itemId: string) {
  const access = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, undefined);
  if (!access.item.is_draft) throw workItemNotFound();
  return access;
}

/** POST issue-drafts/ (writers): a create with is_draft forced true. */
export async function createDraft(db: Db, slug: string, projectId: string, userId: string, body: WorkItemCreate, now: Date) {
  return createWorkItem(db, slug, projectId, userId, { ...body, is_draft: true }, 'issues', now);
}

/** GET issue-drafts/{id}/ (readers). */
export async function retrieveDraft(db: Db, slug: string, projectId: string, userId: string, itemId: string) {
  const access = await requireDraft(db, slug, projectId, userId, itemId);
  return presentWorkItem(db, access.workspace.id, access.item, userId);
}

/** PATCH issue-drafts/{id}/ (writers): is_draft false publishes it. */
export async function patchDraft(db: Db, slug: string, projectId: string, userId: string, itemId: string, body: WorkItemUpdate, now: Date) {
  await requireDraft(db, slug, projectId, userId, itemId);
  return patchWorkItem(db, slug, projectId, userId, itemId, body, undefined, now);
}

/** DELETE issue-drafts/{id}/ (writers; admins or the creator): soft delete. */
export async function deleteDraft(db: Db, slug: string, projectId: string, userId: string, itemId: string, now: Date): Promise<void> {
  await requireDraft(db, slug, projectId, userId, itemId);
  await deleteWorkItem(db, slug, projectId, userId, itemId, undefined, now);
}
