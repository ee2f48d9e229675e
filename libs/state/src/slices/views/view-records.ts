import type { IssueView, IssueViewCreate, ViewAccess } from '@cairn/types';
import type { ViewScope } from '@cairn/services';

/** The store key of a scope's view list: 'project:<projectId>', 'workspace' (the slug's global views) or 'team:<teamspaceId>'. */
export function viewScopeKey(scope: ViewScope): string {
  if (scope.kind === 'project') return `project:${scope.projectId}`;
  if (scope.kind === 'team') return `team:${scope.teamspaceId}`;
  return 'workspace';
}

/** The scope a view belongs to (a project view has a project, a team view a teamspace, a global view neither). */
export function scopeOfView(view: Pick<IssueView, 'project' | 'teamspace'>): ViewScope {
  if (view.project) return { kind: 'project', projectId: view.project };
  if (view.teamspace) return { kind: 'team', teamspaceId: view.teamspace };
  return { kind: 'workspace' };
}

/** The mutation key of one view (its updates, lock, access, favorite and delete run in order). */
export function viewKey(viewId: string): string {
  return `view:${viewId}`;
}

/** The record an optimistic create shows until the server answers. */
export function provisionalView(input: {
  id: string; workspaceId: string; scope: ViewScope; data: Omit<IssueViewCreate, 'id'>; access: ViewAccess; userId: string | null; now: Date; sortOrder: number;
}): IssueView {
  const { data, scope } = input;
  const at = input.now.toISOString();
  return {
    id: input.id,
    workspace: input.workspaceId,
    project: scope.kind === 'project' ? scope.projectId : null,
    teamspace: scope.kind === 'team' ? scope.teamspaceId : null,
    name: data.name,
    description: data.description ?? '',
    access: input.access,
    is_locked: false,
    is_favorite: false,
    filters: data.filters ?? {},
    display_filters: data.display_filters ?? {},
    display_properties: data.display_properties ?? {},
    logo_props: data.logo_props ?? {},
    sort_order: input.sortOrder,
    owned_by: input.userId,
    anchor: null,
    created_by: input.userId,
    updated_by: input.userId,
    created_at: at,
    updated_at: at,
  };
}
