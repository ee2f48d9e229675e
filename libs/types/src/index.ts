export { ROLE, ROLES, LANGUAGES, LANGUAGE_CODES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, THEMES, START_OF_WEEK, ONBOARDING_STEPS, PASSWORD_MIN_LENGTH_EXCLUSIVE, MAGIC_CODE_TTL_MS, MAGIC_CODE_MAX_ATTEMPTS, MAGIC_CODE_RESEND_SECONDS, RESERVED_WORKSPACE_SLUGS } from './constants';
export type { Role, LanguageCode, ThemeName, OnboardingStepName } from './constants';
export { SPEC_TEXT } from './texts';
export { getPasswordStrength, isPasswordLongEnough } from './password';
export type { PasswordStrength } from './password';
export { ERROR_CODE } from './errors';
export type { ApiErrorBody, ErrorCode } from './errors';
export { apiPaths, API_V1_PREFIX } from './paths';
export { uuidSchema, timestampSchema, emailSchema, errorBodySchema, slugParamsSchema, httpUrlSchema, assumeHttps } from './schemas/common.schema';
export {
  newPasswordSchema, emailCheckSchema, emailCheckResponseSchema, signUpSchema, signInSchema, magicGenerateSchema, magicSignInSchema,
  forgotPasswordSchema, forgotPasswordResponseSchema, resetPasswordSchema, setPasswordSchema, changePasswordSchema, csrfTokenResponseSchema,
} from './schemas/auth.schema';
export type { EmailCheckRequest, EmailCheckResponse, SignUpRequest, SignInRequest, MagicSignInRequest, ResetPasswordRequest, ChangePasswordRequest, ForgotPasswordResponse } from './schemas/auth.schema';
export { userSchema, userLiteSchema, userUpdateSchema, profileThemeSchema, onboardingStepSchema, profileSchema, profileUpdateSchema, userSettingsSchema, onboardSchema, tourCompletedSchema, instanceAdminResponseSchema } from './schemas/user.schema';
export type { User, UserLite, UserUpdate, Profile, ProfileUpdate, UserSettings, OnboardingStep } from './schemas/user.schema';
export {
  roleSchema, workspaceSlugSchema, workspaceSchema, workspaceCreateSchema, workspaceUpdateSchema, slugCheckQuerySchema, slugCheckResponseSchema,
  workspaceMemberSchema, workspaceMemberUpdateSchema, workspaceInvitationSchema, invitationCreateSchema, invitationUpdateSchema,
  invitationsAcceptSchema, invitationJoinSchema,
} from './schemas/workspace.schema';
export type { Workspace, WorkspaceCreate, WorkspaceUpdate, WorkspaceMember, WorkspaceInvitation, InvitationCreate } from './schemas/workspace.schema';
export {
  STATE_GROUPS, DEFAULT_STATES, LABEL_COLOR_PRESETS, nextLabelColor, PROJECT_IDENTIFIER_MAX_LENGTH, PROJECT_IDENTIFIER_PATTERN, PROJECT_IDENTIFIER_SUGGESTION_LENGTH, suggestProjectIdentifier,
  PROJECT_NETWORK, PROJECT_FEATURE_TOGGLES, PROJECT_AUTOMATION_MAX_MONTHS, LABEL_DEFAULT_SORT_ORDER, LABEL_SORT_STEP, PROJECT_SETTINGS_TABS,
  PROJECT_TEXT, PROJECT_ERROR_CODE,
} from './project-constants';
export type { StateGroup, ProjectFeatureToggle } from './project-constants';
export { labelSortOrder } from './ordering';
export {
  projectIdentifierSchema, hexColorSchema, projectLogoPropsSchema, projectNetworkSchema, automationMonthsSchema, projectLiteSchema, projectSchema,
  projectCreateSchema, projectUpdateSchema, projectIdentifierQuerySchema, projectIdentifierCheckResponseSchema, projectJoinSchema,
  projectFavoriteCreateSchema, projectFavoriteSchema, projectStatsSchema, projectMemberSchema, projectMemberMeSchema, projectMembersAddSchema, projectMemberUpdateSchema,
} from './schemas/project.schema';
export type {
  ProjectLogoProps, ProjectLite, Project, ProjectCreate, ProjectUpdate, ProjectStats, ProjectMember, ProjectMemberMe, ProjectMembersAdd,
} from './schemas/project.schema';
export { stateGroupSchema, stateSchema, stateCreateSchema, stateUpdateSchema } from './schemas/state.schema';
export type { State, StateCreate, StateUpdate } from './schemas/state.schema';
export { labelSchema, labelCreateSchema, labelUpdateSchema } from './schemas/label.schema';
export type { Label, LabelCreate, LabelUpdate } from './schemas/label.schema';
export {
  estimatePointSchema, estimateSchema, estimateFieldsSchema, estimateCreateSchema, estimateUpdateSchema, estimatePointsCreateSchema, estimatePointUpdateSchema,
} from './schemas/estimate.schema';
export type { EstimatePoint, Estimate, EstimateCreate, EstimateUpdate, EstimatePointsCreate, EstimatePointUpdate } from './schemas/estimate.schema';
export {
  PRIORITIES, RELATION_TYPES, WORK_ITEM_SERVICE_TYPES, ACTIVITY_TYPES, WORK_ITEM_EXPANDS, ASSET_ENTITY_TYPES, ASSET_MAX_FILE_SIZE,
  UPLOAD_PROGRESS_DEBOUNCE_MS, WORKSPACE_DRAFT_PAGE_SIZE, WORKSPACE_DRAFT_FIRST_CURSOR, BULK_MAX_ITEMS, SUB_WORK_ITEM_DISPLAY_PROPERTIES,
  WORK_ITEM_TEXT, WORK_ITEM_ERROR_CODE,
} from './work-item-constants';
export type { Priority, RelationType, WorkItemServiceType, ActivityType, AssetEntityType } from './work-item-constants';
export {
  prioritySchema, dateOnlySchema, relationTypeSchema, workItemUrlSchema, workItemSchema, workItemLiteSchema, reactionSchema, commentSchema,
  linkSchema, attachmentSchema, relatedWorkItemSchema, relationsResponseSchema, workItemDetailSchema, activitySchema, historyEntrySchema,
  subIssuesResponseSchema, descriptionVersionSchema, displayPropertiesSchema, workItemCreateSchema, workItemUpdateSchema, commentCreateSchema,
  commentUpdateSchema, commentListQuerySchema, reactionCreateSchema, linkCreateSchema, linkUpdateSchema, relationCreateSchema,
  relationRemoveSchema, subIssuesAddSchema, historyQuerySchema, workItemRetrieveQuerySchema, displayPropertiesUpdateSchema,
  workItemDatesUpdateSchema, bulkOperationSchema, bulkIdsSchema, workspaceDraftSchema, workspaceDraftCreateSchema, workspaceDraftUpdateSchema,
  workspaceDraftPageSchema, assetUploadRequestSchema, assetUploadResponseSchema, assetUpdateSchema,
  workItemPageSchema, workItemListQuerySchema, workItemIdsQuerySchema, workItemMetaSchema, subscriptionStatusSchema, workspaceDraftListQuerySchema,
} from './schemas/work-item.schema';
export type {
  WorkItem, WorkItemLite, WorkItemDetail, WorkItemCreate, WorkItemUpdate, Reaction, Comment, CommentCreate, CommentUpdate, Link, LinkCreate,
  LinkUpdate, Attachment, RelatedWorkItem, RelationsResponse, RelationCreate, Activity, HistoryEntry, SubIssuesResponse, DescriptionVersion,
  BulkOperation, WorkspaceDraft, WorkspaceDraftCreate, WorkspaceDraftUpdate, WorkspaceDraftPage, AssetUploadRequest, AssetUploadResponse,
  WorkItemPage, WorkItemListQuery, WorkItemMeta, SubscriptionStatus,
} from './schemas/work-item.schema';
export {
  WORK_ITEM_LAYOUTS, WORK_ITEM_GROUP_BY, WORK_ITEM_NONE_GROUP, NONE_FILTER_VALUE, WORK_ITEM_ORDER_KEYS, WORK_ITEM_ORDER_BY, WORK_ITEM_DEFAULT_ORDER_BY, defaultOrderBy, PRIORITY_RANK,
  WORK_ITEM_TYPE_FILTERS, WORK_ITEM_FILTER_KEYS, DATE_FILTER_DAYS, WORK_ITEM_DISPLAY_PROPERTIES, WORKSPACE_LIST_VIEWS, GLOBAL_VIEW_IDS,
  PROFILE_VIEW_TYPES, WORK_ITEM_LIST_PAGE_SIZE, WORK_ITEM_LIST_MAX_PER_PAGE, GANTT, GANTT_SCALES, CALENDAR_LAYOUTS,
} from './work-item-list-constants';
export type {
  WorkItemLayout, WorkItemGroupBy, WorkItemOrderKey, WorkItemOrderBy, WorkItemTypeFilter, WorkItemFilterKey, WorkItemDisplayProperty,
  WorkspaceListView, GlobalViewId, ProfileViewType, GanttScale, CalendarLayout,
} from './work-item-list-constants';
export {
  workItemListFilterQuerySchema, profileListSchema, workItemGroupSchema, workItemSubGroupedGroupSchema, groupedWorkItemPageSchema,
  subGroupedWorkItemPageSchema, anyWorkItemPageSchema, workItemFiltersSchema, workItemDisplayFiltersSchema, workItemDisplayPropertiesSchema,
  listUserPropertiesSchema, listUserPropertiesUpdateSchema, workspaceListViewSchema, subWorkItemDisplayPropertiesSchema,
} from './schemas/work-item-list.schema';
export type {
  WorkItemListFilterQuery, WorkItemGroup, GroupedWorkItemPage, SubGroupedWorkItemPage, AnyWorkItemPage, WorkItemFilters, WorkItemDisplayFilters,
  WorkItemDisplayProperties, ListUserProperties, ListUserPropertiesUpdate, SubWorkItemDisplayProperties,
} from './schemas/work-item-list.schema';
export { parseDateFilter, normalizeWorkItemFilters, normalizeWorkItemListQuery, workItemListParams, listPagePaging, parseWorkItemKey } from './work-item-query';
export type { DateBound, NormalizedWorkItemQuery } from './work-item-query';
export {
  isMultiProjectKind, routeListContext, workItemListPath, listSettingsPath, DEFAULT_SUB_WORK_ITEM_DISPLAY_PROPERTIES, defaultListProperties,
  fillListProperties,
} from './work-item-list-context';
export type { ListContext, ListContextKind } from './work-item-list-context';
export {
  chosenOrDefaultOrderBy, isFlatLayout, GANTT_PAGE_SIZE, KANBAN_PAGE_SIZE, listPageSize, defaultKanbanGroup, ruledDisplayFilters, effectiveListParams,
} from './work-item-list-request';
export type { ListWindow, ListParamsExtra } from './work-item-list-request';
export { TIME_ZONE_HINT_COOKIE, calendarDays, todayInTimeZone } from './calendar-window';
export {
  isIsoDay, dayNumber, fromDayNumber, addDays, diffDays, weekday, startOfWeek, normaliseWeekStart, startOfMonth, daysInMonth, endOfMonth, addMonths,
  todayIso, utcDate,
} from './day-math';
export {
  LOCAL_SYNC_PAGE_SIZE, LOCAL_SYNC_BATCH_SIZE, LOCAL_DB_WRITE_LOCK_MS, LOCAL_DB_ENABLED_KEY, LOCAL_CACHE_HINT_COOKIE, LOCAL_PROJECT_STATUSES, LOCAL_WORKSPACE_STATUSES,
  LOCAL_PRIORITY_RANK,
} from './local-cache-constants';
export type { LocalProjectStatus, LocalWorkspaceStatus } from './local-cache-constants';
export { workItemSyncQuerySchema, workItemSyncPageSchema, removedWorkItemsQuerySchema, removedWorkItemsSchema } from './schemas/work-item-sync.schema';
export type { WorkItemSyncQuery, WorkItemSyncPage, RemovedWorkItemsQuery, RemovedWorkItems } from './schemas/work-item-sync.schema';
export { matchesWorkItemQuery } from './work-item-match';
export type { MatchableWorkItem } from './work-item-match';
export { BOOT_SCOPES, BOOT_KNOWN, bootQuerySchema, bootPayloadSchema } from './schemas/boot.schema';
export type { BootPayload, BootScope, BootKnown } from './schemas/boot.schema';
export { matchAppRoute, bootAnswerKey, peekIdOf } from './boot/app-route';
export type { AppRoute, ProjectSectionRoute } from './boot/app-route';
export {
  EVENT_ENTITY_TYPES, EVENT_ACTIONS, STREAM_EVENT, eventFieldChangeSchema, streamEventSchema, streamResyncSchema, streamReadySchema, streamQuerySchema,
} from './schemas/event.schema';
export type { EventEntityType, EventAction, StreamEvent, StreamResync, StreamReady } from './schemas/event.schema';
export {
  CYCLE_STATUSES, CYCLE_TABS, DEFAULT_CYCLE_TAB, MODULE_STATUSES, PLANNING_ANALYTICS_TYPES, DEFAULT_CYCLE_ANALYTICS_TYPE, PLANNING_PLOT_TYPES,
  DEFAULT_PLOT_TYPE, CYCLE_SIDEBAR_COLLAPSED_KEY, MODULE_SIDEBAR_COLLAPSED_KEY, ACTIVE_CYCLES_PAGE_SIZE, ACTIVE_CYCLE_PRIORITIES, PLANNING_ITEMS_MAX,
  PLANNING_TEXT, PLANNING_ERROR_CODE, cycleStatusOn,
} from './planning-constants';
export type { CycleStatus, CycleTab, ModuleStatus, PlanningAnalyticsType, PlanningPlotType } from './planning-constants';
export {
  planningCountsSchema, cycleSchema, activeCycleSchema, activeCyclesPageSchema, activeCyclesQuerySchema, moduleLinkSchema, moduleSchema,
  burndownPointSchema, planningBreakdownRowSchema, planningAnalyticsSchema, planningAnalyticsQuerySchema, cycleCreateSchema, cycleUpdateSchema,
  cycleDateCheckSchema, cycleDateCheckResultSchema, planningItemsAddSchema, cycleTransferSchema, cycleFavoriteCreateSchema, moduleCreateSchema,
  cycleFavoriteSchema, cycleTransferResultSchema, cycleArchiveResultSchema, cycleProgressSchema,
  modulePutSchema, moduleUpdateSchema, workItemModulesUpdateSchema, moduleLinkCreateSchema, moduleLinkUpdateSchema, moduleFavoriteCreateSchema,
  moduleFavoriteSchema, moduleArchiveResultSchema,
} from './schemas/planning.schema';
export type {
  PlanningCounts, Cycle, ActiveCycle, ActiveCyclesPage, Module, ModuleLink, BurndownPoint, PlanningAnalytics, CycleCreate, CycleUpdate,
  CycleDateCheck, CycleFavorite, CycleTransferResult, CycleProgress, ModuleCreate, ModuleUpdate, WorkItemModulesUpdate, ModuleLinkCreate, ModuleLinkUpdate,
  ModuleFavorite,
} from './schemas/planning.schema';
export {
  VIEW_ACCESS, FAVORITE_ENTITY_TYPES, FAVORITE_SEQUENCE_GAP, INTAKE_STATUSES, INTAKE_TABS, INTAKE_PAGE_SIZE, INTAKE_FIRST_CURSOR, INTAKE_ORDER_KEYS,
  INTAKE_DEFAULT_ORDER_BY, INTAKE_SOURCES, ORGANISE_TEXT, FAVORITE_TEXT, INTAKE_ERROR_CODE, ORGANISE_ERROR_CODE,
} from './organise-constants';
export type { ViewAccess, FavoriteEntityType, IntakeStatus, IntakeTab } from './organise-constants';
export { issueViewSchema, issueViewCreateSchema, issueViewUpdateSchema, viewFavoriteCreateSchema } from './schemas/view.schema';
export type { IssueView, IssueViewCreate, IssueViewUpdate } from './schemas/view.schema';
export {
  teamspaceSchema, teamspaceCreateSchema, teamspaceUpdateSchema, teamspaceMembersAddSchema, teamspaceProjectsAddSchema,
} from './schemas/teamspace.schema';
export type { Teamspace, TeamspaceCreate, TeamspaceUpdate } from './schemas/teamspace.schema';
export {
  intakeDuplicateDetailSchema, intakeIssueSchema, intakeListQuerySchema, intakeIssuePageSchema, intakeIssueCreateSchema, intakeIssueUpdateSchema,
} from './schemas/intake.schema';
export type { IntakeIssue, IntakeIssuePage, IntakeListQuery, IntakeIssueCreate, IntakeIssueUpdate } from './schemas/intake.schema';
export { favoriteEntityDataSchema, favoriteSchema, favoriteCreateSchema, favoriteUpdateSchema, favoritesQuerySchema } from './schemas/favorite.schema';
export type { Favorite, FavoriteCreate, FavoriteUpdate, FavoritesQuery } from './schemas/favorite.schema';
export {
  PAGE_ACCESS, PAGE_TITLE_AUTOSAVE_MS, PAGE_DEFAULT_SORT_KEY, PAGE_DEFAULT_SORT_BY, PAGE_SORT_KEYS, PAGE_SORT_DIRECTIONS, PAGE_LIST_TYPES,
  PAGE_NAME_MAX_LENGTH, PAGE_VERSION_INTERVAL_MS, PAGE_DOC_PERSIST_DEBOUNCE_MS, PAGE_DESCRIPTION_MAX_BYTES, PAGE_COLLAB_CLOSE, PAGE_TEXT,
  PAGE_ERROR_CODE, pageAbilities, canCreatePage,
} from './page-constants';
export type { PageAccess, PageSortKey, PageSortBy, PageListType, PageAbilityInput, PageAbilities } from './page-constants';
export {
  pageSchema, pageCreateSchema, pageUpdateSchema, pageAccessSchema, pageMoveSchema, pageDuplicateSchema, pageDescriptionUpdateSchema,
  pagesQuerySchema, pagesSummarySchema, pageVersionSchema, mentioningPageSchema,
} from './schemas/page.schema';
export type { Page, PageCreate, PageUpdate, PageMove, PagesQuery, PagesSummary, PageVersion, MentioningPage } from './schemas/page.schema';
export {
  NOTIFICATION_PAGE_SIZE, NOTIFICATION_FIRST_CURSOR, NOTIFICATION_KINDS, NOTIFICATION_TYPE_FILTERS, NOTIFICATION_TABS, NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_DIGEST_WINDOW_MS, HOME_REORDER_STEP, STICKY_PAGE_SIZE, STICKY_MAX_HTML, HOME_WIDGET_KEYS, RECENT_VISIT_ENTITIES, RECENT_VISITS_LIMIT,
  HOME_TEXT,
} from './home-constants';
export type { NotificationKind, NotificationTab, NotificationPreferenceKey, HomeWidgetKey, RecentVisitEntity } from './home-constants';
export { homeReorderSortOrder, homeMoveSortOrder, homeTopSortOrder } from './home-order';
export type { HomeDropPosition, HomeListDirection } from './home-order';
export {
  YOUR_WORK_TABS, YOUR_WORK_ITEMS_LIMIT, YOUR_WORK_DUE_SOON_DAYS, RECENT_ACTIVITY_LIMIT, dashboardWidgetDataQuerySchema, yourWorkItemSchema, yourWorkWidgetSchema,
  recentActivitySchema, recentActivityWidgetSchema,
} from './schemas/home-widgets.schema';
export type { YourWorkTab, DashboardWidgetDataQuery, YourWorkItem, YourWorkWidget, RecentActivity, RecentActivityWidget } from './schemas/home-widgets.schema';
export {
  notificationActorSchema, notificationSchema, notificationsQuerySchema, notificationPageSchema, notificationUpdateSchema, notificationMarkAllReadSchema,
  notificationUnreadSchema, notificationPreferencesSchema, notificationPreferencesUpdateSchema, stickySchema, stickyCreateSchema, stickyUpdateSchema,
  stickiesQuerySchema, stickyPageSchema, quickLinkSchema, quickLinkCreateSchema, quickLinkUpdateSchema, recentVisitSchema, recentVisitsQuerySchema,
  recentVisitCreateSchema, homeWidgetSchema, homeWidgetUpdateSchema, dashboardSchema,
} from './schemas/home.schema';
export type {
  Notification, NotificationsQuery, NotificationPage, NotificationUnread, NotificationMarkAllRead, NotificationPreferences, Sticky, StickyCreate,
  StickyUpdate, StickiesQuery, StickyPage, QuickLink, QuickLinkCreate, QuickLinkUpdate, RecentVisit, RecentVisitCreate, HomeWidget, HomeWidgetUpdate,
  Dashboard,
} from './schemas/home.schema';
export {
  ANALYTICS_DURATIONS, DEFAULT_ANALYTICS_DURATION, ANALYTICS_TABS, ANALYTICS_DIMENSIONS, ANALYTICS_SEGMENT_DIMENSIONS, ANALYTICS_MEASURES,
  DEFAULT_ANALYTICS_X_AXIS, DEFAULT_ANALYTICS_Y_AXIS, ANALYTICS_NONE_KEY, ANALYTICS_MAX_PROJECTS,
} from './analytics-constants';
export type { AnalyticsDuration, AnalyticsTab, AnalyticsDimension, AnalyticsSegmentDimension, AnalyticsMeasure } from './analytics-constants';
export {
  analyticsScopeQuerySchema, analyticsOverviewSchema, analyticsChartQuerySchema, analyticsKeySchema, analyticsChartSchema, analyticsProjectRowSchema,
  analyticsProjectsSchema,
} from './schemas/analytics.schema';
export type { AnalyticsScopeQuery, AnalyticsOverview, AnalyticsChartQuery, AnalyticsKey, AnalyticsChart, AnalyticsProjectRow } from './schemas/analytics.schema';
export {
  INSTANCE_SETTING_DEFAULTS, INSTANCE_SECRET_KEYS, INSTANCE_SETTING_ENV, SMTP_SECURITY_MODES, SSO_PROVIDER_KINDS, INSTANCE_TEXT,
} from './instance-constants';
export type { InstanceSettingKey, SmtpSecurityMode, SsoProviderKind } from './instance-constants';
export {
  ssoProviderPublicSchema, instanceInfoSchema, instanceSetupSchema, ssoProviderSchema, ssoProviderWriteSchema, instanceSettingsSchema,
  instanceSettingsUpdateSchema, instanceEmailTestSchema, instanceEmailTestResultSchema, instanceAdminSchema, instanceAdminAddSchema,
  instanceWorkspaceSchema, instanceWorkspaceCreateSchema,
} from './schemas/instance.schema';
export type {
  SsoProviderPublic, InstanceInfo, InstanceSetup, SsoProvider, SsoProviderWrite, InstanceSettings, InstanceSettingsUpdate, InstanceEmailTest,
  InstanceEmailTestResult, InstanceAdmin, InstanceWorkspace, InstanceWorkspaceCreate,
} from './schemas/instance.schema';
export {
  SEARCH_RESULTS_PER_TYPE, SEARCH_QUERY_MAX_LENGTH, ENTITY_SEARCH_MAX_COUNT, SEARCH_RESULT_TYPES, ENTITY_SEARCH_TYPES, workspaceSearchQuerySchema,
  searchWorkspaceResultSchema, searchProjectResultSchema, searchIssueResultSchema, searchEntityResultSchema, searchUserResultSchema, workspaceSearchSchema,
  entitySearchQuerySchema, entitySearchSchema,
} from './schemas/search.schema';
export type {
  SearchResultType, EntitySearchType, WorkspaceSearchQuery, EntitySearchQuery, SearchWorkspaceResult, SearchProjectResult, SearchIssueResult,
  SearchEntityResult, SearchUserResult, WorkspaceSearch, EntitySearch,
} from './schemas/search.schema';
export {
  PROFILE_ACTIVITY_PAGE_SIZE, PROFILE_ACTIVITY_EXPORT_MAX, userStatsSchema, userProfileProjectSchema, userProfileSchema, profileActivitySchema,
  profileActivityQuerySchema, profileActivityPageSchema,
} from './schemas/profile-stats.schema';
export type { UserStats, UserProfileProject, UserProfile, ProfileActivity, ProfileActivityQuery, ProfileActivityPage } from './schemas/profile-stats.schema';
export {
  EXPORT_FORMATS, EXPORT_STATUSES, EXPORT_PROJECTS_MAX, EXPORT_LIST_LIMIT, EXPORT_POLL_MS, EXPORT_TEXT, exportCreateSchema, workItemExportSchema,
  workItemExportListSchema,
} from './schemas/export.schema';
export type { ExportFormat, ExportStatus, ExportCreate, WorkItemExport, WorkItemExportList } from './schemas/export.schema';
export { SSO_ERROR_CODES, SSO_ERROR_PARAM, isSsoErrorCode } from './sso-constants';
export type { SsoErrorCode } from './sso-constants';
export { TIME_LOG_MAX_MINUTES, TIME_LOG_DESCRIPTION_MAX, TIME_LOG_SUMMARY_ITEMS_MAX, TIME_TRACKING_TEXT, TIME_TRACKING_ERROR_CODE } from './time-log-constants';
export {
  timeLogBodyMinutes,
  timeLogUserSchema, timeLogSchema, timeLogCreateSchema, timeLogUpdateSchema, timeLogMemberTotalSchema, timeLogTotalsSchema, timeLogItemTotalSchema,
  timeLogSummaryQuerySchema, timeLogSummarySchema,
} from './schemas/time-log.schema';
export type {
  TimeLogUser, TimeLog, TimeLogCreate, TimeLogUpdate, TimeLogMemberTotal, TimeLogTotals, TimeLogItemTotal, TimeLogSummaryQuery, TimeLogSummary,
} from './schemas/time-log.schema';
export { sanitizeNextPath } from './next-path';
export {
  INTEGRATION_TEXT, API_TOKEN_MAX_PER_USER, API_TOKEN_LABEL_MAX, API_TOKEN_DESCRIPTION_MAX, API_RATE_LIMIT, API_TOKEN_PREFIX, WEBHOOK_EVENTS,
  WEBHOOK_MAX_PER_WORKSPACE, WEBHOOK_URL_MAX, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_MS, WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_LOG_BODY_MAX,
  WEBHOOK_DELIVERY_PAGE_SIZE, WEBHOOK_DELIVERY_STATUSES, apiTokenSchema, apiTokenCreatedSchema, apiTokenCreateSchema, webhookUrlSchema, webhookSchema,
  webhookWithSecretSchema, webhookCreateSchema, webhookUpdateSchema, webhookDeliverySchema, webhookDeliveryPageSchema, webhookDeliveryQuerySchema,
} from './schemas/integration.schema';
export type {
  WebhookEvent, WebhookDeliveryStatus, ApiToken, ApiTokenCreated, ApiTokenCreate, Webhook, WebhookWithSecret, WebhookCreate, WebhookUpdate,
  WebhookDelivery, WebhookDeliveryPage,
} from './schemas/integration.schema';
export {
  PUBLISH_LAYOUTS, PUBLISH_DEFAULT_VIEW_PROPS, PUBLISH_ANCHOR_PATTERN, PUBLIC_READ_RATE_LIMIT, PUBLIC_WRITE_RATE_LIMIT, PUBLIC_LIST_MAX_PER_PAGE, PUBLIC_GROUP_BY, PUBLIC_ORDER_BY, VOTE_VALUES, PUBLIC_INTAKE_NAME_MAX, PUBLIC_INTAKE_DESCRIPTION_MAX, PUBLIC_COMMENT_MAX, PUBLISH_TEXT,
} from './publish-constants';
export {
  publishViewPropsSchema, deployBoardSchema, deployBoardUpdateSchema, deployBoardCreateSchema, publicBoardSettingsSchema, publicBoardMetaSchema, publicPersonSchema, publicStateSchema, publicLabelSchema, publicCycleSchema, publicModuleSchema, publicVoteSummarySchema, publicReactionCountSchema, publicWorkItemSchema, publicCommentSchema, publicActivitySchema, publicWorkItemDetailSchema, publicWorkItemGroupSchema, publicWorkItemPageSchema, publicWorkItemQuerySchema, publicCommentCreateSchema, publicVoteCreateSchema, publicIntakeCreateSchema, publicIntakeCreatedSchema, anchorParamsSchema, anchorItemParamsSchema, anchorCommentParamsSchema, anchorReactionParamsSchema, workItemVotesSchema,
} from './schemas/publish.schema';
export type {
  PublishLayout, PublishViewProps, DeployBoard, DeployBoardUpdate, PublicBoardSettings, PublicBoardMeta, PublicPerson, PublicState, PublicLabel, PublicCycle, PublicModule, PublicVoteSummary, PublicReactionCount, PublicWorkItem, PublicComment, PublicActivity, PublicWorkItemDetail, PublicWorkItemGroup, PublicWorkItemPage, PublicWorkItemQuery, PublicCommentCreate, PublicVoteCreate, PublicIntakeCreate, PublicIntakeCreated, WorkItemVotes,
} from './schemas/publish.schema';
export { API_TEXT } from './api-text';
export { SCHEMA_TEXT } from './schema-text';
