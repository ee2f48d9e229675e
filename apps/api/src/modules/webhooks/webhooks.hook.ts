import type { WebhookEvent } from '@cairn/types';
import type { Tx } from '../../data/db';
import { appendToFanoutJob, subscribedWebhookEvents } from '../../data/repositories/webhooks.repository';
import type { EventInput } from '../../events/record-event';
import { enqueueJob } from '../../jobs/job-queue';
import { WEBHOOK_EVENT_OF } from './webhook-data';

/** The fan-out job's payload: the workspace and the operation's events that may become deliveries. */
export interface WebhookFanoutPayload {
  workspace_id: string;
  event_ids: number[];
}

interface TxEntry {
  /** The events some active webhook of the workspace subscribes to (looked up once per transaction). */
  subscribed: Set<WebhookEvent>;
  /** The fan-out job enqueued by this transaction (later recordEvents calls append to it). */
  jobId?: string;
}

// Per open transaction and workspace.
const stateOfTx = new WeakMap<object, Map<string, TxEntry>>();

/**
 * Called by recordEvents inside the write's transaction: when an active webhook of the workspace subscribes to one of
 * the operation's webhook events (one indexed query per transaction and workspace), enqueues ONE 'webhook-fanout' job
 * for the operation. It commits or rolls back with the write, so every acknowledged change is delivered and no
 * rolled-back one ever is.
 */
export async function enqueueWebhooksFor(tx: Tx, inputs: EventInput[], ids: number[]): Promise<void> {
  const byWorkspace = new Map<string, Array<{ id: number; event: WebhookEvent }>>();
  for (let i = 0; i < inputs.length; i++) {
    const event = WEBHOOK_EVENT_OF[inputs[i].entityType];
    if (!event || ids[i] === undefined) continue;
    const list = byWorkspace.get(inputs[i].workspaceId) ?? [];
    byWorkspace.set(inputs[i].workspaceId, list);
    list.push({ id: ids[i], event });
  }
  if (byWorkspace.size === 0) return;
  const open = stateOfTx.get(tx) ?? new Map<string, TxEntry>();
  stateOfTx.set(tx, open);
  for (const [workspaceId, list] of byWorkspace) {
    let entry = open.get(workspaceId);
    if (!entry) {
      entry = { subscribed: await subscribedWebhookEvents(tx, workspaceId) };
      open.set(workspaceId, entry);
    }
    const subscribed = entry.subscribed;
    const eventIds = list.filter((e) => subscribed.has(e.event)).map((e) => e.id);
    if (eventIds.length === 0) continue;
    if (entry.jobId) {
      await appendToFanoutJob(tx, entry.jobId, eventIds);
      continue;
    }
    entry.jobId = await enqueueJob(tx, { kind: 'webhook-fanout', payload: { workspace_id: workspaceId, event_ids: eventIds } }, inputs[0].at ?? new Date());
  }
}
