import type { IntakeIssue, IntakeStatus } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { effectiveIntakeStatus, findDuplicateDetails, type IntakeWithItem } from '../../data/repositories/intake.repository';
import { findPersonDetails } from '../../data/repositories/person-details.repository';
import { presentWorkItems } from '../work-items/work-items.presenter';

/**
 * Requests → wire shapes, in the same order: the status they count as at `now` (a passed snooze is pending, with
 * snoozed_till null), the work item as lists present it, the duplicate's short detail and the requester's name and avatar
 * (created_by_detail: requesters from a published board are not workspace members) — a fixed number of queries whatever
 * the page size.
 */
export async function presentIntakeIssues(h: DbOrTx, workspaceId: string, rows: IntakeWithItem[], userId: string, now: Date): Promise<IntakeIssue[]> {
  if (rows.length === 0) return [];
  const items = await presentWorkItems(h, workspaceId, rows.map((r) => r.item), userId);
  const duplicates = await findDuplicateDetails(h, workspaceId, rows.map((r) => r.intake.duplicate_to).filter((id): id is string => id !== null));
  const people = await findPersonDetails(h, rows.map((r) => r.intake.created_by));
  return rows.map(({ intake }, i) => {
    const status = effectiveIntakeStatus(intake, now) as IntakeStatus;
    return {
      id: intake.id,
      project: intake.project_id,
      status,
      snoozed_till: status === 'snoozed' && intake.snoozed_till ? intake.snoozed_till.toISOString() : null,
      duplicate_to: intake.duplicate_to,
      duplicate_issue_detail: (intake.duplicate_to && duplicates.get(intake.duplicate_to)) || null,
      source: intake.source as IntakeIssue['source'],
      created_by: intake.created_by,
      created_by_detail: (intake.created_by && people.get(intake.created_by)) || null,
      created_at: intake.created_at.toISOString(),
      updated_at: intake.updated_at.toISOString(),
      issue: items[i],
    };
  });
}

/** presentIntakeIssues for one request. */
export async function presentIntakeIssue(h: DbOrTx, workspaceId: string, row: IntakeWithItem, userId: string, now: Date): Promise<IntakeIssue> {
  const [one] = await presentIntakeIssues(h, workspaceId, [row], userId, now);
  return one;
}
