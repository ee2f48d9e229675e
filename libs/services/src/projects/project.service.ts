import { apiPaths } from '@cairn/types';
import type { Project, ProjectCreate, ProjectLite, ProjectStats, ProjectUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the project calls of a workspace. */
export function createProjectService(client: ApiClient) {
  return {
    /** GET workspaces/{slug}/projects/: the lite list of every project the caller may see. */
    list: (slug: string) => client.get<ProjectLite[]>(apiPaths.projects(slug)),
    /** GET workspaces/{slug}/projects/details/: the full list. */
    listDetails: (slug: string) => client.get<Project[]>(apiPaths.projectsDetails(slug)),
    /** GET workspaces/{slug}/projects/{id}/. */
    get: (slug: string, projectId: string) => client.get<Project>(apiPaths.project(slug, projectId)),
    /** POST workspaces/{slug}/projects/ (may carry a client id); answers the full project. */
    create: (slug: string, body: ProjectCreate) => client.post<Project>(apiPaths.projects(slug), body),
    /** PATCH workspaces/{slug}/projects/{id}/ (general fields, feature toggles, automations); answers the project. */
    update: (slug: string, projectId: string, body: ProjectUpdate) => client.patch<Project>(apiPaths.project(slug, projectId), body),
    /** DELETE workspaces/{slug}/projects/{id}/. */
    delete: (slug: string, projectId: string) => client.delete<void>(apiPaths.project(slug, projectId)),
    /** POST workspaces/{slug}/projects/{id}/archive/; answers the archived project. */
    archive: (slug: string, projectId: string) => client.post<Project>(apiPaths.projectArchive(slug, projectId)),
    /** DELETE workspaces/{slug}/projects/{id}/archive/: restores an archived project; answers it. */
    restore: (slug: string, projectId: string) => client.delete<Project>(apiPaths.projectArchive(slug, projectId)),
    /** POST workspaces/{slug}/projects/join/ `{project_ids}` (all or nothing); answers the joined projects (lite). */
    join: (slug: string, projectIds: string[]) => client.post<ProjectLite[]>(apiPaths.projectsJoin(slug), { project_ids: projectIds }),
    /** Whether a project of the workspace already uses this identifier (the server answers `{exists}`). */
    checkIdentifier: async (slug: string, name: string): Promise<boolean> =>
      (await client.get<{ exists: boolean }>(apiPaths.projectIdentifierCheck(slug, name))).exists === true,
    /** POST workspaces/{slug}/user-favorite-projects/ `{project}`. */
    favorite: (slug: string, projectId: string) =>
      client.post<{ id: string; project: string; created_at: string }>(apiPaths.favoriteProjects(slug), { project: projectId }),
    /** DELETE workspaces/{slug}/user-favorite-projects/{projectId}/. */
    unfavorite: (slug: string, projectId: string) => client.delete<void>(apiPaths.favoriteProject(slug, projectId)),
    /** GET workspaces/{slug}/project-stats/. */
    stats: (slug: string) => client.get<ProjectStats[]>(apiPaths.projectStats(slug)),
  };
}

/** The project calls. */
export type ProjectService = ReturnType<typeof createProjectService>;
