import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cycles, modules } from './planning.schema';
import { estimatePoints, labels, projects, states } from './projects.schema';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
};
const scope = {
  workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
};

/**
 * Work items (issues and epics). sequence_id comes from projects.issue_sequence (incremented atomically), unique per
 * project and never reused. deleted_at marks a soft delete (listed by deleted-issues/); archived_at an archive.
 * A state still used by an item cannot be deleted (restrict).
 */
export const workItems = pgTable(
  'work_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    sequence_id: integer('sequence_id').notNull(),
    name: text('name').notNull(),
    description_html: text('description_html').notNull().default('<p></p>'),
    description_stripped: text('description_stripped').notNull().default(''),
    priority: text('priority').notNull().default('none'),
    state_id: uuid('state_id').references(() => states.id, { onDelete: 'restrict' }),
    sort_order: doublePrecision('sort_order').notNull().default(65535),
    estimate_point: uuid('estimate_point').references(() => estimatePoints.id, { onDelete: 'set null' }),
    parent_id: uuid('parent_id').references((): AnyPgColumn => workItems.id, { onDelete: 'set null' }),
    type_id: uuid('type_id'),
    /** The cycle the item is in (at most one, of the same project); deleting the cycle takes the items out. */
    cycle_id: uuid('cycle_id').references(() => cycles.id, { onDelete: 'set null' }),
    start_date: date('start_date', { mode: 'string' }),
    target_date: date('target_date', { mode: 'string' }),
    completed_at: ts('completed_at'),
    archived_at: ts('archived_at'),
    deleted_at: ts('deleted_at'),
    is_draft: boolean('is_draft').notNull().default(false),
    is_epic: boolean('is_epic').notNull().default(false),
    /** An intake request not accepted (pending, snoozed, declined, duplicate): out of every list, count and sync. */
    is_intake: boolean('is_intake').notNull().default(false),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('work_items_project_sequence_unique').on(t.project_id, t.sequence_id),
    index('work_items_project_created_idx').on(t.project_id, t.created_at),
    index('work_items_project_updated_idx').on(t.project_id, t.updated_at),
    // Local-cache sync pages (issue 6): (updated_at at ms precision in UTC, id) per project — the text must stay the
    // same as syncKeySql in work-item-sync.repository.ts for the planner to use it.
    index('work_items_project_sync_idx').on(t.project_id, sql`date_trunc('milliseconds', "updated_at" at time zone 'UTC')`, t.id),
    index('work_items_project_sort_idx').on(t.project_id, t.sort_order),
    index('work_items_workspace_updated_idx').on(t.workspace_id, t.updated_at),
    index('work_items_parent_idx').on(t.parent_id),
    index('work_items_state_idx').on(t.state_id),
    // Lists (issue 5): filters and groupings per project, workspace-wide lists and profile lists.
    index('work_items_project_state_idx').on(t.project_id, t.state_id),
    index('work_items_project_priority_idx').on(t.project_id, t.priority),
    index('work_items_project_start_idx').on(t.project_id, t.start_date),
    index('work_items_project_target_idx').on(t.project_id, t.target_date),
    index('work_items_workspace_created_idx').on(t.workspace_id, t.created_at),
    index('work_items_workspace_completed_idx').on(t.workspace_id, t.completed_at),
    index('work_items_workspace_creator_idx').on(t.workspace_id, t.created_by),
    // Cycles (issue 13): a cycle's list and its progress.
    index('work_items_cycle_idx').on(t.cycle_id),
    check('work_items_priority_check', sql`${t.priority} in ('none', 'low', 'medium', 'high', 'urgent')`),
    check('work_items_dates_check', sql`${t.start_date} is null or ${t.target_date} is null or ${t.start_date} <= ${t.target_date}`),
  ],
);

/** Assignees of a work item. */
export const workItemAssignees = pgTable(
  'work_item_assignees',
  {
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    assignee_id: uuid('assignee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.work_item_id, t.assignee_id] }), index('work_item_assignees_assignee_idx').on(t.assignee_id, t.project_id)],
);

/** Labels of a work item (a deleted label leaves its items). */
export const workItemLabels = pgTable(
  'work_item_labels',
  {
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    label_id: uuid('label_id').notNull().references(() => labels.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.work_item_id, t.label_id] }), index('work_item_labels_label_idx').on(t.label_id)],
);

/** Modules of a work item (an item may be in several modules of its project). */
export const workItemModules = pgTable(
  'work_item_modules',
  {
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    module_id: uuid('module_id').notNull().references(() => modules.id, { onDelete: 'cascade' }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.work_item_id, t.module_id] }), index('work_item_modules_module_idx').on(t.module_id)],
);

/** Members mentioned in a work item's description (rewritten whenever the description changes). */
export const workItemMentions = pgTable(
  'work_item_mentions',
  {
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    mention_id: uuid('mention_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.work_item_id, t.mention_id] }), index('work_item_mentions_mention_idx').on(t.mention_id)],
);

/** Subscribers of a work item (the creator and assignees are added automatically). */
export const workItemSubscribers = pgTable(
  'work_item_subscribers',
  {
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    subscriber_id: uuid('subscriber_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.work_item_id, t.subscriber_id] }), index('work_item_subscribers_subscriber_idx').on(t.subscriber_id)],
);

/**
 * Activity of a work item: one row per field change, comment and relation, written in the same transaction as the
 * change. verb created | updated | deleted; field is the spec's field name (null for the item's creation);
 * old/new_value are display texts, old/new_identifier ids where the value is an entity.
 */
export const workItemActivities = pgTable(
  'work_item_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    verb: text('verb').notNull(),
    field: text('field'),
    old_value: text('old_value'),
    new_value: text('new_value'),
    old_identifier: uuid('old_identifier'),
    new_identifier: uuid('new_identifier'),
    comment: text('comment').notNull().default(''),
    is_epic: boolean('is_epic').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('work_item_activities_item_created_idx').on(t.work_item_id, t.created_at),
    // A member's recent activity (the home dashboard's widget, issue 16).
    index('work_item_activities_actor_idx').on(t.workspace_id, t.actor_id, t.created_at),
  ],
);

/** Comments on a work item. edited_at is set when the text changes after creation. */
export const workItemComments = pgTable(
  'work_item_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment_html: text('comment_html').notNull(),
    comment_stripped: text('comment_stripped').notNull().default(''),
    access: text('access').notNull().default('INTERNAL'),
    edited_at: ts('edited_at'),
    ...timestamps,
  },
  (t) => [index('work_item_comments_item_created_idx').on(t.work_item_id, t.created_at)],
);

/** Emoji reactions on a work item; one per (item, actor, reaction). */
export const workItemReactions = pgTable(
  'work_item_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_item_reactions_unique').on(t.work_item_id, t.actor_id, t.reaction)],
);

/** Emoji reactions on a comment; one per (comment, actor, reaction). */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    comment_id: uuid('comment_id').notNull().references(() => workItemComments.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_reactions_unique').on(t.comment_id, t.actor_id, t.reaction)],
);

/** Links of a work item (http, https or mailto only; checked before insert). */
export const workItemLinks = pgTable(
  'work_item_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('work_item_links_item_idx').on(t.work_item_id)],
);

/**
 * Relations between work items of a workspace, stored once: "A blocking B" is stored as (B blocked_by A); relates_to
 * and duplicate are symmetric and read in both directions.
 */
export const workItemRelations = pgTable(
  'work_item_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    related_work_item_id: uuid('related_work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    relation_type: text('relation_type').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_item_relations_unique').on(t.work_item_id, t.related_work_item_id, t.relation_type),
    index('work_item_relations_related_idx').on(t.related_work_item_id),
    check('work_item_relations_type_check', sql`${t.relation_type} in ('blocked_by', 'relates_to', 'duplicate')`),
    check('work_item_relations_not_self', sql`${t.work_item_id} <> ${t.related_work_item_id}`),
  ],
);

/** One row per saved description change of a work item (list and single via description-versions/). */
export const workItemDescriptionVersions = pgTable(
  'work_item_description_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    description_html: text('description_html').notNull(),
    description_stripped: text('description_stripped').notNull().default(''),
    owned_by: uuid('owned_by').references(() => users.id, { onDelete: 'set null' }),
    last_saved_at: ts('last_saved_at').notNull().defaultNow(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('work_item_description_versions_item_idx').on(t.work_item_id, t.last_saved_at)],
);

/**
 * A user's list settings per project (user-properties/, issue-display-properties/): filters, display_filters,
 * display_properties. One row per (user, project).
 */
export const projectUserProperties = pgTable(
  'project_user_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope,
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb('display_filters').$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb('display_properties').$type<Record<string, unknown>>().notNull().default({}),
    /** Which properties the sub-items widget of a work item shows (spec §3 sub-work-item display properties). */
    sub_issue_display_properties: jsonb('sub_issue_display_properties').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_user_properties_unique').on(t.project_id, t.user_id)],
);

/**
 * A user's list settings for a workspace-level list (user-properties/{view}/): the built-in global views (all-issues,
 * assigned, created, subscribed) and the profile lists (profile-assigned, …). One row per (workspace, user, view).
 */
export const workspaceUserProperties = pgTable(
  'workspace_user_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    view_key: text('view_key').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    display_filters: jsonb('display_filters').$type<Record<string, unknown>>().notNull().default({}),
    display_properties: jsonb('display_properties').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('workspace_user_properties_unique').on(t.workspace_id, t.user_id, t.view_key), index('workspace_user_properties_user_idx').on(t.user_id)],
);

/**
 * Workspace drafts (draft-issues/): a work item not yet created, optionally already aimed at a project. Converting
 * (draft-to-issue/) creates the work item in its project and deletes the draft.
 */
export const workspaceDrafts = pgTable(
  'workspace_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    description_html: text('description_html').notNull().default('<p></p>'),
    priority: text('priority').notNull().default('none'),
    state_id: uuid('state_id').references(() => states.id, { onDelete: 'set null' }),
    estimate_point: uuid('estimate_point').references(() => estimatePoints.id, { onDelete: 'set null' }),
    parent_id: uuid('parent_id').references(() => workItems.id, { onDelete: 'set null' }),
    type_id: uuid('type_id'),
    label_ids: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    assignee_ids: uuid('assignee_ids').array().notNull().default(sql`'{}'::uuid[]`),
    start_date: date('start_date', { mode: 'string' }),
    target_date: date('target_date', { mode: 'string' }),
    created_by: uuid('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('workspace_drafts_creator_idx').on(t.workspace_id, t.created_by, t.created_at),
    check('workspace_drafts_priority_check', sql`${t.priority} in ('none', 'low', 'medium', 'high', 'urgent')`),
  ],
);

/**
 * Uploaded files (assets v2). entity_type is one of the spec's asset types; entity_identifier the work item, comment,
 * project or user it belongs to. storage_key locates the bytes (local disk under CAIRN_DATA_DIR or S3).
 * is_uploaded turns true when the client marks the upload done (after the bytes were checked); deleted_at soft-deletes.
 */
export const fileAssets = pgTable(
  'file_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    entity_type: text('entity_type').notNull(),
    entity_identifier: uuid('entity_identifier'),
    storage_key: text('storage_key').notNull(),
    attributes: jsonb('attributes').$type<{ name: string; type: string; size: number }>().notNull(),
    size: integer('size').notNull(),
    is_uploaded: boolean('is_uploaded').notNull().default(false),
    deleted_at: ts('deleted_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('file_assets_storage_key_unique').on(t.storage_key),
    index('file_assets_entity_idx').on(t.entity_identifier, t.entity_type),
    index('file_assets_workspace_idx').on(t.workspace_id),
    check(
      'file_assets_entity_type_check',
      sql`${t.entity_type} in ('COMMENT_DESCRIPTION', 'ISSUE_ATTACHMENT', 'ISSUE_DESCRIPTION', 'PAGE_DESCRIPTION', 'PROJECT_COVER', 'USER_AVATAR', 'USER_COVER', 'WORKSPACE_LOGO')`,
    ),
  ],
);

/** A work item row. */
export type WorkItemRow = typeof workItems.$inferSelect;
/** An activity row. */
export type WorkItemActivityRow = typeof workItemActivities.$inferSelect;
/** A comment row. */
export type WorkItemCommentRow = typeof workItemComments.$inferSelect;
/** A work item reaction row. */
export type WorkItemReactionRow = typeof workItemReactions.$inferSelect;
/** A comment reaction row. */
export type CommentReactionRow = typeof commentReactions.$inferSelect;
/** A link row. */
export type WorkItemLinkRow = typeof workItemLinks.$inferSelect;
/** A relation row. */
export type WorkItemRelationRow = typeof workItemRelations.$inferSelect;
/** A description version row. */
export type WorkItemDescriptionVersionRow = typeof workItemDescriptionVersions.$inferSelect;
/** A user-properties row. */
export type ProjectUserPropertiesRow = typeof projectUserProperties.$inferSelect;
/** A workspace-level user-properties row. */
export type WorkspaceUserPropertiesRow = typeof workspaceUserProperties.$inferSelect;
/** A workspace draft row. */
export type WorkspaceDraftRow = typeof workspaceDrafts.$inferSelect;
/** A file asset row. */
export type FileAssetRow = typeof fileAssets.$inferSelect;
