import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

// Notifications, stickies, quick links, recent visits and the home dashboard (issue 16; workspace-pages-account spec
// §3, §4, §7, §9; work-items spec §3 Dashboard, §7). All personal: every row belongs to one user in one workspace.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A notification for one receiver about one change (made by a job from the change's events). kind says why the
 * receiver got it: assigned, created (they created the item), subscribed, or mentioned (is_mentioned_notification).
 * emailed_at: when the receiver's mail digest included it (null: not mailed yet, or never by preference).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    receiver_id: uuid('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    triggered_by_id: uuid('triggered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where it came from, e.g. 'in_app:issue_activities:assigned'. */
    sender: text('sender').notNull(),
    /** The entity: 'issue' (a work item) for now. */
    entity_name: text('entity_name').notNull().default('issue'),
    entity_identifier: uuid('entity_identifier'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull().default({}),
    message_html: text('message_html').notNull().default(''),
    message_stripped: text('message_stripped').notNull().default(''),
    /** Display details: the item (id, name, sequence_id, project identifier, state), the change (field, old, new). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    is_inbox_issue: boolean('is_inbox_issue').notNull().default(false),
    is_mentioned_notification: boolean('is_mentioned_notification').notNull().default(false),
    read_at: ts('read_at'),
    archived_at: ts('archived_at'),
    snoozed_till: ts('snoozed_till'),
    emailed_at: ts('emailed_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_receiver_idx').on(t.receiver_id, t.workspace_id, t.created_at),
    index('notifications_unread_idx').on(t.receiver_id, t.workspace_id).where(sql`${t.read_at} is null and ${t.archived_at} is null`),
    index('notifications_entity_idx').on(t.entity_identifier),
    check('notifications_kind_check', sql`${t.kind} in ('assigned', 'created', 'subscribed', 'mentioned')`),
  ],
);

/**
 * A user's mail preferences for notifications (spec §7 notification-preferences): which kinds of change are mailed.
 * No row = every kind on. In-app notifications are always made.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  user_id: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  property_change: boolean('property_change').notNull().default(true),
  state_change: boolean('state_change').notNull().default(true),
  comment: boolean('comment').notNull().default(true),
  mention: boolean('mention').notNull().default(true),
  issue_completed: boolean('issue_completed').notNull().default(true),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A sticky note of one user in a workspace; lists are ordered by sort_order descending (spec §3). */
export const stickies = pgTable(
  'stickies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    description_html: text('description_html').notNull().default('<p></p>'),
    description_stripped: text('description_stripped').notNull().default(''),
    color: text('color').notNull().default(''),
    background_color: text('background_color').notNull().default(''),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('stickies_owner_idx').on(t.workspace_id, t.owner_id, t.sort_order)],
);

/** A quick link of one user in a workspace (spec §7 quick-links/): a title and an http(s) URL. */
export const quickLinks = pgTable(
  'quick_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    owner_id: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    url: text('url').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('quick_links_owner_idx').on(t.workspace_id, t.owner_id, t.created_at)],
);

/** What a user opened lately (spec §7 recent-visits/): one row per entity, visited_at moved on each visit. */
export const recentVisits = pgTable(
  'recent_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'issue', 'page' or 'project'. */
    entity_name: text('entity_name').notNull(),
    entity_identifier: uuid('entity_identifier').notNull(),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    visited_at: ts('visited_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_visits_entity_uq').on(t.workspace_id, t.user_id, t.entity_name, t.entity_identifier),
    index('recent_visits_user_idx').on(t.workspace_id, t.user_id, t.visited_at),
    check('recent_visits_entity_check', sql`${t.entity_name} in ('issue', 'page', 'project')`),
  ],
);

/** A user's home dashboard in a workspace (work-items spec §3 Dashboard; dashboard_type home). */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    owned_by: uuid('owned_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('home'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboards_owner_uq').on(t.workspace_id, t.owned_by, t.type)],
);

/**
 * A widget of a dashboard: key (HOME_WIDGET_KEYS), shown or hidden, its place (sort_order, 10000 step) and its filters.
 * home-preferences/ reads and writes the same rows by key.
 */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dashboard_id: uuid('dashboard_id').notNull().references(() => dashboards.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    is_enabled: boolean('is_enabled').notNull().default(true),
    sort_order: doublePrecision('sort_order').notNull().default(10000),
    widget_filters: jsonb('widget_filters').$type<Record<string, unknown>>().notNull().default({}),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboard_widgets_key_uq').on(t.dashboard_id, t.key)],
);

/** A notification row. */
export type NotificationRow = typeof notifications.$inferSelect;
/** A sticky row. */
export type StickyRow = typeof stickies.$inferSelect;
