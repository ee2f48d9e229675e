import type { GlobalViewId, ProfileViewType } from '@cairn/types';

/** Route of a project's archived work items. */
export const archivedWorkItemsPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/archives/issues`;
/** Route of a project's draft work items. */
export const projectDraftsPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/drafts`;
/** Route of a member's profile list (assigned, created, subscribed). */
export const profileListPath = (slug: string, userId: string, list: ProfileViewType = 'assigned') => `/${slug}/profile/${userId}/${list}`;
/** Route of a built-in global view. */
export const workspaceViewPath = (slug: string, view: GlobalViewId = 'all-issues') => `/${slug}/workspace-views/${view}`;
