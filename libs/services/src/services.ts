import type { ApiClient } from './client/api-client';
import { createAuthService } from './auth/auth.service';
import { createUserService } from './users/user.service';
import { createWorkspaceService } from './workspaces/workspace.service';
import { createWorkspaceMemberService } from './workspaces/workspace-member.service';
import { createInvitationService } from './workspaces/invitation.service';
import { createProjectService } from './projects/project.service';
import { createProjectMemberService } from './projects/project-member.service';
import { createStateService } from './projects/state.service';
import { createLabelService } from './projects/label.service';
import { createEstimateService } from './projects/estimate.service';
import { createWorkItemService } from './work-items/work-item.service';
import { createCommentService } from './work-items/comment.service';
import { createReactionService } from './work-items/reaction.service';
import { createLinkService } from './work-items/link.service';
import { createRelationService } from './work-items/relation.service';
import { createHistoryService } from './work-items/history.service';
import { createAttachmentService } from './work-items/attachment.service';
import { createWorkspaceDraftService } from './work-items/workspace-draft.service';
import { createWorkItemListService } from './work-items/work-item-list.service';
import { createBootService } from './boot/boot.service';
import { createEventService } from './events/event.service';
import { createModuleService } from './modules/module.service';
import { createCycleService } from './cycles/cycle.service';
import { createViewService } from './views/view.service';
import { createFavoriteService } from './favorites/favorite.service';
import { createTeamspaceService } from './teamspaces/teamspace.service';
import { createEpicService } from './epics/epic.service';
import { createIntakeService } from './intake/intake.service';
import { createPageService } from './pages/page.service';
import { createNotificationService } from './home/notification.service';
import { createHomeService } from './home/home.service';
import { createAnalyticsService } from './analytics/analytics.service';
import { createInstanceService } from './instance/instance.service';
import { createSearchService } from './search/search.service';
import { createProfileService } from './profiles/profile.service';
import { createExportService } from './exports/export.service';
import { createApiTokenService } from './integrations/api-token.service';
import { createWebhookService } from './integrations/webhook.service';
import { createPublicBoardService } from './publishing/public-board.service';
import { createPublishingService } from './publishing/publishing.service';
import { createTimeLogService } from './time-logs/time-log.service';
import type { UploadTransport } from './work-items/upload-transport';

/** Options of createServices. */
export interface ServicesOptions {
  /** How attachment files are sent (XMLHttpRequest by default; tests pass a fake). */
  uploadTransport?: UploadTransport;
}

/** Every service, built once per app over one client. */
export function createServices(client: ApiClient, options: ServicesOptions = {}) {
  return {
    auth: createAuthService(client),
    users: createUserService(client),
    workspaces: createWorkspaceService(client),
    members: createWorkspaceMemberService(client),
    invitations: createInvitationService(client),
    projects: createProjectService(client),
    projectMembers: createProjectMemberService(client),
    states: createStateService(client),
    labels: createLabelService(client),
    estimates: createEstimateService(client),
    workItems: createWorkItemService(client),
    comments: createCommentService(client),
    reactions: createReactionService(client),
    links: createLinkService(client),
    relations: createRelationService(client),
    history: createHistoryService(client),
    attachments: createAttachmentService(client, { transport: options.uploadTransport }),
    workspaceDrafts: createWorkspaceDraftService(client),
    workItemLists: createWorkItemListService(client),
    boot: createBootService(client),
    events: createEventService(client),
    modules: createModuleService(client),
    cycles: createCycleService(client),
    views: createViewService(client),
    favorites: createFavoriteService(client),
    teamspaces: createTeamspaceService(client),
    epics: createEpicService(client),
    intake: createIntakeService(client),
    pages: createPageService(client),
    notifications: createNotificationService(client),
    home: createHomeService(client),
    analytics: createAnalyticsService(client),
    instance: createInstanceService(client),
    search: createSearchService(client),
    profiles: createProfileService(client),
    exports: createExportService(client),
    timeLogs: createTimeLogService(client),
    apiTokens: createApiTokenService(client),
    webhooks: createWebhookService(client),
    publishing: createPublishingService(client),
    publicBoard: createPublicBoardService(client),
  };
}

/** All services, as the store receives them. */
export type Services = ReturnType<typeof createServices>;
