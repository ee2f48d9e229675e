import { useEffect } from 'react';
import type { ViewScope } from '@cairn/services';
import type { Role } from '@cairn/types';
import { getWorkspaceBySlug, selectMyWorkspaceRole, selectViewsStatus, useAppStore, useStoreApi, viewScopeKey } from '@cairn/state';

/**
 * Loads the views of a scope once per visit (again after a failure), with the members their owners are named by; the
 * workspace's list is read again when the slug changed (its key is shared by every workspace).
 */
export function useViews(slug: string, scope: ViewScope, canRead: boolean): void {
  const storeApi = useStoreApi();
  const key = viewScopeKey(scope);
  const projectId = scope.kind === 'project' ? scope.projectId : undefined;
  useEffect(() => {
    if (!canRead || !slug) return;
    const s = storeApi.getState();
    const status = selectViewsStatus(s, key);
    const otherSlug = s.viewSlugByScope[key] !== undefined && s.viewSlugByScope[key] !== slug;
    if (status !== 'loading' || otherSlug) void s.loadViews(slug, scopeFromKey(key, projectId));
    if (projectId && !s.projectMemberIdsByProject[projectId]) void s.loadProjectMembers(slug, projectId);
    if (!projectId && !s.workspaceMemberIdsBySlug[slug]) void s.loadWorkspaceMembers(slug);
  }, [storeApi, slug, key, projectId, canRead]);
}

// The scope again from its key (so the effect depends on a string, not on an object made each render).
function scopeFromKey(key: string, projectId: string | undefined): ViewScope {
  if (key === 'workspace') return { kind: 'workspace' };
  if (key.startsWith('team:')) return { kind: 'team', teamspaceId: key.slice('team:'.length) };
  return { kind: 'project', projectId: projectId ?? key.slice('project:'.length) };
}

/** The user's role in the workspace of `slug` (membership first, then the workspace list). */
export function useWorkspaceRole(slug: string): Role | undefined {
  const fromMember = useAppStore((s) => selectMyWorkspaceRole(s, slug));
  const fromList = useAppStore((s) => getWorkspaceBySlug(s, slug)?.role);
  return fromMember ?? fromList;
}
