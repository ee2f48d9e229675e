import type { InvitationCreate, Role, WorkspaceInvitation } from '@cairn/types';
import { load } from '../../core/load';
import { confirmed } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext } from '../../core/types';

/** A workspace's invitations (per slug) and the invitations addressed to the user. */
export interface InvitationsSlice {
  /** Every invitation known to the store, by id. */
  invitationsById: Record<string, WorkspaceInvitation>;
  /** slug → the workspace's invitation ids. */
  invitationIdsBySlug: Record<string, string[]>;
  /** Ids of the invitations addressed to the signed-in user. */
  myInvitationIds: string[];
  /** GET workspaces/{slug}/invitations/. Never throws. */
  loadWorkspaceInvitations(slug: string): Promise<WorkspaceInvitation[] | undefined>;
  /** POST workspaces/{slug}/invitations/, then reloads the list (only server rows enter the store); rethrows. */
  createWorkspaceInvitations(slug: string, emails: InvitationCreate['emails']): Promise<void>;
  /** Optimistic PATCH of an invitation's role; rethrows after rollback. */
  updateWorkspaceInvitationRole(slug: string, invitationId: string, role: Role): Promise<WorkspaceInvitation>;
  /** Optimistic DELETE of an invitation; rethrows after rollback. */
  deleteWorkspaceInvitation(slug: string, invitationId: string): Promise<void>;
  /** GET users/me/workspaces/invitations/. Never throws. */
  loadMyInvitations(): Promise<WorkspaceInvitation[] | undefined>;
}

/** The invitations slice's data when the store starts or is reset. */
export function initialInvitationsState(): Pick<InvitationsSlice, 'invitationsById' | 'invitationIdsBySlug' | 'myInvitationIds'> {
  return { invitationsById: {}, invitationIdsBySlug: {}, myInvitationIds: [] };
}

function invitationKey(invitationId: string): string {
  return `invitation:${invitationId}`;
}

/** Creates the invitations slice. */
export function createInvitationsSlice({ store, deps }: SliceContext): InvitationsSlice {
  const { invitations } = deps.services;
  const loadWorkspaceInvitations = (slug: string) => load(store, {
    action: 'invitations/loadWorkspaceInvitations',
    call: () => invitations.list(slug),
    done: (d, list) => {
      for (const id of d.invitationIdsBySlug[slug] ?? []) {
        if (!d.myInvitationIds.includes(id)) delete d.invitationsById[id];
      }
      for (const invitation of list) d.invitationsById[invitation.id] = invitation;
      d.invitationIdsBySlug[slug] = list.map((i) => i.id);
    },
  });
  return {
    ...initialInvitationsState(),
    loadWorkspaceInvitations,
    createWorkspaceInvitations: async (slug, emails) => {
      await confirmed(store, { action: 'invitations/createWorkspaceInvitations', call: () => invitations.create(slug, emails) });
      await loadWorkspaceInvitations(slug);
    },
    updateWorkspaceInvitationRole: (slug, invitationId, role) => mutate(store, {
      key: invitationKey(invitationId),
      apply: (d) => {
        const invitation = d.invitationsById[invitationId];
        if (invitation) invitation.role = role;
      },
      call: () => invitations.updateRole(slug, invitationId, role),
      commit: (d, invitation) => {
        if (invitation && d.invitationsById[invitationId]) d.invitationsById[invitationId] = invitation;
      },
    }),
    deleteWorkspaceInvitation: (slug, invitationId) => mutate(store, {
      key: invitationKey(invitationId),
      apply: (d) => {
        delete d.invitationsById[invitationId];
        const ids = d.invitationIdsBySlug[slug];
        if (ids) d.invitationIdsBySlug[slug] = ids.filter((id) => id !== invitationId);
      },
      call: () => invitations.delete(slug, invitationId),
    }),
    loadMyInvitations: () => load(store, {
      action: 'invitations/loadMyInvitations',
      call: () => invitations.listMine(),
      done: (d, list) => {
        for (const invitation of list) d.invitationsById[invitation.id] = invitation;
        d.myInvitationIds = list.map((i) => i.id);
      },
    }),
  };
}
