import type { Role, WorkspaceMember } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** A workspace's members in order (a stable array between renders). */
export const selectWorkspaceMembers = (state: WebState, slug: string): readonly WorkspaceMember[] =>
  listOf(state.workspaceMemberIdsBySlug[slug], state.workspaceMembersBySlug[slug]);
/** One member of a workspace. */
export const selectWorkspaceMember = (state: WebState, slug: string, memberId: string): WorkspaceMember | undefined =>
  state.workspaceMembersBySlug[slug]?.[memberId];
/** The signed-in user's membership of a workspace. */
export const selectMyWorkspaceMember = (state: WebState, slug: string): WorkspaceMember | undefined => state.myWorkspaceMemberBySlug[slug];
/** The signed-in user's role in a workspace, if known. */
export const selectMyWorkspaceRole = (state: WebState, slug: string): Role | undefined => state.myWorkspaceMemberBySlug[slug]?.role;
