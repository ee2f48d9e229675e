import type { ListUserPropertiesUpdate } from '@cairn/types';
import type { Db } from '../../data/db';
import { findPlanningListProperties, mergePlanningListProperties, type PlanningPropertiesKey } from '../../data/repositories/planning-user-properties.repository';
import { requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { DEFAULT_DISPLAY_FILTERS, presentListProperties } from '../work-item-lists/user-properties.presenter';
import { WORK_ITEM_READERS } from '../work-items/work-items.policy';

// The caller's settings of a project's epics list (spec §7 epics-user-properties): one planning_user_properties row per
// (project, user) with entity_type 'epics' and entity_id the project id; the project list's parts and defaults, without
// the sub-item display properties.

const key = (access: ProjectAccess, userId: string): PlanningPropertiesKey => ({
  workspaceId: access.workspace.id,
  projectId: access.project.id,
  kind: 'epics',
  entityId: access.project.id,
  userId,
});

/** GET {proj}/epics-user-properties/ (every project role): the caller's settings, defaults filled in. */
export async function getEpicsListProperties(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  return presentListProperties(await findPlanningListProperties(db, key(access, userId)), DEFAULT_DISPLAY_FILTERS);
}

/** PATCH {proj}/epics-user-properties/ (every project role, guests too: the settings are the caller's own): merged key by key. */
export async function patchEpicsListProperties(db: Db, slug: string, projectId: string, userId: string, body: ListUserPropertiesUpdate, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const stored = await mergePlanningListProperties(db, key(access, userId), body, now);
  return presentListProperties(stored, DEFAULT_DISPLAY_FILTERS);
}
