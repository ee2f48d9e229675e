import { apiPaths } from '@cairn/types';
import type { Label, LabelCreate, LabelUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the label calls (a project's labels and the workspace-wide list). */
export function createLabelService(client: ApiClient) {
  return {
    /** GET projects/{id}/issue-labels/. */
    list: (slug: string, projectId: string) => client.get<Label[]>(apiPaths.labels(slug, projectId)),
    /** GET workspaces/{slug}/labels/: labels of every project the caller belongs to. */
    listWorkspace: (slug: string) => client.get<Label[]>(apiPaths.workspaceLabels(slug)),
    /** POST projects/{id}/issue-labels/; answers the new label. */
    create: (slug: string, projectId: string, body: LabelCreate) => client.post<Label>(apiPaths.labels(slug, projectId), body),
    /** PATCH projects/{id}/issue-labels/{labelId}/ (a move sends parent and/or sort_order); answers the label. */
    update: (slug: string, projectId: string, labelId: string, body: LabelUpdate) => client.patch<Label>(apiPaths.label(slug, projectId, labelId), body),
    /** DELETE projects/{id}/issue-labels/{labelId}/ (its children move up to its parent). */
    delete: (slug: string, projectId: string, labelId: string) => client.delete<void>(apiPaths.label(slug, projectId, labelId)),
  };
}

/** The label calls. */
export type LabelService = ReturnType<typeof createLabelService>;
