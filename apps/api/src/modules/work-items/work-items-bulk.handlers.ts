import { ROLE, WORK_ITEM_TEXT, type BulkOperation, type WorkItemUpdate } from '@cairn/types';
import { activityRow, checkDatesOrder, checkWorkItemRefs } from '../../commands/work-item-refs.command';
import { updateWorkItemCommand } from '../../commands/work-item-update.command';
import type { Db } from '../../data/db';
import { itemChange, recordWorkItemChanges } from '../../events/work-item-events';
import { updateWorkItem } from '../../data/repositories/work-items.repository';
import { subscribeToItems } from '../../data/repositories/work-items-members.repository';
import { forbidden } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { writeScope } from './work-items.access';
import { archiveItems, checkArchivable } from './work-items-lifecycle.handlers';
import { requireProjectItems } from './work-items-extras.handlers';
import { WORK_ITEM_READERS, WORK_ITEM_WRITERS } from './work-items.policy';

// Every bulk call runs in one transaction: the project is locked, every id must be a live item of the project the
// caller can see (else 400 BULK_FOREIGN_IDS) and any failure leaves every item unchanged.

/** POST issue-dates/ (writers): new start/target dates per item; start ≤ target after the change. */
export async function updateDates(db: Db, slug: string, projectId: string, userId: string, updates: Array<{ id: string; start_date?: string | null; target_date?: string | null }>, now: Date) {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const items = await requireProjectItems(tx, access, userId, updates.map((u) => u.id));
    const scope = writeScope(access, userId, now);
    for (const item of items) {
      const body: WorkItemUpdate = {};
      for (const u of updates.filter((x) => x.id === item.id)) {
        if (u.start_date !== undefined) body.start_date = u.start_date;
        if (u.target_date !== undefined) body.target_date = u.target_date;
      }
      await updateWorkItemCommand(tx, scope, item, body);
    }
  });
}

/** POST bulk-operation-issues/ (writers): the same properties on every item, one activity per item and field. */
export async function bulkOperation(db: Db, slug: string, projectId: string, userId: string, body: BulkOperation, now: Date) {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const items = await requireProjectItems(tx, access, userId, body.issue_ids);
    const scope = writeScope(access, userId, now);
    // Check the body's ids once up front, so a foreign id fails before any item changes.
    await checkWorkItemRefs(tx, scope, body.properties);
    for (const item of items) {
      checkDatesOrder(
        body.properties.start_date === undefined ? item.start_date : body.properties.start_date,
        body.properties.target_date === undefined ? item.target_date : body.properties.target_date,
      );
      await updateWorkItemCommand(tx, scope, item, body.properties);
    }
  });
}

/** DELETE bulk-delete-issues/ (writers; members only their own items, as DELETE {type}/{id}/): soft delete. */
export async function bulkDelete(db: Db, slug: string, projectId: string, userId: string, ids: string[], now: Date) {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const items = await requireProjectItems(tx, access, userId, ids);
    if (access.projectRole !== ROLE.ADMIN && items.some((i) => i.created_by !== userId)) throw forbidden(WORK_ITEM_TEXT.deleteNotCreator);
    const scope = writeScope(access, userId, now);
    for (const item of items) await updateWorkItem(tx, access.workspace.id, projectId, item.id, { deleted_at: now, updated_by: userId }, now);
    await recordWorkItemChanges(
      tx,
      items.map((i) =>
        itemChange(scope, i.id, 'deleted', [activityRow(scope, i, { verb: 'deleted', field: null, old_value: i.name, comment: 'deleted the work item' })], {
          deleted_at: { old: null, new: now.toISOString() },
        }),
      ),
    );
  });
}

/** POST bulk-archive-issues/ (writers): every item must be in a completed or cancelled state. */
export async function bulkArchive(db: Db, slug: string, projectId: string, userId: string, ids: string[], now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const items = await requireProjectItems(tx, access, userId, ids);
    await checkArchivable(tx, items);
    await archiveItems(tx, writeScope(access, userId, now), items);
    return { archived_at: now.toISOString() };
  });
}

/** POST bulk-subscribe-issues/ (readers): subscribes the caller to every item. */
export async function bulkSubscribe(db: Db, slug: string, projectId: string, userId: string, ids: string[], now: Date) {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_READERS);
    const items = await requireProjectItems(tx, access, userId, ids);
    await subscribeToItems(tx, access.workspace.id, projectId, items.map((i) => i.id), userId, now);
  });
}
