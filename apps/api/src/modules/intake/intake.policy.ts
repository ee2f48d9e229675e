import { INTAKE_ERROR_CODE, ORGANISE_TEXT, ROLE, type IntakeStatus, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { effectiveIntakeStatus, findIntakeIssue, type IntakeWithItem } from '../../data/repositories/intake.repository';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, PROJECT_MEMBER_OR_ADMIN, type ProjectAccess } from '../projects/projects.policy';

// Who may do what with intake (issue 14; spec §4, §6) and the status machine.
//
// - Every project role submits requests (guests too) while the project's inbox_view is on.
// - Admins and members see every request; guests only the ones they created (list, retrieve, versions).
// - Triage (status, snoozed_till, duplicate_to): admins and members.
// - The request's own fields (issue: name, description, priority): admins and members, and its creator while pending.
// - Delete: project admins, and its creator while pending.

/** Every project role: submit requests and read the ones they may see. */
export const INTAKE_READERS: readonly Role[] = ANY_PROJECT_ROLE;
/** Project admins and members: triage. */
export const INTAKE_TRIAGERS: readonly Role[] = PROJECT_MEMBER_OR_ADMIN;

/**
 * The status machine, as data (from the status a request counts as → the statuses a PATCH may set). Decisions:
 * - pending and snoozed (a passed snooze counts as pending) may go anywhere; snoozed → snoozed re-snoozes;
 * - accepted is final: the work item is part of the project (edit it as a work item);
 * - declined and duplicate may go back to pending (reopened); duplicate → duplicate points at another item;
 *   declined → declined changes nothing.
 * Anything else is 409 INTAKE_TRANSITION.
 */
export const INTAKE_TRANSITIONS: Readonly<Record<IntakeStatus, readonly IntakeStatus[]>> = {
  pending: ['pending', 'snoozed', 'accepted', 'declined', 'duplicate'],
  snoozed: ['pending', 'snoozed', 'accepted', 'declined', 'duplicate'],
  accepted: [],
  declined: ['pending', 'declined'],
  duplicate: ['pending', 'duplicate'],
};

/** Whether the machine allows `from` → `to`. */
export function canMoveIntake(from: IntakeStatus, to: IntakeStatus): boolean {
  return INTAKE_TRANSITIONS[from].includes(to);
}

/** 409 INTAKE_TRANSITION unless the machine allows `from` → `to`. */
export function assertIntakeTransition(from: IntakeStatus, to: IntakeStatus): void {
  if (!canMoveIntake(from, to)) throw conflict(ORGANISE_TEXT.intakeTransition.replace('{from}', from).replace('{to}', to), INTAKE_ERROR_CODE.INTAKE_TRANSITION);
}

/** 404 'Intake work item not found': unknown ids, other projects' or workspaces' requests, and ones a guest may not see. */
export function intakeNotFound() {
  return notFound(ORGANISE_TEXT.intakeIssueNotFound);
}

/** 400 INTAKE_OFF unless the project has intake (inbox_view) on. */
export function assertIntakeOn(access: ProjectAccess): void {
  if (!access.project.inbox_view) throw badRequest(ORGANISE_TEXT.intakeOff, undefined, INTAKE_ERROR_CODE.INTAKE_OFF);
}

/** Guests see only the requests they created; admins and members see all. */
export function canSeeIntake(access: ProjectAccess, row: IntakeWithItem, userId: string): boolean {
  return access.projectRole !== ROLE.GUEST || row.intake.created_by === userId;
}

/** The request of work item `issueId` in the authorised project, visible to the caller; 404 otherwise. */
export async function requireIntake(h: DbOrTx, access: ProjectAccess, userId: string, issueId: string, options: { lock?: boolean } = {}): Promise<IntakeWithItem> {
  const row = await findIntakeIssue(h, access.workspace.id, access.project.id, issueId, options);
  if (!row || !canSeeIntake(access, row, userId)) throw intakeNotFound();
  return row;
}

const isTriager = (access: ProjectAccess) => access.projectRole === ROLE.ADMIN || access.projectRole === ROLE.MEMBER;

/** 403 unless the caller may triage (admins and members). */
export function assertTriager(access: ProjectAccess): void {
  if (!isTriager(access)) throw forbidden();
}

/** 403 unless the caller may edit the request's own fields: admins and members, or its creator while it is pending. */
export function assertIssueEditor(access: ProjectAccess, row: IntakeWithItem, userId: string, now: Date): void {
  if (isTriager(access)) return;
  if (row.intake.created_by === userId && effectiveIntakeStatus(row.intake, now) === 'pending') return;
  throw forbidden(ORGANISE_TEXT.intakeNotEditable);
}

/** 403 unless the caller may delete the request: project admins, or its creator while it is pending. */
export function assertIntakeDeleter(access: ProjectAccess, row: IntakeWithItem, userId: string, now: Date): void {
  if (access.projectRole === ROLE.ADMIN) return;
  if (row.intake.created_by === userId && effectiveIntakeStatus(row.intake, now) === 'pending') return;
  throw forbidden(ORGANISE_TEXT.intakeNotDeletable);
}
