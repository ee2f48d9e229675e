import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { workItems } from './work-items.schema';
import { workspaces } from './workspaces.schema';

// Pages (issue 15; workspace-pages-account spec §3 Page): documents inside projects, edited together through a Yjs
// document. description_binary is the document's merged Yjs state (the source of truth); description_html and
// description_stripped are derived from it on the server (search, the API, previews). A page belongs to one or more
// projects (project_pages); its link uses the first (oldest row). page_doc_updates is the collaboration relay's
// log: every update is appended, other API processes are told by NOTIFY, and a debounced compaction merges the log
// into description_binary and deletes what it merged.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL bytea as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A page. access is 'public' (every project member may read; members and admins edit) or 'private' (its owner only). */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    description_html: text('description_html').notNull().default('<p></p>'),
    description_stripped: text('description_stripped').notNull().default(''),
    description_binary: bytea('description_binary'),
    color: text('color').notNull().default(''),
    label_ids: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    owned_by: uuid('owned_by').references(() => users.id, { onDelete: 'set null' }),
    access: text('access').notNull().default('public'),
    logo_props: jsonb('logo_props').$type<Record<string, unknown>>().notNull().default({}),
    is_locked: boolean('is_locked').notNull().default(false),
    archived_at: ts('archived_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('pages_workspace_idx').on(t.workspace_id, t.updated_at),
    check('pages_access_check', sql`${t.access} in ('public', 'private')`),
  ],
);

/** Which projects a page belongs to; the oldest row is the page's first project (its link). */
export const projectPages = pgTable(
  'project_pages',
  {
    page_id: uuid('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.page_id, t.project_id] }), index('project_pages_project_idx').on(t.project_id, t.page_id)],
);

/** A saved version of a page's content: taken at most every few minutes of editing, and on demand. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page_id: uuid('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who edited in the span this version closes (the last editor), or who asked for it. */
    owned_by: uuid('owned_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    description_binary: bytea('description_binary'),
    description_html: text('description_html').notNull().default('<p></p>'),
    description_stripped: text('description_stripped').notNull().default(''),
    /** 'auto' (the periodic snapshot) or 'manual' (asked for). */
    kind: text('kind').notNull().default('auto'),
    last_saved_at: ts('last_saved_at').notNull().defaultNow(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('page_versions_page_idx').on(t.page_id, t.last_saved_at), check('page_versions_kind_check', sql`${t.kind} in ('auto', 'manual')`)],
);

/** The collaboration relay's update log (see the file comment). */
export const pageDocUpdates = pgTable(
  'page_doc_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    page_id: uuid('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('page_doc_updates_page_idx').on(t.page_id, t.id)],
);

/** Which work items a page mentions (rebuilt from description_html whenever it changes): a work item's pages. */
export const pageWorkItemMentions = pgTable(
  'page_work_item_mentions',
  {
    page_id: uuid('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.page_id, t.work_item_id] }), index('page_work_item_mentions_item_idx').on(t.work_item_id)],
);

/** A page row. */
export type PageRow = typeof pages.$inferSelect;
/** A page version row. */
export type PageVersionRow = typeof pageVersions.$inferSelect;
