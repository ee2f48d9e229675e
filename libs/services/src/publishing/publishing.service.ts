import { apiPaths } from '@cairn/types';
import type { DeployBoard, DeployBoardUpdate, WorkItemVotes } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/**
 * Publishing a project or a saved view (issue 20; spec §4 Project publish, View publish, §7 project-deploy-boards/):
 * project and workspace admins. A board that is not published reads as null.
 */
export function createPublishingService(client: ApiClient) {
  return {
    /** The project's published board, or null. */
    getProjectBoard: (slug: string, projectId: string) => client.get<DeployBoard | null>(apiPaths.projectDeployBoards(slug, projectId)),
    /** Publishes the project (a new anchor); 409 when it already is. */
    publishProject: (slug: string, projectId: string, body: DeployBoardUpdate) => client.post<DeployBoard>(apiPaths.projectDeployBoards(slug, projectId), body),
    /** Changes what the public may do and see. */
    updateProjectBoard: (slug: string, projectId: string, id: string, body: DeployBoardUpdate) =>
      client.patch<DeployBoard>(apiPaths.projectDeployBoard(slug, projectId, id), body),
    /** Unpublishes: the anchor stops working at once. */
    unpublishProject: (slug: string, projectId: string, id: string) => client.delete<void>(apiPaths.projectDeployBoard(slug, projectId, id)),
    /** A view's published board, or null. */
    getViewBoard: (slug: string, projectId: string, viewId: string) => client.get<DeployBoard | null>(apiPaths.viewPublish(slug, projectId, viewId)),
    publishView: (slug: string, projectId: string, viewId: string, body: DeployBoardUpdate) => client.post<DeployBoard>(apiPaths.viewPublish(slug, projectId, viewId), body),
    updateViewBoard: (slug: string, projectId: string, viewId: string, body: DeployBoardUpdate) => client.patch<DeployBoard>(apiPaths.viewPublish(slug, projectId, viewId), body),
    unpublishView: (slug: string, projectId: string, viewId: string) => client.delete<void>(apiPaths.viewPublish(slug, projectId, viewId)),
    /** Votes on a work item as members see them (totals, the caller's, and who voted). */
    votes: (slug: string, projectId: string, issueId: string) => client.get<WorkItemVotes>(apiPaths.workItemVotes(slug, projectId, issueId)),
  };
}

/** The publishing service's type. */
export type PublishingService = ReturnType<typeof createPublishingService>;
