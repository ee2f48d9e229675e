import { WORK_ITEM_TEXT } from '@cairn/types';
import type { StateGroup, SubIssuesResponse, WorkItemServiceType } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { fetchOrThrow } from '../work-items/work-item-fetch';
import { putWorkItem } from '../work-items/work-item-records';
import { refileSubIssue } from './sub-issue-refile';

/** How many sub-items of a parent are in each state group. */
export type StateDistribution = Partial<Record<StateGroup, number>>;

/** Sub-items per parent and their state-group distribution. */
export interface SubIssuesSlice {
  /** parent id → child ids in the server's order. */
  subIssueIdsByParent: Record<string, string[]>;
  subIssueDistributionByParent: Record<string, StateDistribution>;
  subIssuesLoaderByParent: Record<string, 'init-loader' | undefined>;
  /** GET sub-issues/ (issues/ of an epic): stores the children and the distribution. Rethrows after clearing the loader. */
  loadSubIssues(slug: string, projectId: string, parentId: string, type?: WorkItemServiceType): Promise<SubIssuesResponse>;
  /**
   * Optimistic POST sub-issues/ `{sub_issue_ids}`: each known child leaves its old parent and joins this one (lists,
   * distributions and sub_issues_count follow); the server's answer replaces the list. A parent among its own
   * children is refused ('A work item cannot be its own parent or ancestor'); rethrows after rollback.
   */
  addSubIssues(slug: string, projectId: string, parentId: string, childIds: string[], type?: WorkItemServiceType): Promise<SubIssuesResponse>;
}

/** The sub-issues slice's data when the store starts or is reset. */
export function initialSubIssuesState(): Pick<SubIssuesSlice, 'subIssueIdsByParent' | 'subIssueDistributionByParent' | 'subIssuesLoaderByParent'> {
  return { subIssueIdsByParent: {}, subIssueDistributionByParent: {}, subIssuesLoaderByParent: {} };
}

/** Stores a sub-items answer for a parent. */
export function putSubIssues(d: Draft<WebState>, parentId: string, answer: SubIssuesResponse): void {
  for (const child of answer.sub_issues) putWorkItem(d, child);
  d.subIssueIdsByParent[parentId] = answer.sub_issues.map((c) => c.id);
  d.subIssueDistributionByParent[parentId] = { ...answer.state_distribution };
  const parent = d.workItemsById[parentId];
  if (parent) parent.sub_issues_count = answer.sub_issues.length;
}

/** True when `itemId` is `candidateParent` or one of its known ancestors: making it the parent of `itemId` would loop. */
export function isAncestorOrSelf(byId: WebState['workItemsById'], itemId: string, candidateParent: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = candidateParent; at; at = byId[at]?.parent_id) {
    if (at === itemId) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

/** Creates the sub-issues slice. */
export function createSubIssuesSlice({ store, deps }: SliceContext): SubIssuesSlice {
  const { workItems } = deps.services;
  return {
    ...initialSubIssuesState(),
    loadSubIssues: (slug, projectId, parentId, type) => fetchOrThrow(store, {
      action: 'subIssues/loadSubIssues',
      call: () => workItems.getSubIssues(slug, projectId, parentId, type),
      start: (d) => {
        if (!d.subIssueIdsByParent[parentId]) d.subIssuesLoaderByParent[parentId] = 'init-loader';
      },
      done: (d, answer) => {
        putSubIssues(d, parentId, answer);
        delete d.subIssuesLoaderByParent[parentId];
      },
      failed: (d) => {
        delete d.subIssuesLoaderByParent[parentId];
      },
    }),
    addSubIssues: (slug, projectId, parentId, childIds, type) => {
      const byId = store.getState().workItemsById;
      if (childIds.some((childId) => isAncestorOrSelf(byId, childId, parentId))) return refuse(store, WORK_ITEM_TEXT.parentLoop);
      return mutate(store, {
        key: `subIssues:${parentId}`,
        apply: (d) => {
          for (const childId of childIds) {
            const child = d.workItemsById[childId];
            if (!child || child.parent_id === parentId) continue;
            refileSubIssue(d, childId, { parent_id: child.parent_id, group: child.state__group }, { parent_id: parentId, group: child.state__group });
            child.parent_id = parentId;
          }
        },
        call: () => workItems.addSubIssues(slug, projectId, parentId, childIds, type),
        commit: (d, answer) => {
          if (answer?.sub_issues) putSubIssues(d, parentId, answer);
        },
      });
    },
  };
}
