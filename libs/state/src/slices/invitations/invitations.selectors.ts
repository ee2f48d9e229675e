import type { WorkspaceInvitation } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** A workspace's invitations in order (a stable array between renders). */
export const selectWorkspaceInvitations = (state: WebState, slug: string): readonly WorkspaceInvitation[] =>
  listOf(state.invitationIdsBySlug[slug], state.invitationsById);
/** The invitations addressed to the signed-in user (a stable array between renders). */
export const selectMyInvitations = (state: WebState): readonly WorkspaceInvitation[] => listOf(state.myInvitationIds, state.invitationsById);
/** One invitation by id. */
export const selectInvitation = (state: WebState, invitationId: string): WorkspaceInvitation | undefined => state.invitationsById[invitationId];
