import type { Link } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** An item's links, newest first (a stable array between renders). */
export const selectWorkItemLinks = (state: WebState, itemId: string): readonly Link[] => listOf(state.linkIdsByItem[itemId], state.linksById);
/** A link by id. */
export const selectWorkItemLink = (state: WebState, linkId: string): Link | undefined => state.linksById[linkId];
