import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

// Teamspaces (issue 14): a workspace groups members and projects into teams. The team's work-item list is the live
// items of its projects (each member sees what their project roles let them see).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A teamspace of a workspace. */
export const teamspaces = pgTable(
  'teamspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo_props: jsonb('logo_props').$type<Record<string, unknown>>().notNull().default({}),
    lead_id: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('teamspaces_workspace_idx').on(t.workspace_id, t.name)],
);

/** A member of a teamspace (a workspace member). */
export const teamspaceMembers = pgTable(
  'teamspace_members',
  {
    teamspace_id: uuid('teamspace_id').notNull().references(() => teamspaces.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamspace_id, t.member_id] }), index('teamspace_members_member_idx').on(t.member_id)],
);

/** A project of a teamspace (a project may belong to several teams). */
export const teamspaceProjects = pgTable(
  'teamspace_projects',
  {
    teamspace_id: uuid('teamspace_id').notNull().references(() => teamspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamspace_id, t.project_id] }), index('teamspace_projects_project_idx').on(t.project_id)],
);

/** A teamspace row. */
export type TeamspaceRow = typeof teamspaces.$inferSelect;
