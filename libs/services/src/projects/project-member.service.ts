import { apiPaths } from '@cairn/types';
import type { ProjectMember, ProjectMemberMe, ProjectMembersAdd, Role } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the project member calls. */
export function createProjectMemberService(client: ApiClient) {
  return {
    /** GET projects/{id}/members/. */
    list: (slug: string, projectId: string) => client.get<ProjectMember[]>(apiPaths.projectMembers(slug, projectId)),
    /** GET projects/{id}/members/{memberId}/. */
    get: (slug: string, projectId: string, memberId: string) => client.get<ProjectMember>(apiPaths.projectMember(slug, projectId, memberId)),
    /** POST projects/{id}/members/ `{members: [{member_id, role}]}` (bulk, all or nothing); answers the new rows. */
    add: (slug: string, projectId: string, members: ProjectMembersAdd['members']) =>
      client.post<ProjectMember[]>(apiPaths.projectMembers(slug, projectId), { members }),
    /** PATCH projects/{id}/members/{memberId}/ `{role}` (sets role and original_role); answers the member. */
    updateRole: (slug: string, projectId: string, memberId: string, role: Role) =>
      client.patch<ProjectMember>(apiPaths.projectMember(slug, projectId, memberId), { role }),
    /** DELETE projects/{id}/members/{memberId}/. */
    remove: (slug: string, projectId: string, memberId: string) => client.delete<void>(apiPaths.projectMember(slug, projectId, memberId)),
    /** POST projects/{id}/members/leave/ (the last admin cannot leave). */
    leave: (slug: string, projectId: string) => client.post<void>(apiPaths.projectLeave(slug, projectId)),
    /** GET projects/{id}/project-members/me/: the caller's effective membership. */
    me: (slug: string, projectId: string) => client.get<ProjectMemberMe>(apiPaths.projectMemberMe(slug, projectId)),
  };
}

/** The project member calls. */
export type ProjectMemberService = ReturnType<typeof createProjectMemberService>;
