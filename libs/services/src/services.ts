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

/** Every service, built once per app over one client. */
export function createServices(client: ApiClient) {
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
  };
}

/** All services, as the store receives them. */
export type Services = ReturnType<typeof createServices>;
