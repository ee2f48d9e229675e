import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';
import { workspaces } from './workspaces.schema';

// Integrations (issue 18): personal API tokens for the public REST API v1, and workspace webhooks with their delivery log.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A personal API token: it acts as its user, in one workspace only. Only sha256(token) is stored (token_hash); the
 * token itself is shown once, on create. `token_hint` is its last four characters, for the list. Revoking deletes the
 * row, so the next request with it is refused at once. `expired_at` null = never expires.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    token_hash: text('token_hash').notNull(),
    token_hint: text('token_hint').notNull(),
    expired_at: ts('expired_at'),
    last_used_at: ts('last_used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.token_hash), index('api_tokens_user_idx').on(t.user_id, t.created_at)],
);

/**
 * A workspace webhook: deliveries of the chosen events (project, issue, cycle, module, issue_comment) to `url`, signed
 * with the secret. The secret is sealed with the instance key (config/secret-box.ts) because the server needs it to
 * sign; it leaves the server only in the answers to create and regenerate. `disabled_reason` says why the server turned
 * it off (deliveries kept failing), null when an admin did.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret_sealed: text('secret_sealed').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    project: boolean('project').notNull().default(false),
    issue: boolean('issue').notNull().default(false),
    cycle: boolean('cycle').notNull().default(false),
    module: boolean('module').notNull().default(false),
    issue_comment: boolean('issue_comment').notNull().default(false),
    disabled_reason: text('disabled_reason'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhooks_workspace_idx').on(t.workspace_id, t.created_at)],
);

/**
 * One delivery of one change (an event row) to one webhook, and its log: the exact body sent (signed as is), the last
 * attempt's response status, a body excerpt, the error and the duration. A manual redelivery is a new row with
 * `redelivery_of`. status: pending → delivered | failed. (webhook_id, event_id) is unique for automatic deliveries, so a
 * retried fan-out never creates a second delivery of the same change.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhook_id: uuid('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
    workspace_id: uuid('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
    event_id: bigint('event_id', { mode: 'number' }),
    redelivery_of: uuid('redelivery_of'),
    event: text('event').notNull(),
    action: text('action').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    response_status: integer('response_status'),
    response_body: text('response_body'),
    error: text('error'),
    duration_ms: integer('duration_ms'),
    request_headers: jsonb('request_headers').$type<Record<string, string>>(),
    created_at: ts('created_at').notNull().defaultNow(),
    last_attempt_at: ts('last_attempt_at'),
    delivered_at: ts('delivered_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_event_key').on(t.webhook_id, t.event_id),
    index('webhook_deliveries_webhook_idx').on(t.webhook_id, t.created_at),
  ],
);
