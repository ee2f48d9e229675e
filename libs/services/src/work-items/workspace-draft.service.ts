import { apiPaths, WORKSPACE_DRAFT_FIRST_CURSOR } from '@cairn/types';
import type { WorkItem, WorkspaceDraft, WorkspaceDraftCreate, WorkspaceDraftPage, WorkspaceDraftUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the workspace draft calls (draft-issues/, draft-to-issue/). */
export function createWorkspaceDraftService(client: ApiClient) {
  return {
    /** GET draft-issues/?cursor=count:offset:0 (first page by default). */
    list: (slug: string, cursor: string = WORKSPACE_DRAFT_FIRST_CURSOR) =>
      client.get<WorkspaceDraftPage>(apiPaths.workspaceDrafts(slug), { searchParams: { cursor } }),
    /** POST draft-issues/ (may carry a client id); answers the draft. */
    create: (slug: string, body: WorkspaceDraftCreate) => client.post<WorkspaceDraft>(apiPaths.workspaceDrafts(slug), body),
    /** PATCH draft-issues/{id}/; answers the draft. */
    update: (slug: string, id: string, body: WorkspaceDraftUpdate) => client.patch<WorkspaceDraft>(apiPaths.workspaceDraft(slug, id), body),
    /** DELETE draft-issues/{id}/. */
    delete: (slug: string, id: string) => client.delete<void>(apiPaths.workspaceDraft(slug, id)),
    /** POST draft-to-issue/{id}/: makes the draft a work item of its project (the draft is gone); answers the item. */
    toIssue: (slug: string, id: string) => client.post<WorkItem>(apiPaths.workspaceDraftToIssue(slug, id)),
  };
}

/** The workspace draft calls. */
export type WorkspaceDraftService = ReturnType<typeof createWorkspaceDraftService>;
