import type { UserSettings } from '@cairn/types';
import type { WebState } from '../../core/types';

/** The settings, if loaded. */
export const selectSettings = (state: WebState): UserSettings | undefined => state.settings;
/** Slug of the last-used workspace, if any. */
export const selectLastWorkspaceSlug = (state: WebState): string | undefined => state.settings?.workspace.last_workspace_slug ?? undefined;
/** Number of pending invitations the settings report. */
export const selectPendingInviteCount = (state: WebState): number => state.settings?.workspace.invites ?? 0;
