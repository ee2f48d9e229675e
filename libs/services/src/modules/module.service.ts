import { apiPaths } from '@cairn/types';
import type {
  Module, ModuleCreate, ModuleFavorite, ModuleLink, ModuleLinkCreate, ModuleLinkUpdate, ModuleUpdate, PlanningAnalytics, PlanningAnalyticsType,
  WorkItem, WorkItemModulesUpdate,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the module calls of a project (issue 13; spec §7 Modules), plus the workspace-wide module list. */
export function createModuleService(client: ApiClient) {
  return {
    /** GET modules/: the project's modules that are not archived (counts, member_ids, link_module, is_favorite). */
    list: (slug: string, projectId: string) => client.get<Module[]>(apiPaths.modules(slug, projectId)),
    /** GET /api/workspaces/{slug}/modules/: the modules of every project the caller belongs to. */
    listWorkspace: (slug: string) => client.get<Module[]>(apiPaths.workspaceModules(slug)),
    /** GET modules/{id}/. */
    get: (slug: string, projectId: string, moduleId: string) => client.get<Module>(apiPaths.module(slug, projectId, moduleId)),
    /** POST modules/ (may carry a client id); answers the module (201). */
    create: (slug: string, projectId: string, body: ModuleCreate) => client.post<Module>(apiPaths.modules(slug, projectId), body),
    /** PATCH modules/{id}/ (any subset); answers the module. */
    update: (slug: string, projectId: string, moduleId: string, body: ModuleUpdate) => client.patch<Module>(apiPaths.module(slug, projectId, moduleId), body),
    /** PUT modules/{id}/ (the whole module, name required); answers the module. */
    replace: (slug: string, projectId: string, moduleId: string, body: Omit<ModuleCreate, 'id'>) =>
      client.put<Module>(apiPaths.module(slug, projectId, moduleId), body),
    /** DELETE modules/{id}/. */
    delete: (slug: string, projectId: string, moduleId: string) => client.delete<void>(apiPaths.module(slug, projectId, moduleId)),
    /** POST modules/{id}/issues/ {issues}: adds work items of the project; answers the updated items. */
    addWorkItems: (slug: string, projectId: string, moduleId: string, issueIds: string[]) =>
      client.post<WorkItem[]>(apiPaths.moduleIssues(slug, projectId, moduleId), { issues: issueIds }),
    /** DELETE modules/{id}/issues/{issueId}/: takes one work item out of the module. */
    removeWorkItem: (slug: string, projectId: string, moduleId: string, issueId: string) =>
      client.delete<void>(apiPaths.moduleIssue(slug, projectId, moduleId, issueId)),
    /** POST issues/{id}/modules/ {modules, removed_modules}: a work item's modules from its side; answers the item. */
    setWorkItemModules: (slug: string, projectId: string, issueId: string, body: WorkItemModulesUpdate) =>
      client.post<WorkItem>(apiPaths.workItemModules(slug, projectId, issueId), body),
    /** POST modules/{id}/module-links/ {title?, url} (http and https only; may carry a client id); answers the link. */
    createLink: (slug: string, projectId: string, moduleId: string, body: ModuleLinkCreate) =>
      client.post<ModuleLink>(apiPaths.moduleLinks(slug, projectId, moduleId), body),
    /** PATCH modules/{id}/module-links/{linkId}/; answers the link. */
    updateLink: (slug: string, projectId: string, moduleId: string, linkId: string, body: ModuleLinkUpdate) =>
      client.patch<ModuleLink>(apiPaths.moduleLink(slug, projectId, moduleId, linkId), body),
    /** DELETE modules/{id}/module-links/{linkId}/. */
    deleteLink: (slug: string, projectId: string, moduleId: string, linkId: string) =>
      client.delete<void>(apiPaths.moduleLink(slug, projectId, moduleId, linkId)),
    /** POST user-favorite-modules/ {module}. */
    favorite: (slug: string, projectId: string, moduleId: string) =>
      client.post<ModuleFavorite>(apiPaths.favoriteModules(slug, projectId), { module: moduleId }),
    /** DELETE user-favorite-modules/{moduleId}/. */
    unfavorite: (slug: string, projectId: string, moduleId: string) => client.delete<void>(apiPaths.favoriteModule(slug, projectId, moduleId)),
    /** POST modules/{id}/archive/ (only a module not archived yet); answers {archived_at}. */
    archive: (slug: string, projectId: string, moduleId: string) =>
      client.post<{ archived_at: string }>(apiPaths.moduleArchive(slug, projectId, moduleId)),
    /** DELETE modules/{id}/archive/: restores an archived module. */
    restore: (slug: string, projectId: string, moduleId: string) => client.delete<void>(apiPaths.moduleArchive(slug, projectId, moduleId)),
    /** GET archived-modules/. */
    listArchived: (slug: string, projectId: string) => client.get<Module[]>(apiPaths.archivedModules(slug, projectId)),
    /** GET archived-modules/{id}/. */
    getArchived: (slug: string, projectId: string, moduleId: string) => client.get<Module>(apiPaths.archivedModule(slug, projectId, moduleId)),
    /** GET modules/{id}/analytics/?type=points|issues: burndown and breakdowns. */
    analytics: (slug: string, projectId: string, moduleId: string, type: PlanningAnalyticsType) =>
      client.get<PlanningAnalytics>(apiPaths.moduleAnalytics(slug, projectId, moduleId), { searchParams: { type } }),
  };
}

/** The module calls. */
export type ModuleService = ReturnType<typeof createModuleService>;
