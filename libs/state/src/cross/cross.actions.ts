import { initialWorkItemAreaState } from '../slices/work-items/work-item-area';
import { initialLiveState } from '../live/live.slice';
import { initialModulesState } from '../slices/modules/modules.slice';
import { initialCyclesState } from '../slices/cycles/cycles.slice';
import { initialFavoritesState } from '../slices/favorites/favorites.slice';
import { initialTeamspacesState } from '../slices/teamspaces/teamspaces.slice';
import { initialIntakeState } from '../slices/intake/intake.slice';
import { ONBOARDING_STEPS, SPEC_TEXT } from '@cairn/types';
import type { OnboardingStep } from '@cairn/types';
import type { Draft } from 'immer';
import { confirmed } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext, WebState } from '../core/types';
import { initialUiState } from '../slices/ui/ui.slice';
import { initialSessionState } from '../slices/session/session.slice';
import { initialProfileState, PROFILE_KEY } from '../slices/profile/profile.slice';
import { initialSettingsState } from '../slices/settings/settings.slice';
import { dropWorkspace, initialWorkspacesState } from '../slices/workspaces/workspaces.slice';
import { initialMembersState } from '../slices/members/members.slice';
import { initialInvitationsState } from '../slices/invitations/invitations.slice';
import { initialProjectsState } from '../slices/projects/projects.slice';
import { dropProjectData } from './project.actions';
import { dropWorkspaceLists } from '../slices/work-item-lists/work-item-lists.slice';
import { initialProjectMembersState } from '../slices/project-members/project-members.slice';
import { initialStatesState } from '../slices/states/states.slice';
import { initialLabelsState } from '../slices/labels/labels.slice';
import { initialEstimatesState } from '../slices/estimates/estimates.slice';
import { initialViewsState } from '../slices/views/views.slice';
import { initialPagesState } from '../slices/pages/pages.slice';
import { initialNotificationsState } from '../slices/notifications/notifications.slice';
import { initialHomeState } from '../slices/home/home.slice';
import { initialUndoState } from '../slices/undo/undo.slice';
import { initialAnalyticsState } from '../slices/analytics/analytics.slice';
import { initialSearchState } from '../slices/search/search.slice';
import { initialMemberProfilesState } from '../slices/profiles/profiles.slice';
import { initialExportsState } from '../slices/exports/exports.slice';
import { initialTimeLogsState } from '../slices/time-logs/time-logs.slice';
import { initialWebhooksState } from '../slices/webhooks/webhooks.slice';
import { initialApiTokensState } from '../slices/api-tokens/api-tokens.slice';
import { initialPublishingState } from '../slices/publishing/publishing.slice';

/** Actions that touch several slices. */
export interface CrossActions {
  /** Ends the session, then clears the whole store; rethrows (toast "Failed to sign out. Please try again."). */
  signOut(): Promise<void>;
  /** Deactivates the account (DELETE users/me/), then clears the whole store; rethrows. */
  deactivateCurrentUser(): Promise<void>;
  /**
   * Spec §4 onboarding finish: marks every onboarding step true, sets the last workspace to the first workspace,
   * then marks the user onboarded (optimistic; rethrows after rollback).
   */
  finishOnboarding(): Promise<void>;
  /** Leaves a workspace and forgets it and its members and invitations; rethrows. */
  leaveWorkspace(slug: string): Promise<void>;
  /** Accepts several of the user's invitations, then reloads the workspace list; rethrows. */
  acceptMyInvitations(invitationIds: string[]): Promise<void>;
  /** Answers one invitation from its link (accept by default); reloads the workspace list when accepted; rethrows. */
  joinWorkspaceInvitation(slug: string, invitationId: string, accepted?: boolean): Promise<void>;
  /** Puts every slice back to its starting data. */
  resetStore(): void;
}

/** Every slice's starting data, for a reset. */
export function initialData() {
  return {
    ...initialUiState(), ...initialSessionState(), ...initialProfileState(), ...initialSettingsState(),
    ...initialWorkspacesState(), ...initialMembersState(), ...initialInvitationsState(), ...initialProjectsState(), ...initialProjectMembersState(),
    ...initialStatesState(), ...initialLabelsState(), ...initialEstimatesState(),
    ...initialWorkItemAreaState(), ...initialLiveState(), ...initialModulesState(), ...initialCyclesState(), ...initialFavoritesState(), ...initialTeamspacesState(), ...initialIntakeState(), ...initialViewsState(), ...initialPagesState(),
    ...initialNotificationsState(), ...initialHomeState(), ...initialUndoState(),
    ...initialAnalyticsState(), ...initialSearchState(), ...initialMemberProfilesState(), ...initialExportsState(), ...initialTimeLogsState(),
    ...initialWebhooksState(), ...initialApiTokensState(), ...initialPublishingState(),
  };
}

const ALL_STEPS_DONE = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, true])) as OnboardingStep;

function forgetWorkspace(d: Draft<WebState>, slug: string): void {
  const id = d.workspaceIds.find((x) => d.workspacesById[x]?.slug === slug);
  if (id) dropWorkspace(d, id);
  delete d.workspaceMembersBySlug[slug];
  delete d.workspaceMemberIdsBySlug[slug];
  delete d.myWorkspaceMemberBySlug[slug];
  delete d.workspaceDraftIdsBySlug[slug];
  delete d.workspaceDraftCountBySlug[slug];
  delete d.workspaceDraftPagingBySlug[slug];
  delete d.workspaceDraftLoaderBySlug[slug];
  dropWorkspaceLists(d, slug);
  for (const invitationId of d.invitationIdsBySlug[slug] ?? []) {
    if (!d.myInvitationIds.includes(invitationId)) delete d.invitationsById[invitationId];
  }
  delete d.invitationIdsBySlug[slug];
  for (const projectId of d.projectIdsBySlug[slug] ?? []) dropProjectData(d, slug, projectId);
  delete d.projectIdsBySlug[slug];
  delete d.projectLoaderBySlug[slug];
  delete d.projectsStatusBySlug[slug];
  delete d.workspaceLabelIdsBySlug[slug];
  delete d.workspaceEstimateIdsBySlug[slug];
  if (d.currentWorkspaceSlug === slug) d.currentWorkspaceSlug = undefined;
}

function forgetMyInvitations(d: Draft<WebState>, ids: readonly string[]): void {
  d.myInvitationIds = d.myInvitationIds.filter((id) => !ids.includes(id));
  for (const id of ids) delete d.invitationsById[id];
}

/** Creates the cross-slice actions. */
export function createCrossActions({ store, deps }: SliceContext): CrossActions {
  const { auth, users, members, invitations } = deps.services;
  const resetStore = () => {
    // The live stream belongs to the session that is ending.
    store.getState().disconnectLive?.();
    store.setState((d) => {
      Object.assign(d, initialData());
    }, false, 'cross/resetStore');
  };

  // Server-first: the one helper (core/confirmed.ts) reports and rethrows a failure, else applies the answer.
  const run = (action: string, call: () => Promise<unknown>, done: (d: Draft<WebState>) => void) =>
    confirmed(store, { action, call, done: (d) => done(d) }).then(() => undefined);

  return {
    resetStore,
    signOut: async () => {
      await confirmed(store, { action: 'cross/signOut', call: () => auth.signOut(), errorText: SPEC_TEXT.signOutFailed });
      resetStore();
    },
    deactivateCurrentUser: async () => {
      await confirmed(store, { action: 'cross/deactivateCurrentUser', call: () => users.deactivate() });
      resetStore();
    },
    finishOnboarding: async () => {
      if (store.getState().workspacesStatus !== 'ready') await store.getState().loadMyWorkspaces();
      const state = store.getState();
      const first = state.workspaceIds.length > 0 ? state.workspacesById[state.workspaceIds[0]] : undefined;
      await mutate(store, {
        key: PROFILE_KEY,
        apply: (d) => {
          if (d.profile) {
            Object.assign(d.profile.onboarding_step, ALL_STEPS_DONE);
            if (first) d.profile.last_workspace_id = first.id;
            d.profile.is_onboarded = true;
          }
          if (first && d.settings) {
            Object.assign(d.settings.workspace, {
              last_workspace_id: first.id, last_workspace_slug: first.slug, last_workspace_name: first.name, last_workspace_logo: first.logo_url,
            });
          }
        },
        call: async () => {
          await users.updateProfile({ onboarding_step: ALL_STEPS_DONE });
          if (first) await users.updateProfile({ last_workspace_id: first.id });
          return users.finishOnboarding();
        },
        commit: (d, profile) => {
          if (profile) d.profile = profile;
        },
        errorText: SPEC_TEXT.onboardFinishError,
      });
    },
    leaveWorkspace: (slug) => run('cross/leaveWorkspace', () => members.leave(slug), (d) => forgetWorkspace(d, slug)),
    acceptMyInvitations: async (invitationIds) => {
      await run('cross/acceptMyInvitations', () => invitations.accept(invitationIds), (d) => forgetMyInvitations(d, invitationIds));
      await store.getState().loadMyWorkspaces();
    },
    joinWorkspaceInvitation: async (slug, invitationId, accepted = true) => {
      await run('cross/joinWorkspaceInvitation', () => invitations.join(slug, invitationId, accepted), (d) => forgetMyInvitations(d, [invitationId]));
      if (accepted) await store.getState().loadMyWorkspaces();
    },
  };
}
