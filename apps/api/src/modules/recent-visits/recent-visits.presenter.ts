import { RECENT_VISITS_LIMIT, type RecentVisit, type RecentVisitEntity } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { readablePagesAmong } from '../../data/repositories/pages.repository';
import { liveProjectsAmong, liveWorkItemsAmong, type RecentVisitRow } from '../../data/repositories/recent-visits.repository';
import { workspaceListScope } from '../work-item-lists/work-item-lists.access';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy';

// Visit rows → the wire shape with entity_data read LIVE: one query for the caller's projects (workspaceListScope:
// the projects they have a role in, guests limited to their own items where the project says so), then one per
// entity type. A visit whose entity is gone, archived, deleted or no longer visible is left out (its row stays).

const idsOf = (rows: RecentVisitRow[], kind: RecentVisitEntity) => [...new Set(rows.filter((r) => r.entity_name === kind).map((r) => r.entity_identifier))];

/** The visits the caller can still open, in order, at most RECENT_VISITS_LIMIT, each with its entity's live data. */
export async function presentRecentVisits(h: DbOrTx, access: WorkspaceAccess, userId: string, rows: RecentVisitRow[]): Promise<RecentVisit[]> {
  // One after another: inside a transaction there is one connection.
  const scope = await workspaceListScope(h, access, userId);
  const full = new Set(scope.projectIds);
  const anyRole = new Set([...scope.projectIds, ...scope.ownOnlyProjectIds]);
  const data = new Map<string, Record<string, unknown>>();
  const key = (kind: string, id: string) => `${kind}:${id}`;

  for (const item of await liveWorkItemsAmong(h, access.workspace.id, idsOf(rows, 'issue'))) {
    const visible = full.has(item.project_id) || (anyRole.has(item.project_id) && item.created_by === userId);
    if (!visible) continue;
    data.set(key('issue', item.id), {
      id: item.id, name: item.name, sequence_id: item.sequence_id, project_id: item.project_id, project_identifier: item.project_identifier,
      state_group: item.state_group, state_name: item.state_name, priority: item.priority,
    });
  }
  for (const page of await readablePagesAmong(h, access.workspace.id, userId, idsOf(rows, 'page'))) {
    if (anyRole.has(page.project_id)) data.set(key('page', page.id), { id: page.id, name: page.name, logo_props: page.logo_props ?? {}, project_id: page.project_id });
  }
  for (const project of await liveProjectsAmong(h, access.workspace.id, idsOf(rows, 'project').filter((id) => anyRole.has(id)))) {
    data.set(key('project', project.id), { id: project.id, name: project.name, identifier: project.identifier, logo_props: project.logo_props ?? {} });
  }

  const out: RecentVisit[] = [];
  for (const row of rows) {
    const entityData = data.get(key(row.entity_name, row.entity_identifier));
    if (!entityData) continue;
    out.push({
      id: row.id,
      entity_name: row.entity_name as RecentVisitEntity,
      entity_identifier: row.entity_identifier,
      project_id: row.project_id,
      visited_at: row.visited_at.toISOString(),
      entity_data: entityData,
    });
    if (out.length === RECENT_VISITS_LIMIT) break;
  }
  return out;
}
