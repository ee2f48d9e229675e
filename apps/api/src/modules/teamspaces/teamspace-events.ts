import type { Tx } from '../../data/db';
import type { TeamspaceWithIds } from '../../data/repositories/teamspaces.repository';
import { diffFields, recordEvent } from '../../events/record-event';

// Events of teamspaces (entity_type 'teamspace', workspace-level: no project). Streams carry them to workspace members
// and admins, not guests (stream-access.ts).

const TEAMSPACE_EVENT_FIELDS = ['name', 'description', 'logo_props', 'lead_id', 'member_ids', 'project_ids'] as const;

/** Records a teamspace event with the fields that changed between two versions (null before: created, null after: deleted). */
export async function recordTeamspaceEvent(
  tx: Tx,
  action: 'created' | 'updated' | 'deleted',
  before: TeamspaceWithIds | null,
  after: TeamspaceWithIds | null,
  actorId: string,
  at: Date,
): Promise<void> {
  const row = (after ?? before)!;
  const changes = diffFields<Pick<TeamspaceWithIds, (typeof TEAMSPACE_EVENT_FIELDS)[number]>>(before, after, TEAMSPACE_EVENT_FIELDS);
  // The wire name of the lead is `lead`.
  if (changes.lead_id) {
    changes.lead = changes.lead_id;
    delete changes.lead_id;
  }
  if (action === 'updated' && Object.keys(changes).length === 0) return;
  await recordEvent(tx, { workspaceId: row.workspace_id, projectId: null, entityType: 'teamspace', entityId: row.id, action, changes, actorId, at });
}
