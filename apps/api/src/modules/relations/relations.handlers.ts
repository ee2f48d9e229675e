import { ROLE, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, type RelationCreate, type RelationType, API_TEXT } from '@cairn/types';
import type { Db, DbOrTx, Tx } from '../../data/db';
import { deleteRelation, findRelationItems, insertRelations, listRelationRows, type RelationItemRow } from '../../data/repositories/relations.repository';
import type { NewActivity } from '../../data/repositories/work-item-activities.repository';
import type { WorkItemRelationRow } from '../../data/schema/work-items.schema';
import { diffFields } from '../../events/record-event';
import { recordItemChildChanges, type ItemChildChange } from '../../events/work-item-events';
import { badRequest, notFound } from '../../http/errors';
import { effectiveProjectRole } from '../projects/projects.policy';
import { requireWorkItem, WORK_ITEM_READERS, WORK_ITEM_WRITERS, type WorkItemAccess } from '../work-items/work-items.policy';
import { inverseRelation, isSymmetric, seenFrom, toStoredRelation } from './relations.model';
import { presentRelatedItem, presentRelations } from './relations.presenter';

/** Where a relation call points: workspace slug, project and work item from the URL. */
export interface RelationTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

/** Whether the caller may see an item of any project of the workspace (same rule as canSeeWorkItem). */
function canSeeRelated(access: WorkItemAccess, row: RelationItemRow, userId: string): boolean {
  const role = effectiveProjectRole(access.role, row.membership_role);
  if (role === null) return false;
  if (role !== ROLE.GUEST || row.guest_view_all_features) return true;
  return row.created_by === userId;
}

/** Visible related items among `ids`, by id. */
async function visibleItems(h: DbOrTx, access: WorkItemAccess, userId: string, ids: string[]): Promise<Map<string, RelationItemRow>> {
  const rows = await findRelationItems(h, access.workspace.id, userId, [...new Set(ids)]);
  return new Map(rows.filter((r) => canSeeRelated(access, r, userId)).map((r) => [r.id, r]));
}

const identifierOf = (row: { project_identifier: string; sequence_id: number }) => `${row.project_identifier}-${row.sequence_id}`;

/** The activity pair of one relation change: on this item (type as given) and on the other (its inverse). */
function relationActivities(access: WorkItemAccess, other: RelationItemRow, type: RelationType, verb: 'created' | 'deleted', userId: string, now: Date): NewActivity[] {
  const self = access.item;
  const selfIdentifier = `${access.project.identifier}-${self.sequence_id}`;
  const otherIdentifier = identifierOf(other);
  const on = (item: { id: string; project_id: string; is_epic: boolean }, field: RelationType, relatedId: string, relatedIdentifier: string): NewActivity => ({
    workspace_id: access.workspace.id,
    project_id: item.project_id,
    work_item_id: item.id,
    actor_id: userId,
    verb,
    field,
    old_value: verb === 'deleted' ? relatedIdentifier : null,
    new_value: verb === 'created' ? relatedIdentifier : null,
    old_identifier: verb === 'deleted' ? relatedId : null,
    new_identifier: verb === 'created' ? relatedId : null,
    comment: `${verb === 'created' ? 'added' : 'removed'} ${field.replace('_', ' ')} relation ${verb === 'created' ? 'to' : 'from'} ${relatedIdentifier}`,
    is_epic: item.is_epic,
    created_at: now,
  });
  return [on(self, type, other.id, otherIdentifier), on(other, inverseRelation(type), self.id, selfIdentifier)];
}

/** The event of a stored relation row added or removed (on the item that stores it; activities ride on the first). */
function relationChange(row: WorkItemRelationRow, action: 'created' | 'deleted', userId: string, now: Date, activities: NewActivity[]): ItemChildChange {
  return {
    workspaceId: row.workspace_id,
    projectId: row.project_id,
    workItemId: row.work_item_id,
    actorId: userId,
    at: now,
    entityType: 'relation',
    entityId: row.id,
    action,
    changes: diffFields(action === 'created' ? null : row, action === 'created' ? row : null, ['work_item_id', 'related_work_item_id', 'relation_type']),
    activities,
  };
}

/** GET issues/{id}/issue-relation/ (readers): related items per type as seen from this item (hidden ones left out). */
export async function listWorkItemRelations(db: Db, target: RelationTarget, userId: string) {
  const access = await requireWorkItem(db, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
  const seen = (await listRelationRows(db, access.workspace.id, access.item.id)).map((row) => seenFrom(row, access.item.id));
  const items = await visibleItems(db, access, userId, seen.map((s) => s.otherId));
  return presentRelations(seen.flatMap(({ otherId, type }) => (items.has(otherId) ? [{ row: items.get(otherId)!, type }] : [])));
}

/**
 * POST issues/{id}/issue-relation/ (writers): relates this item to each of `issues` (any project of the workspace the
 * caller can see). Relations that already exist are skipped; activity goes on both items. Returns the items related now.
 */
export async function createWorkItemRelations(db: Db, target: RelationTarget, userId: string, body: RelationCreate, now: Date) {
  return db.transaction(async (tx: Tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_WRITERS, { lock: true });
    const self = access.item;
    if (body.issues.includes(self.id)) {
      throw badRequest(WORK_ITEM_TEXT.relationSelf, { issues: [WORK_ITEM_TEXT.relationSelf] }, WORK_ITEM_ERROR_CODE.RELATION_SELF);
    }
    const items = await visibleItems(tx, access, userId, body.issues);
    if (body.issues.some((id) => !items.has(id))) {
      throw badRequest(WORK_ITEM_TEXT.workItemNotFound, { issues: [WORK_ITEM_TEXT.workItemNotFound] });
    }
    const type = body.relation_type;
    const existing = new Set(
      (await listRelationRows(tx, access.workspace.id, self.id)).map((row) => seenFrom(row, self.id)).filter((s) => s.type === type).map((s) => s.otherId),
    );
    const wanted = [...new Set(body.issues)].filter((id) => !existing.has(id));
    const inserted = await insertRelations(
      tx,
      wanted.map((otherId) => {
        const stored = toStoredRelation(self.id, otherId, type);
        const owner = stored.work_item_id === self.id ? self.project_id : items.get(otherId)!.project_id;
        return { ...stored, workspace_id: access.workspace.id, project_id: owner, created_by: userId, created_at: now };
      }),
    );
    const created = inserted.map((row) => items.get(seenFrom(row, self.id).otherId)!);
    await recordItemChildChanges(
      tx,
      inserted.map((row, i) => relationChange(row, 'created', userId, now, relationActivities(access, created[i], type, 'created', userId, now))),
    );
    return created.map((other) => presentRelatedItem(other, type));
  });
}

/** POST issues/{id}/remove-relation/ (writers): removes "this <type> related_issue"; 404 when there is no such relation. */
export async function removeWorkItemRelation(db: Db, target: RelationTarget, userId: string, type: RelationType, relatedId: string, now: Date): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const access = await requireWorkItem(tx, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_WRITERS, { lock: true });
    const self = access.item;
    const stored = toStoredRelation(self.id, relatedId, type);
    const deleted = [...(await deleteRelation(tx, access.workspace.id, stored.work_item_id, stored.related_work_item_id, stored.relation_type))];
    // relates_to and duplicate may have been stored from the other side.
    if (isSymmetric(type)) deleted.push(...(await deleteRelation(tx, access.workspace.id, relatedId, self.id, stored.relation_type)));
    if (deleted.length === 0) throw notFound(API_TEXT.relationNotFound);
    const [other] = await findRelationItems(tx, access.workspace.id, userId, [relatedId]);
    const activities = other ? relationActivities(access, other, type, 'deleted', userId, now) : [];
    await recordItemChildChanges(
      tx,
      deleted.map((row, i) => relationChange(row, 'deleted', userId, now, i === 0 ? activities : [])),
    );
  });
}
