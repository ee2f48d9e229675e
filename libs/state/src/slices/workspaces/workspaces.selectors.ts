import type { Workspace } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';
import type { WorkspaceLoader } from './workspaces.slice';

/** The user's workspaces in order (a stable array between renders). */
export const selectWorkspaces = (state: WebState): readonly Workspace[] => listOf(state.workspaceIds, state.workspacesById);
/** A workspace by id. */
export const selectWorkspaceById = (state: WebState, id: string): Workspace | undefined => state.workspacesById[id];
/** A workspace by slug, if the user belongs to it. */
export const getWorkspaceBySlug = (state: WebState, slug: string | undefined): Workspace | undefined => {
  if (!slug) return undefined;
  for (const id of state.workspaceIds) {
    const workspace = state.workspacesById[id];
    if (workspace?.slug === slug) return workspace;
  }
  return undefined;
};
/** The workspace of the current address. */
export const selectCurrentWorkspace = (state: WebState): Workspace | undefined => getWorkspaceBySlug(state, state.currentWorkspaceSlug);
/** The list's loader mode. */
export const selectWorkspaceLoader = (state: WebState): WorkspaceLoader => state.workspaceLoader;
/** True once the list was loaded and is empty. */
export const selectHasNoWorkspaces = (state: WebState): boolean => state.workspacesStatus === 'ready' && state.workspaceIds.length === 0;
