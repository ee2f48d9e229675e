export { createWebStore } from './core/create-web-store';
export type { StoreDeps, WebState, WebStore, LoadStatus, SliceContext } from './core/types';
export { mutate } from './core/mutate';
export type { MutateOptions, MutableStore, ErrorReporter } from './core/mutate';
export { load } from './core/load';
export type { LoadOptions } from './core/load';
export { preloadSliceActions } from './core/lazy-actions';
export type { LazySliceName } from './core/lazy-actions';
export { listOf, derived } from './core/memo';
export { StoreProvider, useAppStore, useStoreApi } from './react/store-provider';
export { postLoginRedirectPath, CREATE_WORKSPACE_PATH } from './cross/post-login-redirect';
export type { CrossActions } from './cross/cross.actions';
export { MAX_TOASTS } from './slices/ui/ui.slice';
export type { UiSlice, Toast, ToastInput, ToastAction as StoreToastAction } from './slices/ui/ui.slice';
export { selectToasts } from './slices/ui/ui.selectors';
export type { SessionSlice, SessionStatus } from './slices/session/session.slice';
export { selectCurrentUser, selectCurrentUserStatus, selectIsSignedIn, selectIsPasswordAutoset } from './slices/session/session.selectors';
export type { ProfileSlice, ProfileTheme } from './slices/profile/profile.slice';
export {
  selectProfile, selectThemeName, selectLanguage, selectStartOfWeek, selectOnboardingSteps, selectIsOnboarded, selectIsTourCompleted,
} from './slices/profile/profile.selectors';
export type { SettingsSlice } from './slices/settings/settings.slice';
export { selectSettings, selectLastWorkspaceSlug, selectPendingInviteCount } from './slices/settings/settings.selectors';
export type { WorkspacesSlice, WorkspaceLoader } from './slices/workspaces/workspaces.slice';
export {
  selectWorkspaces, selectWorkspaceById, getWorkspaceBySlug, selectCurrentWorkspace, selectWorkspaceLoader, selectHasNoWorkspaces,
} from './slices/workspaces/workspaces.selectors';
export type { MembersSlice } from './slices/members/members.slice';
export { selectWorkspaceMembers, selectWorkspaceMember, selectMyWorkspaceMember, selectMyWorkspaceRole } from './slices/members/members.selectors';
export type { InvitationsSlice } from './slices/invitations/invitations.slice';
export { selectWorkspaceInvitations, selectMyInvitations, selectInvitation } from './slices/invitations/invitations.selectors';
export type { ProjectsSlice, ProjectRecord, ProjectLoader } from './slices/projects/projects.slice';
export {
  selectProjects, selectAllProjects, selectArchivedProjects, selectJoinedProjects, selectFavoriteProjects, searchProjects, selectProject,
  selectProjectLoader, selectProjectsStatus, selectProjectStats, selectProjectRole, canOpenProjectSettingsTab, canEditProjectSettingsTab,
  projectSettingsTabsFor,
} from './slices/projects/projects.selectors';
export type { ProjectSettingsTab } from './slices/projects/projects.selectors';
export type { ProjectMembersSlice } from './slices/project-members/project-members.slice';
export { selectProjectMembers, selectProjectMember, selectMyProjectMember } from './slices/project-members/project-members.selectors';
export type { StatesSlice } from './slices/states/states.slice';
export { selectProjectStates, selectProjectStatesByGroup, selectDefaultState, selectState, selectStatesStatus } from './slices/states/states.selectors';
export type { LabelsSlice, LabelMoveTarget } from './slices/labels/labels.slice';
export { selectProjectLabels, selectLabelTree, selectLabel, selectWorkspaceLabels, selectLabelsStatus } from './slices/labels/labels.selectors';
export type { LabelTreeNode } from './slices/labels/labels.selectors';
export type { EstimatesSlice } from './slices/estimates/estimates.slice';
export { ESTIMATE_POINTS_NEED_PAYLOAD } from './slices/estimates/estimates.slice';
export {
  selectProjectEstimates, selectActiveEstimate, selectArchivedEstimates, selectEstimate, selectEstimatePoints, selectWorkspaceEstimates,
  selectEstimatesStatus,
} from './slices/estimates/estimates.selectors';
export type { ProjectCrossActions } from './cross/project.actions';
export type { EstimateCrossActions } from './cross/estimate.actions';
export type { WorkItemsSlice, WorkItemExpand, LoadWorkItemOptions } from './slices/work-items/work-items.slice';
export { WORK_ITEM_SEARCH_LIMIT } from './slices/work-items/work-items.slice';
export type { WorkItemRecord } from './slices/work-items/work-item-records';
export {
  selectWorkItem, selectWorkItemIdentifier,
  selectWorkItemByIdentifier, selectWorkItemReactions,
} from './slices/work-items/work-items.selectors';
export type { SubIssuesSlice, StateDistribution } from './slices/sub-issues/sub-issues.slice';
export { selectSubIssues, selectSubIssueDistribution, selectSubIssuesLoader } from './slices/sub-issues/sub-issues.selectors';
export type { CommentsSlice } from './slices/comments/comments.slice';
export { selectComments, selectComment } from './slices/comments/comments.selectors';
export type { ActivitySlice, ActivityLoader } from './slices/activity/activity.slice';
export { selectWorkItemActivity, selectWorkItemActivityLoader } from './slices/activity/activity.selectors';
export type { WorkItemLinksSlice } from './slices/work-item-links/work-item-links.slice';
export { selectWorkItemLinks, selectWorkItemLink } from './slices/work-item-links/work-item-links.selectors';
export type { TimeLogsSlice, TimeLogInput, TimeSummaryEntry } from './slices/time-logs/time-logs.slice';
export { timeSummaryKey } from './slices/time-logs/time-logs.slice';
export { selectWorkItemTimeLogs, selectWorkItemTimeTotals, selectTimeSummary } from './slices/time-logs/time-logs.selectors';
export type { RelationsSlice } from './slices/relations/relations.slice';
export { REVERSE_RELATION } from './slices/relations/relations.slice';
export { selectWorkItemRelations, selectWorkItemRelationsOfType } from './slices/relations/relations.selectors';
export type { AttachmentsSlice, AttachmentUploadStatus } from './slices/attachments/attachments.slice';
export { selectWorkItemAttachments, selectAttachment, selectAttachmentUploads } from './slices/attachments/attachments.selectors';
export type { WorkspaceDraftsSlice, WorkspaceDraftLoader, WorkspaceDraftPaging } from './slices/workspace-drafts/workspace-drafts.slice';
export {
  selectWorkspaceDrafts, selectWorkspaceDraft, selectWorkspaceDraftCount, selectHasMoreWorkspaceDrafts, selectWorkspaceDraftsLoader,
} from './slices/workspace-drafts/workspace-drafts.selectors';
export type { WorkItemCrossActions, WorkItemWriteOptions, WorkItemCreateOptions, BulkWorkItemProperties } from './cross/work-item.actions';
export type { WorkItemDraftCrossActions } from './cross/work-item-draft.actions';
export type { MoveTarget } from './core/neighbours';
export { confirmed } from './core/confirmed';
export type { ConfirmedOptions } from './core/confirmed';
export { createFakeServices } from './testing/fake-services';
export type { FakeServicesOverrides } from './testing/fake-services';
export { fixtures } from './testing/fixtures';
export type { ListContext, ListContextKind, ListPropertiesSource } from './slices/work-item-lists/list-context';
export {
  listContextKey, defaultListProperties, fillListProperties, LIST_TEXT, DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES, isMultiProjectKind, contextViewOf,
  contextProjectId,
} from './slices/work-item-lists/list-context';
export type { ListGroup, ListLoader, WorkItemListState, PageTarget } from './slices/work-item-lists/list-pages';
export type { DisplayRulesResult, ListWindow, ListParamsExtra } from './slices/work-item-lists/display-rules';
export {
  applyDisplayRules, chosenOrDefaultOrderBy, effectiveListParams, isFlatLayout, listPageSize, defaultKanbanGroup,
} from './slices/work-item-lists/display-rules';
export { groupKeysOf } from './slices/work-item-lists/list-placement';
export type { WorkItemListsSlice, LoadWorkItemListOptions } from './slices/work-item-lists/work-item-lists.slice';
export type { ListCapabilities } from './slices/work-item-lists/work-item-lists.selectors';
export {
  selectWorkItemList, selectWorkItemListLoader, selectWorkItemListItems, selectWorkItemsOf, selectListProperties, selectListCapabilities,
  selectSubWorkItemDisplayProperties, canEditView,
} from './slices/work-item-lists/work-item-lists.selectors';
export type { WorkItemListCrossActions, QuickAddPlace, ListMove } from './cross/work-item-list.actions';
export { LIST_SORT_ORDER_GAP } from './cross/work-item-list.actions';

// Local work-item cache (issue 6): deps.cache port, statuses, toggle; lists and confirmed writes use it internally.
export type { LocalCachePort, LocalCacheOpenParams, LocalCacheStatusEvent, LocalCacheSyncResult } from './slices/local-cache/local-cache.port';
export type { LocalCacheSlice, LocalCacheWorkspace, LocalCacheProject } from './slices/local-cache/local-cache.slice';
export { selectLocalCacheEnabled, selectLocalCacheOn, selectLocalCacheWorkspaceStatus, selectLocalCacheProjectStatus, selectLocalCacheWarm } from './slices/local-cache/local-cache.selectors';
export { localQueryContext, LOCAL_CACHE_OPEN_WAIT_MS } from './slices/local-cache/local-cache-lists';
export { createWorkerLocalCachePort } from './slices/local-cache/local-cache-worker-port';
export type { LocalCacheWorkerPort } from './slices/local-cache/local-cache-worker-port';
export { hydrateBoot, prefetchRoute, routeListContext, routeListLayout, takeBootListProperties, visitRoute } from './boot/boot.actions';
export type { BootActions } from './boot/boot.actions';

// Live updates (issue 12): deps.openStream; every reported change goes through the one confirmed-change path.
export type { LiveSlice, LiveStatus, LiveConnection } from './live/live.slice';
export { selectLiveStatus } from './live/live.selectors';

// Modules (issue 13): one slice; favorites are the records' is_favorite; §8 fetch / archive / restore failures only logged.
export type { ModulesSlice, ModuleAnalyticsByType } from './slices/modules/modules.slice';
export type { ModuleWorkActions } from './slices/modules/module-work.actions';
export type { ModuleOrderBy } from './slices/modules/modules.selectors';
export {
  selectProjectModules, selectArchivedModules, selectModule, selectModulesStatus, selectArchivedModulesStatus, selectModuleLinks,
  selectModuleAnalytics, selectFavoriteModules, moduleProgress, sortModules,
} from './slices/modules/modules.selectors';
export { moduleFixtures } from './slices/modules/module.fixtures';

// Cycles (issue 13): records, per-project and archived lists, the workspace's active cycles, analytics, favorites.
export type { CyclesSlice, ActiveCycleIssues, ActiveCyclesState, CycleAnalyticsEntry } from './slices/cycles/cycles.slice';
export type { CycleMutations } from './slices/cycles/cycle-mutations';
export type { CycleRecord } from './slices/cycles/cycle-records';
export { localDay, isActiveCycle, isCompletedCycle, isIncompleteCycle, cycleKey } from './slices/cycles/cycle-records';
export {
  selectProjectCycles, selectCyclesByTab, selectActiveCycle, selectTransferTargets, selectArchivedCycles, selectCycle, selectCyclesStatus,
  selectArchivedCyclesStatus, selectFavoriteCycles, selectActiveCyclesPage, selectWorkspaceActiveCycles, selectCycleAnalytics,
  selectCycleAnalyticsStatus, selectActiveCycleIssues, hasCyclesOf,
} from './slices/cycles/cycles.selectors';
export { cycleFixtures } from './slices/cycles/cycle.fixtures';

// Teamspaces (issue 14): records, each workspace's teams, CRUD, members and projects through mutate.
export type { TeamspacesSlice } from './slices/teamspaces/teamspaces.slice';
export { teamspaceKey } from './slices/teamspaces/teamspaces.slice';
export {
  selectTeamspaces, selectTeamspace, selectTeamspacesStatus, selectMyTeamspaces, canAdministerTeamspaces, canManageTeamspace,
} from './slices/teamspaces/teamspaces.selectors';
export { teamspaceFixtures } from './slices/teamspaces/teamspace.fixtures';
// Epics (issue 14): converting a work item to an epic and back.
export type { EpicCrossActions } from './cross/epic.actions';

// Saved views (issue 14): project, workspace (global) and team views; every write through mutate; favorites for project views.
export type { ViewsSlice } from './slices/views/views.slice';
export type { ViewMutations, CreateViewOptions } from './slices/views/view-mutations';
export { viewScopeKey, scopeOfView, viewKey } from './slices/views/view-records';
export {
  selectView, selectViewsOf, selectWorkspaceViews, selectViewsStatus, searchViews, selectFavoriteViews,
} from './slices/views/views.selectors';
export { viewFixtures } from './slices/views/view.fixtures';

// Intake (issue 14): requests by work-item id, per-project lists per tab + filters + order (pages of 10), writes through mutate.
export type { IntakeSlice } from './slices/intake/intake.slice';
export type { IntakeMutations, IntakeIssueInput, IntakeStatusChange } from './slices/intake/intake-mutations';
export type { IntakeFilters, IntakeListParams, IntakeListState, IntakeLoader, IntakeListError } from './slices/intake/intake-records';
export {
  INTAKE_TAB_STATUSES, intakeKey, intakeListKey, effectiveIntakeStatus, matchesIntakeList, normalizeIntakeFilters,
} from './slices/intake/intake-records';
export { selectIntakeList, selectIntakeIssues, selectIntakeIssue, selectIntakeIssueStatus } from './slices/intake/intake.selectors';
export { intakeFixtures } from './slices/intake/intake.fixtures';

// Favorites (issue 14): every kind with folders; records by id, the top level per workspace, children per folder; writes through mutate.
export type { FavoritesSlice } from './slices/favorites/favorites.slice';
export type { FavoriteMutations, FavoriteTarget, FavoriteDrop } from './slices/favorites/favorite-mutations';
export type { FavoriteRecord } from './slices/favorites/favorite-records';
export { favoriteSequenceAt, lastFavoriteSequence } from './slices/favorites/favorite-order';
export {
  selectFavoritesStatus, selectTopFavorites, selectFavoriteChildren, selectFavoriteFolders, selectFavorite, selectFavoriteName,
} from './slices/favorites/favorites.selectors';
export { selectSidebarFavorites, selectSidebarFolderChildren } from './slices/favorites/favorites-sidebar.selectors';
export type { SidebarFavorite } from './slices/favorites/favorites-sidebar.selectors';

// Pages (issue 15): records, per-project lists per query (pageListKey), summaries, versions, the work item's pages;
// every change through mutate (title autosave: saving → saved); permissions through pageAbilities (@cairn/types).
export type { PagesSlice } from './slices/pages/pages.slice';
export type { PageMutations } from './slices/pages/page-mutations';
export type { PagesState, PageListState, PageCollection, PageSavingStatus } from './slices/pages/page-records';
export { pageListKey, pageKey, normalizePagesQuery, matchesPagesQuery } from './slices/pages/page-records';
export {
  selectPage, selectPageDetailStatus, selectPageList, selectPageListPages, selectPagesSummary, selectPageRole, selectPageAbilities,
  selectCanCreatePage, selectPageSaving, selectPageVersions, selectPageVersionHtml, selectWorkItemPages, pageHref,
} from './slices/pages/pages.selectors';
export { applyPageEvent, pageEventWork } from './slices/pages/pages.live';
export { pageFixtures } from './slices/pages/page.fixtures';

// Notifications (issue 16): records by id, one inbox list per workspace (tab + filters, pages of 300), the unread
// counts (never below 0), mail preferences; read / unread / archive / snooze through mutate; live events debounced.
export type { NotificationsSlice } from './slices/notifications/notifications.slice';
export { NOTIFICATION_REFRESH_DELAY_MS } from './slices/notifications/notifications.slice';
export type { NotificationMutations } from './slices/notifications/notification-mutations';
export type {
  NotificationFilters, NotificationListParams, NotificationListState, NotificationListStatus, NotificationTypeFilter,
} from './slices/notifications/notification-records';
export {
  notificationKey, notificationListKey, notificationQueryOf, normalizeNotificationFilters, isSnoozed, staysInNotificationList,
} from './slices/notifications/notification-records';
export {
  selectNotificationList, selectNotifications, selectNotification, selectUnreadCounts, selectUnreadCountsStatus, selectNotificationPreferences,
} from './slices/notifications/notifications.selectors';
export { notificationFixtures } from './slices/notifications/notification.fixtures';
// Home (issue 16): the dashboard's widgets and their data, quick links, recent visits and stickies (add-new flag,
// autosave, 10000-step reorder), writes through mutate.
export type { HomeSlice } from './slices/home/home.slice';
export type { HomeMutations } from './slices/home/home-mutations';
export type { StickyMutations } from './slices/home/sticky-mutations';
export { STICKY_AUTOSAVE_MS, RECENT_VISIT_THROTTLE_MS, orderedWidgets } from './slices/home/home-records';
export {
  selectHomeDashboard, selectHomeStatus, selectHomeWidgets, selectHomeWidget, selectWidgetData, selectQuickLinks, selectQuickLinksLoaded,
  selectRecentVisits, selectStickies, selectSticky, selectStickiesStatus, selectHasMoreStickies,
} from './slices/home/home.selectors';

// The god-mode console (issue 19): a smaller store (ui, session, profile + instance slices) with its own provider.
export { createAdminStore } from './core/create-admin-store';
export type { AdminState, AdminStore } from './core/create-admin-store';
export { AdminStoreProvider, useAdminStore, useAdminStoreApi } from './react/admin-store-provider';
export type { InstanceSlice } from './slices/instance/instance.slice';
export { initialInstanceState } from './slices/instance/instance.slice';
export {
  selectInstanceInfo, selectInstanceInfoStatus, selectIsSetupDone, selectIsInstanceAdmin, selectInstanceSettings, selectInstanceAdmins,
  selectInstanceWorkspaces, selectSsoProviders,
} from './slices/instance/instance.selectors';
export { instanceFixtures } from './slices/instance/instance.fixtures';
export type { UndoSlice, UndoEntry, UndoItemChange } from './slices/undo/undo.slice';
export { UNDO_LIMIT, UNDO_TEXT } from './slices/undo/undo.slice';
export { UNDOABLE_FIELDS } from './slices/undo/undo-fields';
export type { UndoableField } from './slices/undo/undo-fields';
// Analytics (issue 17): read-only answers (overview, custom chart, per-project rows) keyed by slug, duration,
// projects and axes, each with its load status.
export type { AnalyticsSlice } from './slices/analytics/analytics.slice';
export { analyticsKey } from './slices/analytics/analytics-records';
export type { AnalyticsScopeParams, AnalyticsChartParams, AnalyticsEntry } from './slices/analytics/analytics-records';
export { selectAnalyticsOverview, selectAnalyticsChart, selectAnalyticsProjects } from './slices/analytics/analytics.selectors';
export { analyticsFixtures } from './slices/analytics/analytics.fixtures';
// Search (issue 17): search/ answers for the command palette, keyed by workspace and text; entity-search/ for pickers.
export type { SearchSlice, SearchEntry, SearchResults } from './slices/search/search.slice';
export { searchKey, SEARCH_ENTRIES_KEPT } from './slices/search/search.slice';
export { selectSearchEntry } from './slices/search/search.selectors';
// Member profiles (issue 17): profile, stats and activity of a workspace member, keyed by slug and user id.
export type { MemberProfilesSlice, ProfileEntry, MemberActivityEntry } from './slices/profiles/profiles.slice';
export { memberKey } from './slices/profiles/profiles.slice';
export { selectMemberProfile, selectMemberStats, selectMemberActivity } from './slices/profiles/profiles.selectors';
export { hydrateMemberProfileBoot } from './slices/profiles/profiles.boot';
// Work-item exports (issue 17): the caller's exports per workspace; the screen polls while one runs.
export type { ExportsSlice } from './slices/exports/exports.slice';
export { selectExportIds, selectExports, selectExportsStatus, selectHasRunningExport } from './slices/exports/exports.selectors';
// Webhooks (issue 18): the workspace's webhooks (admins), their edits and each one's delivery log; secrets never stored.
export type { WebhooksSlice, WebhookDeliveryLog, WebhookDeliveryLogStatus } from './slices/webhooks/webhooks.slice';
export {
  selectWebhooks, selectWebhooksStatus, selectWebhook, selectWebhookDeliveryLog, selectWebhookDeliveries, selectWebhookDelivery,
  selectHasPendingDelivery,
} from './slices/webhooks/webhooks.selectors';
export { webhookFixtures } from './slices/webhooks/webhook.fixtures';
// Personal API tokens (issue 18): the signed-in user's tokens; the token itself is only in createApiToken's answer.
export type { ApiTokensSlice } from './slices/api-tokens/api-tokens.slice';
export { selectApiTokens, selectApiToken, selectApiTokensStatus } from './slices/api-tokens/api-tokens.selectors';
// Spaces viewer (issue 20): one published item's detail — comments, votes and reactions (the spaces store composes it).
export { createPublicItemSlice, initialPublicItemState, toggledReactions, votedSummary } from './slices/public-item/public-item.slice';
export type {
  PublicItemSlice, PublicItemDetail, PublicVoteChoice, PublicItemHost, PublicItemStore, PublicItemSliceContext,
} from './slices/public-item/public-item.slice';
export { selectPublicItem, selectPublicItemStatus, selectPublicComments } from './slices/public-item/public-item.selectors';
export { publicItemFixtures } from './slices/public-item/public-item.fixtures';
// Publishing (issue 20): published boards of projects and views (admins) and the votes on work items as members see them.
export type { PublishingSlice, DeployBoardTarget } from './slices/publishing/publishing.slice';
export { deployBoardKey, leavesNoLayout } from './slices/publishing/publishing.slice';
export { selectDeployBoard, selectDeployBoardStatus, selectWorkItemVotes } from './slices/publishing/publishing.selectors';
export { publishingFixtures } from './slices/publishing/publishing.fixtures';

// Spaces viewer (issue 20): the spaces store (ui, session, profile + the published board and its items) and its provider;
// the public-board slice holds the board's settings, names, lists and the current page of items (flat or grouped).
export { createSpacesStore } from './core/create-spaces-store';
export type { SpacesState, SpacesStore } from './core/create-spaces-store';
export { SpacesStoreProvider, useSpacesStore, useSpacesStoreApi } from './react/spaces-store-provider';
export type { PublicBoardSlice } from './slices/public-board/public-board.slice';
export { initialPublicBoardState } from './slices/public-board/public-board.slice';
export type { PublicBoardStatus, PublicBoardPageStatus, PublicBoardPage, PublicBoardGroup } from './slices/public-board/public-board-records';
export { PUBLIC_BOARD_PAGE_SIZE, publicQueryKey } from './slices/public-board/public-board-records';
export {
  selectBoardStatus, selectBoardSettings, selectBoardMeta, selectBoardStates, selectBoardLabels, selectBoardMembers, selectBoardPage,
  selectBoardPageStatus, selectBoardItem, selectBoardLoadingMore, selectBoardFlatItems, selectBoardGroupItems, selectBoardGroup,
} from './slices/public-board/public-board.selectors';
export { publicBoardFixtures } from './slices/public-board/public-board.fixtures';
