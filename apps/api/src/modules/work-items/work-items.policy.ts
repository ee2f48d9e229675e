import { ROLE, WORK_ITEM_ERROR_CODE, WORK_ITEM_TEXT, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findWorkItem } from '../../data/repositories/work-item-lookup.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { notFound } from '../../http/errors';
import { requireProjectRole, type ProjectAccess } from '../projects/projects.policy';

/** Who may read work items, comment, react and subscribe: every project role. */
export const WORK_ITEM_READERS: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST];
/** Who may create, edit, delete, archive and relate work items: project admins and members. */
export const WORK_ITEM_WRITERS: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER];

/** 404 "Work item not found" (unknown ids, other projects' items, items a guest may not see). */
export function workItemNotFound() {
  return notFound(WORK_ITEM_TEXT.workItemNotFound, WORK_ITEM_ERROR_CODE.WORK_ITEM_NOT_FOUND);
}

/**
 * A guest sees only the items they created unless the project sets guest_view_all_features (never for an intake
 * request that is not accepted: guests see only their own requests); everyone else sees all.
 */
export function canSeeWorkItem(access: ProjectAccess, item: Pick<WorkItemRow, 'created_by'> & Partial<Pick<WorkItemRow, 'is_intake'>>, userId: string): boolean {
  if (access.projectRole !== ROLE.GUEST || (access.project.guest_view_all_features && !item.is_intake)) return true;
  return item.created_by === userId;
}

/** The access and the work item a work-item-scoped call is about. */
export interface WorkItemAccess extends ProjectAccess {
  item: WorkItemRow;
}

/**
 * Authorises a call on one work item: project role in `allowed` (requireProjectRole: 404 / 403), then the item by
 * (workspace, project, id) — missing, soft-deleted (unless includeDeleted) or hidden from a guest → 404
 * "Work item not found". With `lock` the item row is locked (use inside a transaction).
 */
export async function requireWorkItem(
  h: DbOrTx,
  slug: string,
  projectId: string,
  workItemId: string,
  userId: string,
  allowed: readonly Role[],
  options: { lock?: boolean; includeDeleted?: boolean } = {},
): Promise<WorkItemAccess> {
  const access = await requireProjectRole(h, slug, projectId, userId, allowed);
  const item = await findWorkItem(h, access.workspace.id, projectId, workItemId, options);
  if (!item || !canSeeWorkItem(access, item, userId)) throw workItemNotFound();
  return { ...access, item };
}
