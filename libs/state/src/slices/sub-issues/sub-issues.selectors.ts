import type { WorkItemRecord } from '../work-items/work-item-records';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';
import type { StateDistribution } from './sub-issues.slice';

const NO_DISTRIBUTION: StateDistribution = Object.freeze({});

/** A parent's sub-items in the server's order (a stable array between renders). */
export const selectSubIssues = (state: WebState, parentId: string): readonly WorkItemRecord[] =>
  listOf(state.subIssueIdsByParent[parentId], state.workItemsById);
/** How many of a parent's sub-items are in each state group (empty until loaded). */
export const selectSubIssueDistribution = (state: WebState, parentId: string): StateDistribution =>
  state.subIssueDistributionByParent[parentId] ?? NO_DISTRIBUTION;
/** The sub-item list's loader ('init-loader' during the first load). */
export const selectSubIssuesLoader = (state: WebState, parentId: string) => state.subIssuesLoaderByParent[parentId];
