import type { LocalProjectStatus, LocalWorkspaceStatus } from '@cairn/types';
import type { WebState } from '../../core/types';

/** Whether the local cache is on (LOCAL_DB_ENABLED). */
export const selectLocalCacheEnabled = (state: WebState): boolean => state.localCacheEnabled;
/** The status of the workspace's local database; null when it is not the one opened (or none was). */
export const selectLocalCacheWorkspaceStatus = (state: WebState, slug: string | undefined): LocalWorkspaceStatus | null =>
  slug && state.localCacheWorkspace?.slug === slug ? state.localCacheWorkspace.status : null;
/** A project's sync status in the open database; null before its first report. */
export const selectLocalCacheProjectStatus = (state: WebState, projectId: string): LocalProjectStatus | null =>
  state.localCacheProjects[projectId]?.status ?? null;
