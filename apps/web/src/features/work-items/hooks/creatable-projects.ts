import { ROLE } from '@cairn/types';
import { selectJoinedProjects, selectProjectRole, type WebState } from '@cairn/state';

/** A selector of the joined projects where the user may create items (member or admin): their ids comma-joined, a stable value. */
export function creatableProjectIds(slug: string) {
  return (s: WebState) => selectJoinedProjects(s, slug).filter((p) => (selectProjectRole(s, p.id) ?? 0) >= ROLE.MEMBER).map((p) => p.id).join(',');
}
