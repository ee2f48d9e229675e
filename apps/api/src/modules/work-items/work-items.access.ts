import { ROLE, type Role, type WorkItemServiceType } from '@cairn/types';
import type { WorkItemWriteScope } from '../../commands/work-item-refs.command';
import type { DbOrTx } from '../../data/db';
import type { ProjectAccess } from '../projects/projects.policy';
import { requireWorkItem, workItemNotFound, type WorkItemAccess } from './work-items.policy';

// Small helpers every work-item handler shares (on top of work-items.policy.ts, which stays the public policy).

/** true for the epics service type. */
export const isEpicType = (type: WorkItemServiceType): boolean => type === 'epics';

/** The write scope of a command from the authorised project. */
export function writeScope(access: ProjectAccess, userId: string, now: Date): WorkItemWriteScope {
  return { workspaceId: access.workspace.id, projectId: access.project.id, projectIdentifier: access.project.identifier, userId, now };
}

/** The creator a list is limited to: the caller when they are a guest without guest_view_all_features, else none. */
export function visibleCreator(access: ProjectAccess, userId: string): string | undefined {
  return access.projectRole === ROLE.GUEST && !access.project.guest_view_all_features ? userId : undefined;
}

/**
 * requireWorkItem for one service type: an epic under issues/ (or an issue under epics/) is "Work item not found".
 * `type` undefined accepts both (paths that exist only under issues/, such as subscribe/ and meta/).
 */
export async function requireTypedItem(
  h: DbOrTx,
  slug: string,
  projectId: string,
  itemId: string,
  userId: string,
  allowed: readonly Role[],
  type: WorkItemServiceType | undefined,
  options: { lock?: boolean; includeDeleted?: boolean } = {},
): Promise<WorkItemAccess> {
  const access = await requireWorkItem(h, slug, projectId, itemId, userId, allowed, options);
  if (type !== undefined && access.item.is_epic !== isEpicType(type)) throw workItemNotFound();
  return access;
}
