import type { RelationType } from '@cairn/types';
import type { StoredRelationType } from '../../data/repositories/relations.repository';

// Relations are stored once: "A blocking B" as (B blocked_by A); "A blocked_by B" as (A, B, blocked_by); relates_to and
// duplicate as (A, B, type), read in both directions. These functions translate between what an item sees and rows.

/** The stored row for "self <type> other". */
export function toStoredRelation(selfId: string, otherId: string, type: RelationType): { work_item_id: string; related_work_item_id: string; relation_type: StoredRelationType } {
  if (type === 'blocking') return { work_item_id: otherId, related_work_item_id: selfId, relation_type: 'blocked_by' };
  return { work_item_id: selfId, related_work_item_id: otherId, relation_type: type };
}

/** The relation as the other item sees it: blocked_by ↔ blocking; relates_to and duplicate are symmetric. */
export function inverseRelation(type: RelationType): RelationType {
  if (type === 'blocked_by') return 'blocking';
  if (type === 'blocking') return 'blocked_by';
  return type;
}

/** A stored row seen from `itemId`: the other item and the relation type from this side. */
export function seenFrom(row: { work_item_id: string; related_work_item_id: string; relation_type: string }, itemId: string): { otherId: string; type: RelationType } {
  const type = row.relation_type as StoredRelationType;
  if (row.work_item_id === itemId) return { otherId: row.related_work_item_id, type };
  return { otherId: row.work_item_id, type: inverseRelation(type) };
}

/** True for the types stored once but read from both sides with the same name. */
export function isSymmetric(type: RelationType): boolean {
  return type === 'relates_to' || type === 'duplicate';
}
