import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

// Cycles and modules (issue 13): how a project plans work in time boxes (cycles) and in parts (modules). An item's
// cycle is work_items.cycle_id (at most one); its modules are rows of work_item_modules (work-items.schema.ts).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
};
const scope = {
  workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
};
const author = {
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
};

/**
 * A cycle: a time box of a project. Its status (current / upcoming / completed / draft) is computed from the dates
 * when presented, never stored. Dates are whole days; a cycle without both dates is a draft. version is 1 or 2 (spec).
 */
export const cycles = pgTable(
  'cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    owned_by_id: uuid('owned_by_id').references(() => users.id, { onDelete: 'set null' }),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    version: smallint('version').notNull().default(1),
    archived_at: ts('archived_at'),
    ...author,
    ...timestamps,
  },
  (t) => [
    index('cycles_project_idx').on(t.project_id, t.start_date),
    index('cycles_workspace_idx').on(t.workspace_id),
    check('cycles_dates_check', sql`${t.start_date} is null or ${t.end_date} is null or ${t.start_date} <= ${t.end_date}`),
    check('cycles_version_check', sql`${t.version} in (1, 2)`),
  ],
);

/** A module: a part of a project (a feature, an epic of work) with a lead, members, dates and a status. */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }),
    target_date: date('target_date', { mode: 'string' }),
    status: text('status').notNull().default('backlog'),
    lead_id: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    archived_at: ts('archived_at'),
    ...author,
    ...timestamps,
  },
  (t) => [
    index('modules_project_idx').on(t.project_id),
    index('modules_workspace_idx').on(t.workspace_id),
    check('modules_status_check', sql`${t.status} in ('backlog', 'planned', 'in-progress', 'paused', 'completed', 'cancelled')`),
    check('modules_dates_check', sql`${t.start_date} is null or ${t.target_date} is null or ${t.start_date} <= ${t.target_date}`),
  ],
);

/** Members of a module (besides its lead). */
export const moduleMembers = pgTable(
  'module_members',
  {
    ...scope,
    module_id: uuid('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.module_id, t.member_id] }), index('module_members_member_idx').on(t.member_id)],
);

/** Links of a module (title and an http(s) URL). */
export const moduleLinks = pgTable(
  'module_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    module_id: uuid('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    url: text('url').notNull(),
    ...author,
    ...timestamps,
  },
  (t) => [index('module_links_module_idx').on(t.module_id, t.created_at)],
);

/**
 * A user's list settings for a cycle's or a module's work-item list (cycles/{id}/user-properties/,
 * modules/{id}/user-properties/) and for a project's epics list (epics-user-properties/: entity_type 'epics', entity_id
 * the project id): one row per (user, entity). Deleted with the project; the cycle and module
 * delete handlers remove theirs.
 */
export const planningUserProperties = pgTable(
  'planning_user_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    entity_type: text('entity_type').notNull(),
    entity_id: uuid('entity_id').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb('display_filters').$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb('display_properties').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('planning_user_properties_unique').on(t.entity_id, t.user_id),
    check('planning_user_properties_type_check', sql`${t.entity_type} in ('cycle', 'module', 'epics')`),
  ],
);

/** A cycle row. */
export type CycleRow = typeof cycles.$inferSelect;
/** A module row. */
export type ModuleRow = typeof modules.$inferSelect;
/** A module link row. */
export type ModuleLinkRow = typeof moduleLinks.$inferSelect;
/** A planning user-properties row. */
export type PlanningUserPropertiesRow = typeof planningUserProperties.$inferSelect;
