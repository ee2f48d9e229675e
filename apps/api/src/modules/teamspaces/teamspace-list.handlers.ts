import { normalizeWorkItemListQuery, WORK_ITEM_DEFAULT_ORDER_BY, type ListUserPropertiesUpdate, type WorkItemListFilterQuery } from '@cairn/types';
import type { Db } from '../../data/db';
import { findWorkspaceListProperties, mergeWorkspaceListProperties } from '../../data/repositories/list-user-properties.repository';
import { teamViewKey } from '../../data/repositories/teamspaces.repository';
import { listWorkItemPageRows } from '../../data/repositories/work-item-list.repository';
import { DEFAULT_DISPLAY_FILTERS, presentListProperties } from '../work-item-lists/user-properties.presenter';
import { presentListPage } from '../work-item-lists/work-item-lists.presenter';
import { teamspaceAccess, teamspaceListScope } from './teamspaces.access';

// The team list context (issue 14, spec §2): the live work items of the team's projects the caller can see, and the
// caller's settings of that list (workspace_user_properties, view_key team:<id>).

/**
 * GET teamspaces/{id}/issues/ (whoever may see the team): the workspace list's query and page shapes, limited to the
 * team's projects. Manual order means nothing across projects: order_by sort_order is answered as -created_at.
 */
export async function listTeamspaceWorkItems(db: Db, slug: string, teamspaceId: string, userId: string, query: WorkItemListFilterQuery, now: Date) {
  const access = await teamspaceAccess(db, slug, teamspaceId, userId);
  const q = normalizeWorkItemListQuery(query, now);
  if (q.orderBy === 'sort_order' || q.orderBy === '-sort_order') q.orderBy = WORK_ITEM_DEFAULT_ORDER_BY;
  const page = await listWorkItemPageRows(db, await teamspaceListScope(db, access, userId), q, userId);
  return presentListPage(db, access.workspace.id, q, page, userId);
}

/** GET teamspaces/{id}/user-properties/: the caller's settings of the team list, the project list's defaults filled in. */
export async function getTeamspaceListProperties(db: Db, slug: string, teamspaceId: string, userId: string) {
  const access = await teamspaceAccess(db, slug, teamspaceId, userId);
  return presentListProperties(await findWorkspaceListProperties(db, access.workspace.id, userId, teamViewKey(teamspaceId)), DEFAULT_DISPLAY_FILTERS);
}

/** PATCH teamspaces/{id}/user-properties/ (guests in the team too: the settings are the caller's own): merged key by key. */
export async function patchTeamspaceListProperties(db: Db, slug: string, teamspaceId: string, userId: string, body: ListUserPropertiesUpdate, now: Date) {
  const access = await teamspaceAccess(db, slug, teamspaceId, userId);
  const stored = await mergeWorkspaceListProperties(db, access.workspace.id, userId, teamViewKey(teamspaceId), body, now);
  return presentListProperties(stored, DEFAULT_DISPLAY_FILTERS);
}
