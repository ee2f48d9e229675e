import { apiPaths } from '@cairn/types';
import type {
  BulkOperation, DescriptionVersion, SubIssuesResponse, SubscriptionStatus, WorkItem, WorkItemCreate, WorkItemDetail, WorkItemMeta,
  WorkItemPage, WorkItemServiceType, WorkItemUpdate,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Query of a work-item list: cursor `perPage:pageIndex:offset`, page size and filter params (comma-joined values). */
export type WorkItemListParams = Record<string, string | number | boolean | undefined>;

/** One date change of POST issue-dates/. */
export interface WorkItemDatesChange {
  id: string;
  start_date?: string | null;
  target_date?: string | null;
}

/** Creates the work-item calls; `type` picks the issues or epics path family where the path has one (default issues). */
export function createWorkItemService(client: ApiClient) {
  return {
    /** GET {type}/?cursor&per_page&filters: one page of a project's items. */
    list: (slug: string, projectId: string, params: WorkItemListParams = {}, type: WorkItemServiceType = 'issues') =>
      client.get<WorkItemPage>(apiPaths.workItems(slug, projectId, type), { searchParams: params }),
    /** GET {type}/list/?issues=a,b: items by id (unknown and foreign ids are left out). */
    listByIds: (slug: string, projectId: string, ids: string[], type: WorkItemServiceType = 'issues') =>
      client.get<WorkItem[]>(`${apiPaths.workItems(slug, projectId, type)}list/`, { searchParams: { issues: ids.join(',') } }),
    /** POST {type}/ (may carry a client-generated id); answers the item. */
    create: (slug: string, projectId: string, body: WorkItemCreate, type: WorkItemServiceType = 'issues') =>
      client.post<WorkItem>(apiPaths.workItems(slug, projectId, type), body),
    /** GET {type}/{id}/?expand=a,b. */
    get: (slug: string, projectId: string, id: string, expand: readonly string[] = [], type: WorkItemServiceType = 'issues') =>
      client.get<WorkItemDetail>(apiPaths.workItem(slug, projectId, id, type), { searchParams: { expand: expand.length ? expand.join(',') : undefined } }),
    /** GET workspaces/{slug}/work-items/{IDENT}-{seq}/. */
    getByIdentifier: (slug: string, identifier: string, sequence: number) =>
      client.get<WorkItemDetail>(apiPaths.workItemByIdentifier(slug, identifier, sequence)),
    /** PATCH {type}/{id}/ (any subset; is_draft false turns a draft into an item); answers the item. */
    update: (slug: string, projectId: string, id: string, body: WorkItemUpdate, type: WorkItemServiceType = 'issues') =>
      client.patch<WorkItem>(apiPaths.workItem(slug, projectId, id, type), body),
    /** DELETE {type}/{id}/ (soft delete). */
    delete: (slug: string, projectId: string, id: string, type: WorkItemServiceType = 'issues') =>
      client.delete<void>(apiPaths.workItem(slug, projectId, id, type)),
    /** POST {type}/{id}/archive/; answers `{archived_at}`. */
    archive: (slug: string, projectId: string, id: string, type: WorkItemServiceType = 'issues') =>
      client.post<{ archived_at: string }>(apiPaths.workItemArchive(slug, projectId, id, type)),
    /** DELETE {type}/{id}/archive/: restores an archived item; answers it. */
    restore: (slug: string, projectId: string, id: string, type: WorkItemServiceType = 'issues') =>
      client.delete<WorkItem>(apiPaths.workItemArchive(slug, projectId, id, type)),
    /** GET {type}/{id}/archive/: one archived item. */
    getArchived: (slug: string, projectId: string, id: string, type: WorkItemServiceType = 'issues') =>
      client.get<WorkItem>(apiPaths.workItemArchive(slug, projectId, id, type)),
    /** GET archived-issues/?cursor…. */
    listArchived: (slug: string, projectId: string, params: WorkItemListParams = {}) =>
      client.get<WorkItemPage>(apiPaths.archivedWorkItems(slug, projectId), { searchParams: params }),
    /** GET deleted-issues/?cursor…: the soft-deleted items. */
    listDeleted: (slug: string, projectId: string, params: WorkItemListParams = {}) =>
      client.get<WorkItemPage>(apiPaths.deletedWorkItems(slug, projectId), { searchParams: params }),
    /** GET issues/{id}/meta/. */
    meta: (slug: string, projectId: string, id: string) => client.get<WorkItemMeta>(apiPaths.workItemMeta(slug, projectId, id)),
    /** GET issue-drafts/?cursor…: a project's draft items. */
    listDrafts: (slug: string, projectId: string, params: WorkItemListParams = {}) =>
      client.get<WorkItemPage>(apiPaths.workItemDrafts(slug, projectId), { searchParams: params }),
    /** POST issue-drafts/. */
    createDraft: (slug: string, projectId: string, body: WorkItemCreate) => client.post<WorkItem>(apiPaths.workItemDrafts(slug, projectId), body),
    /** GET issue-drafts/{id}/. */
    getDraft: (slug: string, projectId: string, id: string) => client.get<WorkItem>(apiPaths.workItemDraft(slug, projectId, id)),
    /** PATCH issue-drafts/{id}/. */
    updateDraft: (slug: string, projectId: string, id: string, body: WorkItemUpdate) =>
      client.patch<WorkItem>(apiPaths.workItemDraft(slug, projectId, id), body),
    /** DELETE issue-drafts/{id}/. */
    deleteDraft: (slug: string, projectId: string, id: string) => client.delete<void>(apiPaths.workItemDraft(slug, projectId, id)),
    /** GET sub-issues/ (issues/ of an epic): the children and their state_distribution. */
    getSubIssues: (slug: string, projectId: string, id: string, type: WorkItemServiceType = 'issues') =>
      client.get<SubIssuesResponse>(apiPaths.subIssues(slug, projectId, id, type)),
    /** POST sub-issues/ `{sub_issue_ids}`: makes each a child; answers the new children list. */
    addSubIssues: (slug: string, projectId: string, id: string, subIssueIds: string[], type: WorkItemServiceType = 'issues') =>
      client.post<SubIssuesResponse>(apiPaths.subIssues(slug, projectId, id, type), { sub_issue_ids: subIssueIds }),
    /** GET subscribe/ → `{subscribed}`. */
    getSubscription: (slug: string, projectId: string, id: string) => client.get<SubscriptionStatus>(apiPaths.subscription(slug, projectId, id)),
    /** POST subscribe/ → `{subscribed}`. */
    subscribe: (slug: string, projectId: string, id: string) => client.post<SubscriptionStatus>(apiPaths.subscription(slug, projectId, id)),
    /** DELETE subscribe/ → `{subscribed}`. */
    unsubscribe: (slug: string, projectId: string, id: string) => client.delete<SubscriptionStatus>(apiPaths.subscription(slug, projectId, id)),
    /** GET description-versions/. */
    listDescriptionVersions: (slug: string, projectId: string, id: string) =>
      client.get<DescriptionVersion[]>(apiPaths.descriptionVersions(slug, projectId, id)),
    /** GET description-versions/{versionId}/. */
    getDescriptionVersion: (slug: string, projectId: string, id: string, versionId: string) =>
      client.get<DescriptionVersion>(apiPaths.descriptionVersion(slug, projectId, id, versionId)),
    /** GET issue-display-properties/ → `{properties}`. */
    getDisplayProperties: (slug: string, projectId: string) =>
      client.get<{ properties: Record<string, boolean> }>(apiPaths.displayProperties(slug, projectId)),
    /** POST issue-display-properties/ `{properties}` → `{properties}`. */
    setDisplayProperties: (slug: string, projectId: string, properties: Record<string, boolean>) =>
      client.post<{ properties: Record<string, boolean> }>(apiPaths.displayProperties(slug, projectId), { properties }),
    /** POST issue-dates/ `{updates}`. */
    updateDates: (slug: string, projectId: string, updates: WorkItemDatesChange[]) =>
      client.post<void>(apiPaths.workItemDates(slug, projectId), { updates }),
    /** POST bulk-operation-issues/ `{issue_ids, properties}`. */
    bulkOperation: (slug: string, projectId: string, body: BulkOperation) => client.post<void>(apiPaths.bulkOperation(slug, projectId), body),
    /** DELETE bulk-delete-issues/ `{issue_ids}`. */
    bulkDelete: (slug: string, projectId: string, ids: string[]) =>
      client.request<void>('DELETE', apiPaths.bulkDelete(slug, projectId), { json: { issue_ids: ids } }),
    /** POST bulk-archive-issues/ `{issue_ids}`; answers `{archived_at}`. */
    bulkArchive: (slug: string, projectId: string, ids: string[]) =>
      client.post<{ archived_at: string }>(apiPaths.bulkArchive(slug, projectId), { issue_ids: ids }),
    /** POST bulk-subscribe-issues/ `{issue_ids}`. */
    bulkSubscribe: (slug: string, projectId: string, ids: string[]) => client.post<void>(apiPaths.bulkSubscribe(slug, projectId), { issue_ids: ids }),
  };
}

/** The work-item calls. */
export type WorkItemService = ReturnType<typeof createWorkItemService>;
