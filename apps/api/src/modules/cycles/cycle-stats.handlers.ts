import { DEFAULT_CYCLE_ANALYTICS_TYPE, type ListUserPropertiesUpdate, type PlanningAnalyticsType } from '@cairn/types';
import type { Db } from '../../data/db';
import { emptyPlanningCounts, planningAnalytics, planningAnalyticsBoth, planningCountsOf } from '../../data/repositories/planning-stats.repository';
import { findPlanningListProperties, mergePlanningListProperties, type PlanningPropertiesKey } from '../../data/repositories/planning-user-properties.repository';
import type { CycleRow } from '../../data/schema/planning.schema';
import { requireProjectRole } from '../projects/projects.policy';
import { DEFAULT_DISPLAY_FILTERS, presentListProperties } from '../work-item-lists/user-properties.presenter';
import { CYCLE_READERS, requireCycle, utcDay } from './cycles.policy';

// Progress, charts and the per-user list settings of one cycle; every project role may read them (and keep their own
// settings). The counting rule lives in planning-stats.repository.ts.

const analyticsScope = (cycle: CycleRow, now: Date) => ({
  kind: 'cycle' as const,
  id: cycle.id,
  workspaceId: cycle.workspace_id,
  projectId: cycle.project_id,
  start: cycle.start_date,
  end: cycle.end_date,
  today: utcDay(now),
});

async function readableCycle(db: Db, slug: string, projectId: string, userId: string, cycleId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, CYCLE_READERS);
  return requireCycle(db, access, cycleId);
}

/** GET cycles/{id}/analytics/?type= (points by default): burndown and distribution in points or work items. */
export async function getCycleAnalytics(db: Db, slug: string, projectId: string, userId: string, cycleId: string, type: PlanningAnalyticsType | undefined, now: Date) {
  const cycle = await readableCycle(db, slug, projectId, userId, cycleId);
  return planningAnalytics(db, { ...analyticsScope(cycle, now), type: type ?? DEFAULT_CYCLE_ANALYTICS_TYPE });
}

/** GET cycles/{id}/progress/: the cycle's counts by state group, in work items and points. */
export async function getCycleProgress(db: Db, slug: string, projectId: string, userId: string, cycleId: string) {
  const cycle = await readableCycle(db, slug, projectId, userId, cycleId);
  const counts = await planningCountsOf(db, { kind: 'cycle', workspaceId: cycle.workspace_id, projectId: cycle.project_id, ids: [cycle.id] });
  return counts.get(cycle.id) ?? emptyPlanningCounts();
}

/** GET cycles/{id}/cycle-progress/: both analytics types at once (the sidebar switches without a request). */
export async function getCycleBothAnalytics(db: Db, slug: string, projectId: string, userId: string, cycleId: string, now: Date) {
  const cycle = await readableCycle(db, slug, projectId, userId, cycleId);
  return planningAnalyticsBoth(db, analyticsScope(cycle, now));
}

const propertiesKey = (cycle: CycleRow, userId: string): PlanningPropertiesKey => ({
  workspaceId: cycle.workspace_id,
  projectId: cycle.project_id,
  kind: 'cycle',
  entityId: cycle.id,
  userId,
});

/** GET cycles/{id}/user-properties/: the caller's settings for the cycle's list, defaults filled in (layout list, spec §9). */
export async function getCycleListProperties(db: Db, slug: string, projectId: string, userId: string, cycleId: string) {
  const cycle = await readableCycle(db, slug, projectId, userId, cycleId);
  return presentListProperties(await findPlanningListProperties(db, propertiesKey(cycle, userId)), DEFAULT_DISPLAY_FILTERS);
}

/** PATCH cycles/{id}/user-properties/ (guests too: the settings are the caller's own): merged key by key; answers the whole. */
export async function patchCycleListProperties(db: Db, slug: string, projectId: string, userId: string, cycleId: string, body: ListUserPropertiesUpdate, now: Date) {
  const cycle = await readableCycle(db, slug, projectId, userId, cycleId);
  const stored = await mergePlanningListProperties(db, propertiesKey(cycle, userId), body, now);
  return presentListProperties(stored, DEFAULT_DISPLAY_FILTERS);
}
