import type { ViewScope } from '@cairn/services';

/** Route of a project's views page. */
export const projectViewsPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/views`;
/** Route of one project view (its work items). */
export const projectViewPath = (slug: string, projectId: string, viewId: string) => `/${slug}/projects/${projectId}/views/${viewId}`;
/** Route of a saved global view (a tab of the workspace views screen). */
export const globalViewPath = (slug: string, viewId: string) => `/${slug}/workspace-views/${viewId}`;
/** Route of a teamspace's views page. */
export const teamViewsPath = (slug: string, teamspaceId: string) => `/${slug}/teamspaces/${teamspaceId}/views`;
/** Route of one team view (its work items). */
export const teamViewPath = (slug: string, teamspaceId: string, viewId: string) => `/${slug}/teamspaces/${teamspaceId}/views/${viewId}`;

/** Route of a view of `scope`. */
export function viewPath(slug: string, scope: ViewScope, viewId: string): string {
  if (scope.kind === 'project') return projectViewPath(slug, scope.projectId, viewId);
  if (scope.kind === 'team') return teamViewPath(slug, scope.teamspaceId, viewId);
  return globalViewPath(slug, viewId);
}

/** Route of the list of views of `scope` (the workspace's saved views are tabs of the workspace views screen). */
export function viewsPath(slug: string, scope: ViewScope): string {
  if (scope.kind === 'project') return projectViewsPath(slug, scope.projectId);
  if (scope.kind === 'team') return teamViewsPath(slug, scope.teamspaceId);
  return `/${slug}/workspace-views/all-issues`;
}
