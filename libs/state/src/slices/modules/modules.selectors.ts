import type { Module, ModuleLink, PlanningAnalytics, PlanningAnalyticsType } from '@cairn/types';
import { EMPTY, derived, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';

const byName = (a: Module, b: Module) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** A project's modules that are not archived, in the server's order (a stable array between renders). */
export const selectProjectModules = (state: WebState, projectId: string): readonly Module[] =>
  listOf(state.moduleIdsByProject[projectId], state.modulesById);

/** A project's archived modules, most recently archived first as the store holds them. */
export const selectArchivedModules = (state: WebState, projectId: string): readonly Module[] =>
  listOf(state.archivedModuleIdsByProject[projectId], state.modulesById);

/** True when the store holds anything of a project's modules (a live event should read them again). */
export function hasModulesOf(state: WebState, projectId: string): boolean {
  if (state.moduleIdsByProject[projectId] || state.archivedModuleIdsByProject[projectId]) return true;
  return Object.values(state.modulesById).some((m) => m.project_id === projectId);
}

/** One module. */
export const selectModule = (state: WebState, moduleId: string): Module | undefined => state.modulesById[moduleId];

/** Where a project's module list stands ('idle' before the first load). */
export const selectModulesStatus = (state: WebState, projectId: string): LoadStatus => state.modulesStatusByProject[projectId] ?? 'idle';

/** Where a project's archived module list stands. */
export const selectArchivedModulesStatus = (state: WebState, projectId: string): LoadStatus => state.archivedModulesStatusByProject[projectId] ?? 'idle';

/** A module's links in the server's order. */
export const selectModuleLinks = (state: WebState, moduleId: string): readonly ModuleLink[] => state.modulesById[moduleId]?.link_module ?? EMPTY;

/** A module's analytics of one type, once loaded. */
export const selectModuleAnalytics = (state: WebState, moduleId: string, type: PlanningAnalyticsType): PlanningAnalytics | undefined =>
  state.moduleAnalyticsByModule[moduleId]?.[type];

const favorites = derived((byId: Record<string, Module>, workspaceId: string | undefined): readonly Module[] => {
  if (!workspaceId) return EMPTY;
  const found = Object.values(byId).filter((m) => m.workspace_id === workspaceId && m.is_favorite && !m.archived_at);
  return found.length === 0 ? EMPTY : found.sort(byName);
});

/** The user's favorite modules of a workspace (any project the store knows modules of), by name. */
export const selectFavoriteModules = (state: WebState, slug: string): readonly Module[] => favorites(state.modulesById, getWorkspaceBySlug(state, slug)?.id);

/** How the modules page orders its modules (spec display default: name). */
export type ModuleOrderBy = 'name' | '-name' | 'progress' | '-progress' | 'target_date' | '-target_date' | '-created_at';

/** The share of a module's work items that are completed or cancelled (0 without items). */
export function moduleProgress(module: Pick<Module, 'total_issues' | 'completed_issues' | 'cancelled_issues'>): number {
  return module.total_issues > 0 ? (module.completed_issues + module.cancelled_issues) / module.total_issues : 0;
}

/** A new array of modules in the given order (ties by name; modules without a target date last). */
export function sortModules(list: readonly Module[], orderBy: ModuleOrderBy): Module[] {
  const desc = orderBy.startsWith('-');
  const key = desc ? orderBy.slice(1) : orderBy;
  const sign = desc ? -1 : 1;
  return [...list].sort((a, b) => {
    if (key === 'progress') return sign * (moduleProgress(a) - moduleProgress(b)) || byName(a, b);
    if (key === 'target_date') {
      if (a.target_date === b.target_date) return byName(a, b);
      if (!a.target_date) return 1;
      if (!b.target_date) return -1;
      return sign * a.target_date.localeCompare(b.target_date);
    }
    if (key === 'created_at') return sign * a.created_at.localeCompare(b.created_at) || byName(a, b);
    return sign * byName(a, b);
  });
}
