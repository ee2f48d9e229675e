import { createStore } from 'zustand/vanilla';
import { devtools } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { StoreDeps, WebState, WebStore } from './types';
import { createUiSlice } from '../slices/ui/ui.slice';
import { createSessionSlice } from '../slices/session/session.slice';
import { createProfileSlice } from '../slices/profile/profile.slice';
import { createSettingsSlice } from '../slices/settings/settings.slice';
import { createWorkspacesSlice } from '../slices/workspaces/workspaces.slice';
import { createMembersSlice } from '../slices/members/members.slice';
import { createInvitationsSlice } from '../slices/invitations/invitations.slice';
import { createProjectsSlice } from '../slices/projects/projects.slice';
import { createProjectMembersSlice } from '../slices/project-members/project-members.slice';
import { createStatesSlice } from '../slices/states/states.slice';
import { createLabelsSlice } from '../slices/labels/labels.slice';
import { createEstimatesSlice } from '../slices/estimates/estimates.slice';
import { createWorkItemsSlice } from '../slices/work-items/work-items.slice';
import { createSubIssuesSlice } from '../slices/sub-issues/sub-issues.slice';
import { createCommentsSlice } from '../slices/comments/comments.slice';
import { createActivitySlice } from '../slices/activity/activity.slice';
import { createWorkItemLinksSlice } from '../slices/work-item-links/work-item-links.slice';
import { createTimeLogsSlice } from '../slices/time-logs/time-logs.slice';
import { createWebhooksSlice } from '../slices/webhooks/webhooks.slice';
import { createApiTokensSlice } from '../slices/api-tokens/api-tokens.slice';
import { createRelationsSlice } from '../slices/relations/relations.slice';
import { createAttachmentsSlice } from '../slices/attachments/attachments.slice';
import { createWorkspaceDraftsSlice } from '../slices/workspace-drafts/workspace-drafts.slice';
import { createCrossActions } from '../cross/cross.actions';
import { createProjectCrossActions } from '../cross/project.actions';
import { createEstimateCrossActions } from '../cross/estimate.actions';
import { createWorkItemCrossActions } from '../cross/work-item.actions';
import { createWorkItemDraftCrossActions } from '../cross/work-item-draft.actions';
import { createWorkItemListsSlice } from '../slices/work-item-lists/work-item-lists.slice';
import { createWorkItemListCrossActions } from '../cross/work-item-list.actions';
import { createLocalCacheSlice } from '../slices/local-cache/local-cache.slice';
import { createBootActions } from '../boot/boot.actions';
import { setMutationFollower } from './mutate';
import { listFollower } from '../slices/work-item-lists/list-placement';
import { createLiveSlice } from '../live/live.slice';
import { createModulesSlice } from '../slices/modules/modules.slice';
import { createCyclesSlice } from '../slices/cycles/cycles.slice';
import { createTeamspacesSlice } from '../slices/teamspaces/teamspaces.slice';
import { createEpicCrossActions } from '../cross/epic.actions';
import { createViewsSlice } from '../slices/views/views.slice';
import { createIntakeSlice } from '../slices/intake/intake.slice';
import { createFavoritesSlice } from '../slices/favorites/favorites.slice';
import { createPagesSlice } from '../slices/pages/pages.slice';
import { createHomeSlice } from '../slices/home/home.slice';
import { createNotificationsSlice } from '../slices/notifications/notifications.slice';
import { createAnalyticsSlice } from '../slices/analytics/analytics.slice';
import { createMemberProfilesSlice } from '../slices/profiles/profiles.slice';
import { createExportsSlice } from '../slices/exports/exports.slice';
import { createUndoSlice } from '../slices/undo/undo.slice';
import { createSearchSlice } from '../slices/search/search.slice';
import { createPublishingSlice } from '../slices/publishing/publishing.slice';

function isTestRun(): boolean {
  return typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';
}

// Devtools in development only: the bundler replaces `process.env.NODE_ENV` with "production" in the app's build, so
// this becomes the pass-through and zustand's devtools leave the production bundle (B8, ~1.5 KB brotli). Read without
// `typeof`/optional chaining on purpose — that exact expression is what the bundler replaces.
const passThrough = ((initializer: unknown) => initializer) as unknown as typeof devtools;
const withDevtools: typeof devtools = process.env.NODE_ENV === 'production' ? passThrough : devtools;

/** Builds the web app's one store from every slice; immer and devtools (not in production builds) are applied here and nowhere else. */
export function createWebStore(deps: StoreDeps): WebStore {
  const store = createStore<WebState>()(
    withDevtools(
      immer((_set, _get, api) => {
        // Server-confirmed work-item writes reach the local cache explicitly (confirmedCacheWrites, live/live-apply.ts).
        const ctx = { store: api, deps };
        return {
          ...createUiSlice(ctx),
          ...createSessionSlice(ctx),
          ...createProfileSlice(ctx),
          ...createSettingsSlice(ctx),
          ...createWorkspacesSlice(ctx),
          ...createMembersSlice(ctx),
          ...createInvitationsSlice(ctx),
          ...createProjectsSlice(ctx),
          ...createProjectMembersSlice(ctx),
          ...createStatesSlice(ctx),
          ...createLabelsSlice(ctx),
          ...createEstimatesSlice(ctx),
          ...createCrossActions(ctx),
          ...createProjectCrossActions(ctx),
          ...createEstimateCrossActions(ctx),
          ...createWorkItemsSlice(ctx),
          ...createSubIssuesSlice(ctx),
          ...createCommentsSlice(ctx),
          ...createActivitySlice(ctx),
          ...createWorkItemLinksSlice(ctx),
          ...createRelationsSlice(ctx),
          ...createAttachmentsSlice(ctx),
          ...createWorkspaceDraftsSlice(ctx),
          ...createWorkItemCrossActions(ctx),
          ...createWorkItemDraftCrossActions(ctx),
          ...createWorkItemListsSlice(ctx),
          ...createWorkItemListCrossActions(ctx),
          ...createLocalCacheSlice(ctx),
          ...createBootActions(ctx),
          ...createLiveSlice(ctx),
          ...createModulesSlice(ctx),
          ...createCyclesSlice(ctx),
          ...createTeamspacesSlice(ctx),
          ...createEpicCrossActions(ctx),
          ...createViewsSlice(ctx),
          ...createIntakeSlice(ctx),
          ...createFavoritesSlice(ctx),
          ...createPagesSlice(ctx),
          ...createHomeSlice(ctx),
          ...createNotificationsSlice(ctx),
          ...createAnalyticsSlice(ctx),
          ...createUndoSlice(ctx),
          ...createSearchSlice(ctx),
          ...createMemberProfilesSlice(ctx),
          ...createExportsSlice(ctx),
          ...createTimeLogsSlice(ctx),
          ...createWebhooksSlice(ctx),
          ...createApiTokensSlice(ctx),
          ...createPublishingSlice(ctx),
        };
      }),
      { name: 'cairn-web', enabled: deps.devtools ?? !isTestRun() },
    ),
  );
  // The loaded lists follow item writes inside mutate (after apply, after the answer, back after a rollback).
  setMutationFollower(store, listFollower(store));
  return store;
}
