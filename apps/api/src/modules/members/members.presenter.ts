import type { Role, WorkspaceMember } from '@cairn/types';
import type { MemberWithUser } from '../../data/repositories/workspace-members.repository';

/** Membership with its user → wire shape. */
export function presentMember(row: MemberWithUser): WorkspaceMember {
  return {
    id: row.id,
    member: {
      id: row.user.id,
      email: row.user.email,
      first_name: row.user.first_name,
      last_name: row.user.last_name,
      display_name: row.user.display_name,
      avatar_url: row.user.avatar_url,
    },
    role: row.role as Role,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}
