import { apiPaths } from '@cairn/types';
import type { Workspace, WorkspaceCreate, WorkspaceUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the workspace calls. */
export function createWorkspaceService(client: ApiClient) {
  return {
    /** GET users/me/workspaces/: the workspaces the user belongs to. */
    listMine: () => client.get<Workspace[]>(apiPaths.myWorkspaces()),
    /** GET workspaces/{slug}/. */
    get: (slug: string) => client.get<Workspace>(apiPaths.workspace(slug)),
    /** POST workspaces/; answers the new workspace. */
    create: (body: WorkspaceCreate) => client.post<Workspace>(apiPaths.workspaces(), body),
    /** PATCH workspaces/{slug}/; answers the updated workspace. */
    update: (slug: string, body: WorkspaceUpdate) => client.patch<Workspace>(apiPaths.workspace(slug), body),
    /** DELETE workspaces/{slug}/. */
    delete: (slug: string) => client.delete<void>(apiPaths.workspace(slug)),
    /** Whether the slug is still free (the server answers `{status: true}` when available). */
    checkSlug: async (slug: string): Promise<boolean> => (await client.get<{ status: boolean }>(apiPaths.slugCheck(slug))).status === true,
  };
}

/** The workspace calls. */
export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
