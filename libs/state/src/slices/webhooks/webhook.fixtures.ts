import type { Webhook, WebhookDelivery, WebhookDeliveryPage, WebhookWithSecret } from '@cairn/types';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Webhook builders for tests: webhook n of workspace 1 (created by user 1), delivery n of webhook 1. */
export const webhookFixtures = {
  /** The id of webhook n (…0000000091nn). */
  id: (n: number) => id(9100 + n),
  /** The id of delivery n (…0000000092nn). */
  deliveryId: (n: number) => id(9200 + n),
  /** Webhook n: https://hooks.example.com/n, active, every event on. */
  webhook: (n: number, over: Partial<Webhook> = {}): Webhook => ({
    id: id(9100 + n), workspace: id(1), url: `https://hooks.example.com/${n}`, is_active: true,
    project: true, issue: true, cycle: true, module: true, issue_comment: true, disabled_reason: null, created_by: id(1),
    created_at: `2026-01-${String(Math.min(n, 28)).padStart(2, '0')}T10:00:00.000Z`, updated_at: '2026-01-28T10:00:00.000Z', ...over,
  }),
  /** The answer to create / regenerate: webhook n with a secret. */
  withSecret: (n: number, secret = `whsec_secret${n}`, over: Partial<Webhook> = {}): WebhookWithSecret => ({ ...webhookFixtures.webhook(n, over), secret_key: secret }),
  /** Delivery n of webhook 1: issue.updated, delivered with 200 (a higher n is newer). */
  delivery: (n: number, over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
    id: id(9200 + n), webhook: id(9101), event: 'issue', action: 'updated', status: 'delivered', attempts: 1,
    request_headers: { 'content-type': 'application/json', 'x-plane-event': 'issue', 'x-plane-delivery': id(9200 + n) },
    request_body: JSON.stringify({ event: 'issue', action: 'updated', data: { id: id(7000 + n), name: `Work item ${n}` } }),
    response_status: 200, response_body: 'ok', error: null, duration_ms: 42, redelivery_of: null,
    created_at: `2026-02-${String(Math.min(n, 28)).padStart(2, '0')}T10:00:00.000Z`, last_attempt_at: null, delivered_at: null, ...over,
  }),
  /** One page of the delivery log. */
  page: (results: WebhookDelivery[], nextCursor: string | null = null): WebhookDeliveryPage => ({ results, next_cursor: nextCursor }),
};
