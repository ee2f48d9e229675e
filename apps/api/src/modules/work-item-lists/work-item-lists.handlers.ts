import { normalizeWorkItemListQuery, PROJECT_TEXT, WORK_ITEM_DEFAULT_ORDER_BY, type ProfileViewType, type WorkItemListFilterQuery, type WorkItemServiceType } from '@cairn/types';
import type { Db } from '../../data/db';
import { listWorkItemPageRows } from '../../data/repositories/work-item-list.repository';
import { findActiveMembership } from '../../data/repositories/workspace-members.repository';
import { notFound } from '../../http/errors';
import { requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { isEpicType } from '../work-items/work-items.access';
import { WORK_ITEM_READERS } from '../work-items/work-items.policy';
import { projectListScope, workspaceListScope, type ProjectListContext } from './work-item-lists.access';
import { presentListPage } from './work-item-lists.presenter';

/**
 * GET {type}/ (live items; epics only under epics/), archived-issues/ and issue-drafts/ (non-epics) of a project
 * (every project role; guests without guest_view_all_features see only their own): flat, grouped or sub-grouped.
 */
export async function listProjectWorkItems(db: Db, slug: string, projectId: string, userId: string, query: WorkItemListFilterQuery, context: ProjectListContext, type: WorkItemServiceType, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const q = normalizeWorkItemListQuery(query, now);
  const page = await listWorkItemPageRows(db, projectListScope(access, userId, context, isEpicType(type)), q, userId);
  return presentListPage(db, access.workspace.id, q, page, userId);
}

/**
 * GET /api/workspaces/{slug}/issues/ (any workspace member): live items of every project the caller can see. Manual
 * order means nothing across projects: order_by sort_order is answered as -created_at (spec §4, global views).
 */
export async function listWorkspaceWorkItems(db: Db, slug: string, userId: string, query: WorkItemListFilterQuery, now: Date) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const q = normalizeWorkItemListQuery(query, now);
  if (q.orderBy === 'sort_order' || q.orderBy === '-sort_order') q.orderBy = WORK_ITEM_DEFAULT_ORDER_BY;
  const page = await listWorkItemPageRows(db, await workspaceListScope(db, access, userId), q, userId);
  return presentListPage(db, access.workspace.id, q, page, userId);
}

/**
 * GET /api/workspaces/{slug}/user-issues/{userId}/{assigned|created|subscribed}/ (any workspace member): the user's
 * items among those the CALLER can see. A user who is not an active member of the workspace → 404 'Member not found'.
 */
export async function listProfileWorkItems(db: Db, slug: string, callerId: string, profileUserId: string, list: ProfileViewType, query: WorkItemListFilterQuery, now: Date) {
  const access = await requireWorkspaceRole(db, slug, callerId, ANY_ROLE);
  if (!(await findActiveMembership(db, access.workspace.id, profileUserId))) throw notFound(PROJECT_TEXT.memberNotFound);
  const q = normalizeWorkItemListQuery(query, now);
  const page = await listWorkItemPageRows(db, await workspaceListScope(db, access, callerId, { userId: profileUserId, list }), q, callerId);
  return presentListPage(db, access.workspace.id, q, page, callerId);
}
