import { apiPaths, type IntakeIssue, type IntakeStatus } from '@cairn/types';
import { createIntakeCommand } from '../../commands/intake-request.command';
import type { IntakeWithItem } from '../../data/repositories/intake.repository';
import type { TestApp } from '../../test/test-app';
import type { Cast, World } from '../comments/work-items.test-support';
import { seedWorkItem } from '../comments/work-items.test-support';

// Helpers shared by the intake tests (not a test file itself).

/** Turns intake (inbox_view) on for every project of a workspace. */
export async function enableIntake(t: TestApp, workspaceId: string, on = true): Promise<void> {
  await t.query('UPDATE projects SET inbox_view = $1 WHERE workspace_id = $2', [on, workspaceId]);
}

let counter = 0;

/** What seedIntake needs. */
export interface SeedIntakeInput {
  workspaceId: string;
  projectId: string;
  identifier: string;
  createdBy: string;
  name?: string;
  priority?: 'none' | 'low' | 'medium' | 'high' | 'urgent';
  /** Stored status (accepted also clears is_intake); snoozed gets snoozed_till `snoozedTill` (default a day after now). */
  status?: IntakeStatus;
  snoozedTill?: Date;
  /** For duplicate: the target (default a fresh work item of the project). */
  duplicateTo?: string;
  at?: Date;
}

/** Submits a request straight through the command (no HTTP), then forces the stored status. */
export async function seedIntake(t: TestApp, input: SeedIntakeInput): Promise<IntakeWithItem> {
  const now = input.at ?? t.deps.now();
  const row = await t.db.transaction((tx) =>
    createIntakeCommand(tx, { workspaceId: input.workspaceId, projectId: input.projectId, projectIdentifier: input.identifier, userId: input.createdBy, now }, {
      issue: { name: input.name ?? `Request ${++counter}`, priority: input.priority },
    }),
  );
  const status = input.status ?? 'pending';
  if (status === 'pending') return row;
  const snoozedTill = status === 'snoozed' ? (input.snoozedTill ?? new Date(t.deps.now().getTime() + 86_400_000)) : null;
  let duplicateTo: string | null = null;
  if (status === 'duplicate') {
    duplicateTo = input.duplicateTo ?? (await seedWorkItem(t, { workspaceId: input.workspaceId, projectId: input.projectId, createdBy: input.createdBy })).id;
  }
  await t.query('UPDATE intake_issues SET status = $1, snoozed_till = $2, duplicate_to = $3 WHERE id = $4', [status, snoozedTill, duplicateTo, row.intake.id]);
  if (status === 'accepted') await t.query('UPDATE work_items SET is_intake = false WHERE id = $1', [row.item.id]);
  return row;
}

/** seedIntake in the world's main project. */
export function seedWorldIntake(t: TestApp, w: World, createdBy: string, extra: Partial<SeedIntakeInput> = {}): Promise<IntakeWithItem> {
  return seedIntake(t, { workspaceId: w.workspaceId, projectId: w.project.id, identifier: w.project.identifier, createdBy, ...extra });
}

/** Submits a request through the API as an actor; returns the answer. */
export async function submitIntake(cast: Cast, who: keyof Omit<Cast, 'anonymous'>, w: World, issue: Record<string, unknown> = { name: 'From the app' }): Promise<IntakeIssue> {
  const res = await cast[who].agent.post(apiPaths.intakeIssues(w.slug, w.project.id), { source: 'in-app', issue });
  if (res.statusCode !== 201) throw new Error(`submitIntake failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The stored intake row and the work item's is_intake / deleted_at of a request (by work item id). */
export async function storedIntake(t: TestApp, issueId: string) {
  const [row] = await t.query<{ status: string; snoozed_till: Date | null; duplicate_to: string | null; is_intake: boolean; deleted_at: Date | null }>(
    `SELECT i.status, i.snoozed_till, i.duplicate_to, w.is_intake, w.deleted_at
       FROM work_items w LEFT JOIN intake_issues i ON i.issue_id = w.id WHERE w.id = $1`,
    [issueId],
  );
  return row;
}
