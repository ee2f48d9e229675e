import type { Role, Workspace } from '@cairn/types';
import type { WorkspaceRow } from '../../data/schema/workspaces.schema';

/** Workspace row → wire shape; role and total_members are added when known. */
export function presentWorkspace(row: WorkspaceRow, extra?: { role: number; total_members: number }): Workspace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.logo_url,
    organization_size: row.organization_size,
    owner: row.owner,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(extra ? { role: extra.role as Role, total_members: extra.total_members } : {}),
  };
}
