import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.schema';
import { users } from './users.schema';
import { issueViews } from './views.schema';
import { workItems } from './work-items.schema';
import { workspaces } from './workspaces.schema';

// Publishing (issue 20): a project or a saved view shared with the public under an unguessable anchor, and the votes
// outsiders (and members) cast on work items of a published board.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A published board (spec: project-deploy-boards/; view publish). One per project (view_id null) and one per view.
 * `anchor` is the public id in /spaces/issues/{anchor} and /api/public/anchor/{anchor}/ — random, never derived from
 * an id; unpublishing deletes the row, so the anchor stops working at once. The switches say what the public may do;
 * `view_props` which layouts the viewer offers (PUBLISH_LAYOUTS → boolean); `is_indexable` lets search engines index it.
 */
export const deployBoards = pgTable(
  'deploy_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    view_id: uuid('view_id').references(() => issueViews.id, { onDelete: 'cascade' }),
    anchor: text('anchor').notNull(),
    is_comments_enabled: boolean('is_comments_enabled').notNull().default(false),
    is_reactions_enabled: boolean('is_reactions_enabled').notNull().default(false),
    is_votes_enabled: boolean('is_votes_enabled').notNull().default(false),
    is_intake_enabled: boolean('is_intake_enabled').notNull().default(false),
    is_activity_enabled: boolean('is_activity_enabled').notNull().default(true),
    is_indexable: boolean('is_indexable').notNull().default(false),
    view_props: jsonb('view_props').$type<Record<string, boolean>>().notNull().default({ list: true, kanban: true }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deploy_boards_anchor_key').on(t.anchor),
    uniqueIndex('deploy_boards_project_key').on(t.project_id).where(sql`${t.view_id} is null`),
    uniqueIndex('deploy_boards_view_key').on(t.view_id).where(sql`${t.view_id} is not null`),
    index('deploy_boards_workspace_idx').on(t.workspace_id),
  ],
);

/** A published board row. */
export type DeployBoardRow = typeof deployBoards.$inferSelect;

/** One user's vote on a work item: +1 or -1 (removing the vote deletes the row). */
export const workItemVotes = pgTable(
  'work_item_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    work_item_id: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    actor_id: uuid('actor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_item_votes_item_actor_key').on(t.work_item_id, t.actor_id),
    index('work_item_votes_project_idx').on(t.project_id),
    check('work_item_votes_vote_check', sql`${t.vote} in (-1, 1)`),
  ],
);

/** A vote row. */
export type WorkItemVoteRow = typeof workItemVotes.$inferSelect;
