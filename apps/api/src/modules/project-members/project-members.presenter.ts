import type { ProjectMember, Role, UserLite } from '@cairn/types';
import type { ProjectMemberWithUser } from '../../data/repositories/project-members.repository';
import type { MemberUser } from '../../data/repositories/workspace-members.repository';

/** A user → the lite shape members see. */
export function presentUserLite(user: MemberUser): UserLite {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    avatar_url: user.avatar_url,
  };
}

/** A project membership with its user → wire shape. */
export function presentProjectMember(row: ProjectMemberWithUser): ProjectMember {
  return {
    id: row.id,
    project: row.project_id,
    member: presentUserLite(row.user),
    role: row.role as Role,
    original_role: row.original_role as Role,
    created_at: row.created_at.toISOString(),
  };
}
