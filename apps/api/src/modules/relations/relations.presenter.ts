import { PRIORITIES, STATE_GROUPS, type Priority, type RelatedWorkItem, type RelationType, type RelationsResponse } from '@cairn/types';
import type { RelationItemRow } from '../../data/repositories/relations.repository';

type StateGroup = (typeof STATE_GROUPS)[number];

/** A related item → wire shape with the relation as seen from the item asked about. */
export function presentRelatedItem(row: RelationItemRow, relationType: RelationType): RelatedWorkItem {
  return {
    id: row.id,
    project_id: row.project_id,
    sequence_id: row.sequence_id,
    name: row.name,
    state_id: row.state_id,
    state__group: STATE_GROUPS.includes(row.state_group as StateGroup) ? (row.state_group as StateGroup) : null,
    priority: PRIORITIES.includes(row.priority as Priority) ? (row.priority as Priority) : 'none',
    is_epic: row.is_epic,
    relation_type: relationType,
  };
}

/** Related items grouped by relation type. */
export function presentRelations(entries: Array<{ row: RelationItemRow; type: RelationType }>): RelationsResponse {
  const result: RelationsResponse = { blocked_by: [], blocking: [], relates_to: [], duplicate: [] };
  for (const { row, type } of entries) result[type].push(presentRelatedItem(row, type));
  return result;
}
