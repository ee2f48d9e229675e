import { MODULE_STATUSES } from '@cairn/types';
import type { Module, ModuleCreate, PlanningCounts, StateGroup } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** The mutate key of a module (its edits, favorite, archive, links and items run in order). */
export function moduleKey(moduleId: string): string {
  return `module:${moduleId}`;
}

/** Counts of a module nobody has put work into yet. */
export const ZERO_COUNTS: PlanningCounts = Object.freeze({
  total_issues: 0, backlog_issues: 0, unstarted_issues: 0, started_issues: 0, completed_issues: 0, cancelled_issues: 0,
  total_estimate_points: 0, backlog_estimate_points: 0, unstarted_estimate_points: 0, started_estimate_points: 0,
  completed_estimate_points: 0, cancelled_estimate_points: 0,
});

/** The optimistic record of a create (the server's answer replaces it; counts start at zero). */
export function newModuleRecord(data: ModuleCreate & { id: string }, ctx: { projectId: string; workspaceId: string; userId: string | null; now: string }): Module {
  return {
    ...ZERO_COUNTS,
    id: data.id, workspace_id: ctx.workspaceId, project_id: ctx.projectId, name: data.name.trim(), description: data.description ?? '',
    start_date: data.start_date ?? null, target_date: data.target_date ?? null, status: data.status ?? MODULE_STATUSES[0],
    lead_id: data.lead_id ?? null, member_ids: data.member_ids ?? [], sort_order: data.sort_order ?? 65535, archived_at: null,
    is_favorite: false, link_module: [], created_by: ctx.userId, updated_by: null, created_at: ctx.now, updated_at: ctx.now,
  };
}

/** Adds `delta` work items of state group `group` (null = no state) to a module's counts (never below zero). */
export function countItem(module: Draft<Module>, group: StateGroup | null, delta: number): void {
  module.total_issues = Math.max(0, module.total_issues + delta);
  if (group) module[`${group}_issues`] = Math.max(0, module[`${group}_issues`] + delta);
}

/** Stores modules (server answers), replacing what was known of each. */
export function putModules(d: Draft<WebState>, modules: readonly Module[]): void {
  for (const m of modules) d.modulesById[m.id] = m as Draft<Module>;
}

/** Takes an id out of a list in place (no-op when absent). */
export function dropId(list: string[] | undefined, id: string): void {
  const index = list ? list.indexOf(id) : -1;
  if (index >= 0) list?.splice(index, 1);
}

/** Puts an id first in a list unless it is there (no-op when the list was never loaded). */
export function addIdFirst(list: string[] | undefined, id: string): void {
  if (list && !list.includes(id)) list.unshift(id);
}
