import { WORK_ITEM_TEXT, type LinkCreate, type LinkUpdate, API_TEXT } from '@cairn/types';
import { isUniqueViolation, type Db, type Tx } from '../../data/db';
import { deleteLink, findLink, insertLink, listLinks, updateLink } from '../../data/repositories/links.repository';
import type { WorkItemLinkRow } from '../../data/schema/work-items.schema';
import { diffFields } from '../../events/record-event';
import { recordItemChildChanges } from '../../events/work-item-events';
import { conflict, notFound } from '../../http/errors';
import { requireWorkItem, WORK_ITEM_READERS, WORK_ITEM_WRITERS, type WorkItemAccess } from '../work-items/work-items.policy';
import { presentLink } from './links.presenter';

/** Where a link call points: workspace slug, project and work item from the URL. */
export interface LinkTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

const linkNotFound = () => notFound(WORK_ITEM_TEXT.linkNotFound);

/** One activity row for a link change (field 'link'; values are the urls) and its event, written with the change's `tx`. */
async function recordLinkActivity(tx: Tx, access: WorkItemAccess, userId: string, verb: 'created' | 'updated' | 'deleted', before: WorkItemLinkRow | null, after: WorkItemLinkRow | null, now: Date) {
  const sentence = { created: 'added a link', updated: 'updated a link', deleted: 'removed a link' }[verb];
  const activity = {
    workspace_id: access.workspace.id,
    project_id: access.project.id,
    work_item_id: access.item.id,
    actor_id: userId,
    verb,
    field: 'link',
    old_value: before?.url ?? null,
    new_value: after?.url ?? null,
    old_identifier: before?.id ?? null,
    new_identifier: after?.id ?? null,
    comment: sentence,
      is_epic: access.item.is_epic,
      created_at: now,
  };
  await recordItemChildChanges(tx, [
    {
      workspaceId: access.workspace.id,
      projectId: access.project.id,
      workItemId: access.item.id,
      actorId: userId,
      at: now,
      entityType: 'link',
      entityId: (after ?? before)!.id,
      action: verb,
      changes: diffFields(before, after, ['url', 'title']),
      activities: [activity],
    },
  ]);
}

/** GET issues/{id}/issue-links/ (readers), oldest first. */
export async function listWorkItemLinks(db: Db, target: LinkTarget, userId: string) {
  const access = await requireWorkItem(db, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
  return (await listLinks(db, access.workspace.id, target.projectId, access.item.id)).map(presentLink);
}

/** POST issues/{id}/issue-links/ (writers): http, https or mailto only (checked by the body schema). */
export async function createWorkItemLink(db: Db, target: LinkTarget, userId: string, body: LinkCreate, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_WRITERS);
      const row = await insertLink(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: access.workspace.id,
        project_id: access.project.id,
        work_item_id: access.item.id,
        url: body.url,
        title: body.title ?? '',
        created_by: userId,
        created_at: now,
        updated_at: now,
      });
      await recordLinkActivity(tx, access, userId, 'created', null, row, now);
      return presentLink(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_TEXT.aLinkWithThisIdAlready);
    throw error;
  }
}

/** PATCH issues/{id}/issue-links/{linkId}/ (writers). */
export async function patchWorkItemLink(db: Db, target: LinkTarget, userId: string, linkId: string, body: LinkUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_WRITERS);
    const before = await findLink(tx, access.workspace.id, target.projectId, access.item.id, linkId);
    if (!before) throw linkNotFound();
    const after = await updateLink(tx, access.item.id, linkId, { url: body.url ?? before.url, title: body.title ?? before.title, updated_at: now });
    await recordLinkActivity(tx, access, userId, 'updated', before, after, now);
    return presentLink(after);
  });
}

/** DELETE issues/{id}/issue-links/{linkId}/ (writers). */
export async function removeWorkItemLink(db: Db, target: LinkTarget, userId: string, linkId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_WRITERS);
    const before = await findLink(tx, access.workspace.id, target.projectId, access.item.id, linkId);
    if (!before) throw linkNotFound();
    await deleteLink(tx, access.item.id, linkId);
    await recordLinkActivity(tx, access, userId, 'deleted', before, null, now);
  });
}
