import type { AnyWorkItemPage, WorkItem, WorkItemCreate, WorkItemListFilterQuery, WorkItemUpdate } from '@cairn/types';
import type { Db } from '../../../data/db';
import { searchText, searchWorkItems } from '../../../data/repositories/search.repository';
import { listCycleWorkItems } from '../../cycles/cycle-items.handlers';
import { listModuleWorkItems } from '../../modules/module-items.handlers';
import { requireSearchScope } from '../../search/search.policy';
import { listProjectWorkItems, listWorkspaceWorkItems } from '../../work-item-lists/work-item-lists.handlers';
import { createWorkItem, patchWorkItem, retrieveByIdentifier, retrieveWorkItem } from '../../work-items/work-items.handlers';
import { v1Envelope, v1PageOf } from '../v1-pagination';
import { v1FiltersToQuery } from './work-item-filters.v1';
import { presentV1WorkItems, presentV1WorkItemWith } from './work-item.v1.presenter';
import type { V1WorkItemCreate, V1WorkItemListQuery, V1WorkItemUpdate } from './work-items.v1.schemas';

// v1 work items over the app's handlers: the same authorisation, commands, activity and events; only shapes change.

/** What a v1 list reads: live or archived items of the project, the items of a cycle or module, or of the workspace. */
export type V1ItemList = { kind: 'project'; archived: boolean } | { kind: 'cycle'; cycleId: string } | { kind: 'module'; moduleId: string } | { kind: 'workspace' };

/** The v1 body's fields under the app's names (only those given). */
function appFields(body: V1WorkItemCreate | V1WorkItemUpdate): WorkItemUpdate {
  const out: WorkItemUpdate = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.description_html !== undefined) out.description_html = body.description_html;
  if (body.state !== undefined) out.state_id = body.state;
  if (body.assignees !== undefined) out.assignee_ids = body.assignees;
  if (body.labels !== undefined) out.label_ids = body.labels;
  if (body.parent !== undefined) out.parent_id = body.parent;
  if (body.estimate_point !== undefined) out.estimate_point = body.estimate_point;
  if (body.start_date !== undefined) out.start_date = body.start_date;
  if (body.target_date !== undefined) out.target_date = body.target_date;
  if (body.priority !== undefined) out.priority = body.priority;
  if (body.sort_order !== undefined) out.sort_order = body.sort_order;
  return out;
}

/**
 * A page of a list as the v1 envelope. The app's list handler pages in SQL (cursor perPage:page:offset); v1's cursor
 * per_page:page:is_prev is turned into it.
 */
export async function listV1WorkItems(db: Db, slug: string, projectId: string | null, userId: string, list: V1ItemList, query: V1WorkItemListQuery, now: Date) {
  const page = v1PageOf(query);
  const appQuery: WorkItemListFilterQuery = { ...v1FiltersToQuery(query.filters), per_page: page.perPage, cursor: `${page.perPage}:${page.page}:${page.offset}`, order_by: query.order_by };
  let result: AnyWorkItemPage;
  if (list.kind === 'workspace' || projectId === null) result = await listWorkspaceWorkItems(db, slug, userId, appQuery, now);
  else if (list.kind === 'cycle') result = await listCycleWorkItems(db, slug, projectId, userId, list.cycleId, appQuery, now);
  else if (list.kind === 'module') result = await listModuleWorkItems(db, { slug, projectId }, userId, list.moduleId, appQuery, now);
  else result = await listProjectWorkItems(db, slug, projectId, userId, appQuery, list.archived ? 'archived' : 'active', 'issues', now);
  // Without group_by the app answers a flat page.
  const items = (Array.isArray(result.results) ? result.results : []) as WorkItem[];
  const workspaceId = items[0]?.workspace_id ?? '';
  return v1Envelope(await presentV1WorkItems(db, workspaceId, items, userId, query), result.total_count, page);
}

/** POST work-items/ (project admins and members): `module` puts the new item in that module. */
export async function createV1WorkItem(db: Db, slug: string, projectId: string, userId: string, body: V1WorkItemCreate, now: Date) {
  const create: WorkItemCreate = { ...appFields(body), name: body.name, ...(body.module ? { module_ids: [body.module] } : {}) };
  const item = await createWorkItem(db, slug, projectId, userId, create, 'issues', now);
  return presentV1WorkItemWith(db, item.workspace_id, item, userId, {});
}

/** GET work-items/{id}/ (every project role that can see the item). */
export async function retrieveV1WorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, query: { expand?: string; fields?: string }) {
  const item = await retrieveWorkItem(db, slug, projectId, userId, itemId, 'issues', undefined);
  return presentV1WorkItemWith(db, item.workspace_id, item, userId, query);
}

/** PATCH work-items/{id}/ (project admins and members): `module` adds the item to that module (others are kept). */
export async function updateV1WorkItem(db: Db, slug: string, projectId: string, userId: string, itemId: string, body: V1WorkItemUpdate, now: Date) {
  const patch = appFields(body);
  if (body.module) {
    const current = await retrieveWorkItem(db, slug, projectId, userId, itemId, 'issues', undefined);
    if (!current.module_ids.includes(body.module)) patch.module_ids = [...current.module_ids, body.module];
  }
  const item = await patchWorkItem(db, slug, projectId, userId, itemId, patch, 'issues', now);
  return presentV1WorkItemWith(db, item.workspace_id, item, userId, {});
}

/** GET /workspaces/{slug}/work-items/{PROJ}-{seq}/ (any member who can see the item; 404 otherwise). */
export async function retrieveV1WorkItemByIdentifier(db: Db, slug: string, userId: string, key: string, query: { expand?: string; fields?: string }) {
  const item = await retrieveByIdentifier(db, slug, userId, key, undefined);
  return presentV1WorkItemWith(db, item.workspace_id, item, userId, query);
}

/** GET /workspaces/{slug}/work-items/search/: the seed's WorkItemSearch, best first (the app's search ranking and scope). */
export async function searchV1WorkItems(db: Db, slug: string, userId: string, query: { search?: string; project?: string; limit?: number }) {
  const { access, scope } = await requireSearchScope(db, slug, userId, query.project);
  const raw = (query.search ?? '').trim();
  if (!raw) return { issues: [] };
  const rows = await searchWorkItems(db, scope, searchText(raw), raw, query.limit ?? 20);
  return {
    issues: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sequence_id: r.sequence_id,
      project__identifier: r.project__identifier,
      project_id: r.project_id,
      workspace__slug: access.workspace.slug,
      state_id: r.state_id,
      priority: r.priority,
    })),
  };
}
