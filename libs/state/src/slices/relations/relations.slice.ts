import { RELATION_TYPES, WORK_ITEM_TEXT } from '@cairn/types';
import type { RelatedWorkItem, RelationType, RelationsResponse } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { fetchOrThrow, refetch } from '../work-items/work-item-fetch';

/** The same relation seen from the other item (blocked_by ↔ blocking; relates_to and duplicate are symmetric). */
export const REVERSE_RELATION: Record<RelationType, RelationType> = {
  blocked_by: 'blocking', blocking: 'blocked_by', relates_to: 'relates_to', duplicate: 'duplicate',
};

/** Relations of work items, per relation type, seen from each item. */
export interface RelationsSlice {
  relationsByItem: Record<string, RelationsResponse>;
  /** GET issue-relation/. Rethrows. */
  loadWorkItemRelations(slug: string, projectId: string, itemId: string): Promise<RelationsResponse>;
  /**
   * Optimistic POST issue-relation/ `{relation_type, issues}`: the known items appear at once (and the reverse relation
   * on their loaded lists); relating an item to itself is refused. On failure: rollback, toast, relations refetched, rethrow.
   */
  addWorkItemRelations(slug: string, projectId: string, itemId: string, relationType: RelationType, relatedIds: string[]): Promise<void>;
  /** Optimistic POST remove-relation/ (both sides); on failure: rollback, toast, relations refetched, rethrow. */
  removeWorkItemRelation(slug: string, projectId: string, itemId: string, relationType: RelationType, relatedId: string): Promise<void>;
}

/** The relations slice's data when the store starts or is reset. */
export function initialRelationsState(): Pick<RelationsSlice, 'relationsByItem'> {
  return { relationsByItem: {} };
}

function liteOf(d: Draft<WebState>, itemId: string, relationType: RelationType): RelatedWorkItem | undefined {
  const item = d.workItemsById[itemId];
  if (!item) return undefined;
  return {
    id: item.id, project_id: item.project_id, sequence_id: item.sequence_id, name: item.name, state_id: item.state_id, state__group: item.state__group,
    priority: item.priority, is_epic: item.is_epic, relation_type: relationType,
  };
}

function addEntry(d: Draft<WebState>, ownerId: string, entry: RelatedWorkItem | undefined): void {
  const relations = d.relationsByItem[ownerId];
  if (!relations || !entry) return;
  const list = relations[entry.relation_type];
  if (!list.some((r) => r.id === entry.id)) list.push(entry);
}

function removeEntry(d: Draft<WebState>, ownerId: string, relationType: RelationType, relatedId: string): void {
  const relations = d.relationsByItem[ownerId];
  if (relations) relations[relationType] = relations[relationType].filter((r) => r.id !== relatedId);
}

/** Creates the relations slice. */
export function createRelationsSlice({ store, deps }: SliceContext): RelationsSlice {
  const { relations } = deps.services;
  const loadWorkItemRelations = (slug: string, projectId: string, itemId: string) => fetchOrThrow(store, {
    action: 'relations/loadWorkItemRelations',
    call: () => relations.get(slug, projectId, itemId),
    done: (d, answer) => {
      d.relationsByItem[itemId] = answer;
    },
    failed: () => undefined,
  });
  // Spec §4: a failed relation change refetches the item's relations.
  const withRefetch = async (slug: string, projectId: string, itemId: string, run: () => Promise<unknown>): Promise<void> => {
    try {
      await run();
    } catch (error) {
      await refetch(loadWorkItemRelations(slug, projectId, itemId));
      throw error;
    }
  };
  return {
    ...initialRelationsState(),
    loadWorkItemRelations,
    addWorkItemRelations: (slug, projectId, itemId, relationType, relatedIds) => {
      if (relatedIds.includes(itemId)) return refuse(store, WORK_ITEM_TEXT.relationSelf);
      return withRefetch(slug, projectId, itemId, () => mutate(store, {
        key: `relations:${itemId}`,
        apply: (d) => {
          for (const relatedId of relatedIds) {
            addEntry(d, itemId, liteOf(d, relatedId, relationType));
            addEntry(d, relatedId, liteOf(d, itemId, REVERSE_RELATION[relationType]));
          }
        },
        call: () => relations.create(slug, projectId, itemId, relationType, relatedIds),
        commit: (d, added) => {
          // The server's entries carry the current names and states, also of items this client never loaded.
          if (!Array.isArray(added)) return;
          const relationsOfItem = d.relationsByItem[itemId];
          for (const entry of added) {
            if (!relationsOfItem || !RELATION_TYPES.includes(entry.relation_type)) continue;
            const list = relationsOfItem[entry.relation_type];
            const index = list.findIndex((r) => r.id === entry.id);
            if (index >= 0) list[index] = entry;
            else list.push(entry);
          }
        },
      }));
    },
    removeWorkItemRelation: (slug, projectId, itemId, relationType, relatedId) => withRefetch(slug, projectId, itemId, () => mutate(store, {
      key: `relations:${itemId}`,
      apply: (d) => {
        removeEntry(d, itemId, relationType, relatedId);
        removeEntry(d, relatedId, REVERSE_RELATION[relationType], itemId);
      },
      call: () => relations.remove(slug, projectId, itemId, relationType, relatedId),
    })),
  };
}
