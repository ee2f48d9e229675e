import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { workItems } from './work-items.schema';
import { workspaces } from './workspaces.schema';

// Time logged on work items and project exports (issue 17).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Time a member logged on a work item (issue 17: time tracking, when the project's is_time_tracking_enabled is on).
 * minutes > 0; logged_on is the day the work was done (the logger's calendar day); description is a short note.
 */
export const workItemTimeLogs = pgTable(
  'work_item_time_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    logged_on: date('logged_on', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('work_item_time_logs_item_idx').on(t.work_item_id, t.logged_on),
    index('work_item_time_logs_project_user_idx').on(t.project_id, t.user_id, t.logged_on),
    check('work_item_time_logs_minutes_check', sql`${t.minutes} > 0 and ${t.minutes} <= 1440`),
  ],
);

/**
 * A project work-item export (spec §7 export-issues/): made by a job, the file kept in asset storage under asset_key
 * until it is downloaded or expires. status: queued → processing → completed | failed.
 */
export const workItemExports = pgTable(
  'work_item_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_ids: jsonb('project_ids').$type<string[]>().notNull().default([]),
    format: text('format').notNull(),
    status: text('status').notNull().default('queued'),
    asset_key: text('asset_key'),
    file_name: text('file_name'),
    size: integer('size'),
    item_count: integer('item_count'),
    error: text('error'),
    created_by: uuid('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    completed_at: ts('completed_at'),
  },
  (t) => [
    index('work_item_exports_creator_idx').on(t.workspace_id, t.created_by, t.created_at),
    check('work_item_exports_format_check', sql`${t.format} in ('csv', 'json')`),
    check('work_item_exports_status_check', sql`${t.status} in ('queued', 'processing', 'completed', 'failed')`),
  ],
);
