import { ROLE, type IntakeIssue, type Role } from '@cairn/types';
import { effectiveIntakeStatus } from '@cairn/state';

type Request = Pick<IntakeIssue, 'created_by' | 'status' | 'snoozed_till'>;

/** Admins and members triage (accept, decline, snooze, duplicate, reopen); guests only submit (issue 14). */
export function canTriageIntake(role: Role | undefined): boolean {
  return role !== undefined && role >= ROLE.MEMBER;
}

/** Every project role, guests included, may submit a request. */
export function canSubmitIntake(role: Role | undefined): boolean {
  return role !== undefined;
}

const ownPending = (issue: Request, userId: string | undefined, now: Date) =>
  userId !== undefined && issue.created_by === userId && effectiveIntakeStatus(issue, now) === 'pending';

/** Admins and members edit a request's title, description and priority; its creator too while it is pending. Never once accepted. */
export function canEditIntake(role: Role | undefined, issue: Request, userId: string | undefined, now: Date): boolean {
  if (role === undefined || issue.status === 'accepted') return false;
  return canTriageIntake(role) || ownPending(issue, userId, now);
}

/** Project admins delete a request; its creator too while it is pending (the server's rule). Never once accepted. */
export function canDeleteIntake(role: Role | undefined, issue: Request, userId: string | undefined, now: Date): boolean {
  if (role === undefined || issue.status === 'accepted') return false;
  return role === ROLE.ADMIN || ownPending(issue, userId, now);
}
