import type { ListUserPropertiesUpdate, WorkspaceListView } from '@cairn/types';
import type { Db } from '../../data/db';
import {
  findProjectListProperties, findWorkspaceListProperties, mergeProjectListProperties, mergeWorkspaceListProperties,
} from '../../data/repositories/list-user-properties.repository';
import { requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { WORK_ITEM_READERS } from '../work-items/work-items.policy';
import { DEFAULT_DISPLAY_FILTERS, presentListProperties, workspaceViewDefaults } from './user-properties.presenter';

/** GET {proj}/user-properties/ (every project role): the caller's settings for the project list, defaults filled in. */
export async function getProjectListProperties(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  return presentListProperties(await findProjectListProperties(db, access.workspace.id, projectId, userId), DEFAULT_DISPLAY_FILTERS, true);
}

/** PATCH {proj}/user-properties/ (every project role, guests too: the settings are the caller's own). */
export async function patchProjectListProperties(db: Db, slug: string, projectId: string, userId: string, body: ListUserPropertiesUpdate, now: Date) {
  const access = await requireProjectRole(db, slug, projectId, userId, WORK_ITEM_READERS);
  const stored = await mergeProjectListProperties(db, access.workspace.id, projectId, userId, body, now);
  return presentListProperties(stored, DEFAULT_DISPLAY_FILTERS, true);
}

/** GET /api/workspaces/{slug}/user-properties/{view}/ (any workspace member). */
export async function getWorkspaceListProperties(db: Db, slug: string, userId: string, view: WorkspaceListView) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return presentListProperties(await findWorkspaceListProperties(db, access.workspace.id, userId, view), workspaceViewDefaults(view));
}

/** PATCH /api/workspaces/{slug}/user-properties/{view}/ (any workspace member). */
export async function patchWorkspaceListProperties(db: Db, slug: string, userId: string, view: WorkspaceListView, body: ListUserPropertiesUpdate, now: Date) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const stored = await mergeWorkspaceListProperties(db, access.workspace.id, userId, view, body, now);
  return presentListProperties(stored, workspaceViewDefaults(view));
}
