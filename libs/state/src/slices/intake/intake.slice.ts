import type { IntakeIssue, IntakeIssuePage } from '@cairn/types';
import type { Draft } from 'immer';
import { lazyActions } from '../../core/lazy-actions';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import type { IntakeListParams, IntakeListState } from './intake-records';
import type { IntakeMutations } from './intake-mutations';

/** Intake (issue 14; work-items spec §2 tabs, §3 Intake issue, §4 status machine, §7, §8, §9). */
export interface IntakeSlice extends IntakeMutations {
  /** Requests by their work item's id (the id the paths use). */
  intakeById: Record<string, IntakeIssue>;
  /** Loaded lists by `intakeListKey(projectId, {tab, filters, order_by})`. */
  intakeLists: Record<string, IntakeListState>;
  /** One request read on its own (a link to it): loading, ready, or error (not found / not allowed). */
  intakeIssueStatusById: Record<string, LoadStatus>;
  /**
   * The first page (per_page 10, cursor '10:0:0', default order -issue__created_at) of a tab with its filters. Never
   * throws: a failure clears the loader and sets the list's error 'init-error' (the screen shows spec §8's text).
   */
  loadIntake(slug: string, projectId: string, params: IntakeListParams): Promise<IntakeIssuePage | undefined>;
  /** The next page of a loaded list (nothing without one or while one loads); a failure sets 'pagination-error'. */
  loadMoreIntake(slug: string, projectId: string, params: IntakeListParams): Promise<void>;
  /** GET inbox-issues/{issueId}/ into the records (a request opened by link). Never throws. */
  loadIntakeIssue(slug: string, projectId: string, issueId: string): Promise<IntakeIssue | undefined>;
  /** Reads again the first page of every loaded intake list of a project (live: someone else triaged). Never throws. */
  reloadProjectIntake(slug: string, projectId: string): Promise<void>;
}

type IntakeData = Pick<IntakeSlice, 'intakeById' | 'intakeLists' | 'intakeIssueStatusById'>;

/** The intake slice's async actions (all of its actions): they load with the intake screens (intake.actions.ts). */
export type IntakeActions = Omit<IntakeSlice, keyof IntakeData>;

/** The intake slice's data when the store starts or is reset. */
export function initialIntakeState(): IntakeData {
  return { intakeById: {}, intakeLists: {}, intakeIssueStatusById: {} };
}

/** Forgets a project's intake (records and lists). */
export function dropProjectIntake(d: Draft<WebState>, projectId: string): void {
  for (const [id, issue] of Object.entries(d.intakeById)) {
    if (issue.project !== projectId) continue;
    delete d.intakeById[id];
    delete d.intakeIssueStatusById[id];
  }
  for (const [key, list] of Object.entries(d.intakeLists)) if (list.projectId === projectId) delete d.intakeLists[key];
}

/** Creates the intake slice: its data now, its actions (all async) on their first call. */
export function createIntakeSlice(ctx: SliceContext): IntakeSlice {
  return {
    ...initialIntakeState(),
    ...lazyActions(ctx, 'intake', () => import('./intake.actions').then((m) => m.createIntakeActions), [
      'loadIntake', 'loadMoreIntake', 'loadIntakeIssue', 'reloadProjectIntake', 'createIntakeIssue', 'updateIntakeStatus',
      'updateIntakeIssueFields', 'deleteIntakeIssue',
    ], { quiet: ['loadIntakeIssue', 'reloadProjectIntake'] }),
  };
}
