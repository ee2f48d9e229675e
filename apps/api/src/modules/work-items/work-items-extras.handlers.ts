import { STATE_GROUPS, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, type StateGroup, type WorkItemServiceType } from '@cairn/types';
import { updateWorkItemCommand } from '../../commands/work-item-update.command';
import type { Db, DbOrTx } from '../../data/db';
import { findWorkItemsIn } from '../../data/repositories/work-item-lookup.repository';
import { listChildWorkItems } from '../../data/repositories/work-items.repository';
import {
  findDescriptionVersion,
  findDisplayProperties,
  listDescriptionVersions,
  upsertDisplayProperties,
} from '../../data/repositories/work-items-extras.repository';
import { addSubscribers, removeSubscriber, subscribedItemIds } from '../../data/repositories/work-items-members.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { badRequest, notFound } from '../../http/errors';
import { requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { requireTypedItem, writeScope } from './work-items.access';
import { presentDescriptionVersion, presentWorkItems } from './work-items.presenter';
import { canSeeWorkItem, WORK_ITEM_READERS, WORK_ITEM_WRITERS } from './work-items.policy';

/** Display properties answered when the user stored none: all on. */
export const DEFAULT_DISPLAY_PROPERTIES: Record<string, boolean> = Object.fromEntries(
  ['assignee', 'start_date', 'due_date', 'labels', 'key', 'priority', 'state', 'sub_issue_count', 'link', 'attachment_count', 'estimate', 'created_on', 'updated_on', 'modules', 'cycle', 'issue_type'].map((k) => [k, true]),
);

/** 400 BULK_FOREIGN_IDS: some id is not a live item of the project the caller may see. */
export function foreignIds() {
  return badRequest(WORK_ITEM_TEXT.bulkForeignIds, { issue_ids: [WORK_ITEM_TEXT.bulkForeignIds] }, WORK_ITEM_ERROR_CODE.BULK_FOREIGN_IDS);
}

/** Every id as a live item of the project the caller can see, in the order given; 400 BULK_FOREIGN_IDS otherwise. */
export async function requireProjectItems(h: DbOrTx, access: ProjectAccess, userId: string, ids: string[]): Promise<WorkItemRow[]> {
  const unique = [...new Set(ids)];
  const rows = await findWorkItemsIn(h, access.workspace.id, access.project.id, unique);
  const byId = new Map(rows.filter((r) => !r.is_intake && canSeeWorkItem(access, r, userId)).map((r) => [r.id, r]));
  if (byId.size !== unique.length) throw foreignIds();
  return unique.map((id) => byId.get(id)!);
}

async function subIssuesOf(h: DbOrTx, access: ProjectAccess, parentId: string, userId: string) {
  const rows = (await listChildWorkItems(h, access.workspace.id, access.project.id, parentId)).filter((r) => canSeeWorkItem(access, r, userId));
  const subIssues = await presentWorkItems(h, access.workspace.id, rows, userId);
  const distribution = Object.fromEntries(STATE_GROUPS.map((g) => [g, 0])) as Record<StateGroup, number>;
  for (const s of subIssues) if (s.state__group) distribution[s.state__group] += 1;
  return { sub_issues: subIssues, state_distribution: distribution };
}

/** GET issues/{id}/sub-issues/ and epics/{id}/issues/ (readers): children and their count per state group. */
export async function listSubIssues(db: Db, slug: string, projectId: string, userId: string, itemId: string, type: WorkItemServiceType) {
  const access = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, type);
  return subIssuesOf(db, access, itemId, userId);
}

/** POST sub-issues/ (writers): each listed item (same project, no loops) gets this parent, with its activity. */
export async function addSubIssues(db: Db, slug: string, projectId: string, userId: string, itemId: string, ids: string[], type: WorkItemServiceType, now: Date) {
  return db.transaction(async (tx) => {
    // Project first, then the item (as patchWorkItem), so concurrent parent changes are decided one at a time.
    await requireProjectRole(tx, slug, projectId, userId, WORK_ITEM_WRITERS, { lock: true });
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_WRITERS, type, { lock: true });
    const children = await requireProjectItems(tx, access, userId, ids);
    const scope = writeScope(access, userId, now);
    for (const child of children) await updateWorkItemCommand(tx, scope, child, { parent_id: itemId });
    return subIssuesOf(tx, access, itemId, userId);
  });
}

/** GET issues/{id}/subscribe/ (readers). */
export async function subscriptionStatus(db: Db, slug: string, projectId: string, userId: string, itemId: string) {
  await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, undefined);
  return { subscribed: (await subscribedItemIds(db, [itemId], userId)).has(itemId) };
}

/** POST (subscribe) / DELETE (unsubscribe) issues/{id}/subscribe/ (readers, guests too). */
export async function setSubscription(db: Db, slug: string, projectId: string, userId: string, itemId: string, subscribe: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireTypedItem(tx, slug, projectId, itemId, userId, WORK_ITEM_READERS, undefined);
    if (subscribe) await addSubscribers(tx, { workspaceId: access.workspace.id, projectId, workItemId: itemId }, [userId], now);
    else await removeSubscriber(tx, itemId, userId);
    return { subscribed: subscribe };
  });
}

/** GET issues/{id}/description-versions/ (readers): newest first. */
export async function listVersions(db: Db, slug: string, projectId: string, userId: string, itemId: string) {
  const access = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, undefined);
  return (await listDescriptionVersions(db, access.workspace.id, projectId, itemId)).map(presentDescriptionVersion);
}

/** GET issues/{id}/description-versions/{versionId}/ (readers). */
export async function retrieveVersion(db: Db, slug: string, projectId: string, userId: string, itemId: string, versionId: string) {
  const access = await requireTypedItem(db, slug, projectId, itemId, userId, WORK_ITEM_READERS, undefined);
  const row = await findDescriptionVersion(db, access.workspace.id, projectId, itemId, versionId);
  if (!row) throw notFound(WORK_ITEM_TEXT.versionNotFound);
  return presentDescriptionVersion(row);
}

/** GET issue-display-properties/ (any project role): stored properties over the all-on defaults. */
export async function getDisplayProperties(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const stored = await findDisplayProperties(db, access.workspace.id, projectId, userId);
  return { properties: { ...DEFAULT_DISPLAY_PROPERTIES, ...(stored as Record<string, boolean> | undefined) } };
}

/** POST issue-display-properties/ (any project role): stores the caller's properties for the project. */
export async function setDisplayProperties(db: Db, slug: string, projectId: string, userId: string, properties: Record<string, boolean>, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const merged = { ...DEFAULT_DISPLAY_PROPERTIES, ...properties };
  await upsertDisplayProperties(db, access.workspace.id, projectId, userId, merged, now);
  return { properties: merged };
}
