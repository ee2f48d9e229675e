import { apiPaths } from '@cairn/types';
import type { Teamspace, TeamspaceCreate, TeamspaceUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the teamspace calls of a workspace (issue 14): CRUD, members and projects. */
export function createTeamspaceService(client: ApiClient) {
  return {
    /** GET teamspaces/: the workspace's teams the caller may see (guests: only their own). */
    list: (slug: string) => client.get<Teamspace[]>(apiPaths.teamspaces(slug)),
    /** GET teamspaces/{id}/. */
    get: (slug: string, teamspaceId: string) => client.get<Teamspace>(apiPaths.teamspace(slug, teamspaceId)),
    /** POST teamspaces/ (workspace admins; may carry a client id); answers the new team (201). */
    create: (slug: string, body: TeamspaceCreate) => client.post<Teamspace>(apiPaths.teamspaces(slug), body),
    /** PATCH teamspaces/{id}/ (workspace admins); answers the team. */
    update: (slug: string, teamspaceId: string, body: TeamspaceUpdate) => client.patch<Teamspace>(apiPaths.teamspace(slug, teamspaceId), body),
    /** DELETE teamspaces/{id}/ (workspace admins). */
    delete: (slug: string, teamspaceId: string) => client.delete<void>(apiPaths.teamspace(slug, teamspaceId)),
    /** POST teamspaces/{id}/members/ `{member_ids}` (user ids; admins and the lead); answers the team when the server sends it. */
    addMembers: (slug: string, teamspaceId: string, memberIds: string[]) =>
      client.post<Teamspace | undefined>(apiPaths.teamspaceMembers(slug, teamspaceId), { member_ids: memberIds }),
    /** DELETE teamspaces/{id}/members/{memberId}/. */
    removeMember: (slug: string, teamspaceId: string, memberId: string) =>
      client.delete<Teamspace | undefined>(apiPaths.teamspaceMember(slug, teamspaceId, memberId)),
    /** POST teamspaces/{id}/projects/ `{project_ids}` (admins and the lead); answers the team when the server sends it. */
    addProjects: (slug: string, teamspaceId: string, projectIds: string[]) =>
      client.post<Teamspace | undefined>(apiPaths.teamspaceProjects(slug, teamspaceId), { project_ids: projectIds }),
    /** DELETE teamspaces/{id}/projects/{projectId}/. */
    removeProject: (slug: string, teamspaceId: string, projectId: string) =>
      client.delete<Teamspace | undefined>(apiPaths.teamspaceProject(slug, teamspaceId, projectId)),
  };
}

/** The teamspace calls. */
export type TeamspaceService = ReturnType<typeof createTeamspaceService>;
