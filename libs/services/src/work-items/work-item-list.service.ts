import { apiPaths } from '@cairn/types';
import type { AnyWorkItemPage, ListUserProperties, ListUserPropertiesUpdate, ProfileViewType, WorkspaceListView } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Query of a list request as `workItemListParams` (@cairn/types) builds it: filters, grouping, order, cursor, per_page. */
export type WorkItemListQueryParams = Record<string, string>;

/**
 * Creates the list calls of every list context (project, archived, drafts, workspace views, profile lists) and their
 * per-user display settings. Each list answers a flat, grouped or sub-grouped page depending on group_by / sub_group_by.
 */
export function createWorkItemListService(client: ApiClient) {
  const page = (path: string, params: WorkItemListQueryParams) => client.get<AnyWorkItemPage>(path, { searchParams: params });
  return {
    /** GET {proj}/issues/?filters…: a project's live items (not archived, not drafts). */
    listProject: (slug: string, projectId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.workItems(slug, projectId), params),
    /** GET {proj}/archived-issues/?filters…. */
    listArchived: (slug: string, projectId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.archivedWorkItems(slug, projectId), params),
    /** GET {proj}/issue-drafts/?filters…: the project's draft items. */
    listDrafts: (slug: string, projectId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.workItemDrafts(slug, projectId), params),
    /** GET {proj}/cycles/{cycleId}/cycle-issues/?filters…: a cycle's live items. */
    listCycle: (slug: string, projectId: string, cycleId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.cycleIssues(slug, projectId, cycleId), params),
    /** GET {proj}/modules/{moduleId}/issues/?filters…: a module's live items. */
    listModule: (slug: string, projectId: string, moduleId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.moduleIssues(slug, projectId, moduleId), params),
    /** GET {proj}/views/{viewId}/issues/?filters…: a project view's items (the view's filters and these). */
    listView: (slug: string, projectId: string, viewId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.viewIssues(slug, projectId, viewId), params),
    /** GET /api/workspaces/{slug}/views/{viewId}/issues/?filters…: a saved workspace view's items. */
    listGlobalView: (slug: string, viewId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.workspaceViewIssues(slug, viewId), params),
    /** GET /api/workspaces/{slug}/teamspaces/{id}/issues/?filters…: live items of the team's projects. */
    listTeam: (slug: string, teamspaceId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.teamspaceIssues(slug, teamspaceId), params),
    /** GET /api/workspaces/{slug}/teamspaces/{id}/views/{viewId}/issues/?filters…: a team view's items. */
    listTeamView: (slug: string, teamspaceId: string, viewId: string, params: WorkItemListQueryParams = {}) =>
      page(apiPaths.teamspaceViewIssues(slug, teamspaceId, viewId), params),
    /** GET {proj}/epics/?filters…: the project's epics. */
    listEpics: (slug: string, projectId: string, params: WorkItemListQueryParams = {}) => page(apiPaths.workItems(slug, projectId, 'epics'), params),
    /** GET /api/workspaces/{slug}/issues/?filters…: items of every project the caller can see (a global view). */
    listWorkspace: (slug: string, params: WorkItemListQueryParams = {}) => page(apiPaths.workspaceWorkItems(slug), params),
    /** GET /api/workspaces/{slug}/user-issues/{userId}/{assigned|created|subscribed}/?filters…. */
    listProfile: (slug: string, userId: string, list: ProfileViewType, params: WorkItemListQueryParams = {}) =>
      page(apiPaths.profileWorkItems(slug, userId, list), params),
    /** GET {proj}/user-properties/: the caller's stored filters, display filters and properties (defaults filled). */
    getProjectUserProperties: (slug: string, projectId: string) => client.get<ListUserProperties>(apiPaths.projectUserProperties(slug, projectId)),
    /** PATCH {proj}/user-properties/: each given part is merged key by key; answers the whole stored value. */
    patchProjectUserProperties: (slug: string, projectId: string, patch: ListUserPropertiesUpdate) =>
      client.patch<ListUserProperties>(apiPaths.projectUserProperties(slug, projectId), patch),
    /** GET {proj}/cycles/{cycleId}/user-properties/: the caller's settings of a cycle's list. */
    getCycleUserProperties: (slug: string, projectId: string, cycleId: string) => client.get<ListUserProperties>(apiPaths.cycleUserProperties(slug, projectId, cycleId)),
    /** PATCH {proj}/cycles/{cycleId}/user-properties/; answers the whole stored value. */
    patchCycleUserProperties: (slug: string, projectId: string, cycleId: string, patch: ListUserPropertiesUpdate) =>
      client.patch<ListUserProperties>(apiPaths.cycleUserProperties(slug, projectId, cycleId), patch),
    /** GET {proj}/modules/{moduleId}/user-properties/: the caller's settings of a module's list. */
    getModuleUserProperties: (slug: string, projectId: string, moduleId: string) => client.get<ListUserProperties>(apiPaths.moduleUserProperties(slug, projectId, moduleId)),
    /** PATCH {proj}/modules/{moduleId}/user-properties/; answers the whole stored value. */
    patchModuleUserProperties: (slug: string, projectId: string, moduleId: string, patch: ListUserPropertiesUpdate) =>
      client.patch<ListUserProperties>(apiPaths.moduleUserProperties(slug, projectId, moduleId), patch),
    /** GET {proj}/epics-user-properties/: the caller's settings of the project's epics list. */
    getEpicsUserProperties: (slug: string, projectId: string) => client.get<ListUserProperties>(apiPaths.epicsUserProperties(slug, projectId)),
    /** PATCH {proj}/epics-user-properties/; answers the whole stored value. */
    patchEpicsUserProperties: (slug: string, projectId: string, patch: ListUserPropertiesUpdate) =>
      client.patch<ListUserProperties>(apiPaths.epicsUserProperties(slug, projectId), patch),
    /** GET /api/workspaces/{slug}/teamspaces/{id}/user-properties/: the caller's settings of the team's list. */
    getTeamUserProperties: (slug: string, teamspaceId: string) => client.get<ListUserProperties>(apiPaths.teamspaceUserProperties(slug, teamspaceId)),
    /** PATCH /api/workspaces/{slug}/teamspaces/{id}/user-properties/; answers the whole stored value. */
    patchTeamUserProperties: (slug: string, teamspaceId: string, patch: ListUserPropertiesUpdate) =>
      client.patch<ListUserProperties>(apiPaths.teamspaceUserProperties(slug, teamspaceId), patch),
    /** GET /api/workspaces/{slug}/user-properties/{view}/ (a global view or a profile list). */
    getWorkspaceUserProperties: (slug: string, view: WorkspaceListView) => client.get<ListUserProperties>(apiPaths.workspaceUserProperties(slug, view)),
    /** PATCH /api/workspaces/{slug}/user-properties/{view}/; answers the whole stored value. */
    patchWorkspaceUserProperties: (slug: string, view: WorkspaceListView, patch: ListUserPropertiesUpdate) =>
      client.patch<ListUserProperties>(apiPaths.workspaceUserProperties(slug, view), patch),
  };
}

/** The list calls. */
export type WorkItemListService = ReturnType<typeof createWorkItemListService>;
