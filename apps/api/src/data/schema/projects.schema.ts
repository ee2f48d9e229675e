import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Shape of projects.logo_props (validated by projectLogoPropsSchema before it is stored). */
export interface LogoProps {
  in_use: 'emoji' | 'icon';
  emoji?: { value: string; url?: string };
  icon?: { name: string; color?: string };
}

/**
 * Projects of a workspace. default_state is the state auto-close moves items to; estimate is the enabled estimate.
 * Both point at rows of this project (checked by the handlers) and become null when that row is deleted.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    identifier: text('identifier').notNull(),
    description: text('description').notNull().default(''),
    logo_props: jsonb('logo_props').$type<LogoProps>(),
    network: smallint('network').notNull().default(2),
    archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    guest_view_all_features: boolean('guest_view_all_features').notNull().default(false),
    cycle_view: boolean('cycle_view').notNull().default(true),
    module_view: boolean('module_view').notNull().default(true),
    issue_views_view: boolean('issue_views_view').notNull().default(true),
    page_view: boolean('page_view').notNull().default(true),
    inbox_view: boolean('inbox_view').notNull().default(false),
    is_time_tracking_enabled: boolean('is_time_tracking_enabled').notNull().default(false),
    archive_in: integer('archive_in').notNull().default(0),
    close_in: integer('close_in').notNull().default(0),
    /** The last sequence_id given to a work item of this project (incremented atomically by each create). */
    issue_sequence: integer('issue_sequence').notNull().default(0),
    default_state: uuid('default_state').references((): AnyPgColumn => states.id, { onDelete: 'set null' }),
    estimate: uuid('estimate').references((): AnyPgColumn => estimates.id, { onDelete: 'set null' }),
    created_by: uuid('created_by').notNull().references(() => users.id),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_workspace_identifier_unique').on(t.workspace_id, t.identifier),
    index('projects_workspace_created_idx').on(t.workspace_id, t.created_at),
    check('projects_network_check', sql`${t.network} in (0, 2)`),
    check('projects_archive_in_check', sql`${t.archive_in} between 0 and 12`),
    check('projects_close_in_check', sql`${t.close_in} between 0 and 12`),
  ],
);

/** Explicit project memberships; workspace admins act as project admins without one. */
export const projectMembers = pgTable(
  'project_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    member: uuid('member').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    original_role: smallint('original_role').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_members_project_member_unique').on(t.project_id, t.member),
    index('project_members_workspace_member_idx').on(t.workspace_id, t.member),
    check('project_members_role_check', sql`${t.role} in (5, 15, 20) and ${t.original_role} in (5, 15, 20)`),
  ],
);

/** Work-item states of a project; at most one default per project (partial unique index). */
export const states = pgTable(
  'states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    group: text('group').notNull(),
    default: boolean('default').notNull().default(false),
    sequence: doublePrecision('sequence').notNull().default(65535),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('states_project_name_unique').on(t.project_id, sql`lower(${t.name})`),
    uniqueIndex('states_project_default_unique').on(t.project_id).where(sql`"default"`),
    index('states_workspace_idx').on(t.workspace_id),
    check('states_group_check', sql`${t.group} in ('backlog', 'unstarted', 'started', 'completed', 'cancelled')`),
  ],
);

/** Work-item labels of a project, nested by parent; names are unique among siblings. */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull().default(''),
    // Deleting a label re-parents its children first; set null is the backstop.
    parent: uuid('parent').references((): AnyPgColumn => labels.id, { onDelete: 'set null' }),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('labels_project_parent_name_unique').on(
      t.project_id,
      sql`coalesce(${t.parent}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('labels_project_parent_idx').on(t.project_id, t.parent),
    index('labels_parent_idx').on(t.parent),
    index('labels_workspace_idx').on(t.workspace_id),
  ],
);

/** Estimates of a project; the one with last_used is active (at most one per project). */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    last_used: boolean('last_used').notNull().default(false),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('estimates_project_created_idx').on(t.project_id, t.created_at),
    index('estimates_workspace_idx').on(t.workspace_id),
    uniqueIndex('estimates_project_last_used_unique').on(t.project_id).where(sql`last_used`),
  ],
);

/** Points of an estimate; key orders them, keys and values are unique within the estimate. */
export const estimatePoints = pgTable(
  'estimate_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    estimate_id: uuid('estimate_id').notNull().references(() => estimates.id, { onDelete: 'cascade' }),
    key: integer('key').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('estimate_points_estimate_key_unique').on(t.estimate_id, t.key),
    uniqueIndex('estimate_points_estimate_value_unique').on(t.estimate_id, sql`lower(${t.value})`),
    index('estimate_points_project_idx').on(t.project_id),
  ],
);

/**
 * A user's favorites (spec: Favorite). Only projects use it for now (entity_type 'project', entity_identifier =
 * project id, project_id = the project so deleting the project removes the favorite).
 */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    entity_type: text('entity_type').notNull(),
    entity_identifier: uuid('entity_identifier'),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    parent: uuid('parent').references((): AnyPgColumn => userFavorites.id, { onDelete: 'cascade' }),
    is_folder: boolean('is_folder').notNull().default(false),
    name: text('name').notNull().default(''),
    sequence: doublePrecision('sequence').notNull().default(65535),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_favorites_user_entity_unique').on(t.user_id, t.entity_type, t.entity_identifier).where(sql`entity_identifier is not null`),
    index('user_favorites_workspace_user_idx').on(t.workspace_id, t.user_id),
    index('user_favorites_project_idx').on(t.project_id),
    check('user_favorites_entity_type_check', sql`${t.entity_type} in ('project', 'cycle', 'module', 'view', 'page', 'folder')`),
  ],
);

/** A project row. */
export type ProjectRow = typeof projects.$inferSelect;
/** A project membership row. */
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
/** A state row. */
export type StateRow = typeof states.$inferSelect;
/** A label row. */
export type LabelRow = typeof labels.$inferSelect;
/** An estimate row. */
export type EstimateRow = typeof estimates.$inferSelect;
/** An estimate point row. */
export type EstimatePointRow = typeof estimatePoints.$inferSelect;
/** A favorite row. */
export type UserFavoriteRow = typeof userFavorites.$inferSelect;
