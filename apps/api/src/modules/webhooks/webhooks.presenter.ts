import type { Webhook, WebhookDelivery } from '@cairn/types';
import type { WebhookDeliveryRow, WebhookRow } from '../../data/repositories/webhooks.repository';

/** A webhook on the wire: never its secret. */
export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    workspace: row.workspace_id,
    url: row.url,
    is_active: row.is_active,
    project: row.project,
    issue: row.issue,
    cycle: row.cycle,
    module: row.module,
    issue_comment: row.issue_comment,
    disabled_reason: row.disabled_reason,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One delivery of the log: the request (headers, exact body) and the last attempt's outcome. */
export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook: row.webhook_id,
    event: row.event,
    action: row.action,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    request_headers: row.request_headers ?? null,
    request_body: row.body,
    response_status: row.response_status,
    response_body: row.response_body,
    error: row.error,
    duration_ms: row.duration_ms,
    redelivery_of: row.redelivery_of,
    created_at: row.created_at.toISOString(),
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}
