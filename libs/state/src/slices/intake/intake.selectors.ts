import type { IntakeIssue } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import { intakeListKey, type IntakeListParams, type IntakeListState } from './intake-records';

/** A loaded intake list (ids, paging, loader, error), or undefined before its first load. */
export function selectIntakeList(state: WebState, projectId: string, params: IntakeListParams): IntakeListState | undefined {
  return state.intakeLists[intakeListKey(projectId, params)];
}

/** The requests of a list, in its order (a stable array between renders). */
export function selectIntakeIssues(state: WebState, projectId: string, params: IntakeListParams): readonly IntakeIssue[] {
  const list = selectIntakeList(state, projectId, params);
  return list ? listOf(list.ids, state.intakeById) : EMPTY;
}

/** One request by its work item's id. */
export function selectIntakeIssue(state: WebState, issueId: string | undefined): IntakeIssue | undefined {
  return issueId ? state.intakeById[issueId] : undefined;
}

/** Where reading one request on its own stands (idle when never asked). */
export function selectIntakeIssueStatus(state: WebState, issueId: string | undefined): LoadStatus {
  return (issueId && state.intakeIssueStatusById[issueId]) || 'idle';
}
