import { INTAKE_ERROR_CODE, ORGANISE_TEXT, type IntakeIssueUpdate, type IntakeStatus } from '@cairn/types';
import type { IntakeTriagePlan } from '../../commands/intake-request.command';
import type { DbOrTx } from '../../data/db';
import { effectiveIntakeStatus, type IntakeWithItem } from '../../data/repositories/intake.repository';
import { findWorkItem } from '../../data/repositories/work-item-lookup.repository';
import { badRequest, conflict } from '../../http/errors';
import type { ProjectAccess } from '../projects/projects.policy';
import { canSeeWorkItem } from '../work-items/work-items.policy';
import { assertIntakeTransition } from './intake.policy';

// Reads a PATCH's triage fields into a checked plan: the machine first (409), then the companions (400).

const fieldError = (field: string, message: string, code?: string) => badRequest(message, { [field]: [message] }, code);

/**
 * The status a PATCH asks for: `status` when given; else a snoozed_till time means snoozed, snoozed_till null on a
 * snoozed request means pending (clearing the snooze), a duplicate_to id means duplicate and duplicate_to null on a
 * duplicate means pending. undefined: no status change asked (e.g. snoozed_till null on a request that is not snoozed).
 */
export function requestedIntakeStatus(row: IntakeWithItem, body: Pick<IntakeIssueUpdate, 'status' | 'snoozed_till' | 'duplicate_to'>): IntakeStatus | undefined {
  if (body.status) return body.status;
  if (body.snoozed_till) return 'snoozed';
  if (body.snoozed_till === null && row.intake.status === 'snoozed') return 'pending';
  if (body.duplicate_to) return 'duplicate';
  if (body.duplicate_to === null && row.intake.status === 'duplicate') return 'pending';
  return undefined;
}

/** 409 INTAKE_ACCEPTED: an accepted request's item is a project work item now (edit it through issues/{id}/). */
export function refuseEditOfAccepted(row: IntakeWithItem): void {
  if (row.intake.status === 'accepted') throw conflict(ORGANISE_TEXT.intakeAccepted, INTAKE_ERROR_CODE.INTAKE_ACCEPTED);
}

/** snoozed_till as a time strictly after `now`; 400 otherwise. */
function snoozeTime(value: string | null | undefined, now: Date): Date {
  if (!value) throw fieldError('snoozed_till', ORGANISE_TEXT.intakeSnoozeRequired);
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw fieldError('snoozed_till', ORGANISE_TEXT.intakeSnoozeRequired);
  if (at.getTime() <= now.getTime()) throw fieldError('snoozed_till', ORGANISE_TEXT.intakeSnoozeInPast);
  return at;
}

/** duplicate_to as a live work item of the same project (not a draft, not a request, not itself) the caller sees; 400 otherwise. */
async function duplicateTarget(h: DbOrTx, access: ProjectAccess, userId: string, row: IntakeWithItem, id: string | null | undefined): Promise<string> {
  if (!id) throw fieldError('duplicate_to', ORGANISE_TEXT.intakeDuplicateRequired);
  const target = id === row.item.id ? undefined : await findWorkItem(h, access.workspace.id, access.project.id, id);
  if (!target || target.is_draft || target.is_intake || !canSeeWorkItem(access, target, userId)) {
    throw fieldError('duplicate_to', ORGANISE_TEXT.intakeDuplicateInvalid, INTAKE_ERROR_CODE.INTAKE_DUPLICATE_INVALID);
  }
  return target.id;
}

/**
 * The checked plan of a PATCH's triage fields, or undefined when it asks for no status change. From the status the
 * request counts as at `now` (a passed snooze is pending) to the requested one through INTAKE_TRANSITIONS (409), then:
 * snoozed needs snoozed_till in the future; duplicate needs duplicate_to (same project, not itself); neither may be
 * sent with another status (400). Leaving snoozed clears snoozed_till; leaving duplicate clears duplicate_to.
 */
export async function planIntakeTriage(
  h: DbOrTx,
  access: ProjectAccess,
  userId: string,
  row: IntakeWithItem,
  body: Pick<IntakeIssueUpdate, 'status' | 'snoozed_till' | 'duplicate_to'>,
  now: Date,
): Promise<IntakeTriagePlan | undefined> {
  const to = requestedIntakeStatus(row, body);
  if (to === undefined) return undefined;
  assertIntakeTransition(effectiveIntakeStatus(row.intake, now) as IntakeStatus, to);
  if (to !== 'snoozed' && body.snoozed_till) throw fieldError('snoozed_till', ORGANISE_TEXT.intakeSnoozeOnlySnoozed);
  if (to !== 'duplicate' && body.duplicate_to) throw fieldError('duplicate_to', ORGANISE_TEXT.intakeDuplicateOnlyDuplicate);
  return {
    to,
    snoozedTill: to === 'snoozed' ? snoozeTime(body.snoozed_till, now) : null,
    duplicateTo: to === 'duplicate' ? await duplicateTarget(h, access, userId, row, body.duplicate_to) : null,
  };
}
