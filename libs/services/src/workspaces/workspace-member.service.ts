import { apiPaths } from '@cairn/types';
import type { Role, WorkspaceMember } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the workspace member calls. */
export function createWorkspaceMemberService(client: ApiClient) {
  return {
    /** GET workspaces/{slug}/members/. */
    list: (slug: string) => client.get<WorkspaceMember[]>(apiPaths.members(slug)),
    /** GET workspaces/{slug}/workspace-members/me/: the caller's membership. */
    me: (slug: string) => client.get<WorkspaceMember>(apiPaths.workspaceMemberMe(slug)),
    /** PATCH workspaces/{slug}/members/{id}/; answers the updated member. */
    updateRole: (slug: string, memberId: string, role: Role) => client.patch<WorkspaceMember>(apiPaths.member(slug, memberId), { role }),
    /** DELETE workspaces/{slug}/members/{id}/. */
    remove: (slug: string, memberId: string) => client.delete<void>(apiPaths.member(slug, memberId)),
    /** POST workspaces/{slug}/members/leave/. */
    leave: (slug: string) => client.post<void>(apiPaths.leaveWorkspace(slug)),
  };
}

/** The workspace member calls. */
export type WorkspaceMemberService = ReturnType<typeof createWorkspaceMemberService>;
