import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.schema';

/**
 * Each workspace's event counter. It is incremented AT COMMIT by the deferred constraint trigger `events_stamp`
 * (migration 0008): the trigger numbers the transaction's new events, so the counter row is locked only while the
 * transaction commits, and transactions of one workspace commit in version order — a reader never sees version N+1
 * before N, and a rolled-back transaction leaves no gap. `pruned_through`: events up to this version were deleted
 * (a resume from before it must resync).
 */
export const workspaceEventVersions = pgTable('workspace_event_versions', {
  workspace_id: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  pruned_through: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
});

/**
 * What every business operation changed, written in the operation's transaction: the entity, the action, changed
 * fields `{ field: { old, new } }`, the actor and a per-workspace gap-free version (the stream's resume cursor).
 * Kept for a week (pruned at write time).
 */
export const events = pgTable(
  'events',
  {
    workspace_id: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null until the transaction commits (set by the events_stamp trigger); readers only see stamped rows. */
    version: bigint('version', { mode: 'number' }),
    project_id: uuid('project_id'),
    entity_type: text('entity_type').notNull(),
    entity_id: uuid('entity_id').notNull(),
    /** The work item a comment, reaction, link, relation or attachment belongs to (guests' visibility). */
    work_item_id: uuid('work_item_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull().default({}),
    actor_id: uuid('actor_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_workspace_version_unique').on(t.workspace_id, t.version), index('events_created_at_idx').on(t.workspace_id, t.created_at)],
);

/** A stored event row. */
export type EventRow = typeof events.$inferSelect;
