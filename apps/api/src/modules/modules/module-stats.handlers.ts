import type { ListUserPropertiesUpdate, PlanningAnalyticsType } from '@cairn/types';
import type { Db } from '../../data/db';
import { emptyPlanningCounts, planningAnalytics, planningCountsOf } from '../../data/repositories/planning-stats.repository';
import { findPlanningListProperties, mergePlanningListProperties } from '../../data/repositories/planning-user-properties.repository';
import { DEFAULT_DISPLAY_FILTERS, presentListProperties } from '../work-item-lists/user-properties.presenter';
import type { ProjectTarget } from './modules.handlers';
import { MODULE_READERS, requireModule, type ModuleAccess } from './modules.policy';

/**
 * What modules/{id}/analytics/ counts when ?type= is missing. The spec (§9) gives a default only for cycles
 * (points); modules follow it so both sidebars open on the same chart.
 */
export const DEFAULT_MODULE_ANALYTICS_TYPE: PlanningAnalyticsType = 'points';

/** GET modules/{id}/analytics/?type= (every project role): burndown from start_date to target_date and the distributions. */
export async function moduleAnalytics(db: Db, target: ProjectTarget, userId: string, moduleId: string, type: PlanningAnalyticsType | undefined, now: Date) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  const { module } = access;
  return planningAnalytics(db, {
    kind: 'module',
    id: module.id,
    workspaceId: access.workspace.id,
    projectId: target.projectId,
    start: module.start_date,
    end: module.target_date,
    type: type ?? DEFAULT_MODULE_ANALYTICS_TYPE,
    today: now.toISOString().slice(0, 10),
  });
}

/** GET modules/{id}/progress/ (every project role): the module's counts by state group, in items and points. */
export async function moduleProgress(db: Db, target: ProjectTarget, userId: string, moduleId: string) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  const counts = await planningCountsOf(db, { kind: 'module', workspaceId: access.workspace.id, projectId: target.projectId, ids: [moduleId] });
  return counts.get(moduleId) ?? emptyPlanningCounts();
}

const propertiesKey = (access: ModuleAccess, userId: string) => ({
  workspaceId: access.workspace.id,
  projectId: access.project.id,
  kind: 'module' as const,
  entityId: access.module.id,
  userId,
});

/**
 * GET modules/{id}/user-properties/ (every project role): the caller's settings for the module's list, with the
 * project list's defaults (layout list; no order_by until the user picks one). The spec's "Project-module display
 * defaults" (order_by name) are the modules PAGE's display settings, a client matter, not this list's.
 */
export async function getModuleListProperties(db: Db, target: ProjectTarget, userId: string, moduleId: string) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  return presentListProperties(await findPlanningListProperties(db, propertiesKey(access, userId)), DEFAULT_DISPLAY_FILTERS);
}

/**
 * PATCH modules/{id}/user-properties/ (every project role, guests too: the settings are the caller's own; archived
 * modules too, since settings are not module data): merges the given parts key by key; sub_issue_display_properties
 * belongs to the project list and is ignored here.
 */
export async function patchModuleListProperties(db: Db, target: ProjectTarget, userId: string, moduleId: string, body: ListUserPropertiesUpdate, now: Date) {
  const access = await requireModule(db, target.slug, target.projectId, moduleId, userId, MODULE_READERS);
  const { filters, display_filters: displayFilters, display_properties: displayProperties } = body;
  const stored = await mergePlanningListProperties(db, propertiesKey(access, userId), { filters, display_filters: displayFilters, display_properties: displayProperties }, now);
  return presentListProperties(stored, DEFAULT_DISPLAY_FILTERS);
}
