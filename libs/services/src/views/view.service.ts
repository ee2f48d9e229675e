import { apiPaths } from '@cairn/types';
import type { IssueView, IssueViewCreate, IssueViewUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Where a saved view lives: a project, the workspace (a global view) or a teamspace. */
export type ViewScope = { kind: 'project'; projectId: string } | { kind: 'workspace' } | { kind: 'team'; teamspaceId: string };

function listPath(slug: string, scope: ViewScope): string {
  if (scope.kind === 'project') return apiPaths.views(slug, scope.projectId);
  if (scope.kind === 'team') return apiPaths.teamspaceViews(slug, scope.teamspaceId);
  return apiPaths.workspaceViews(slug);
}

function onePath(slug: string, scope: ViewScope, viewId: string): string {
  if (scope.kind === 'project') return apiPaths.view(slug, scope.projectId, viewId);
  if (scope.kind === 'team') return apiPaths.teamspaceView(slug, scope.teamspaceId, viewId);
  return apiPaths.workspaceView(slug, viewId);
}

/** Creates the saved-view calls (issue 14) of the three scopes: project views, workspace views, team views. */
export function createViewService(client: ApiClient) {
  return {
    /** GET views/: the views the caller may see in the scope (public ones and their own private ones). */
    list: (slug: string, scope: ViewScope) => client.get<IssueView[]>(listPath(slug, scope)),
    /** GET views/{id}/. */
    get: (slug: string, scope: ViewScope, viewId: string) => client.get<IssueView>(onePath(slug, scope, viewId)),
    /** POST views/ (may carry a client id); answers the new view (201). */
    create: (slug: string, scope: ViewScope, body: IssueViewCreate) => client.post<IssueView>(listPath(slug, scope), body),
    /** PATCH views/{id}/ (name, access, is_locked, filters, display settings…); answers the view. */
    update: (slug: string, scope: ViewScope, viewId: string, body: IssueViewUpdate) => client.patch<IssueView>(onePath(slug, scope, viewId), body),
    /** DELETE views/{id}/. */
    delete: (slug: string, scope: ViewScope, viewId: string) => client.delete<void>(onePath(slug, scope, viewId)),
    /** POST {proj}/user-favorite-views/ {view}: marks a project view as the caller's favorite. */
    favorite: (slug: string, projectId: string, viewId: string) => client.post<unknown>(apiPaths.favoriteViews(slug, projectId), { view: viewId }),
    /** DELETE {proj}/user-favorite-views/{viewId}/. */
    unfavorite: (slug: string, projectId: string, viewId: string) => client.delete<void>(apiPaths.favoriteView(slug, projectId, viewId)),
  };
}

/** The saved-view calls. */
export type ViewService = ReturnType<typeof createViewService>;
