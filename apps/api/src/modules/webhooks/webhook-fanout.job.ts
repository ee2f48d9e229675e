import { findEventsByIds } from '../../data/repositories/notifications.repository';
import { findWebhookUsers, insertDeliveries, listSubscribedWebhooks, type NewWebhookDeliveryRow } from '../../data/repositories/webhooks.repository';
import { defineJobKind } from '../../jobs/job-kind';
import { enqueueJob } from '../../jobs/job-queue';
import { webhookBody, webhookChanges, webhookData } from './webhook-data';
import type { WebhookFanoutPayload } from './webhooks.hook';

/**
 * Turns one operation's events into deliveries: one row per (subscribed active webhook, changed entity) with the exact
 * JSON body, and one 'webhook-deliver' job per new row, in one transaction. A re-run (a crash before the job was
 * marked done) inserts nothing new: (webhook_id, event_id) is unique and the rows go in ON CONFLICT DO NOTHING.
 */
export const webhookFanoutJob = defineJobKind<WebhookFanoutPayload>({
  maxAttempts: 6,
  backoffBaseMs: 5_000,
  async run(payload, { deps }) {
    const { db } = deps;
    const events = await findEventsByIds(db, payload.workspace_id, payload.event_ids ?? []);
    const changes = webhookChanges(events);
    if (changes.length === 0) return;
    const hooks = await listSubscribedWebhooks(db, payload.workspace_id, [...new Set(changes.map((c) => c.event))]);
    if (hooks.length === 0) return;
    const actors = new Map((await findWebhookUsers(db, [...new Set(changes.map((c) => c.actorId).filter((id): id is string => !!id))])).map((u) => [u.id, u]));
    const now = deps.now();
    const rows: NewWebhookDeliveryRow[] = [];
    for (const change of changes) {
      const receivers = hooks.filter((h) => h[change.event]);
      if (receivers.length === 0) continue;
      const data = await webhookData(db, payload.workspace_id, change);
      const actor = change.actorId ? (actors.get(change.actorId) ?? null) : null;
      for (const hook of receivers) {
        rows.push({
          webhook_id: hook.id,
          workspace_id: payload.workspace_id,
          event_id: change.eventId,
          event: change.event,
          action: change.action,
          body: webhookBody({ change, webhookId: hook.id, workspaceId: payload.workspace_id, data, actor }),
          created_at: now,
        });
      }
    }
    await db.transaction(async (tx) => {
      for (const row of await insertDeliveries(tx, rows)) {
        await enqueueJob(tx, { kind: 'webhook-deliver', payload: { delivery_id: row.id }, dedupeKey: `webhook-delivery:${row.id}` }, now);
      }
    });
  },
});
