import { WEBHOOK_LOG_BODY_MAX, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_MS } from '@cairn/types';
import type { Tx } from '../../data/db';
import {
  disableWebhook, findDeliveryWithWebhook, findWebhookUsers, findWorkspaceName, recordDeliveryAttempt, type WebhookRow,
} from '../../data/repositories/webhooks.repository';
import { OutboundError, outboundRequest, type OutboundResponse } from '../../http/outbound/outbound-client';
import { defineJobKind, PermanentJobError, type JobDeps } from '../../jobs/job-kind';
import { enqueueJob } from '../../jobs/job-queue';
import { instanceKey, openWebhookSecret, planeSignature, standardSignature } from './webhook-secret';

/** The deliver job's payload. */
export interface WebhookDeliverPayload {
  delivery_id: string;
}

/** The error a pending delivery of a webhook turned off or deleted meanwhile ends with. */
export const WEBHOOK_DISABLED_ERROR = 'webhook disabled';

/** The signed headers of one attempt (a fresh timestamp each time; the secret current at send time). */
export function webhookHeaders(input: { deliveryId: string; event: string; body: string; secret: string; timestamp: number }): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Cairn-Webhook/1',
    'x-plane-event': input.event,
    'x-plane-delivery': input.deliveryId,
    'x-plane-signature': planeSignature(input.secret, input.body),
    'webhook-id': input.deliveryId,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': standardSignature(input.secret, input.deliveryId, input.timestamp, input.body),
  };
}

type Outcome = { kind: 'delivered' } | { kind: 'retry'; error: string } | { kind: 'failed'; error: string };

/** 2xx delivered; 429 and 5xx retried; anything else (3xx: redirects are not followed, other 4xx) failed at once. */
function outcomeOf(res: OutboundResponse): Outcome {
  if (res.status >= 200 && res.status < 300) return { kind: 'delivered' };
  if (res.status === 429 || res.status >= 500) return { kind: 'retry', error: `the receiver answered ${res.status}` };
  if (res.status >= 300 && res.status < 400) return { kind: 'failed', error: `the receiver answered ${res.status} (redirects are not followed)` };
  return { kind: 'failed', error: `the receiver answered ${res.status}` };
}

/** Turns the webhook off once (its creator told by mail) after a delivery ran out of attempts. */
async function turnOff(tx: Tx, deps: JobDeps, webhook: WebhookRow, lastError: string): Promise<void> {
  const reason = `Deliveries kept failing: ${WEBHOOK_MAX_ATTEMPTS} attempts, the last one: ${lastError}`.slice(0, 500);
  const off = await disableWebhook(tx, webhook.id, reason, deps.now());
  if (!off?.created_by) return;
  const [creator] = await findWebhookUsers(tx, [off.created_by]);
  const workspace = await findWorkspaceName(tx, off.workspace_id);
  if (!creator || !workspace) return;
  await enqueueJob(
    tx,
    {
      kind: 'mail',
      payload: {
        template: 'webhook-disabled',
        to: creator.email,
        workspace_name: workspace.name,
        url: off.url,
        reason,
        settings_link: `${deps.config.publicUrl}/${workspace.slug}/settings/webhooks/${off.id}`,
      },
      dedupeKey: `webhook-disabled:${off.id}:${off.updated_at.toISOString()}`,
    },
    deps.now(),
  );
}

/**
 * Sends one delivery: POST of the stored body through the SSRF-safe client (the address checked again now), signed
 * with the webhook's current secret. Every attempt is logged on the row. 2xx → delivered; a network error, timeout,
 * 429 or 5xx → retried with backoff (10 s, 20 s, 40 s …) up to WEBHOOK_MAX_ATTEMPTS, the last failure failing the
 * delivery and turning the webhook off; any other answer (4xx, 3xx) or a refused address → failed at once.
 */
export const webhookDeliverJob = defineJobKind<WebhookDeliverPayload>({
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  backoffBaseMs: 10_000,
  backoffMaxMs: 30 * 60_000,
  async run(payload, { deps, attempt }) {
    const found = await findDeliveryWithWebhook(deps.db, payload.delivery_id);
    // Gone with its webhook, or already finished (a re-run after a crash): nothing to send.
    if (!found || found.delivery.status !== 'pending') return;
    const { delivery, webhook } = found;
    const at = deps.now();
    if (!webhook.is_active) {
      await recordDeliveryAttempt(deps.db, delivery.id, { status: 'failed', error: WEBHOOK_DISABLED_ERROR, last_attempt_at: at });
      return;
    }
    let secret: string;
    try {
      secret = openWebhookSecret(webhook.secret_sealed, instanceKey(deps));
    } catch {
      await recordDeliveryAttempt(deps.db, delivery.id, { status: 'failed', attempts: attempt, error: 'the webhook secret cannot be read with this instance key', last_attempt_at: at });
      throw new PermanentJobError('webhook secret unreadable');
    }
    const headers = webhookHeaders({ deliveryId: delivery.id, event: delivery.event, body: delivery.body, secret, timestamp: Math.floor(at.getTime() / 1000) });
    const started = Date.now();
    let outcome: Outcome;
    let response: OutboundResponse | undefined;
    try {
      response = await outboundRequest({
        url: webhook.url, method: 'POST', headers, body: delivery.body, timeoutMs: WEBHOOK_TIMEOUT_MS, maxBytes: WEBHOOK_RESPONSE_MAX_BYTES,
        allowList: deps.config.outboundAllowList ?? [],
      });
      outcome = outcomeOf(response);
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      // A refused or invalid address will not change by waiting; DNS and network trouble may.
      outcome = err.kind === 'refused' || err.kind === 'invalid' ? { kind: 'failed', error: err.message } : { kind: 'retry', error: err.message };
    }
    const last = outcome.kind === 'retry' && attempt >= WEBHOOK_MAX_ATTEMPTS;
    const status = outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'failed' || last ? 'failed' : 'pending';
    const error = outcome.kind === 'delivered' ? null : outcome.error;
    await deps.db.transaction(async (tx) => {
      const recorded = await recordDeliveryAttempt(tx, delivery.id, {
        status,
        attempts: attempt,
        request_headers: headers,
        response_status: response?.status ?? null,
        response_body: response ? response.body.slice(0, WEBHOOK_LOG_BODY_MAX) : null,
        error,
        duration_ms: response?.durationMs ?? Date.now() - started,
        last_attempt_at: at,
        delivered_at: status === 'delivered' ? deps.now() : null,
      });
      if (recorded && last && error) await turnOff(tx, deps, webhook, error);
    });
    if (outcome.kind === 'failed' || last) throw new PermanentJobError(error ?? 'delivery failed');
    if (outcome.kind === 'retry') throw new Error(outcome.error);
  },
});
