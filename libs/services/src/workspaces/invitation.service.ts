import { apiPaths } from '@cairn/types';
import type { InvitationCreate, Role, WorkspaceInvitation } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the workspace invitation calls (a workspace's invitations and the user's own). */
export function createInvitationService(client: ApiClient) {
  return {
    /** GET workspaces/{slug}/invitations/. */
    list: (slug: string) => client.get<WorkspaceInvitation[]>(apiPaths.invitations(slug)),
    /** POST workspaces/{slug}/invitations/ with `{emails: [{email, role}]}`. */
    create: (slug: string, emails: InvitationCreate['emails']) => client.post<WorkspaceInvitation[]>(apiPaths.invitations(slug), { emails }),
    /** PATCH workspaces/{slug}/invitations/{id}/; answers the updated invitation. */
    updateRole: (slug: string, invitationId: string, role: Role) => client.patch<WorkspaceInvitation>(apiPaths.invitation(slug, invitationId), { role }),
    /** DELETE workspaces/{slug}/invitations/{id}/. */
    delete: (slug: string, invitationId: string) => client.delete<void>(apiPaths.invitation(slug, invitationId)),
    /** GET users/me/workspaces/invitations/: invitations addressed to the user. */
    listMine: () => client.get<WorkspaceInvitation[]>(apiPaths.myInvitations()),
    /** POST users/me/workspaces/invitations/ `{invitations: ids}`: accepts several at once. */
    accept: (invitationIds: string[]) => client.post<void>(apiPaths.myInvitations(), { invitations: invitationIds }),
    /** POST workspaces/{slug}/invitations/{id}/join/ `{accepted}`: answers one invitation (from its link). */
    join: (slug: string, invitationId: string, accepted = true) => client.post<void>(apiPaths.invitationJoin(slug, invitationId), { accepted }),
  };
}

/** The invitation calls. */
export type InvitationService = ReturnType<typeof createInvitationService>;
