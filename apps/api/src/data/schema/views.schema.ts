import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { teamspaces } from './teamspaces.schema';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

// Saved views (issue 14): a named filter set with display settings. One table for the three kinds: a project view
// (project_id set), a team view (teamspace_id set) and a workspace (global) view (neither). Deleting the project or the
// teamspace deletes its views; the views module removes the views' favorites.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A saved view. access is 'public' (every member who can see the context) or 'private' (its owner only). */
export const issueViews = pgTable(
  'issue_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    teamspace_id: uuid('teamspace_id').references(() => teamspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    access: text('access').notNull().default('public'),
    is_locked: boolean('is_locked').notNull().default(false),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb('display_filters').$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb('display_properties').$type<Record<string, unknown>>().notNull().default({}),
    logo_props: jsonb('logo_props').$type<Record<string, unknown>>().notNull().default({}),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    owned_by: uuid('owned_by').references(() => users.id, { onDelete: 'set null' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('issue_views_workspace_idx').on(t.workspace_id, t.project_id),
    index('issue_views_project_idx').on(t.project_id),
    index('issue_views_teamspace_idx').on(t.teamspace_id),
    check('issue_views_access_check', sql`${t.access} in ('public', 'private')`),
    check('issue_views_one_context_check', sql`${t.project_id} is null or ${t.teamspace_id} is null`),
  ],
);

/** A saved view row. */
export type IssueViewRow = typeof issueViews.$inferSelect;
