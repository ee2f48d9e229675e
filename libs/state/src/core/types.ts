import type { Mutate, StoreApi } from 'zustand/vanilla';
import type { OpenWorkspaceStream, Services } from '@cairn/services';
import type { UiSlice } from '../slices/ui/ui.slice';
import type { SessionSlice } from '../slices/session/session.slice';
import type { ProfileSlice } from '../slices/profile/profile.slice';
import type { SettingsSlice } from '../slices/settings/settings.slice';
import type { WorkspacesSlice } from '../slices/workspaces/workspaces.slice';
import type { MembersSlice } from '../slices/members/members.slice';
import type { InvitationsSlice } from '../slices/invitations/invitations.slice';
import type { ProjectsSlice } from '../slices/projects/projects.slice';
import type { ProjectMembersSlice } from '../slices/project-members/project-members.slice';
import type { StatesSlice } from '../slices/states/states.slice';
import type { LabelsSlice } from '../slices/labels/labels.slice';
import type { EstimatesSlice } from '../slices/estimates/estimates.slice';
import type { WorkItemsSlice } from '../slices/work-items/work-items.slice';
import type { SubIssuesSlice } from '../slices/sub-issues/sub-issues.slice';
import type { CommentsSlice } from '../slices/comments/comments.slice';
import type { ActivitySlice } from '../slices/activity/activity.slice';
import type { WorkItemLinksSlice } from '../slices/work-item-links/work-item-links.slice';
import type { TimeLogsSlice } from '../slices/time-logs/time-logs.slice';
import type { WebhooksSlice } from '../slices/webhooks/webhooks.slice';
import type { ApiTokensSlice } from '../slices/api-tokens/api-tokens.slice';
import type { RelationsSlice } from '../slices/relations/relations.slice';
import type { AttachmentsSlice } from '../slices/attachments/attachments.slice';
import type { WorkspaceDraftsSlice } from '../slices/workspace-drafts/workspace-drafts.slice';
import type { CrossActions } from '../cross/cross.actions';
import type { ProjectCrossActions } from '../cross/project.actions';
import type { EstimateCrossActions } from '../cross/estimate.actions';
import type { WorkItemCrossActions } from '../cross/work-item.actions';
import type { WorkItemDraftCrossActions } from '../cross/work-item-draft.actions';
import type { WorkItemListsSlice } from '../slices/work-item-lists/work-item-lists.slice';
import type { WorkItemListCrossActions } from '../cross/work-item-list.actions';
import type { LocalCacheSlice } from '../slices/local-cache/local-cache.slice';
import type { LocalCachePort } from '../slices/local-cache/local-cache.port';
import type { BootActions } from '../boot/boot.actions';
import type { LiveSlice } from '../live/live.slice';
import type { ModulesSlice } from '../slices/modules/modules.slice';
import type { CyclesSlice } from '../slices/cycles/cycles.slice';
import type { TeamspacesSlice } from '../slices/teamspaces/teamspaces.slice';
import type { EpicCrossActions } from '../cross/epic.actions';
import type { ViewsSlice } from '../slices/views/views.slice';
import type { IntakeSlice } from '../slices/intake/intake.slice';
import type { FavoritesSlice } from '../slices/favorites/favorites.slice';
import type { PagesSlice } from '../slices/pages/pages.slice';
import type { HomeSlice } from '../slices/home/home.slice';
import type { NotificationsSlice } from '../slices/notifications/notifications.slice';
import type { AnalyticsSlice } from '../slices/analytics/analytics.slice';
import type { UndoSlice } from '../slices/undo/undo.slice';
import type { SearchSlice } from '../slices/search/search.slice';
import type { MemberProfilesSlice } from '../slices/profiles/profiles.slice';
import type { ExportsSlice } from '../slices/exports/exports.slice';
import type { PublishingSlice } from '../slices/publishing/publishing.slice';

/** What the store is built from; tests pass fakes. */
export interface StoreDeps {
  /** The API services (createServices from @cairn/services). */
  services: Services;
  /** The browser's local work-item cache (the web app: a worker); without it every list asks the server. */
  cache?: LocalCachePort;
  /** Opens a workspace's live stream (openWorkspaceStream from @cairn/services); without it nothing updates live. */
  openStream?: OpenWorkspaceStream;
  /** Clock. */
  now: () => Date;
  /** Id generator (UUIDv7 in the apps). */
  newId: () => string;
  /** Called with every failure the store reports, before the toast (logging). */
  onError?: (error: unknown, context: { text?: string }) => void;
  /** Connect Redux devtools; defaults to on outside tests when the extension is present. */
  devtools?: boolean;
}

/** Where a list stands: never asked, loading, loaded, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The whole state of the web app's store: every slice plus the cross-slice actions. */
export type WebState = UiSlice & SessionSlice & ProfileSlice & SettingsSlice & WorkspacesSlice & MembersSlice & InvitationsSlice & ProjectsSlice
  & ProjectMembersSlice & StatesSlice & LabelsSlice & EstimatesSlice & CrossActions & ProjectCrossActions
  & EstimateCrossActions & WorkItemsSlice & SubIssuesSlice & CommentsSlice & ActivitySlice & WorkItemLinksSlice & RelationsSlice & AttachmentsSlice
  & WorkspaceDraftsSlice & WorkItemCrossActions & WorkItemDraftCrossActions & WorkItemListsSlice & WorkItemListCrossActions & LocalCacheSlice & BootActions & LiveSlice
  & ModulesSlice & CyclesSlice & TeamspacesSlice & EpicCrossActions & ViewsSlice & IntakeSlice & FavoritesSlice & PagesSlice & HomeSlice
  & NotificationsSlice & UndoSlice & AnalyticsSlice & SearchSlice & MemberProfilesSlice & ExportsSlice & TimeLogsSlice
  & WebhooksSlice & ApiTokensSlice & PublishingSlice;

/** The web app's vanilla zustand store (devtools + immer). */
export type WebStore = Mutate<StoreApi<WebState>, [['zustand/devtools', never], ['zustand/immer', never]]>;

/** What every slice factory receives. */
export interface SliceContext {
  store: WebStore;
  deps: StoreDeps;
}
