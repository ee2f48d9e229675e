import type { Role, Teamspace } from '@cairn/types';
import { ROLE } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';

const NONE: readonly Teamspace[] = Object.freeze([]);
let mineMemo: { source: readonly Teamspace[]; userId: string | undefined; result: readonly Teamspace[] } | undefined;

/** The workspace's teams the user may see, in the server's order (a stable array between renders). */
export const selectTeamspaces = (state: WebState, slug: string): readonly Teamspace[] =>
  listOf(state.teamspaceIdsBySlug[slug], state.teamspacesById);

/** One team. */
export const selectTeamspace = (state: WebState, teamspaceId: string): Teamspace | undefined => state.teamspacesById[teamspaceId];

/** Where the workspace's team list stands ('idle' before the first load). */
export const selectTeamspacesStatus = (state: WebState, slug: string): LoadStatus => state.teamspacesStatusBySlug[slug] ?? 'idle';

/** The teams the signed-in user is a member of (the sidebar's list); memoised on the list and the user. */
export function selectMyTeamspaces(state: WebState, slug: string): readonly Teamspace[] {
  const source = selectTeamspaces(state, slug);
  const userId = state.currentUser?.id;
  if (mineMemo && mineMemo.source === source && mineMemo.userId === userId) return mineMemo.result;
  const result = userId ? source.filter((t) => t.member_ids.includes(userId)) : NONE;
  mineMemo = { source, userId, result };
  return result;
}

/** Workspace admins create, edit and delete teams. */
export function canAdministerTeamspaces(workspaceRole: Role | undefined): boolean {
  return workspaceRole === ROLE.ADMIN;
}

/** Workspace admins and the team's lead (not a guest) manage its members and projects. */
export function canManageTeamspace(team: Pick<Teamspace, 'lead'> | undefined, workspaceRole: Role | undefined, userId: string | undefined): boolean {
  if (!team || workspaceRole === undefined) return false;
  return workspaceRole === ROLE.ADMIN || (workspaceRole !== ROLE.GUEST && !!userId && team.lead === userId);
}
