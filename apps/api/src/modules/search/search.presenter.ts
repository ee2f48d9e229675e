import { STATE_GROUPS, type SearchEntityResult, type SearchIssueResult, type SearchProjectResult, type SearchUserResult, type StateGroup } from '@cairn/types';
import type { SearchEntityRow, SearchIssueRow, SearchProjectRow, SearchUserRow } from '../../data/repositories/search.repository';

// Search rows → the wire shape (the seed system's field names: project__identifier, workspace__slug, state__group).

/** A project result. */
export function presentProject(r: SearchProjectRow, slug: string): SearchProjectResult {
  return { id: r.id, name: r.name, identifier: r.identifier, project_id: r.id, project__identifier: r.identifier, workspace__slug: slug };
}

/** A work-item result. */
export function presentIssue(r: SearchIssueRow, slug: string): SearchIssueResult {
  const group = (STATE_GROUPS as readonly string[]).includes(r.state__group ?? '') ? (r.state__group as StateGroup) : null;
  return {
    id: r.id, name: r.name, sequence_id: r.sequence_id, project_id: r.project_id, project__identifier: r.project__identifier, workspace__slug: slug,
    state_id: r.state_id, state__group: group, state__name: r.state__name, state__color: r.state__color, priority: r.priority,
  };
}

/** A cycle, module, view or page result. */
export function presentEntity(r: SearchEntityRow, slug: string): SearchEntityResult {
  return { id: r.id, name: r.name, project_id: r.project_id, project__identifier: r.project__identifier, workspace__slug: slug };
}

/** A member result of user_mention. */
export function presentUser(r: SearchUserRow): SearchUserResult {
  return { id: r.id, member__id: r.id, display_name: r.display_name, first_name: r.first_name, last_name: r.last_name, avatar_url: r.avatar_url };
}
