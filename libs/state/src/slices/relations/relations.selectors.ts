import type { RelatedWorkItem, RelationType, RelationsResponse } from '@cairn/types';
import { EMPTY } from '../../core/memo';
import type { WebState } from '../../core/types';

/** An item's relations per type (undefined until loaded). */
export const selectWorkItemRelations = (state: WebState, itemId: string): RelationsResponse | undefined => state.relationsByItem[itemId];
/** The items related to an item by one relation type. */
export const selectWorkItemRelationsOfType = (state: WebState, itemId: string, relationType: RelationType): readonly RelatedWorkItem[] =>
  state.relationsByItem[itemId]?.[relationType] ?? EMPTY;
