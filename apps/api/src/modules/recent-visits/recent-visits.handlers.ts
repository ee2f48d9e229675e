import { RECENT_VISITS_LIMIT, type RecentVisit, type RecentVisitCreate, type RecentVisitEntity } from '@cairn/types';
import type { Db } from '../../data/db';
import { listRecentVisitRows, upsertRecentVisit } from '../../data/repositories/recent-visits.repository';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { requireVisitable } from './recent-visits.policy';
import { presentRecentVisits } from './recent-visits.presenter';

// The caller's recent visits (issue 16; spec §7 recent-visits/). Personal rows (workspace and user); every member,
// guests too. No workspace events (personal data, as favorites).

/** Rows read per answer: visits hidden since are skipped, so more than the limit are read to fill it. */
const ROWS_READ = RECENT_VISITS_LIMIT * 5;

/** POST recent-visits/: the caller opened an entity they can see; its visit moves to now (one row per entity). */
export async function recordRecentVisit(db: Db, slug: string, userId: string, body: RecentVisitCreate, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    const projectId = await requireVisitable(tx, slug, access, userId, body);
    await upsertRecentVisit(tx, {
      workspace_id: access.workspace.id, user_id: userId, entity_name: body.entity_name, entity_identifier: body.entity_identifier, project_id: projectId,
    }, now);
  });
}

/** GET recent-visits/: newest first, at most RECENT_VISITS_LIMIT, only entities still there and visible. */
export async function listRecentVisits(db: Db, slug: string, userId: string, entityName: RecentVisitEntity | undefined): Promise<RecentVisit[]> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const rows = await listRecentVisitRows(db, access.workspace.id, userId, entityName, ROWS_READ);
  return presentRecentVisits(db, access, userId, rows);
}
