import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { workItems } from './work-items.schema';
import { workspaces } from './workspaces.schema';

// Intake (issue 14): requests into a project. Each request is a work item with is_intake true (kept out of every
// project list, count and sync) plus this row with its triage status; accepting clears is_intake, and the item joins
// the project's work items.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An intake request (spec: Intake issue). status: pending, snoozed, accepted, declined, duplicate. */
export const intakeIssues = pgTable(
  'intake_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    issue_id: uuid('issue_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    snoozed_till: ts('snoozed_till'),
    duplicate_to: uuid('duplicate_to').references(() => workItems.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('in-app'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('intake_issues_issue_unique').on(t.issue_id),
    index('intake_issues_project_idx').on(t.project_id, t.status, t.created_at),
    check('intake_issues_status_check', sql`${t.status} in ('pending', 'snoozed', 'accepted', 'declined', 'duplicate')`),
    check('intake_issues_snooze_check', sql`${t.status} <> 'snoozed' or ${t.snoozed_till} is not null`),
  ],
);

/** An intake request row. */
export type IntakeIssueRow = typeof intakeIssues.$inferSelect;
