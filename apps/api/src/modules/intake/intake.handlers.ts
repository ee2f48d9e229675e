import { WORK_ITEM_TEXT, type IntakeIssueCreate, type IntakeIssueUpdate, type IntakeListQuery } from '@cairn/types';
import { applyIntakeTriage, createIntakeCommand, deleteIntakeCommand } from '../../commands/intake-request.command';
import { updateWorkItemCommand } from '../../commands/work-item-update.command';
import type { Db } from '../../data/db';
import { listIntakePage } from '../../data/repositories/intake.repository';
import { findDescriptionVersion, listDescriptionVersions } from '../../data/repositories/work-items-extras.repository';
import { notFound } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { requireProjectRole } from '../projects/projects.policy';
import { writeScope } from '../work-items/work-items.access';
import { presentDescriptionVersion } from '../work-items/work-items.presenter';
import { intakeListFilter, intakeOrder, intakePage } from './intake.query';
import { planIntakeTriage, refuseEditOfAccepted } from './intake.triage';
import { assertIntakeDeleter, assertIntakeOn, assertIssueEditor, assertTriager, INTAKE_READERS, requireIntake } from './intake.policy';
import { presentIntakeIssue, presentIntakeIssues } from './intake.presenter';

/** Where an intake call points: workspace slug and project from the URL, and the caller. */
export interface IntakeTarget {
  slug: string;
  projectId: string;
  userId: string;
}

/** GET inbox-issues/ (every project role; guests see their own): one page plus total_results and the cursors. */
export async function listIntake(db: Db, t: IntakeTarget, query: IntakeListQuery, now: Date) {
  const access = await requireProjectRole(db, t.slug, t.projectId, t.userId, INTAKE_READERS);
  const filter = intakeListFilter(access, t.userId, query, now);
  const page = intakePage(query);
  const { rows, total } = await listIntakePage(db, filter, intakeOrder(query), { limit: page.perPage, offset: page.offset });
  return {
    results: await presentIntakeIssues(db, access.workspace.id, rows, t.userId, now),
    total_results: total,
    next_cursor: `${page.perPage}:${page.page + 1}:0`,
    prev_cursor: `${page.perPage}:${Math.max(page.page - 1, 0)}:${page.page > 0 ? 1 : 0}`,
    next_page_results: page.offset + rows.length < total,
  };
}

/** GET inbox-issues/{issueId}/ (every project role; guests only their own). */
export async function retrieveIntake(db: Db, t: IntakeTarget, issueId: string, now: Date) {
  const access = await requireProjectRole(db, t.slug, t.projectId, t.userId, INTAKE_READERS);
  return presentIntakeIssue(db, access.workspace.id, await requireIntake(db, access, t.userId, issueId), t.userId, now);
}

/** POST inbox-issues/ (every project role, guests too; intake must be on): the work item and the pending request. */
export async function createIntake(db: Db, t: IntakeTarget, body: IntakeIssueCreate, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await requireProjectRole(tx, t.slug, t.projectId, t.userId, INTAKE_READERS);
      assertIntakeOn(access);
      const row = await createIntakeCommand(tx, writeScope(access, t.userId, now), body);
      return presentIntakeIssue(tx, access.workspace.id, row, t.userId, now);
    }),
  );
}

/**
 * PATCH inbox-issues/{issueId}/: `issue` edits the request's own fields (admins and members, or its creator while
 * pending; not once accepted), then status / snoozed_till / duplicate_to triage it (admins and members) through the
 * machine of intake.policy.ts. All or nothing.
 */
export async function patchIntake(db: Db, t: IntakeTarget, issueId: string, body: IntakeIssueUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, t.slug, t.projectId, t.userId, INTAKE_READERS);
    let row = await requireIntake(tx, access, t.userId, issueId, { lock: true });
    const triage = body.status !== undefined || body.snoozed_till !== undefined || body.duplicate_to !== undefined;
    if (triage) assertTriager(access);
    const scope = writeScope(access, t.userId, now);
    if (body.issue && Object.keys(body.issue).length > 0) {
      assertIssueEditor(access, row, t.userId, now);
      refuseEditOfAccepted(row);
      row = { ...row, item: await updateWorkItemCommand(tx, scope, row.item, body.issue) };
    }
    if (triage) {
      const plan = await planIntakeTriage(tx, access, t.userId, row, body, now);
      if (plan) row = await applyIntakeTriage(tx, scope, row, plan);
    }
    return presentIntakeIssue(tx, access.workspace.id, row, t.userId, now);
  });
}

/** DELETE inbox-issues/{issueId}/ (project admins, or its creator while pending): see deleteIntakeCommand. */
export async function deleteIntake(db: Db, t: IntakeTarget, issueId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, t.slug, t.projectId, t.userId, INTAKE_READERS);
    const row = await requireIntake(tx, access, t.userId, issueId, { lock: true });
    assertIntakeDeleter(access, row, t.userId, now);
    await deleteIntakeCommand(tx, writeScope(access, t.userId, now), row);
  });
}

/** GET intake-work-items/{issueId}/description-versions/ (whoever may see the request): newest first. */
export async function listIntakeVersions(db: Db, t: IntakeTarget, issueId: string) {
  const access = await requireProjectRole(db, t.slug, t.projectId, t.userId, INTAKE_READERS);
  await requireIntake(db, access, t.userId, issueId);
  return (await listDescriptionVersions(db, access.workspace.id, access.project.id, issueId)).map(presentDescriptionVersion);
}

/** GET intake-work-items/{issueId}/description-versions/{versionId}/. */
export async function retrieveIntakeVersion(db: Db, t: IntakeTarget, issueId: string, versionId: string) {
  const access = await requireProjectRole(db, t.slug, t.projectId, t.userId, INTAKE_READERS);
  await requireIntake(db, access, t.userId, issueId);
  const row = await findDescriptionVersion(db, access.workspace.id, access.project.id, issueId, versionId);
  if (!row) throw notFound(WORK_ITEM_TEXT.versionNotFound);
  return presentDescriptionVersion(row);
}
