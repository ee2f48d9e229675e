import type { LocalProjectStatus, LocalWorkspaceStatus } from '@cairn/types';
import type { WebState } from '../../core/types';
import { selectJoinedProjects } from '../projects/projects.selectors';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { readSyncedProjects } from './local-cache.storage';

/** Whether the local cache is on (LOCAL_DB_ENABLED). */
export const selectLocalCacheEnabled = (state: WebState): boolean => state.localCacheEnabled;
/** The cache is on and there is one: lists without a chosen order sort by sort_order outside the spreadsheet (defaultOrderBy). */
export const selectLocalCacheOn = (state: WebState): boolean => state.localCacheEnabled && state.localCacheAvailable;
/** The status of the workspace's local database; null when it is not the one opened (or none was). */
export const selectLocalCacheWorkspaceStatus = (state: WebState, slug: string | undefined): LocalWorkspaceStatus | null =>
  slug && state.localCacheWorkspace?.slug === slug ? state.localCacheWorkspace.status : null;
/** A project's sync status in the open database; null before its first report. */
export const selectLocalCacheProjectStatus = (state: WebState, projectId: string): LocalProjectStatus | null =>
  state.localCacheProjects[projectId]?.status ?? null;
/**
 * Whether every joined project of the workspace completed a first sync in this browser (the localStorage hint): the
 * cache can answer at once after a reload, and the catch-up sync can wait until the page has settled.
 */
export const selectLocalCacheWarm = (state: WebState, slug: string): boolean => {
  const user = state.currentUser;
  const workspace = getWorkspaceBySlug(state, slug);
  if (!user || !workspace) return false;
  const synced = readSyncedProjects(user.id, workspace.id);
  const joined = selectJoinedProjects(state, slug);
  return joined.length > 0 && joined.every((p) => synced.has(p.id));
};
