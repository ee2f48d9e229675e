import type { Role, WorkspaceInvitation } from '@cairn/types';
import type { InvitationWorkspace } from '../../data/repositories/workspace-invitations.repository';
import type { WorkspaceInvitationRow } from '../../data/schema/workspaces.schema';

/** Invitation row and its workspace → wire shape. */
export function presentInvitation(row: WorkspaceInvitationRow, workspace: InvitationWorkspace): WorkspaceInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    accepted: row.accepted,
    responded_at: row.responded_at ? row.responded_at.toISOString() : null,
    workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: workspace.logo_url },
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}
