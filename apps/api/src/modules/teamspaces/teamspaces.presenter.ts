import type { Teamspace } from '@cairn/types';
import type { TeamspaceWithIds } from '../../data/repositories/teamspaces.repository';

/** A teamspace row with its member and project ids → wire shape. */
export function presentTeamspace(row: TeamspaceWithIds): Teamspace {
  return {
    id: row.id,
    workspace: row.workspace_id,
    name: row.name,
    description: row.description,
    logo_props: row.logo_props,
    lead: row.lead_id,
    member_ids: row.member_ids,
    project_ids: row.project_ids,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
