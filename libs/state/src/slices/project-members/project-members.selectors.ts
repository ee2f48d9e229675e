import type { ProjectMember, ProjectMemberMe } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** A project's members in the server's order (a stable array between renders). */
export const selectProjectMembers = (state: WebState, projectId: string): readonly ProjectMember[] =>
  listOf(state.projectMemberIdsByProject[projectId], state.projectMembersById);
/** One project member row. */
export const selectProjectMember = (state: WebState, memberId: string): ProjectMember | undefined => state.projectMembersById[memberId];
/** The signed-in user's own membership of a project (as project-members/me/ answered). */
export const selectMyProjectMember = (state: WebState, projectId: string): ProjectMemberMe | undefined => state.myProjectMemberByProject[projectId];
