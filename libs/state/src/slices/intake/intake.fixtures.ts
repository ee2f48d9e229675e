import type { IntakeIssue, IntakeIssuePage, WorkItem } from '@cairn/types';
import { workItemFixtures } from '../../testing/work-item-fixtures';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Intake builders for tests: request n of project 1 of ws-1 (the ids the shared fixtures use), and pages. */
export const intakeFixtures = {
  /** The id of request n (its work item's id, 00000000-…-0000000090nn). */
  id: (n: number) => id(9000 + n),
  /**
   * Request n: pending, created by user 1 on 2025-01-0n (so a higher n is newer), its work item named "Request n"
   * (sequence n, priority none); `issue` overrides the work item's fields.
   */
  intakeIssue: (n: number, over: Partial<IntakeIssue> = {}, issue: Partial<WorkItem> = {}): IntakeIssue => {
    const stamp = `2025-01-${String(Math.min(n, 28)).padStart(2, '0')}T00:00:00.000Z`;
    return {
      id: id(9000 + n), project: id(501), status: 'pending', snoozed_till: null, duplicate_to: null, duplicate_issue_detail: null,
      source: 'in-app', created_by: id(1), created_at: stamp, updated_at: stamp,
      issue: workItemFixtures.workItem(n, { id: id(9000 + n), name: `Request ${n}`, sequence_id: n, created_at: stamp, updated_at: stamp, ...issue }),
      ...over,
    };
  },
  /** One page of inbox-issues/. */
  page: (results: IntakeIssue[], over: Partial<IntakeIssuePage> = {}): IntakeIssuePage => ({
    results, total_results: results.length, next_cursor: '10:1:10', prev_cursor: '10:-1:0', next_page_results: false, ...over,
  }),
};
