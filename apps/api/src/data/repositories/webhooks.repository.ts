import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@cairn/types';
import type { DbOrTx } from '../db';
import { jobs, users, webhookDeliveries, webhooks, workspaces } from '../schema';

/** A webhooks row (secret_sealed included: never presented). */
export type WebhookRow = typeof webhooks.$inferSelect;
/** A webhook_deliveries row. */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
/** A new delivery row. */
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;

/** Stores a new webhook. */
export async function insertWebhook(db: DbOrTx, row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [created] = await db.insert(webhooks).values(row).returning();
  return created;
}

/** The workspace's webhooks, newest first. */
export async function listWebhooks(db: DbOrTx, workspaceId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.workspace_id, workspaceId)).orderBy(desc(webhooks.created_at), desc(webhooks.id));
}

/** One webhook of the workspace (another workspace's id reads as missing). */
export async function findWebhook(db: DbOrTx, workspaceId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.workspace_id, workspaceId), eq(webhooks.id, id))).limit(1);
  return row;
}

/** One webhook of the workspace, locked for the rest of the transaction (create's limit check, secret changes). */
export async function lockWebhook(db: DbOrTx, workspaceId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.workspace_id, workspaceId), eq(webhooks.id, id))).limit(1).for('update');
  return row;
}

/** How many webhooks the workspace has. */
export async function countWebhooks(db: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.workspace_id, workspaceId));
  return Number(row?.n ?? 0);
}

/** Serialises creates of one workspace (the limit check) by locking its row. */
export async function lockWorkspaceRow(db: DbOrTx, workspaceId: string): Promise<void> {
  await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

/** Updates a webhook of the workspace; returns the new row. */
export async function updateWebhook(db: DbOrTx, workspaceId: string, id: string, patch: Partial<typeof webhooks.$inferInsert>): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set(patch)
    .where(and(eq(webhooks.workspace_id, workspaceId), eq(webhooks.id, id)))
    .returning();
  return row;
}

/** Deletes a webhook of the workspace (its deliveries go with it); false when it was not there. */
export async function deleteWebhook(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(webhooks)
    .where(and(eq(webhooks.workspace_id, workspaceId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return gone.length > 0;
}

/** The events some active webhook of the workspace subscribes to (one indexed statement). */
export async function subscribedWebhookEvents(db: DbOrTx, workspaceId: string): Promise<Set<WebhookEvent>> {
  const [row] = await db
    .select({
      project: sql<boolean>`coalesce(bool_or(${webhooks.project}), false)`,
      issue: sql<boolean>`coalesce(bool_or(${webhooks.issue}), false)`,
      cycle: sql<boolean>`coalesce(bool_or(${webhooks.cycle}), false)`,
      module: sql<boolean>`coalesce(bool_or(${webhooks.module}), false)`,
      issue_comment: sql<boolean>`coalesce(bool_or(${webhooks.issue_comment}), false)`,
    })
    .from(webhooks)
    .where(and(eq(webhooks.workspace_id, workspaceId), eq(webhooks.is_active, true)));
  return new Set(WEBHOOK_EVENTS.filter((e) => row?.[e] === true));
}

/** The workspace's active webhooks subscribed to any of `events`. */
export async function listSubscribedWebhooks(db: DbOrTx, workspaceId: string, events: readonly WebhookEvent[]): Promise<WebhookRow[]> {
  if (events.length === 0) return [];
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.workspace_id, workspaceId), eq(webhooks.is_active, true), or(...events.map((e) => eq(webhooks[e], true)))))
    .orderBy(webhooks.created_at, webhooks.id);
}

/** Appends event ids to a pending fan-out job (several recordEvents calls of one transaction share one job). */
export async function appendToFanoutJob(db: DbOrTx, jobId: string, eventIds: number[]): Promise<void> {
  await db
    .update(jobs)
    .set({ payload: sql`jsonb_set(${jobs.payload}, '{event_ids}', coalesce(${jobs.payload}->'event_ids', '[]'::jsonb) || ${JSON.stringify(eventIds)}::jsonb)` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')));
}

/**
 * Inserts deliveries; an automatic one whose (webhook_id, event_id) exists already is skipped (a re-run fan-out adds
 * none). Returns the rows actually inserted.
 */
export async function insertDeliveries(db: DbOrTx, rows: NewWebhookDeliveryRow[]): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).onConflictDoNothing({ target: [webhookDeliveries.webhook_id, webhookDeliveries.event_id] }).returning();
}

/** One delivery of the webhook (another webhook's or workspace's id reads as missing). */
export async function findDelivery(db: DbOrTx, workspaceId: string, webhookId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.workspace_id, workspaceId), eq(webhookDeliveries.webhook_id, webhookId), eq(webhookDeliveries.id, id)))
    .limit(1);
  return row;
}

/** A delivery with its webhook (the deliver job); undefined when either is gone. */
export async function findDeliveryWithWebhook(db: DbOrTx, id: string): Promise<{ delivery: WebhookDeliveryRow; webhook: WebhookRow } | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhook_id))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row;
}

/** A page of the webhook's log, newest first, after the keyset (created_at, id) of the previous page's last row. */
export async function listDeliveries(
  db: DbOrTx,
  workspaceId: string,
  webhookId: string,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const keyset = after
    ? or(lt(webhookDeliveries.created_at, after.createdAt), and(eq(webhookDeliveries.created_at, after.createdAt), lt(webhookDeliveries.id, after.id)))
    : undefined;
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.workspace_id, workspaceId), eq(webhookDeliveries.webhook_id, webhookId), keyset))
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Records an attempt's outcome on a delivery (only while it is pending: a finished one is never rewritten). */
export async function recordDeliveryAttempt(db: DbOrTx, id: string, patch: Partial<typeof webhookDeliveries.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set(patch)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Turns an active webhook off with a reason; false when it was already off (so its creator is told once). */
export async function disableWebhook(db: DbOrTx, id: string, reason: string, now: Date): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ is_active: false, disabled_reason: reason, updated_at: now })
    .where(and(eq(webhooks.id, id), eq(webhooks.is_active, true)))
    .returning();
  return row;
}

/** Users by id with their name and e-mail (actors of payloads, the creator told of a turned-off webhook). */
export async function findWebhookUsers(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; display_name: string; email: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, display_name: users.display_name, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** The workspace's slug and name (mail text and links). */
export async function findWorkspaceName(db: DbOrTx, workspaceId: string): Promise<{ slug: string; name: string } | undefined> {
  const [row] = await db.select({ slug: workspaces.slug, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row;
}
