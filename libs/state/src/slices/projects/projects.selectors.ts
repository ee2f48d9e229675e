import { PROJECT_SETTINGS_TABS, ROLE } from '@cairn/types';
import type { ProjectStats, Role } from '@cairn/types';
import { derived, EMPTY, listOf } from '../../core/memo';
import type { WebState } from '../../core/types';
import type { ProjectLoader, ProjectRecord } from './projects.slice';

/** A project settings tab key (work-items spec §2). */
export type ProjectSettingsTab = 'general' | 'members' | 'features' | 'states' | 'labels' | 'estimates' | 'automations' | 'publish';

const allOf = (state: WebState, slug: string): readonly ProjectRecord[] => listOf(state.projectIdsBySlug[slug], state.projectsById);
const activeOf = derived((all: readonly ProjectRecord[]) => all.filter((p) => !p.archived_at));
const archivedOf = derived((all: readonly ProjectRecord[]) => all.filter((p) => !!p.archived_at));
const joinedOf = derived((active: readonly ProjectRecord[]) => active.filter((p) => p.is_member));
const favoritesOf = derived((joined: readonly ProjectRecord[]) => joined.filter((p) => p.is_favorite));
const matching = derived((active: readonly ProjectRecord[], query: string) => {
  const needle = query.trim().toLowerCase();
  if (!needle) return active;
  return active.filter((p) => p.name.toLowerCase().includes(needle) || p.identifier.toLowerCase().includes(needle));
});

/** The workspace's projects that are not archived, in the server's order (a stable array between renders). */
export const selectProjects = (state: WebState, slug: string): readonly ProjectRecord[] => activeOf(allOf(state, slug), undefined);
/** Every project of the workspace the store knows, archived ones included. */
export const selectAllProjects = (state: WebState, slug: string): readonly ProjectRecord[] => allOf(state, slug);
/** The workspace's archived projects. */
export const selectArchivedProjects = (state: WebState, slug: string): readonly ProjectRecord[] => archivedOf(allOf(state, slug), undefined);
/** The projects the user is a member of (not archived). */
export const selectJoinedProjects = (state: WebState, slug: string): readonly ProjectRecord[] => joinedOf(selectProjects(state, slug), undefined);
/** The user's favorite projects among the joined ones. */
export const selectFavoriteProjects = (state: WebState, slug: string): readonly ProjectRecord[] =>
  favoritesOf(selectJoinedProjects(state, slug), undefined);
/** Projects (not archived) whose name or identifier contains the query, case-insensitively; an empty query answers all. */
export const searchProjects = (state: WebState, slug: string, query: string): readonly ProjectRecord[] => matching(selectProjects(state, slug), query);
/** A project by id. */
export const selectProject = (state: WebState, projectId: string | undefined): ProjectRecord | undefined =>
  projectId ? state.projectsById[projectId] : undefined;
/** The loader mode of the workspace's project list. */
export const selectProjectLoader = (state: WebState, slug: string): ProjectLoader => state.projectLoaderBySlug[slug];
/** Where the workspace's project list stands. */
export const selectProjectsStatus = (state: WebState, slug: string) => state.projectsStatusBySlug[slug] ?? 'idle';
/** A project's counts from project-stats/. */
export const selectProjectStats = (state: WebState, projectId: string): ProjectStats | undefined => state.projectStatsById[projectId];

function workspaceRoleOf(state: WebState, workspaceId: string): Role | undefined {
  const workspace = state.workspacesById[workspaceId];
  if (!workspace) return undefined;
  return state.myWorkspaceMemberBySlug[workspace.slug]?.role ?? workspace.role;
}

/**
 * The user's effective role in a project: a workspace admin counts as project admin everywhere; otherwise the
 * membership's role (undefined when the user is not a member or the project is unknown).
 */
export const selectProjectRole = (state: WebState, projectId: string): Role | undefined => {
  const project = state.projectsById[projectId];
  if (project && workspaceRoleOf(state, project.workspace) === ROLE.ADMIN) return ROLE.ADMIN;
  const mine = state.myProjectMemberByProject[projectId];
  if (mine && (mine.is_member || mine.role === ROLE.ADMIN)) return mine.role;
  return project?.member_role ?? undefined;
};

const TAB_ROLES = new Map(PROJECT_SETTINGS_TABS.map((tab) => [tab.key, tab.roles]));
// Guests may open general and members but change nothing there; states and labels are written by admins and members.
const EDIT_ROLES: Record<ProjectSettingsTab, readonly Role[]> = {
  general: [ROLE.ADMIN], members: [ROLE.ADMIN], features: [ROLE.ADMIN], states: [ROLE.ADMIN, ROLE.MEMBER],
  labels: [ROLE.ADMIN, ROLE.MEMBER], estimates: [ROLE.ADMIN], automations: [ROLE.ADMIN], publish: [ROLE.ADMIN],
};

/** Whether a project role may open a settings tab (the spec §2 table); no role opens nothing. */
export function canOpenProjectSettingsTab(role: Role | null | undefined, tab: ProjectSettingsTab): boolean {
  return role !== null && role !== undefined && (TAB_ROLES.get(tab)?.includes(role) ?? false);
}

/** Whether a project role may change what a settings tab shows (guests only read general and members). */
export function canEditProjectSettingsTab(role: Role | null | undefined, tab: ProjectSettingsTab): boolean {
  return canOpenProjectSettingsTab(role, tab) && EDIT_ROLES[tab].includes(role as Role);
}

const TABS_BY_ROLE = new Map<Role, readonly (typeof PROJECT_SETTINGS_TABS)[number][]>(
  [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST].map((role) => [role, PROJECT_SETTINGS_TABS.filter((t) => t.roles.includes(role))]),
);

/** The settings tabs (key, path, roles) a project role may open, in the spec's order (a stable array per role). */
export function projectSettingsTabsFor(role: Role | null | undefined): readonly (typeof PROJECT_SETTINGS_TABS)[number][] {
  return (role !== null && role !== undefined && TABS_BY_ROLE.get(role)) || EMPTY;
}
