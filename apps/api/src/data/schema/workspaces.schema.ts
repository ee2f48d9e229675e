import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Workspaces; deleting one removes its members and invitations (cascade). */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('workspaces_slug_unique'),
  logo_url: text('logo_url'),
  organization_size: text('organization_size'),
  owner: uuid('owner').notNull().references(() => users.id),
  created_by: uuid('created_by').notNull().references(() => users.id),
  ...timestamps,
});

/** A user's membership and role in a workspace; a removed member keeps an inactive row. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    member: uuid('member').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('workspace_members_workspace_member_unique').on(t.workspace_id, t.member),
    index('workspace_members_member_idx').on(t.member),
    check('workspace_members_role_check', sql`${t.role} in (5, 15, 20)`),
  ],
);

/** Invitations to a workspace by email; pending while responded_at is null. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: smallint('role').notNull(),
    accepted: boolean('accepted').notNull().default(false),
    responded_at: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    created_by: uuid('created_by').notNull().references(() => users.id),
    ...timestamps,
  },
  (t) => [
    // One pending invitation per (workspace, email); answered ones are history and may repeat.
    uniqueIndex('workspace_invitations_pending_unique').on(t.workspace_id, t.email).where(sql`responded_at is null`),
    index('workspace_invitations_email_idx').on(t.email),
    check('workspace_invitations_role_check', sql`${t.role} in (5, 15, 20)`),
  ],
);

/** A workspace row. */
export type WorkspaceRow = typeof workspaces.$inferSelect;
/** A workspace membership row. */
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
/** A workspace invitation row. */
export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect;
